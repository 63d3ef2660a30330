// A refund the provider accepted but left pending (T-Bank's ASYNC_REFUNDING, YooKassa's pending) is settled here: the
// job (settle-refund-job.ts) asks again, with growing pauses, until the refund is final. Its notification may come
// first: then the credits are already back under the refund's id and the request only records it. A succeeded refund
// takes the credits back through private.reverse_payment under that same id, so whichever comes first counts once.
import type { Db, Queryable } from '../db/port'
import { asService } from '../db/port'
import type { TPorts } from '../context'
import type { Logger } from '../log'
import { reversePayment } from '../money/reverse-payment'
import { refundingProvider } from './send-refund'

/** notified: its notification did it first; succeeded / canceled: settled now; pending: still under way; gone: nothing to settle. */
export type TSettleOutcome = 'notified' | 'succeeded' | 'canceled' | 'pending' | 'gone'

type TRow = { id: string; payment_id: string; provider: string; provider_payment_id: string; provider_refund_id: string; amount_kopecks: string; applied: boolean }

export async function settleRefund({ db, ports, refundRequestId, log }: { db: Db; ports: Pick<TPorts, 'payments'>; refundRequestId: string; log?: Logger }): Promise<TSettleOutcome> {
  const read = (tx: Queryable, lock: boolean) =>
    tx.query<TRow>(
      `select r.id, r.payment_id, r.provider, p.provider_payment_id, r.provider_refund_id, r.amount_kopecks::text,
              exists (select 1 from private.payment_refunds f where f.provider = r.provider and f.refund_id = r.provider_refund_id) as applied
         from private.payment_refund_requests r join private.payments p on p.id = r.payment_id
        where r.id = $1 and r.status = 'pending'${lock ? ' for update of r' : ''}`,
      [refundRequestId],
    )
  const markNotified = (tx: Queryable) =>
    tx.query(`update private.payment_refund_requests set status = 'succeeded', updated_at = now() where id = $1 and status = 'pending'`, [refundRequestId])

  const [row] = await read(db, false)
  if (!row) return 'gone'
  if (row.applied) {
    await markNotified(db)
    return 'notified'
  }
  const adapter = refundingProvider(ports.payments, row.provider)
  // Without a way to ask (a provider that only notifies), the notification is what settles it.
  if (!adapter.refundState) return 'pending'
  // Asked outside any transaction: a slow provider holds no lock.
  const state = await adapter.refundState({ providerPaymentId: row.provider_payment_id, refundId: row.provider_refund_id })
  if (state === 'pending') return 'pending'

  return asService(db, async (tx) => {
    const [locked] = await read(tx, true)
    if (!locked) return 'gone'
    if (state === 'canceled') {
      // The money stayed with us: its amount is free to refund again.
      await tx.query(`update private.payment_refund_requests set status = 'canceled', updated_at = now() where id = $1`, [locked.id])
      log?.warn('refund canceled by the provider', { refundRequestId, paymentId: locked.payment_id, provider: locked.provider })
      return 'canceled'
    }
    const reversal = await reversePayment({
      tx,
      paymentId: locked.payment_id,
      provider: locked.provider,
      refundId: locked.provider_refund_id,
      refundKopecks: Number(locked.amount_kopecks),
      full: false,
    })
    await tx.query(`update private.payment_refund_requests set status = 'succeeded', updated_at = now() where id = $1`, [locked.id])
    if (reversal === 'mismatch' || reversal === 'unknown-payment') log?.error('refund reversal refused', { refundRequestId, reversal })
    log?.info('pending refund settled', { refundRequestId, paymentId: locked.payment_id, reversal })
    return reversal === 'ignored' ? 'notified' : 'succeeded'
  })
}
