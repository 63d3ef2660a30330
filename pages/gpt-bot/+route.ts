// /gpt-bot/{id}: the id must be a start parameter Telegram accepts (domain/landings/gpt-bot.ts); any other is the 404 page.
import type { PageContext } from 'vike/types'
import { matchRoute } from '../../domain/route-match'
import { gptBotStartParameter } from '../../domain/landings/gpt-bot'

export default function route(pageContext: Pick<PageContext, 'urlPathname'>) {
  const match = matchRoute(pageContext.urlPathname)
  if (match?.route.name !== 'gpt-bot' || !gptBotStartParameter(match.params.id)) return false
  return { routeParams: match.params }
}
