// Every bank notification is recorded (private.payment_notifications) with its outcome, reason, payment and request id;
// a refused one is one log line with those, keeps only its first 4 KB as text and raises a team alert (held back the
// second time); the bank's replies are what they always were. The back-office lists them, opens one, and replays a
// verified one without counting the money twice; a refused one is not replayed; clients see an unknown address.
import { describe, expect, it, vi } from 'vitest'
import type { AppDeps } from '../../edge/context'
import { signNotice, TESTBANK_SIGNATURE_HEADER, type TTestBankNotice } from '../../edge/payments/providers/testbank'
import { asService } from '../../edge/db/port'
import type { TestDb } from '../helpers/test-db'
import { useTestApp, type TTestApp } from '../helpers/test-app'
import { adminHttp, auditOf, expectHidden, isRussian, type TAdminHttp } from '../helpers/admin-http'
import { bearer, freshPhone, fromIp, gql, signInByPhone } from './auth-support'

let t: TestDb
let deps: AppDeps
let app: TTestApp
const alerts: { chatId: string; text: string }[] = []
useTestApp(
  (made) => {
    ;({ t, deps, app } = made)
    // A capturing delivery: the team's chat is whatever this array holds.
    deps.ports.delivery = { ...deps.ports.delivery, telegram: async (m: { chatId: string; text: string }) => (alerts.push(m), { blocked: false }) } as AppDeps['ports']['delivery']
  },
  { TEAM_ALERT_TELEGRAM_CHAT_ID: '-100777', TEAM_ALERT_WINDOW_MINUTES: '30' },
)

type TRow = {
  id: string
  provider: string
  payment_id: string | null
  provider_payment_id: string | null
  event_type: string | null
  outcome: string
  reason_code: string
  reason: string
  reply_status: number
  request_id: string | null
  remote_address: string | null
  body: Record<string, unknown> | null
  event: Record<string, unknown> | null
  unverified_body: string | null
  replay_of: string | null
}
const rows = (where = 'true', params: unknown[] = []) =>
  asService(t.db, (tx) => tx.query<TRow>(`select n.*, n.id::text as id, n.payment_id::text as payment_id, n.replay_of::text as replay_of from private.payment_notifications n where ${where} order by n.id`, params))
const byRequest = async (requestId: string) => (await rows('request_id = $1', [requestId]))[0]

let seq = 0
const requestId = (what: string) => `req-${what}-${Date.now()}-${++seq}`

const notify = async (notice: TTestBankNotice | Record<string, unknown>, opts: { secret?: string; requestId: string }) => {
  const { body, signature } = await signNotice(opts.secret ?? deps.settings.TESTBANK_SECRET, notice as TTestBankNotice)
  const res = await app.request('/webhooks/testbank', {
    method: 'POST',
    headers: { 'content-type': 'application/json', [TESTBANK_SIGNATURE_HEADER]: signature, 'x-request-id': opts.requestId, ...fromIp('203.0.113.77') },
    body,
  })
  return { status: res.status, text: await res.text(), body }
}

const TOKENS = `mutation($n: Int!) { purchaseEcosystem(amountTokens: $n) { redirectUrl paymentId } }`
const BALANCE = `{ me { balance { detailedBalance { permanent_tokens } } } }`
let ipSeq = 0
async function tokenPayment() {
  const headers = bearer(await signInByPhone(app, t.db, freshPhone(), fromIp(`10.79.0.${++ipSeq}`)))
  const { paymentId } = (await gql(app, TOKENS, { n: 150 }, headers)).data.purchaseEcosystem as { paymentId: string }
  const tokens = async () => (await gql(app, BALANCE, {}, headers)).data.me.balance.detailedBalance.permanent_tokens as number
  return { paymentId, tokens, notice: { paymentId, providerPaymentId: `tb_${paymentId}`, status: 'succeeded', amountKopecks: 49000 } as TTestBankNotice }
}

let h: TAdminHttp
const admin = async () => (h ??= await adminHttp(app, t.db, deps))

describe('POST /webhooks/testbank records every notification', () => {
  it('an applied one with its payment and request id and its verified body; a repeat as a duplicate; the replies as before', async () => {
    const p = await tokenPayment()
    const first = requestId('applied')
    const res = await notify(p.notice, { requestId: first })
    expect(res).toMatchObject({ status: 200, text: '{"ok":true}' })
    expect(await p.tokens()).toBe(150)
    const applied = await byRequest(first)
    expect(applied).toMatchObject({
      provider: 'testbank',
      payment_id: p.paymentId,
      provider_payment_id: `tb_${p.paymentId}`,
      event_type: 'payment.succeeded',
      outcome: 'applied',
      reason_code: 'applied',
      reply_status: 200,
      request_id: first,
      remote_address: '203.0.113.77',
      unverified_body: null,
    })
    expect(applied!.body).toEqual(JSON.parse(res.body))
    expect(applied!.event).toMatchObject({ providerPaymentId: `tb_${p.paymentId}`, ourPaymentId: p.paymentId, status: 'succeeded', amountKopecks: 49000 })

    const again = requestId('duplicate')
    expect(await notify(p.notice, { requestId: again })).toMatchObject({ status: 200, text: '{"ok":true}' })
    expect(await byRequest(again)).toMatchObject({ payment_id: p.paymentId, outcome: 'duplicate', reason_code: 'no-change' })
    expect(await p.tokens()).toBe(150)
    expect(alerts).toEqual([])
  })

  it('a forged one: refused with the adapter’s reply, its body cut to 4 KB, one log line, one alert, the second held back', async () => {
    const warn = vi.spyOn(deps.log, 'warn')
    try {
      const p = await tokenPayment()
      const forged = { ...p.notice, padding: 'я'.repeat(9000) }
      const first = requestId('forged')
      const res = await notify(forged, { secret: 'not-the-bank', requestId: first })
      expect(res).toMatchObject({ status: 400, text: JSON.stringify({ ok: false, reason: 'неверная подпись' }) })
      const refused = await byRequest(first)
      expect(refused).toMatchObject({
        provider: 'testbank',
        payment_id: null,
        outcome: 'refused',
        reason_code: 'verification-failed',
        reason: 'неверная подпись',
        reply_status: 400,
        body: null,
        event: null,
        remote_address: '203.0.113.77',
      })
      expect(refused!.unverified_body).toBe(res.body.slice(0, 4096))
      expect(refused!.unverified_body!.length).toBe(4096)
      expect(await p.tokens()).toBe(0)
      expect(warn).toHaveBeenCalledWith('payment notification refused', expect.objectContaining({ provider: 'testbank', reason: 'verification-failed', requestId: first }))

      await vi.waitFor(() => expect(alerts).toHaveLength(1))
      expect(alerts[0]!.chatId).toBe('-100777')
      expect(alerts[0]!.text).toContain('Банк прислал уведомление, которое не прошло проверку')
      expect(alerts[0]!.text).toContain('provider: testbank')
      expect(alerts[0]!.text).toContain(`requestId: ${first}`)
      expect(alerts[0]!.text).not.toContain(p.paymentId)

      const second = requestId('forged-again')
      expect((await notify(forged, { secret: 'not-the-bank', requestId: second })).status).toBe(400)
      expect(await byRequest(second)).toMatchObject({ outcome: 'refused' })
      const [kind] = await asService(t.db, (tx) => tx.query<{ held_back: number }>(`select held_back from private.team_alerts where kind = 'payment.notification-refused:testbank'`))
      expect(kind!.held_back).toBe(1)
      expect(alerts).toHaveLength(1)
    } finally {
      warn.mockRestore()
    }
  })

  it('a signed one with another amount: refused as a mismatch with the payment id in its record and log line, nothing credited', async () => {
    const warn = vi.spyOn(deps.log, 'warn')
    try {
      const p = await tokenPayment()
      const id = requestId('mismatch')
      expect(await notify({ ...p.notice, amountKopecks: 100 }, { requestId: id })).toMatchObject({ status: 400, text: '{"ok":false,"reason":"mismatch"}' })
      expect(await byRequest(id)).toMatchObject({ payment_id: p.paymentId, outcome: 'refused', reason_code: 'mismatch', reply_status: 400, unverified_body: null })
      expect(warn).toHaveBeenCalledWith('payment notification refused', expect.objectContaining({ provider: 'testbank', paymentId: p.paymentId, reason: 'mismatch', requestId: id }))
      expect(await p.tokens()).toBe(0)
    } finally {
      warn.mockRestore()
    }
  })

  it('a flood of forged ones: past 200 an hour they keep no body, past 2000 they are not recorded; the bank’s reply never changes', async () => {
    const flood = (n: number) =>
      asService(t.db, (tx) =>
        tx.query(
          `insert into private.payment_notifications (provider, outcome, reason_code, reason, unverified_body)
           select 'testbank', 'refused', 'flood', 'неверная подпись', repeat('x', 4096) from generate_series(1, $1::int)`,
          [n],
        ),
      )
    const [before] = await asService(t.db, (tx) =>
      tx.query<{ n: number }>(`select count(*)::int as n from private.payment_notifications where provider = 'testbank' and outcome = 'refused' and received_at > now() - interval '1 hour'`),
    )
    await flood(200 - before!.n)
    const p = await tokenPayment()
    const noBody = requestId('flood-200')
    expect((await notify(p.notice, { secret: 'not-the-bank', requestId: noBody })).status).toBe(400)
    expect(await byRequest(noBody)).toMatchObject({ outcome: 'refused', reason_code: 'verification-failed', unverified_body: null })
    await flood(1799)
    const dropped = requestId('flood-2000')
    expect(await notify(p.notice, { secret: 'not-the-bank', requestId: dropped })).toMatchObject({ status: 400, text: JSON.stringify({ ok: false, reason: 'неверная подпись' }) })
    expect(await byRequest(dropped)).toBeUndefined()
    // A genuine one is recorded whatever the flood.
    const genuine = requestId('flood-genuine')
    expect((await notify(p.notice, { requestId: genuine })).status).toBe(200)
    expect(await byRequest(genuine)).toMatchObject({ outcome: 'applied', payment_id: p.paymentId })
    await asService(t.db, (tx) => tx.query(`delete from private.payment_notifications where reason_code = 'flood' or request_id = $1`, [noBody]))
  })

  it('keeps PAYMENT_NOTIFICATIONS_RETENTION_DAYS: an older row goes when a new one is recorded', async () => {
    const [old] = await asService(t.db, (tx) =>
      tx.query<{ id: string }>(
        `insert into private.payment_notifications (received_at, provider, outcome, reason_code, reason) values (now() - make_interval(days => $1::int + 1), 'testbank', 'ignored', 'old', 'старое') returning id::text as id`,
        [deps.settings.PAYMENT_NOTIFICATIONS_RETENTION_DAYS],
      ),
    )
    const p = await tokenPayment()
    await notify(p.notice, { requestId: requestId('prune') })
    expect(await rows('id = $1::bigint', [old!.id])).toEqual([])
  })
})

describe('/api/admin/payment-notifications', () => {
  it('lists them by provider and outcome, finds one by payment id, opens it with its body and reason', async () => {
    const a = await admin()
    const p = await tokenPayment()
    const id = requestId('listed')
    await notify(p.notice, { requestId: id })
    const found = await a.admin('GET', `/api/admin/payment-notifications?q=${p.paymentId}`)
    expect(found.status).toBe(200)
    expect(found.body.total).toBe(1)
    expect(found.body.items[0]).toMatchObject({ paymentId: p.paymentId, outcome: 'applied', requestId: id, replayable: true, provider: 'testbank' })
    const refused = await a.admin('GET', '/api/admin/payment-notifications?provider=testbank&outcome=refused&perPage=100')
    expect(refused.body.items.length).toBeGreaterThan(0)
    expect(refused.body.items.every((n: { outcome: string; provider: string }) => n.outcome === 'refused' && n.provider === 'testbank')).toBe(true)
    const one = await a.admin('GET', `/api/admin/payment-notifications/${found.body.items[0].id}`)
    expect(one.body).toMatchObject({ id: found.body.items[0].id, reason: 'Платеж проведен', body: { paymentId: p.paymentId, status: 'succeeded' } })
    const bad = await a.admin('GET', '/api/admin/payment-notifications?outcome=won')
    expect(bad.status).toBe(400)
    expect(isRussian(bad.body.error.message)).toBe(true)
    expect((await a.admin('GET', '/api/admin/payment-notifications/abc')).status).toBe(404)
  })

  it('replays a verified one through the same handling: audited, recorded as a repeat, the money counted once', async () => {
    const a = await admin()
    const p = await tokenPayment()
    const id = requestId('to-replay')
    await notify(p.notice, { requestId: id })
    expect(await p.tokens()).toBe(150)
    const original = (await byRequest(id))!
    const res = await a.admin('POST', `/api/admin/payment-notifications/${original.id}/replay`)
    expect(res.status).toBe(200)
    expect(res.body.notification).toMatchObject({ paymentId: p.paymentId, outcome: 'duplicate', replayOf: Number(original.id) })
    expect(await p.tokens()).toBe(150)
    const ledger = await asService(t.db, (tx) =>
      tx.query<{ n: number }>(`select count(*)::int as n from private.ledger_entries where user_id = (select user_id from private.payments where id = $1::uuid) and account = 'permanent_tokens' and delta > 0`, [p.paymentId]),
    )
    expect(ledger[0]!.n).toBe(1)
    expect(await rows('replay_of = $1::bigint', [original.id])).toHaveLength(1)
    expect(await auditOf(t.db, 'payment_notification', original.id)).toEqual([expect.objectContaining({ action: 'payment-notification.replay', outcome: 'ok' })])
  })

  it('refuses to replay a refused one, in Russian, and audits the refusal', async () => {
    const a = await admin()
    const p = await tokenPayment()
    const id = requestId('no-replay')
    await notify(p.notice, { secret: 'forger', requestId: id })
    const refused = (await byRequest(id))!
    const res = await a.admin('POST', `/api/admin/payment-notifications/${refused.id}/replay`)
    expect(res.status).toBe(409)
    expect(res.body.error.message).toBe('Это уведомление не прошло проверку подписи: повторять его нельзя, у нас нет его проверенного текста')
    expect(await p.tokens()).toBe(0)
    expect(await auditOf(t.db, 'payment_notification', refused.id)).toEqual([expect.objectContaining({ action: 'payment-notification.replay', outcome: 'failed' })])
  })

  it('answers a client like an unknown address', async () => {
    const a = await admin()
    const [row] = await rows()
    await expectHidden(a, 'GET', '/api/admin/payment-notifications')
    await expectHidden(a, 'GET', `/api/admin/payment-notifications/${row!.id}`)
    await expectHidden(a, 'POST', `/api/admin/payment-notifications/${row!.id}/replay`)
    expect(await rows('replay_of = $1::bigint', [row!.id])).toEqual([])
  })
})
