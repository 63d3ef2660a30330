// sendFeedback: a client's or a guest's (by fingerprint) feedback for the team, from the feedback form or ?survioForm.
// Attempts are counted per author and per address before anything is stored (refused ones too), then the row is
// written as the caller, so row-level security decides whose row it may be.
import type { AppDeps } from '../context'
import { DAY, HOUR, takeRateLimits, type TWindow } from '../auth/rate-limit'
import { addressKey } from '../auth/client-ip'
import { asCaller, asService, type Caller } from '../db/port'
import { AppError } from '../http/errors'
import { FEEDBACK_MESSAGES, ZSendFeedbackInput } from '../../domain/feedback'

export const FEEDBACK_WINDOWS = {
  author: [
    { name: 'minute', seconds: 60, max: 3 },
    { name: 'day', seconds: DAY, max: 20 },
  ],
  ip: [{ name: 'hour', seconds: HOUR, max: 60 }],
} as const satisfies Record<string, TWindow[]>

export async function sendFeedback(o: { deps: Pick<AppDeps, 'db'>; caller: Caller; ip: string | null; input: unknown }): Promise<void> {
  const { caller } = o
  if (caller.role === 'service_role') throw new AppError('FORBIDDEN')
  const author = caller.role === 'authenticated' ? `user:${caller.userId}` : caller.fingerprint ? `guest:${caller.fingerprint}` : null
  if (!author) throw new AppError('BAD_REQUEST', FEEDBACK_MESSAGES.noFingerprint)
  const parsed = ZSendFeedbackInput.safeParse(o.input)
  const wait = await asService(o.deps.db, async (tx) => {
    const byAuthor = await takeRateLimits(tx, `feedback:${author}`, [...FEEDBACK_WINDOWS.author])
    if (byAuthor !== null) return byAuthor
    return takeRateLimits(tx, `feedback-ip:${addressKey(o.ip)}`, [...FEEDBACK_WINDOWS.ip])
  })
  if (wait !== null) throw new AppError('TOO_MANY_ATTEMPTS', FEEDBACK_MESSAGES.tooMany, { retryAfterSeconds: wait })
  if (!parsed.success) throw new AppError('BAD_REQUEST', parsed.error.issues[0]?.message)
  const { text, rating, pageUrl, source } = parsed.data
  await asCaller(o.deps.db, caller, (tx) =>
    tx.query('insert into public.feedback (user_id, guest_fingerprint, rating, text, page_url, source) values ($1::uuid, $2, $3, $4, $5, $6)', [
      caller.role === 'authenticated' ? caller.userId : null,
      caller.role === 'authenticated' ? null : caller.fingerprint,
      rating ?? null,
      text,
      pageUrl || null,
      source ?? 'form',
    ]),
  )
}
