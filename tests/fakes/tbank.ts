// Fake T-Bank acquiring API v2: Init, GetQr, GetState, Charge (recurring: Init, then Charge with the RebillId the
// first payment's notification carried) and Cancel (a refund, idempotent by ExternalRequestId, never above what is left), each checking TerminalKey and Token like the bank, answering in its JSON
// shape (Success, ErrorCode, Message, Details); it also signs notifications (payments and refunds) as the bank would.
import { Hono } from 'hono'
import { createHash } from 'node:crypto'

type TTBankPayment = {
  PaymentId: string
  OrderId: string
  Amount: number
  Status: string
  NotificationURL?: string
  Recurrent: boolean
  CustomerKey?: string
  RebillId?: string
  Refunded?: number
  request: Record<string, unknown>
}

export type TTBankFake = {
  app: Hono
  payments: Map<string, TTBankPayment>
  created: number
  delayMs: number
  /** Charge calls that debited a card. */
  charges: number
  /** Plays a card the issuer declines on Charge (ErrorCode 116, insufficient funds). */
  declineCharges: boolean
  /** Plays the bank failing on its side (HTTP 503) for every method. */
  unavailable: boolean
  /** Cancel calls that returned money (a repeated ExternalRequestId does not count). */
  cancels: number
  /** Plays a refund the bank queues: Cancel answers ASYNC_REFUNDING, and finishRefund returns the money later. */
  asyncRefunds: boolean
  /** Finishes a payment's queued refund (REFUNDED or PARTIAL_REFUNDED) and returns the notification the bank would post. */
  finishRefund(paymentId: string): Record<string, unknown>
  /** Marks a payment paid (what the customer does on the bank's page). */
  confirm(paymentId: string): void
  /** Refunds part or all of a confirmed payment and returns the signed notification the bank would post. */
  refund(paymentId: string, amountKopecks?: number): Record<string, unknown>
  /** The notification the bank would post about a payment now, signed with the terminal password. */
  notification(paymentId: string, status: string, extra?: Record<string, unknown>): Record<string, unknown>
}

/** An independent implementation of the documented token recipe, so the adapter is not checked against itself. */
function referenceToken(params: Record<string, unknown>, password: string): string {
  const values = Object.keys({ ...params, Password: password })
    .filter((k) => k !== 'Token')
    .sort()
    .map((k) => (k === 'Password' ? password : params[k]))
    .filter((v) => v !== null && typeof v !== 'object' && v !== undefined)
    .map(String)
  return createHash('sha256').update(values.join(''), 'utf8').digest('hex')
}

const fail = (code: string, message: string, details = '') => ({ Success: false, ErrorCode: code, Message: message, Details: details })

export function createTBankFake(opts: { terminalKey: string; password: string }): TTBankFake {
  let seq = 3_000_000
  /** Refunds the bank has queued, by payment (one at a time, as the bank refuses a Cancel while one runs). */
  const queued = new Map<string, number>()
  const fake: TTBankFake = {
    app: new Hono(),
    payments: new Map(),
    created: 0,
    delayMs: 0,
    charges: 0,
    declineCharges: false,
    unavailable: false,
    cancels: 0,
    asyncRefunds: false,
    finishRefund(paymentId) {
      const p = fake.payments.get(paymentId)!
      const amount = queued.get(paymentId)
      if (p.Status !== 'ASYNC_REFUNDING' || amount === undefined) throw new Error(`payment ${paymentId} has no queued refund`)
      queued.delete(paymentId)
      p.Refunded = (p.Refunded ?? 0) + amount
      p.Status = p.Refunded >= p.Amount ? 'REFUNDED' : 'PARTIAL_REFUNDED'
      return fake.notification(paymentId, p.Status, { Amount: amount, Success: true })
    },
    confirm(paymentId) {
      fake.payments.get(paymentId)!.Status = 'CONFIRMED'
    },
    refund(paymentId, amountKopecks) {
      const p = fake.payments.get(paymentId)!
      const amount = amountKopecks ?? p.Amount
      p.Refunded = (p.Refunded ?? 0) + amount
      p.Status = p.Refunded >= p.Amount ? 'REFUNDED' : 'PARTIAL_REFUNDED'
      // A refund's notification carries the amount that operation returned.
      return fake.notification(paymentId, p.Status, { Amount: amount, Success: true })
    },
    notification(paymentId, status, extra = {}) {
      const p = fake.payments.get(paymentId)!
      const body: Record<string, unknown> = {
        TerminalKey: opts.terminalKey,
        OrderId: p.OrderId,
        Success: status === 'CONFIRMED' || status === 'AUTHORIZED',
        Status: status,
        PaymentId: Number(p.PaymentId),
        ErrorCode: '0',
        Amount: p.Amount,
        CardId: 881900,
        Pan: '430000******0777',
        ExpDate: '1230',
        ...(p.RebillId && { RebillId: Number(p.RebillId) }),
        ...extra,
      }
      return { ...body, Token: referenceToken(body, opts.password) }
    },
  }

  /** Reads the body and checks terminal and token; answers the bank's error otherwise. */
  async function signed(c: { req: { json(): Promise<unknown> } }) {
    if (fake.delayMs) await new Promise((r) => setTimeout(r, fake.delayMs))
    if (fake.unavailable) return { unavailable: true as const }
    const body = (await c.req.json()) as Record<string, unknown>
    if (body.TerminalKey !== opts.terminalKey) return { error: fail('202', 'Терминал не найден.') }
    if (body.Token !== referenceToken(body, opts.password)) return { error: fail('204', 'Неверный токен. Проверьте пару TerminalKey/SecretKey.') }
    return { body }
  }

  fake.app.post('/v2/Init', async (c) => {
    const { body, error, unavailable } = await signed(c)
    if (unavailable) return c.json(fail('9999', 'Сервис временно недоступен'), 503)
    if (error) return c.json(error)
    if (!Number.isInteger(body.Amount) || (body.Amount as number) <= 0) return c.json(fail('9', 'Неверная сумма.'))
    if (typeof body.OrderId !== 'string' || !body.OrderId) return c.json(fail('9', 'Не указан OrderId.'))
    if (body.Recurrent === 'Y' && !body.CustomerKey) return c.json(fail('9', 'Для рекуррентного платежа нужен CustomerKey.'))
    // The same OrderId and amount while the payment is still NEW gets the same payment back.
    const existing = [...fake.payments.values()].find((p) => p.OrderId === body.OrderId)
    if (existing) {
      if (existing.Amount !== body.Amount || existing.Status !== 'NEW') return c.json(fail('8', 'Заказ с таким OrderId уже существует.'))
      return c.json({ Success: true, ErrorCode: '0', TerminalKey: opts.terminalKey, Status: 'NEW', PaymentId: existing.PaymentId, OrderId: existing.OrderId, Amount: existing.Amount, PaymentURL: `https://pay.tbank.ru/${existing.PaymentId}` })
    }
    const PaymentId = String(++seq)
    fake.payments.set(PaymentId, {
      PaymentId,
      OrderId: body.OrderId,
      Amount: body.Amount as number,
      Status: 'NEW',
      Recurrent: body.Recurrent === 'Y',
      ...(typeof body.NotificationURL === 'string' && { NotificationURL: body.NotificationURL }),
      ...(typeof body.CustomerKey === 'string' && { CustomerKey: body.CustomerKey }),
      ...(body.Recurrent === 'Y' && { RebillId: String(seq + 500_000) }),
      request: body,
    })
    fake.created++
    return c.json({ Success: true, ErrorCode: '0', TerminalKey: opts.terminalKey, Status: 'NEW', PaymentId, OrderId: body.OrderId, Amount: body.Amount, PaymentURL: `https://pay.tbank.ru/${PaymentId}` })
  })

  fake.app.post('/v2/GetQr', async (c) => {
    const { body, error, unavailable } = await signed(c)
    if (unavailable) return c.json(fail('9999', 'Сервис временно недоступен'), 503)
    if (error) return c.json(error)
    const p = fake.payments.get(String(body.PaymentId))
    if (!p) return c.json(fail('7', 'Неверный статус транзакции.'))
    if (body.DataType !== 'PAYLOAD' && body.DataType !== 'IMAGE') return c.json(fail('9', 'Неверный DataType.'))
    return c.json({ Success: true, ErrorCode: '0', TerminalKey: opts.terminalKey, OrderId: p.OrderId, PaymentId: Number(p.PaymentId), Data: `https://qr.nspk.ru/AS1000${p.PaymentId}?type=02&bank=100000000004&sum=${p.Amount}&cur=RUB&crc=C08B` })
  })

  fake.app.post('/v2/GetState', async (c) => {
    const { body, error, unavailable } = await signed(c)
    if (unavailable) return c.json(fail('9999', 'Сервис временно недоступен'), 503)
    if (error) return c.json(error)
    const p = fake.payments.get(String(body.PaymentId))
    if (!p) return c.json(fail('7', 'Платёж не найден.'))
    return c.json({ Success: true, ErrorCode: '0', TerminalKey: opts.terminalKey, Status: p.Status, PaymentId: p.PaymentId, OrderId: p.OrderId, Amount: p.Amount })
  })

  fake.app.post('/v2/Charge', async (c) => {
    const { body, error, unavailable } = await signed(c)
    if (unavailable) return c.json(fail('9999', 'Сервис временно недоступен'), 503)
    if (error) return c.json(error)
    const p = fake.payments.get(String(body.PaymentId))
    const parent = [...fake.payments.values()].find((x) => x.RebillId === String(body.RebillId))
    if (!p || p.Status !== 'NEW') return c.json(fail('7', 'Неверный статус транзакции.'))
    if (!parent) return c.json(fail('103', 'Повторите попытку позже.', 'RebillId не найден'))
    if (fake.declineCharges) {
      p.Status = 'REJECTED'
      return c.json(fail('116', 'Недостаточно средств на карте.'))
    }
    p.Status = 'CONFIRMED'
    fake.charges++
    return c.json({ Success: true, ErrorCode: '0', TerminalKey: opts.terminalKey, Status: 'CONFIRMED', PaymentId: p.PaymentId, OrderId: p.OrderId, Amount: p.Amount })
  })

  const cancelByRequestId = new Map<string, Record<string, unknown>>()
  fake.app.post('/v2/Cancel', async (c) => {
    const { body, error, unavailable } = await signed(c)
    if (unavailable) return c.json(fail('9999', 'Сервис временно недоступен'), 503)
    if (error) return c.json(error)
    // The same ExternalRequestId again: the state of the first cancel, nothing returned twice.
    const requestId = typeof body.ExternalRequestId === 'string' && body.ExternalRequestId ? body.ExternalRequestId : null
    const repeat = requestId ? cancelByRequestId.get(requestId) : undefined
    if (repeat) return c.json(repeat)
    const p = fake.payments.get(String(body.PaymentId))
    if (!p || (p.Status !== 'CONFIRMED' && p.Status !== 'PARTIAL_REFUNDED')) return c.json(fail('7', 'Неверный статус транзакции.'))
    const left = p.Amount - (p.Refunded ?? 0)
    const amount = body.Amount === undefined ? left : body.Amount
    if (!Number.isInteger(amount) || (amount as number) <= 0) return c.json(fail('9', 'Неверная сумма.'))
    if ((amount as number) > left) return c.json(fail('9', 'Сумма отмены больше суммы, доступной к возврату.'))
    if (fake.asyncRefunds) {
      queued.set(p.PaymentId, amount as number)
      p.Status = 'ASYNC_REFUNDING'
    } else {
      p.Refunded = (p.Refunded ?? 0) + (amount as number)
      p.Status = p.Refunded >= p.Amount ? 'REFUNDED' : 'PARTIAL_REFUNDED'
    }
    fake.cancels++
    const answer = {
      Success: true,
      ErrorCode: '0',
      TerminalKey: opts.terminalKey,
      Status: p.Status,
      PaymentId: p.PaymentId,
      OrderId: p.OrderId,
      OriginalAmount: left,
      NewAmount: left - (amount as number),
      ...(requestId && { ExternalRequestId: requestId }),
    }
    if (requestId) cancelByRequestId.set(requestId, answer)
    return c.json(answer)
  })

  return fake
}
