// A single-use promo code is held by one open payment, also under a race on a real Postgres: a second payment whose
// reservation waits for the first one's transaction is refused once that commits. Before 20261129000400 the waiting
// statement judged the holder on its own older snapshot, where the first payment did not exist yet, and took the
// use as well (CI saw two of four concurrent discounted purchases open). The payers here refused analytics: a
// payment's analytics fact would make the second insert wait for the first transaction and hide the race.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { onRealPostgres, testDb, type TestDb } from '../helpers/test-db'
import { openPostgres } from '../../edge/db/postgres.server'
import { ANALYTICS_OFF_SETTING, type Db, type Tx } from '../../edge/db/port'

const U = '00000000-0000-4000-8000-00000000f001'

let t: TestDb
let pools: Db[] = []
let promoId = 0

/** A discounted token purchase of its own size, by a payer who refused analytics (its fact would serialise the two). */
const openPayment = async (tx: Tx, tokens: number) => {
  await tx.query(`select set_config($1, 'on', true)`, [ANALYTICS_OFF_SETTING])
  return (
    await tx.query<{ id: string }>(
      `insert into private.payments (user_id, kind, product, amount_kopecks, provider, method_id, tokens, promo_code_id)
       values ($1, 'refill_tokens', 'balance', $3, 'testbank', 1, $4, $2) returning id`,
      [U, promoId, tokens * 80, tokens],
    )
  )[0]!.id
}
const reserve = async (tx: Tx, paymentId: string) =>
  (await tx.query<{ ok: boolean }>(`select private.reserve_promo_code($1, $2, $3) as ok`, [U, promoId, paymentId]))[0]!.ok

describe.runIf(onRealPostgres())('a single-use promo code under a race (real Postgres)', () => {
  beforeAll(async () => {
    t = await testDb()
    await t.db.query(`insert into public.users (id, name) values ($1, 'Гонка за промокодом')`, [U])
    promoId = (await t.db.query<{ id: number }>(`select id from private.promo_codes where url_key = 'tokens20'`))[0]!.id
    pools = [openPostgres(t.url!, { max: 2 }), openPostgres(t.url!, { max: 2 })]
  })
  afterAll(async () => {
    await Promise.all(pools.map((p) => p.close()))
    await t.dispose()
  })

  it('refuses the payment that waited for the first one’s reservation, once the first commits', async () => {
    let commitFirst!: () => void
    const firstMayCommit = new Promise<void>((resolve) => (commitFirst = resolve))
    let firstHolds!: () => void
    const firstReserved = new Promise<void>((resolve) => (firstHolds = resolve))

    const first = pools[0]!.transaction(async (tx) => {
      const ok = await reserve(tx, await openPayment(tx, 50))
      firstHolds()
      await firstMayCommit
      return ok
    })
    await firstReserved
    let secondDone = false
    const second = pools[1]!.transaction(async (tx) => reserve(tx, await openPayment(tx, 150))).finally(() => (secondDone = true))
    // The second reservation waits for the first one's transaction before the first commits (or, were it not to
    // wait, has already answered).
    for (let waiting = 0; !waiting && !secondDone; ) {
      const [row] = await t.db.query<{ n: number }>(`select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()`)
      waiting = row!.n
      if (!waiting) await new Promise((r) => setTimeout(r, 20))
    }
    commitFirst()
    expect(await first).toBe(true)
    expect(await second).toBe(false)
    const held = await t.db.query<{ n: number }>(`select count(*)::int as n from private.promo_code_redemptions where user_id = $1 and promo_code_id = $2`, [U, promoId])
    expect(held[0]!.n).toBe(1)
  })
})
