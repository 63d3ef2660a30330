// YooKassa API v3: a redirect payment, and notifications checked by re-fetching the payment (they carry no signature).
import {
  DEFAULT_PROVIDER_TIMEOUT_MS,
  PaymentProviderError,
  basicAuth,
  callProvider,
  isRecord,
  kopecksToRubles,
  rublesToKopecks,
  type TPaymentEvent,
  type TPaymentProvider,
  type TPaymentStatus,
  type TReceipt,
  type TStartedRefund,
  type TVerifiedNotification,
} from './provider'
import { joinUrl } from '../../adapters/http'
import { ipAllowed } from './ip-allow-list'

export type TYooKassaOptions = {
  shopId: string
  secretKey: string
  baseUrl?: string
  /**
   * Addresses and CIDR ranges notifications may come from; empty means any (the re-fetch is the real check). Matched
   * against the sender's address as the app resolved it, so a forged X-Forwarded-For from an untrusted peer never counts.
   */
  allowedIps?: string[]
  timeoutMs?: number
}

// Events we act on; anything else is acknowledged and ignored.
const EVENTS = new Set(['payment.succeeded', 'payment.canceled', 'payment.waiting_for_capture', 'refund.succeeded'])

// YooKassa limits the description to 128 characters.
const DESCRIPTION_MAX = 128

function toStatus(payment: Record<string, unknown>): TPaymentStatus {
  const refunded = isRecord(payment.refunded_amount) ? rublesToKopecks(payment.refunded_amount.value) : null
  if (payment.status === 'succeeded') return refunded ? 'refunded' : 'succeeded'
  if (payment.status === 'canceled') return 'canceled'
  return 'pending'
}

function receiptBody(r: TReceipt | undefined) {
  if (!r) return undefined
  return {
    customer: { ...(r.email && { email: r.email }), ...(r.phone && { phone: r.phone }) },
    items: r.items.map((i) => ({
      description: i.name.slice(0, DESCRIPTION_MAX),
      quantity: i.quantity.toFixed(2),
      amount: { value: kopecksToRubles(i.priceKopecks), currency: 'RUB' },
      vat_code: 1, // без НДС
      payment_mode: 'full_payment',
      payment_subject: 'service',
    })),
  }
}

export function yookassaProvider(opts: TYooKassaOptions): TPaymentProvider {
  const base = opts.baseUrl ?? 'https://api.yookassa.ru'
  const timeoutMs = opts.timeoutMs ?? DEFAULT_PROVIDER_TIMEOUT_MS
  const auth = basicAuth(opts.shopId, opts.secretKey)

  /** A POST of a JSON body; the Idempotence-Key makes a repeat answer with the first result. */
  const post = (path: string, idempotenceKey: string, body: unknown) =>
    callProvider(
      'yookassa',
      joinUrl(base, path),
      { method: 'POST', headers: { authorization: auth, 'idempotence-key': idempotenceKey, 'content-type': 'application/json' }, body: JSON.stringify(body) },
      timeoutMs,
    )

  const errorText = (body: unknown) => (isRecord(body) ? `${String(body.code)}: ${String(body.description ?? '')}` : 'неизвестная ошибка')

  async function fetchPayment(providerPaymentId: string): Promise<Omit<TPaymentEvent, 'type'>> {
    const res = await callProvider('yookassa', joinUrl(base, `v3/payments/${encodeURIComponent(providerPaymentId)}`), { headers: { authorization: auth } }, timeoutMs)
    if (res.status !== 200 || !isRecord(res.body)) throw new PaymentProviderError('yookassa', false, errorText(res.body), res.status)
    const p = res.body
    const amount = isRecord(p.amount) ? rublesToKopecks(p.amount.value) : null
    if (typeof p.id !== 'string' || amount === null) throw new PaymentProviderError('yookassa', false, 'платеж без id или суммы')
    const metadata = isRecord(p.metadata) ? p.metadata : {}
    const method = isRecord(p.payment_method) ? p.payment_method : null
    const card = method && isRecord(method.card) ? method.card : null
    return {
      providerPaymentId: p.id,
      ...(typeof metadata.paymentId === 'string' && { ourPaymentId: metadata.paymentId }),
      status: toStatus(p),
      amountKopecks: amount,
      raw: p,
      verifiedByProvider: true,
      // save_payment_method: true on the first payment; payment_method.id then pays the renewals.
      ...(method?.saved === true &&
        typeof method.id === 'string' && {
          savedMethod: { token: method.id, cardLast4: typeof card?.last4 === 'string' ? card.last4 : null, cardType: typeof card?.card_type === 'string' ? card.card_type : null },
        }),
    }
  }

  /** A refund as YooKassa records it: only a succeeded one is applied, with its payment and amount from YooKassa. */
  async function fetchRefund(refundId: string): Promise<{ id: string; paymentId: string; status: string; amountKopecks: number }> {
    const res = await callProvider('yookassa', joinUrl(base, `v3/refunds/${encodeURIComponent(refundId)}`), { headers: { authorization: auth } }, timeoutMs)
    const r = res.body
    if (res.status !== 200 || !isRecord(r)) throw new PaymentProviderError('yookassa', false, errorText(r), res.status)
    const amount = isRecord(r.amount) ? rublesToKopecks(r.amount.value) : null
    if (typeof r.id !== 'string' || typeof r.payment_id !== 'string' || amount === null) throw new PaymentProviderError('yookassa', false, 'возврат без id, платежа или суммы')
    return { id: r.id, paymentId: r.payment_id, status: String(r.status), amountKopecks: amount }
  }

  return {
    name: 'yookassa',
    fetchPayment,

    async chargeSaved(input) {
      // A renewal: the saved payment_method_id, captured at once, no confirmation (the customer is not there).
      const body = {
        amount: { value: kopecksToRubles(input.amountKopecks), currency: 'RUB' },
        capture: true,
        payment_method_id: input.token,
        description: input.description.slice(0, DESCRIPTION_MAX),
        metadata: { paymentId: input.paymentId },
      }
      const res = await post('v3/payments', input.paymentId, body)
      const p = res.body
      if (res.status === 429) throw new PaymentProviderError('yookassa', true, errorText(p), 429)
      if (res.status !== 200 || !isRecord(p) || typeof p.id !== 'string') throw new PaymentProviderError('yookassa', false, errorText(p), res.status)
      return { providerPaymentId: p.id, status: toStatus(p) }
    },

    async refund(input): Promise<TStartedRefund> {
      // POST /v3/refunds: our refund key as Idempotence-Key; with receipts on, 54-FZ wants a refund receipt too.
      const receipt = receiptBody(input.receipt)
      const body = { payment_id: input.providerPaymentId, amount: { value: kopecksToRubles(input.amountKopecks), currency: 'RUB' }, ...(receipt && { receipt }) }
      const res = await post('v3/refunds', input.refundKey, body)
      const r = res.body
      // 202: YooKassa is still working on this key; 429: slow down. Either way the same key may be sent again.
      if (res.status === 202 || res.status === 429) throw new PaymentProviderError('yookassa', true, errorText(r), res.status)
      if (res.status !== 200 || !isRecord(r)) throw new PaymentProviderError('yookassa', false, errorText(r), res.status)
      const amount = isRecord(r.amount) ? rublesToKopecks(r.amount.value) : null
      const status = r.status === 'succeeded' || r.status === 'pending' || r.status === 'canceled' ? r.status : null
      if (typeof r.id !== 'string' || amount === null || !status) throw new PaymentProviderError('yookassa', false, 'возврат без id, суммы или статуса')
      return { refundId: r.id, status, amountKopecks: amount }
    },

    async refundState({ refundId }) {
      // GET /v3/refunds/{id}: pending until YooKassa finishes it, then succeeded or canceled.
      const r = await fetchRefund(refundId)
      return r.status === 'succeeded' || r.status === 'canceled' ? r.status : 'pending'
    },

    async createPayment(input) {
      const receipt = receiptBody(input.receipt)
      const body = {
        amount: { value: kopecksToRubles(input.amountKopecks), currency: 'RUB' },
        capture: true,
        confirmation: { type: 'redirect', return_url: input.returnUrl },
        description: input.description.slice(0, DESCRIPTION_MAX),
        metadata: { paymentId: input.paymentId },
        ...(input.recurrent && { save_payment_method: true }),
        ...(receipt && { receipt }),
      }
      const res = await post('v3/payments', input.paymentId, body)
      const p = res.body
      // 429 is YooKassa asking to slow down: the same Idempotence-Key may be sent again.
      if (res.status === 429) throw new PaymentProviderError('yookassa', true, errorText(p), 429)
      if (res.status !== 200 || !isRecord(p)) throw new PaymentProviderError('yookassa', false, errorText(p), res.status)
      const url = isRecord(p.confirmation) ? p.confirmation.confirmation_url : undefined
      if (typeof p.id !== 'string' || typeof url !== 'string') throw new PaymentProviderError('yookassa', false, 'нет id или confirmation_url')
      return { providerPaymentId: p.id, redirectUrl: url }
    },

    async verifyNotification(request, sender): Promise<TVerifiedNotification> {
      const refuse = (reason: string, status: number) => ({ ok: false as const, reason, reply: new Response(null, { status }) })
      // An unknown address is refused too: the list is only worth keeping if nothing gets around it.
      if (opts.allowedIps?.length && !(sender?.clientIp && ipAllowed(sender.clientIp, opts.allowedIps))) {
        return refuse('адрес не из списка YooKassa', 403)
      }
      let note: unknown
      try {
        note = await request.json()
      } catch {
        return refuse('тело не JSON', 400)
      }
      if (!isRecord(note) || note.type !== 'notification' || typeof note.event !== 'string' || !isRecord(note.object)) return refuse('не уведомление YooKassa', 400)
      // An event outside the allow-list is acknowledged, so YooKassa stops resending it, but not applied.
      if (!EVENTS.has(note.event)) return refuse(`событие ${note.event} не обрабатываем`, 200)
      const refund = note.event.startsWith('refund.')
      const paymentId = refund ? note.object.payment_id : note.object.id
      if (typeof paymentId !== 'string') return refuse('нет id платежа', 400)
      let current: Omit<TPaymentEvent, 'type'>
      try {
        if (refund) {
          // Checked like a payment: the refund as YooKassa has it, never as the notification says.
          if (typeof note.object.id !== 'string') return refuse('нет id возврата', 400)
          const r = await fetchRefund(note.object.id)
          if (r.status !== 'succeeded') return refuse(`возврат в статусе ${r.status}`, 200)
          if (r.paymentId !== paymentId) return refuse('возврат от другого платежа', 400)
          const payment = await fetchPayment(r.paymentId)
          const refunded = isRecord(payment.raw) && isRecord(payment.raw.refunded_amount) ? rublesToKopecks(payment.raw.refunded_amount.value) : null
          return {
            ok: true,
            event: { ...payment, status: 'refunded', type: note.event, refund: { refundId: r.id, amountKopecks: r.amountKopecks, full: refunded !== null && refunded >= payment.amountKopecks } },
            reply: new Response(null, { status: 200 }),
          }
        }
        current = await fetchPayment(paymentId)
      } catch (e) {
        // Our fetch failed for a reason of its own: answer 5xx so YooKassa delivers the notification again.
        if (e instanceof PaymentProviderError && e.retryable) return refuse('YooKassa не ответила на проверку', 503)
        return refuse('платеж не найден в YooKassa', 400)
      }
      // A payment notification whose amount disagrees with YooKassa's own record was not written by YooKassa.
      const claimed = !refund && isRecord(note.object.amount) ? rublesToKopecks(note.object.amount.value) : current.amountKopecks
      if (claimed !== current.amountKopecks) return refuse('сумма в уведомлении не совпадает с платежом', 400)
      return { ok: true, event: { ...current, type: note.event }, reply: new Response(null, { status: 200 }) }
    },
  }
}
