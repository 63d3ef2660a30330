// Token packages with a promo code and the referral reward on a token payment, over POST /graphql and the test bank
// webhook: the discounted price reaches the provider, the code is used once, a subscription-only code is refused.
import { describe, expect, it } from 'vitest'
import type { AppDeps } from '../../edge/context'
import { signNotice, TESTBANK_SIGNATURE_HEADER } from '../../edge/payments/providers/testbank'
import { REFERRAL_REWARD_TOKENS } from '../../edge/referrals/reward-referrer'
import { PROMO_CODE_ALREADY_USED, PROMO_CODE_HELD, PROMO_CODE_NOT_FOUND } from '../../domain/money/coupons'
import { TOKEN_PACKAGES } from '../helpers/seeds'
import type { TestDb } from '../helpers/test-db'
import { gql, phoneClients } from './auth-support'
import { useTestApp, type TTestApp } from '../helpers/test-app'

let t: TestDb
let deps: AppDeps
let app: TTestApp
useTestApp((made) => ({ t, deps, app } = made))

const client = phoneClients('10.81.0', () => ({ app, db: t.db }))

const TOKENS = `mutation($n: Int!, $k: String) { purchaseEcosystem(amountTokens: $n, promoCodeUrlKey: $k) { redirectUrl paymentId } }`
const BALANCE = `{ me { balance { detailedBalance { permanent_tokens } } } }`
const COUPON = `query($k: String!) { getCouponDetailsByPromoCodeUrlKey(promoCodeUrlKey: $k) { isApplicable applyOnType applicableProducts amount amountType ruleKey promoCode } }`
const COUPON_BY_CODE = `query($c: String!) { getCouponDetailsByPromoCode(promoCode: $c) { isApplicable applicableProducts promoCodeUrlKey } }`
const STATS = `{ me { referrerStats { earnedTokens registrations subscriptions } balance { detailedBalance { permanent_tokens } } } }`

/** The amount the test bank's page was opened with, in kopecks. */
const bankAmount = (redirectUrl: string) => Number(new URL(redirectUrl).searchParams.get('amount'))

const pay = async (paymentId: string, amountKopecks: number, status: 'succeeded' | 'canceled' = 'succeeded') => {
  const { body, signature } = await signNotice(deps.settings.TESTBANK_SECRET, { paymentId, providerPaymentId: `tb_${paymentId}`, status, amountKopecks })
  const res = await app.request('/webhooks/testbank', { method: 'POST', headers: { 'content-type': 'application/json', [TESTBANK_SIGNATURE_HEADER]: signature }, body })
  expect(res.status).toBe(200)
}

const permanentTokens = async (headers: Record<string, string>) => (await gql(app, BALANCE, {}, headers)).data.me.balance.detailedBalance.permanent_tokens as number

describe('promo code on token packages', () => {
  it('the coupon details say a balance coupon discounts token packages', async () => {
    const c = await client()
    const res = await gql(app, COUPON, { k: 'tokens20' }, c.headers)
    expect(res.errors).toBeUndefined()
    expect(res.data.getCouponDetailsByPromoCodeUrlKey).toEqual({
      isApplicable: true,
      applyOnType: 'specific_products',
      applicableProducts: ['balance'],
      amount: 20,
      amountType: 'percent',
      ruleKey: 'tokens20',
      promoCode: 'TOKENS20',
    })
    expect((await gql(app, COUPON_BY_CODE, { c: 'tokens20' }, c.headers)).data.getCouponDetailsByPromoCode).toEqual({
      isApplicable: true,
      applicableProducts: ['balance'],
      promoCodeUrlKey: 'tokens20',
    })
  })

  it('the discounted price reaches the bank, the full package is credited, and the code works once', async () => {
    const c = await client()
    const full = TOKEN_PACKAGES[150]!
    const res = await gql(app, TOKENS, { n: 150, k: 'tokens20' }, c.headers)
    expect(res.errors).toBeUndefined()
    const { redirectUrl, paymentId } = res.data.purchaseEcosystem
    expect(bankAmount(redirectUrl)).toBe(Math.ceil(full * 0.8) * 100)
    await pay(paymentId, Math.ceil(full * 0.8) * 100)
    expect(await permanentTokens(c.headers)).toBe(150)
    const redeemed = await t.db.query<{ ref: string }>(
      `select r.ref from private.promo_code_redemptions r join private.promo_codes p on p.id = r.promo_code_id where p.url_key = 'tokens20' and r.user_id = $1`,
      [c.id],
    )
    expect(redeemed).toEqual([{ ref: paymentId }])

    const again = await gql(app, TOKENS, { n: 50, k: 'tokens20' }, c.headers)
    expect(again.errors?.[0]?.message).toBe(PROMO_CODE_ALREADY_USED)
    expect(again.data).toBeNull()
    expect((await gql(app, COUPON, { k: 'tokens20' }, c.headers)).errors?.[0]?.message).toBe(PROMO_CODE_ALREADY_USED)
    // Without the code the same client still buys at the full price.
    const plain = await gql(app, TOKENS, { n: 50 }, c.headers)
    expect(bankAmount(plain.data.purchaseEcosystem.redirectUrl)).toBe(TOKEN_PACKAGES[50]! * 100)
  })

  it('another client may still use the code while the first client’s payment is open', async () => {
    const a = await client()
    const b = await client()
    const first = await gql(app, TOKENS, { n: 50, k: 'tokens20' }, a.headers)
    expect(bankAmount(first.data.purchaseEcosystem.redirectUrl)).toBe(Math.ceil(TOKEN_PACKAGES[50]! * 0.8) * 100)
    expect((await gql(app, TOKENS, { n: 500, k: 'tokens20' }, b.headers)).data.purchaseEcosystem.redirectUrl).toContain(`amount=${Math.ceil(TOKEN_PACKAGES[500]! * 0.8) * 100}`)
  })

  it('holds a single-use code for one open payment: of four discounted purchases at once one opens; a cancel or an hour unpaid gives it back; a success uses it up', async () => {
    const c = await client()
    const tries = await Promise.all([50, 150, 500, 1500].map((n) => gql(app, TOKENS, { n, k: 'tokens20' }, c.headers)))
    const opened = tries.filter((r) => !r.errors)
    expect(opened).toHaveLength(1)
    expect(tries.filter((r) => r.errors?.[0]?.message === PROMO_CODE_HELD)).toHaveLength(3)
    const first = opened[0]!.data.purchaseEcosystem as { paymentId: string; redirectUrl: string }

    // The bank cancels it: the code is free for the next payment.
    await pay(first.paymentId, bankAmount(first.redirectUrl), 'canceled')
    const second = (await gql(app, TOKENS, { n: 150, k: 'tokens20' }, c.headers)).data.purchaseEcosystem as { paymentId: string; redirectUrl: string }
    expect(bankAmount(second.redirectUrl)).toBe(Math.ceil(TOKEN_PACKAGES[150]! * 0.8) * 100)
    expect((await gql(app, TOKENS, { n: 500, k: 'tokens20' }, c.headers)).errors?.[0]?.message).toBe(PROMO_CODE_HELD)

    // Left unpaid for over an hour, it is taken for abandoned.
    await t.db.query(`update private.payments set created_at = now() - interval '61 minutes' where id = $1`, [second.paymentId])
    const third = (await gql(app, TOKENS, { n: 500, k: 'tokens20' }, c.headers)).data.purchaseEcosystem as { paymentId: string; redirectUrl: string }
    await pay(third.paymentId, bankAmount(third.redirectUrl))
    expect(await permanentTokens(c.headers)).toBe(500)

    // Used up: no further discount, even for the payment that was abandoned if the client returns to it.
    expect((await gql(app, TOKENS, { n: 50, k: 'tokens20' }, c.headers)).errors?.[0]?.message).toBe(PROMO_CODE_ALREADY_USED)
    const uses = await t.db.query<{ status: string; ref: string }>(
      `select r.status, r.ref from private.promo_code_redemptions r join private.promo_codes p on p.id = r.promo_code_id where p.url_key = 'tokens20' and r.user_id = $1`,
      [c.id],
    )
    expect(uses).toEqual([{ status: 'redeemed', ref: third.paymentId }])
  })

  it('a subscription-only code, an unknown code and a blank one', async () => {
    const c = await client()
    const sub = await gql(app, TOKENS, { n: 150, k: 'sub25' }, c.headers)
    expect(sub.errors?.[0]?.message).toBe(PROMO_CODE_NOT_FOUND)
    expect(sub.data).toBeNull()
    expect((await gql(app, TOKENS, { n: 150, k: 'no-such-code' }, c.headers)).errors?.[0]?.message).toBe(PROMO_CODE_NOT_FOUND)
    const blank = await gql(app, TOKENS, { n: 150, k: '  ' }, c.headers)
    expect(bankAmount(blank.data.purchaseEcosystem.redirectUrl)).toBe(TOKEN_PACKAGES[150]! * 100)
    const payments = await t.db.query<{ n: string }>(`select count(*)::text as n from private.payments where user_id = $1 and promo_code_id is not null`, [c.id])
    expect(payments[0]?.n).toBe('0')
  })

  it('a subscription with the token code is not discounted', async () => {
    const c = await client()
    const res = await gql(app, `mutation($i: PurchaseInput!) { purchase(input: $i) { redirectUrl } }`, { i: { subscriptionTypeId: 1, promoCodeUrlKey: 'tokens20' } }, c.headers)
    expect(bankAmount(res.data.purchase.redirectUrl)).toBe(99000)
  })
})

describe('referral reward on a token payment', () => {
  it('a friend who signed up by the link and bought tokens earns the referrer tokens once', async () => {
    const referrer = await client()
    const empty = await gql(app, STATS, {}, referrer.headers)
    expect(empty.data.me.referrerStats).toEqual({ earnedTokens: 0, registrations: 0, subscriptions: 0 })

    const friend = await client(0, { referrerId: referrer.referralId })
    const [row] = await t.db.query<{ referrer_id: string }>(`select referrer_id from public.users where id = $1`, [friend.id])
    expect(row?.referrer_id).toBe(referrer.id)
    expect((await gql(app, STATS, {}, referrer.headers)).data.me.referrerStats).toEqual({ earnedTokens: 0, registrations: 1, subscriptions: 0 })

    for (let i = 0; i < 2; i++) {
      const { paymentId } = (await gql(app, TOKENS, { n: 50 }, friend.headers)).data.purchaseEcosystem
      await pay(paymentId, TOKEN_PACKAGES[50]! * 100)
    }
    expect((await gql(app, STATS, {}, referrer.headers)).data.me).toEqual({
      referrerStats: { earnedTokens: REFERRAL_REWARD_TOKENS, registrations: 1, subscriptions: 0 },
      balance: { detailedBalance: { permanent_tokens: REFERRAL_REWARD_TOKENS } },
    })
    // The friend got only what they bought.
    expect(await permanentTokens(friend.headers)).toBe(100)
  })

  it('an unknown referral id signs up without a referrer', async () => {
    const friend = await client(0, { referrerId: 'nobody-here' })
    const [row] = await t.db.query<{ referrer_id: string | null }>(`select referrer_id from public.users where id = $1`, [friend.id])
    expect(row?.referrer_id).toBeNull()
  })
})
