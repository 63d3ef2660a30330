// ChangeAiEssayOrderReferences (issue 13 part 4): the client changes the approved sources of a finished work (1–30,
// kept in the GOST order). Nothing is paid or written: the list the text was written with is kept (text_reference_ids) so
// the sections citing a removed source can be found and the others renumbered when they are rewritten.
import type { AppDeps } from '../../context'
import type { Caller } from '../../db/port'
import { AppError } from '../../http/errors'
import { ESSAY_LIMITS } from '../../../domain/essay/requirements'
import { SOURCE_MESSAGES } from '../../../domain/sources/reference'
import { ESSAY_ORDER_COLUMNS, toEssayOrder, type TEssayOrder, type TEssayOrderRow } from '../order/essay-order-row'
import { withOwnOrder } from '../../orders/with-own-order'
import { logOrderEvent } from '../../orders/log-order-event'
import { ESSAY_MACHINE } from '../order/essay-machine'
import { approvedReferences, inReferenceOrder } from '../references/approved-references'
import { CHOOSE_REFERENCES } from '../references/approve-ai-essay-order-references'
import { followWithoutWriting, textReferenceIds } from './rewrite-plan'

export async function changeAiEssayOrderReferences(o: { deps: AppDeps; caller: Caller; aiEssayOrderId: unknown; referenceIds: unknown }): Promise<TEssayOrder> {
  const given = Array.isArray(o.referenceIds) ? [...new Set(o.referenceIds.map(String))] : []
  if (given.length === 0 || given.some((id) => !/^\d{1,18}$/.test(id))) throw new AppError('BAD_REQUEST', CHOOSE_REFERENCES)
  if (given.length > ESSAY_LIMITS.references.max) throw new AppError('LIMIT', SOURCE_MESSAGES.limitReached, { limit: ESSAY_LIMITS.references.max })
  return withOwnOrder(ESSAY_MACHINE, { ...o, id: o.aiEssayOrderId, step: 'change-references' }, async (tx, order) => {
    const own = await tx.query<{ id: string; data: unknown }>(
      `select id::text as id, data from public.ai_essay_order_references where ai_essay_order_id = $1::bigint and status <> 'removed' and id = any($2::bigint[])`,
      [order.id, given],
    )
    if (own.length !== given.length) throw new AppError('BAD_REQUEST', CHOOSE_REFERENCES)
    const ids = inReferenceOrder(own, given)
    const before = (await approvedReferences(tx, order.id)).map((r) => r.id)
    if (before.join() === ids.join()) return order
    // The first change after the text was written remembers the list its citations number.
    if (!(await textReferenceIds(tx, order.id))) {
      await tx.query(`update public.ai_essay_orders set text_reference_ids = $2::text::jsonb where id = $1::bigint`, [order.id, JSON.stringify(before)])
    }
    await tx.query(`update public.ai_essay_order_references set status = 'found' where ai_essay_order_id = $1::bigint and status = 'approved'`, [order.id])
    for (const [position, id] of ids.entries()) {
      await tx.query(`update public.ai_essay_order_references set status = 'approved', position = $3 where ai_essay_order_id = $1::bigint and id = $2::bigint`, [order.id, id, position])
    }
    await logOrderEvent(tx, ESSAY_MACHINE, order.id, 'references-changed', { count: ids.length })
    const [row] = await tx.query<TEssayOrderRow>(`select ${ESSAY_ORDER_COLUMNS} from public.ai_essay_orders where id = $1::bigint`, [order.id])
    return followWithoutWriting(tx, toEssayOrder(row!))
  })
}
