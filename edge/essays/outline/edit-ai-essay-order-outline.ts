// EditAiEssayOrderOutline (orders.md §4 flow 3): the client approves the outline, edited or not. The fixed first and
// last entries are dropped, the outline is saved only if it changed, then the order moves on (advanceAfterOutline).
import type { AppDeps } from '../../context'
import type { Caller } from '../../db/port'
import { outlineChanged, outlineSchema, outlineToSave, type TOutline } from '../../../domain/essay/requirements'
import { workTypeById } from '../../../domain/essay/work-types'
import { ESSAY_ORDER_COLUMNS, toEssayOrder, type TEssayOrder, type TEssayOrderRow } from '../order/essay-order-row'
import { parseOrderInput } from '../../orders/parse-order-input'
import { withOwnOrder } from '../../orders/with-own-order'
import { logOrderEvent } from '../../orders/log-order-event'
import { ESSAY_MACHINE } from '../order/essay-machine'
import { advanceAfterOutline } from './advance-after-outline'

export async function editAiEssayOrderOutline(o: { deps: AppDeps; caller: Caller; aiEssayOrderId: unknown; outline: unknown }): Promise<TEssayOrder> {
  return withOwnOrder(ESSAY_MACHINE, { ...o, id: o.aiEssayOrderId, step: 'edit-outline' }, async (tx, order) => {
    const small = workTypeById(order.workTypeId)?.isSmall ?? false
    const shown = Array.isArray(o.outline) ? (o.outline as TOutline) : []
    const next = parseOrderInput(outlineSchema({ small }), outlineToSave(normalise(shown)))
    let current = order
    if (outlineChanged(order.outline ?? [], next)) {
      const [row] = await tx.query<TEssayOrderRow>(`update public.ai_essay_orders set outline = $2::text::jsonb where id = $1::bigint returning ${ESSAY_ORDER_COLUMNS}`, [order.id, JSON.stringify(next)])
      current = toEssayOrder(row!)
      await logOrderEvent(tx, ESSAY_MACHINE, order.id, 'outline-edited', { chapters: next.length })
    }
    return advanceAfterOutline(tx, o.deps.realtime, current)
  })
}

// The GraphQL input is typed, but a REST or test caller may send anything: keep only titles.
function normalise(outline: TOutline): TOutline {
  return outline.map((c) => ({
    title: typeof c?.title === 'string' ? c.title : '',
    subchapters: Array.isArray(c?.subchapters) ? c.subchapters.map((s) => ({ title: typeof s?.title === 'string' ? s.title : '' })) : [],
  }))
}
