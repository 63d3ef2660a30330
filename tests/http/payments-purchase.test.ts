// Payments over HTTP: purchase through the test bank, the bank's signed notification, and what must not change money:
// declines, forgeries, tampered amounts, unknown payments, out-of-order and concurrent duplicates, promo codes.
import { describe, expect, it } from 'vitest'
import type { AppDeps } from '../../edge/context'
import { signNotice, TESTBANK_SIGNATURE_HEADER, type TTestBankNotice } from '../../edge/payments/providers/testbank'
import type { RealtimeMessage } from '../../edge/realtime/hub'
import { userRoom } from '../../domain/realtime'
import { asCaller } from '../../edge/db/port'
import { onRealPostgres, type TestDb } from '../helpers/test-db'
import { bearer, freshPhone, fromIp, gql, signInByPhone } from './auth-support'
import { useTestApp, type TTestApp } from '../helpers/test-app'

let t: TestDb
let deps: AppDeps
let app: TTestApp
useTestApp((made) => ({ t, deps, app } = made))

let ipSeq = 0
const client = async () => {
  const headers = bearer(await signInByPhone(app, t.db, freshPhone(), fromIp(`10.78.0.${++ipSeq}`)))
  const me = await gql(app, '{ me { id } }', {}, headers)
  const id = me.data.me.id as string
  const events: RealtimeMessage[] = []
  deps.realtime.subscribe([userRoom(id)], (m) => events.push(m))
  return { headers, id, events }
}

const PURCHASE = `mutation($input: PurchaseInput!) { purchase(input: $input) { redirectUrl paymentId } }`
const TOKENS = `mutation($n: Int!) { purchaseEcosystem(amountTokens: $n) { redirectUrl paymentId } }`
const PAYMENT = `query($id: ID!) { payment(id: $id) { id kind status amount } }`
const ME = `{ me { balance { balanceBonuses detailedBalance { subscription_tokens permanent_tokens } }
  userCurrentSubscription { isRenewable isAlreadyEnded endsAt refillScheduledAt type { id durationInMonths } }
  latestSubscription { isAlreadyEnded type { id } } } }`

const notify = async (notice: TTestBankNotice, opts: { secret?: string; tamper?: (body: string) => string } = {}) => {
  const { body, signature } = await signNotice(opts.secret ?? deps.settings.TESTBANK_SECRET, notice)
  return app.request('/webhooks/testbank', {
    method: 'POST',
    headers: { 'content-type': 'application/json', [TESTBANK_SIGNATURE_HEADER]: signature },
    body: opts.tamper ? opts.tamper(body) : body,
  })
}
const notice = (paymentId: string, amountKopecks: number, status: 'succeeded' | 'canceled' = 'succeeded'): TTestBankNotice => ({
  paymentId,
  providerPaymentId: `tb_${paymentId}`,
  status,
  amountKopecks,
})
const settle = () => new Promise((r) => setTimeout(r, 300))
const me = async (headers: Record<string, string>) => (await gql(app, ME, {}, headers)).data.me
const status = async (id: string, headers: Record<string, string>) => (await gql(app, PAYMENT, { id }, headers)).data.payment?.status

describe('purchase through the test bank', () => {
  it('prices on the server, pays once, activates the subscription, credits tokens and bonuses, publishes once', async () => {
    const c = await client()
    const res = await gql(app, PURCHASE, { input: { subscriptionTypeId: 2, amount: 2490, paymentMethod: 4, redirectAfterPayment: '/ecosystem/subscription' } }, c.headers)
    expect(res.errors).toBeUndefined()
    const { redirectUrl, paymentId } = res.data.purchase
    const page = new URL(redirectUrl)
    expect(page.pathname).toBe(`/dev/bank/pay/${paymentId}`)
    expect(page.searchParams.get('amount')).toBe('249000')
    expect(new URL(page.searchParams.get('return')!).pathname).toBe('/ecosystem/subscription')
    expect(new URL(page.searchParams.get('notify')!).pathname).toBe('/webhooks/testbank')
    expect((await app.request(page.pathname + page.search)).status).toBe(200)
    expect(await status(paymentId, c.headers)).toBe('pending')

    const r = await notify(notice(paymentId, 249000))
    expect(r.status).toBe(200)
    expect(await status(paymentId, c.headers)).toBe('succeeded')
    const after = await me(c.headers)
    expect(after.balance).toEqual({ balanceBonuses: 100, detailedBalance: { subscription_tokens: 100, permanent_tokens: 0 } })
    expect(after.userCurrentSubscription).toMatchObject({ isRenewable: true, isAlreadyEnded: false, type: { id: 2, durationInMonths: 3 } })
    expect(after.userCurrentSubscription.refillScheduledAt).not.toBeNull()
    expect(after.latestSubscription).toMatchObject({ isAlreadyEnded: false, type: { id: 2 } })

    // The bank repeats itself: nothing more.
    expect((await notify(notice(paymentId, 249000))).status).toBe(200)
    await settle()
    expect((await me(c.headers)).balance.detailedBalance.subscription_tokens).toBe(100)
    expect(c.events.filter((e) => e.event === 'pay-in-success')).toEqual([{ room: userRoom(c.id), event: 'pay-in-success', data: { paymentId, kind: 'subscription' } }])
  })

  it('refuses a client amount that is not the server price, and guests', async () => {
    const c = await client()
    const res = await gql(app, PURCHASE, { input: { subscriptionTypeId: 1, amount: 1 } }, c.headers)
    expect(res.errors?.[0]?.message).toBe('Цена изменилась: к оплате 990\u00a0₽. Обнови страницу и попробуй ещё раз')
    expect((await gql(app, PURCHASE, { input: { subscriptionTypeId: 1 } })).errors?.[0]?.message).toBe('Войди, чтобы оплатить')
  })

  it('reuses a payment still waiting for the provider when the same purchase is retried', async () => {
    const c = await client()
    const id = (await t.db.query<{ id: string }>(
      `insert into private.payments (user_id, kind, product, amount_kopecks, provider, method_id, subscription_type_id) values ($1, 'subscription', 'subscription', 99000, 'testbank', 3, 1) returning id`,
      [c.id],
    ))[0]!.id
    const res = await gql(app, PURCHASE, { input: { subscriptionTypeId: 1, paymentMethod: 3 } }, c.headers)
    expect(res.data.purchase.paymentId).toBe(id)
  })

  it('refills permanent tokens from a package priced on the server', async () => {
    const c = await client()
    const { paymentId } = (await gql(app, TOKENS, { n: 150 }, c.headers)).data.purchaseEcosystem
    expect((await gql(app, TOKENS, { n: 151 }, c.headers)).errors?.[0]?.message).toBe('Такого пакета токенов нет')
    expect((await notify(notice(paymentId, 49000))).status).toBe(200)
    expect((await me(c.headers)).balance.detailedBalance.permanent_tokens).toBe(150)
    expect((await gql(app, PAYMENT, { id: paymentId }, c.headers)).data.payment).toEqual({ id: paymentId, kind: 'refill_tokens', status: 'succeeded', amount: 490 })
  })
})

describe('the payment facts and the cookie notice', () => {
  it('records payment_started and payment_succeeded only with analytics allowed when the payment started (the bank’s callback carries no visitor)', async () => {
    const [c, d] = [await client(), await client()]
    const facts = (paymentId: string) =>
      t.db.query<{ name: string }>(`select name from private.analytics_events where (props ->> 'payment_id') = $1 order by id`, [paymentId])
    const on = { ...c.headers, cookie: `cookie_consent=${encodeURIComponent('{"analytics":true,"marketing":false}')}` }
    const allowed = (await gql(app, TOKENS, { n: 150 }, on)).data.purchaseEcosystem.paymentId as string
    const off = { ...d.headers, cookie: `cookie_consent=${encodeURIComponent('{"analytics":false}')}` }
    const refused = (await gql(app, TOKENS, { n: 150 }, off)).data.purchaseEcosystem.paymentId as string
    // Opt-in (issue 33): a payer who has not answered the cookie notice yet leaves no fact either.
    const unanswered = (await gql(app, TOKENS, { n: 150 }, d.headers)).data.purchaseEcosystem.paymentId as string
    expect(await facts(allowed)).toEqual([{ name: 'payment_started' }])
    expect(await facts(refused)).toEqual([])
    expect(await facts(unanswered)).toEqual([])
    expect((await notify(notice(refused, 49000))).status).toBe(200)
    expect((await notify(notice(allowed, 49000))).status).toBe(200)
    expect(await facts(refused)).toEqual([])
    expect(await facts(allowed)).toEqual([{ name: 'payment_started' }, { name: 'payment_succeeded' }])
  })
})

describe('notifications that must not move money', () => {
  it('a declined payment changes nothing, and a late success after it is ignored', async () => {
    const c = await client()
    const { paymentId } = (await gql(app, PURCHASE, { input: { subscriptionTypeId: 1 } }, c.headers)).data.purchase
    expect((await notify(notice(paymentId, 99000, 'canceled'))).status).toBe(200)
    expect((await notify(notice(paymentId, 99000))).status).toBe(200)
    expect(await status(paymentId, c.headers)).toBe('canceled')
    const after = await me(c.headers)
    expect(after.balance.detailedBalance.subscription_tokens).toBe(0)
    expect(after.userCurrentSubscription).toBeNull()
  })

  it('a cancel after success is ignored', async () => {
    const c = await client()
    const { paymentId } = (await gql(app, PURCHASE, { input: { subscriptionTypeId: 1 } }, c.headers)).data.purchase
    await notify(notice(paymentId, 99000))
    expect((await notify(notice(paymentId, 99000, 'canceled'))).status).toBe(200)
    expect(await status(paymentId, c.headers)).toBe('succeeded')
    expect((await me(c.headers)).balance.detailedBalance.subscription_tokens).toBe(100)
  })

  it('refuses a forged signature, a tampered amount and a wrong amount; acknowledges an unknown payment', async () => {
    const c = await client()
    const { paymentId } = (await gql(app, PURCHASE, { input: { subscriptionTypeId: 1 } }, c.headers)).data.purchase
    expect((await notify(notice(paymentId, 99000), { secret: 'someone-elses-secret-0123456789' })).status).toBe(400)
    expect((await notify(notice(paymentId, 99000), { tamper: (b) => b.replace('99000', '100') })).status).toBe(400)
    expect((await notify(notice(paymentId, 100))).status).toBe(400)
    expect((await notify(notice(crypto.randomUUID(), 99000))).status).toBe(200)
    expect(await status(paymentId, c.headers)).toBe('pending')
    expect((await me(c.headers)).balance.detailedBalance.subscription_tokens).toBe(0)
  })

  it('another client cannot read the payment', async () => {
    const a = await client()
    const b = await client()
    const { paymentId } = (await gql(app, PURCHASE, { input: { subscriptionTypeId: 1 } }, a.headers)).data.purchase
    expect((await gql(app, PAYMENT, { id: paymentId }, b.headers)).data.payment).toBeNull()
  })

  it('a client cannot write its own payment, only read it through the view', async () => {
    const a = await client()
    const { paymentId } = (await gql(app, PURCHASE, { input: { subscriptionTypeId: 1 } }, a.headers)).data.purchase
    const caller = { role: 'authenticated' as const, userId: a.id }
    await expect(asCaller(t.db, caller, (tx) => tx.query(`update private.payments set status = 'succeeded' where id = $1`, [paymentId]))).rejects.toThrow(/permission denied/)
    await expect(asCaller(t.db, caller, (tx) => tx.query(`update public.payments set status = 'succeeded' where id = $1`, [paymentId]))).rejects.toThrow(/permission denied/)
    const seen = await asCaller(t.db, caller, (tx) => tx.query<{ id: string }>(`select id from public.payments`))
    expect(seen.map((r) => r.id)).toEqual([paymentId])
  })
})

describe(`100 copies of one notification at once (${onRealPostgres() ? 'real Postgres' : 'PGlite, serialised'})`, () => {
  it('credits once and publishes once', async () => {
    const c = await client()
    const { paymentId } = (await gql(app, PURCHASE, { input: { subscriptionTypeId: 1 } }, c.headers)).data.purchase
    const { body, signature } = await signNotice(deps.settings.TESTBANK_SECRET, notice(paymentId, 99000))
    const replies = await Promise.all(
      Array.from({ length: 100 }, () =>
        app.request('/webhooks/testbank', { method: 'POST', headers: { 'content-type': 'application/json', [TESTBANK_SIGNATURE_HEADER]: signature }, body }),
      ),
    )
    expect(replies.every((r) => r.status === 200)).toBe(true)
    await settle()
    const entries = await t.db.query<{ n: string; sum: string }>(
      `select count(*)::text as n, coalesce(sum(delta), 0)::text as sum from private.ledger_entries where user_id = $1 and account = 'subscription_tokens'`,
      [c.id],
    )
    expect(entries[0]).toEqual({ n: '1', sum: '100' })
    expect(c.events.filter((e) => e.event === 'pay-in-success')).toHaveLength(1)
  })
})

describe('promo codes on the server', () => {
  it('applies the discount, redeems the code once, and refuses a second use', async () => {
    const c = await client()
    const res = await gql(app, PURCHASE, { input: { subscriptionTypeId: 1, amount: 743, promoCodeUrlKey: 'sub25' } }, c.headers)
    expect(res.errors).toBeUndefined()
    const { redirectUrl, paymentId } = res.data.purchase
    expect(new URL(redirectUrl).searchParams.get('amount')).toBe('74300')
    // The full price with a discount code is a mismatch too.
    expect((await gql(app, PURCHASE, { input: { subscriptionTypeId: 1, amount: 990, promoCodeUrlKey: 'sub25' } }, c.headers)).errors?.[0]?.message).toContain('743')
    await notify(notice(paymentId, 74300))
    await notify(notice(paymentId, 74300))
    const used = await t.db.query<{ n: string }>(`select count(*)::text as n from private.promo_code_redemptions r join private.promo_codes p on p.id = r.promo_code_id where p.url_key = 'sub25' and r.user_id = $1`, [c.id])
    expect(used[0]?.n).toBe('1')
    const again = await gql(app, PURCHASE, { input: { subscriptionTypeId: 1, promoCodeUrlKey: 'sub25' } }, c.headers)
    expect(again.errors?.[0]?.message).toBe('Упс! Ты уже активировал промокод')
  })
})

describe('the tariff page shows what the purchase charges', () => {
  const TYPES = `query($g: String, $k: String) { subscriptionTypes(tariffGroup: $g, promoCodeUrlKey: $k) { id price durationInMonths discountInfo { price } } }`

  it('for every seeded promo code × every tariff, for a new and an existing client', async () => {
    // Every offer live for this test (spring_sale has a calendar window).
    await t.db.query(`update private.promo_codes set starts_at = null, ends_at = null`)
    const keys = (await t.db.query<{ url_key: string }>(`select url_key from private.promo_codes order by url_key`)).map((r) => r.url_key)
    expect(keys).toEqual(expect.arrayContaining(['sub25', 'sub50', 'old25', 'spring-sale', 'tokens20']))
    const fresh = await client()
    const existing = await client()
    const first = (await gql(app, PURCHASE, { input: { subscriptionTypeId: 1 } }, existing.headers)).data.purchase.paymentId as string
    expect((await notify(notice(first, 99000))).status).toBe(200)

    const discounted = new Set<string>()
    for (const c of [fresh, existing]) {
      for (const key of keys) {
        for (const g of ['a', 'b', 'c']) {
          const types = (await gql(app, TYPES, { g, k: key }, c.headers)).data.subscriptionTypes as { id: number; price: number; durationInMonths: number; discountInfo: { price: number } | null }[]
          expect(types).toHaveLength(3)
          for (const tariff of types) {
            const shown = tariff.discountInfo?.price ?? tariff.price
            if (tariff.discountInfo) discounted.add(`${key}/${tariff.durationInMonths}`)
            const res = await gql(app, PURCHASE, { input: { subscriptionTypeId: tariff.id, amount: shown, promoCodeUrlKey: key } }, c.headers)
            expect(res.errors, `${key} on tariff ${tariff.id}`).toBeUndefined()
            expect(new URL(res.data.purchase.redirectUrl).searchParams.get('amount'), `${key} on tariff ${tariff.id}`).toBe(String(shown * 100))
            // The client leaves the bank's page and the bank cancels: a single-use code is free again for the next.
            expect((await notify(notice(res.data.purchase.paymentId as string, shown * 100, 'canceled'))).status).toBe(200)
            // A «first month» offer never takes its percent off the whole longer tariff.
            if ((key === 'sub25' || key === 'sub50') && tariff.discountInfo && tariff.durationInMonths > 1) {
              const pct = key === 'sub25' ? 25 : 50
              expect(tariff.price - shown).toBeLessThanOrEqual(Math.ceil((tariff.price / tariff.durationInMonths) * pct / 100))
            }
          }
        }
      }
    }
    // The offers did discount something (so the equality above is not of undiscounted prices only).
    expect([...discounted].sort()).toEqual(['old25/1', 'spring-sale/12', 'spring-sale/3', 'sub25/1', 'sub25/12', 'sub25/3', 'sub50/1', 'sub50/12', 'sub50/3'])
  })
})
