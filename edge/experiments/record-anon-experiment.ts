// RecordAnonExperiment(anonymousId, experimentId, variationId) (platform.md §7): a guest browser's first exposure to an
// experiment, stored once. Only the fingerprint the request itself carries may be recorded; anything else, and an
// unknown experiment or variation, is ignored with a warning and answers false.
import { asCaller, type Caller } from '../db/port'
import type { TExperimentDeps } from './evaluate-for-caller'
import { isKnownVariation } from './known-variation'

type Opts = { deps: TExperimentDeps; caller: Caller; anonymousId: string; experimentId: string; variationId: number }

export async function recordAnonExperiment({ deps, caller, anonymousId, experimentId, variationId }: Opts): Promise<boolean> {
  if (caller.role === 'service_role' || !caller.fingerprint || caller.fingerprint !== anonymousId) {
    deps.log.warn('experiments: anonymous exposure ignored, not this browser\'s id', { experimentId: experimentId.slice(0, 100) })
    return false
  }
  if (!(await isKnownVariation(deps, experimentId, variationId))) return false
  const [row] = await asCaller(deps.db, caller, (tx) =>
    tx.query<{ stored: boolean }>(`select private.record_anon_experiment($1, $2, $3) as stored`, [anonymousId, experimentId, variationId]),
  )
  return row?.stored === true
}
