// SearchAiEssayOrderReferences («Найти другие источники»): searches again from the selection screen for works not offered
// yet; the page on screen is set aside (the client's own sources stay), and comes back if there is nothing new.
import type { AppDeps } from '../../context'
import type { Caller } from '../../db/port'
import type { TEssayOrder } from '../order/essay-order-row'
import { withOwnOrder } from '../../orders/with-own-order'
import { ESSAY_MACHINE } from '../order/essay-machine'
import { advanceAfterOutline } from '../outline/advance-after-outline'

export async function searchAiEssayOrderReferences(o: { deps: AppDeps; caller: Caller; aiEssayOrderId: unknown }): Promise<TEssayOrder> {
  return withOwnOrder(ESSAY_MACHINE, { ...o, id: o.aiEssayOrderId, step: 'search-references' }, async (tx, order) => {
    // The page on screen is set aside, so the search offers other works (and says so when there are none).
    await tx.query(`update public.ai_essay_order_references set status = 'removed' where ai_essay_order_id = $1::bigint and status = 'found' and not added_by_client`, [order.id])
    return advanceAfterOutline(tx, o.deps.realtime, order)
  })
}
