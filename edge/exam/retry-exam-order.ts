// RetryExamOrder: a failed order (the AI gave up) goes back to answering; tickets answered before keep their answers.
import type { AppDeps } from '../context'
import type { Caller } from '../db/port'
import { transition } from '../orders/transition'
import { EXAM_MESSAGES } from '../../domain/exam/parse-tickets'
import { EXAM_ORDER_MACHINE } from './exam-order-machine'
import type { TExamOrder } from './exam-order-row'
import { withOwnOrder } from '../orders/with-own-order'

export async function retryExamOrder(o: { deps: AppDeps; caller: Caller; examOrderId: unknown }): Promise<TExamOrder> {
  return withOwnOrder(EXAM_ORDER_MACHINE, { deps: o.deps, caller: o.caller, id: o.examOrderId, signedIn: EXAM_MESSAGES.signIn }, (tx, order) =>
    transition(tx, o.deps.realtime, EXAM_ORDER_MACHINE, { orderId: order.id, name: 'retried', by: 'client', set: { error_description: null } }),
  )
}
