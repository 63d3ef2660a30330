// Fake YooKassa API v3: Basic auth, Idempotence-Key (same key → same payment, other body → error), create and get
// payments (save_payment_method on the first, payment_method_id without confirmation for renewals), create (with
// Idempotence-Key, never above what is left to refund) and get refunds, YooKassa's error JSON, and a `delayMs` knob to play a provider that does not answer in time.
import { Hono } from 'hono'

type TYooKassaPayment = {
  id: string
  status: 'pending' | 'waiting_for_capture' | 'succeeded' | 'canceled'
  paid: boolean
  amount: { value: string; currency: string }
  refunded_amount?: { value: string; currency: string }
  payment_method?: { type: 'bank_card'; id: string; saved: boolean; card?: { last4: string; card_type: string } }
  cancellation_details?: { party: string; reason: string }
  save_payment_method?: boolean
  description?: string
  metadata: Record<string, string>
  confirmation: { type: 'redirect'; return_url: string; confirmation_url: string }
  receipt?: unknown
  created_at: string
  test: boolean
}

export type TYooKassaFake = {
  app: Hono
  payments: Map<string, TYooKassaPayment>
  /** Requests that made a new payment (a replay of an Idempotence-Key does not count). */
  created: number
  delayMs: number
  /** Plays YooKassa failing on its side. */
  failWith500: boolean
  refunds: Map<string, TYooKassaRefund>
  /** Payments made with a saved payment_method_id. */
  charges: number
  /** Plays the issuer declining a charge of a saved method. */
  declineCharges: boolean
  /** The customer pays on YooKassa's page: succeeded, with the card kept when save_payment_method was asked. */
  succeed(id: string): TYooKassaPayment
  cancel(id: string): TYooKassaPayment
  /** A succeeded refund, as POST /v3/refunds would make it. */
  refund(paymentId: string, kopecks?: number): TYooKassaRefund
  /** Refunds POST /v3/refunds made (a replay of an Idempotence-Key does not count). */
  refundsCreated: number
  /** Plays YooKassa taking its time: POST /v3/refunds answers pending, and finishRefund settles it later. */
  refundsPending: boolean
  /** Settles a pending refund: succeeded returns the money (the payment's refunded_amount grows), canceled does not. */
  finishRefund(refundId: string, status: 'succeeded' | 'canceled'): TYooKassaRefund
}

type TYooKassaRefund = {
  id: string
  payment_id: string
  status: 'succeeded' | 'pending' | 'canceled'
  amount: { value: string; currency: string }
  created_at: string
  receipt?: unknown
}

const rub = (kopecks: number) => `${Math.trunc(kopecks / 100)}.${String(kopecks % 100).padStart(2, '0')}`
const kop = (value: string) => Math.round(Number(value) * 100)

const error = (code: string, description: string, parameter?: string) => ({
  type: 'error',
  id: crypto.randomUUID(),
  code,
  description,
  ...(parameter && { parameter }),
})

export function createYooKassaFake(opts: { shopId: string; secretKey: string }): TYooKassaFake {
  const fake: TYooKassaFake = {
    app: new Hono(),
    payments: new Map(),
    created: 0,
    delayMs: 0,
    failWith500: false,
    refunds: new Map(),
    charges: 0,
    declineCharges: false,
    refundsCreated: 0,
    refundsPending: false,
    finishRefund(refundId, status) {
      const r = fake.refunds.get(refundId)!
      if (r.status !== 'pending') throw new Error(`refund ${refundId} is ${r.status}, not pending`)
      r.status = status
      const p = fake.payments.get(r.payment_id)!
      if (status === 'succeeded') p.refunded_amount = { value: rub(kop(p.refunded_amount?.value ?? '0') + kop(r.amount.value)), currency: 'RUB' }
      return r
    },
    succeed(id) {
      const p = fake.payments.get(id)!
      p.status = 'succeeded'
      p.paid = true
      p.payment_method = { type: 'bank_card', id: `pm-${id}`, saved: p.save_payment_method === true, card: { last4: '4477', card_type: 'MasterCard' } }
      return p
    },
    cancel(id) {
      const p = fake.payments.get(id)!
      p.status = 'canceled'
      p.cancellation_details = { party: 'yoo_money', reason: 'expired_on_confirmation' }
      return p
    },
    refund(paymentId, kopecks) {
      const p = fake.payments.get(paymentId)!
      const amount = kopecks ?? kop(p.amount.value)
      const r: TYooKassaRefund = { id: `rf-${crypto.randomUUID()}`, payment_id: paymentId, status: 'succeeded', amount: { value: rub(amount), currency: 'RUB' }, created_at: new Date().toISOString() }
      fake.refunds.set(r.id, r)
      p.refunded_amount = { value: rub(kop(p.refunded_amount?.value ?? '0') + amount), currency: 'RUB' }
      return r
    },
  }
  const byKey = new Map<string, { body: string; paymentId: string }>()
  const expected = `Basic ${Buffer.from(`${opts.shopId}:${opts.secretKey}`).toString('base64')}`

  fake.app.use('/v3/*', async (c, next) => {
    if (fake.delayMs) await new Promise((r) => setTimeout(r, fake.delayMs))
    if (fake.failWith500) return c.json(error('internal_server_error', 'Internal server error'), 500)
    if (c.req.header('authorization') !== expected) {
      return c.json(error('invalid_credentials', 'Authentication by given credentials failed'), 401)
    }
    await next()
  })

  fake.app.post('/v3/payments', async (c) => {
    const key = c.req.header('idempotence-key')
    if (!key) return c.json(error('invalid_request', 'Idempotence key is missing', 'Idempotence-Key'), 400)
    const raw = await c.req.text()
    const seen = byKey.get(key)
    if (seen) {
      // YooKassa answers a repeated key with the first result, and refuses the key for a different request.
      if (seen.body !== raw) return c.json(error('invalid_request', 'Idempotence key duplicated with another request', 'Idempotence-Key'), 400)
      return c.json(fake.payments.get(seen.paymentId))
    }
    const body = JSON.parse(raw) as {
      amount?: { value?: string; currency?: string }
      confirmation?: { type?: string; return_url?: string }
      description?: string
      metadata?: Record<string, string>
      receipt?: unknown
      save_payment_method?: boolean
      payment_method_id?: string
    }
    if (!/^\d+\.\d{2}$/.test(body.amount?.value ?? '') || body.amount?.currency !== 'RUB') {
      return c.json(error('invalid_request', 'Invalid amount', 'amount'), 400)
    }
    const amount = { value: body.amount?.value ?? '', currency: 'RUB' }
    if (body.payment_method_id !== undefined) {
      // A charge of a saved method: no confirmation, settled in the answer.
      const saved = [...fake.payments.values()].find((p) => p.payment_method?.id === body.payment_method_id && p.payment_method?.saved)
      if (!saved) return c.json(error('invalid_request', 'Payment method is not saved', 'payment_method_id'), 400)
      const id = `2${crypto.randomUUID().slice(1)}`
      const payment: TYooKassaPayment = {
        id,
        status: fake.declineCharges ? 'canceled' : 'succeeded',
        paid: !fake.declineCharges,
        amount,
        description: body.description,
        metadata: body.metadata ?? {},
        confirmation: { type: 'redirect', return_url: '', confirmation_url: '' },
        payment_method: saved.payment_method,
        ...(fake.declineCharges && { cancellation_details: { party: 'payment_network', reason: 'insufficient_funds' } }),
        created_at: new Date().toISOString(),
        test: true,
      }
      fake.payments.set(id, payment)
      byKey.set(key, { body: raw, paymentId: id })
      if (!fake.declineCharges) fake.charges++
      return c.json(payment)
    }
    const returnUrl = body.confirmation?.return_url
    if (body.confirmation?.type !== 'redirect' || !returnUrl) {
      return c.json(error('invalid_request', 'Missing return_url', 'confirmation.return_url'), 400)
    }
    const id = `2${crypto.randomUUID().slice(1)}`
    const payment: TYooKassaPayment = {
      id,
      status: 'pending',
      paid: false,
      amount,
      description: body.description,
      metadata: body.metadata ?? {},
      confirmation: { type: 'redirect', return_url: returnUrl, confirmation_url: `https://yoomoney.ru/checkout/payments/v2/contract?orderId=${id}` },
      ...(body.receipt !== undefined ? { receipt: body.receipt } : {}),
      ...(body.save_payment_method === true && { save_payment_method: true }),
      created_at: new Date().toISOString(),
      test: true,
    }
    fake.payments.set(id, payment)
    byKey.set(key, { body: raw, paymentId: id })
    fake.created++
    return c.json(payment)
  })

  fake.app.get('/v3/payments/:id', (c) => {
    const payment = fake.payments.get(c.req.param('id'))
    if (!payment) return c.json(error('not_found', 'Incorrect payment id. Payment doesn\u2019t exist or access denied', 'payment_id'), 404)
    return c.json(payment)
  })

  const refundByKey = new Map<string, { body: string; refundId: string }>()
  fake.app.post('/v3/refunds', async (c) => {
    const key = c.req.header('idempotence-key')
    if (!key) return c.json(error('invalid_request', 'Idempotence key is missing', 'Idempotence-Key'), 400)
    const raw = await c.req.text()
    const seen = refundByKey.get(key)
    if (seen) {
      if (seen.body !== raw) return c.json(error('invalid_request', 'Idempotence key duplicated with another request', 'Idempotence-Key'), 400)
      return c.json(fake.refunds.get(seen.refundId))
    }
    const body = JSON.parse(raw) as { payment_id?: string; amount?: { value?: string; currency?: string }; receipt?: unknown }
    const value = body.amount?.value ?? ''
    if (!/^\d+\.\d{2}$/.test(value) || body.amount?.currency !== 'RUB' || kop(value) <= 0) return c.json(error('invalid_request', 'Invalid amount', 'amount'), 400)
    const p = body.payment_id ? fake.payments.get(body.payment_id) : undefined
    if (!p || p.status !== 'succeeded') return c.json(error('invalid_request', 'Payment can not be refunded', 'payment_id'), 400)
    // YooKassa refuses a refund above what is left of the payment.
    const left = kop(p.amount.value) - kop(p.refunded_amount?.value ?? '0')
    if (kop(value) > left) return c.json(error('invalid_request', 'Refund amount exceeds the amount available for refund', 'amount'), 400)
    const pendingAlready = [...fake.refunds.values()].filter((x) => x.payment_id === p.id && x.status === 'pending').reduce((sum, x) => sum + kop(x.amount.value), 0)
    if (kop(value) > left - pendingAlready) return c.json(error('invalid_request', 'Refund amount exceeds the amount available for refund', 'amount'), 400)
    const r: TYooKassaRefund = fake.refundsPending
      ? { id: `rf-${crypto.randomUUID()}`, payment_id: p.id, status: 'pending', amount: { value, currency: 'RUB' }, created_at: new Date().toISOString() }
      : fake.refund(p.id, kop(value))
    if (fake.refundsPending) fake.refunds.set(r.id, r)
    if (body.receipt !== undefined) r.receipt = body.receipt
    refundByKey.set(key, { body: raw, refundId: r.id })
    fake.refundsCreated++
    return c.json(r)
  })

  fake.app.get('/v3/refunds/:id', (c) => {
    const r = fake.refunds.get(c.req.param('id'))
    if (!r) return c.json(error('not_found', 'Refund doesn\u2019t exist or access denied', 'refund_id'), 404)
    return c.json(r)
  })

  return fake
}

/** The notification YooKassa would post for a payment in its current state. */
export const yookassaNotification = (event: string, object: unknown) => ({ type: 'notification', event, object })
