import type { PageContext } from 'vike/types'
import { marketingLanding } from '../../../domain/landings/marketing'
import { routeByName } from '../../../domain/routes'

export default (pageContext: PageContext) => {
  const landing = marketingLanding(pageContext.routeParams.type)
  const title = routeByName('marketing__context').title
  return landing ? `${landing.workType.title}. ${title} — Кампус` : `${title} — Кампус`
}
