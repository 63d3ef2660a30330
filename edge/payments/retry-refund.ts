// Repeats a refund the provider did not answer, with the same key, so it happens at most once whatever the first
// attempt did; a request left 'requested' by a crash between recording and asking is repeated the same way.
import type { Db } from '../db/port'
import { asService } from '../db/port'
import type { TPorts } from '../context'
import type { Logger } from '../log'
import { AppError } from '../http/errors'
import { refundingProvider, sendRefund, type TRefundOutcome } from './send-refund'

// A request still 'requested' this long after it was written lost its answer (the process stopped).
export const STUCK_AFTER = '5 minutes'

type TRow = { id: string; refund_key: string; payment_id: string; provider: string; provider_payment_id: string; amount_kopecks: string }

export async function retryRefund({ db, ports, refundRequestId, actorId, log }: { db: Db; ports: Pick<TPorts, 'payments'>; refundRequestId: string; actorId: string; log?: Logger }): Promise<TRefundOutcome> {
  const { request, adapter } = await asService(db, async (tx) => {
    const [row] = await tx.query<TRow>(
      `select r.id, r.refund_key, r.payment_id, r.provider, p.provider_payment_id, r.amount_kopecks::text
         from private.payment_refund_requests r join private.payments p on p.id = r.payment_id
        where r.id::text = $1
          and ((r.status = 'failed' and r.retryable) or (r.status = 'requested' and r.updated_at < now() - $2::interval))
        for update of r`,
      [refundRequestId, STUCK_AFTER],
    )
    if (!row) throw new AppError('REFUND_REFUSED', 'Этот возврат нельзя повторить: он уже проведен, отклонен или идет сейчас')
    const adapter = refundingProvider(ports.payments, row.provider)
    await tx.query(`update private.payment_refund_requests set status = 'requested', retryable = false, updated_at = now() where id = $1`, [row.id])
    const request = { id: row.id, refundKey: row.refund_key, paymentId: row.payment_id, provider: row.provider, providerPaymentId: row.provider_payment_id, amountKopecks: Number(row.amount_kopecks) }
    return { request, adapter }
  })
  log?.info('refund repeated', { refundRequestId: request.id, actorId })
  return sendRefund({ db, adapter, request, log })
}
