// Finds the caller's order under RLS (a client's, or a guest browser's by its fingerprint), then runs a step in a
// service transaction that holds its row lock. A signed-in client reaching a guest order of its own browser takes it
// over first (as TryToBindClientToUnifiedOrder would), so the step sees the order as the client's.
import type { AppDeps } from '../../context'
import { asCaller, type Caller, type Tx } from '../../db/port'
import { SERVICE } from '../../auth/service-caller'
import { AppError } from '../../http/errors'
import { bindMainOrder } from '../../orders/main-order-tables'
import { UNIFIED_TYPE } from '../../../domain/orders/unified'
import { PRESENTATION_MESSAGES } from '../../../domain/presentation/input'
import { PRESENTATION_ORDER_COLUMNS, toPresentationOrder, type TPresentationOrder, type TPresentationOrderRow } from './presentation-order-row'
import { getAiPresentationOrderById } from './get-ai-presentation-order-by-id'

export async function withOwnPresentationOrder<T>(
  o: { deps: AppDeps; caller: Caller; orderId: unknown; signedIn?: boolean },
  work: (tx: Tx, order: TPresentationOrder) => Promise<T>,
): Promise<T> {
  if (o.signedIn && o.caller.role !== 'authenticated') throw new AppError('UNAUTHENTICATED')
  if (o.caller.role === 'service_role') throw new AppError('FORBIDDEN')
  const visible = await getAiPresentationOrderById({ db: o.deps.db, caller: o.caller, id: o.orderId })
  if (!visible) throw new AppError('NOT_FOUND', PRESENTATION_MESSAGES.orderNotFound)
  const caller = o.caller
  return asCaller(o.deps.db, SERVICE, async (tx) => {
    if (caller.role === 'authenticated' && visible.userId === null) {
      const [bound] = await tx.query<{ id: string }>(
        `update public.unified_orders set user_id = $2 where id = $1::bigint and user_id is null and guest_fingerprint = $3 returning id::text as id`,
        [visible.unifiedOrderId, caller.userId, visible.guestFingerprint],
      )
      if (bound) await bindMainOrder(tx, { typeId: UNIFIED_TYPE.PRESENTATION, unifiedOrderId: visible.unifiedOrderId, userId: caller.userId })
    }
    const [row] = await tx.query<TPresentationOrderRow>(`select ${PRESENTATION_ORDER_COLUMNS} from public.ai_presentation_orders where id = $1::bigint for update`, [visible.id])
    if (!row) throw new AppError('NOT_FOUND', PRESENTATION_MESSAGES.orderNotFound)
    return work(tx, toPresentationOrder(row))
  })
}
