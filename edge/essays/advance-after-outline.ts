// After the outline is approved (orders.md §4 flow 3): a client who can pay (subscription or enough tokens) goes on to
// the reference search; anyone else stays on outline approval, which shows the Payment step with a fake introduction.
import type { Tx } from '../db/port'
import type { RealtimeHub } from '../realtime/hub'
import { ESSAY_STATUS } from '../../domain/essay/statuses'
import { ESSAY_ORDER_COLUMNS, toEssayOrder, type TEssayOrder, type TEssayOrderRow } from './essay-order-row'
import { logEssayEvent } from './lock-own-order'
import { payerState } from './payer-state'
import { publishEssayChanged } from './publish-essay-changed'
import { fakeIntroductionJob, searchReferencesJob, STEP_ATTEMPTS } from './essay-step-jobs'

export async function advanceAfterOutline(tx: Tx, realtime: RealtimeHub, order: TEssayOrder): Promise<TEssayOrder> {
  const payer = await payerState(tx, order.userId)
  let row: TEssayOrderRow | undefined
  if (order.isPaid || payer.canPay) {
    ;[row] = await tx.query<TEssayOrderRow>(
      `update public.ai_essay_orders set status = $2, reference_search_status = 'pending', error_message = null where id = $1::bigint returning ${ESSAY_ORDER_COLUMNS}`,
      [order.id, ESSAY_STATUS.searchReferences],
    )
    await tx.query(`delete from public.ai_essay_order_references where ai_essay_order_id = $1::bigint and status = 'found'`, [order.id])
    await searchReferencesJob.enqueue(tx, { orderId: order.id }, { key: `essay-references:${order.id}:${Date.now()}`, maxAttempts: STEP_ATTEMPTS })
    await logEssayEvent(tx, order.id, 'references-search-started')
  } else {
    ;[row] = await tx.query<TEssayOrderRow>(
      `update public.ai_essay_orders set status = $2, should_generate_fake_introduction = true where id = $1::bigint returning ${ESSAY_ORDER_COLUMNS}`,
      [order.id, ESSAY_STATUS.onApproveOutline],
    )
    if (!order.fakeIntroduction) await fakeIntroductionJob.enqueue(tx, { orderId: order.id }, { key: `essay-fake-introduction:${order.id}`, maxAttempts: STEP_ATTEMPTS })
    await logEssayEvent(tx, order.id, 'payment-needed')
  }
  const saved = toEssayOrder(row!)
  await publishEssayChanged(realtime, tx, saved)
  return saved
}
