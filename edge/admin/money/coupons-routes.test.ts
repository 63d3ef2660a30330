// /api/admin/money coupons and influencers: a coupon made in the panel works in getCouponDetailsByPromoCode and the
// purchase at once, its usage count follows the redemptions, switching it off hides it; every field is validated in
// Russian, a taken code or key is refused, a stale form gets STALE_VERSION; influencer banners follow their edits.
import { describe, expect, it } from 'vitest'
import type { AppDeps } from '../../context'
import type { TestDb } from '../../../tests/helpers/test-db'
import { useTestApp, type TTestApp } from '../../../tests/helpers/test-app'
import { adminHttp, isRussian, type TAdminHttp, type TJson } from '../../../tests/helpers/admin-http'
import { bearer, freshPhone, fromIp, gql, signInByPhone } from '../../../tests/http/auth-support'
import { signNotice, TESTBANK_SIGNATURE_HEADER } from '../../payments/providers/testbank'

let t: TestDb
let app: TTestApp
let deps: AppDeps
let h: TAdminHttp
useTestApp(async (made) => ({ t, app, deps } = made))
const ready = async () => (h ??= await adminHttp(app, t.db, deps))

const NEW_COUPON = {
  ruleKey: 'autumn15',
  amount: 15,
  amountType: 'percent',
  applyOnType: 'specific_products',
  applicableProducts: ['subscription'],
  applicableProductPrices: [],
  audience: 'all',
  durationType: 'once',
  intervalCount: null,
  intervalUnit: null,
  userDescription: 'Скидка 15% на подписку',
  bannerTitle: 'Осень',
  bannerSubtitle: null,
  popupTitle: 'Промокод активирован',
  popupSubtitle: 'Подписка на 15% дешевле',
  promoCode: 'AUTUMN15',
  promoCodeUrlKey: 'autumn15',
  isActive: true,
  startsAt: null,
  endsAt: null,
}

const BY_CODE = `query($c: String!) { getCouponDetailsByPromoCode(promoCode: $c) { isApplicable amount amountType promoCodeUrlKey } }`
const PURCHASE = `mutation($input: PurchaseInput!) { purchase(input: $input) { redirectUrl paymentId } }`
const list = async (q = '') => (await h.call('GET', `/api/admin/money/coupons?${q}`)).body
const withoutMeta = (c: TJson) => {
  const { id: _i, version: _v, promoCodeId: _p, usageCount: _u, ...rest } = c
  return rest
}

async function payByWebhook(paymentId: string) {
  const [p] = await t.db.query<{ amount_kopecks: number }>('select amount_kopecks from private.payments where id = $1', [paymentId])
  const { body, signature } = await signNotice(deps.settings.TESTBANK_SECRET, { paymentId, providerPaymentId: `tb_${paymentId}`, status: 'succeeded', amountKopecks: Number(p!.amount_kopecks) })
  const res = await app.request('/webhooks/testbank', { method: 'POST', headers: { 'content-type': 'application/json', [TESTBANK_SIGNATURE_HEADER]: signature }, body })
  expect(res.status).toBe(200)
}

describe('coupons', () => {
  it('creates a coupon a client redeems; the usage count follows; switching it off hides it', async () => {
    await ready()
    const made = await h.call('POST', '/api/admin/money/coupons', NEW_COUPON)
    expect(made.status).toBe(201)
    expect(made.body).toMatchObject({ ...NEW_COUPON, version: 1, usageCount: 0 })
    expect((await h.audit('coupon.create'))[0]).toMatchObject({ outcome: 'ok', target_id: String(made.body.id), before: null, after: { promoCode: 'AUTUMN15' } })

    const headers = bearer(await signInByPhone(app, t.db, freshPhone(), fromIp('10.92.0.1')))
    expect((await gql(app, BY_CODE, { c: 'autumn15' }, headers)).data.getCouponDetailsByPromoCode).toEqual({
      isApplicable: true,
      amount: 15,
      amountType: 'percent',
      promoCodeUrlKey: 'autumn15',
    })
    const bought = await gql(app, PURCHASE, { input: { subscriptionTypeId: 1, promoCodeUrlKey: 'autumn15' } }, headers)
    expect(new URL(bought.data.purchase.redirectUrl).searchParams.get('amount')).toBe(String(Math.ceil(990 * 0.85) * 100))
    await payByWebhook(bought.data.purchase.paymentId)
    const found = await list('q=AUTUMN')
    expect(found.total).toBe(1)
    expect(found.items[0]).toMatchObject({ promoCode: 'AUTUMN15', usageCount: 1 })
    expect((await list('sort=usageCount&dir=desc')).items[0].promoCode).toBe('AUTUMN15')

    const off = await h.call('POST', `/api/admin/money/coupons/${made.body.id}/active`, { version: 1, isActive: false })
    expect(off.body).toMatchObject({ isActive: false, version: 2 })
    expect((await h.audit('coupon.deactivate'))[0]).toMatchObject({ before: { isActive: true, version: 1 }, after: { isActive: false, version: 2 } })
    const other = bearer(await signInByPhone(app, t.db, freshPhone(), fromIp('10.92.0.2')))
    expect((await gql(app, BY_CODE, { c: 'AUTUMN15' }, other)).errors?.[0]?.message).toBe('Упс! Такого промокода не существует')
    expect((await list('active=no')).items.map((c: TJson) => c.promoCode)).toEqual(['AUTUMN15'])
    const stale = await h.call('POST', `/api/admin/money/coupons/${made.body.id}/active`, { version: 1, isActive: true })
    expect(stale.status).toBe(409)
    expect(stale.body.error.code).toBe('STALE_VERSION')
  })

  it('validates every field in Russian, next to the field', async () => {
    await ready()
    for (const [patch, path, text] of [
      [{ amount: 150 }, 'amount', 'Скидка в процентах — целое число от 1 до 100'],
      [{ amount: 0 }, 'amount', 'Скидка должна быть больше нуля'],
      [{ amountType: 'fixed', amount: -10 }, 'amount', 'Скидка должна быть больше нуля'],
      [{ amountType: 'fixed', amount: 10.555 }, 'amount', 'Скидка в рублях — не больше двух знаков после запятой'],
      [{ applicableProducts: [] }, 'applicableProducts', 'Выбери хотя бы один продукт'],
      [{ applicableProducts: ['cinema'] }, 'applicableProducts', 'Продукт — один из: subscription'],
      [{ applyOnType: 'specific_product_prices' }, 'applicableProductPrices', 'Укажи хотя бы один productPriceId'],
      [{ durationType: 'repeating' }, 'intervalCount', 'Для скидки на несколько периодов укажи их число и период'],
      [{ intervalCount: 2 }, 'intervalCount', 'Число периодов и период заполняются вместе'],
      [{ promoCode: 'a b' }, 'promoCode', 'Промокод — от 3 до 40 букв, цифр, _ или -'],
      [{ promoCodeUrlKey: 'Big Key' }, 'promoCodeUrlKey', 'Ключ ссылки — строчная латиница'],
      [{ ruleKey: 'With-Dash' }, 'ruleKey', 'Ключ купона — строчная латиница, цифры и _, до 40 символов'],
      [{ startsAt: '2027-01-02T00:00:00Z', endsAt: '2027-01-01T00:00:00Z' }, 'endsAt', 'Конец должен быть позже начала'],
      [{ startsAt: 'завтра' }, 'startsAt', 'Начало: не получилось прочитать дату'],
      [{ bannerTitle: 'х'.repeat(121) }, 'bannerTitle', 'Заголовок баннера — не длиннее 120 символов'],
      [{ amount: '15' }, 'amount', 'Скидка — число'],
    ] as const) {
      const res = await h.call('POST', '/api/admin/money/coupons', { ...NEW_COUPON, ruleKey: 'other', promoCode: 'OTHER1', promoCodeUrlKey: 'other1', ...(patch as Record<string, unknown>) })
      expect(res.status, JSON.stringify(patch)).toBe(400)
      const issue = (res.body.error.issues as TJson[]).find((i) => i.path[0] === path)
      expect(issue?.message, JSON.stringify(patch)).toContain(text)
      expect(isRussian(res.body.error.message)).toBe(true)
    }
    for (const [patch, field, text] of [
      [{ promoCode: 'sub25' }, 'promoCode', 'Промокод «sub25» уже занят'],
      [{ promoCodeUrlKey: 'sub50' }, 'promoCodeUrlKey', 'Ключ ссылки «sub50» уже занят'],
      [{ ruleKey: 'old25' }, 'ruleKey', 'Купон с ключом «old25» уже есть'],
      [{ applyOnType: 'specific_product_prices', applicableProductPrices: [9, 404] }, 'applicableProductPrices', 'Нет тарифа с productPriceId 404'],
    ] as const) {
      const res = await h.call('POST', '/api/admin/money/coupons', { ...NEW_COUPON, ruleKey: 'other', promoCode: 'OTHER1', promoCodeUrlKey: 'other1', ...(patch as Record<string, unknown>) })
      expect(res.status).toBe(400)
      expect(res.body.error).toMatchObject({ code: 'BAD_REQUEST', field, message: text })
    }
    expect((await list('q=other')).total).toBe(0)
  })

  it('edits a coupon and its code with the version check; before/after in the audit', async () => {
    await ready()
    const sub50 = (await list('q=sub50')).items[0]
    const res = await h.call('PUT', `/api/admin/money/coupons/${sub50.id}`, { ...withoutMeta(sub50), version: sub50.version, amount: 40, promoCode: 'SUB40' })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ amount: 40, promoCode: 'SUB40', promoCodeUrlKey: 'sub50', version: sub50.version + 1 })
    expect((await h.audit('coupon.update'))[0]).toMatchObject({ before: { amount: 50, promoCode: 'SUB50' }, after: { amount: 40, promoCode: 'SUB40' } })
    const stale = await h.call('PUT', `/api/admin/money/coupons/${sub50.id}`, { ...withoutMeta(sub50), version: sub50.version, amount: 30 })
    expect(stale.body.error).toEqual({ code: 'STALE_VERSION', message: 'Запись изменили, обнови страницу', version: sub50.version + 1 })
    const guest = await gql(app, BY_CODE, { c: 'SUB40' })
    expect(guest.data.getCouponDetailsByPromoCode).toMatchObject({ amount: 40, promoCodeUrlKey: 'sub50' })
    expect((await h.call('PUT', '/api/admin/money/coupons/9999', { ...withoutMeta(sub50), version: 1 })).status).toBe(404)
  })
})

describe('influencers', () => {
  it('edits the banner, the payment text and the code; the cached banner follows at once', async () => {
    await ready()
    const banner = () => deps.caches.influencerBanners.get({ db: t.db, title: 'campus-demo-blogger' })
    expect(await banner()).toMatchObject({ bannerTitle: 'Подарок от блогера', promoCodeUrlKey: 'sub25' })
    const { items } = (await h.call('GET', '/api/admin/money/influencers?q=demo')).body
    const demo = items[0]
    expect(demo).toMatchObject({ appEntryTitle: 'campus-demo-blogger', couponKey: 'sub25', promoCode: { code: 'SUB25', urlKey: 'sub25', isActive: true } })
    const input = {
      version: demo.version,
      bannerTitle: 'Подарок от Маши',
      bannerSubtitle: 'Минус 25%',
      paymentFormText: 'Промокод Маши применён',
      couponId: demo.couponId,
      promoCode: { ...demo.promoCode, id: undefined, code: 'MASHA25', urlKey: 'masha25' },
    }
    delete (input.promoCode as TJson).id
    const res = await h.call('PUT', `/api/admin/money/influencers/${demo.id}`, input)
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ bannerTitle: 'Подарок от Маши', promoCode: { code: 'MASHA25', urlKey: 'masha25' }, version: demo.version + 1 })
    expect(await banner()).toMatchObject({ bannerTitle: 'Подарок от Маши', bannerSubtitle: 'Минус 25%', promoCodeUrlKey: 'masha25' })
    const byTitle = await gql(app, `{ getInfluencerByAppEntryTitle(title: "campus-demo-blogger") { paymentFormText promoCode { code urlKey } } }`)
    expect(byTitle.data.getInfluencerByAppEntryTitle).toEqual({ paymentFormText: 'Промокод Маши применён', promoCode: { code: 'MASHA25', urlKey: 'masha25' } })
    expect((await h.audit('influencer.update'))[0]).toMatchObject({ before: { bannerTitle: 'Подарок от блогера' }, after: { bannerTitle: 'Подарок от Маши' } })

    const stale = await h.call('PUT', `/api/admin/money/influencers/${demo.id}`, input)
    expect(stale.body.error.code).toBe('STALE_VERSION')
    const bad = await h.call('PUT', `/api/admin/money/influencers/${demo.id}`, { ...input, version: demo.version + 1, bannerTitle: ' ', promoCode: { ...input.promoCode, urlKey: 'sub50' } })
    expect(bad.status).toBe(400)
    expect(bad.body.error.message).toBe('Заполни заголовок баннера')
    const taken = await h.call('PUT', `/api/admin/money/influencers/${demo.id}`, { ...input, version: demo.version + 1, promoCode: { ...input.promoCode, urlKey: 'sub50' } })
    expect(taken.body.error).toMatchObject({ field: 'promoCode.urlKey', message: 'Ключ ссылки «sub50» уже занят' })
    expect(isRussian(taken.body.error.message)).toBe(true)
  })

  it('creates an influencer with a coupon’s code and refuses a taken entry title', async () => {
    await ready()
    const coupon = (await list('q=old25')).items[0]
    const input = { appEntryTitle: 'blogger-2', bannerTitle: 'От Пети', bannerSubtitle: null, paymentFormText: null, couponId: coupon.id, promoCode: null }
    const res = await h.call('POST', '/api/admin/money/influencers', input)
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({ appEntryTitle: 'blogger-2', couponKey: 'old25', promoCode: { code: 'OLD25' } })
    const again = await h.call('POST', '/api/admin/money/influencers', input)
    expect(again.body.error).toMatchObject({ field: 'appEntryTitle', message: 'Инфлюенсер с меткой «blogger-2» уже есть' })
    expect((await h.call('POST', '/api/admin/money/influencers', { ...input, appEntryTitle: 'b3', couponId: 9999 })).body.error.message).toBe('Купона № 9999 нет')
    expect((await h.audit('influencer.create'))[0]).toMatchObject({ outcome: 'ok', before: null, after: { appEntryTitle: 'blogger-2' } })
  })
})
