// Temporary tokens lapse (spec §3 detailedBalance.temporary_tokens): each expired grant is swept once by
// private.expire_temporary_tokens, which debits what is left of it (spending takes the soonest-expiring first).
import { z } from 'zod'
import { asService, type Queryable } from '../db/port'
import { defineJob } from '../jobs/registry'

const EXPIRE_TEMPORARY_TOKENS_JOB = 'temporary-tokens-expire'
export type TExpiredGrant = { userId: string; debited: number }

export async function expireTemporaryTokens({ tx, now = new Date(), limit = 500 }: { tx: Queryable; now?: Date; limit?: number }): Promise<TExpiredGrant[]> {
  const rows = await tx.query<{ user_id: string; debited: string }>('select user_id, debited::text from private.expire_temporary_tokens($1, $2)', [now, limit])
  return rows.map((r) => ({ userId: r.user_id, debited: Number(r.debited) }))
}

/**
 * The sweep job. Each temporary grant books one at the minute after its expiry (a trigger on the ledger, whoever
 * credits), so there is no endless chain of jobs; a sweep takes every grant that is due by then.
 */
export const expireTemporaryTokensJob = defineJob({
  name: EXPIRE_TEMPORARY_TOKENS_JOB,
  schema: z.unknown(),
  async handler(_payload, { db, log }) {
    const swept = await asService(db, (tx) => expireTemporaryTokens({ tx }))
    if (swept.length) log.info('temporary tokens expired', { grants: swept.length, debited: swept.reduce((n, g) => n + g.debited, 0) })
  },
})
