// updateAiPresentationOrderTitlePage: the title slide's lines, saved while the slides are written or after; the status
// stays (the download prints them). Signed-in only: a guest never reaches this step.
import type { AppDeps } from '../../context'
import type { Caller } from '../../db/port'
import { transition } from '../../orders/transition'
import { ZPresentationTitlePage } from '../../../domain/presentation/input'
import type { TPresentationOrder } from './presentation-order-row'
import { PRESENTATION_ORDER_MACHINE } from './presentation-order-machine'
import { withOwnPresentationOrder } from './with-own-presentation-order'
import { parsePresentationInput } from './parse-presentation-input'

export async function updateAiPresentationOrderTitlePage(o: { deps: AppDeps; caller: Caller; orderId: unknown; titlePage: unknown }): Promise<TPresentationOrder> {
  const input = parsePresentationInput(ZPresentationTitlePage, o.titlePage ?? {})
  // GraphQL sends absent fields as null; only the filled lines are kept.
  const titlePage = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined && v !== null && v !== ''))
  return withOwnPresentationOrder({ ...o, signedIn: true }, (tx, order) =>
    transition(tx, o.deps.realtime, PRESENTATION_ORDER_MACHINE, {
      orderId: order.id,
      name: order.status === 'COMPLETED' ? 'title-page-saved-completed' : 'title-page-saved',
      by: 'client',
      set: { title_page: titlePage },
    }),
  )
}
