// The tariff group the caller is shown (platform.md §9 Tariffs): the address's tariffGroup wins; otherwise the caller's
// abc-tariffs-3475 variation, whose exposure is then recorded. Outside production a page may force the variation
// (its gbFeature, passed on as experimentGroup); production evaluates for the caller and ignores that. A page passes its
// cookies' hashing ids; an exposure is recorded only for the caller's verified id (recordExposure), never for a cookie.
import { ABC_TARIFFS_FEATURE, TARIFF_PRICE_IDS } from '../../domain/experiments/known-features'
import type { Caller } from '../db/port'
import type { TPageHashIds } from '../../domain/experiment-cookies'
import { evaluateForCaller, type TExperimentDeps } from './evaluate-for-caller'
import { recordExposure } from './record-exposure'

const isTariffGroup = (v: string | null | undefined): boolean => !!v && Object.hasOwn(TARIFF_PRICE_IDS, v.trim().toLowerCase())

type Opts = { deps: TExperimentDeps; caller: Caller; tariffGroup?: string | null; experimentGroup?: string | null; gbFeature?: string | null; pageIds?: TPageHashIds | null }

/** The experiment's group for `listSubscriptionTypes({ tariffGroup, experimentGroup })`, or null when the address decides. */
export async function tariffGroupForCaller({ deps, caller, tariffGroup, experimentGroup, gbFeature, pageIds }: Opts): Promise<string | null> {
  if (isTariffGroup(tariffGroup)) return null
  if (deps.settings.APP_ENV !== 'production' && isTariffGroup(experimentGroup)) return experimentGroup ?? null
  const result = await evaluateForCaller({ deps, caller, key: ABC_TARIFFS_FEATURE, gbFeature, pageIds })
  if (result.experimentResult?.inExperiment && result.experimentResult.hashUsed) await recordExposure(deps, caller, result.experimentResult)
  return typeof result.value === 'string' ? result.value : null
}
