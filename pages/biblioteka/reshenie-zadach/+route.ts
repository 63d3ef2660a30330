// /biblioteka/reshenie-zadach/ (route library-external__task-solving).
import type { PageContext } from 'vike/types'
import { matchRoute } from '../../../domain/route-match'

export default (pageContext: Pick<PageContext, 'urlPathname'>) => matchRoute(pageContext.urlPathname)?.route.name === 'library-external__task-solving'
