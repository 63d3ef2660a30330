// The training start answers at /ecosystem/training.
import type { PageContext } from 'vike/types'
import { matchRoute } from '../../../domain/route-match'

export default function route(pageContext: Pick<PageContext, 'urlPathname'>) {
  return matchRoute(pageContext.urlPathname)?.route.name === 'ecosystem-training__start'
}
