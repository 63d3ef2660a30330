// GenerateAiEssayOrderOutline: asks for a new outline with the saved requirements (from requirements or outline approval).
import type { AppDeps } from '../context'
import type { Caller } from '../db/port'
import { ESSAY_STATUS } from '../../domain/essay/statuses'
import { ESSAY_ORDER_COLUMNS, toEssayOrder, type TEssayOrder, type TEssayOrderRow } from './essay-order-row'
import { logEssayEvent, withOwnOrder } from './lock-own-order'
import { publishEssayChanged } from './publish-essay-changed'
import { generateOutlineJob, OUTLINE_ATTEMPTS } from './generate-outline-job'

export async function generateAiEssayOrderOutline(o: { deps: AppDeps; caller: Caller; aiEssayOrderId: unknown }): Promise<TEssayOrder> {
  return withOwnOrder({ ...o, orderId: o.aiEssayOrderId, allowed: [ESSAY_STATUS.requirementsDefinition, ESSAY_STATUS.onApproveOutline] }, async (tx, order) => {
    const [row] = await tx.query<TEssayOrderRow>(
      `update public.ai_essay_orders set status = $2, error_message = null where id = $1::bigint returning ${ESSAY_ORDER_COLUMNS}`,
      [order.id, ESSAY_STATUS.waitingOutlineGeneration],
    )
    const saved = toEssayOrder(row!)
    await generateOutlineJob.enqueue(tx, { orderId: saved.id }, { key: `essay-outline:${saved.id}:${saved.updatedAt.getTime()}`, maxAttempts: OUTLINE_ATTEMPTS })
    await logEssayEvent(tx, saved.id, 'outline-requested')
    await publishEssayChanged(o.deps.realtime, tx, saved)
    return saved
  })
}
