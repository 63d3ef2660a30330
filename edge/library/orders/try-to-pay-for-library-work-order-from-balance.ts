// TryToPayForLibraryWorkOrderFromBalance (orders.md §7): the client pays the order's price from the token balance and
// the full answer opens. Under the order's row lock the tokens (keyed by the order) and the «paid» transition go in one
// transaction, so two calls at once charge once. A short balance fails with INSUFFICIENT_TOKENS (and the missing
// amount) for the refill popup; a work withdrawn from the library is refused (SENT_DENY) and nothing is charged.
import type { AppDeps } from '../../context'
import { asCaller, type Caller } from '../../db/port'
import { SERVICE } from '../../auth/service-caller'
import { AppError } from '../../http/errors'
import { checkAllowed } from '../../auth/assert-allowed'
import { spendTokens } from '../../money/spend-tokens'
import { transition } from '../../orders/transition'
import { LIBRARY_ORDER_STATUS } from '../../../domain/library/order-statuses'
import { LIBRARY_ORDER_MACHINE } from './library-order-machine'
import { LIBRARY_ORDER_COLUMNS, toLibraryOrder, type TLibraryOrder, type TLibraryOrderRow } from './library-order-row'
import { getLibraryWorkOrder } from './get-library-work-order'

const NOT_FOUND = 'Заказ не найден'
const SHORT = 'Не хватает токенов на балансе, чтобы открыть решение: пополни баланс'

export async function tryToPayForLibraryWorkOrderFromBalance(o: { deps: AppDeps; caller: Caller; libraryWorkOrderId: unknown }): Promise<TLibraryOrder> {
  if (o.caller.role !== 'authenticated') throw new AppError('UNAUTHENTICATED', 'Войди, чтобы оплатить решение')
  const visible = await getLibraryWorkOrder({ db: o.deps.db, caller: o.caller, id: o.libraryWorkOrderId })
  if (!visible) throw new AppError('NOT_FOUND', NOT_FOUND)
  return asCaller(o.deps.db, SERVICE, async (tx) => {
    const [row] = await tx.query<TLibraryOrderRow>(`select ${LIBRARY_ORDER_COLUMNS} from public.library_work_orders where id = $1::bigint for update`, [visible.id])
    if (!row) throw new AppError('NOT_FOUND', NOT_FOUND)
    const order = toLibraryOrder(row)
    // Paid already (a second click, another tab): the same answer, nothing charged.
    if (order.isPaid) return order
    if (order.status !== LIBRARY_ORDER_STATUS.created) throw new AppError('STALE_STEP', undefined, { status: order.status })
    const [work] = await tx.query<{ published: boolean }>(`select published from public.library_works where id = $1::bigint`, [order.libraryWorkId])
    if (!work?.published) return transition(tx, o.deps.realtime, LIBRARY_ORDER_MACHINE, { orderId: order.id, name: 'denied', by: 'system', detail: { reason: 'work unpublished' } })
    await checkAllowed(tx, order.userId!, 'pay-ins')
    if (order.price > 0) {
      try {
        await spendTokens(tx, { userId: order.userId!, amount: order.price, reason: 'library_order', idempotencyKey: `library-order:${order.id}`, ref: `library:${order.id}` })
      } catch (e) {
        if (e instanceof AppError && e.code === 'INSUFFICIENT_TOKENS') throw new AppError('INSUFFICIENT_TOKENS', SHORT, { ...e.details, price: order.price, product: 'library' })
        throw e
      }
    }
    return transition(tx, o.deps.realtime, LIBRARY_ORDER_MACHINE, {
      orderId: order.id,
      name: 'paid',
      by: 'system',
      set: { is_paid: true, paid_at: new Date() },
      detail: { tokens: order.price },
    })
  })
}
