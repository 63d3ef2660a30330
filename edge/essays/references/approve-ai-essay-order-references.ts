// ApproveAiEssayOrderReferences(aiEssayOrderId, referenceIds) (orders.md §4 flow 4): the chosen sources (1–30) become
// the work's reference list, in the GOST order (alphabetical, Cyrillic first) the text then numbers them by, then the work is paid from the balance and the text is written.
// The choice is saved first: when the payment is impossible it stays, and the client pays and approves again.
import type { AppDeps } from '../../context'
import { asCaller, type Caller } from '../../db/port'
import { SERVICE } from '../../auth/service-caller'
import { AppError } from '../../http/errors'
import { ESSAY_LIMITS } from '../../../domain/essay/requirements'
import { ESSAY_STATUS } from '../../../domain/essay/statuses'
import { SOURCE_MESSAGES } from '../../../domain/sources/reference'
import { toEssayOrder, ESSAY_ORDER_COLUMNS, type TEssayOrder, type TEssayOrderRow } from '../order/essay-order-row'
import { withOwnOrder } from '../../orders/with-own-order'
import { logOrderEvent } from '../../orders/log-order-event'
import { ESSAY_MACHINE } from '../order/essay-machine'
import { payForEssayOrder } from '../payment/pay-for-essay-order'
import { startFinalText } from '../text/start-final-text'
import { inReferenceOrder } from './approved-references'

export const CHOOSE_REFERENCES = 'Выбери хотя бы один источник'

export async function approveAiEssayOrderReferences(o: { deps: AppDeps; caller: Caller; aiEssayOrderId: unknown; referenceIds: unknown }): Promise<TEssayOrder> {
  const ids = Array.isArray(o.referenceIds) ? [...new Set(o.referenceIds.map(String))] : []
  if (ids.length === 0) throw new AppError('BAD_REQUEST', CHOOSE_REFERENCES)
  if (ids.length > ESSAY_LIMITS.references.max) throw new AppError('LIMIT', SOURCE_MESSAGES.limitReached, { limit: ESSAY_LIMITS.references.max })
  if (ids.some((id) => !/^\d{1,18}$/.test(id))) throw new AppError('BAD_REQUEST', CHOOSE_REFERENCES)
  const approved = await withOwnOrder(ESSAY_MACHINE, { ...o, id: o.aiEssayOrderId, step: 'approve-references' }, async (tx, order) => {
    const own = await tx.query<{ id: string; data: unknown }>(
      `select id::text as id, data from public.ai_essay_order_references where ai_essay_order_id = $1::bigint and status <> 'removed' and id = any($2::bigint[])`,
      [order.id, ids],
    )
    if (own.length !== ids.length) throw new AppError('BAD_REQUEST', CHOOSE_REFERENCES)
    // The chosen ones, in the GOST order, are the list; the rest (found or uploaded) stay offered.
    await tx.query(`update public.ai_essay_order_references set status = 'found' where ai_essay_order_id = $1::bigint and status = 'approved'`, [order.id])
    for (const [position, id] of inReferenceOrder(own, ids).entries()) {
      await tx.query(`update public.ai_essay_order_references set status = 'approved', position = $3 where ai_essay_order_id = $1::bigint and id = $2::bigint`, [order.id, id, position])
    }
    await logOrderEvent(tx, ESSAY_MACHINE, order.id, 'references-approved', { count: ids.length })
    return order
  })
  return payAndWrite(o.deps, approved.id)
}

/** Pays (if not yet paid) and starts the text; used by approval and by TryToPayForAiEssayOrderFromBalance. */
async function payAndWrite(deps: AppDeps, orderId: string): Promise<TEssayOrder> {
  return asCaller(deps.db, SERVICE, async (tx) => {
    const [row] = await tx.query<TEssayOrderRow>(`select ${ESSAY_ORDER_COLUMNS} from public.ai_essay_orders where id = $1::bigint for update`, [orderId])
    const order = await payForEssayOrder(tx, deps, toEssayOrder(row!))
    if (order.status !== ESSAY_STATUS.selectReferences) return order
    return startFinalText(tx, deps.realtime, order)
  })
}
