// CreateLibraryWorkOrderByReadyWorkId (orders.md §7): a signed-in client asks for the full answer of a ready work. The
// order and its unified order (type 2 LIBRARY) are made together at the price the settings give; asking again for the
// same work opens the client's existing order (one per client and work, kept by a unique index).
import type { AppDeps } from '../../context'
import { asCaller, type Caller, refusesAnalytics } from '../../db/port'
import { SERVICE } from '../../auth/service-caller'
import { AppError } from '../../http/errors'
import { assertAllowed } from '../../auth/assert-allowed'
import { createOrder } from '../../orders/create-order'
import { LIBRARY_ORDER_MACHINE } from './library-order-machine'
import { LIBRARY_ORDER_COLUMNS, toLibraryOrder, type TLibraryOrder, type TLibraryOrderRow } from './library-order-row'
import { findReadyWork } from './find-ready-work'

const SIGN_IN = 'Войди, чтобы получить полное решение'

export async function createLibraryWorkOrderByReadyWorkId(o: { deps: AppDeps; caller: Caller; libraryWorkId: unknown }): Promise<TLibraryOrder> {
  if (o.caller.role !== 'authenticated') throw new AppError('UNAUTHENTICATED', SIGN_IN)
  const userId = o.caller.userId
  const work = await findReadyWork(o.deps.db, o.libraryWorkId)
  if (!work) throw new AppError('NOT_FOUND', 'Такой работы в библиотеке нет')
  await assertAllowed(o.deps.db, userId, 'orders')
  return asCaller(o.deps.db, SERVICE, async (tx) => {
    // Serialises the client's creates for this work, so two racing clicks make one order.
    await tx.query(`select pg_advisory_xact_lock(hashtextextended('library-order:' || $1 || ':' || $2, 0))`, [userId, work.id])
    const [existing] = await tx.query<TLibraryOrderRow>(`select ${LIBRARY_ORDER_COLUMNS} from public.library_work_orders where user_id = $1 and library_work_id = $2::bigint`, [
      userId,
      work.id,
    ])
    if (existing) return toLibraryOrder(existing)
    return createOrder(tx, LIBRARY_ORDER_MACHINE, {
      noAnalytics: refusesAnalytics(o.caller),
      owner: { userId, guestFingerprint: null },
      text: work.title,
      status: 'created',
      values: { library_work_id: work.id, price: o.deps.settings.LIBRARY_WORK_PRICE_TOKENS },
    })
  })
}
