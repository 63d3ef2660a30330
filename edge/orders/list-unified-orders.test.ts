// listUnifiedOrders: filters, the two tab counters, paging, literal % and _ in search, dates, types, and what a guest
// or another client sees.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testDb, type TestDb } from '../../tests/helpers/test-db'
import { seedOrder } from '../../tests/helpers/unified-orders'
import type { Caller } from '../db/port'
import { AppError } from '../http/errors'
import { listUnifiedOrders } from './list-unified-orders'

const ME = '00000000-0000-4000-8000-0000000000a1'
const OTHER = '00000000-0000-4000-8000-0000000000a2'
const FP = 'unified-list-fingerprint-1'
const me: Caller = { role: 'authenticated', userId: ME, fingerprint: FP }

let t: TestDb
const id: Record<string, string> = {}

beforeAll(async () => {
  t = await testDb()
  await t.db.query(`insert into public.users (id, name) values ($1, 'Я'), ($2, 'Другой')`, [ME, OTHER])
  const day = (d: number) => `2026-01-0${d}T12:00:00Z`
  id.essay = await seedOrder(t.db, { userId: ME, typeId: 5, status: 1, text: 'Экономика России', createdAt: day(1), essayStatus: 3 })
  id.percent = await seedOrder(t.db, { userId: ME, typeId: 5, status: 2, text: 'Курсовая готова на 100%', createdAt: day(2), isPaid: true })
  id.underscore = await seedOrder(t.db, { userId: ME, typeId: 1, status: 3, text: 'Функция a_b от x', createdAt: day(3) })
  id.slides = await seedOrder(t.db, { userId: ME, typeId: 9, status: 4, text: 'Слайды про axb и 100 процентов', createdAt: day(4) })
  id.task = await seedOrder(t.db, { userId: ME, typeId: 1, status: 2, text: 'Задача по ЭКОНОМИКЕ', createdAt: day(5) })
  id.library = await seedOrder(t.db, { userId: ME, typeId: 2, status: 3, text: null, createdAt: day(6) })
  id.foreign = await seedOrder(t.db, { userId: OTHER, typeId: 5, status: 1, text: 'Экономика России (чужая)', createdAt: day(7) })
  id.guest = await seedOrder(t.db, { fingerprint: FP, typeId: 5, status: 1, text: 'Экономика гостя', createdAt: day(8) })
  await t.db.query(`insert into public.unified_order_rates (unified_order_id, stage, rate, comment) values ($1, 'outline', 5, null)`, [id.essay])
})
afterAll(async () => {
  await t.dispose()
})

const list = (args: Record<string, unknown> = {}, caller: Caller = me) => listUnifiedOrders({ db: t.db, caller, ...args })
const ids = async (args: Record<string, unknown> = {}) => (await list(args)).items.map((o) => o.id)

describe('listUnifiedOrders', () => {
  it('lists the client’s own orders newest first, with the two tab counters', async () => {
    const page = await list()
    expect(page.items.map((o) => o.id)).toEqual([id.library, id.task, id.slides, id.underscore, id.percent, id.essay])
    expect(page.counters).toEqual({ inProgress: 3, completed: 3 })
    expect(page).toMatchObject({ total: 6, page: 1, first: 10, lastPage: 1 })
  })

  it('maps an order to the API: type and status names, product page, ratings, main order', async () => {
    const essay = (await list({ id: id.essay })).items[0]!
    expect(essay).toMatchObject({
      id: id.essay, typeId: 5, type: 'TEXT_WORK', status: 'DRAFT', text: 'Экономика России', isPaid: false,
      href: `/ecosystem/text-copilot/${id.essay}`,
      rates: [{ stage: 'outline', rate: 5, comment: null }],
      mainOrder: { status: 3, isPaid: false },
    })
    expect(essay.createdAt.toISOString()).toBe('2026-01-01T12:00:00.000Z')
    const slides = (await list({ id: id.slides })).items[0]!
    expect(slides).toMatchObject({ type: 'PRESENTATION', status: 'CANCELED', href: `/ecosystem/slides-copilot/${id.slides}`, rates: [], mainOrder: null })
  })

  it('filters by status while the counters keep every status (in progress = DRAFT + IN_PROGRESS, completed = COMPLETED + CANCELED)', async () => {
    const inProgress = await list({ status: ['DRAFT', 'IN_PROGRESS'] })
    expect(inProgress.items.map((o) => o.id)).toEqual([id.task, id.percent, id.essay])
    expect(inProgress).toMatchObject({ total: 3, counters: { inProgress: 3, completed: 3 } })
    const completed = await list({ status: ['COMPLETED', 'CANCELED'] })
    expect(completed.items.map((o) => o.id)).toEqual([id.library, id.slides, id.underscore])
    expect(completed.counters).toEqual({ inProgress: 3, completed: 3 })
    expect(await ids({ status: ['CANCELED'] })).toEqual([id.slides])
    expect(await ids({ status: [] })).toHaveLength(6)
  })

  it('filters by type, and the counters follow the type', async () => {
    const tasks = await list({ type: ['TASK_SOLVING'] })
    expect(tasks.items.map((o) => o.id)).toEqual([id.task, id.underscore])
    expect(tasks.counters).toEqual({ inProgress: 1, completed: 1 })
    expect(await ids({ type: ['TEXT_WORK', 'PRESENTATION'] })).toEqual([id.slides, id.percent, id.essay])
    expect(await ids({ type: ['AI_REFERAT'] })).toEqual([])
  })

  it('searches the text case-insensitively, Cyrillic included, and never finds another client’s order', async () => {
    const found = await list({ search: '  эконом ' })
    expect(found.items.map((o) => o.id)).toEqual([id.task, id.essay])
    expect(found.counters).toEqual({ inProgress: 2, completed: 0 })
  })

  it('takes % and _ in the search literally', async () => {
    expect(await ids({ search: '100%' })).toEqual([id.percent])
    expect(await ids({ search: '%' })).toEqual([id.percent])
    expect(await ids({ search: 'a_b' })).toEqual([id.underscore])
    expect(await ids({ search: '_' })).toEqual([id.underscore])
    expect(await ids({ search: '\\' })).toEqual([])
  })

  it('bounds the creation date on both sides, inclusively', async () => {
    const range = await list({ createdAfter: new Date('2026-01-02T12:00:00Z'), createdBefore: new Date('2026-01-04T12:00:00Z') })
    expect(range.items.map((o) => o.id)).toEqual([id.slides, id.underscore, id.percent])
    expect(range.counters).toEqual({ inProgress: 1, completed: 2 })
    expect(await ids({ createdAfter: new Date('2026-01-05T00:00:00Z') })).toEqual([id.library, id.task])
    expect(await ids({ createdBefore: new Date('2026-01-01T23:59:59Z') })).toEqual([id.essay])
  })

  it('pages newest first; a page past the end is empty but still counts', async () => {
    const second = await list({ first: 2, page: 2 })
    expect(second.items.map((o) => o.id)).toEqual([id.slides, id.underscore])
    expect(second).toMatchObject({ total: 6, page: 2, first: 2, lastPage: 3 })
    const past = await list({ first: 2, page: 9 })
    expect(past).toMatchObject({ items: [], total: 6, lastPage: 3, counters: { inProgress: 3, completed: 3 } })
  })

  it('finds one order by id, only the client’s own', async () => {
    expect(await ids({ id: id.underscore })).toEqual([id.underscore])
    const foreign = await list({ id: id.foreign })
    expect(foreign).toMatchObject({ items: [], total: 0, counters: { inProgress: 0, completed: 0 } })
  })

  it('gives a guest an empty page, even with orders on its browser', async () => {
    const page = await list({}, { role: 'anon', fingerprint: FP })
    expect(page).toMatchObject({ items: [], total: 0 })
  })

  it('refuses bad input with BAD_REQUEST', async () => {
    for (const args of [{ first: 0 }, { first: 1000 }, { page: 0 }, { page: 1.5 }, { search: 'я'.repeat(10_000) }, { status: ['DONE'] }, { type: ['NOPE'] }, { id: 'abc' }]) {
      const err = await list(args).catch((e: unknown) => e)
      expect(err, JSON.stringify(args).slice(0, 60)).toBeInstanceOf(AppError)
      expect((err as AppError).code).toBe('BAD_REQUEST')
    }
  })
})
