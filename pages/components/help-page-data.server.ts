// Server data shared by the help pages (/faq, /ecosystem/faq, /contacts, «Об оплате»): the site facts from the
// settings and the FAQ filled with them. Also the APP_ENV=test failure switch.
import type { PageContextServer } from 'vike/types'
import type { TSiteFacts } from '../../domain/legal/site-facts'
import { failIfForcedServerError } from '../../edge/routing/test-server-error'
import { helpFaq, type TFaqGroup } from './help-faq.server'
import { pageSiteFacts } from './site-facts.server'

export type THelpData = { facts: TSiteFacts }
export type TFaqData = THelpData & { faq: TFaqGroup[] }

export function helpData(pageContext: PageContextServer): THelpData {
  failIfForcedServerError(pageContext)
  return { facts: pageSiteFacts(pageContext) }
}

export function faqData(pageContext: PageContextServer): TFaqData {
  const { facts } = helpData(pageContext)
  return { facts, faq: helpFaq(facts) }
}
