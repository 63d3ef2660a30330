import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testDb, type TestDb } from '../../tests/helpers/test-db'
import { createLogger } from '../log'
import type { Db } from '../db/port'
import { raiseTeamAlert, teamAlertText, type TTeamAlertDeps } from './team-alert'

let t: TestDb
let db: Db
beforeAll(async () => {
  t = await testDb()
  db = t.db
})
afterAll(() => t.dispose())

function deps(settings: Partial<TTeamAlertDeps['settings']>, delivery?: Partial<TTeamAlertDeps['delivery']>) {
  const sent: { channel: string; to: string; text: string }[] = []
  const d: TTeamAlertDeps = {
    db,
    log: createLogger('silent'),
    settings: { TEAM_ALERT_WINDOW_MINUTES: 30, APP_URL: 'https://kampus.example', ...settings },
    delivery: {
      telegram: async ({ chatId, text }) => (sent.push({ channel: 'telegram', to: chatId, text }), { blocked: false }),
      email: async ({ to, text }) => void sent.push({ channel: 'email', to, text }),
      ...delivery,
    },
  }
  return { d, sent }
}

describe('raiseTeamAlert', () => {
  it('sends one alert of a kind per window to the chat and the e-mail, and counts the ones it held back', async () => {
    const { d, sent } = deps({ TEAM_ALERT_TELEGRAM_CHAT_ID: '-1001', TEAM_ALERT_EMAIL: 'team@kampus.example' })
    const alert = { kind: 'job.dead:test.one', title: 'Задание упало насовсем', details: { job: 'test.one', id: 7 } }
    expect(await raiseTeamAlert(d, alert)).toBe('sent')
    expect(sent.map((m) => `${m.channel} ${m.to}`)).toEqual(['telegram -1001', 'email team@kampus.example'])
    expect(sent[0]!.text).toContain('Задание упало насовсем')
    expect(sent[0]!.text).toContain('id: 7')
    expect(await raiseTeamAlert(d, alert)).toBe('held-back')
    expect(await raiseTeamAlert(d, alert)).toBe('held-back')
    expect(sent).toHaveLength(2)
    // Another kind is not held back by this one.
    expect(await raiseTeamAlert(d, { ...alert, kind: 'job.dead:test.two' })).toBe('sent')
    // Once the window has passed, the next alert goes out and says how many were held back.
    await db.query(`update private.team_alerts set last_sent_at = now() - interval '31 minutes' where kind = 'job.dead:test.one'`)
    expect(await raiseTeamAlert(d, alert)).toBe('sent')
    expect(sent.at(-1)!.text).toContain('ещё 2')
  })

  it('without a recipient only logs; a delivery that fails does not throw', async () => {
    expect(await raiseTeamAlert(deps({}).d, { kind: 'job.dead:test.nobody', title: 'x' })).toBe('no-recipient')
    const broken = deps({ TEAM_ALERT_TELEGRAM_CHAT_ID: '5' }, { telegram: () => Promise.reject(new Error('telegram is down')) })
    expect(await raiseTeamAlert(broken.d, { kind: 'job.dead:test.broken', title: 'x' })).toBe('failed')
  })

  it('writes the details one per line and leaves out empty ones', () => {
    const text = teamAlertText({ kind: 'k', title: 'Банк прислал уведомление, которое не прошло проверку', details: { provider: 'yookassa', payment: null, reason: 'bad signature' } }, { heldBack: 0, appUrl: 'https://a.example', windowMinutes: 30 })
    expect(text.split('\n')).toEqual([
      '⚠️ Банк прислал уведомление, которое не прошло проверку',
      'provider: yookassa',
      'reason: bad signature',
      'Следующее оповещение этого вида — не раньше чем через 30 мин.',
      'Сервис: https://a.example',
    ])
  })
})
