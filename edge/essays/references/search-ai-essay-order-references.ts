// SearchAiEssayOrderReferences: searches again from the selection screen (the found ones are replaced; uploads and
// the client's choice of the last approval are dropped from the offer only when they were found by the search).
import type { AppDeps } from '../../context'
import type { Caller } from '../../db/port'
import { ESSAY_STATUS } from '../../../domain/essay/statuses'
import type { TEssayOrder } from '../order/essay-order-row'
import { withOwnOrder } from '../order/lock-own-order'
import { advanceAfterOutline } from '../outline/advance-after-outline'

export async function searchAiEssayOrderReferences(o: { deps: AppDeps; caller: Caller; aiEssayOrderId: unknown }): Promise<TEssayOrder> {
  return withOwnOrder({ ...o, orderId: o.aiEssayOrderId, allowed: [ESSAY_STATUS.selectReferences] }, (tx, order) => advanceAfterOutline(tx, o.deps.realtime, order))
}
