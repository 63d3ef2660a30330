// RecordUserExperiment(experimentId, userId, variationId) (platform.md §7): a client's first exposure to an experiment,
// stored once. Only the caller's own id may be recorded; anything else, and an unknown experiment or variation, is
// ignored with a warning and answers false.
import { asCaller, type Caller } from '../db/port'
import type { TExperimentDeps } from './evaluate-for-caller'
import { isKnownVariation } from './known-variation'

type Opts = { deps: TExperimentDeps; caller: Caller; experimentId: string; userId: string; variationId: number }

export async function recordUserExperiment({ deps, caller, experimentId, userId, variationId }: Opts): Promise<boolean> {
  if (caller.role !== 'authenticated' || caller.userId !== userId) {
    deps.log.warn('experiments: user exposure ignored, not the caller\'s id', { experimentId: experimentId.slice(0, 100) })
    return false
  }
  if (!(await isKnownVariation(deps, experimentId, variationId))) return false
  const [row] = await asCaller(deps.db, caller, (tx) =>
    tx.query<{ stored: boolean }>(`select private.record_user_experiment($1, $2::uuid, $3) as stored`, [experimentId, userId, variationId]),
  )
  return row?.stored === true
}
