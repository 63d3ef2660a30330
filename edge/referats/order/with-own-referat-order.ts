// Finds the caller's order under RLS, then runs a step in a service transaction that holds its row lock.
import type { AppDeps } from '../../context'
import { asCaller, type Caller, type Tx } from '../../db/port'
import { SERVICE } from '../../auth/service-caller'
import { AppError } from '../../http/errors'
import { REFERAT_ORDER_MESSAGES } from '../../../domain/referat/order-input'
import { REFERAT_ORDER_COLUMNS, toReferatOrder, type TReferatOrder, type TReferatOrderRow } from './referat-order-row'
import { getAiReferatOrderById } from './get-ai-referat-order-by-id'

export async function withOwnReferatOrder<T>(o: { deps: AppDeps; caller: Caller; orderId: unknown }, work: (tx: Tx, order: TReferatOrder) => Promise<T>): Promise<T> {
  if (o.caller.role !== 'authenticated') throw new AppError('UNAUTHENTICATED')
  const visible = await getAiReferatOrderById({ db: o.deps.db, caller: o.caller, id: o.orderId })
  if (!visible) throw new AppError('NOT_FOUND', REFERAT_ORDER_MESSAGES.orderNotFound)
  return asCaller(o.deps.db, SERVICE, async (tx) => {
    const [row] = await tx.query<TReferatOrderRow>(`select ${REFERAT_ORDER_COLUMNS} from public.ai_referat_orders where id = $1::bigint for update`, [visible.id])
    if (!row) throw new AppError('NOT_FOUND', REFERAT_ORDER_MESSAGES.orderNotFound)
    return work(tx, toReferatOrder(row))
  })
}
