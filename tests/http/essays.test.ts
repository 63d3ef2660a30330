// Text-work orders over POST /graphql: creation by a guest and a client, the repeated create, validation with the
// spec's messages, who may read an order, binding on sign-in, the client's list, work types and the title page.
import { describe, expect, it } from 'vitest'
import type { TestDb } from '../helpers/test-db'
import { bearer, freshFingerprint, freshPhone, fromIp, gql, signInByPhone } from './auth-support'
import { useTestApp, type TTestApp } from '../helpers/test-app'

let t: TestDb
let app: TTestApp
useTestApp((made) => ({ t, app } = made))

let ipSeq = 0
const ip = () => fromIp(`10.88.0.${++ipSeq}`)
const guest = () => ({ 'x-fingerprint': freshFingerprint() })

const CREATE = `mutation($topic: String!, $type: Int!) { createAiEssayOrder(topic: $topic, workTypeId: $type) {
  id status topic numberOfPages isPaid unifiedOrderId orderWorkType { id slug title } outline { title } references { id } logs { event } } }`
const GET = `query($id: ID!) { getAiEssayOrderById(id: $id) { id topic status } }`
const MINE = `query($s: [Int!]) { me { aiEssayOrders(status: $s, first: 10) { total data { id topic } } } }`

describe('createAiEssayOrder', () => {
  it('creates a guest order waiting for the AI’s suggestion (2), with the work type defaults and a unified order', async () => {
    const h = guest()
    const res = await gql(app, CREATE, { topic: 'Влияние социальных сетей на подростков', type: 4 }, h)
    expect(res.errors).toBeUndefined()
    const order = res.data.createAiEssayOrder
    expect(order).toMatchObject({ status: 2, topic: 'Влияние социальных сетей на подростков', numberOfPages: 7, isPaid: false, orderWorkType: { id: 4, slug: 'esse', title: 'Эссе' }, outline: null, references: [] })
    expect(order.logs).toEqual([{ event: 'created' }])
    const jobs = await t.db.query<{ n: number }>(`select count(*)::int as n from private.jobs where name = 'essay.suggest-requirements' and payload->>'orderId' = $1`, [order.id])
    expect(jobs[0]?.n).toBe(1)
    const [unified] = await t.db.query<{ text: string; type_id: number; status: number; status_by_search: number; is_paid: boolean }>(
      `select text, type_id, status, status_by_search, is_paid from public.unified_orders where id = $1`,
      [order.unifiedOrderId],
    )
    expect(unified).toEqual({ text: 'Влияние социальных сетей на подростков', type_id: 5, status: 1, status_by_search: 3, is_paid: false })
  })

  it('answers a repeated create with the first order, also when the repeats race', async () => {
    const h = guest()
    const vars = { topic: 'Экономика Древнего Египта', type: 1 }
    const all = await Promise.all(Array.from({ length: 5 }, () => gql(app, CREATE, vars, h)))
    const ids = new Set(all.map((r) => r.data.createAiEssayOrder.id))
    expect(ids.size).toBe(1)
    const other = await gql(app, CREATE, { ...vars, topic: 'Экономика Древнего Рима' }, h)
    expect(ids.has(other.data.createAiEssayOrder.id)).toBe(false)
  })

  it('refuses bad input with the spec messages', async () => {
    const h = guest()
    expect((await gql(app, CREATE, { topic: 'Коротко', type: 1 }, h)).errors?.[0]?.message).toBe('Длина темы работы не должна быть меньше 10 символов')
    expect((await gql(app, CREATE, { topic: 'т'.repeat(256), type: 1 }, h)).errors?.[0]?.message).toBe('Длина темы работы не должна быть больше 255 символов')
    expect((await gql(app, CREATE, { topic: 'Нормальная тема работы', type: 99 }, h)).errors?.[0]?.message).toBe('Выбери тип работы')
    const none = await gql(app, CREATE, { topic: 'Нормальная тема работы', type: 1 })
    expect(none.errors?.[0]?.message).toMatch(/Не получилось определить твой браузер/)
    const [{ n }] = (await t.db.query<{ n: number }>(`select count(*)::int as n from public.ai_essay_orders where topic = 'Нормальная тема работы'`)) as [{ n: number }]
    expect(n).toBe(0)
  })
})

describe('reading an order', () => {
  it('shows a guest order only to its browser, and binds it to the client who signs in there', async () => {
    const h = guest()
    const id = (await gql(app, CREATE, { topic: 'История русской литературы XIX века', type: 1 }, h)).data.createAiEssayOrder.id
    expect((await gql(app, GET, { id }, h)).data.getAiEssayOrderById.id).toBe(id)
    expect((await gql(app, GET, { id }, guest())).data.getAiEssayOrderById).toBeNull()
    expect((await gql(app, GET, { id: 'abc' }, h)).data.getAiEssayOrderById).toBeNull()

    const token = await signInByPhone(app, t.db, freshPhone(), { ...ip(), ...h })
    const mine = await gql(app, MINE, {}, bearer(token))
    expect(mine.data.me.aiEssayOrders).toEqual({ total: 1, data: [{ id, topic: 'История русской литературы XIX века' }] })
    // Bound: the bare browser no longer sees it, another client never does.
    expect((await gql(app, GET, { id }, h)).data.getAiEssayOrderById).toBeNull()
    const stranger = await signInByPhone(app, t.db, freshPhone(), ip())
    expect((await gql(app, GET, { id }, bearer(stranger))).data.getAiEssayOrderById).toBeNull()
    expect((await gql(app, MINE, {}, bearer(stranger))).data.me.aiEssayOrders.total).toBe(0)
  })

  it('filters the client list by status and pages it', async () => {
    const token = await signInByPhone(app, t.db, freshPhone(), ip())
    for (const topic of ['Первая тема для работы', 'Вторая тема для работы']) await gql(app, CREATE, { topic, type: 2 }, bearer(token))
    expect((await gql(app, MINE, { s: [2] }, bearer(token))).data.me.aiEssayOrders.total).toBe(2)
    expect((await gql(app, MINE, { s: [14] }, bearer(token))).data.me.aiEssayOrders.total).toBe(0)
    const paged = await gql(app, `{ me { aiEssayOrders(first: 1, page: 2) { total currentPage lastPage data { topic } } } }`, {}, bearer(token))
    expect(paged.data.me.aiEssayOrders).toEqual({ total: 2, currentPage: 2, lastPage: 2, data: [{ topic: 'Первая тема для работы' }] })
  })
})

describe('work types and title page', () => {
  it('lists the eight work types', async () => {
    const res = await gql(app, `{ aiEssayOrderWorkTypes { id slug title isAvailable } }`)
    expect(res.data.aiEssayOrderWorkTypes.map((t: { slug: string }) => t.slug)).toEqual(['referat', 'project', 'doklad', 'esse', 'kursovaya', 'statya', 'sochinenye', 'project_ai'])
  })

  it('saves the title page on the owner’s order and offers it for the next work', async () => {
    const token = await signInByPhone(app, t.db, freshPhone(), ip())
    const id = (await gql(app, CREATE, { topic: 'Правовое регулирование труда', type: 5 }, bearer(token))).data.createAiEssayOrder.id
    const SAVE = `mutation($id: ID!, $in: AiEssayOrderTitlePageDataInput!) { createOrUpdateAiEssayOrderTitlePageData(aiEssayOrderId: $id, input: $in) { aiEssayOrderId fullName group year } }`
    const input = { institutionTitle: 'МГУ имени М. В. Ломоносова', fullName: 'Иванов Иван Иванович', group: 'ЮР-21', year: 2026, institutionCity: 'Москва' }
    expect((await gql(app, SAVE, { id, in: input }, bearer(token))).data.createOrUpdateAiEssayOrderTitlePageData).toEqual({ aiEssayOrderId: id, fullName: 'Иванов Иван Иванович', group: 'ЮР-21', year: 2026 })
    const last = await gql(app, `{ lastAiEssayOrderTitlePageData { aiEssayOrderId institutionTitle institutionCity } }`, {}, bearer(token))
    expect(last.data.lastAiEssayOrderTitlePageData).toEqual({ aiEssayOrderId: id, institutionTitle: 'МГУ имени М. В. Ломоносова', institutionCity: 'Москва' })

    expect((await gql(app, SAVE, { id, in: { year: 1800 } }, bearer(token))).errors?.[0]?.message).toBe('Кажется, ты ввёл год некорректно')
    expect((await gql(app, SAVE, { id, in: input }, guest())).errors?.[0]?.message).toBe('Войди, чтобы сохранить титульный лист')
    const stranger = await signInByPhone(app, t.db, freshPhone(), ip())
    expect((await gql(app, SAVE, { id, in: input }, bearer(stranger))).errors?.[0]?.message).toBe('Заказ не найден')
  })
})

describe('similarAiEssayOrders', () => {
  const SIMILAR = `query($t: String!) { similarAiEssayOrders(topic: $t) { id topic } }`

  it('offers the caller’s own matching work in progress, not finished ones and not someone else’s', async () => {
    const h = guest()
    const id = (await gql(app, CREATE, { topic: 'Влияние социальных сетей на подростков', type: 1 }, h)).data.createAiEssayOrder.id
    expect((await gql(app, SIMILAR, { t: 'влияние социальных сетей на подростков!' }, h)).data.similarAiEssayOrders).toEqual([{ id, topic: 'Влияние социальных сетей на подростков' }])
    expect((await gql(app, SIMILAR, { t: 'История Древнего Египта' }, h)).data.similarAiEssayOrders).toEqual([])
    expect((await gql(app, SIMILAR, { t: 'Влияние социальных сетей на подростков' }, guest())).data.similarAiEssayOrders).toEqual([])
    await t.db.query(`update public.ai_essay_orders set status = 14 where id = $1`, [id])
    expect((await gql(app, SIMILAR, { t: 'Влияние социальных сетей на подростков' }, h)).data.similarAiEssayOrders).toEqual([])
  })
})

