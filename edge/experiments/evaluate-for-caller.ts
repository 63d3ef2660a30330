// A feature's value for the request's caller: the client's user id when signed in, else the guest's fingerprint, is
// the hash attribute `id`. A page request carries neither (the browser keeps both in localStorage), so a page passes
// the hashing ids of its cookies (domain/experiment-cookies.ts), used only when the caller has no id of its own. The
// gbFeature address override applies only outside production. Anything missing or unreadable answers the feature's
// default; nothing here throws on bad input.
import { evaluateFeature, type TAttributes, type TFeatureResult } from '../../domain/experiments/evaluate'
import { FEATURE_DEFAULTS, parseFeatureOverrides } from '../../domain/experiments/known-features'
import type { TPageHashIds } from '../../domain/experiment-cookies'
import type { Caller, Db } from '../db/port'
import type { Logger } from '../log'
import type { TSettings } from '../settings'
import { loadFeatureDefinitions } from './feature-store'

export type TExperimentDeps = { db: Db; settings: Pick<TSettings, 'APP_ENV'>; log: Logger }

/**
 * The attributes GrowthBook rules see for a caller (hashAttribute `id` by default): the verified caller's ids, else a
 * page's cookie ids, where the client's id wins over the fingerprint as it does for a signed-in API call.
 */
function callerAttributes(caller: Caller, pageIds?: TPageHashIds | null): TAttributes {
  if (caller.role === 'authenticated') return { id: caller.userId, userId: caller.userId, anonymousId: caller.fingerprint ?? null, loggedIn: true }
  if (caller.role === 'anon' && caller.fingerprint) return { id: caller.fingerprint, anonymousId: caller.fingerprint, loggedIn: false }
  if (caller.role === 'anon' && pageIds?.userId) return { id: pageIds.userId, userId: pageIds.userId, anonymousId: pageIds.fingerprint, loggedIn: true }
  if (caller.role === 'anon' && pageIds?.fingerprint) return { id: pageIds.fingerprint, anonymousId: pageIds.fingerprint, loggedIn: false }
  return caller.role === 'anon' ? { id: null, anonymousId: null, loggedIn: false } : { loggedIn: false }
}

type Opts = { deps: TExperimentDeps; caller: Caller; key: string; gbFeature?: string | null; pageIds?: TPageHashIds | null }

export async function evaluateForCaller({ deps, caller, key, gbFeature, pageIds }: Opts): Promise<TFeatureResult> {
  const { definitions } = await loadFeatureDefinitions({ db: deps.db, environment: deps.settings.APP_ENV, log: deps.log })
  const override = deps.settings.APP_ENV === 'production' ? null : (parseFeatureOverrides(gbFeature, definitions).get(key) ?? null)
  const result = evaluateFeature({ definitions, key, attributes: callerAttributes(caller, pageIds), override })
  if (result.source === 'unknownFeature' && Object.hasOwn(FEATURE_DEFAULTS, key))
    return { value: FEATURE_DEFAULTS[key as keyof typeof FEATURE_DEFAULTS], source: 'defaultValue' }
  return result
}
