// The prize wheel in SQL and its business functions: the seed matches the contract, the draw follows the weights of
// the prizes that can be given (an empty promo pool is out), a prize is applied once, −3 clamps at zero, a spin with
// none left changes nothing, RLS hides one client's wheel from another and the pool from everyone, and 100 concurrent
// spins of one client with 3 spins give exactly the prizes the spins allow (real Postgres: 2 pools × 20 connections).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { onRealPostgres, testDb, type TestDb } from '../../tests/helpers/test-db'
import { openPostgres } from '../db/postgres.server'
import { asCaller, type Caller, type Db, type Queryable } from '../db/port'
import type { RealtimeHub, RealtimeMessage } from '../realtime/hub'
import { WHEEL_PRIZES } from '../../domain/wheel/prizes'
import { DEFAULT_WEIGHTS } from '../../tests/helpers/seeds'
import { WELCOME_SPIN_REASON } from '../../domain/wheel/spin-rules'
import { spinWheelOfFortune } from './spin-wheel-of-fortune'
import { getWheelOfFortune } from './get-wheel-of-fortune'
import { grantWheelSpins } from './grant-wheel-spins'
import { drawUniform } from './draw-uniform'

let t: TestDb
let pools: Db[] = []
let userSeq = 0

beforeAll(async () => {
  t = await testDb()
  pools = t.url ? [openPostgres(t.url, { max: 20 }), openPostgres(t.url, { max: 20 })] : [t.db]
})
afterAll(async () => {
  if (t.url) await Promise.all(pools.map((p) => p.close()))
  await t.dispose()
})

const published: RealtimeMessage[] = []
const realtime = { publish: async (_q: Queryable, msg: RealtimeMessage) => void published.push(msg) } as unknown as RealtimeHub
const deps = (db: Db = t.db) => ({ db, realtime })

async function newUser(): Promise<string> {
  const id = `00000000-0000-4000-8000-${String(0xe00000 + ++userSeq).padStart(12, '0')}`
  await t.db.query(`insert into public.users (id, name) values ($1, 'Колесо')`, [id])
  return id
}
const asClient = (userId: string): Caller => ({ role: 'authenticated', userId })

/** A user with exactly `spins` spins, the welcome spin already among them (so nothing more is granted). */
async function userWithSpins(spins: number): Promise<string> {
  const id = await newUser()
  await grantWheelSpins(t.db, { userId: id, reason: WELCOME_SPIN_REASON, spins: 1 })
  await t.db.query('update public.wheel_spin_balances set spins = $2 where user_id = $1', [id, spins])
  return id
}

const spinsOf = async (userId: string) => Number((await t.db.query<{ spins: number }>('select spins from public.wheel_spin_balances where user_id = $1', [userId]))[0]?.spins ?? 0)
const trialsOf = async (userId: string) => Number((await t.db.query<{ v: string }>('select trials::text as v from private.balances where user_id = $1', [userId]))[0]?.v ?? 0)

let codeSeq = 0
async function addCodes(value: number, n: number): Promise<void> {
  await t.db.query(`insert into private.wheel_promo_codes (code, value) select 'TEST-' || $1::text || '-' || g, $2 from generate_series(1, $3) g`, [`${++codeSeq}`, value, n])
}
const freeCodes = async () =>
  Object.fromEntries((await t.db.query<{ value: number; n: string }>('select value, count(*)::text as n from private.wheel_promo_codes where spin_id is null group by value')).map((r) => [r.value, Number(r.n)]))

type TSpin = { spin_id: string; spin_uuid: string; prize_id: number; promo_code: string | null; spins_left: number; trials: string }
const spinSql = async (q: Queryable, userId: string, r: number) =>
  (await q.query<TSpin>('select spin_id::text, spin_uuid::text, prize_id, promo_code, spins_left, trials::text from private.spin_wheel($1::uuid, $2)', [userId, r]))[0]!

/** The number that lands on `prizeId` when `eligible` (in id order, with their weights) can be drawn: its range's middle. */
function numberFor(prizeId: number, eligible: number[]): number {
  const total = eligible.reduce((s, id) => s + DEFAULT_WEIGHTS[id]!, 0)
  let from = 0
  for (const id of eligible) {
    if (id === prizeId) return (from + DEFAULT_WEIGHTS[id]! / 2) / total
    from += DEFAULT_WEIGHTS[id]!
  }
  throw new Error(`prize ${prizeId} is not eligible`)
}
const NO_PROMO = [4, 5, 6, 7, 8, 9, 10, 11]

/** Takes the whole pool out of play for one test (and gives it back), so earlier tests' codes do not shift the draw. */
async function withoutPool<T>(fn: () => Promise<T>): Promise<T> {
  const taken = await t.db.query<{ id: string }>(`update private.wheel_promo_codes set assigned_at = now(), spin_id = -id where spin_id is null returning id::text`)
  try {
    return await fn()
  } finally {
    if (taken.length) await t.db.query(`update private.wheel_promo_codes set assigned_at = null, spin_id = null where id = any($1::bigint[])`, [taken.map((r) => r.id)])
  }
}

describe('the seed', () => {
  it('equals domain/wheel/prizes.ts: eleven prizes, kinds, values and default weights', async () => {
    const rows = await t.db.query<{ id: number; kind: string; value: number; weight: number }>('select id, kind, value, weight from public.wheel_prizes order by id')
    expect(rows).toEqual(WHEEL_PRIZES.map((p) => ({ id: p.id, kind: p.kind, value: p.value, weight: DEFAULT_WEIGHTS[p.id] })))
  })
})

describe('the draw', () => {
  it('follows the weights exactly over an even spread of numbers, promo prizes included while the pool has codes', async () => {
    const u = await userWithSpins(100_000)
    await addCodes(50, 100)
    await addCodes(100, 60)
    await addCodes(1000, 20)
    const total = Object.values(DEFAULT_WEIGHTS).reduce((s, w) => s + w, 0)
    const counts: Record<number, number> = {}
    await t.db.transaction(async (tx) => {
      for (let k = 0; k < total * 10; k++) {
        const s = await spinSql(tx, u, (k + 0.5) / (total * 10))
        counts[s.prize_id] = (counts[s.prize_id] ?? 0) + 1
      }
    })
    for (const p of WHEEL_PRIZES) expect(counts[p.id] ?? 0, `prize ${p.id}`).toBe(DEFAULT_WEIGHTS[p.id]! * 10)
    // Every promo win took its own code of its own value.
    const codes = await t.db.query<{ value: number; n: string }>(
      `select c.value, count(*)::text as n from public.wheel_spins s join private.wheel_promo_codes c on c.spin_id = s.id and c.code = s.promo_code
        where s.user_id = $1 and c.assigned_to = $1 group by c.value order by c.value`,
      [u],
    )
    expect(codes).toEqual([{ value: 50, n: '80' }, { value: 100, n: '50' }, { value: 1000, n: '10' }])
  })

  it('leaves out a promo prize whose pool is empty, and the weights of the rest decide', async () => {
    await withoutPool(async () => {
      const u = await userWithSpins(100_000)
      await addCodes(100, 10)
      const eligible = [2, ...NO_PROMO]
      const total = eligible.reduce((s, id) => s + DEFAULT_WEIGHTS[id]!, 0)
      const counts: Record<number, number> = {}
      await t.db.transaction(async (tx) => {
        for (let k = 0; k < total; k++) {
          const s = await spinSql(tx, u, (k + 0.5) / total)
          counts[s.prize_id] = (counts[s.prize_id] ?? 0) + 1
        }
      })
      expect(counts[1]).toBeUndefined()
      expect(counts[3]).toBeUndefined()
      for (const id of eligible) expect(counts[id], `prize ${id}`).toBe(DEFAULT_WEIGHTS[id])
      // The last number of the range lands on the last prize.
      expect((await spinSql(t.db, u, 1 - 2 ** -53)).prize_id).toBe(11)
    })
  })

  it('refuses a number outside [0, 1) and a server draw is always inside it', async () => {
    const u = await userWithSpins(5)
    await expect(spinSql(t.db, u, 1)).rejects.toMatchObject({ code: '22023' })
    await expect(spinSql(t.db, u, -0.1)).rejects.toMatchObject({ code: '22023' })
    expect(await spinsOf(u)).toBe(5)
    for (let i = 0; i < 1000; i++) {
      const r = drawUniform()
      expect(r >= 0 && r < 1).toBe(true)
    }
  })
})

describe('a spin', () => {
  it('credits free questions once through the ledger, keyed by the spin', async () => {
    await withoutPool(async () => {
      const u = await userWithSpins(2)
      const s = await spinSql(t.db, u, numberFor(5, NO_PROMO))
      expect(s).toMatchObject({ prize_id: 5, spins_left: 1, trials: '5', promo_code: null })
      const entries = await t.db.query<{ delta: string; reason: string }>('select delta::text, reason from private.ledger_entries where idempotency_key = $1', [`wheel-spin:${s.spin_uuid}`])
      expect(entries).toEqual([{ delta: '5', reason: 'wheel-prize' }])
      // The same key again is a replay: the balance stays.
      await t.db.query(`select * from private.credit($1::uuid, 'trials', 5, 'wheel-prize', $2)`, [u, `wheel-spin:${s.spin_uuid}`])
      expect(await trialsOf(u)).toBe(5)
      expect(await t.db.query('select 1 from public.wheel_spins where user_id = $1', [u])).toHaveLength(1)
    })
  })

  it('adds extra spins after spending one, and −3 spins never goes below zero', async () => {
    await withoutPool(async () => {
      const u = await userWithSpins(1)
      expect((await spinSql(t.db, u, numberFor(9, NO_PROMO))).spins_left).toBe(3)
      expect((await spinSql(t.db, u, numberFor(10, NO_PROMO))).spins_left).toBe(0)
      expect(await spinsOf(u)).toBe(0)
      const v = await userWithSpins(5)
      expect((await spinSql(t.db, v, numberFor(10, NO_PROMO))).spins_left).toBe(1)
    })
  })

  it('with no spins left answers NO_SPINS_LEFT and changes nothing', async () => {
    const u = await userWithSpins(0)
    await addCodes(50, 1)
    const before = { codes: await freeCodes(), ledger: await t.db.query('select id from private.ledger_entries where user_id = $1', [u]) }
    await expect(spinWheelOfFortune({ deps: deps(), caller: asClient(u), draw: () => 0 })).rejects.toMatchObject({ code: 'NO_SPINS_LEFT', message: 'Вращения закончились' })
    await expect(spinSql(t.db, u, 0.5)).rejects.toMatchObject({ code: 'WH001' })
    expect(await spinsOf(u)).toBe(0)
    expect(await t.db.query('select 1 from public.wheel_spins where user_id = $1', [u])).toHaveLength(0)
    expect(await t.db.query('select id from private.ledger_entries where user_id = $1', [u])).toEqual(before.ledger)
    expect(await freeCodes()).toEqual(before.codes)
  })

  it('is refused to a guest and to an account that may not create orders', async () => {
    await expect(spinWheelOfFortune({ deps: deps(), caller: { role: 'anon' } })).rejects.toMatchObject({ code: 'UNAUTHENTICATED' })
    await expect(getWheelOfFortune({ db: t.db, caller: { role: 'anon' } })).rejects.toMatchObject({ code: 'UNAUTHENTICATED' })
    const u = await userWithSpins(3)
    await t.db.query('update public.users set can_create_orders = false where id = $1', [u])
    await expect(spinWheelOfFortune({ deps: deps(), caller: asClient(u) })).rejects.toMatchObject({ code: 'RESTRICTED' })
    expect(await spinsOf(u)).toBe(3)
  })

  it('grants the welcome spin once, on the first look or spin, and publishes user-changed for free questions', async () => {
    await withoutPool(async () => {
      const u = await newUser()
      const first = await getWheelOfFortune({ db: t.db, caller: asClient(u) })
      expect(first).toMatchObject({ spinsLeft: 1, rulesUrl: '/ecosystem/docs/wheel-rules', history: [] })
      expect(first.prizes.map((p) => p.id)).toEqual(WHEEL_PRIZES.map((p) => p.id))
      expect((await getWheelOfFortune({ db: t.db, caller: asClient(u) })).spinsLeft).toBe(1)
      published.length = 0
      const spin = await spinWheelOfFortune({ deps: deps(), caller: asClient(u), draw: () => numberFor(4, NO_PROMO) })
      expect(spin).toEqual({ prize: { id: 4, kind: 'FREE_QUESTIONS', value: 1, title: '1 бесплатный вопрос' }, isWin: true, spinsLeft: 0, promoCode: null, balanceTrials: 1 })
      expect(published).toEqual([expect.objectContaining({ room: `App.Models.User.${u}`, event: 'user-changed' })])
      // Spent: the welcome spin is not granted again.
      await expect(spinWheelOfFortune({ deps: deps(), caller: asClient(u) })).rejects.toMatchObject({ code: 'NO_SPINS_LEFT' })
      const after = await getWheelOfFortune({ db: t.db, caller: asClient(u) })
      expect(after.spinsLeft).toBe(0)
      expect(after.history).toEqual([expect.objectContaining({ prize: expect.objectContaining({ id: 4 }), promoCode: null })])
      expect(await t.db.query('select reason, spins from public.wheel_spin_grants where user_id = $1', [u])).toEqual([{ reason: 'welcome', spins: 1 }])
    })
  })

  it('shows a won partner code to its winner only', async () => {
    await withoutPool(async () => {
      const u = await userWithSpins(1)
      await addCodes(1000, 1)
      const spin = await spinWheelOfFortune({ deps: deps(), caller: asClient(u), draw: () => numberFor(3, [3, ...NO_PROMO]) })
      expect(spin).toMatchObject({ prize: { id: 3, kind: 'PROMO_CODE', value: 1000 }, isWin: true, spinsLeft: 0 })
      expect(spin.promoCode).toMatch(/^TEST-/)
      const [code] = await t.db.query<{ assigned_to: string }>('select assigned_to from private.wheel_promo_codes where code = $1', [spin.promoCode])
      expect(code!.assigned_to).toBe(u)
      expect((await getWheelOfFortune({ db: t.db, caller: asClient(u) })).history[0]!.promoCode).toBe(spin.promoCode)
      const other = await userWithSpins(0)
      expect((await getWheelOfFortune({ db: t.db, caller: asClient(other) })).history).toEqual([])
    })
  })
})

describe('RLS', () => {
  it('shows a client only its own spins, grants and spin count; the pool, keys and weights to no client', async () => {
    const a = await userWithSpins(2)
    const b = await userWithSpins(4)
    await spinSql(t.db, a, 0.99)
    const seen = await asCaller(t.db, asClient(b), async (tx) => ({
      spins: await tx.query('select user_id, spins from public.wheel_spin_balances'),
      log: await tx.query('select user_id from public.wheel_spins'),
      grants: await tx.query('select user_id from public.wheel_spin_grants'),
    }))
    expect(seen).toEqual({ spins: [{ user_id: b, spins: 4 }], log: [], grants: [{ user_id: b }] })
    for (const table of ['private.wheel_promo_codes', 'public.trial_keys', 'public.wheel_prizes']) {
      await expect(asCaller(t.db, asClient(a), (tx) => tx.query(`select * from ${table}`)), table).rejects.toMatchObject({ code: '42501' })
      await expect(asCaller(t.db, { role: 'anon' }, (tx) => tx.query(`select * from ${table}`)), table).rejects.toMatchObject({ code: '42501' })
    }
    // A client cannot write its own spin count, nor call the spin function.
    await expect(asCaller(t.db, asClient(a), (tx) => tx.query('update public.wheel_spin_balances set spins = 99 where user_id = auth.uid()'))).rejects.toMatchObject({ code: '42501' })
    await expect(asCaller(t.db, asClient(a), (tx) => tx.query('select * from private.spin_wheel(auth.uid(), 0.5)'))).rejects.toMatchObject({ code: '42501' })
    await expect(asCaller(t.db, asClient(a), (tx) => tx.query(`select private.grant_wheel_spins(auth.uid(), 'x', 9)`))).rejects.toMatchObject({ code: '42501' })
  })
})

describe(`concurrent spins (${onRealPostgres() ? 'real Postgres, 2 pools × 20' : 'PGlite, serialised'})`, () => {
  const pool = (i: number) => pools[i % pools.length] as Db

  it('100 spins at once with 3 spins and only «no reward» in play: exactly 3 spins, the rest NO_SPINS_LEFT', async () => {
    const u = await userWithSpins(3)
    const saved = await t.db.query<{ id: number; weight: number }>('select id, weight from public.wheel_prizes')
    await t.db.query('update public.wheel_prizes set weight = case when id = 11 then 1 else 0 end')
    try {
      const outcomes = await Promise.allSettled(Array.from({ length: 100 }, (_, i) => spinWheelOfFortune({ deps: deps(pool(i)), caller: asClient(u) })))
      const ok = outcomes.filter((o) => o.status === 'fulfilled')
      const refused = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected')
      expect(ok).toHaveLength(3)
      for (const r of refused) expect(r.reason).toMatchObject({ code: 'NO_SPINS_LEFT' })
      expect(await spinsOf(u)).toBe(0)
      const rows = await t.db.query<{ spins_after: number }>('select spins_after from public.wheel_spins where user_id = $1 order by id', [u])
      expect(rows.map((r) => r.spins_after)).toEqual([2, 1, 0])
    } finally {
      for (const s of saved) await t.db.query('update public.wheel_prizes set weight = $2 where id = $1', [s.id, s.weight])
    }
  })

  it('100 spins at once with the real weights: every prize applied once, the spin arithmetic exact', async () => {
    const u = await userWithSpins(3)
    await addCodes(50, 3)
    await addCodes(100, 3)
    await addCodes(1000, 3)
    const outcomes = await Promise.allSettled(Array.from({ length: 100 }, (_, i) => spinWheelOfFortune({ deps: deps(pool(i)), caller: asClient(u) })))
    const ok = outcomes.filter((o) => o.status === 'fulfilled')
    for (const r of outcomes) if (r.status === 'rejected') expect(r.reason).toMatchObject({ code: 'NO_SPINS_LEFT' })
    const rows = await t.db.query<{ uuid: string; prize_id: number; spins_after: number; promo_code: string | null }>(
      'select uuid::text, prize_id, spins_after, promo_code from public.wheel_spins where user_id = $1 order by id',
      [u],
    )
    expect(rows).toHaveLength(ok.length)
    // Replay the log: each spin spends one and applies its prize to what the one before left.
    let spins = 3
    let trials = 0
    for (const r of rows) {
      const prize = WHEEL_PRIZES[r.prize_id - 1]!
      spins -= 1
      if (prize.kind === 'extra_spins') spins += prize.value
      if (prize.kind === 'minus_spins') spins = Math.max(0, spins - 3)
      if (prize.kind === 'free_questions') trials += prize.value
      expect(r.spins_after).toBe(spins)
      expect(r.promo_code !== null).toBe(prize.kind === 'promo_code')
    }
    if (ok.length < 100) expect(spins).toBe(0)
    expect(await spinsOf(u)).toBe(spins)
    expect(await trialsOf(u)).toBe(trials)
    const [ledger] = await t.db.query<{ n: string }>(`select count(*)::text as n from private.ledger_entries where user_id = $1 and reason = 'wheel-prize'`, [u])
    expect(Number(ledger!.n)).toBe(rows.filter((r) => WHEEL_PRIZES[r.prize_id - 1]!.kind === 'free_questions').length)
    const codes = await t.db.query<{ code: string }>('select code from private.wheel_promo_codes where assigned_to = $1', [u])
    expect(codes.map((c) => c.code).sort()).toEqual(rows.filter((r) => r.promo_code).map((r) => r.promo_code).sort())
  })

  it('two clients racing for the last partner code: one gets it, the other another prize', async () => {
    await withoutPool(async () => {
      const [a, b] = [await userWithSpins(1), await userWithSpins(1)]
      await addCodes(50, 1)
      const draw = () => numberFor(1, [1, ...NO_PROMO])
      const [ra, rb] = await Promise.all([spinWheelOfFortune({ deps: deps(pool(0)), caller: asClient(a), draw }), spinWheelOfFortune({ deps: deps(pool(1)), caller: asClient(b), draw })])
      expect([ra.prize.id, rb.prize.id].filter((id) => id === 1)).toHaveLength(1)
      expect([ra.promoCode, rb.promoCode].filter(Boolean)).toHaveLength(1)
    })
  })
})
