// The training-mode-3210 feature (orders.md §9: defaults to off), evaluated for the caller through edge/experiments:
// the environment's definitions decide (seeded off in production, on in development and tests). TRAINING_MODE on|off
// stays an explicit override for tests and operations.
import { TRAINING_MODE_FEATURE } from '../../domain/experiments/known-features'
import type { Caller } from '../db/port'
import type { TPageHashIds } from '../../domain/experiment-cookies'
import { evaluateForCaller, type TExperimentDeps } from '../experiments/evaluate-for-caller'
import type { TSettings } from '../settings'

type Opts = {
  deps: Omit<TExperimentDeps, 'settings'> & { settings: Pick<TSettings, 'APP_ENV' | 'TRAINING_MODE'> }
  caller: Caller
  /** The page address's gbFeature (outside production only). */
  gbFeature?: string | null
  /** A page request's cookie hashing ids (edge/experiments/evaluate-for-caller.ts). */
  pageIds?: TPageHashIds | null
}

export async function isTrainingModeOn({ deps, caller, gbFeature, pageIds }: Opts): Promise<boolean> {
  if (deps.settings.TRAINING_MODE) return deps.settings.TRAINING_MODE === 'on'
  const result = await evaluateForCaller({ deps, caller, key: TRAINING_MODE_FEATURE, gbFeature, pageIds })
  return result.value === true
}
