// Rate limits count hits in fixed windows (private.take_rate_limit: a minute starts at :00, an hour at :00:00, a day at
// 00:00 UTC), taken at private.rate_limit_clock(). On the wall clock a burst that straddles a window's end is counted
// in two windows and may all pass (a CI run at 11:00 UTC split 30 wrong codes between two hours), so a test that counts
// a limit up to its maximum first stops that clock, in its own database only, in the middle of every window.
import { beforeAll } from 'vitest'
import type { Queryable } from '../../edge/db/port'

/** 12:30:30 UTC: the middle of its minute, of its hour and of its day. */
export const MID_WINDOW = new Date('2026-06-15T12:30:30Z')

/**
 * Stops the rate limits' clock in `db` at `at` (supabase/migrations/20261201001200_rate_limit_clock.sql): every hit
 * from now on counts in the windows around `at`, however long the test takes.
 */
export async function pinRateLimitClock(db: Queryable, at: Date = MID_WINDOW): Promise<void> {
  await db.query(
    `create or replace function private.rate_limit_clock() returns timestamptz language sql stable set search_path = ''
       as $$ select '${at.toISOString()}'::timestamptz $$`,
  )
}

/** Registers a beforeAll (after the file's own, which make its database) that pins the clock of `db()` at MID_WINDOW. */
export const useMidWindowClock = (db: () => Queryable): void => beforeAll(() => pinRateLimitClock(db()))
