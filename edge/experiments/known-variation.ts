// Whether an exposure names an experiment this environment runs and one of its variations: anything else is
// ignored with a warning (platform.md: an unknown experiment or variation is never an error for the caller).
import { experimentsOf } from '../../domain/experiments/evaluate'
import { loadFeatureDefinitions } from './feature-store'
import type { TExperimentDeps } from './evaluate-for-caller'

export async function isKnownVariation(deps: TExperimentDeps, experimentId: string, variationId: number): Promise<boolean> {
  const { definitions } = await loadFeatureDefinitions({ db: deps.db, environment: deps.settings.APP_ENV, log: deps.log })
  const variations = experimentsOf(definitions).get(experimentId)
  const known = variations !== undefined && Number.isInteger(variationId) && variationId >= 0 && variationId < variations
  if (!known) deps.log.warn('experiments: exposure ignored, unknown experiment or variation', { experimentId: experimentId.slice(0, 100), variationId })
  return known
}
