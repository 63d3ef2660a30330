// Runs a step on the caller's own AI order (by its unified order id) under the order's row lock, as the server: the
// ownership is checked under the caller's row-level security first, so another client's order is simply not found.
import type { AppDeps } from '../context'
import { asService, type Caller, type Tx } from '../db/port'
import { AppError } from '../http/errors'
import { AI_ORDER_MESSAGES } from '../../domain/ai-order/ai-order-input'
import { AI_ORDER_COLUMNS, toAiOrder, type TAiOrder, type TAiOrderRow } from './ai-order-row'
import { getAiOrder } from './get-ai-order'

export async function withOwnAiOrder<T>(o: { deps: AppDeps; caller: Caller; unifiedOrderId: unknown }, step: (tx: Tx, order: TAiOrder) => Promise<T>): Promise<T> {
  const visible = await getAiOrder({ db: o.deps.db, caller: o.caller, unifiedOrderId: o.unifiedOrderId })
  if (!visible) throw new AppError('NOT_FOUND', AI_ORDER_MESSAGES.orderNotFound)
  return asService(o.deps.db, async (tx) => {
    const [row] = await tx.query<TAiOrderRow>(`select ${AI_ORDER_COLUMNS} from public.ai_orders where id = $1::bigint for update`, [visible.id])
    if (!row) throw new AppError('NOT_FOUND', AI_ORDER_MESSAGES.orderNotFound)
    return step(tx, toAiOrder(row))
  })
}
