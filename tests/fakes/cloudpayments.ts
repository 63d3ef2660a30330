// Fake CloudPayments API: orders/create, payments/tokens/charge and payments/refund behind Basic auth publicId:apiSecret
// with X-Request-ID idempotency and the {Success, Message, Model} answer shape; plus notifications signed the way
// CloudPayments signs them.
import { Hono } from 'hono'
import { createHmac } from 'node:crypto'

type TCloudPaymentsOrder = { Id: string; Number: number; Amount: number; Currency: string; Description: string; Url: string; request: Record<string, unknown> }

type TCloudPaymentsCharge = { TransactionId: number; Amount: number; AccountId: string; Token: string; InvoiceId: string; Status: 'Completed' | 'Declined' }

export type TCloudPaymentsFake = {
  app: Hono
  orders: Map<string, TCloudPaymentsOrder>
  created: number
  delayMs: number
  /** Card tokens CloudPayments issued (a Pay notification carries one); charges by any other token are refused. */
  tokens: Set<string>
  /** Token charges by request id; `charges` counts the completed ones. */
  tokenCharges: Map<string, TCloudPaymentsCharge>
  charges: number
  /** Plays the issuer declining a token charge (ReasonCode 5051, insufficient funds). */
  declineCharges: boolean
  /** Completed payments by TransactionId, with what payments/refund has returned of each (kopecks). */
  transactions: Map<string, { amountKopecks: number; refundedKopecks: number }>
  /** Refund transactions payments/refund made (a replay of an X-Request-ID does not count). */
  refunds: Map<string, { paymentTransactionId: string; amountKopecks: number; jsonData: unknown }>
  /** Plays CloudPayments failing on its side (HTTP 500). */
  failWith500: boolean
  /** A payment the customer completed on the link (what a Pay notification reports). */
  paid(transactionId: string, amountKopecks: number): void
}

export function createCloudPaymentsFake(opts: { publicId: string; apiSecret: string }): TCloudPaymentsFake {
  const fake: TCloudPaymentsFake = {
    app: new Hono(),
    orders: new Map(),
    created: 0,
    delayMs: 0,
    tokens: new Set(),
    tokenCharges: new Map(),
    charges: 0,
    declineCharges: false,
    transactions: new Map(),
    refunds: new Map(),
    failWith500: false,
    paid(transactionId, amountKopecks) {
      fake.transactions.set(transactionId, { amountKopecks, refundedKopecks: 0 })
    },
  }
  let transaction = 2_000_000
  const byRequestId = new Map<string, string>()
  const expected = `Basic ${Buffer.from(`${opts.publicId}:${opts.apiSecret}`).toString('base64')}`
  let number = 100

  fake.app.post('/orders/create', async (c) => {
    if (fake.delayMs) await new Promise((r) => setTimeout(r, fake.delayMs))
    // CloudPayments answers a failed Basic auth with a bare 401.
    if (c.req.header('authorization') !== expected) return c.body(null, 401)
    const requestId = c.req.header('x-request-id')
    const repeat = requestId ? byRequestId.get(requestId) : undefined
    if (repeat) return c.json({ Model: orderView(fake.orders.get(repeat)!), Success: true, Message: null })
    const body = (await c.req.json()) as Record<string, unknown>
    if (typeof body.Amount !== 'number' || body.Amount <= 0) return c.json({ Success: false, Message: 'Amount is required' })
    if (typeof body.Description !== 'string' || !body.Description) return c.json({ Success: false, Message: 'Description is required' })
    const Id = crypto.randomUUID().replace(/-/g, '').slice(0, 16)
    const order = { Id, Number: ++number, Amount: body.Amount, Currency: String(body.Currency ?? 'RUB'), Description: body.Description, Url: `https://orders.cloudpayments.ru/d/${Id}`, request: body }
    fake.orders.set(Id, order)
    if (requestId) byRequestId.set(requestId, Id)
    fake.created++
    return c.json({ Model: orderView(order), Success: true, Message: null })
  })

  fake.app.post('/payments/tokens/charge', async (c) => {
    if (fake.delayMs) await new Promise((r) => setTimeout(r, fake.delayMs))
    if (c.req.header('authorization') !== expected) return c.body(null, 401)
    const requestId = c.req.header('x-request-id')
    const seen = requestId ? fake.tokenCharges.get(requestId) : undefined
    const body = (await c.req.json()) as Record<string, unknown>
    const charge =
      seen ??
      (() => {
        if (typeof body.Amount !== 'number' || body.Amount <= 0 || typeof body.Token !== 'string' || typeof body.AccountId !== 'string') return null
        if (!fake.tokens.has(body.Token)) return null
        const ch: TCloudPaymentsCharge = {
          TransactionId: ++transaction,
          Amount: body.Amount,
          AccountId: body.AccountId,
          Token: body.Token,
          InvoiceId: String(body.InvoiceId ?? ''),
          Status: fake.declineCharges ? 'Declined' : 'Completed',
        }
        if (requestId) fake.tokenCharges.set(requestId, ch)
        if (ch.Status === 'Completed') {
          fake.charges++
          fake.paid(String(ch.TransactionId), Math.round(ch.Amount * 100))
        }
        return ch
      })()
    if (!charge) return c.json({ Success: false, Message: 'Token not found or invalid request', Model: null })
    const model = { ...charge, Currency: 'RUB', CardLastFour: '4242', CardType: 'Visa', Token: charge.Token }
    if (charge.Status === 'Declined') return c.json({ Success: false, Message: null, Model: { ...model, ReasonCode: 5051, Reason: 'InsufficientFunds', CardHolderMessage: 'Недостаточно средств на карте' } })
    return c.json({ Success: true, Message: null, Model: { ...model, ReasonCode: 0, Reason: 'Approved' } })
  })

  const refundByRequestId = new Map<string, unknown>()
  fake.app.post('/payments/refund', async (c) => {
    if (fake.delayMs) await new Promise((r) => setTimeout(r, fake.delayMs))
    if (fake.failWith500) return c.body(null, 500)
    if (c.req.header('authorization') !== expected) return c.body(null, 401)
    const requestId = c.req.header('x-request-id')
    const repeat = requestId ? refundByRequestId.get(requestId) : undefined
    if (repeat) return c.json(repeat)
    const body = (await c.req.json()) as Record<string, unknown>
    if (typeof body.TransactionId !== 'number' || typeof body.Amount !== 'number' || body.Amount <= 0) return c.json({ Success: false, Message: 'TransactionId and Amount are required' })
    const paid = fake.transactions.get(String(body.TransactionId))
    if (!paid) return c.json({ Success: false, Message: 'Transaction not found' })
    const amountKopecks = Math.round(body.Amount * 100)
    // CloudPayments refuses a refund above what is left of the payment.
    if (amountKopecks > paid.amountKopecks - paid.refundedKopecks) return c.json({ Success: false, Message: 'Сумма возврата превышает остаток суммы оплаты' })
    paid.refundedKopecks += amountKopecks
    const TransactionId = ++transaction
    fake.refunds.set(String(TransactionId), { paymentTransactionId: String(body.TransactionId), amountKopecks, jsonData: body.JsonData })
    const answer = { Model: { TransactionId }, Success: true, Message: null }
    if (requestId) refundByRequestId.set(requestId, answer)
    return c.json(answer)
  })

  return fake
}

const orderView = ({ request: _request, ...o }: TCloudPaymentsOrder) => ({ ...o, CurrencyCode: 0, RequireConfirmation: false, StatusCode: 0, Status: 'Created' })

/** A notification as CloudPayments posts it: form-encoded (or JSON) with Content-HMAC and X-Content-HMAC headers. */
export function cloudPaymentsNotification(secret: string, fields: Record<string, string>, format: 'form' | 'json' = 'form') {
  const body = format === 'json' ? JSON.stringify(fields) : new URLSearchParams(fields).toString()
  const sign = (text: string) => createHmac('sha256', secret).update(text, 'utf8').digest('base64')
  return {
    body,
    headers: {
      'content-type': format === 'json' ? 'application/json' : 'application/x-www-form-urlencoded',
      'content-hmac': sign(body),
      'x-content-hmac': sign(format === 'json' ? body : decodeURIComponent(body.replace(/\+/g, ' '))),
    },
  }
}

/** The fields of a Pay notification for a successful one-stage card payment. */
export const payFields = (invoiceId: string, amount: string): Record<string, string> => ({
  TransactionId: '1211506',
  Amount: amount,
  Currency: 'RUB',
  PaymentAmount: amount,
  PaymentCurrency: 'RUB',
  DateTime: '2026-11-21 10:00:00',
  CardFirstSix: '424242',
  CardLastFour: '4242',
  CardType: 'Visa',
  CardExpDate: '12/30',
  TestMode: '1',
  Status: 'Completed',
  OperationType: 'Payment',
  InvoiceId: invoiceId,
  AccountId: 'user-1',
  Email: 'a@b.ru',
  Data: JSON.stringify({ paymentId: invoiceId }),
})
