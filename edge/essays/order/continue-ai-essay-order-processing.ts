// ContinueAiEssayOrderProcessing: after a payment or sign-in on the Payment step the order moves on; a failed order
// (15) repeats the step it failed at. Anything else is a stale screen.
import type { AppDeps } from '../../context'
import type { Caller } from '../../db/port'
import { ESSAY_STATUS } from '../../../domain/essay/statuses'
import { transition } from '../../orders/transition'
import type { TEssayOrder } from './essay-order-row'
import { withOwnOrder } from '../../orders/with-own-order'
import { advanceAfterOutline } from '../outline/advance-after-outline'
import { startFinalText } from '../text/start-final-text'
import { ESSAY_MACHINE } from './essay-machine'
import { takeGuestAiLimit } from '../../orders/guest-limits'

export async function continueAiEssayOrderProcessing(o: { deps: AppDeps; caller: Caller; ip: string | null; aiEssayOrderId: unknown }): Promise<TEssayOrder> {
  return withOwnOrder(ESSAY_MACHINE, { ...o, id: o.aiEssayOrderId, step: ['references-search-started', 'payment-needed', 'outline-retried', 'requirements-reopened'] }, async (tx, order) => {
    if (order.status === ESSAY_STATUS.onApproveOutline) return advanceAfterOutline(tx, o.deps.realtime, order)
    const previous = order.previousStatus ?? ESSAY_STATUS.requirementsDefinition
    const retry = { by: 'client', set: { error_message: null }, detail: { retryOf: previous } } as const
    if (previous === ESSAY_STATUS.waitingOutlineGeneration) {
      await takeGuestAiLimit(tx, { owner: order, ip: o.ip, settings: o.deps.settings })
      return transition(tx, o.deps.realtime, ESSAY_MACHINE, { ...retry, orderId: order.id, name: 'outline-retried' })
    }
    if (previous === ESSAY_STATUS.searchReferences) return advanceAfterOutline(tx, o.deps.realtime, order)
    // Failed while writing the text: write it again (the payment stays, nothing is charged twice).
    if (order.isPaid) return startFinalText(tx, o.deps.realtime, order)
    return transition(tx, o.deps.realtime, ESSAY_MACHINE, { ...retry, orderId: order.id, name: 'requirements-reopened' })
  })
}
