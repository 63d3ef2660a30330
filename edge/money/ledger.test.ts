// The ledger's promises, tried against the database: credits and debits move balances in step with the ledger,
// a repeated key changes nothing, a debit never goes negative, and the ledger cannot be edited; spending tokens says
// how many are missing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testDb, type TestDb } from '../../tests/helpers/test-db'
import { credit, debit } from '../../tests/helpers/ledger'
import { applyPaymentCredit } from './apply-payment-credit'
import { getBalance } from './get-balance'
import { spendTokens } from './spend-tokens'

let t: TestDb
const U = '00000000-0000-4000-8000-00000000c001'
const V = '00000000-0000-4000-8000-00000000c002'

beforeAll(async () => {
  t = await testDb()
  await t.db.query(`insert into public.users (id, name) values ($1, 'Деньги'), ($2, 'Другой')`, [U, V])
})
afterAll(async () => {
  await t.dispose()
})

const ledgerSum = async (user: string, account: string) =>
  Number((await t.db.query<{ s: string }>('select coalesce(sum(delta), 0)::text as s from private.ledger_entries where user_id = $1 and account = $2', [user, account]))[0]!.s)

describe('credit and debit', () => {
  it('moves the balance and the ledger together', async () => {
    const c = await credit(t.db, { userId: U, account: 'coins', amount: 199000, reason: 'refill', idempotencyKey: 'l-1', ref: 'pay-1' })
    expect(c).toMatchObject({ balanceAfter: 199000, replayed: false })
    const d = await debit(t.db, { userId: U, account: 'coins', amount: 9000, reason: 'order', idempotencyKey: 'l-2' })
    expect(d.balanceAfter).toBe(190000)
    expect(await ledgerSum(U, 'coins')).toBe(190000)
    expect((await getBalance({ db: t.db, caller: { role: 'authenticated', userId: U } }))!.balanceCoins).toBe(1900)
  })

  it('answers a repeated key with the first result and changes nothing', async () => {
    const first = await credit(t.db, { userId: U, account: 'permanent_tokens', amount: 30, reason: 'gift', idempotencyKey: 'l-3' })
    const again = await credit(t.db, { userId: U, account: 'permanent_tokens', amount: 30, reason: 'gift', idempotencyKey: 'l-3' })
    expect(again).toEqual({ ...first, replayed: true })
    expect(await ledgerSum(U, 'permanent_tokens')).toBe(30)
    // The same key for a different movement is a bug in the caller, not a replay.
    await expect(credit(t.db, { userId: U, account: 'permanent_tokens', amount: 31, reason: 'gift', idempotencyKey: 'l-3' })).rejects.toThrow(/different movement/)
  })

  it('refuses a debit beyond the balance and records nothing', async () => {
    await expect(debit(t.db, { userId: U, account: 'permanent_tokens', amount: 31, reason: 'order', idempotencyKey: 'l-4' })).rejects.toMatchObject({
      code: 'MN001',
      message: expect.stringContaining('insufficient funds'),
    })
    await expect(debit(t.db, { userId: V, account: 'trials', amount: 1, reason: 'order', idempotencyKey: 'l-5' })).rejects.toThrow(/insufficient funds/)
    expect(await ledgerSum(U, 'permanent_tokens')).toBe(30)
    expect(await t.db.query(`select 1 from private.ledger_entries where idempotency_key in ('l-4', 'l-5')`)).toEqual([])
  })

  it('rejects non-positive amounts, unknown accounts and expiry on anything but temporary tokens', async () => {
    await expect(credit(t.db, { userId: U, account: 'coins', amount: 0, reason: 'x', idempotencyKey: 'l-6' })).rejects.toThrow(/positive/)
    await expect(debit(t.db, { userId: U, account: 'coins', amount: -5, reason: 'x', idempotencyKey: 'l-7' })).rejects.toThrow(/positive/)
    await expect(t.db.query(`select * from private.credit($1, 'gold', 5, 'x', 'l-8')`, [U])).rejects.toThrow(/unknown account/)
    await expect(credit(t.db, { userId: U, account: 'coins', amount: 5, reason: 'x', idempotencyKey: 'l-9', expiresAt: new Date() })).rejects.toThrow()
    const tmp = await credit(t.db, { userId: U, account: 'temporary_tokens', amount: 5, reason: 'promo', idempotencyKey: 'l-10', expiresAt: new Date('2027-01-01T00:00:00Z') })
    expect(tmp.balanceAfter).toBe(5)
  })

  it('keeps the ledger append-only', async () => {
    await expect(t.db.query(`update private.ledger_entries set delta = 1000000 where idempotency_key = 'l-1'`)).rejects.toThrow(/append-only/)
    await expect(t.db.query(`delete from private.ledger_entries where idempotency_key = 'l-1'`)).rejects.toThrow(/append-only/)
  })
})

describe('applyPaymentCredit', () => {
  it('credits every account of a payment once, however often the bank calls back', async () => {
    const credits = { subscription_tokens: 100, bonuses: 100 }
    expect(await applyPaymentCredit({ tx: t.db, paymentKey: 'bank:777', userId: V, credits, reason: 'subscription', ref: 'pay-777' })).toBe(true)
    expect(await applyPaymentCredit({ tx: t.db, paymentKey: 'bank:777', userId: V, credits, reason: 'subscription', ref: 'pay-777' })).toBe(false)
    const balance = await getBalance({ db: t.db, caller: { role: 'authenticated', userId: V } })
    expect(balance).toMatchObject({ balanceTokens: 100, balanceBonuses: 100, detailedBalance: { subscription_tokens: 100, permanent_tokens: 0, temporary_tokens: 0 } })
  })
})

describe('spendTokens', () => {
  it('refuses a short balance with INSUFFICIENT_TOKENS and the missing tokens, then pays once per key', async () => {
    // V holds the 100 subscription tokens of the payment above.
    await expect(spendTokens(t.db, { userId: V, amount: 130, reason: 'order', idempotencyKey: 'spend-1' })).rejects.toMatchObject({
      code: 'INSUFFICIENT_TOKENS',
      message: 'Недостаточно средств на балансе',
      details: { account: 'tokens', missing: 30 },
    })
    expect(await spendTokens(t.db, { userId: V, amount: 60, reason: 'order', idempotencyKey: 'spend-2' })).toBe(true)
    expect(await spendTokens(t.db, { userId: V, amount: 60, reason: 'order', idempotencyKey: 'spend-2' })).toBe(false)
    expect(await ledgerSum(V, 'subscription_tokens')).toBe(40)
  })
})
