// The server's own record of an experiment a caller was just shown (the tariff list): as the user when signed in,
// else as the guest's fingerprint; a caller with neither is not recorded. Never fails the page that showed it.
import type { TExperimentResult } from '../../domain/experiments/evaluate'
import type { Caller } from '../db/port'
import type { TExperimentDeps } from './evaluate-for-caller'
import { recordAnonExperiment } from './record-anon-experiment'
import { recordUserExperiment } from './record-user-experiment'

export async function recordExposure(deps: TExperimentDeps, caller: Caller, result: TExperimentResult): Promise<void> {
  const { experimentKey: experimentId, variationId } = result
  try {
    if (caller.role === 'authenticated') await recordUserExperiment({ deps, caller, experimentId, userId: caller.userId, variationId })
    else if (caller.role === 'anon' && caller.fingerprint) await recordAnonExperiment({ deps, caller, anonymousId: caller.fingerprint, experimentId, variationId })
  } catch (e) {
    deps.log.warn('experiments: could not record an exposure', { experimentId, error: String(e) })
  }
}
