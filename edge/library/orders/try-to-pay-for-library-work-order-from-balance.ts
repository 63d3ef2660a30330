// TryToPayForLibraryWorkOrderFromBalance (orders.md §7): the client pays the order's price from the token balance and
// the full answer opens. Under the order's row lock the tokens (keyed by the order) and the «paid» transition go in one
// transaction, so two calls at once charge once. A short balance fails with INSUFFICIENT_TOKENS (and the missing
// amount) for the refill popup; a work withdrawn from the library is refused (SENT_DENY) and nothing is charged.
import type { AppDeps } from '../../context'
import type { Caller } from '../../db/port'
import { AppError } from '../../http/errors'
import { payFromBalance } from '../../orders/pay-from-balance'
import { autoPayOrder } from '../../orders/auto-pay'
import { getLibraryWorkOrder } from './get-library-work-order'
import { transition } from '../../orders/transition'
import { LIBRARY_ORDER_STATUSES } from '../../../domain/library/order-statuses'
import { LIBRARY_ORDER_MACHINE } from './library-order-machine'
import type { TLibraryOrder } from './library-order-row'
import { withOwnOrder } from '../../orders/with-own-order'

export async function tryToPayForLibraryWorkOrderFromBalance(o: { deps: AppDeps; caller: Caller; libraryWorkOrderId: unknown }): Promise<TLibraryOrder> {
  return withOwnOrder(LIBRARY_ORDER_MACHINE, { deps: o.deps, caller: o.caller, id: o.libraryWorkOrderId, signedIn: 'Войди, чтобы оплатить решение' }, async (tx, order) => {
    // Paid already (a second click, another tab): the same answer, nothing charged.
    if (order.isPaid) return order
    if (order.status !== LIBRARY_ORDER_STATUSES.ids.created) throw new AppError('STALE_STEP', undefined, { status: order.status })
    const [work] = await tx.query<{ published: boolean }>(`select published from public.library_works where id = $1::bigint`, [order.libraryWorkId])
    if (!work?.published) return transition(tx, o.deps.realtime, LIBRARY_ORDER_MACHINE, { orderId: order.id, name: 'denied', by: 'system', detail: { reason: 'work unpublished' } })
    return payFromBalance(tx, o.deps, LIBRARY_ORDER_MACHINE, { order, price: order.price })
  })
}

/**
 * autoPayForLibraryWorkOrder: the kernel's auto-pay rule (edge/orders/auto-pay.ts) for a library order, so a ready
 * solution opens at once for a client with a subscription or trial credits, as an AI answer does (orders.md §4 Task
 * order: the main order of a task, a library order or an AI order, is auto-paid).
 */
export async function autoPayForLibraryWorkOrder(o: { deps: AppDeps; caller: Caller; libraryWorkOrderId: unknown }): Promise<TLibraryOrder | null> {
  const order = await getLibraryWorkOrder({ db: o.deps.db, caller: o.caller, id: o.libraryWorkOrderId })
  return autoPayOrder({ ...o, order }, () => tryToPayForLibraryWorkOrderFromBalance(o))
}
