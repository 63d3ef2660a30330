// continueAiPresentationOrderProcessing: moves the order on from where it waits. A guest-reviewed outline, once its
// browser signed in, becomes the client's (OUTLINE_REVIEW_GUEST → OUTLINE_GENERATING_AUTH, the outline kept); a paid
// outline gets its slides written (→ FINAL_GENERATION); a FAILED order repeats the step it failed in. An unpaid outline
// answers STALE_STEP with `needsPayment` (the page opens the payment); any other status returns the order unchanged.
import type { AppDeps } from '../../context'
import type { Caller } from '../../db/port'
import { AppError } from '../../http/errors'
import { transition } from '../../orders/transition'
import { PRESENTATION_MESSAGES } from '../../../domain/presentation/input'
import { PRESENTATION_ORDER_STATUSES, type TPresentationOrderTransitionName } from '../../../domain/presentation/statuses'
import type { TPresentationOrder } from './presentation-order-row'
import { PRESENTATION_ORDER_MACHINE } from './presentation-order-machine'
import { withOwnOrder } from '../../orders/with-own-order'

function retryOf(order: TPresentationOrder): TPresentationOrderTransitionName {
  switch (order.failedStatus) {
    case 'OUTLINE_GENERATING_GUEST':
    case 'OUTLINE_GENERATING_AUTH':
      return order.userId ? 'outline-retried' : 'outline-retried-guest'
    case 'FINAL_GENERATION':
      return 'final-retried'
    default:
      return 'justification-retried'
  }
}

export async function continueAiPresentationOrderProcessing(o: { deps: AppDeps; caller: Caller; orderId: unknown }): Promise<TPresentationOrder> {
  return withOwnOrder(PRESENTATION_ORDER_MACHINE, { ...o, id: o.orderId }, async (tx, order) => {
    const move = (name: TPresentationOrderTransitionName, set?: Record<string, unknown>) =>
      transition(tx, o.deps.realtime, PRESENTATION_ORDER_MACHINE, { orderId: order.id, name, by: 'client', ...(set && { set }) })
    switch (order.status) {
      case 'OUTLINE_REVIEW_GUEST':
        if (!order.userId) throw new AppError('UNAUTHENTICATED')
        return move('guest-order-bound')
      case 'OUTLINE_REVIEW_AUTH':
        if (!order.isPaid) throw new AppError('STALE_STEP', PRESENTATION_MESSAGES.notPaid, { status: PRESENTATION_ORDER_STATUSES.ids[order.status], needsPayment: true })
        return move('final-requested')
      case 'FAILED': {
        const name = retryOf(order)
        if (name === 'final-retried' && (!order.userId || !order.isPaid)) throw new AppError('UNAUTHENTICATED')
        return move(name, { error_description: null, failed_status: null })
      }
      default:
        return order
    }
  })
}
