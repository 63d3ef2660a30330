// Concurrency proofs of the ledger. On a real Postgres the calls race over separate pools of 20 connections;
// on PGlite (one connection) the same calls are queued, which still proves the bookkeeping, not the locks.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { onRealPostgres, testDb, type TestDb } from '../../tests/helpers/test-db'
import { openPostgres } from '../db/postgres.server'
import type { Db } from '../db/port'
import { credit, debit } from '../../tests/helpers/ledger'

let t: TestDb
let pools: Db[] = []
const U = '00000000-0000-4000-8000-00000000d001'
const W = '00000000-0000-4000-8000-00000000d002'

beforeAll(async () => {
  t = await testDb()
  await t.db.query(`insert into public.users (id, name) values ($1, 'Гонка'), ($2, 'Гонка-2')`, [U, W])
  pools = t.url ? [openPostgres(t.url, { max: 20 }), openPostgres(t.url, { max: 20 })] : [t.db]
})
afterAll(async () => {
  if (t.url) await Promise.all(pools.map((p) => p.close()))
  await t.dispose()
})

const pool = (i: number) => pools[i % pools.length] as Db
const balanceOf = async (user: string, account: string) =>
  Number((await t.db.query<{ v: string }>(`select ${account}::text as v from private.balances where user_id = $1`, [user]))[0]?.v ?? 0)

describe(`ledger under concurrency (${onRealPostgres() ? 'real Postgres, 2 pools × 20' : 'PGlite, serialised'})`, () => {
  it('applies 100 concurrent uses of one idempotency key exactly once', async () => {
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        credit(pool(i), { userId: U, account: 'permanent_tokens', amount: 25, reason: 'refill', idempotencyKey: 'race-key-1', ref: 'pay-race' }),
      ),
    )
    expect(results.filter((r) => !r.replayed)).toHaveLength(1)
    expect(results.filter((r) => r.replayed)).toHaveLength(99)
    // Every replay answers with the first result.
    expect(new Set(results.map((r) => `${r.entryId}:${r.balanceAfter}`)).size).toBe(1)
    expect(await balanceOf(U, 'permanent_tokens')).toBe(25)
    expect(await t.db.query(`select id from private.ledger_entries where idempotency_key = 'race-key-1'`)).toHaveLength(1)
  })

  it('lets exactly 10 of 50 concurrent debits of 1 through a balance of 10', async () => {
    await credit(t.db, { userId: W, account: 'subscription_tokens', amount: 10, reason: 'subscription', idempotencyKey: 'race-seed' })
    const outcomes = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) =>
        debit(pool(i), { userId: W, account: 'subscription_tokens', amount: 1, reason: 'order', idempotencyKey: `race-debit-${i}` }),
      ),
    )
    const applied = outcomes.filter((o) => o.status === 'fulfilled')
    const refused = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected')
    expect(applied).toHaveLength(10)
    expect(refused).toHaveLength(40)
    for (const r of refused) expect(r.reason).toMatchObject({ code: 'MN001' })
    expect(await balanceOf(W, 'subscription_tokens')).toBe(0)
    const [ledger] = await t.db.query<{ n: string; s: string }>(
      `select count(*)::text as n, sum(delta)::text as s from private.ledger_entries where user_id = $1 and account = 'subscription_tokens'`,
      [W],
    )
    expect(ledger).toEqual({ n: '11', s: '0' })
  })
})
