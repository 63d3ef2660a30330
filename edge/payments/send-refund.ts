// Sends one recorded refund request to its provider (outside any transaction) and records the answer: a succeeded
// refund takes the credits back at once through private.reverse_payment, under the provider's refund id, so the
// provider's later notification of the same refund finds it applied and changes nothing.
import type { Db } from '../db/port'
import { asService } from '../db/port'
import type { Logger } from '../log'
import { AppError } from '../http/errors'
import { reversePayment, type TReversal } from '../money/reverse-payment'
import { PaymentProviderError, type TPaymentProvider } from './providers/provider'
import { scheduleRefundSettle } from './schedule-refund-settle'

export type TRefundRequest = { id: string; refundKey: string; paymentId: string; provider: string; providerPaymentId: string; amountKopecks: number }

export type TRefundOutcome = {
  /** Our refund request (private.payment_refund_requests). */
  refundRequestId: string
  providerRefundId: string
  /** pending: the provider is still returning the money; its notification takes the credits back then. */
  status: 'succeeded' | 'pending' | 'canceled'
  amountKopecks: number
  /** What the credits did: reversed now, or already by the provider's notification (ignored); null unless succeeded. */
  reversal: TReversal | null
}

type TRefundingProvider = TPaymentProvider & { refund: NonNullable<TPaymentProvider['refund']> }

export async function sendRefund({ db, adapter, request, log }: { db: Db; adapter: TRefundingProvider; request: TRefundRequest; log?: Logger }): Promise<TRefundOutcome> {
  let answer
  try {
    answer = await adapter.refund({ paymentId: request.paymentId, providerPaymentId: request.providerPaymentId, amountKopecks: request.amountKopecks, refundKey: request.refundKey })
  } catch (e) {
    // Unanswered may mean done at the provider: the row keeps counting against what is left until it is repeated
    // with the same key (retryRefund). A refusal frees the amount again.
    const retryable = !(e instanceof PaymentProviderError) || e.retryable
    const detail = e instanceof PaymentProviderError ? String(e.details?.detail ?? e.message) : String(e)
    await asService(db, (tx) =>
      tx.query(`update private.payment_refund_requests set status = 'failed', retryable = $2, error = $3, updated_at = now() where id = $1`, [request.id, retryable, detail.slice(0, 1000)]),
    )
    log?.warn('refund failed at the provider', { refundRequestId: request.id, paymentId: request.paymentId, provider: request.provider, retryable, detail })
    throw new AppError(
      'REFUND_FAILED',
      retryable ? 'Платежная система не ответила: деньги не возвращены, возврат можно повторить' : `Платежная система отказала в возврате: ${detail}`,
      { retryable, refundRequestId: request.id },
    )
  }
  if (answer.amountKopecks !== request.amountKopecks) {
    log?.error('provider refunded another amount than asked', { refundRequestId: request.id, asked: request.amountKopecks, refunded: answer.amountKopecks })
  }
  return asService(db, async (tx) => {
    await tx.query(
      `update private.payment_refund_requests
          set status = $2, provider_refund_id = $3, amount_kopecks = $4, retryable = false, error = null, updated_at = now()
        where id = $1`,
      [request.id, answer.status, answer.refundId, answer.amountKopecks],
    )
    // Pending: the settle job asks the provider until it is final, in case its notification never comes.
    if (answer.status === 'pending') await scheduleRefundSettle(tx, request.id)
    const reversal =
      answer.status === 'succeeded'
        ? await reversePayment({ tx, paymentId: request.paymentId, provider: request.provider, refundId: answer.refundId, refundKopecks: answer.amountKopecks, full: false })
        : null
    if (reversal === 'mismatch' || reversal === 'unknown-payment') log?.error('refund reversal refused', { refundRequestId: request.id, reversal })
    log?.info('refund recorded', { refundRequestId: request.id, paymentId: request.paymentId, status: answer.status, reversal })
    return { refundRequestId: request.id, providerRefundId: answer.refundId, status: answer.status, amountKopecks: answer.amountKopecks, reversal }
  })
}

/** The payment's own provider adapter, if it can refund; a clear refusal otherwise. */
export function refundingProvider(payments: { byName(name: TPaymentProvider['name']): TPaymentProvider | null }, provider: string): TRefundingProvider {
  const adapter = isProviderName(provider) ? payments.byName(provider) : null
  // Outside production an unconfigured provider is played by the test bank: it must never "refund" a real payment.
  if (!adapter || adapter.name !== provider) throw new AppError('REFUND_REFUSED', 'Платежная система этого платежа сейчас не подключена: вернуть через нее нельзя')
  if (!adapter.refund) throw new AppError('REFUND_REFUSED', 'Эта платежная система не поддерживает возврат из админки')
  return adapter as TRefundingProvider
}

const isProviderName = (v: string): v is TPaymentProvider['name'] => v === 'yookassa' || v === 'cloudpayments' || v === 'tbank' || v === 'testbank'
