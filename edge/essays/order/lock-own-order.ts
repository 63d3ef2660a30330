// Finds the caller's order under RLS, then locks it as the service role for a status-guarded change.
import type { Caller, Tx } from '../../db/port'
import type { AppDeps } from '../../context'
import { asCaller } from '../../db/port'
import { SERVICE } from '../../auth/service-caller'
import { AppError } from '../../http/errors'
import { ESSAY_STATUS, ESSAY_TRANSITIONS, type TEssayStatus, type TEssayTransitionName } from '../../../domain/essay/statuses'
import { statusesAllowing } from '../../../domain/orders/machine'
import { ESSAY_ORDER_COLUMNS, toEssayOrder, type TEssayOrder, type TEssayOrderRow } from './essay-order-row'
import { getAiEssayOrderById } from './get-ai-essay-order-by-id'

const ORDER_NOT_FOUND = 'Заказ не найден'

/** The statuses a screen offering these transitions is valid in, read from the transitions table. */
export const allowedFor = (...names: TEssayTransitionName[]): TEssayStatus[] => statusesAllowing(ESSAY_TRANSITIONS, names).map((n) => ESSAY_STATUS[n])

/**
 * Runs `work` in a service transaction holding the order's row lock, after the caller proved it may see the order.
 * `allowed` lists the statuses the change may start from (allowedFor(…) for a transition step); any other status is a
 * stale screen (STALE_STEP).
 */
export async function withOwnOrder<T>(
  o: { deps: AppDeps; caller: Caller; orderId: unknown; allowed: readonly TEssayStatus[] },
  work: (tx: Tx, order: TEssayOrder) => Promise<T>,
): Promise<T> {
  const visible = await getAiEssayOrderById({ db: o.deps.db, caller: o.caller, id: o.orderId })
  if (!visible) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND)
  return asCaller(o.deps.db, SERVICE, async (tx) => {
    const [row] = await tx.query<TEssayOrderRow>(`select ${ESSAY_ORDER_COLUMNS} from public.ai_essay_orders where id = $1::bigint for update`, [visible.id])
    if (!row) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND)
    const order = toEssayOrder(row)
    if (!o.allowed.includes(order.status)) throw new AppError('STALE_STEP', undefined, { status: order.status })
    return work(tx, order)
  })
}

export async function logEssayEvent(tx: Tx, orderId: string, event: string, detail?: unknown): Promise<void> {
  await tx.query(`insert into public.ai_essay_order_logs (ai_essay_order_id, event, detail) values ($1::bigint, $2, $3::text::jsonb)`, [
    orderId,
    event,
    detail === undefined ? null : JSON.stringify(detail),
  ])
}
