// Trial credits: a trial key credits once per client (twice, or ten times at once, still once), an unknown, switched-off
// or expired key credits nothing, guesses are rate-limited, and the newby welcome trials are granted once and only to a
// newly registered account. On real Postgres the concurrent calls race over 2 pools × 20 connections.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { onRealPostgres, testDb, type TestDb } from '../../tests/helpers/test-db'
import { useMidWindowClock } from '../../tests/helpers/rate-window'
import { openPostgres } from '../db/postgres.server'
import type { Caller, Db, Queryable } from '../db/port'
import type { RealtimeHub, RealtimeMessage } from '../realtime/hub'
import type { TSettings } from '../settings'
import { redeemTrialKey, TRIAL_KEY_MESSAGES, TRIAL_KEY_WINDOWS } from './redeem-trial-key'
import { claimNewbyTrials } from './claim-newby-trials'

let t: TestDb
let pools: Db[] = []
let userSeq = 0

beforeAll(async () => {
  t = await testDb()
  pools = t.url ? [openPostgres(t.url, { max: 20 }), openPostgres(t.url, { max: 20 })] : [t.db]
  await t.db.query(`insert into public.trial_keys (key, trials, active, expires_at) values
    ('SCHOOL-2026', 4, true, null), ('OLD-KEY', 4, true, now() - interval '1 day'), ('OFF-KEY', 4, false, null), ('LATER', 2, true, now() + interval '1 day')`)
})
afterAll(async () => {
  if (t.url) await Promise.all(pools.map((p) => p.close()))
  await t.dispose()
})
// The guesses that fill the minute's limit fall into one minute whenever the run starts.
useMidWindowClock(() => t.db)

const published: RealtimeMessage[] = []
const realtime = { publish: async (_q: Queryable, msg: RealtimeMessage) => void published.push(msg) } as unknown as RealtimeHub
const deps = (db: Db = t.db, newbyTrials = 3) => ({ db, realtime, settings: { NEWBY_TRIALS: newbyTrials } as TSettings })
const pool = (i: number) => pools[i % pools.length] as Db

async function newUser(): Promise<Caller & { userId: string }> {
  const id = `00000000-0000-4000-8000-${String(0xf00000 + ++userSeq).padStart(12, '0')}`
  await t.db.query(`insert into public.users (id, name) values ($1, 'Пробник')`, [id])
  return { role: 'authenticated', userId: id }
}
const trialsOf = async (userId: string) => Number((await t.db.query<{ v: string }>('select trials::text as v from private.balances where user_id = $1', [userId]))[0]?.v ?? 0)

describe('trialKey', () => {
  it('credits its trials once; a second redemption says it is used and credits nothing', async () => {
    const c = await newUser()
    published.length = 0
    expect(await redeemTrialKey({ deps: deps(), caller: c, key: ' SCHOOL-2026 ' })).toEqual({ trials: 4 })
    expect(published).toEqual([expect.objectContaining({ room: `App.Models.User.${c.userId}`, event: 'user-changed' })])
    await expect(redeemTrialKey({ deps: deps(), caller: c, key: 'SCHOOL-2026' })).rejects.toMatchObject({ code: 'CONFLICT', message: TRIAL_KEY_MESSAGES.used })
    expect(await trialsOf(c.userId)).toBe(4)
    // Another key adds its own; the ledger names each.
    expect(await redeemTrialKey({ deps: deps(), caller: c, key: 'LATER' })).toEqual({ trials: 6 })
    const keys = await t.db.query<{ idempotency_key: string }>('select idempotency_key from private.ledger_entries where user_id = $1 order by id', [c.userId])
    expect(keys.map((k) => k.idempotency_key)).toEqual([`trial:SCHOOL-2026:${c.userId}`, `trial:LATER:${c.userId}`])
  })

  it('refuses unknown, switched-off, expired and malformed keys with «Ключ недействителен…», crediting nothing', async () => {
    const c = await newUser()
    for (const key of ['NOPE', 'OLD-KEY', 'OFF-KEY', "x' or 1=1 --", '', 'a'.repeat(65), 'school-2026']) {
      await expect(redeemTrialKey({ deps: deps(), caller: c, key }), key).rejects.toMatchObject({ code: 'NOT_FOUND', message: TRIAL_KEY_MESSAGES.invalid })
    }
    expect(await trialsOf(c.userId)).toBe(0)
  })

  it('is for signed-in clients that may create orders', async () => {
    await expect(redeemTrialKey({ deps: deps(), caller: { role: 'anon' }, key: 'SCHOOL-2026' })).rejects.toMatchObject({ code: 'UNAUTHENTICATED' })
    const c = await newUser()
    await t.db.query('update public.users set can_create_orders = false where id = $1', [c.userId])
    await expect(redeemTrialKey({ deps: deps(), caller: c, key: 'SCHOOL-2026' })).rejects.toMatchObject({ code: 'RESTRICTED' })
    expect(await trialsOf(c.userId)).toBe(0)
  })

  it('counts refused guesses too: past the minute limit every attempt is TOO_MANY_ATTEMPTS', async () => {
    const c = await newUser()
    const max = TRIAL_KEY_WINDOWS[0].max
    for (let i = 0; i < max; i++) await expect(redeemTrialKey({ deps: deps(), caller: c, key: `GUESS-${i}` })).rejects.toMatchObject({ code: 'NOT_FOUND' })
    await expect(redeemTrialKey({ deps: deps(), caller: c, key: 'SCHOOL-2026' })).rejects.toMatchObject({ code: 'TOO_MANY_ATTEMPTS' })
    expect(await trialsOf(c.userId)).toBe(0)
  })

  it(`credits once when ten redemptions of one client race (${onRealPostgres() ? 'real Postgres' : 'PGlite, serialised'})`, async () => {
    const c = await newUser()
    const outcomes = await Promise.allSettled(Array.from({ length: 10 }, (_, i) => redeemTrialKey({ deps: deps(pool(i)), caller: c, key: 'SCHOOL-2026' })))
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1)
    for (const o of outcomes) if (o.status === 'rejected') expect(o.reason).toMatchObject({ code: 'CONFLICT' })
    expect(await trialsOf(c.userId)).toBe(4)
    // The SQL function alone, 50 at once: one 'credited', the rest 'used'.
    const d = await newUser()
    const rows = await Promise.all(
      Array.from({ length: 50 }, (_, i) => pool(i).query<{ outcome: string }>(`select outcome from private.redeem_trial_key($1::uuid, 'SCHOOL-2026')`, [d.userId])),
    )
    expect(rows.map((r) => r[0]!.outcome).sort()).toEqual(['credited', ...Array<string>(49).fill('used')])
    expect(await trialsOf(d.userId)).toBe(4)
  })
})

describe('newby', () => {
  it('grants NEWBY_TRIALS once to a new account, even when asked at once from two tabs', async () => {
    const c = await newUser()
    const results = await Promise.all([0, 1, 2, 3].map((i) => claimNewbyTrials({ deps: deps(pool(i)), caller: c })))
    expect(results.map((r) => r.trialsGranted).sort()).toEqual([0, 0, 0, 3])
    expect(await claimNewbyTrials({ deps: deps(), caller: c })).toEqual({ trialsGranted: 0 })
    // A changed amount later does not grant the difference.
    expect(await claimNewbyTrials({ deps: deps(t.db, 5), caller: c })).toEqual({ trialsGranted: 0 })
    expect(await trialsOf(c.userId)).toBe(3)
  })

  it('grants nothing to an account registered long ago, to a guest, or when switched off', async () => {
    const old = await newUser()
    await t.db.query(`update public.users set created_at = now() - interval '30 days' where id = $1`, [old.userId])
    expect(await claimNewbyTrials({ deps: deps(), caller: old })).toEqual({ trialsGranted: 0 })
    expect(await trialsOf(old.userId)).toBe(0)
    const off = await newUser()
    expect(await claimNewbyTrials({ deps: deps(t.db, 0), caller: off })).toEqual({ trialsGranted: 0 })
    expect(await trialsOf(off.userId)).toBe(0)
    await expect(claimNewbyTrials({ deps: deps(), caller: { role: 'anon' } })).rejects.toMatchObject({ code: 'UNAUTHENTICATED' })
  })
})
