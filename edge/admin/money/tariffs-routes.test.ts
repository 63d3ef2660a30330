// /api/admin/money: tariffs and token packages, the wheel and the experiment definitions. Every route answers a client
// as an unknown address; a change is refused in Russian when invalid, with STALE_VERSION when stale, and audited with
// before/after; a new price shows on /b/payment at once and never alters a payment already started.
import { describe, expect, it } from 'vitest'
import type { AppDeps } from '../../context'
import type { TestDb } from '../../../tests/helpers/test-db'
import { useTestApp, type TTestApp } from '../../../tests/helpers/test-app'
import { adminHttp, isRussian, type TAdminHttp, type TJson } from '../../../tests/helpers/admin-http'
import { bearer, freshPhone, fromIp, gql, signInByPhone } from '../../../tests/http/auth-support'
import { listSubscriptionTypes } from '../../money/list-subscription-types'

let t: TestDb
let app: TTestApp
let deps: AppDeps
let h: TAdminHttp
useTestApp(async (made) => ({ t, app, deps } = made))

const ready = async () => (h ??= await adminHttp(app, t.db, deps))

const ROUTES: [string, string, unknown?][] = [
  ['GET', '/api/admin/money/tariffs'],
  ['PUT', '/api/admin/money/tariffs/1', { version: 1 }],
  ['POST', '/api/admin/money/token-packages', { tokens: 5, price: 1, isAvailable: true }],
  ['PUT', '/api/admin/money/token-packages/50', { version: 1, price: 1, isAvailable: true }],
  ['GET', '/api/admin/money/coupons'],
  ['POST', '/api/admin/money/coupons', {}],
  ['PUT', '/api/admin/money/coupons/1', {}],
  ['POST', '/api/admin/money/coupons/1/active', { version: 1, isActive: false }],
  ['GET', '/api/admin/money/influencers'],
  ['POST', '/api/admin/money/influencers', {}],
  ['PUT', '/api/admin/money/influencers/1', {}],
  ['GET', '/api/admin/money/wheel'],
  ['PUT', '/api/admin/money/wheel/prizes/1', { version: 1, weight: 0 }],
  ['POST', '/api/admin/money/wheel/codes', { value: 50, text: 'ABC-123' }],
  ['GET', '/api/admin/money/experiments'],
  ['PUT', '/api/admin/money/experiments/test', { version: 1, json: '{}' }],
]

/** What /b/payment renders for a guest: its +data.ts lists the available tariffs with this function (the HTTP app here
 * has no page renderer; tests/e2e/admin-money.e2e.ts opens the page itself). */
const tariffsPage = async () =>
  (await listSubscriptionTypes({ db: t.db, caller: { role: 'anon' }, tariffGroup: 'a' })).filter((x) => x.isAvailable).map((x) => ({ id: x.id, price: x.price }))

const tariff = (id: number) => h.call('GET', '/api/admin/money/tariffs').then((r) => (r.body.tariffs as TJson[]).find((x) => x.id === id))
const edit = (t: TJson, patch: Record<string, unknown>) => {
  const { id: _id, ...rest } = t
  return { ...rest, ...patch }
}

describe('the money routes and a client', () => {
  it('answer a client exactly like an unknown address and change nothing', async () => {
    await ready()
    const unknown = await h.unknownBody
    const client = await h.clientToken()
    for (const [method, path, body] of ROUTES) {
      const res = await h.call(method, path, body, client)
      expect(res.status, `${method} ${path}`).toBe(404)
      expect(JSON.stringify(res.body), `${method} ${path}`).toBe(unknown)
    }
    expect((await tariff(1)).price).toBe(990)
    expect((await tariff(1)).version).toBe(1)
  })
})

describe('tariffs', () => {
  it('changes a price: audited with before/after, shown on /b/payment at once, a started payment keeps its amount', async () => {
    await ready()
    const headers = bearer(await signInByPhone(app, t.db, freshPhone(), fromIp('10.91.0.1')))
    const PURCHASE = `mutation($input: PurchaseInput!) { purchase(input: $input) { redirectUrl paymentId } }`
    const started = await gql(app, PURCHASE, { input: { subscriptionTypeId: 1, amount: 990 } }, headers)
    expect(started.errors).toBeUndefined()
    expect(await tariffsPage()).toEqual([
      { id: 1, price: 990 },
      { id: 2, price: 2490 },
      { id: 3, price: 7990 },
    ])

    const t1 = await tariff(1)
    const res = await h.call('PUT', '/api/admin/money/tariffs/1', edit(t1, { price: 1090 }))
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ id: 1, price: 1090, version: 2 })
    const [entry] = await h.audit('tariff.update')
    expect(entry).toMatchObject({ outcome: 'ok', target_id: '1', before: { price: 990, version: 1 }, after: { price: 1090, version: 2 } })

    expect((await tariffsPage())[0]).toEqual({ id: 1, price: 1090 })
    const listed = await gql(app, '{ subscriptionTypes(tariffGroup: "a") { id price } }')
    expect(listed.data.subscriptionTypes.find((x: TJson) => x.id === 1).price).toBe(1090)

    const [payment] = await t.db.query<{ amount_kopecks: number }>('select amount_kopecks from private.payments where id = $1', [started.data.purchase.paymentId])
    expect(Number(payment!.amount_kopecks)).toBe(99_000)
    // A page loaded before the change shows the old price: the purchase says so instead of charging the new one.
    const stale = await gql(app, PURCHASE, { input: { subscriptionTypeId: 1, amount: 990 } }, headers)
    expect(stale.errors?.[0]?.message).toMatch(/Цена изменилась: к оплате 1\s090/)
  })

  it('refuses bad input in Russian, naming the field, and writes nothing', async () => {
    await ready()
    const t2 = await tariff(2)
    for (const [patch, text] of [
      [{ price: 0 }, 'Цена должна быть больше нуля'],
      [{ price: -5 }, 'Цена должна быть больше нуля'],
      [{ price: 99.5 }, 'Цена — целое число рублей, без копеек'],
      [{ durationInMonths: 6 }, 'Срок — 1, 3 или 12 месяцев'],
      [{ title: '' }, 'Заполни название'],
      [{ price: '990' }, 'Цена — целое число рублей'],
      [{ extra: 1 }, 'Лишнее поле в форме тарифа'],
    ] as const) {
      const res = await h.call('PUT', '/api/admin/money/tariffs/2', edit(t2, patch))
      expect(res.status, JSON.stringify(patch)).toBe(400)
      expect(res.body.error.message, JSON.stringify(patch)).toContain(text)
      expect(isRussian(res.body.error.message)).toBe(true)
    }
    const clash = await h.call('PUT', '/api/admin/money/tariffs/2', edit(t2, { durationInMonths: 1 }))
    expect(clash.status).toBe(400)
    expect(clash.body.error).toMatchObject({ code: 'BAD_REQUEST', field: 'durationInMonths', message: 'В группе A уже есть тариф на 1 мес. (№ 1)' })
    const price = await h.call('PUT', '/api/admin/money/tariffs/2', edit(t2, { productPriceId: 9 }))
    expect(price.body.error).toMatchObject({ field: 'productPriceId', message: 'productPriceId 9 уже у тарифа № 1' })
    expect((await h.audit('tariff.update')).filter((a) => a.outcome === 'failed').map((a) => a.note)).toEqual([
      'В группе A уже есть тариф на 1 мес. (№ 1)',
      'productPriceId 9 уже у тарифа № 1',
    ])
    expect(await tariff(2)).toEqual(t2)
    expect((await h.call('PUT', '/api/admin/money/tariffs/99', edit(t2, {}))).status).toBe(404)
  })

  it('answers the second of two editors with STALE_VERSION and keeps the first one’s change', async () => {
    await ready()
    const loaded = await tariff(3)
    expect((await h.call('PUT', '/api/admin/money/tariffs/3', edit(loaded, { tokensPerMonth: 120 }))).status).toBe(200)
    const second = await h.call('PUT', '/api/admin/money/tariffs/3', edit(loaded, { tokensPerMonth: 80 }))
    expect(second.status).toBe(409)
    expect(second.body.error).toEqual({ code: 'STALE_VERSION', message: 'Запись изменили, обнови страницу', version: 2 })
    expect((await tariff(3)).tokensPerMonth).toBe(120)
  })

  it('takes an unavailable tariff off /b/payment and refuses to sell it', async () => {
    await ready()
    const t3 = await tariff(3)
    expect((await h.call('PUT', '/api/admin/money/tariffs/3', edit(t3, { isAvailable: false }))).status).toBe(200)
    expect((await tariffsPage()).map((x) => x.id)).toEqual([1, 2])
    const headers = bearer(await signInByPhone(app, t.db, freshPhone(), fromIp('10.91.0.2')))
    const res = await gql(app, `mutation { purchase(input: { subscriptionTypeId: 3 }) { paymentId } }`, {}, headers)
    expect(res.errors?.[0]?.message).toBe('Такого тарифа нет')
    expect((await h.call('PUT', '/api/admin/money/tariffs/3', edit(await tariff(3), { isAvailable: true }))).status).toBe(200)
  })
})

describe('price display', () => {
  it('is monthly_price by default, the admin sets total_price per tariff, the client sees it; anything else is a Russian 400', async () => {
    await ready()
    const t2 = await tariff(2)
    expect(t2!.priceDisplay).toBe('monthly_price')
    const bad = await h.call('PUT', '/api/admin/money/tariffs/2', edit(t2!, { priceDisplay: 'weekly' }))
    expect(bad.status).toBe(400)
    expect(bad.body.error.message).toContain('Показ цены')
    expect(isRussian(bad.body.error.message)).toBe(true)
    expect((await tariff(2))!.priceDisplay).toBe('monthly_price')
    expect((await h.call('PUT', '/api/admin/money/tariffs/2', edit(t2!, { priceDisplay: 'total_price' }))).status).toBe(200)
    // A form without the field keeps the setting.
    const { priceDisplay: _p, ...withoutDisplay } = (await tariff(2))!
    expect((await h.call('PUT', '/api/admin/money/tariffs/2', edit(withoutDisplay, { tokensPerMonth: 101 }))).status).toBe(200)
    const listed = await listSubscriptionTypes({ db: t.db, caller: { role: 'anon' }, tariffGroup: 'a' })
    expect(listed.find((x) => x.id === 2)).toMatchObject({ priceDisplay: 'total_price', monthlyPriceKopecks: 83000 })
    expect(listed.find((x) => x.id === 3)).toMatchObject({ priceDisplay: 'monthly_price', monthlyPriceKopecks: 66583 })
    const back = await tariff(2)
    expect((await h.call('PUT', '/api/admin/money/tariffs/2', edit(back!, { priceDisplay: 'monthly_price', tokensPerMonth: 100 }))).status).toBe(200)
  })
})

describe('token packages', () => {
  const packages = async () => (await h.call('GET', '/api/admin/money/tariffs')).body.packages as TJson[]
  const onSale = async () => (await gql(app, '{ getAvailableTokensPackages { tokens price } }')).data.getAvailableTokensPackages

  it('adds a package, changes a price and takes one off sale; the refill list and the purchase follow', async () => {
    await ready()
    expect(await onSale()).toEqual([
      { tokens: 1500, price: 3990 },
      { tokens: 500, price: 1490 },
      { tokens: 150, price: 490 },
      { tokens: 50, price: 190 },
    ])
    const made = await h.call('POST', '/api/admin/money/token-packages', { tokens: 300, price: 890, isAvailable: true })
    expect(made.status).toBe(201)
    expect((await h.audit('token_package.create'))[0]).toMatchObject({ outcome: 'ok', target_id: '300', before: null, after: { tokens: 300, price: 890 } })
    const again = await h.call('POST', '/api/admin/money/token-packages', { tokens: 300, price: 1, isAvailable: true })
    expect(again.body.error).toMatchObject({ code: 'BAD_REQUEST', field: 'tokens', message: 'Пакет на 300 токенов уже есть: измени его цену в таблице' })

    const fifty = (await packages()).find((p) => p.tokens === 50)
    const changed = await h.call('PUT', '/api/admin/money/token-packages/50', { version: fifty.version, price: 210, isAvailable: true })
    expect(changed.body).toMatchObject({ tokens: 50, price: 210, version: 2 })
    expect((await h.audit('token_package.update'))[0]).toMatchObject({ before: { price: 190, version: 1 }, after: { price: 210, version: 2 } })
    const stale = await h.call('PUT', '/api/admin/money/token-packages/50', { version: fifty.version, price: 1, isAvailable: true })
    expect(stale.status).toBe(409)
    expect(stale.body.error.code).toBe('STALE_VERSION')

    const headers = bearer(await signInByPhone(app, t.db, freshPhone(), fromIp('10.91.0.3')))
    const TOKENS = `mutation($n: Int!) { purchaseEcosystem(amountTokens: $n) { redirectUrl } }`
    expect(new URL((await gql(app, TOKENS, { n: 50 }, headers)).data.purchaseEcosystem.redirectUrl).searchParams.get('amount')).toBe('21000')

    const off = await h.call('PUT', '/api/admin/money/token-packages/150', { version: 1, price: 490, isAvailable: false })
    expect(off.status).toBe(200)
    expect((await onSale()).map((p: TJson) => p.tokens)).toEqual([1500, 500, 300, 50])
    expect((await gql(app, TOKENS, { n: 150 }, headers)).errors?.[0]?.message).toBe('Такого пакета токенов нет')
  })

  it('refuses a zero, negative or fractional price in Russian', async () => {
    await ready()
    for (const [price, text] of [
      [0, 'Цена должна быть больше нуля'],
      [-1, 'Цена должна быть больше нуля'],
      [1.5, 'Цена — целое число рублей, без копеек'],
    ] as const) {
      const res = await h.call('PUT', '/api/admin/money/token-packages/500', { version: 1, price, isAvailable: true })
      expect(res.status).toBe(400)
      expect(res.body.error.message).toBe(text)
    }
    const res = await h.call('POST', '/api/admin/money/token-packages', { tokens: 0, price: 10, isAvailable: true })
    expect(res.body.error.message).toBe('Токенов должно быть больше нуля')
    expect((await h.call('PUT', '/api/admin/money/token-packages/77', { version: 1, price: 10, isAvailable: true })).status).toBe(404)
  })
})

describe('the wheel', () => {
  const wheel = async () => (await h.call('GET', '/api/admin/money/wheel')).body as { prizes: TJson[]; pools: TJson[] }

  it('adds partner codes all or nothing, naming each bad line, and counts free and given codes per nominal', async () => {
    await ready()
    expect((await wheel()).pools).toEqual([
      { value: 50, free: 0, assigned: 0 },
      { value: 100, free: 0, assigned: 0 },
      { value: 1000, free: 0, assigned: 0 },
    ])
    const bad = await h.call('POST', '/api/admin/money/wheel/codes', { value: 1000, text: 'PARTNER-0001\n\nплохой код\nPARTNER-0002\npartner-0001\nab' })
    expect(bad.status).toBe(400)
    expect(bad.body.error.message).toBe('Коды не добавлены: строка 3 — Код — от 3 до 100 букв, цифр, _ или -, без пробелов (и ещё 2)')
    expect(bad.body.error.lines).toEqual([
      { line: 3, code: 'плохой код', message: 'Код — от 3 до 100 букв, цифр, _ или -, без пробелов' },
      { line: 5, code: 'partner-0001', message: 'Повтор строки 1' },
      { line: 6, code: 'ab', message: 'Код — от 3 до 100 букв, цифр, _ или -, без пробелов' },
    ])
    expect((await wheel()).pools[2]).toEqual({ value: 1000, free: 0, assigned: 0 })

    const ok = await h.call('POST', '/api/admin/money/wheel/codes', { value: 1000, text: ' PARTNER-0001 \r\nPARTNER-0002\n' })
    expect(ok.status).toBe(201)
    expect(ok.body.added).toBe(2)
    const [entry] = await h.audit('wheel_codes.add')
    expect(entry!.outcome).toBe('failed')
    const done = (await h.audit('wheel_codes.add'))[1]!
    expect(done.after).toMatchObject({ added: 2, value: 1000 })
    expect(JSON.stringify(done)).not.toContain('PARTNER-0001')

    const dup = await h.call('POST', '/api/admin/money/wheel/codes', { value: 50, text: 'NEW-CODE-1\npartner-0002' })
    expect(dup.body.error.lines).toEqual([{ line: 2, code: 'partner-0002', message: 'Такой код уже есть в пуле' }])
    expect((await h.call('POST', '/api/admin/money/wheel/codes', { value: 70, text: 'X-1' })).body.error.message).toBe('Номинал — 50, 100 или 1 000 ₽')
    expect((await h.call('POST', '/api/admin/money/wheel/codes', { value: 50, text: ' \n ' })).body.error.message).toBe(
      'Коды не добавлены: строка 1 — Вставь коды, по одному в строке',
    )
  })

  it('tunes a weight the next spin draws with: only the 1 000 ₽ prize left, a spin gives a pasted partner code', async () => {
    await ready()
    const { prizes } = await wheel()
    for (const p of prizes.filter((p) => p.id !== 3)) {
      const res = await h.call('PUT', `/api/admin/money/wheel/prizes/${p.id}`, { version: p.version, weight: 0 })
      expect(res.status, String(p.id)).toBe(200)
    }
    const after = await wheel()
    expect(after.prizes.find((p) => p.id === 3)).toMatchObject({ weight: 1, percent: 100 })
    const last = await h.call('PUT', '/api/admin/money/wheel/prizes/3', { version: 1, weight: 0 })
    expect(last.status).toBe(400)
    expect(last.body.error.message).toBe('Хотя бы у одного приза вес должен быть больше нуля')
    expect((await h.call('PUT', '/api/admin/money/wheel/prizes/3', { version: 1, weight: -1 })).body.error.message).toBe('Вес не может быть меньше нуля')
    const stale = await h.call('PUT', '/api/admin/money/wheel/prizes/1', { version: 1, weight: 5 })
    expect(stale.body.error).toMatchObject({ code: 'STALE_VERSION', version: 2 })
    expect((await h.audit('wheel_prize.update'))[0]).toMatchObject({ outcome: 'ok', target_id: '1', before: { weight: 8, version: 1 }, after: { weight: 0, version: 2 } })

    const user = crypto.randomUUID()
    await t.db.query(`insert into public.users (id, name, role_id) values ($1::uuid, 'Игрок', 1)`, [user])
    await t.db.query(`insert into public.wheel_spin_balances (user_id, spins) values ($1::uuid, 1)`, [user])
    const [spin] = await t.db.query<{ prize_id: number; promo_code: string }>('select prize_id, promo_code from private.spin_wheel($1::uuid, 0.5)', [user])
    expect(spin).toEqual({ prize_id: 3, promo_code: expect.stringMatching(/^PARTNER-000[12]$/) })
    expect((await wheel()).pools[2]).toEqual({ value: 1000, free: 1, assigned: 1 })
  })
})

describe('experiment definitions', () => {
  const features = () => app.request('/api/features')
  const row = async () => ((await h.call('GET', '/api/admin/money/experiments')).body.items as TJson[]).find((r) => r.environment === deps.settings.APP_ENV)

  it('saves a valid document that /api/features serves at once with a new ETag, and refuses a broken one in Russian', async () => {
    await ready()
    const first = await features()
    const etag = first.headers.get('etag')
    const current = await row()
    expect(current.features['abc-tariffs-3475'].defaultValue).toBe('a')

    for (const [json, text] of [
      ['{"x": ', 'Это не JSON'],
      ['[]', 'Определения — объект: имя флага → его описание'],
      ['{"abc-tariffs-3475": {"defaultValue": "a", "rules": [{"variations": ["a", "b"], "weights": [0.5]}]}}', '«abc-tariffs-3475 → rules → 0»: весов 1, а вариантов 2'],
      ['{"abc-tariffs-3475": {"defaultValue": "a", "rules": [{"variations": ["a", "b"], "weights": [0.5, 0.6]}]}}', 'сумма весов 1.1000, а должна быть 1'],
      ['{"abc-tariffs-3475": {"defaultValue": "a", "rulez": []}}', '«abc-tariffs-3475»: неизвестное поле «rulez»'],
      ['{"abc-tariffs-3475": {"rules": [{"force": 1, "coverage": 2}]}}', 'coverage — число от 0 до 1'],
      ['{"bad key!": {"defaultValue": 1}}', 'имя флага — латиница, цифры и _ . : -, до 100 символов'],
      ['{"x": {"rules": [{"variations": "ab"}]}}', '«x → rules → 0 → variations»: ожидается массив'],
    ] as const) {
      const res = await h.call('PUT', `/api/admin/money/experiments/${deps.settings.APP_ENV}`, { version: current.version, json })
      expect(res.status, json).toBe(400)
      expect(res.body.error.message, json).toContain(text)
      expect(isRussian(res.body.error.message), res.body.error.message).toBe(true)
    }
    expect((await row()).version).toBe(current.version)

    const next = { ...current.features, 'abc-tariffs-3475': { defaultValue: 'b' } }
    const saved = await h.call('PUT', `/api/admin/money/experiments/${deps.settings.APP_ENV}`, { version: current.version, json: JSON.stringify(next) })
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    expect(saved.body.version).toBe(current.version + 1)
    const served = await features()
    expect(served.headers.get('etag')).not.toBe(etag)
    expect(((await served.json()) as TJson).features['abc-tariffs-3475']).toEqual({ defaultValue: 'b' })
    const entry = (await h.audit('experiments.update')).find((a) => a.outcome === 'ok')!
    expect(entry.before.features['abc-tariffs-3475'].defaultValue).toBe('a')
    expect(entry.after.features['abc-tariffs-3475']).toEqual({ defaultValue: 'b' })

    const stale = await h.call('PUT', `/api/admin/money/experiments/${deps.settings.APP_ENV}`, { version: current.version, json: '{}' })
    expect(stale.body.error.code).toBe('STALE_VERSION')
    expect((await h.call('PUT', '/api/admin/money/experiments/staging', { version: 1, json: '{}' })).status).toBe(404)
  })
})
