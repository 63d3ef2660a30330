// /biblioteka/ (route library-external__main), with or without its trailing slash (the table moves the bare one).
import type { PageContext } from 'vike/types'
import { matchRoute } from '../../../domain/route-match'

export default (pageContext: Pick<PageContext, 'urlPathname'>) => matchRoute(pageContext.urlPathname)?.route.name === 'library-external__main'
