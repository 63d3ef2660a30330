// A feature's value for the request's caller: the client's user id when signed in, else the guest's fingerprint, is
// the hash attribute `id`. The gbFeature address override applies only outside production. Anything missing or
// unreadable answers the feature's default; nothing here throws on bad input.
import { evaluateFeature, type TAttributes, type TFeatureResult } from '../../domain/experiments/evaluate'
import { FEATURE_DEFAULTS, parseFeatureOverrides } from '../../domain/experiments/known-features'
import type { Caller, Db } from '../db/port'
import type { Logger } from '../log'
import type { TSettings } from '../settings'
import { loadFeatureDefinitions } from './feature-store'

export type TExperimentDeps = { db: Db; settings: Pick<TSettings, 'APP_ENV'>; log: Logger }

/** The attributes GrowthBook rules see for a caller (hashAttribute `id` by default). */
function callerAttributes(caller: Caller): TAttributes {
  if (caller.role === 'authenticated') return { id: caller.userId, userId: caller.userId, anonymousId: caller.fingerprint ?? null, loggedIn: true }
  if (caller.role === 'anon') return { id: caller.fingerprint ?? null, anonymousId: caller.fingerprint ?? null, loggedIn: false }
  return { loggedIn: false }
}

type Opts = { deps: TExperimentDeps; caller: Caller; key: string; gbFeature?: string | null }

export async function evaluateForCaller({ deps, caller, key, gbFeature }: Opts): Promise<TFeatureResult> {
  const { definitions } = await loadFeatureDefinitions({ db: deps.db, environment: deps.settings.APP_ENV, log: deps.log })
  const override = deps.settings.APP_ENV === 'production' ? null : (parseFeatureOverrides(gbFeature, definitions).get(key) ?? null)
  const result = evaluateFeature({ definitions, key, attributes: callerAttributes(caller), override })
  if (result.source === 'unknownFeature' && Object.hasOwn(FEATURE_DEFAULTS, key))
    return { value: FEATURE_DEFAULTS[key as keyof typeof FEATURE_DEFAULTS], source: 'defaultValue' }
  return result
}
