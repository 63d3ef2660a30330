import { describe, expect, it } from 'vitest'
import {
  aiEssayOrderRoom,
  assertEventName,
  canonicalRoom,
  MASS_ALERT_ROOM,
  parseRoom,
  REALTIME_EVENTS,
  reconnectDelay,
  RECONNECT_DELAY_MAX_MS,
  RECONNECT_DELAY_MIN_MS,
  unifiedOrderRoom,
  userRoom,
} from './realtime'
import { ZRealtimeJoinInput } from './realtime-join'

const USER = '0b7e2c4a-9a3f-4d7e-8c1b-2f6a5e4d3c2b'

describe('realtime events', () => {
  it('knows the seventeen events of the platform spec and the training chat\'s own', () => {
    expect(REALTIME_EVENTS).toHaveLength(18)
    expect(REALTIME_EVENTS).toContain('training-task-changed')
    expect(() => assertEventName('ai-essay-order-changed')).not.toThrow()
  })

  it('rejects an unknown event with an error listing every valid name', () => {
    expect(() => assertEventName('AiEssayOrderChanged')).toThrow(/AiEssayOrderChanged/)
    try {
      assertEventName('nope')
      expect.unreachable()
    } catch (e) {
      for (const name of REALTIME_EVENTS) expect((e as Error).message).toContain(name)
    }
  })
})

describe('realtime rooms', () => {
  it('builds and parses every room kind', () => {
    expect(parseRoom(MASS_ALERT_ROOM)).toEqual({ kind: 'mass-alert', id: null })
    expect(aiEssayOrderRoom(42)).toBe('App.Models.AiEssayOrder.42')
    expect(parseRoom(aiEssayOrderRoom(42))).toEqual({ kind: 'ai-essay-order', id: '42' })
    expect(parseRoom(unifiedOrderRoom('7'))).toEqual({ kind: 'unified-order', id: '7' })
    expect(parseRoom(userRoom(USER))).toEqual({ kind: 'user', id: USER })
  })

  it('keeps one spelling per user room', () => {
    expect(userRoom(USER.toUpperCase())).toBe(`App.Models.User.${USER}`)
    expect(canonicalRoom(`App.Models.User.${USER.toUpperCase()}`)).toBe(`App.Models.User.${USER}`)
  })

  it('refuses names that are not rooms', () => {
    for (const bad of [
      'App.Models.MassAlert.1',
      'App.Models.AiEssayOrder.',
      'App.Models.AiEssayOrder.01',
      'App.Models.AiEssayOrder.-1',
      'App.Models.UnifiedOrder.9223372036854775808',
      'App.Models.User.42',
      'app.models.massalert',
      '',
    ]) {
      expect(parseRoom(bad), bad).toBeNull()
    }
    expect(parseRoom('App.Models.UnifiedOrder.9223372036854775807')).not.toBeNull()
    expect(() => aiEssayOrderRoom(1.5)).toThrow(/Неверное имя комнаты/)
  })

  it('validates the join body with Russian messages', () => {
    expect(ZRealtimeJoinInput.safeParse({ rooms: [MASS_ALERT_ROOM] }).success).toBe(true)
    const bad = ZRealtimeJoinInput.safeParse({ rooms: ['Lobby'] })
    expect(bad.success).toBe(false)
    expect(bad.error?.issues[0]?.message).toMatch(/Неверное имя комнаты «Lobby»/)
    const many = ZRealtimeJoinInput.safeParse({ rooms: Array.from({ length: 51 }, (_, i) => aiEssayOrderRoom(i + 1)) })
    expect(many.error?.issues[0]?.message).toMatch(/Не больше 50 комнат/)
    expect(ZRealtimeJoinInput.safeParse([]).error?.issues[0]?.message).toMatch(/Ожидается объект/)
  })
})

describe('reconnectDelay', () => {
  it('starts at the minimum and grows exponentially up to the maximum', () => {
    expect(reconnectDelay(0, 0.5)).toBe(1000)
    expect(reconnectDelay(1, 0.5)).toBe(2000)
    expect(reconnectDelay(2, 0.5)).toBe(4000)
    expect(reconnectDelay(3, 0.5)).toBe(5000)
    expect(reconnectDelay(1000, 0.5)).toBe(5000)
  })

  it('moves the delay by at most half either way, within 1000–5000 ms', () => {
    expect(reconnectDelay(1, 0)).toBe(1000)
    expect(reconnectDelay(1, 0.999999)).toBe(3000)
    expect(reconnectDelay(0, 0.999999)).toBe(1500)
    expect(reconnectDelay(2, 0)).toBe(2000)
    for (let attempt = 0; attempt < 12; attempt++) {
      for (let r = 0; r < 1; r += 0.05) {
        const ms = reconnectDelay(attempt, r)
        expect(ms).toBeGreaterThanOrEqual(RECONNECT_DELAY_MIN_MS)
        expect(ms).toBeLessThanOrEqual(RECONNECT_DELAY_MAX_MS)
        const base = 1000 * 2 ** attempt
        expect(ms).toBeGreaterThanOrEqual(Math.min(base * 0.5, 5000) - 1)
        expect(ms).toBeLessThanOrEqual(Math.max(1000, Math.min(base * 1.5, 5000)) + 1)
      }
    }
  })
})
