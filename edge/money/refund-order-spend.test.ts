// refundOrderSpend against the database: what an order's spend took comes back to the same accounts (subscription,
// temporary and permanent tokens, or a free question), once however often and however concurrently it is called, and
// only to the payer. On a real Postgres the concurrent calls race over two pools; on PGlite they are queued.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { onRealPostgres, testDb, type TestDb } from '../../tests/helpers/test-db'
import { credit, debit } from '../../tests/helpers/ledger'
import { openPostgres } from '../db/postgres.server'
import type { Db } from '../db/port'
import { refundOrderSpend } from './refund-order-spend'
import { spendTokens } from './spend-tokens'

let t: TestDb
let pools: Db[] = []
const U = '00000000-0000-4000-8000-00000000e001'
const V = '00000000-0000-4000-8000-00000000e002'
const W = '00000000-0000-4000-8000-00000000e003'

beforeAll(async () => {
  t = await testDb()
  await t.db.query(`insert into public.users (id, name) values ($1, 'Возврат'), ($2, 'Другой'), ($3, 'Гонка')`, [U, V, W])
  pools = t.url ? [openPostgres(t.url, { max: 20 }), openPostgres(t.url, { max: 20 })] : [t.db]
})
afterAll(async () => {
  if (t.url) await Promise.all(pools.map((p) => p.close()))
  await t.dispose()
})

type TBalanceRow = { subscription_tokens: string; temporary_tokens: string; permanent_tokens: string; trials: string }
const balanceOf = async (user: string) => {
  const [row] = await t.db.query<TBalanceRow>(
    `select subscription_tokens::text, temporary_tokens::text, permanent_tokens::text, trials::text from private.balances where user_id = $1`,
    [user],
  )
  return { subscription_tokens: Number(row?.subscription_tokens ?? 0), temporary_tokens: Number(row?.temporary_tokens ?? 0), permanent_tokens: Number(row?.permanent_tokens ?? 0), trials: Number(row?.trials ?? 0) }
}
const entriesOf = (ref: string) =>
  t.db.query<{ account: string; delta: string; reason: string }>(`select account, delta::text as delta, reason from private.ledger_entries where ref = $1 order by id`, [ref])

describe('refundOrderSpend', () => {
  it('gives back each kind the spend took, to the same account, and nothing more on a second call', async () => {
    await credit(t.db, { userId: U, account: 'subscription_tokens', amount: 5, reason: 'subscription', idempotencyKey: 'r-sub' })
    await credit(t.db, { userId: U, account: 'temporary_tokens', amount: 4, reason: 'promo', idempotencyKey: 'r-tmp', expiresAt: new Date('2099-01-01T00:00:00Z') })
    await credit(t.db, { userId: U, account: 'permanent_tokens', amount: 30, reason: 'refill', idempotencyKey: 'r-perm' })
    const before = await balanceOf(U)
    await t.db.transaction((tx) => spendTokens(tx, { userId: U, amount: 12, reason: 'ai_order', idempotencyKey: 'ai-order:901', ref: 'ai:901' }))
    expect(await balanceOf(U)).toEqual({ ...before, subscription_tokens: 0, temporary_tokens: 0, permanent_tokens: 27 })

    const first = await t.db.transaction((tx) => refundOrderSpend({ tx, userId: U, spendKey: 'ai-order:901' }))
    expect(first).toEqual({ subscription_tokens: 5, temporary_tokens: 4, permanent_tokens: 3 })
    expect(await balanceOf(U)).toEqual(before)
    const again = await t.db.transaction((tx) => refundOrderSpend({ tx, userId: U, spendKey: 'ai-order:901' }))
    expect(again).toEqual({})
    expect(await balanceOf(U)).toEqual(before)
    expect(await entriesOf('ai:901')).toEqual([
      { account: 'subscription_tokens', delta: '-5', reason: 'ai_order' },
      { account: 'temporary_tokens', delta: '-4', reason: 'ai_order' },
      { account: 'permanent_tokens', delta: '-3', reason: 'ai_order' },
      { account: 'subscription_tokens', delta: '5', reason: 'ai_order_refund' },
      { account: 'temporary_tokens', delta: '4', reason: 'ai_order_refund' },
      { account: 'permanent_tokens', delta: '3', reason: 'ai_order_refund' },
    ])
  })

  it('gives back a free question as a free question', async () => {
    await credit(t.db, { userId: U, account: 'trials', amount: 1, reason: 'trial', idempotencyKey: 'r-trial' })
    await debit(t.db, { userId: U, account: 'trials', amount: 1, reason: 'ai_order', idempotencyKey: 'ai-order:902', ref: 'ai:902' })
    const tokensBefore = await balanceOf(U)
    expect(await t.db.transaction((tx) => refundOrderSpend({ tx, userId: U, spendKey: 'ai-order:902' }))).toEqual({ trials: 1 })
    expect(await balanceOf(U)).toEqual({ ...tokensBefore, trials: 1 })
  })

  it('returns nothing for an order that took nothing, for a key that only starts alike, and to anyone but the payer', async () => {
    expect(await t.db.transaction((tx) => refundOrderSpend({ tx, userId: U, spendKey: 'ai-order:903' }))).toEqual({})
    // Only the key itself and its account suffixes count: ai-order:90 does not reach ai-order:901's entries.
    expect(await t.db.transaction((tx) => refundOrderSpend({ tx, userId: U, spendKey: 'ai-order:90' }))).toEqual({})
    expect(await t.db.transaction((tx) => refundOrderSpend({ tx, userId: V, spendKey: 'ai-order:901' }))).toEqual({})
    expect(await balanceOf(V)).toEqual({ subscription_tokens: 0, temporary_tokens: 0, permanent_tokens: 0, trials: 0 })
  })

  it(`refunds once when 40 calls race (${onRealPostgres() ? 'real Postgres, 2 pools × 20' : 'PGlite, serialised'})`, async () => {
    await credit(t.db, { userId: W, account: 'subscription_tokens', amount: 7, reason: 'subscription', idempotencyKey: 'r-race-sub' })
    await credit(t.db, { userId: W, account: 'permanent_tokens', amount: 20, reason: 'refill', idempotencyKey: 'r-race-perm' })
    await t.db.transaction((tx) => spendTokens(tx, { userId: W, amount: 15, reason: 'advanced_ai_order', idempotencyKey: 'advanced-ai-order:77', ref: 'advanced-ai:77' }))
    const results = await Promise.all(Array.from({ length: 40 }, (_, i) => pools[i % pools.length]!.transaction((tx) => refundOrderSpend({ tx, userId: W, spendKey: 'advanced-ai-order:77' }))))
    expect(results.filter((r) => Object.keys(r).length > 0)).toEqual([{ subscription_tokens: 7, permanent_tokens: 8 }])
    expect(await balanceOf(W)).toEqual({ subscription_tokens: 7, temporary_tokens: 0, permanent_tokens: 20, trials: 0 })
    const refunds = await t.db.query<{ n: string }>(`select count(*)::text as n from private.ledger_entries where ref = 'advanced-ai:77' and reason = 'advanced_ai_order_refund'`)
    expect(refunds[0]!.n).toBe('2')
  })
})
