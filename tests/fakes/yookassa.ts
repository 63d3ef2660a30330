// Fake YooKassa API v3: Basic auth, Idempotence-Key (same key → same payment, other body → error), create and get
// payments, YooKassa's error JSON, and a `delayMs` knob to play a provider that does not answer in time.
import { Hono } from 'hono'

export type TYooKassaPayment = {
  id: string
  status: 'pending' | 'waiting_for_capture' | 'succeeded' | 'canceled'
  paid: boolean
  amount: { value: string; currency: string }
  refunded_amount?: { value: string; currency: string }
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
}

const error = (code: string, description: string, parameter?: string) => ({
  type: 'error',
  id: crypto.randomUUID(),
  code,
  description,
  ...(parameter && { parameter }),
})

export function createYooKassaFake(opts: { shopId: string; secretKey: string }): TYooKassaFake {
  const fake: TYooKassaFake = { app: new Hono(), payments: new Map(), created: 0, delayMs: 0, failWith500: false }
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
    }
    if (!/^\d+\.\d{2}$/.test(body.amount?.value ?? '') || body.amount?.currency !== 'RUB') {
      return c.json(error('invalid_request', 'Invalid amount', 'amount'), 400)
    }
    const amount = { value: body.amount?.value ?? '', currency: 'RUB' }
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

  return fake
}

/** The notification YooKassa would post for a payment in its current state. */
export const yookassaNotification = (event: string, object: unknown) => ({ type: 'notification', event, object })
