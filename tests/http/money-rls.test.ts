// Row-level security on money: a client reads only its own balance and ledger, writes nothing, and cannot call the
// functions that move money; a guest sees no balance; the coupon tables answer no API role. Each refusal is tried.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { asCaller, type Caller } from '../../edge/db/port'
import { credit } from '../helpers/ledger'
import { testDb, type TestDb } from '../helpers/test-db'

let t: TestDb
const A = '00000000-0000-4000-8000-0000000000e1'
const B = '00000000-0000-4000-8000-0000000000e2'
const asA: Caller = { role: 'authenticated', userId: A }
const guest: Caller = { role: 'anon', fingerprint: 'guest-fingerprint-money' }

beforeAll(async () => {
  t = await testDb()
  await t.db.query(`insert into public.users (id, name) values ($1, 'А'), ($2, 'Б')`, [A, B])
  await credit(t.db, { userId: A, account: 'coins', amount: 50000, reason: 'refill', idempotencyKey: 'rls-a' })
  await credit(t.db, { userId: B, account: 'coins', amount: 90000, reason: 'refill', idempotencyKey: 'rls-b' })
})
afterAll(async () => {
  await t.dispose()
})

const run = <T>(caller: Caller, sql: string, params: unknown[] = []) => asCaller(t.db, caller, (tx) => tx.query<T>(sql, params))

describe('balances and ledger', () => {
  it('a client reads only its own rows, through the public views and the private tables alike', async () => {
    expect(await run(asA, 'select user_id, coins::text from public.balances')).toEqual([{ user_id: A, coins: '50000' }])
    expect((await run<{ user_id: string }>(asA, 'select user_id from public.ledger_entries')).map((r) => r.user_id)).toEqual([A])
    expect(await run(asA, 'select user_id from private.balances where user_id = $1', [B])).toEqual([])
    expect(await run(asA, 'select user_id from private.ledger_entries where user_id = $1', [B])).toEqual([])
  })

  it('a client cannot write balances or the ledger', async () => {
    for (const sql of [
      `update public.balances set coins = 10000000`,
      `update private.balances set coins = 10000000`,
      `insert into private.ledger_entries (user_id, account, delta, balance_after, reason, idempotency_key) values ('${A}', 'coins', 1, 1, 'x', 'evil')`,
      `delete from private.balances`,
    ]) {
      await expect(run(asA, sql), sql).rejects.toThrow(/permission denied|cannot/)
    }
    const [a] = await t.db.query<{ coins: string }>('select coins::text from private.balances where user_id = $1', [A])
    expect(a!.coins).toBe('50000')
  })

  it('a client cannot call the money functions, not even for itself', async () => {
    for (const sql of [
      `select * from private.credit('${A}', 'coins', 100, 'x', 'evil-1')`,
      `select * from private.debit('${B}', 'coins', 100, 'x', 'evil-2')`,
      `select private.apply_payment_credit('evil-3', '${A}', '{"coins": 100}', 'x')`,
      `select * from private.move_money('${A}', 'coins', 100, 'x', 'evil-4', null, null)`,
      `select private.redeem_promo_code('${A}', 1)`,
    ]) {
      await expect(run(asA, sql), sql).rejects.toThrow(/permission denied/)
    }
  })

  it('a guest sees no balance at all', async () => {
    await expect(run(guest, 'select * from public.balances')).rejects.toThrow(/permission denied/)
    await expect(run(guest, 'select * from public.ledger_entries')).rejects.toThrow(/permission denied/)
  })
})

describe('offers', () => {
  it('tariffs are public, coupons, codes, redemptions and influencers are not', async () => {
    expect((await run(guest, 'select id from public.subscription_types')).length).toBe(9)
    await expect(run(asA, 'update public.subscription_types set price = 1')).rejects.toThrow(/permission denied/)
    for (const table of ['private.coupons', 'private.promo_codes', 'private.promo_code_redemptions', 'private.influencers']) {
      await expect(run(asA, `select * from ${table}`), table).rejects.toThrow(/permission denied/)
      await expect(run(guest, `select * from ${table}`), table).rejects.toThrow(/permission denied/)
    }
  })
})
