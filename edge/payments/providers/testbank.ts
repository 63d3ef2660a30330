// The local test bank for development: its payment page is ours (/dev/bank/pay/:paymentId), and its notifications
// are signed like a real provider's (HMAC-SHA256 over timestamp and body) so the same verify path is exercised.
import { constantTimeEqual, hmacSha256Hex } from '../../auth/secrets'
import { joinUrl } from '../../adapters/http'
import { PaymentProviderError, isRecord, type TPaymentProvider, type TVerifiedNotification } from './provider'

export const TESTBANK_SIGNATURE_HEADER = 'x-testbank-signature'
/** Older notifications are refused, so a captured one cannot be replayed later. */
const TESTBANK_MAX_AGE_S = 10 * 60
// A sender's clock may run a little ahead of ours.
const FUTURE_SKEW_S = 60

export type TTestBankOptions = {
  secret: string
  /** Our public base URL: the payment page is served by this app. */
  appUrl: string
  now?: () => number
}

/** What the page link carries; signed so the page cannot be pointed at another amount or notification URL. */
export type TTestBankOrder = { paymentId: string; amountKopecks: number; description: string; returnUrl: string; notificationUrl: string }

/** A payment's outcome, or (status refunded, with refundId) a refund of it by the amount returned. */
export type TTestBankNotice = { paymentId: string; providerPaymentId: string; status: 'succeeded' | 'canceled' | 'refunded'; amountKopecks: number; refundId?: string }

const orderText = (o: TTestBankOrder) => ['testbank-order', o.paymentId, o.amountKopecks, o.description, o.returnUrl, o.notificationUrl].join('\u0000')

const signOrder = (secret: string, order: TTestBankOrder) => hmacSha256Hex(secret, orderText(order))

export async function orderIsSigned(secret: string, order: TTestBankOrder, sig: string): Promise<boolean> {
  return constantTimeEqual(await signOrder(secret, order), sig)
}

export const testbankPaymentId = (paymentId: string) => `tb_${paymentId}`

/** The test bank's refund id follows from our refund key, so repeating a refund answers with the same refund. */
const testbankRefundId = (refundKey: string) => `tbrf_${refundKey}`

/** The fake card token the test bank keeps after a paid payment, and the last digits it shows. */
const testbankCardToken = (paymentId: string) => `tbcard_${paymentId}`
const TESTBANK_CARD_LAST4 = '4242'

/** Body and header of a notification, as the page posts it. */
export async function signNotice(secret: string, notice: TTestBankNotice, nowMs = Date.now()) {
  const body = JSON.stringify(notice)
  const t = Math.floor(nowMs / 1000)
  return { body, signature: `t=${t},v1=${await hmacSha256Hex(secret, `${t}.${body}`)}` }
}

/** Refund keys the test bank left unanswered once (this process only: a dev scenario, see refund below). */
const unansweredOnce = new Set<string>()
const UNANSWERED_KOPECKS = 13

export function testbankProvider(opts: TTestBankOptions): TPaymentProvider {
  const now = opts.now ?? Date.now
  return {
    name: 'testbank',

    async createPayment(input) {
      const order: TTestBankOrder = {
        paymentId: input.paymentId,
        amountKopecks: input.amountKopecks,
        description: input.description,
        returnUrl: input.returnUrl,
        notificationUrl: input.notificationUrl,
      }
      const url = new URL(joinUrl(opts.appUrl, `dev/bank/pay/${encodeURIComponent(input.paymentId)}`))
      url.searchParams.set('amount', String(order.amountKopecks))
      url.searchParams.set('description', order.description)
      url.searchParams.set('return', order.returnUrl)
      url.searchParams.set('notify', order.notificationUrl)
      url.searchParams.set('sig', await signOrder(opts.secret, order))
      return { providerPaymentId: testbankPaymentId(input.paymentId), redirectUrl: url.toString() }
    },

    // A charge of the fake card, settled at once; a token marked "decline" plays a card the bank refuses.
    async chargeSaved(input) {
      if (!input.token.startsWith('tbcard_')) throw new PaymentProviderError('testbank', false, 'неизвестная карта')
      return { providerPaymentId: testbankPaymentId(input.paymentId), status: input.token.includes('decline') ? 'canceled' : 'succeeded' }
    },

    // A refund is settled at once, like the saved-card charge: there is no bank behind it to keep a balance, so the
    // caller's own check of the refundable amount is the only one (edge/payments/refund-payment.ts). An amount ending
    // in 13 kopecks plays a bank that does not answer the first call of a refund key (the repeat goes through).
    async refund(input) {
      if (input.providerPaymentId !== testbankPaymentId(input.paymentId)) throw new PaymentProviderError('testbank', false, 'платеж не из тестового банка')
      if (!Number.isInteger(input.amountKopecks) || input.amountKopecks <= 0) throw new PaymentProviderError('testbank', false, 'неверная сумма возврата')
      if (input.amountKopecks % 100 === UNANSWERED_KOPECKS && !unansweredOnce.has(input.refundKey)) {
        unansweredOnce.add(input.refundKey)
        throw new PaymentProviderError('testbank', true, 'тестовый банк не ответил на возврат (сумма с 13 копейками)')
      }
      return { refundId: testbankRefundId(input.refundKey), status: 'succeeded', amountKopecks: input.amountKopecks }
    },

    async verifyNotification(request): Promise<TVerifiedNotification> {
      const refuse = (reason: string) => ({ ok: false as const, reason, reply: Response.json({ ok: false, reason }, { status: 400 }) })
      const header = request.headers.get(TESTBANK_SIGNATURE_HEADER) ?? ''
      const parts = Object.fromEntries(header.split(',').map((p) => p.split('=', 2) as [string, string]))
      const t = Number(parts.t)
      if (!Number.isInteger(t) || !parts.v1) return refuse('нет подписи')
      const age = Math.floor(now() / 1000) - t
      if (age > TESTBANK_MAX_AGE_S || age < -FUTURE_SKEW_S) return refuse('подпись устарела')
      const raw = await request.text()
      if (!constantTimeEqual(await hmacSha256Hex(opts.secret, `${t}.${raw}`), parts.v1)) return refuse('неверная подпись')
      let n: unknown
      try {
        n = JSON.parse(raw)
      } catch {
        return refuse('тело не JSON')
      }
      if (!isRecord(n) || typeof n.paymentId !== 'string' || typeof n.providerPaymentId !== 'string' || !Number.isInteger(n.amountKopecks)) return refuse('неполное уведомление')
      if (n.status !== 'succeeded' && n.status !== 'canceled' && n.status !== 'refunded') return refuse('неизвестный статус')
      if (n.status === 'refunded') {
        if (typeof n.refundId !== 'string' || !n.refundId) return refuse('нет номера возврата')
        return {
          ok: true,
          event: {
            providerPaymentId: n.providerPaymentId,
            ourPaymentId: n.paymentId,
            status: 'refunded',
            amountKopecks: n.amountKopecks as number,
            type: 'refund.succeeded',
            raw: n,
            refund: { refundId: n.refundId, amountKopecks: n.amountKopecks as number, full: false },
          },
          reply: Response.json({ ok: true }),
        }
      }
      return {
        ok: true,
        event: {
          providerPaymentId: n.providerPaymentId,
          ourPaymentId: n.paymentId,
          status: n.status,
          amountKopecks: n.amountKopecks as number,
          type: `payment.${n.status}`,
          raw: n,
          // The test bank "keeps the card" of every paid payment under a fake token; only subscriptions save it.
          ...(n.status === 'succeeded' && { savedMethod: { token: testbankCardToken(n.paymentId), cardLast4: TESTBANK_CARD_LAST4, cardType: 'Visa' } }),
        },
        reply: Response.json({ ok: true }),
      }
    },
  }
}
