// Moves a paid order with approved sources to text generation (10) and enqueues the durable writer.
import type { Tx } from '../db/port'
import type { RealtimeHub } from '../realtime/hub'
import { ESSAY_STATUS } from '../../domain/essay/statuses'
import { ESSAY_ORDER_COLUMNS, toEssayOrder, type TEssayOrder, type TEssayOrderRow } from './essay-order-row'
import { logEssayEvent } from './lock-own-order'
import { publishEssayChanged } from './publish-essay-changed'
import { finalTextJob, FINAL_TEXT_ATTEMPTS } from './final-text-job'

export async function startFinalText(tx: Tx, realtime: RealtimeHub, order: TEssayOrder): Promise<TEssayOrder> {
  const [row] = await tx.query<TEssayOrderRow>(
    `update public.ai_essay_orders set status = $2, error_message = null where id = $1::bigint returning ${ESSAY_ORDER_COLUMNS}`,
    [order.id, ESSAY_STATUS.waitingDraftGeneration],
  )
  const saved = toEssayOrder(row!)
  await finalTextJob.enqueue(tx, { orderId: order.id }, { key: `essay-final-text:${order.id}:${saved.updatedAt.getTime()}`, maxAttempts: FINAL_TEXT_ATTEMPTS })
  await logEssayEvent(tx, order.id, 'final-text-started')
  await publishEssayChanged(realtime, tx, saved)
  return saved
}
