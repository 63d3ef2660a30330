// Per-client limits of the training chat, counted inside the business transaction (a refused or failed request rolls
// its hit back): a student starts a few tasks and sends a message every few seconds; a script does far more.
import type { Queryable } from '../../db/port'
import { AppError } from '../../http/errors'
import { DAY, HOUR, takeRateLimits, type TWindow } from '../../auth/rate-limit'
import { AI_ORDER_MESSAGES } from '../../../domain/ai-order/ai-order-input'

export const TRAINING_RATE_WINDOWS = {
  task: [
    { name: 'minute', seconds: 60, max: 10 },
    { name: 'hour', seconds: HOUR, max: 60 },
  ],
  message: [
    { name: 'minute', seconds: 60, max: 20 },
    { name: 'day', seconds: DAY, max: 1000 },
  ],
} as const satisfies Record<string, TWindow[]>

/** Over the limit: 429 with the spec's «Что за лев…» text (orders.md §8 Too many attempts). */
export async function takeTrainingRateLimit(q: Queryable, kind: keyof typeof TRAINING_RATE_WINDOWS, userId: string): Promise<void> {
  const wait = await takeRateLimits(q, `training-${kind}:${userId}`, [...TRAINING_RATE_WINDOWS[kind]])
  if (wait !== null) throw new AppError('TOO_MANY_ATTEMPTS', AI_ORDER_MESSAGES.tooManyAttempts, { retryAfterSeconds: wait })
}
