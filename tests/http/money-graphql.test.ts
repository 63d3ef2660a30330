// Money over POST /graphql: me.balance, tariffs by group with their arithmetic and promo prices, coupons with the
// spec's two errors, influencers and token packages.
import { describe, expect, it } from 'vitest'
import { applyPaymentCredit } from '../../edge/money/apply-payment-credit'
import { credit } from '../helpers/ledger'
import type { TestDb } from '../helpers/test-db'
import { gql, phoneClients } from './auth-support'
import { useTestApp, type TTestApp } from '../helpers/test-app'

let t: TestDb
let app: TTestApp
useTestApp((made) => ({ t, app } = made))

const client = phoneClients('10.77.0', () => ({ app, db: t.db }))

const BALANCE = `{ me { balance { balanceCoins balanceBonuses balanceTokens balanceTrials detailedBalance { subscription_tokens permanent_tokens temporary_tokens } } } }`
const TARIFFS = `query($g: String, $e: String, $p: String) { subscriptionTypes(tariffGroup: $g, experimentGroup: $e, promoCodeUrlKey: $p) {
  id tariffGroup price durationInMonths productPriceId monthlyPrice benefit isBestOffer discountInfo { price promocode } } }`
const BY_CODE = `query($c: String!) { getCouponDetailsByPromoCode(promoCode: $c) { isApplicable amount amountType applyOnType applicableProducts applicableProductPrices promoCode promoCodeUrlKey ruleKey durationType intervalCount intervalUnit } }`
const BY_KEY = `query($k: String!) { getCouponDetailsByPromoCodeUrlKey(promoCodeUrlKey: $k) { isApplicable ruleKey promoCode applicableProductPrices amount amountType } }`

describe('me.balance', () => {
  it('starts at zeros and follows the ledger, kopecks shown as rubles', async () => {
    const c = await client()
    expect((await gql(app, BALANCE, {}, c.headers)).data.me.balance).toEqual({
      balanceCoins: 0, balanceBonuses: 0, balanceTokens: 0, balanceTrials: 0,
      detailedBalance: { subscription_tokens: 0, permanent_tokens: 0, temporary_tokens: 0 },
    })
    await applyPaymentCredit({ tx: t.db, paymentKey: `test:${c.id}`, userId: c.id, reason: 'refill', credits: { coins: 199050, permanent_tokens: 150, temporary_tokens: 5, subscription_tokens: 100, trials: 2, bonuses: 40 } })
    expect((await gql(app, BALANCE, {}, c.headers)).data.me.balance).toEqual({
      balanceCoins: 1990.5, balanceBonuses: 40, balanceTokens: 255, balanceTrials: 2,
      detailedBalance: { subscription_tokens: 100, permanent_tokens: 150, temporary_tokens: 5 },
    })
  })
})

describe('subscriptionTypes', () => {
  it('serves group a by default, cheapest first, with benefit and best offer', async () => {
    const res = await gql(app, TARIFFS)
    expect(res.data.subscriptionTypes).toEqual([
      { id: 1, tariffGroup: 'a', price: 990, durationInMonths: 1, productPriceId: 9, monthlyPrice: 990, benefit: 0, isBestOffer: false, discountInfo: null },
      { id: 2, tariffGroup: 'a', price: 2490, durationInMonths: 3, productPriceId: 10, monthlyPrice: 830, benefit: 480, isBestOffer: false, discountInfo: null },
      { id: 3, tariffGroup: 'a', price: 7990, durationInMonths: 12, productPriceId: 11, monthlyPrice: 666, benefit: 3890, isBestOffer: true, discountInfo: null },
    ])
  })

  it('takes the address group over the experiment group, and the experiment over the default', async () => {
    const ids = async (v: Record<string, string>) => (await gql(app, TARIFFS, v)).data.subscriptionTypes.map((s: { productPriceId: number }) => s.productPriceId)
    expect(await ids({ g: 'b', e: 'c' })).toEqual([16, 17, 18])
    expect(await ids({ e: 'c' })).toEqual([19, 20, 21])
    expect(await ids({ g: 'nonsense' })).toEqual([9, 10, 11])
  })

  it('fills discountInfo only where the promo code applies', async () => {
    const res = await gql(app, TARIFFS, { p: 'sub25' })
    expect(res.data.subscriptionTypes.map((s: { discountInfo: unknown }) => s.discountInfo)).toEqual([
      { price: 743, promocode: 'SUB25' },
      // «25% на первый месяц»: a quarter of one month's share of the 3- and 12-month prices, not of the whole.
      { price: 2283, promocode: 'SUB25' }, // 2490 − 830 × 0.25
      { price: 7824, promocode: 'SUB25' }, // 7990 − 665.83 × 0.25, rounded up
    ])
    // old25 is for subscribers; a guest sees plain prices, and an unknown key is no error.
    expect((await gql(app, TARIFFS, { p: 'old25' })).data.subscriptionTypes.every((s: { discountInfo: unknown }) => s.discountInfo === null)).toBe(true)
    expect((await gql(app, TARIFFS, { p: 'no-such-key' })).errors).toBeUndefined()
  })
})

describe('coupons', () => {
  it('describes a code typed in any case, applicable to a new client', async () => {
    const c = await client()
    const res = await gql(app, BY_CODE, { c: ' sub50 ' }, c.headers)
    expect(res.data.getCouponDetailsByPromoCode).toEqual({
      isApplicable: true, amount: 50, amountType: 'percent', applyOnType: 'specific_products', applicableProducts: ['subscription'],
      applicableProductPrices: [], promoCode: 'SUB50', promoCodeUrlKey: 'sub50', ruleKey: 'sub50', durationType: 'once', intervalCount: 1, intervalUnit: 'month',
    })
  })

  it('turns new-client offers off and subscriber offers on once a subscription has paid', async () => {
    const c = await client()
    expect((await gql(app, BY_KEY, { k: 'old25' }, c.headers)).data.getCouponDetailsByPromoCodeUrlKey).toEqual({
      isApplicable: false, ruleKey: 'old25', promoCode: 'OLD25', applicableProductPrices: [9, 16, 19], amount: 25, amountType: 'percent',
    })
    await credit(t.db, { userId: c.id, account: 'subscription_tokens', amount: 100, reason: 'subscription', idempotencyKey: `sub:${c.id}` })
    expect((await gql(app, BY_KEY, { k: 'old25' }, c.headers)).data.getCouponDetailsByPromoCodeUrlKey.isApplicable).toBe(true)
    expect((await gql(app, BY_KEY, { k: 'sub25' }, c.headers)).data.getCouponDetailsByPromoCodeUrlKey.isApplicable).toBe(false)
  })

  it('answers an unknown or out-of-window code and a used one with the spec messages', async () => {
    const c = await client()
    for (const [query, vars] of [[BY_CODE, { c: 'NOPE' }], [BY_KEY, { k: 'spring-sale' }], [BY_CODE, { c: '' }]] as const) {
      const res = await gql(app, query, vars, c.headers)
      expect(res.errors?.[0]).toMatchObject({ message: 'Упс! Такого промокода не существует', extensions: { code: 'NOT_FOUND' } })
    }
    const [promo] = await t.db.query<{ id: number }>(`select id from private.promo_codes where url_key = 'sub25'`)
    expect((await t.db.query<{ ok: boolean }>('select private.redeem_promo_code($1, $2, $3) as ok', [c.id, promo!.id, 'pay-1']))[0]!.ok).toBe(true)
    expect((await t.db.query<{ ok: boolean }>('select private.redeem_promo_code($1, $2, $3) as ok', [c.id, promo!.id, 'pay-2']))[0]!.ok).toBe(false)
    const used = await gql(app, BY_KEY, { k: 'sub25' }, c.headers)
    expect(used.errors?.[0]).toMatchObject({ message: 'Упс! Ты уже активировал промокод', extensions: { code: 'CONFLICT' } })
  })
})

describe('influencers and token packages', () => {
  it('finds an influencer by entry title and answers null for anything else', async () => {
    const q = `query($t: String) { getInfluencerByAppEntryTitle(title: $t) { bannerTitle promoCode { code urlKey isActive startsAt } } }`
    expect((await gql(app, q, { t: 'campus-demo-blogger' })).data.getInfluencerByAppEntryTitle).toEqual({
      bannerTitle: 'Подарок от блогера', promoCode: { code: 'SUB25', urlKey: 'sub25', isActive: true, startsAt: null },
    })
    expect((await gql(app, q, { t: 'unknown' })).data.getInfluencerByAppEntryTitle).toBeNull()
    expect((await gql(app, q, { t: '  ' })).data.getInfluencerByAppEntryTitle).toBeNull()
  })

  it('lists token packages dearest first', async () => {
    const res = await gql(app, '{ getAvailableTokensPackages { tokens price } }')
    expect(res.data.getAvailableTokensPackages).toEqual([
      { tokens: 1500, price: 3990 }, { tokens: 500, price: 1490 }, { tokens: 150, price: 490 }, { tokens: 50, price: 190 },
    ])
  })
})
