// The training-mode-3210 flag (orders.md §9: defaults to off): off in production, on in development and tests, unless
// TRAINING_MODE says otherwise. The experiments issue turns it into an A/B experiment behind the same function.
import type { TSettings } from '../settings'

export function isTrainingModeOn(settings: Pick<TSettings, 'APP_ENV' | 'TRAINING_MODE'>): boolean {
  if (settings.TRAINING_MODE) return settings.TRAINING_MODE === 'on'
  return settings.APP_ENV !== 'production'
}
