// Fixed windows are counted at the rate limits' clock (private.rate_limit_clock), not at the wall clock: a window's end
// resets the count at the instant that clock gives, and the seconds to wait are counted from it too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testDb, type TestDb } from '../../tests/helpers/test-db'
import { MID_WINDOW, pinRateLimitClock } from '../../tests/helpers/rate-window'
import { asService } from '../db/port'
import { HOUR, isRateLimited, takeRateLimits, type TWindow } from './rate-limit'

let t: TestDb
beforeAll(async () => {
  t = await testDb()
}, 120_000)
afterAll(() => t.dispose())

const take = (bucket: string, windows: TWindow[]) => asService(t.db, (tx) => takeRateLimits(tx, bucket, windows))
const full = (bucket: string, w: TWindow) => asService(t.db, (tx) => isRateLimited(tx, bucket, w))
const at = (iso: string) => pinRateLimitClock(t.db, new Date(iso))

describe('rate limits at the rate limits’ clock', () => {
  const TWO_AN_HOUR: TWindow = { name: 'h', seconds: HOUR, max: 2 }

  it('starts a new hour at 11:00:00 by that clock, whatever the wall clock says', async () => {
    const bucket = `clock:${crypto.randomUUID()}`
    await at('2026-03-10T10:59:59.500Z')
    expect(await take(bucket, [TWO_AN_HOUR])).toBeNull()
    expect(await take(bucket, [TWO_AN_HOUR])).toBeNull()
    expect(await full(bucket, TWO_AN_HOUR)).toBe(true)
    // The third in the hour is refused, with the half second left rounded up to the whole one.
    expect(await take(bucket, [TWO_AN_HOUR])).toBe(1)

    await at('2026-03-10T11:00:00Z')
    expect(await full(bucket, TWO_AN_HOUR)).toBe(false)
    expect(await take(bucket, [TWO_AN_HOUR])).toBeNull()
    expect(await take(bucket, [TWO_AN_HOUR])).toBeNull()
    expect(await take(bucket, [TWO_AN_HOUR])).toBe(HOUR)
    const rows = await t.db.query<{ window_start: Date; hits: number }>(
      `select window_start, hits from private.rate_limit_hits where bucket = $1 order by window_start`,
      [`${bucket}:h`],
    )
    expect(rows.map((r) => [new Date(r.window_start).toISOString(), Number(r.hits)])).toEqual([
      ['2026-03-10T10:00:00.000Z', 3],
      ['2026-03-10T11:00:00.000Z', 3],
    ])
  })

  it('keeps counting in one window while the clock is pinned in its middle, and waits the rest of it', async () => {
    const bucket = `clock:${crypto.randomUUID()}`
    await pinRateLimitClock(t.db)
    const minute: TWindow = { name: 'm', seconds: 60, max: 3 }
    const hour: TWindow = { name: 'h', seconds: HOUR, max: 10 }
    for (let i = 0; i < minute.max; i++) expect(await take(bucket, [minute, hour])).toBeNull()
    // At 12:30:30 the minute is full with 30 s of it left; the hour, counted after it, does not count the refusal.
    expect(await take(bucket, [minute, hour])).toBe(30)
    expect(MID_WINDOW.getUTCSeconds()).toBe(30)
    const [row] = await t.db.query<{ hits: number }>(`select hits from private.rate_limit_hits where bucket = $1`, [`${bucket}:h`])
    expect(Number(row?.hits)).toBe(minute.max)
  })
  it('has one take_rate_limit and one clock, both for the service role alone', async () => {
    const fns = await t.db.query<{ name: string; args: string; service: boolean; client: boolean; guest: boolean }>(
      `select p.proname as name, pg_get_function_identity_arguments(p.oid) as args,
              has_function_privilege('service_role', p.oid, 'EXECUTE') as service,
              has_function_privilege('authenticated', p.oid, 'EXECUTE') as client,
              has_function_privilege('anon', p.oid, 'EXECUTE') as guest
         from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'private' and p.proname in ('take_rate_limit', 'rate_limit_clock') order by 1`,
    )
    expect(fns).toEqual([
      { name: 'rate_limit_clock', args: '', service: true, client: false, guest: false },
      { name: 'take_rate_limit', args: 'p_bucket text, p_window_seconds integer, p_max integer', service: true, client: false, guest: false },
    ])
  })
})
