// Server data of the tariffs page (route payment-tariffs): the tariffs of the address's group (else a), as a guest sees
// them, from the same business function the GraphQL field uses. The page renders them with no JavaScript.
import type { PageContextServer } from 'vike/types'
import type { Context } from 'hono'
import type { AppEnv } from '../../../edge/context'
import { listSubscriptionTypes, type TSubscriptionType } from '../../../edge/money/list-subscription-types'

export type TTariffsData = { tariffs: TSubscriptionType[] }

export default async function data(pageContext: PageContextServer): Promise<TTariffsData> {
  const hono = (pageContext as unknown as { runtime?: { hono?: Context<AppEnv> } }).runtime?.hono
  const deps = hono?.get('deps')
  if (!deps) return { tariffs: [] }
  const tariffs = await listSubscriptionTypes({
    db: deps.db,
    caller: { role: 'anon' },
    tariffGroup: pageContext.urlParsed.search.tariffGroup ?? null,
  }).catch((e: unknown) => {
    deps.log.warn('tariffs page: could not read the tariffs', { error: String(e) })
    return []
  })
  return { tariffs: tariffs.filter((t) => t.isAvailable) }
}
