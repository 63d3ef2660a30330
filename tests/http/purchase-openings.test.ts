// purchaseEcosystemOneTime with amountOpenings (platform.md §7 Money; domain/money/openings.ts): library openings are
// priced on the server — the cheapest package on sale covering openings × the library price — and the bank is asked
// for that package's price; a bad count, both amounts or neither is a Russian 400 that starts no payment.
import { describe, expect, it } from 'vitest'
import type { AppDeps } from '../../edge/context'
import { MAX_OPENINGS, OPENINGS_MESSAGES } from '../../domain/money/openings'
import { TOKEN_PACKAGES } from '../helpers/seeds'
import type { TestDb } from '../helpers/test-db'
import { gql, phoneClients } from './auth-support'
import { useTestApp, type TTestApp } from '../helpers/test-app'

let t: TestDb
let deps: AppDeps
let app: TTestApp
useTestApp((made) => ({ t, deps, app } = made))

const client = phoneClients('10.85.0', () => ({ app, db: t.db }))
const ONE_TIME = `mutation($o: Int, $n: Int, $w: ID) { purchaseEcosystemOneTime(amountOpenings: $o, amountTokens: $n, libraryWorkId: $w) { redirectUrl paymentId } }`
const bankAmount = (redirectUrl: string) => Number(new URL(redirectUrl).searchParams.get('amount'))

const payments = async (userId: string) =>
  (await t.db.query<{ amount_kopecks: string; tokens: number | null }>('select amount_kopecks::text, tokens from private.payments where user_id = $1 order by created_at', [userId])).map((r) => ({
    kopecks: Number(r.amount_kopecks),
    tokens: r.tokens == null ? null : Number(r.tokens),
  }))

describe('purchaseEcosystemOneTime amountOpenings', () => {
  it('prices openings from the library price and the package table, whatever the client would like', async () => {
    const price = deps.settings.LIBRARY_WORK_PRICE_TOKENS
    const sizes = Object.keys(TOKEN_PACKAGES).map(Number).sort((a, b) => a - b)
    const cover = (n: number) => sizes.find((s) => s >= n * price)!
    const c = await client()
    const one = await gql(app, ONE_TIME, { o: 1 }, c.headers)
    expect(one.errors).toBeUndefined()
    expect(bankAmount(one.data.purchaseEcosystemOneTime.redirectUrl)).toBe(TOKEN_PACKAGES[cover(1)]! * 100)
    const many = await gql(app, ONE_TIME, { o: MAX_OPENINGS }, c.headers)
    expect(bankAmount(many.data.purchaseEcosystemOneTime.redirectUrl)).toBe(TOKEN_PACKAGES[cover(MAX_OPENINGS)]! * 100)
    expect(await payments(c.id)).toEqual([
      { kopecks: TOKEN_PACKAGES[cover(1)]! * 100, tokens: cover(1) },
      { kopecks: TOKEN_PACKAGES[cover(MAX_OPENINGS)]! * 100, tokens: cover(MAX_OPENINGS) },
    ])
  })

  it('refuses a bad count, both amounts and neither in Russian, starting no payment', async () => {
    const c = await client()
    for (const [vars, message] of [
      [{ o: 0 }, OPENINGS_MESSAGES.invalid],
      [{ o: -3 }, OPENINGS_MESSAGES.invalid],
      [{ o: MAX_OPENINGS + 1 }, OPENINGS_MESSAGES.invalid],
      [{ o: 1, n: 50 }, OPENINGS_MESSAGES.both],
      [{}, OPENINGS_MESSAGES.missing],
    ] as const) {
      const res = await gql(app, ONE_TIME, vars, c.headers)
      expect(res.errors?.[0]?.message, JSON.stringify(vars)).toBe(message)
      expect(res.errors?.[0]?.extensions?.code, JSON.stringify(vars)).toBe('BAD_REQUEST')
    }
    // Beyond a GraphQL Int: refused before any resolver, still no payment and no 500.
    const huge = await app.request('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...c.headers },
      body: JSON.stringify({ query: ONE_TIME, variables: { o: 2 ** 40 } }),
    })
    expect(huge.status).toBeLessThan(500)
    expect(await payments(c.id)).toEqual([])
  })
})
