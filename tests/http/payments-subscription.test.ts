// Subscription actions, the monthly refill job and the referral reward, over POST /graphql and the test bank webhook.
import { describe, expect, it } from 'vitest'
import type { AppDeps } from '../../edge/context'
import { signNotice, TESTBANK_SIGNATURE_HEADER } from '../../edge/payments/providers/testbank'
import { freezeCurrentSubscriptionForSummer } from '../../edge/subscriptions/freeze-current-subscription-for-summer'
import { refillSubscriptionTokensJob } from '../../edge/subscriptions/refill-subscription-tokens-job'
import { createLogger } from '../../edge/log'
import { REFERRAL_REWARD_TOKENS } from '../../edge/referrals/reward-referrer'
import type { TestDb } from '../helpers/test-db'
import { gql, phoneClients } from './auth-support'
import { useTestApp, type TTestApp } from '../helpers/test-app'

let t: TestDb
let deps: AppDeps
let app: TTestApp
useTestApp((made) => ({ t, deps, app } = made))

const client = phoneClients('10.79.0', () => ({ app, db: t.db }))

const subscribe = async (headers: Record<string, string>, subscriptionTypeId: number, kopecks: number) => {
  const { paymentId } = (await gql(app, `mutation($i: PurchaseInput!) { purchase(input: $i) { paymentId } }`, { i: { subscriptionTypeId } }, headers)).data.purchase
  const { body, signature } = await signNotice(deps.settings.TESTBANK_SECRET, { paymentId, providerPaymentId: `tb_${paymentId}`, status: 'succeeded', amountKopecks: kopecks })
  const res = await app.request('/webhooks/testbank', { method: 'POST', headers: { [TESTBANK_SIGNATURE_HEADER]: signature }, body })
  expect(res.status).toBe(200)
  return paymentId as string
}

const CURRENT = `{ isFrozenCurrentSubscription me { userCurrentSubscription { isRenewable } } }`

describe('subscription actions', () => {
  it('cancel and reactivate the running subscription; nothing to cancel without one', async () => {
    const c = await client()
    expect((await gql(app, 'mutation { cancelCurrentSubscription }', {}, c.headers)).errors?.[0]?.message).toBe('У тебя нет активной подписки')
    await subscribe(c.headers, 1, 99000)
    expect((await gql(app, 'mutation { cancelCurrentSubscription }', {}, c.headers)).data.cancelCurrentSubscription).toBe(true)
    expect((await gql(app, CURRENT, {}, c.headers)).data).toEqual({ isFrozenCurrentSubscription: false, me: { userCurrentSubscription: { isRenewable: false } } })
    expect((await gql(app, 'mutation { reactivateCurrentSubscription }', {}, c.headers)).data.reactivateCurrentSubscription).toBe(true)
    expect((await gql(app, CURRENT, {}, c.headers)).data.me.userCurrentSubscription.isRenewable).toBe(true)
  })

  it('freezes only in summer, only a renewable one, only once', async () => {
    const c = await client()
    await subscribe(c.headers, 1, 99000)
    const caller = { role: 'authenticated' as const, userId: c.id }
    const july = new Date('2027-07-15T12:00:00Z')
    await expect(freezeCurrentSubscriptionForSummer({ db: t.db, caller, now: new Date('2027-10-15T12:00:00Z') })).rejects.toThrow(/летом/)
    expect(await freezeCurrentSubscriptionForSummer({ db: t.db, caller, now: july })).toBe(true)
    await expect(freezeCurrentSubscriptionForSummer({ db: t.db, caller, now: july })).rejects.toThrow('Подписка уже заморожена')
    expect((await gql(app, CURRENT, {}, c.headers)).data.isFrozenCurrentSubscription).toBe(true)
  })
})

describe('monthly refill', () => {
  it('a 3-month subscription schedules its refill as a job that credits once and schedules the next', async () => {
    const c = await client()
    await subscribe(c.headers, 2, 249000)
    const [sub] = await t.db.query<{ id: string; at: Date }>(`select id, refill_scheduled_at as at from private.subscriptions where user_id = $1`, [c.id])
    const at = new Date(sub!.at).toISOString()
    const jobs = await t.db.query<{ n: string }>(`select count(*)::text as n from private.jobs where key = $1`, [`subscription-refill:${sub!.id}:${at}`])
    expect(jobs[0]?.n).toBe('1')
    const ctx = { db: t.db, jobId: 'x', attempt: 1, log: createLogger('silent') }
    await refillSubscriptionTokensJob.handler({ subscriptionId: sub!.id, at }, ctx)
    await refillSubscriptionTokensJob.handler({ subscriptionId: sub!.id, at }, ctx)
    const bal = await t.db.query<{ v: string }>(`select subscription_tokens::text as v from private.balances where user_id = $1`, [c.id])
    expect(bal[0]?.v).toBe('200')
    const [next] = await t.db.query<{ at: Date }>(`select refill_scheduled_at as at from private.subscriptions where id = $1`, [sub!.id])
    expect(new Date(next!.at).getTime()).toBeGreaterThan(new Date(at).getTime())
  })
})

describe('referral programme', () => {
  it('the referrer earns tokens once, on the friend\'s first successful payment', async () => {
    const referrer = await client()
    const friend = await client(0, { referrerId: referrer.referralId })
    await subscribe(friend.headers, 1, 99000)
    await subscribe(friend.headers, 1, 99000)
    const stats = await gql(app, '{ me { referrerStats { earnedTokens registrations subscriptions } balance { detailedBalance { permanent_tokens } } } }', {}, referrer.headers)
    expect(stats.data.me).toEqual({
      referrerStats: { earnedTokens: REFERRAL_REWARD_TOKENS, registrations: 1, subscriptions: 1 },
      balance: { detailedBalance: { permanent_tokens: REFERRAL_REWARD_TOKENS } },
    })
  })
})
