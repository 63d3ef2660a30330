// platform.md §5 «A discount is hidden unless the influencer condition holds» (domain/money/influencer-discount.ts):
// an influencer's promo code discounts only a client without a running subscription, and what the coupon details and
// the tariffs hide the purchases do not charge — a subscription (purchase) and a token package (purchaseEcosystem).
import { describe, expect, it } from 'vitest'
import type { AppDeps } from '../../edge/context'
import { signNotice, TESTBANK_SIGNATURE_HEADER } from '../../edge/payments/providers/testbank'
import { PROMO_CODE_NOT_FOUND } from '../../domain/money/coupons'
import { TOKEN_PACKAGES } from '../helpers/seeds'
import type { TestDb } from '../helpers/test-db'
import { gql, phoneClients } from './auth-support'
import { useTestApp, type TTestApp } from '../helpers/test-app'

let t: TestDb
let deps: AppDeps
let app: TTestApp
useTestApp((made) => ({ t, deps, app } = made))

const client = phoneClients('10.83.0', () => ({ app, db: t.db }))

const COUPON = `query($k: String!) { getCouponDetailsByPromoCodeUrlKey(promoCodeUrlKey: $k) { isApplicable } }`
const TARIFFS = `query($p: String) { subscriptionTypes(tariffGroup: "a", promoCodeUrlKey: $p) { id price discountInfo { price } } }`
const BUY = `mutation($i: PurchaseInput!) { purchase(input: $i) { redirectUrl paymentId } }`
const TOKENS = `mutation($n: Int!, $k: String) { purchaseEcosystem(amountTokens: $n, promoCodeUrlKey: $k) { redirectUrl paymentId } }`

const bankAmount = (redirectUrl: string) => Number(new URL(redirectUrl).searchParams.get('amount'))

async function pay(paymentId: string, amountKopecks: number) {
  const { body, signature } = await signNotice(deps.settings.TESTBANK_SECRET, { paymentId, providerPaymentId: `tb_${paymentId}`, status: 'succeeded', amountKopecks })
  const res = await app.request('/webhooks/testbank', { method: 'POST', headers: { 'content-type': 'application/json', [TESTBANK_SIGNATURE_HEADER]: signature }, body })
  expect(res.status).toBe(200)
}

/** A blogger's code on an existing coupon: spring_sale (300 ₽ off the 3- and 12-month tariffs, anyone) or tokens20. */
async function bloggerCode(ruleKey: 'spring_sale' | 'tokens20', key: string) {
  await t.db.query(
    `insert into private.promo_codes (coupon_id, code, url_key) select id, upper($2), $2 from private.coupons where rule_key = $1`,
    [ruleKey, key],
  )
  await t.db.query(
    `insert into private.influencers (app_entry_title, banner_title, promo_code_id) select $1, 'Блогер', id from private.promo_codes where url_key = $1`,
    [key],
  )
}

describe('the influencer condition on the server', () => {
  it('shows and charges a blogger discount to a client without a subscription, and neither to a subscriber', async () => {
    await bloggerCode('spring_sale', 'blog-spring')
    await bloggerCode('tokens20', 'blog-tokens')

    const fresh = await client()
    expect((await gql(app, COUPON, { k: 'blog-spring' }, fresh.headers)).data.getCouponDetailsByPromoCodeUrlKey.isApplicable).toBe(true)
    const shown = (await gql(app, TARIFFS, { p: 'blog-spring' }, fresh.headers)).data.subscriptionTypes
    expect(shown.find((x: { id: number }) => x.id === 2).discountInfo).toEqual({ price: 2190 })
    const bought = await gql(app, BUY, { i: { subscriptionTypeId: 2, amount: 2190, promoCodeUrlKey: 'blog-spring' } }, fresh.headers)
    expect(bought.errors).toBeUndefined()
    expect(bankAmount(bought.data.purchase.redirectUrl)).toBe(219000)
    const tokens = await gql(app, TOKENS, { n: 150, k: 'blog-tokens' }, fresh.headers)
    expect(bankAmount(tokens.data.purchaseEcosystem.redirectUrl)).toBe(Math.ceil(TOKEN_PACKAGES[150]! * 0.8) * 100)

    // The same offers to a client whose subscription runs: hidden, and so not charged.
    const subscriber = await client()
    const first = await gql(app, BUY, { i: { subscriptionTypeId: 1 } }, subscriber.headers)
    await pay(first.data.purchase.paymentId, 99000)
    expect((await gql(app, `{ me { userCurrentSubscription { isAlreadyEnded } } }`, {}, subscriber.headers)).data.me.userCurrentSubscription).toEqual({ isAlreadyEnded: false })
    expect((await gql(app, COUPON, { k: 'blog-spring' }, subscriber.headers)).data.getCouponDetailsByPromoCodeUrlKey.isApplicable).toBe(false)
    expect((await gql(app, COUPON, { k: 'blog-tokens' }, subscriber.headers)).data.getCouponDetailsByPromoCodeUrlKey.isApplicable).toBe(false)
    const hidden = (await gql(app, TARIFFS, { p: 'blog-spring' }, subscriber.headers)).data.subscriptionTypes
    expect(hidden.map((x: { discountInfo: unknown }) => x.discountInfo)).toEqual([null, null, null])
    // A client that still sends the discounted amount is told the real price; without it the full price is charged.
    const stale = await gql(app, BUY, { i: { subscriptionTypeId: 2, amount: 2190, promoCodeUrlKey: 'blog-spring' } }, subscriber.headers)
    expect(stale.errors?.[0]?.message).toMatch(/^Цена изменилась: к оплате 2\s490\s₽/)
    const full = await gql(app, BUY, { i: { subscriptionTypeId: 2, promoCodeUrlKey: 'blog-spring' } }, subscriber.headers)
    expect(bankAmount(full.data.purchase.redirectUrl)).toBe(249000)
    // A token package refuses a code that does not apply (purchase-tokens.ts) rather than charge a hidden discount.
    const refused = await gql(app, TOKENS, { n: 150, k: 'blog-tokens' }, subscriber.headers)
    expect(refused.errors?.[0]?.message).toBe(PROMO_CODE_NOT_FOUND)

    // A code no blogger hands out keeps its own rules: tokens20 (anyone) still discounts the subscriber.
    const plain = await gql(app, TOKENS, { n: 150, k: 'tokens20' }, subscriber.headers)
    expect(bankAmount(plain.data.purchaseEcosystem.redirectUrl)).toBe(Math.ceil(TOKEN_PACKAGES[150]! * 0.8) * 100)
  })
})
