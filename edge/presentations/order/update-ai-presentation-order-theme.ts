// updateAiPresentationOrderTheme: the design theme of the slides (academic, contrast, warm). Not a move of the
// lifecycle: any order not canceled may change it, the written deck follows, the log and the room hear of it.
import type { AppDeps } from '../../context'
import type { Caller } from '../../db/port'
import { AppError } from '../../http/errors'
import { ZPresentationThemeId } from '../../../domain/presentation/deck'
import { PRESENTATION_ORDER_STATUSES } from '../../../domain/presentation/statuses'
import { PRESENTATION_ORDER_COLUMNS, toPresentationOrder, type TPresentationOrder, type TPresentationOrderRow } from './presentation-order-row'
import { PRESENTATION_ORDER_MACHINE } from './presentation-order-machine'
import { PRESENTATION_CREATE_MESSAGES } from './create-and-start-presentation-generation'
import { withOwnOrder } from '../../orders/with-own-order'

export async function updateAiPresentationOrderTheme(o: { deps: AppDeps; caller: Caller; orderId: unknown; themeId: unknown }): Promise<TPresentationOrder> {
  const themeId = ZPresentationThemeId.safeParse(o.themeId).data
  if (!themeId) throw new AppError('BAD_REQUEST', PRESENTATION_CREATE_MESSAGES.theme)
  return withOwnOrder(PRESENTATION_ORDER_MACHINE, { ...o, id: o.orderId }, async (tx, order) => {
    if (order.status === 'CANCELED') throw new AppError('STALE_STEP', undefined, { status: PRESENTATION_ORDER_STATUSES.ids.CANCELED })
    if (order.themeId === themeId) return order
    const [row] = await tx.query<TPresentationOrderRow>(
      `update public.ai_presentation_orders
          set theme_id = $2, deck = case when deck is null then null else jsonb_set(deck, '{themeId}', to_jsonb($2::text)) end
        where id = $1::bigint returning ${PRESENTATION_ORDER_COLUMNS}`,
      [order.id, themeId],
    )
    await tx.query(`insert into public.ai_presentation_order_logs (ai_presentation_order_id, event, detail) values ($1::bigint, 'theme-changed', $2::text::jsonb)`, [
      order.id,
      JSON.stringify({ from: order.themeId, to: themeId }),
    ])
    const m = PRESENTATION_ORDER_MACHINE
    await o.deps.realtime.publish(tx, { room: m.room(order.id, order.unifiedOrderId), event: m.changedEvent, data: { id: order.id, status: PRESENTATION_ORDER_STATUSES.ids[order.status] } })
    return toPresentationOrder(row!)
  })
}
