// The payment provider port: what the ledger asks of YooKassa, CloudPayments, T-Bank and the dev test bank.
import { ProviderError, requestJson, type TProviderResponse } from '../../adapters/http'
import { AppError } from '../../http/errors'

export type TPaymentStatus = 'succeeded' | 'canceled' | 'pending' | 'refunded'

/** A fiscal receipt (54-FZ). VAT is always "без НДС": the service sells on the simplified tax system. */
export type TReceipt = {
  email?: string
  phone?: string
  items: { name: string; quantity: number; priceKopecks: number }[]
}

export type TCreatePayment = {
  /** Our payment id: the order id at the provider and the idempotency key, so a retry never makes a second payment. */
  paymentId: string
  amountKopecks: number
  description: string
  returnUrl: string
  /** Where the provider posts notifications (YooKassa and CloudPayments take it from the merchant cabinet instead). */
  notificationUrl: string
  customer?: { id?: string; email?: string; phone?: string }
  /** Ask the provider to keep the card for later charges without the customer. */
  recurrent?: boolean
  receipt?: TReceipt
}

export type TCreatedPayment = { providerPaymentId: string; redirectUrl: string }

export type TPaymentEvent = {
  providerPaymentId: string
  ourPaymentId?: string
  status: TPaymentStatus
  amountKopecks: number
  /** The provider's own event name (payment.succeeded, Pay, CONFIRMED…), for the ledger's allow-list. */
  type: string
  raw: unknown
  /** A card kept for charges without the customer, as the success notification names it. */
  savedMethod?: TSavedMethod
  /** A refund operation: its own id at the provider, its amount, and whether the whole payment is now refunded. */
  refund?: TRefund
  /** True when the status was read from the provider's API (not only from a notification's body). */
  verifiedByProvider?: boolean
}

export type TSavedMethod = { token: string; cardLast4?: string | null; cardType?: string | null }

type TRefund = { refundId: string; amountKopecks: number; full: boolean }

/** A charge of a saved method without the customer: our payment id stays the idempotency key. */
type TChargeSaved = {
  paymentId: string
  amountKopecks: number
  description: string
  notificationUrl: string
  customerId: string
  token: string
}

type TChargedPayment = { providerPaymentId: string; status: TPaymentStatus }

/** A refund we start: our refund key is the provider's idempotency key, so a repeat never refunds twice. */
type TStartRefund = {
  /** Ours. */
  paymentId: string
  providerPaymentId: string
  amountKopecks: number
  refundKey: string
  receipt?: TReceipt
}

/**
 * The provider's answer. `refundId` is the same id the provider's refund notification carries (TPaymentEvent.refund),
 * so the reversal applied on this answer and the one a later notification asks for are one and the same.
 */
export type TStartedRefund = { refundId: string; status: 'succeeded' | 'pending' | 'canceled'; amountKopecks: number }

export type TVerifiedNotification =
  | { ok: true; event: TPaymentEvent; reply: Response }
  | { ok: false; reason: string; reply: Response }

/**
 * Where a notification came from: the client address the app resolved (edge/auth/client-ip.ts: the socket, or a
 * trusted proxy's header), never a header the sender wrote itself; null or left out when it cannot be known.
 */
type TNotificationSender = { clientIp: string | null }

export type TPaymentProvider = {
  name: 'yookassa' | 'cloudpayments' | 'tbank' | 'testbank'
  createPayment(input: TCreatePayment): Promise<TCreatedPayment>
  /** Never throws: a refusal comes back with the reply the provider expects (which may ask it to retry). */
  verifyNotification(request: Request, sender?: TNotificationSender): Promise<TVerifiedNotification>
  fetchPayment?(providerPaymentId: string): Promise<Omit<TPaymentEvent, 'type'>>
  /**
   * Charges a saved method (the provider's recurring protocol). Throws PaymentProviderError: retryable when the
   * provider could not answer (repeat with the same paymentId), not retryable when it refused or declined.
   */
  chargeSaved?(input: TChargeSaved): Promise<TChargedPayment>
  /**
   * Returns money of a paid payment, in full or in part. Throws PaymentProviderError like chargeSaved: retryable when
   * the provider could not answer (repeat with the same refundKey), not retryable when it refused.
   */
  refund?(input: TStartRefund): Promise<TStartedRefund>
  /**
   * The provider gives a refund no id of its own and names a partial one by payment, status and amount (T-Bank): two
   * partial refunds of one amount would read as one, so the back-office refuses the second (edge/payments/refund-payment.ts).
   */
  partialRefundsNamedByAmount?: true
  /**
   * Where a refund it left pending stands now (edge/payments/settle-refund.ts asks until it is final). Throws
   * PaymentProviderError when the provider cannot answer.
   */
  refundState?(input: { providerPaymentId: string; refundId: string }): Promise<TStartedRefund['status']>
}

export const DEFAULT_PROVIDER_TIMEOUT_MS = 10_000

/**
 * The provider could not be reached, timed out or failed on its side (5xx): nothing was recorded on our side,
 * and repeating with the same paymentId is safe because it is the idempotency key. `retryable: false` means the
 * provider refused the request itself (bad credentials, invalid data) and repeating will not help.
 */
export class PaymentProviderError extends AppError {
  constructor(
    readonly provider: string,
    readonly retryable: boolean,
    detail: string,
    readonly providerStatus?: number,
  ) {
    super('INTERNAL', retryable ? 'Платежная система не отвечает, попробуй позже' : 'Платежная система отклонила платеж', {
      provider,
      retryable,
      detail,
    })
  }
}

/** One call to a provider API with a time limit; timeouts, network failures and 5xx become retryable errors. */
export async function callProvider(provider: string, url: string, init: RequestInit, timeoutMs: number): Promise<TProviderResponse> {
  try {
    return await requestJson(provider, url, { ...init, timeoutMs, acceptStatus: (status) => status < 500 })
  } catch (e) {
    if (!(e instanceof ProviderError)) throw e
    // No answer, or the provider failed on its side: the same paymentId may be sent again. The 5xx body is not kept.
    if (e.status === undefined) throw new PaymentProviderError(provider, true, e.detail)
    if (e.status >= 500) throw new PaymentProviderError(provider, true, `HTTP ${e.status}`, e.status)
    throw new PaymentProviderError(provider, false, e.detail, e.status)
  }
}

/** 100050 → "1000.50": providers that count in rubles want exactly two decimals. */
export const kopecksToRubles = (kopecks: number) => `${Math.trunc(kopecks / 100)}.${String(kopecks % 100).padStart(2, '0')}`

/** "1000.5" or 1000.5 → 100050, through the string so 0.1 + 0.2 style float errors cannot shift a kopeck. */
export function rublesToKopecks(value: unknown): number | null {
  const text = typeof value === 'number' ? value.toFixed(2) : typeof value === 'string' ? value.trim() : ''
  const m = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text)
  if (!m) return null
  return Number(m[1]) * 100 + Number((m[2] ?? '0').padEnd(2, '0'))
}

export const bytesToBase64 = (bytes: Uint8Array) => btoa(Array.from(bytes, (b) => String.fromCharCode(b)).join(''))

export const basicAuth = (user: string, password: string) => `Basic ${bytesToBase64(new TextEncoder().encode(`${user}:${password}`))}`

/** Adds the payment-result parameter the return page reads (spec §4: payment-result=success). */
export function withResult(url: string, result: 'success' | 'fail'): string {
  const u = new URL(url)
  u.searchParams.set('payment-result', result)
  return u.toString()
}


export const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)
