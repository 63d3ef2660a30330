// updateAiPresentationOrderTitlePage: the title slide's lines, saved while the slides are written or after; the status
// stays (the download prints them). They become the client's saved title page too (edge/accounts), which prefilled
// the form. Signed-in only: a guest never reaches this step.
import type { AppDeps } from '../../context'
import type { Caller } from '../../db/port'
import { transition } from '../../orders/transition'
import { AppError } from '../../http/errors'
import { ZPresentationTitlePage, type TPresentationTitlePage } from '../../../domain/presentation/input'
import type { TPresentationOrder } from './presentation-order-row'
import { PRESENTATION_ORDER_MACHINE } from './presentation-order-machine'
import { withOwnOrder } from '../../orders/with-own-order'
import { rememberTitlePage } from '../../accounts/save-title-page-data'
import { savedFromPresentationTitlePage } from '../../../domain/auth/title-page'

export const TITLE_PAGE_MESSAGES = {
  year: 'Укажи год числом от 1900 до 2100',
  long: 'Строка титульного листа слишком длинная: сократи её',
} as const

/** GraphQL sends a cleared field as null and zod's own messages are English: nulls and blanks go, messages are ours. */
function parseTitlePage(input: unknown): TPresentationTitlePage {
  const raw = input !== null && typeof input === 'object' ? Object.fromEntries(Object.entries(input).filter(([, v]) => v !== null && v !== undefined)) : {}
  const parsed = ZPresentationTitlePage.safeParse(raw)
  if (!parsed.success) {
    const year = parsed.error.issues.some((i) => i.path[0] === 'year')
    throw new AppError('BAD_REQUEST', year ? TITLE_PAGE_MESSAGES.year : TITLE_PAGE_MESSAGES.long, { category: 'validation' })
  }
  return Object.fromEntries(Object.entries(parsed.data).filter(([, v]) => v !== '')) as TPresentationTitlePage
}

export async function updateAiPresentationOrderTitlePage(o: { deps: AppDeps; caller: Caller; orderId: unknown; titlePage: unknown }): Promise<TPresentationOrder> {
  const titlePage = parseTitlePage(o.titlePage)
  return withOwnOrder(PRESENTATION_ORDER_MACHINE, { ...o, id: o.orderId, signedIn: true }, async (tx, order) => {
    const saved = await transition(tx, o.deps.realtime, PRESENTATION_ORDER_MACHINE, {
      orderId: order.id,
      name: order.status === 'COMPLETED' ? 'title-page-saved-completed' : 'title-page-saved',
      by: 'client',
      set: { title_page: titlePage },
    })
    if (o.caller.role === 'authenticated') await rememberTitlePage(tx, o.caller.userId, savedFromPresentationTitlePage(titlePage))
    return saved
  })
}
