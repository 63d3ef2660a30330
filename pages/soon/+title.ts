import type { PageContext } from 'vike/types'
import { matchRoute } from '../../domain/route-match'

export default (pageContext: PageContext) => `${matchRoute(pageContext.urlPathname)?.route.title ?? 'Скоро'} — Кампус`
