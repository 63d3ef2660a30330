// POST /api/admin/payments/{id}/refund: a refund of a test-bank payment from the back-office, in part and then the
// rest, credits reversed once; an amount over the rest and a second full refund refused with refundPayment's Russian
// text; every attempt written to the audit log after the provider answered; a client's token sees an unknown address.
import { describe, expect, it, vi } from 'vitest'
import type { TestDb } from '../../../tests/helpers/test-db'
import type { AppDeps } from '../../context'
import { useTestApp, type TTestApp } from '../../../tests/helpers/test-app'
import { bearer } from '../../../tests/http/auth-support'
import { makeAdmin, verifiedAdminToken } from '../../../tests/helpers/admin'
import { issueToken } from '../../auth/token'
import { asService } from '../../db/port'
import { PAYMENT_METHODS } from '../../../domain/money/payment-methods'
import { startPayment } from '../../payments/start-payment'
import { applyPaymentEvent } from '../../payments/apply-payment-event'
import { PaymentProviderError } from '../../payments/providers/provider'

let t: TestDb
let app: TTestApp
let deps: AppDeps
useTestApp((made) => ({ t, app, deps } = made))

type TJson = Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any

/** A client who paid 1 000 ₽ for 100 tokens through the test bank. */
async function paid() {
  const userId = crypto.randomUUID()
  await t.db.query(`insert into public.users (id, name) values ($1, 'Клиент')`, [userId])
  const { paymentId } = await startPayment({
    deps,
    payment: { userId, kind: 'refill_tokens', product: 'balance', amountKopecks: 100_000, methodId: PAYMENT_METHODS.tinkoff, description: '100 токенов', tokens: 100 },
  })
  const [row] = await t.db.query<{ provider: string; provider_payment_id: string }>(`select provider, provider_payment_id from private.payments where id = $1`, [paymentId])
  expect(row!.provider).toBe('testbank')
  const event = { providerPaymentId: row!.provider_payment_id, ourPaymentId: paymentId, status: 'succeeded' as const, amountKopecks: 100_000, raw: {} }
  expect(await applyPaymentEvent({ deps, provider: 'testbank', event })).toBe('applied')
  return { userId, paymentId }
}

const tokens = async (userId: string) => Number((await t.db.query<{ v: string }>(`select permanent_tokens::text as v from private.balances where user_id = $1`, [userId]))[0]?.v ?? 0)

async function refund(headers: Record<string, string>, paymentId: string, body: unknown) {
  const res = await app.request(`/api/admin/payments/${paymentId}/refund`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) })
  return { status: res.status, body: (await res.json()) as TJson }
}

describe('a refund from the back-office', () => {
  it('returns part, then the rest, reverses the credits once, refuses more, and audits each attempt with its outcome', async () => {
    const adminId = await makeAdmin(t.db)
    const headers = bearer(await verifiedAdminToken(t.db, deps.settings.APP_JWT_SECRET, adminId))
    const p = await paid()
    expect(await tokens(p.userId)).toBe(100)

    expect((await refund(headers, p.paymentId, { amountKopecks: 25_000 })).body.error.message).toBe('Укажи причину возврата')
    expect((await refund(headers, p.paymentId, { amountKopecks: 0, reason: 'Сбой' })).body.error.message).toBe('Сумма возврата должна быть больше нуля')
    expect((await refund(headers, p.paymentId, { amountKopecks: 10.5, reason: 'Сбой' })).status).toBe(400)
    const missing = await refund(headers, crypto.randomUUID(), { reason: 'Сбой' })
    expect(missing.status).toBe(404)
    expect(missing.body.error.message).toBe('Платеж не найден')
    expect((await refund(headers, 'nope', { reason: 'Сбой' })).status).toBe(404)

    const part = await refund(headers, p.paymentId, { amountKopecks: 25_000, reason: 'Не понравилась работа' })
    expect(part.status).toBe(200)
    expect(part.body).toMatchObject({ status: 'succeeded', amountKopecks: 25_000, reversal: 'reversed', payment: { refundedKopecks: 25_000, amountKopecks: 100_000 } })
    expect(await tokens(p.userId)).toBe(75)

    const over = await refund(headers, p.paymentId, { amountKopecks: 80_000, reason: 'Ещё' })
    expect(over.status).toBe(409)
    expect(over.body.error).toMatchObject({ code: 'REFUND_REFUSED', remainingKopecks: 75_000 })
    expect(over.body.error.message).toMatch(/^Сумма возврата больше, чем осталось к возврату: 750\s₽$/)

    const rest = await refund(headers, p.paymentId, { reason: 'Вернуть всё' })
    expect(rest.body).toMatchObject({ status: 'succeeded', amountKopecks: 75_000, payment: { refundedKopecks: 100_000 } })
    expect(await tokens(p.userId)).toBe(0)
    const again = await refund(headers, p.paymentId, { reason: 'Ещё раз' })
    expect(again.status).toBe(409)
    expect(again.body.error.message).toBe('Платеж уже полностью возвращен')
    expect(await tokens(p.userId)).toBe(0)

    const trail = await asService(t.db, (tx) =>
      tx.query<{ outcome: string; note: string; before: TJson; after: TJson | null; actor_id: string }>(
        `select outcome, note, before, after, actor_id from public.admin_audit_log where action = 'payment.refund' and target_id = $1 order by id`,
        [p.paymentId],
      ),
    )
    expect(trail.map((e) => [e.outcome, e.note.replace(/\s/g, ' ')])).toEqual([
      ['ok', 'Не понравилась работа'],
      ['failed', 'Ещё — Сумма возврата больше, чем осталось к возврату: 750 ₽'],
      ['ok', 'Вернуть всё'],
      ['failed', 'Ещё раз — Платеж уже полностью возвращен'],
    ])
    expect(trail[0]).toMatchObject({ actor_id: adminId, before: { refundedKopecks: 0, userId: p.userId }, after: { refundedKopecks: 25_000, refund: { status: 'succeeded', amountKopecks: 25_000 } } })
    // The card's payments list shows the refunded amount.
    const list = await app.request(`/api/admin/users/${p.userId}/payments`, { headers })
    expect(((await list.json()) as TJson).items[0]).toMatchObject({ refundedKopecks: 100_000 })
  })

  it('shows a refund the bank did not answer on the card, and repeats it once with its own key', async () => {
    const adminId = await makeAdmin(t.db)
    const headers = bearer(await verifiedAdminToken(t.db, deps.settings.APP_JWT_SECRET, adminId))
    const p = await paid()
    // The test bank does not answer the first refund call (a time-out), and answers the repeat.
    const keys: string[] = []
    const byName = deps.ports.payments.byName.bind(deps.ports.payments)
    const spy = vi.spyOn(deps.ports.payments, 'byName').mockImplementation((name, opts) => {
      const bank = byName(name, opts)
      if (!bank?.refund || name !== 'testbank') return bank
      const send = bank.refund.bind(bank)
      return {
        ...bank,
        refund: async (input) => {
          keys.push(input.refundKey)
          if (keys.length === 1) throw new PaymentProviderError('testbank', true, 'timeout')
          return send(input)
        },
      }
    })
    try {
      const down = await refund(headers, p.paymentId, { amountKopecks: 40_000, reason: 'Двойное списание' })
      expect(down.status).toBe(502)
      expect(down.body.error).toMatchObject({ code: 'REFUND_FAILED', retryable: true })
      expect(await tokens(p.userId)).toBe(100)
      const row = async () => ((await (await app.request(`/api/admin/users/${p.userId}/payments`, { headers })).json()) as TJson).items[0]
      const open = (await row()).openRefund
      expect(open).toEqual({ id: down.body.error.refundRequestId, amountKopecks: 40_000, state: 'retry' })
      // While it may have happened its amount is not free: 700 ₽ is more than the 600 ₽ left.
      expect((await refund(headers, p.paymentId, { amountKopecks: 70_000, reason: 'Всё' })).body.error).toMatchObject({ code: 'REFUND_REFUSED', remainingKopecks: 60_000 })

      const retry = (id: string) => app.request(`/api/admin/payments/refunds/${id}/retry`, { method: 'POST', headers })
      const again = await retry(open.id)
      expect(again.status).toBe(200)
      expect(await again.json()).toMatchObject({ status: 'succeeded', amountKopecks: 40_000, reversal: 'reversed', payment: { refundedKopecks: 40_000 } })
      expect(keys).toEqual([keys[0], keys[0]])
      expect(await tokens(p.userId)).toBe(60)
      expect((await row()).openRefund).toBeNull()
      // Done: a second repeat, an unknown or malformed id are refused plainly.
      expect((await retry(open.id)).status).toBe(409)
      expect((await retry(crypto.randomUUID())).status).toBe(404)
      expect((await retry('nope')).status).toBe(404)
      expect(await tokens(p.userId)).toBe(60)
    } finally {
      spy.mockRestore()
    }
    const trail = await asService(t.db, (tx) =>
      tx.query<{ action: string; outcome: string }>(`select action, outcome from public.admin_audit_log where target_id = $1 order by id`, [p.paymentId]),
    )
    expect(trail.map((e) => `${e.action} ${e.outcome}`)).toEqual(['payment.refund failed', 'payment.refund failed', 'payment.refund-retry ok', 'payment.refund-retry failed'])
  })

  it('is an unknown address to a client and to a read-only look, and the client’s attempt is audited', async () => {
    const p = await paid()
    const unknown = await (await app.request('/api/nothing-here')).text()
    const client = await issueToken({ userId: p.userId, secret: deps.settings.APP_JWT_SECRET })
    const look = await issueToken({ userId: p.userId, secret: deps.settings.APP_JWT_SECRET, impersonatedBy: await makeAdmin(t.db), ttlSeconds: 600 })
    for (const token of [client, look]) {
      const res = await app.request(`/api/admin/payments/${p.paymentId}/refund`, { method: 'POST', headers: { ...bearer(token), 'content-type': 'application/json' }, body: '{"reason":"x"}' })
      expect(res.status).toBe(404)
      expect(await res.text()).toBe(unknown)
    }
    expect(await tokens(p.userId)).toBe(100)
    const [denied] = await asService(t.db, (tx) => tx.query<{ n: number }>(`select count(*)::int as n from public.admin_audit_log where actor_id = $1::uuid and outcome = 'denied'`, [p.userId]))
    expect(denied!.n).toBe(2)
  })
})
