// Server data of the tariffs page (route payment-tariffs): the tariffs of the address's group, else of the
// abc-tariffs-3475 variation hashed by the visitor's cookies (the client's id, else the fingerprint; none: its default
// a), or the gbFeature outside production, as a guest sees them, from the same business functions the GraphQL field uses. The page renders them with no JavaScript.
import type { PageContextServer } from 'vike/types'
import type { Context } from 'hono'
import type { AppEnv } from '../../../edge/context'
import { listSubscriptionTypes, type TSubscriptionType } from '../../../edge/money/list-subscription-types'
import { tariffGroupForCaller } from '../../../edge/experiments/tariff-group-for-caller'
import { GB_FEATURE_PARAM } from '../../../domain/experiments/known-features'
import { pageHashIds } from '../../../domain/experiment-cookies'

export type TTariffsData = { tariffs: TSubscriptionType[] }

export default async function data(pageContext: PageContextServer): Promise<TTariffsData> {
  const hono = (pageContext as unknown as { runtime?: { hono?: Context<AppEnv> } }).runtime?.hono
  const deps = hono?.get('deps')
  if (!deps) return { tariffs: [] }
  const { search } = pageContext.urlParsed
  const caller = { role: 'anon' as const }
  const tariffGroup = search.tariffGroup ?? null
  const experimentGroup = await tariffGroupForCaller({ deps, caller, tariffGroup, gbFeature: search[GB_FEATURE_PARAM], pageIds: pageHashIds(hono?.req.header('cookie')) })
  const tariffs = await listSubscriptionTypes({ db: deps.db, caller, tariffGroup, experimentGroup }).catch((e: unknown) => {
    deps.log.warn('tariffs page: could not read the tariffs', { error: String(e) })
    return []
  })
  return { tariffs: tariffs.filter((t) => t.isAvailable) }
}
