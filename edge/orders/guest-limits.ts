// Guests' AI work (issue 29, finding 3): a guest is known only by a fingerprint it makes up at will, so the AI work a
// guest may start — an AI or advanced AI order, a text work and each of its outlines — is counted per client address
// (addressKey: an IPv6 /64, ports and mapped forms folded) and for all guests together, before any job is enqueued.
// A signed-in client is limited per account by each product instead, and its jobs run first (JOB_PRIORITY).
import type { Queryable } from '../db/port'
import type { TSettings } from '../settings'
import { addressKey } from '../auth/client-ip'
import { DAY, takeRateLimits } from '../auth/rate-limit'
import { AppError } from '../http/errors'
import { GUEST_LIMIT_MESSAGE } from '../../domain/orders/guest-limits'

type TLimits = Pick<TSettings, 'GUEST_AI_PER_ADDRESS_MINUTE' | 'GUEST_AI_PER_ADDRESS_DAY' | 'GUEST_AI_TOTAL_MINUTE'>

/**
 * Counts one piece of a guest's AI work against its address's windows and the all-guests window, in the caller's
 * transaction (a refused or rolled-back request counts nothing); over a limit answers 429 with the seconds to wait.
 * Does nothing for a signed-in owner.
 */
export async function takeGuestAiLimit(q: Queryable, o: { owner: { userId: string | null }; ip: string | null; settings: TLimits }): Promise<void> {
  if (o.owner.userId) return
  const s = o.settings
  const byAddress = await takeRateLimits(q, `guest-ai:ip:${addressKey(o.ip)}`, [
    { name: 'minute', seconds: 60, max: s.GUEST_AI_PER_ADDRESS_MINUTE },
    { name: 'day', seconds: DAY, max: s.GUEST_AI_PER_ADDRESS_DAY },
  ])
  // The shared window is counted only for work its address may still start, so one noisy address cannot use it up.
  const wait = byAddress ?? (await takeRateLimits(q, 'guest-ai:all', [{ name: 'minute', seconds: 60, max: s.GUEST_AI_TOTAL_MINUTE }]))
  if (wait !== null) throw new AppError('TOO_MANY_ATTEMPTS', GUEST_LIMIT_MESSAGE, { retryAfterSeconds: wait })
}
