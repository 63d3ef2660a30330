// Refunds a paid payment, in full or in part, through its provider (the back-office, issue 17). Under the payment's
// row lock it checks what is left to refund (minus refunds already made or still under way) and records the request;
// then, outside the transaction, the provider is asked with the request's key as its idempotency key, and a
// succeeded refund takes the credits back once (send-refund.ts).
import type { Db, Tx } from '../db/port'
import { asService } from '../db/port'
import type { TPorts } from '../context'
import type { Logger } from '../log'
import { AppError } from '../http/errors'
import { formatKopecks } from '../../domain/money/format'
import { refundingProvider, sendRefund, type TRefundOutcome, type TRefundRequest } from './send-refund'

export type TRefundPayment = {
  db: Db
  ports: Pick<TPorts, 'payments'>
  paymentId: string
  /** Omitted: the whole amount still left to refund. */
  amountKopecks?: number
  reason: string
  /** The admin asking for it. */
  actorId: string
  log?: Logger
}

type TLockedPayment = { id: string; provider: string; provider_payment_id: string | null; status: string; amount_kopecks: string; refunded_kopecks: string }

export async function refundPayment({ db, ports, paymentId, amountKopecks, reason, actorId, log }: TRefundPayment): Promise<TRefundOutcome> {
  if (!reason.trim()) throw new AppError('BAD_REQUEST', 'Укажи причину возврата')
  if (reason.trim().length > 1000) throw new AppError('BAD_REQUEST', 'Причина возврата длиннее 1000 знаков')
  if (amountKopecks !== undefined && (!Number.isSafeInteger(amountKopecks) || amountKopecks <= 0)) {
    throw new AppError('BAD_REQUEST', 'Сумма возврата должна быть больше нуля и в целых копейках')
  }
  if (!isUuid(paymentId)) throw new AppError('NOT_FOUND', 'Платеж не найден')

  const { request, adapter } = await asService(db, async (tx) => {
    const [payment] = await tx.query<TLockedPayment>(
      `select id, provider, provider_payment_id, status, amount_kopecks::text, refunded_kopecks::text from private.payments where id = $1 for update`,
      [paymentId],
    )
    if (!payment) throw new AppError('NOT_FOUND', 'Платеж не найден')
    const adapter = refundingProvider(ports.payments, payment.provider)
    if ((payment.status !== 'succeeded' && payment.status !== 'refunded') || !payment.provider_payment_id) {
      throw new AppError('REFUND_REFUSED', 'Вернуть можно только оплаченный платеж')
    }
    const total = Number(payment.amount_kopecks)
    const refunded = Number(payment.refunded_kopecks)
    if (refunded >= total) throw new AppError('REFUND_REFUSED', 'Платеж уже полностью возвращен', { remainingKopecks: 0 })
    // Under way: asked and not yet settled, or unanswered (it may have happened); a refund the provider's
    // notification already applied is in refunded_kopecks instead.
    const [{ inflight } = { inflight: '0' }] = await tx.query<{ inflight: string }>(
      `select coalesce(sum(r.amount_kopecks), 0)::text as inflight
         from private.payment_refund_requests r
        where r.payment_id = $1
          and (r.status in ('requested', 'pending') or (r.status = 'failed' and r.retryable))
          and not exists (select 1 from private.payment_refunds f where f.provider = r.provider and f.refund_id = r.provider_refund_id)`,
      [paymentId],
    )
    const left = total - refunded - Number(inflight)
    if (left <= 0) throw new AppError('REFUND_REFUSED', 'Возврат этого платежа уже идет: дождись его или повтори неудавшийся', { remainingKopecks: 0 })
    const amount = amountKopecks ?? left
    if (amount > left) throw new AppError('REFUND_REFUSED', `Сумма возврата больше, чем осталось к возврату: ${formatKopecks(left)}`, { remainingKopecks: left })
    if (adapter.partialRefundsNamedByAmount && amount < left && (await samePartialRefund(tx, paymentId, amount))) {
      throw new AppError(
        'REFUND_REFUSED',
        `Этот платеж уже возвращали частями по ${formatKopecks(amount)}: платежная система различает частичные возвраты только по сумме, выбери другую сумму или верни весь остаток`,
        { remainingKopecks: left },
      )
    }
    const refundKey = `refund-${crypto.randomUUID()}`
    const [row] = await tx.query<{ id: string }>(
      `insert into private.payment_refund_requests (payment_id, refund_key, provider, amount_kopecks, reason, actor_id)
       values ($1, $2, $3, $4, $5, $6) returning id`,
      [paymentId, refundKey, payment.provider, amount, reason.trim(), actorId],
    )
    const request: TRefundRequest = { id: row!.id, refundKey, paymentId, provider: payment.provider, providerPaymentId: payment.provider_payment_id, amountKopecks: amount }
    return { request, adapter }
  })
  log?.info('refund requested', { refundRequestId: request.id, paymentId, amountKopecks: request.amountKopecks, actorId })
  return sendRefund({ db, adapter, request, log })
}

/** An earlier partial refund of this amount, made or under way (ours, or one the provider notified us of). */
async function samePartialRefund(tx: Tx, paymentId: string, amountKopecks: number): Promise<boolean> {
  const rows = await tx.query(
    `select 1 from private.payment_refund_requests
      where payment_id = $1 and amount_kopecks = $2 and (status in ('requested', 'pending', 'succeeded') or (status = 'failed' and retryable))
     union all
     select 1 from private.payment_refunds where payment_id = $1 and amount_kopecks = $2
     limit 1`,
    [paymentId, amountKopecks],
  )
  return rows.length > 0
}

const isUuid = (v: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(v)
