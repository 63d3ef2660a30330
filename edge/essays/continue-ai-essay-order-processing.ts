// ContinueAiEssayOrderProcessing: after a payment or sign-in on the Payment step the order moves on; a failed order
// (15) repeats the step it failed at. Anything else is a stale screen.
import type { AppDeps } from '../context'
import type { Caller } from '../db/port'
import { ESSAY_STATUS } from '../../domain/essay/statuses'
import { ESSAY_ORDER_COLUMNS, toEssayOrder, type TEssayOrder, type TEssayOrderRow } from './essay-order-row'
import { logEssayEvent, withOwnOrder } from './lock-own-order'
import { advanceAfterOutline } from './advance-after-outline'
import { generateOutlineJob, OUTLINE_ATTEMPTS } from './generate-outline-job'
import { publishEssayChanged } from './publish-essay-changed'
import { startFinalText } from './start-final-text'

export async function continueAiEssayOrderProcessing(o: { deps: AppDeps; caller: Caller; aiEssayOrderId: unknown }): Promise<TEssayOrder> {
  return withOwnOrder({ ...o, orderId: o.aiEssayOrderId, allowed: [ESSAY_STATUS.onApproveOutline, ESSAY_STATUS.processingFailed] }, async (tx, order) => {
    if (order.status === ESSAY_STATUS.onApproveOutline) return advanceAfterOutline(tx, o.deps.realtime, order)
    await logEssayEvent(tx, order.id, 'retry', { from: order.previousStatus })
    const previous = order.previousStatus ?? ESSAY_STATUS.requirementsDefinition
    if (previous === ESSAY_STATUS.waitingOutlineGeneration) {
      const [row] = await tx.query<TEssayOrderRow>(`update public.ai_essay_orders set status = $2, error_message = null where id = $1::bigint returning ${ESSAY_ORDER_COLUMNS}`, [order.id, previous])
      const saved = toEssayOrder(row!)
      await generateOutlineJob.enqueue(tx, { orderId: order.id }, { key: `essay-outline:${order.id}:${saved.updatedAt.getTime()}`, maxAttempts: OUTLINE_ATTEMPTS })
      await publishEssayChanged(o.deps.realtime, tx, saved)
      return saved
    }
    if (previous === ESSAY_STATUS.searchReferences) return advanceAfterOutline(tx, o.deps.realtime, order)
    // Failed while writing the text: write it again (the payment stays, nothing is charged twice).
    if (order.isPaid) return startFinalText(tx, o.deps.realtime, order)
    const [row] = await tx.query<TEssayOrderRow>(`update public.ai_essay_orders set status = $2, error_message = null where id = $1::bigint returning ${ESSAY_ORDER_COLUMNS}`, [order.id, ESSAY_STATUS.requirementsDefinition])
    const saved = toEssayOrder(row!)
    await publishEssayChanged(o.deps.realtime, tx, saved)
    return saved
  })
}
