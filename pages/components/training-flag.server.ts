// Whether training mode is on for this request (edge/training/training-flag.ts, feature training-mode-3210): the
// training pages answer 404 without it, and the dashboard and the task solver offer no entry to it. A page request
// carries no token or fingerprint header, so the feature is hashed by the visitor's cookies (the client's id, else the
// fingerprint; domain/experiment-cookies.ts); the address's gbFeature may force it outside production.
import type { PageContextServer } from 'vike/types'
import type { Context } from 'hono'
import { render } from 'vike/abort'
import type { AppEnv } from '../../edge/context'
import { pageDeps } from '../referat/page-deps.server'
import { isTrainingModeOn } from '../../edge/training/training-flag'
import { GB_FEATURE_PARAM } from '../../domain/experiments/known-features'
import { pageHashIds } from '../../domain/experiment-cookies'

export type TTrainingFlagData = { trainingOn: boolean }

export async function trainingFlagData(pageContext: PageContextServer): Promise<TTrainingFlagData> {
  const { deps } = pageDeps(pageContext)
  const hono = (pageContext as unknown as { runtime?: { hono?: Context<AppEnv> } }).runtime?.hono
  const caller = hono?.get('caller') ?? { role: 'anon' as const }
  return { trainingOn: await isTrainingModeOn({ deps, caller, gbFeature: pageContext.urlParsed.search[GB_FEATURE_PARAM], pageIds: pageHashIds(hono?.req.header('cookie')) }) }
}

/** The training pages' +data: the 404 page while the flag is off. */
export async function requireTrainingMode(pageContext: PageContextServer): Promise<TTrainingFlagData> {
  const flag = await trainingFlagData(pageContext)
  if (!flag.trainingOn) throw render(404)
  return flag
}
