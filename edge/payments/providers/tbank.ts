// T-Bank internet acquiring API v2: Init (card page or, with GetQr, an SBP link), GetState, Charge, and notifications.
import {
  DEFAULT_PROVIDER_TIMEOUT_MS,
  PaymentProviderError,
  callProvider,
  isRecord,
  withResult,
  type TCreatePayment,
  type TCreatedPayment,
  type TPaymentEvent,
  type TPaymentProvider,
  type TPaymentStatus,
  type TReceipt,
  type TStartedRefund,
  type TVerifiedNotification,
} from './provider'
import { joinUrl } from '../../adapters/http'
import { tbankToken } from './tbank-token'
import { constantTimeEqual } from '../../auth/secrets'

export type TTBankOptions = {
  terminalKey: string
  password: string
  baseUrl?: string
  /** card: T-Bank's payment page; sbp: the same payment opened as an SBP QR link (GetQr, DataType PAYLOAD). */
  method?: 'card' | 'sbp'
  /** Receipt taxation system, required by T-Bank when a receipt is sent. */
  taxation?: 'osn' | 'usn_income' | 'usn_income_outcome' | 'esn' | 'patent'
  timeoutMs?: number
}

type TAnswer = Record<string, unknown>

const STATUS: Record<string, TPaymentStatus> = {
  CONFIRMED: 'succeeded',
  REJECTED: 'canceled',
  CANCELED: 'canceled',
  REVERSED: 'canceled',
  PARTIAL_REVERSED: 'canceled',
  DEADLINE_EXPIRED: 'canceled',
  AUTH_FAIL: 'canceled',
  REFUNDED: 'refunded',
  PARTIAL_REFUNDED: 'refunded',
}
// Notifications we accept; the rest (3DS checking, FORM_SHOWED…) are intermediate and only acknowledged.
const NOTIFIED = new Set(['AUTHORIZED', ...Object.keys(STATUS)])

// Cancel of a confirmed payment: done, or accepted and still running (the notification follows).
const REFUND_DONE = new Set(['REFUNDED', 'PARTIAL_REFUNDED'])
const REFUND_RUNNING = new Set(['REFUNDING', 'ASYNC_REFUNDING', 'QUEUED'])

/**
 * T-Bank gives a refund no id of its own: the payment, the status it left and the amount stand for it, the same way
 * for the Cancel answer and the refund notification, so both name one operation.
 */
const refundIdOf = (paymentId: string, status: string, amountKopecks: number) => `${paymentId}:${status}:${amountKopecks}`

// T-Bank limits the description to 140 characters.
const DESCRIPTION_MAX = 140

const receiptBody = (r: TReceipt, taxation: string) => ({
  ...(r.email && { Email: r.email }),
  ...(r.phone && { Phone: r.phone }),
  Taxation: taxation,
  Items: r.items.map((i) => ({
    Name: i.name.slice(0, 128),
    Price: i.priceKopecks,
    Quantity: i.quantity,
    Amount: Math.round(i.priceKopecks * i.quantity),
    Tax: 'none',
    PaymentObject: 'service',
  })),
})

export type TTBankProvider = TPaymentProvider & {
  /** A charge on a saved card: Init a new payment, then Charge it with the RebillId from the first notification. */
  chargeRecurrent(input: Omit<TCreatePayment, 'returnUrl' | 'recurrent'> & { rebillId: string }): Promise<{ providerPaymentId: string; status: TPaymentStatus }>
}

export function tbankProvider(opts: TTBankOptions): TTBankProvider {
  const base = opts.baseUrl ?? 'https://securepay.tinkoff.ru'
  const timeoutMs = opts.timeoutMs ?? DEFAULT_PROVIDER_TIMEOUT_MS

  /** Signs and posts one method; a refusal (Success false) is not retryable except where T-Bank says "try again". */
  async function call(method: string, params: Record<string, unknown>): Promise<TAnswer> {
    const body = { TerminalKey: opts.terminalKey, ...params }
    const Token = await tbankToken(body, opts.password)
    const res = await callProvider('tbank', joinUrl(base, `v2/${method}`), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...body, Token }) }, timeoutMs)
    const a = res.body
    if (!isRecord(a)) throw new PaymentProviderError('tbank', false, `${method}: пустой ответ`, res.status)
    if (a.Success !== true || a.ErrorCode !== '0') {
      // ErrorCode 9999 is T-Bank's own internal failure; the same OrderId may be sent again.
      throw new PaymentProviderError('tbank', a.ErrorCode === '9999', `${method}: ${String(a.ErrorCode)} ${String(a.Message ?? '')} ${String(a.Details ?? '')}`.trim(), res.status)
    }
    return a
  }

  async function init(input: Omit<TCreatePayment, 'returnUrl'> & { returnUrl?: string }): Promise<TAnswer> {
    const customerKey = input.customer?.id
    if (input.recurrent && !customerKey) throw new PaymentProviderError('tbank', false, 'для рекуррентного платежа нужен customer.id (CustomerKey)')
    return call('Init', {
      Amount: input.amountKopecks,
      OrderId: input.paymentId,
      Description: input.description.slice(0, DESCRIPTION_MAX),
      NotificationURL: input.notificationUrl,
      ...(input.returnUrl && { SuccessURL: withResult(input.returnUrl, 'success'), FailURL: withResult(input.returnUrl, 'fail') }),
      ...(input.recurrent && { Recurrent: 'Y' }),
      ...(customerKey && { CustomerKey: customerKey }),
      DATA: { paymentId: input.paymentId, ...(input.customer?.email && { Email: input.customer.email }) },
      ...(input.receipt && { Receipt: receiptBody(input.receipt, opts.taxation ?? 'usn_income') }),
    })
  }

  return {
    name: 'tbank',
    partialRefundsNamedByAmount: true,

    async createPayment(input): Promise<TCreatedPayment> {
      const a = await init(input)
      const providerPaymentId = String(a.PaymentId)
      if (opts.method === 'sbp') {
        const qr = await call('GetQr', { PaymentId: providerPaymentId, DataType: 'PAYLOAD' })
        if (typeof qr.Data !== 'string') throw new PaymentProviderError('tbank', false, 'GetQr: нет ссылки')
        return { providerPaymentId, redirectUrl: qr.Data }
      }
      if (typeof a.PaymentURL !== 'string') throw new PaymentProviderError('tbank', false, 'Init: нет PaymentURL')
      return { providerPaymentId, redirectUrl: a.PaymentURL }
    },

    async fetchPayment(providerPaymentId): Promise<Omit<TPaymentEvent, 'type'>> {
      const a = await call('GetState', { PaymentId: providerPaymentId })
      return {
        providerPaymentId: String(a.PaymentId),
        ...(typeof a.OrderId === 'string' && { ourPaymentId: a.OrderId }),
        status: STATUS[String(a.Status)] ?? 'pending',
        amountKopecks: Number(a.Amount),
        raw: a,
      }
    },

    async chargeRecurrent(input) {
      const a = await init(input)
      const charged = await call('Charge', { PaymentId: String(a.PaymentId), RebillId: input.rebillId })
      return { providerPaymentId: String(a.PaymentId), status: STATUS[String(charged.Status)] ?? 'pending' }
    },

    chargeSaved(input) {
      return this.chargeRecurrent({
        paymentId: input.paymentId,
        amountKopecks: input.amountKopecks,
        description: input.description,
        notificationUrl: input.notificationUrl,
        customer: { id: input.customerId },
        rebillId: input.token,
      })
    },

    async refund(input): Promise<TStartedRefund> {
      // Cancel of a CONFIRMED payment is a refund; ExternalRequestId (our refund key) makes a repeat answer with the
      // state of the first request instead of refunding again.
      const a = await call('Cancel', {
        PaymentId: input.providerPaymentId,
        Amount: input.amountKopecks,
        ExternalRequestId: input.refundKey,
        ...(input.receipt && { Receipt: receiptBody(input.receipt, opts.taxation ?? 'usn_income') }),
      })
      const status = String(a.Status)
      const paymentId = String(a.PaymentId ?? input.providerPaymentId)
      if (REFUND_DONE.has(status)) return { refundId: refundIdOf(paymentId, status, input.amountKopecks), status: 'succeeded', amountKopecks: input.amountKopecks }
      if (REFUND_RUNNING.has(status)) {
        // Not final yet: the refund notification applies it, under the id it will carry then.
        const final = a.NewAmount === 0 ? 'REFUNDED' : 'PARTIAL_REFUNDED'
        return { refundId: refundIdOf(paymentId, final, input.amountKopecks), status: 'pending', amountKopecks: input.amountKopecks }
      }
      throw new PaymentProviderError('tbank', false, `Cancel: статус ${status}`, 200)
    },

    async refundState({ providerPaymentId }) {
      // GetState names no refund, only the payment's state: while a refund runs the payment says so; once it reads
      // REFUNDED or PARTIAL_REFUNDED the queued refund is done. Anything else stays pending (the job gives up in time
      // and the team looks): reading it as canceled would free an amount the bank may still return.
      const a = await call('GetState', { PaymentId: providerPaymentId })
      return REFUND_DONE.has(String(a.Status)) ? 'succeeded' : 'pending'
    },

    async verifyNotification(request): Promise<TVerifiedNotification> {
      // T-Bank resends until it reads exactly "OK"; any other answer marks the delivery as failed.
      const refuse = (reason: string, reply = 'NOTOK') => ({ ok: false as const, reason, reply: new Response(reply, { status: reply === 'OK' ? 200 : 400 }) })
      let n: unknown
      try {
        n = await request.json()
      } catch {
        return refuse('тело не JSON')
      }
      if (!isRecord(n) || typeof n.Token !== 'string') return refuse('нет Token')
      if (n.TerminalKey !== opts.terminalKey) return refuse('чужой терминал')
      if (!constantTimeEqual(await tbankToken(n, opts.password), n.Token.toLowerCase())) return refuse('неверный Token')
      const status = String(n.Status)
      const amount = Number(n.Amount)
      if (!Number.isInteger(amount)) return refuse('нет суммы')
      // A genuine but intermediate status is acknowledged with OK so T-Bank stops resending it.
      if (!NOTIFIED.has(status)) return refuse(`статус ${status} не обрабатываем`, 'OK')
      const pan = typeof n.Pan === 'string' ? /(\d{4})$/.exec(n.Pan)?.[1] : undefined
      return {
        ok: true,
        event: {
          providerPaymentId: String(n.PaymentId),
          ...(typeof n.OrderId === 'string' && { ourPaymentId: n.OrderId }),
          status: STATUS[status] ?? 'pending',
          amountKopecks: amount,
          type: status,
          raw: n,
          // Init with Recurrent=Y: the CONFIRMED notification carries the RebillId that later charges need.
          ...(status === 'CONFIRMED' && n.RebillId != null && n.RebillId !== '' && { savedMethod: { token: String(n.RebillId), cardLast4: pan ?? null, cardType: null } }),
          // A refund's notification carries the amount returned by that operation; REFUNDED means the whole payment.
          ...((status === 'REFUNDED' || status === 'PARTIAL_REFUNDED') && {
            refund: { refundId: refundIdOf(String(n.PaymentId), status, amount), amountKopecks: amount, full: status === 'REFUNDED' },
          }),
        },
        reply: new Response('OK', { status: 200, headers: { 'content-type': 'text/plain' } }),
      }
    },
  }
}
