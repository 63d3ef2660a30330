// RetryExamOrder: a failed order (the AI gave up) goes back to answering; tickets answered before keep their answers.
import type { AppDeps } from '../context'
import { asCaller, type Caller } from '../db/port'
import { SERVICE } from '../auth/service-caller'
import { AppError } from '../http/errors'
import { transition } from '../orders/transition'
import { EXAM_MESSAGES } from '../../domain/exam/parse-tickets'
import { EXAM_ORDER_MACHINE } from './exam-order-machine'
import type { TExamOrder } from './exam-order-row'
import { findExamOrder } from './get-exam-order'

export async function retryExamOrder(o: { deps: AppDeps; caller: Caller; examOrderId: unknown }): Promise<TExamOrder> {
  if (o.caller.role !== 'authenticated') throw new AppError('UNAUTHENTICATED', EXAM_MESSAGES.signIn)
  const order = await findExamOrder({ db: o.deps.db, caller: o.caller, id: o.examOrderId })
  if (!order) throw new AppError('NOT_FOUND', EXAM_MESSAGES.orderNotFound)
  return asCaller(o.deps.db, SERVICE, (tx) =>
    transition(tx, o.deps.realtime, EXAM_ORDER_MACHINE, { orderId: order.id, name: 'retried', by: 'client', set: { error_description: null } }),
  )
}
