// /thanks and its five personal subpages (THANKS_PAGES): one page, its text chosen by the route name.
import type { PageContext } from 'vike/types'
import { matchRoute } from '../../domain/route-match'
import { thanksPage } from '../../domain/landings/thanks'

export default function route(pageContext: Pick<PageContext, 'urlPathname'>) {
  return thanksPage(matchRoute(pageContext.urlPathname)?.route.name) !== null
}
