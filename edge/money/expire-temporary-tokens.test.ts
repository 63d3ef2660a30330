// Temporary tokens lapse: each expired grant is swept once, spending counts against the soonest-expiring grant, the
// balance never goes negative, and every grant books its sweep job.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { onRealPostgres, testDb, type TestDb } from '../../tests/helpers/test-db'
import { credit, debit } from '../../tests/helpers/ledger'
import { expireTemporaryTokens, expireTemporaryTokensJob } from './expire-temporary-tokens'
import { createLogger } from '../log'

let t: TestDb
const U = '00000000-0000-4000-8000-00000000e001'
const V = '00000000-0000-4000-8000-00000000e002'
const W = '00000000-0000-4000-8000-00000000e003'

beforeAll(async () => {
  t = await testDb()
  await t.db.query(`insert into public.users (id, name) values ($1, 'Временные'), ($2, 'Потратил всё'), ($3, 'Гонка')`, [U, V, W])
})
afterAll(async () => {
  await t.dispose()
})

const temporary = async (user: string) =>
  Number((await t.db.query<{ v: string }>(`select temporary_tokens::text as v from private.balances where user_id = $1`, [user]))[0]?.v ?? 0)
const hourAgo = () => new Date(Date.now() - 3600_000)
const inADay = () => new Date(Date.now() + 86400_000)

describe('temporary token expiry', () => {
  it('debits what is left of an expired grant once, leaving unexpired grants alone', async () => {
    await credit(t.db, { userId: U, account: 'temporary_tokens', amount: 30, reason: 'promo', idempotencyKey: 'tt-u-1', expiresAt: hourAgo() })
    await credit(t.db, { userId: U, account: 'temporary_tokens', amount: 20, reason: 'promo', idempotencyKey: 'tt-u-2', expiresAt: inADay() })
    await debit(t.db, { userId: U, account: 'temporary_tokens', amount: 5, reason: 'order', idempotencyKey: 'tt-u-spend' })
    // Each grant booked a sweep at the minute after its expiry.
    const jobs = await t.db.query(`select 1 from private.jobs where name = 'temporary-tokens-expire'`)
    expect(jobs.length).toBeGreaterThanOrEqual(2)

    const swept = await expireTemporaryTokens({ tx: t.db })
    expect(swept.filter((g) => g.userId === U)).toEqual([{ userId: U, debited: 25 }])
    expect(await temporary(U)).toBe(20)
    // The job (a retry, or the next sweep) finds nothing more to take.
    await expireTemporaryTokensJob.handler({}, { db: t.db, jobId: 'x', attempt: 1, log: createLogger('silent') })
    expect(await expireTemporaryTokens({ tx: t.db })).toEqual([])
    expect(await temporary(U)).toBe(20)
    const entries = await t.db.query<{ delta: string }>(`select delta::text from private.ledger_entries where user_id = $1 and reason = 'temporary-expired'`, [U])
    expect(entries).toEqual([{ delta: '-25' }])
  })

  it('a grant already spent expires with nothing to debit, and still only once', async () => {
    await credit(t.db, { userId: V, account: 'temporary_tokens', amount: 10, reason: 'promo', idempotencyKey: 'tt-v-1', expiresAt: hourAgo() })
    await debit(t.db, { userId: V, account: 'temporary_tokens', amount: 10, reason: 'order', idempotencyKey: 'tt-v-spend' })
    expect(await expireTemporaryTokens({ tx: t.db })).toEqual([{ userId: V, debited: 0 }])
    expect(await expireTemporaryTokens({ tx: t.db })).toEqual([])
    expect(await temporary(V)).toBe(0)
  })
})

describe(`20 sweeps at once (${onRealPostgres() ? 'real Postgres' : 'PGlite, serialised'})`, () => {
  it('debit each expired grant once', async () => {
    for (let i = 0; i < 5; i++) {
      await credit(t.db, { userId: W, account: 'temporary_tokens', amount: 10, reason: 'promo', idempotencyKey: `tt-w-${i}`, expiresAt: hourAgo() })
    }
    const runs = await Promise.all(Array.from({ length: 20 }, () => t.db.transaction((tx) => expireTemporaryTokens({ tx }))))
    const swept = runs.flat().filter((g) => g.userId === W)
    expect(swept).toHaveLength(5)
    expect(swept.reduce((n, g) => n + g.debited, 0)).toBe(50)
    expect(await temporary(W)).toBe(0)
  })
})
