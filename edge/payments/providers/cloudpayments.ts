// CloudPayments: a payment link (orders/create → Model.Url) and the Check/Pay/Fail/Confirm/Refund/Recurrent/Cancel
// notifications, signed with Content-HMAC = base64(HMAC-SHA256(API secret, raw body)).
import {
  DEFAULT_PROVIDER_TIMEOUT_MS,
  PaymentProviderError,
  basicAuth,
  bytesToBase64,
  callProvider,
  isRecord,
  kopecksToRubles,
  rublesToKopecks,
  withResult,
  type TPaymentProvider,
  type TPaymentStatus,
  type TReceipt,
  type TStartedRefund,
  type TVerifiedNotification,
} from './provider'
import { joinUrl } from '../../adapters/http'
import { constantTimeEqual } from '../../auth/secrets'

export type TCloudPaymentsOptions = {
  publicId: string
  apiSecret: string
  baseUrl?: string
  /** Receipt taxation system code (0 ОСН, 1 УСН доходы, 2 УСН доходы минус расходы, 4 ЕСХН, 5 патент). */
  taxationSystem?: number
  timeoutMs?: number
}

// CloudPayments tells the kinds apart only by the URL each is configured with, so ours end in the kind's name.
const KINDS = ['check', 'pay', 'fail', 'confirm', 'refund', 'recurrent', 'cancel'] as const
type TKind = (typeof KINDS)[number]

/** Codes CloudPayments reads from our answer: 0 accepts; for Check, 13 refuses the payment. */
const reply = (code: number) => new Response(JSON.stringify({ code }), { status: 200, headers: { 'content-type': 'application/json' } })

const encoder = new TextEncoder()

async function hmacBase64(secret: string, message: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])
  return bytesToBase64(new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(message))))
}

function statusOf(kind: TKind, f: Record<string, string>): TPaymentStatus {
  if (kind === 'pay') return f.Status === 'Completed' ? 'succeeded' : 'pending' // Authorized: two-stage, waits for Confirm
  if (kind === 'confirm') return 'succeeded'
  if (kind === 'fail' || kind === 'cancel') return 'canceled'
  if (kind === 'refund') return 'refunded'
  if (kind === 'recurrent') return f.Status === 'Active' ? 'pending' : 'canceled'
  return 'pending'
}

/** Form fields, or JSON fields when the site is set to send JSON; nested values (Data) stay JSON text. */
function parseFields(raw: string, contentType: string): Record<string, string> | null {
  if (contentType.includes('json')) {
    try {
      const j: unknown = JSON.parse(raw)
      if (!isRecord(j)) return null
      return Object.fromEntries(Object.entries(j).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]))
    } catch {
      return null
    }
  }
  return Object.fromEntries(new URLSearchParams(raw))
}

/** The 54-FZ receipt CloudPayments Kassa prints from JsonData.CloudPayments.CustomerReceipt. */
const customerReceipt = (r: TReceipt, taxationSystem: number) => ({
  Items: r.items.map((i) => ({
    label: i.name,
    price: Number(kopecksToRubles(i.priceKopecks)),
    quantity: i.quantity,
    amount: Number(kopecksToRubles(Math.round(i.priceKopecks * i.quantity))),
    vat: null, // без НДС
    method: 4, // полный расчёт
    object: 4, // услуга
  })),
  taxationSystem,
  ...(r.email && { email: r.email }),
  ...(r.phone && { phone: r.phone }),
})

export function cloudpaymentsProvider(opts: TCloudPaymentsOptions): TPaymentProvider {
  const base = opts.baseUrl ?? 'https://api.cloudpayments.ru'
  const timeoutMs = opts.timeoutMs ?? DEFAULT_PROVIDER_TIMEOUT_MS
  /** A POST of a JSON body; X-Request-ID makes CloudPayments answer a repeat with the first result. */
  const post = (path: string, requestId: string, body: unknown) =>
    callProvider(
      'cloudpayments',
      joinUrl(base, path),
      {
        method: 'POST',
        headers: { authorization: basicAuth(opts.publicId, opts.apiSecret), 'content-type': 'application/json', 'x-request-id': requestId },
        body: JSON.stringify(body),
      },
      timeoutMs,
    )

  return {
    name: 'cloudpayments',

    async createPayment(input) {
      const r = input.receipt
      const body = {
        Amount: Number(kopecksToRubles(input.amountKopecks)),
        Currency: 'RUB',
        Description: input.description,
        InvoiceId: input.paymentId,
        ...(input.customer?.id && { AccountId: input.customer.id }),
        ...(input.customer?.email && { Email: input.customer.email }),
        ...(input.customer?.phone && { Phone: input.customer.phone }),
        SuccessRedirectUrl: withResult(input.returnUrl, 'success'),
        FailRedirectUrl: withResult(input.returnUrl, 'fail'),
        // No SubscriptionBehavior: renewals are ours (payments/tokens/charge with the Pay notification's Token), so
        // CloudPayments must not run a subscription of its own and charge the card twice.
        JsonData: {
          paymentId: input.paymentId,
          ...(r && { CloudPayments: { CustomerReceipt: customerReceipt(r, opts.taxationSystem ?? 1) } }),
        },
      }
      // A repeat gets the first link back instead of a second one.
      const res = await post('orders/create', input.paymentId, body)
      const a = res.body
      const model = isRecord(a) && isRecord(a.Model) ? a.Model : null
      if (res.status !== 200 || !isRecord(a) || a.Success !== true || !model) {
        throw new PaymentProviderError('cloudpayments', false, isRecord(a) ? String(a.Message) : `HTTP ${res.status}`, res.status)
      }
      if (typeof model.Url !== 'string' || model.Id === undefined) throw new PaymentProviderError('cloudpayments', false, 'нет Model.Url')
      return { providerPaymentId: String(model.Id), redirectUrl: model.Url }
    },

    async chargeSaved(input) {
      // Payment by the token from the Pay notification; X-Request-ID makes a repeat answer with the first result.
      const res = await post('payments/tokens/charge', input.paymentId, {
        Amount: Number(kopecksToRubles(input.amountKopecks)),
        Currency: 'RUB',
        AccountId: input.customerId,
        Token: input.token,
        InvoiceId: input.paymentId,
        Description: input.description,
        JsonData: { paymentId: input.paymentId },
      })
      const a = res.body
      const model = isRecord(a) && isRecord(a.Model) ? a.Model : null
      if (res.status !== 200 || !isRecord(a)) throw new PaymentProviderError('cloudpayments', false, `HTTP ${res.status}`, res.status)
      // Success false with a Model is a declined transaction (ReasonCode); without one, the request itself was refused.
      if (!model || model.TransactionId === undefined) throw new PaymentProviderError('cloudpayments', false, String(a.Message ?? 'нет Model'))
      const status = a.Success === true && model.Status === 'Completed' ? 'succeeded' : a.Success === true && model.Status === 'Authorized' ? 'pending' : 'canceled'
      return { providerPaymentId: String(model.TransactionId), status }
    },

    async refund(input): Promise<TStartedRefund> {
      // payments/refund by the payment's TransactionId; X-Request-ID (our refund key) answers a repeat with the first result.
      const res = await post('payments/refund', input.refundKey, {
        TransactionId: Number(input.providerPaymentId),
        Amount: Number(kopecksToRubles(input.amountKopecks)),
        JsonData: {
          paymentId: input.paymentId,
          refundKey: input.refundKey,
          ...(input.receipt && { CloudPayments: { CustomerReceipt: customerReceipt(input.receipt, opts.taxationSystem ?? 1) } }),
        },
      })
      const a = res.body
      if (res.status !== 200 || !isRecord(a)) throw new PaymentProviderError('cloudpayments', false, `HTTP ${res.status}`, res.status)
      const model = isRecord(a.Model) ? a.Model : null
      if (a.Success !== true || model?.TransactionId === undefined) throw new PaymentProviderError('cloudpayments', false, String(a.Message ?? 'нет Model.TransactionId'))
      // The refund is a transaction of its own; its Refund notification names it by this TransactionId.
      return { refundId: String(model.TransactionId), status: 'succeeded', amountKopecks: input.amountKopecks }
    },

    async verifyNotification(request): Promise<TVerifiedNotification> {
      const refuse = (reason: string) => ({ ok: false as const, reason, reply: reply(13) })
      const kind = new URL(request.url).pathname.split('/').filter(Boolean).pop()?.toLowerCase() as TKind | undefined
      if (!kind || !KINDS.includes(kind)) return refuse('неизвестный вид уведомления')
      const raw = await request.text()
      const signature = request.headers.get('content-hmac')
      const decodedSignature = request.headers.get('x-content-hmac')
      let decoded = raw
      try {
        decoded = decodeURIComponent(raw.replace(/\+/g, ' '))
      } catch {
        // A body that is not valid percent-encoding can still match Content-HMAC.
      }
      const valid =
        (signature !== null && constantTimeEqual(await hmacBase64(opts.apiSecret, raw), signature)) ||
        (decodedSignature !== null && constantTimeEqual(await hmacBase64(opts.apiSecret, decoded), decodedSignature))
      if (!valid) return refuse('неверная подпись Content-HMAC')
      const f = parseFields(raw, request.headers.get('content-type') ?? '')
      if (!f) return refuse('тело не читается')
      const amount = rublesToKopecks(f.Amount)
      // Recurrent is about a subscription: its id stands where a transaction id would be. A Refund is its own
      // transaction; PaymentTransactionId names the payment it returns money from.
      const id = kind === 'recurrent' ? f.Id : kind === 'refund' ? f.PaymentTransactionId : f.TransactionId
      if (amount === null || !id) return refuse('нет суммы или номера операции')
      if (kind === 'refund' && !f.TransactionId) return refuse('нет номера возврата')
      return {
        ok: true,
        event: {
          providerPaymentId: id,
          ...(f.InvoiceId && { ourPaymentId: f.InvoiceId }),
          status: statusOf(kind, f),
          amountKopecks: amount,
          type: kind,
          raw: f,
          ...((kind === 'pay' || kind === 'confirm') && f.Token && { savedMethod: { token: f.Token, cardLast4: f.CardLastFour ?? null, cardType: f.CardType ?? null } }),
          ...(kind === 'refund' && { refund: { refundId: f.TransactionId!, amountKopecks: amount, full: false } }),
        },
        reply: reply(0),
      }
    },
  }
}
