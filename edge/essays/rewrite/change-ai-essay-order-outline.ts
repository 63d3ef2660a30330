// ChangeAiEssayOrderOutline (issue 13 part 4): the client changes the outline of a finished work. Only the outline is
// saved; a renamed chapter heading or a moved section follows at once, a new or renamed section waits until the client
// rewrites the affected sections (rewriteAiEssayOrderSections).
import type { AppDeps } from '../../context'
import type { Caller } from '../../db/port'
import { outlineChanged, outlineSchema, outlineToSave, type TOutline } from '../../../domain/essay/requirements'
import { workTypeById } from '../../../domain/essay/work-types'
import { ESSAY_ORDER_COLUMNS, toEssayOrder, type TEssayOrder, type TEssayOrderRow } from '../order/essay-order-row'
import { parseOrderInput } from '../../orders/parse-order-input'
import { withOwnOrder } from '../../orders/with-own-order'
import { logOrderEvent } from '../../orders/log-order-event'
import { ESSAY_MACHINE } from '../order/essay-machine'
import { followWithoutWriting } from './rewrite-plan'

export async function changeAiEssayOrderOutline(o: { deps: AppDeps; caller: Caller; aiEssayOrderId: unknown; outline: unknown }): Promise<TEssayOrder> {
  return withOwnOrder(ESSAY_MACHINE, { ...o, id: o.aiEssayOrderId, step: 'change-outline' }, async (tx, order) => {
    const small = workTypeById(order.workTypeId)?.isSmall ?? false
    const shown = Array.isArray(o.outline) ? (o.outline as TOutline) : []
    const next = parseOrderInput(outlineSchema({ small }), outlineToSave(titlesOnly(shown)))
    if (!outlineChanged(order.outline ?? [], next)) return order
    const [row] = await tx.query<TEssayOrderRow>(`update public.ai_essay_orders set outline = $2::text::jsonb where id = $1::bigint returning ${ESSAY_ORDER_COLUMNS}`, [order.id, JSON.stringify(next)])
    await logOrderEvent(tx, ESSAY_MACHINE, order.id, 'outline-changed', { chapters: next.length })
    return followWithoutWriting(tx, toEssayOrder(row!))
  })
}

// The GraphQL input is typed, but a REST or test caller may send anything: keep only titles.
function titlesOnly(outline: TOutline): TOutline {
  return outline.map((c) => ({
    title: typeof c?.title === 'string' ? c.title : '',
    subchapters: Array.isArray(c?.subchapters) ? c.subchapters.map((s) => ({ title: typeof s?.title === 'string' ? s.title : '' })) : [],
  }))
}
