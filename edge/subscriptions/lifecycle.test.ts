// Subscription lifecycle through the test bank: renewal by recurring charge at the period's end (once per period), at
// the price the purchase's coupon still gives, the ways a period simply ends, deferred bonuses, and the saved card in
// me.paymentMethods.
import { describe, expect, it } from 'vitest'
import type { AppDeps } from '../context'
import { signNotice, TESTBANK_SIGNATURE_HEADER } from '../payments/providers/testbank'
import { createLogger } from '../log'
import { asCaller } from '../db/port'
import { onRealPostgres, type TestDb } from '../../tests/helpers/test-db'
import { bearer, freshPhone, fromIp, gql, signInByPhone } from '../../tests/http/auth-support'
import { renewSubscription } from './renew-subscription'
import { renewSubscriptionJob } from './renew-subscription-job'
import { periodStartBonusesJob } from './apply-deferred-bonuses'
import { refillSubscriptionTokensJob } from './refill-subscription-tokens-job'
import { useTestApp, type TTestApp } from '../../tests/helpers/test-app'

let t: TestDb
let deps: AppDeps
let app: TTestApp
useTestApp((made) => ({ t, deps, app } = made))

let ipSeq = 0
const client = async () => {
  const headers = bearer(await signInByPhone(app, t.db, freshPhone(), fromIp(`10.81.0.${++ipSeq}`)))
  const me = (await gql(app, '{ me { id } }', {}, headers)).data.me
  return { headers, id: me.id as string }
}

const subscribe = async (headers: Record<string, string>, subscriptionTypeId: number, kopecks: number) => {
  const { paymentId } = (await gql(app, `mutation($i: PurchaseInput!) { purchase(input: $i) { paymentId } }`, { i: { subscriptionTypeId } }, headers)).data.purchase
  const { body, signature } = await signNotice(deps.settings.TESTBANK_SECRET, { paymentId, providerPaymentId: `tb_${paymentId}`, status: 'succeeded', amountKopecks: kopecks })
  const res = await app.request('/webhooks/testbank', { method: 'POST', headers: { [TESTBANK_SIGNATURE_HEADER]: signature }, body })
  expect(res.status).toBe(200)
  return paymentId as string
}

const subscriptionOf = async (paymentId: string) =>
  (await t.db.query<{ id: string; ends_at: Date }>(`select id, ends_at from private.subscriptions where payment_id = $1`, [paymentId]))[0]!

/** Plays time: the period is over (its refill and renewal jobs are due). */
const endPeriod = (subscriptionId: string) =>
  t.db.query(`update private.subscriptions set starts_at = now() - interval '2 months', ends_at = now() - interval '1 second', refill_scheduled_at = null where id = $1`, [subscriptionId])

const balance = async (userId: string) =>
  (await t.db.query<{ s: string; b: string }>(`select subscription_tokens::text as s, bonuses::text as b from private.balances where user_id = $1`, [userId]))[0]

const ME = `{ me { balance { balanceBonuses } paymentMethods { paymentSystem method cardLast4 }
  latestSubscription { isAlreadyEnded isRenewable endsAt deferredBonuses { amount bonusReason isApplied } } } }`

const ctx = { db: undefined as never, jobId: 'x', attempt: 1, log: createLogger('silent') }

describe('renewal by recurring charge', () => {
  it('keeps the card of a subscription payment and shows it in me.paymentMethods, never the token', async () => {
    const c = await client()
    await subscribe(c.headers, 1, 99000)
    const me = (await gql(app, ME, {}, c.headers)).data.me
    expect(me.paymentMethods).toEqual([{ paymentSystem: 'testbank', method: expect.any(Number), cardLast4: '4242' }])
    // The client role cannot read the provider's token column at all.
    await expect(asCaller(t.db, { role: 'authenticated', userId: c.id }, (tx) => tx.query('select token from private.payment_methods'))).rejects.toThrow(/permission denied/)
    const own = await asCaller(t.db, { role: 'authenticated', userId: c.id }, (tx) => tx.query('select card_last4 from private.payment_methods'))
    expect(own).toEqual([{ card_last4: '4242' }])
  })

  it('charges the saved card at the end of the period, extends it by the tariff and credits once, however often the job runs', async () => {
    const c = await client()
    const first = await subscribe(c.headers, 1, 99000)
    const sub = await subscriptionOf(first)
    await endPeriod(sub.id)
    const ended = (await t.db.query<{ ends_at: Date }>(`select ends_at from private.subscriptions where id = $1`, [sub.id]))[0]!.ends_at
    expect(await renewSubscription({ deps, subscriptionId: sub.id })).toBe('renewed')
    // The durable job, run again (a retry or a duplicate), decides nothing new.
    await renewSubscriptionJob.handler({ subscriptionId: sub.id }, { ...ctx, db: t.db, services: deps })
    expect(await renewSubscription({ deps, subscriptionId: sub.id })).toBe('decided')

    const periods = await t.db.query<{ starts_at: Date; ends_at: Date; kind: string; status: string; amount: string }>(
      `select s.starts_at, s.ends_at, p.kind, p.status, p.amount_kopecks::text as amount from private.subscriptions s join private.payments p on p.id = s.payment_id
       where s.user_id = $1 order by s.ends_at`,
      [c.id],
    )
    expect(periods).toHaveLength(2)
    expect(new Date(periods[1]!.starts_at).getTime()).toBe(new Date(ended).getTime())
    const [expectedEnd] = await t.db.query<{ at: Date }>(`select $1::timestamptz + interval '1 month' as at`, [ended])
    expect(new Date(periods[1]!.ends_at).getTime()).toBe(new Date(expectedEnd!.at).getTime())
    expect(periods[1]).toMatchObject({ kind: 'subscription', status: 'succeeded', amount: '99000' })
    expect(await balance(c.id)).toEqual({ s: '200', b: '0' })
    const me = (await gql(app, ME, {}, c.headers)).data.me
    expect(me.latestSubscription).toMatchObject({ isAlreadyEnded: false, isRenewable: true })
    // The renewed period books its own renewal.
    const jobs = await t.db.query(`select 1 from private.jobs where name = 'subscription-renew' and payload->>'subscriptionId' in (select id::text from private.subscriptions where user_id = $1)`, [c.id])
    expect(jobs).toHaveLength(2)
  })

  it('a cancelled subscription is not charged and ends', async () => {
    const c = await client()
    const sub = await subscriptionOf(await subscribe(c.headers, 1, 99000))
    expect((await gql(app, 'mutation { cancelCurrentSubscription }', {}, c.headers)).data.cancelCurrentSubscription).toBe(true)
    await endPeriod(sub.id)
    expect(await renewSubscription({ deps, subscriptionId: sub.id })).toBe('not_renewable')
    const me = (await gql(app, ME, {}, c.headers)).data.me
    expect(me.latestSubscription).toMatchObject({ isAlreadyEnded: true, isRenewable: false })
    expect(await t.db.query(`select 1 from private.payments where user_id = $1`, [c.id])).toHaveLength(1)
    expect(await balance(c.id)).toEqual({ s: '100', b: '0' })
  })

  it('without a saved card, or with a card the bank declines, the subscription ends and nothing is credited', async () => {
    const noCard = await client()
    const a = await subscriptionOf(await subscribe(noCard.headers, 1, 99000))
    await t.db.query(`update private.payments set payment_method_id = null where user_id = $1`, [noCard.id])
    await endPeriod(a.id)
    expect(await renewSubscription({ deps, subscriptionId: a.id })).toBe('no_method')

    const declined = await client()
    const b = await subscriptionOf(await subscribe(declined.headers, 1, 99000))
    await t.db.query(`update private.payment_methods set token = 'tbcard_decline_' || id where user_id = $1`, [declined.id])
    await endPeriod(b.id)
    expect(await renewSubscription({ deps, subscriptionId: b.id })).toBe('failed')
    expect(await renewSubscription({ deps, subscriptionId: b.id })).toBe('decided')
    const renewal = await t.db.query<{ status: string }>(`select status from private.payments where renews_subscription_id = $1`, [b.id])
    expect(renewal).toEqual([{ status: 'canceled' }])

    for (const c of [noCard, declined]) {
      expect((await gql(app, ME, {}, c.headers)).data.me.latestSubscription.isAlreadyEnded).toBe(true)
      expect(await balance(c.id)).toEqual({ s: '100', b: '0' })
    }
  })

  it('a period that has not ended yet is not charged', async () => {
    const c = await client()
    const sub = await subscriptionOf(await subscribe(c.headers, 1, 99000))
    expect(await renewSubscription({ deps, subscriptionId: sub.id })).toBe('not-due')
    expect(await t.db.query(`select 1 from private.payments where user_id = $1`, [c.id])).toHaveLength(1)
  })
})

describe('renewal with the coupon the subscription was bought with', () => {
  let seq = 0
  /** A coupon on subscriptions for anyone, with its promo code; returns the code's address key. */
  const coupon = async (amount: number, duration: [string, number | null]) => {
    const key = `renew_${Date.now().toString(36)}_${++seq}`
    await t.db.query(
      `with c as (insert into private.coupons (rule_key, amount, amount_type, apply_on_type, applicable_products, audience, duration_type, interval_count, interval_unit)
                  values ($1, $2, 'percent', 'specific_products', '{subscription}', 'all', $3, $4, case when $4::int is null then null else 'month' end) returning id)
       insert into private.promo_codes (coupon_id, code, url_key) select id, upper($1), $1 from c`,
      [key, amount, duration[0], duration[1]],
    )
    return key
  }
  /** Buys the monthly tariff (990 ₽) with the code, paid through the test bank; the charge is checked against `kopecks`. */
  const buy = async (headers: Record<string, string>, promoCodeUrlKey: string, kopecks: number) => {
    const res = await gql(app, `mutation($i: PurchaseInput!) { purchase(input: $i) { paymentId } }`, { i: { subscriptionTypeId: 1, promoCodeUrlKey } }, headers)
    expect(res.errors).toBeUndefined()
    const paymentId = res.data.purchase.paymentId as string
    const { body, signature } = await signNotice(deps.settings.TESTBANK_SECRET, { paymentId, providerPaymentId: `tb_${paymentId}`, status: 'succeeded', amountKopecks: kopecks })
    expect((await app.request('/webhooks/testbank', { method: 'POST', headers: { [TESTBANK_SIGNATURE_HEADER]: signature }, body })).status).toBe(200)
    return paymentId
  }
  /** Renews the period `times` times in a row; the amounts of the first charge and each renewal. */
  const chargesOver = async (userId: string, firstPaymentId: string, times: number) => {
    let paymentId = firstPaymentId
    for (let i = 0; i < times; i++) {
      const sub = await subscriptionOf(paymentId)
      await endPeriod(sub.id)
      expect(await renewSubscription({ deps, subscriptionId: sub.id })).toBe('renewed')
      paymentId = (await t.db.query<{ id: string }>(`select id from private.payments where renews_subscription_id = $1`, [sub.id]))[0]!.id
    }
    const rows = await t.db.query<{ amount: string }>(`select amount_kopecks::text as amount from private.payments where user_id = $1 and status = 'succeeded' order by created_at`, [userId])
    return rows.map((r) => Number(r.amount))
  }
  const redemptions = async (userId: string) => (await t.db.query(`select 1 from private.promo_code_redemptions where user_id = $1`, [userId])).length

  it('a repeating coupon of 3 months discounts the first charge and two renewals, then the price is whole', async () => {
    const c = await client()
    const first = await buy(c.headers, await coupon(50, ['repeating', 3]), 49500)
    expect(await chargesOver(c.id, first, 4)).toEqual([49500, 49500, 49500, 99000, 99000])
    expect(await redemptions(c.id)).toBe(1)
  })

  it('a forever coupon discounts every renewal; a once coupon only the first charge', async () => {
    const a = await client()
    expect(await chargesOver(a.id, await buy(a.headers, await coupon(10, ['forever', null]), 89100), 2)).toEqual([89100, 89100, 89100])
    const b = await client()
    expect(await chargesOver(b.id, await buy(b.headers, await coupon(25, ['once', 1]), 74300), 2)).toEqual([74300, 99000, 99000])
    expect([await redemptions(a.id), await redemptions(b.id)]).toEqual([1, 1])
  })

  it('keeps the discount when the promo code is switched off after the purchase', async () => {
    const c = await client()
    const key = await coupon(20, ['forever', null])
    const first = await buy(c.headers, key, 79200)
    await t.db.query(`update private.promo_codes set is_active = false where url_key = $1`, [key])
    expect(await chargesOver(c.id, first, 1)).toEqual([79200, 79200])
  })
})

describe(`renewal job run many times at once (${onRealPostgres() ? 'real Postgres' : 'PGlite, serialised'})`, () => {
  it('20 concurrent runs charge once and credit once', async () => {
    const c = await client()
    const sub = await subscriptionOf(await subscribe(c.headers, 1, 99000))
    await endPeriod(sub.id)
    const outcomes = await Promise.all(Array.from({ length: 20 }, () => renewSubscription({ deps, subscriptionId: sub.id })))
    expect(outcomes.filter((o) => o === 'renewed').length).toBeGreaterThanOrEqual(1)
    expect(await t.db.query(`select 1 from private.payments where renews_subscription_id = $1`, [sub.id])).toHaveLength(1)
    expect(await t.db.query(`select 1 from private.subscriptions where user_id = $1`, [c.id])).toHaveLength(2)
    expect(await balance(c.id)).toEqual({ s: '200', b: '0' })
  })
})

describe('deferred bonuses', () => {
  it('a purchase that starts now applies its bonus in the activation run; one bought while another runs waits for its refill run', async () => {
    const c = await client()
    await subscribe(c.headers, 2, 249000)
    let me = (await gql(app, ME, {}, c.headers)).data.me
    expect(me.latestSubscription.deferredBonuses).toEqual([{ amount: 100, bonusReason: 'purchase', isApplied: true }])
    expect(me.balance.balanceBonuses).toBe(100)

    // Bought while the 3-month period runs: its bonus waits.
    const stacked = await subscribe(c.headers, 3, 799000)
    me = (await gql(app, ME, {}, c.headers)).data.me
    expect(me.latestSubscription.deferredBonuses).toEqual([{ amount: 500, bonusReason: 'purchase', isApplied: false }])
    expect(me.balance.balanceBonuses).toBe(100)
    const job = await t.db.query<{ run_at: Date }>(`select run_at from private.jobs where key = $1`, [`subscription-period-start-bonuses:${(await subscriptionOf(stacked)).id}`])
    expect(job).toHaveLength(1)

    // The next refill run of the running period applies it, once.
    const [running] = await t.db.query<{ id: string; at: Date }>(
      `select id, refill_scheduled_at as at from private.subscriptions where user_id = $1 and subscription_type_id = 2`,
      [c.id],
    )
    const at = new Date(running!.at).toISOString()
    await refillSubscriptionTokensJob.handler({ subscriptionId: running!.id, at }, { ...ctx, db: t.db, services: deps })
    await periodStartBonusesJob.handler({ userId: c.id }, { ...ctx, db: t.db, services: deps })
    me = (await gql(app, ME, {}, c.headers)).data.me
    expect(me.latestSubscription.deferredBonuses).toEqual([{ amount: 500, bonusReason: 'purchase', isApplied: true }])
    expect(me.balance.balanceBonuses).toBe(600)
    const entries = await t.db.query(`select 1 from private.ledger_entries where user_id = $1 and reason = 'deferred-bonus'`, [c.id])
    expect(entries).toHaveLength(2)
  })
})
