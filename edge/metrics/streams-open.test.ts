// campus_streams_open counts the streams the process holds open, a guest's and a signed-in client's, and drops each on
// release; campus_ai_call_duration_seconds times every AI call; wrong sign-in codes are counted by channel.
import { afterAll, beforeAll, expect, it } from 'vitest'
import { testDb, type TestDb } from '../../tests/helpers/test-db'
import { createLogger } from '../log'
import { readSettings } from '../settings'
import { startRealtimeHub, type RealtimeHub } from '../realtime/hub'
import { openStreams, takeStreamSlot } from '../realtime/stream-slots'
import type { TAi } from '../ai/port'
import { createAppMetrics } from './app-metrics'
import { countedAi } from './counted-ai'

let t: TestDb
let hub: RealtimeHub
beforeAll(async () => {
  t = await testDb()
  hub = await startRealtimeHub(t.db, createLogger('silent'))
})
afterAll(async () => {
  await hub.stop()
  await t.dispose()
})

const line = (text: string, series: string) => text.split('\n').find((l) => l.startsWith(`${series} `))

it('counts open streams by caller and forgets a released one', async () => {
  const metrics = createAppMetrics(t.db, { openStreams: () => openStreams(hub) })
  const limits = readSettings({ APP_ENV: 'test' })
  const guest = takeStreamSlot(hub, { role: 'anon' }, '203.0.113.5', limits)
  const client = takeStreamSlot(hub, { role: 'authenticated', userId: '00000000-0000-4000-8000-000000000077' }, null, limits)
  const open = await metrics.registry.render()
  expect(line(open, 'campus_streams_open{caller="guest"}')).toBe('campus_streams_open{caller="guest"} 1')
  expect(line(open, 'campus_streams_open{caller="client"}')).toBe('campus_streams_open{caller="client"} 1')
  guest()
  client()
  const closed = await metrics.registry.render()
  expect(line(closed, 'campus_streams_open{caller="guest"}')).toBe('campus_streams_open{caller="guest"} 0')
  expect(line(closed, 'campus_streams_open{caller="client"}')).toBe('campus_streams_open{caller="client"} 0')
})

it('times AI calls by provider and task', async () => {
  const metrics = createAppMetrics(t.db)
  const provider: TAi = {
    info: { kind: 'demo', model: 'probe', isDemo: true },
    generateText: async () => 'ответ',
    generateObject: async () => ({}) as never,
    async *streamText() {
      yield 'Произ'
      yield 'водная'
    },
  }
  const ai = countedAi(provider, metrics)
  let text = ''
  for await (const d of ai.streamText({ task: 'ai-order-answer', system: 'Ты помощник.', prompt: 'Что такое производная?' })) text += d
  expect(text.length).toBeGreaterThan(0)
  const out = await metrics.registry.render()
  expect(line(out, 'campus_ai_call_duration_seconds_count{provider="demo",task="ai-order-answer"}')).toBe('campus_ai_call_duration_seconds_count{provider="demo",task="ai-order-answer"} 1')
  expect(line(out, 'campus_ai_calls_total{outcome="ok",provider="demo",task="ai-order-answer"}')).toBe('campus_ai_calls_total{outcome="ok",provider="demo",task="ai-order-answer"} 1')
})

it('counts the wrong sign-in codes tried in the last hour by channel', async () => {
  const metrics = createAppMetrics(t.db)
  await t.db.query(
    `insert into private.auth_codes (channel, target, code_hash, attempts, expires_at) values ('sms', '79990000001', 'x', 2, now() + interval '5 minutes'), ('email', 'a@example.ru', 'y', 1, now() + interval '5 minutes')`,
  )
  const out = await metrics.registry.render()
  expect(line(out, 'campus_sign_in_wrong_codes_last_hour{channel="sms"}')).toBe('campus_sign_in_wrong_codes_last_hour{channel="sms"} 2')
  expect(line(out, 'campus_sign_in_wrong_codes_last_hour{channel="email"}')).toBe('campus_sign_in_wrong_codes_last_hour{channel="email"} 1')
})
