// Whether training mode is on for this request (edge/training/training-flag.ts, flag training-mode-3210): the training
// pages answer 404 without it, and the dashboard and the task solver offer no entry to it.
import type { PageContextServer } from 'vike/types'
import { render } from 'vike/abort'
import { pageDeps } from '../referat/page-deps.server'
import { isTrainingModeOn } from '../../edge/training/training-flag'

export type TTrainingFlagData = { trainingOn: boolean }

export const trainingFlagData = (pageContext: PageContextServer): TTrainingFlagData => ({ trainingOn: isTrainingModeOn(pageDeps(pageContext).deps.settings) })

/** The training pages' +data: the 404 page while the flag is off. */
export function requireTrainingMode(pageContext: PageContextServer): TTrainingFlagData {
  const flag = trainingFlagData(pageContext)
  if (!flag.trainingOn) throw render(404)
  return flag
}
