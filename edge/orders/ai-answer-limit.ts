// How many AI answers one owner may start (the AI order and the advanced AI order count against one quota): per client
// or guest browser, a minute and a day; a guest is also held to edge/orders/guest-limits.ts.
import type { Queryable } from '../db/port'
import { AppError } from '../http/errors'
import { DAY, takeRateLimits } from '../auth/rate-limit'
import { AI_ORDER_MESSAGES } from '../../domain/ai-order/ai-order-input'
import type { TOrderOwner } from './create-order'

const WINDOWS = [
  { name: 'minute', seconds: 60, max: 10 },
  { name: 'day', seconds: DAY, max: 200 },
]

/** Counts one creation against the owner's windows; over the limit answers 429 with the spec's text. */
export async function takeAiAnswerLimit(tx: Queryable, owner: TOrderOwner): Promise<void> {
  const wait = await takeRateLimits(tx, `ai-order:${owner.userId ?? `fp:${owner.guestFingerprint}`}`, WINDOWS)
  if (wait !== null) throw new AppError('TOO_MANY_ATTEMPTS', AI_ORDER_MESSAGES.tooManyAttempts, { retryAfterSeconds: wait })
}
