// TryToPayForAiEssayOrderFromBalance: pays the work from the balance on the Payment step or the reference selection,
// then goes on (reference search after the outline, the text after the selection).
import type { AppDeps } from '../../context'
import type { Caller } from '../../db/port'
import { ESSAY_STATUS } from '../../../domain/essay/statuses'
import type { TEssayOrder } from '../order/essay-order-row'
import { withOwnOrder } from '../../orders/with-own-order'
import { ESSAY_MACHINE } from '../order/essay-machine'
import { payForEssayOrder } from './pay-for-essay-order'
import { advanceAfterOutline } from '../outline/advance-after-outline'
import { startFinalText } from '../text/start-final-text'
import { approvedReferences } from '../references/approved-references'

export async function tryToPayForAiEssayOrderFromBalance(o: { deps: AppDeps; caller: Caller; aiEssayOrderId: unknown }): Promise<TEssayOrder> {
  return withOwnOrder(ESSAY_MACHINE, { ...o, id: o.aiEssayOrderId, step: 'pay' }, async (tx, order) => {
    const paid = await payForEssayOrder(tx, o.deps, order)
    if (paid.status === ESSAY_STATUS.onApproveOutline) return advanceAfterOutline(tx, o.deps.realtime, paid)
    // On the selection screen the text starts once sources are chosen; paying first just keeps the payment.
    return (await approvedReferences(tx, paid.id)).length ? startFinalText(tx, o.deps.realtime, paid) : paid
  })
}
