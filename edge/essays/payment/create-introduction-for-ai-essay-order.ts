// CreateIntroductionForAiEssayOrder: asks for the fake introduction the Payment step shows (written once, by a job).
import type { AppDeps } from '../../context'
import type { Caller } from '../../db/port'
import { ESSAY_ORDER_COLUMNS, toEssayOrder, type TEssayOrder, type TEssayOrderRow } from '../order/essay-order-row'
import { withOwnOrder } from '../../orders/with-own-order'
import { ESSAY_MACHINE } from '../order/essay-machine'
import { fakeIntroductionJob, STEP_ATTEMPTS } from '../references/essay-step-jobs'

export async function createIntroductionForAiEssayOrder(o: { deps: AppDeps; caller: Caller; aiEssayOrderId: unknown }): Promise<TEssayOrder> {
  return withOwnOrder(ESSAY_MACHINE, { ...o, id: o.aiEssayOrderId, step: 'create-introduction' }, async (tx, order) => {
    if (order.fakeIntroduction || order.isPaid) return order
    const [row] = await tx.query<TEssayOrderRow>(`update public.ai_essay_orders set should_generate_fake_introduction = true where id = $1::bigint returning ${ESSAY_ORDER_COLUMNS}`, [order.id])
    await fakeIntroductionJob.enqueue(tx, { orderId: order.id }, { key: `essay-fake-introduction:${order.id}`, maxAttempts: STEP_ATTEMPTS })
    return toEssayOrder(row!)
  })
}
