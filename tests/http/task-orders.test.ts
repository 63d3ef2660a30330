// Task search orders over REST and GraphQL: POST /api/unified-order/search refuses bad bodies with the spec's Russian
// messages (never 500), takes a token or a guest fingerprint, uses only the caller's own finished recognition and is
// rate-limited; the search job stores the library's best works (the expected one first), ends the search once and
// publishes it; only the owner reads the order; a guest's order follows the guest to the account.
import { readFile } from 'node:fs/promises'
import { beforeAll, describe, expect, it } from 'vitest'
import type { AppDeps } from '../../edge/context'
import { importLibraryWorks } from '../../edge/library/import-library-works'
import { jobHandlers } from '../../edge/jobs/handlers'
import { TASK_MATCHES_MAX, TASK_SEARCH_JOB } from '../../domain/task/order-statuses'
import { asService } from '../../edge/db/port'
import { transition } from '../../edge/orders/transition'
import { TASK_ORDER_MACHINE } from '../../edge/task/task-order-machine'
import { searchTaskOrderLibrary } from '../../edge/task/search-task-order-library'
import { giveCredits } from '../helpers/credits'
import type { TestDb } from '../helpers/test-db'
import { bearer, freshFingerprint, freshPhone, fromIp, gql, signInByPhone } from './auth-support'
import { useTestApp, type TTestApp } from '../helpers/test-app'
import { useMidWindowClock } from '../helpers/rate-window'
import { runJobsUntilIdle } from '../helpers/jobs'

let t: TestDb
let deps: AppDeps
let app: TTestApp
useTestApp((made) => ({ t, deps, app } = made))
useMidWindowClock(() => t.db)

let MATH = 0
let PHYSICS = 0
let ipSeq = 0
const nextIp = () => `10.96.${Math.floor(++ipSeq / 200)}.${ipSeq % 200}`

type TAnswer = { unified_order_id: number | null; error: string | null; errors: string[]; code?: string }

async function search(body: unknown, headers: Record<string, string>, raw?: { body: string; type?: string }) {
  const res = await app.request('/api/unified-order/search', {
    method: 'POST',
    headers: { 'content-type': raw?.type ?? 'application/json', ...fromIp(nextIp()), ...headers },
    body: raw ? raw.body : JSON.stringify(body),
  })
  return { status: res.status, body: (await res.json()) as TAnswer }
}

const guest = () => ({ 'x-fingerprint': freshFingerprint() })
async function client(fingerprint = freshFingerprint()) {
  const headers = { ...bearer(await signInByPhone(app, t.db, freshPhone(), { ...fromIp(nextIp()), 'x-fingerprint': fingerprint })), 'x-fingerprint': fingerprint }
  const id = (await gql(app, '{ me { id } }', {}, headers)).data.me.id as string
  return { headers, id, fingerprint }
}

const GET = `query($u: ID!) { getTaskOrderById(unifiedOrderId: $u) { state order { id unifiedOrderId status statusBySearch query recognizedText isGuestOrder
  subject { id title } matches { position score scoreLabel snippet isBought libraryWork { id slug title href shortenedAnswer } } } } }`
const lookup = async (id: number | string, h: Record<string, string>) => (await gql(app, GET, { u: String(id) }, h)).data.getTaskOrderById

const runJobs = () => runJobsUntilIdle(t.db, deps)

beforeAll(async () => {
  for (const f of ['mathematics', 'physics', 'chemistry']) await importLibraryWorks({ db: t.db, text: await readFile(`tests/fixtures/library/${f}.jsonl`, 'utf8') })
  const subjects = await t.db.query<{ id: number; slug: string }>(`select id, slug from public.subjects where slug in ('mathematics', 'physics')`)
  MATH = subjects.find((s) => s.slug === 'mathematics')!.id
  PHYSICS = subjects.find((s) => s.slug === 'physics')!.id
})

describe('POST /api/unified-order/search refuses bad requests in Russian', () => {
  it('question, subject, body, browser', async () => {
    const h = guest()
    const noQuestion = await search({ query: '   ', subject_id: MATH }, h)
    expect(noQuestion).toEqual({ status: 422, body: { unified_order_id: null, error: 'Напиши вопрос или приложи фото, чтобы отправить', errors: ['Напиши вопрос или приложи фото, чтобы отправить'], code: 'UNPROCESSABLE' } })
    const noSubject = await search({ query: 'Реши уравнение' }, h)
    expect(noSubject.status).toBe(422)
    expect(noSubject.body.error).toBe('Заполни предмет, чтобы отправить вопрос')
    // Both missing: both messages, one list.
    const neither = await search({}, h)
    expect(neither.status).toBe(422)
    expect(neither.body.errors).toEqual(expect.arrayContaining(['Заполни предмет, чтобы отправить вопрос']))
    const unknown = await search({ query: 'Реши уравнение', subject_id: 987654 }, h)
    expect(unknown).toMatchObject({ status: 422, body: { error: 'Такого предмета нет: выбери предмет из списка' } })
    for (const bad of [{ query: 5, subject_id: MATH }, { query: 'x', subject_id: 'abc' }, { query: 'x', subject_id: MATH, get_params: 'a=b' }, { query: 'x'.repeat(5001), subject_id: MATH }, [], null, 'text']) {
      const res = await search(bad, h)
      expect(res.status, JSON.stringify(bad).slice(0, 50)).toBe(422)
      expect(res.body.error).toMatch(/[а-яё]/i)
      expect(res.body.unified_order_id).toBeNull()
    }
    for (const raw of [{ body: '{"query": "x", ' }, { body: '' }, { body: 'query=x', type: 'application/x-www-form-urlencoded' }]) {
      const res = await search(null, h, raw)
      expect(res.status, raw.body).toBe(400)
      expect(res.body.error).toMatch(/[а-яё]/i)
    }
    const huge = await app.request('/api/unified-order/search', { method: 'POST', headers: { 'content-type': 'application/json', ...h }, body: JSON.stringify({ query: 'я'.repeat(2_000_000), subject_id: MATH }) })
    expect(huge.status).toBe(413)
    const noBrowser = await search({ query: 'Реши уравнение', subject_id: MATH }, {})
    expect(noBrowser).toMatchObject({ status: 400, body: { error: 'Не получилось определить твой браузер. Обнови страницу и попробуй ещё раз' } })
    const [n] = await t.db.query<{ n: string }>(`select count(*)::text as n from public.task_orders where guest_fingerprint = $1`, [h['x-fingerprint']])
    expect(n?.n).toBe('0')
  })

  it('a guest asking too fast gets the spec’s time-out message (429)', async () => {
    const h = guest()
    const answers = []
    for (let i = 0; i < 11; i++) answers.push(await search({ query: `Вопрос номер ${i} про дроби`, subject_id: MATH }, h))
    expect(answers.slice(0, 10).every((a) => a.status === 200)).toBe(true)
    expect(answers[10]).toMatchObject({ status: 429, body: { code: 'TOO_MANY_ATTEMPTS', error: 'Что за лев, этот тигр. Кампус в восторге от твоего настроя, но нужен тайм-аут. Передохни немного' } })
  })
})

describe('the search', () => {
  it('a guest’s question finds the expected work first, ends the search once and publishes it', async () => {
    const h = guest()
    const made = await search({ query: 'Как решить квадратное уравнение через дискриминант?', subject_id: MATH, get_params: { utm_source: 'test' } }, h)
    expect(made.status, JSON.stringify(made.body)).toBe(200)
    expect(made.body).toMatchObject({ error: null, errors: [] })
    const id = made.body.unified_order_id!
    expect(id).toBeGreaterThan(0)
    const before = await lookup(id, h)
    expect(before).toMatchObject({ state: 'FOUND', order: { status: 'SEARCHING', statusBySearch: 1, isGuestOrder: true, subject: { id: MATH }, matches: [] } })
    const unified = (await gql(app, `query($id: ID!) { getUnifiedOrderById(id: $id) { type typeId text statusBySearch } }`, { id: String(id) }, h)).data.getUnifiedOrderById
    expect(unified).toEqual({ type: 'TASK_SOLVING', typeId: 1, text: 'Как решить квадратное уравнение через дискриминант?', statusBySearch: 1 })

    const events: { event: string; data: unknown }[] = []
    const off = deps.realtime.subscribe([`App.Models.UnifiedOrder.${id}`], (m) => events.push({ event: m.event, data: m.data }))
    await runJobs()
    await expect.poll(() => events.map((e) => e.event)).toContain('unified-order-search-status-changed')
    off()
    expect(events.find((e) => e.event === 'unified-order-search-status-changed')?.data).toMatchObject({ statusBySearch: 2 })

    const after = (await lookup(id, h)).order
    expect(after).toMatchObject({ status: 'SEARCHED', statusBySearch: 2 })
    expect(after.matches.length).toBeGreaterThan(0)
    expect(after.matches.length).toBeLessThanOrEqual(TASK_MATCHES_MAX)
    expect(after.matches[0].libraryWork.slug).toBe('mat-kvadratnoe-uravnenie-diskriminant')
    expect(after.matches.map((m: { position: number }) => m.position)).toEqual(after.matches.map((_: unknown, i: number) => i + 1))
    expect(after.matches[0].scoreLabel).toMatch(/^Совпадение \d{1,3} %$/)
    expect(after.matches[0].score).toBeGreaterThan(0.3)
    expect(after.matches[0].snippet).toMatch(/⟦[^⟧]+⟧/)
    expect(after.matches[0].libraryWork.href).toBe('/biblioteka/zadachi/mathematics/mat-kvadratnoe-uravnenie-diskriminant/')
    // The snippet comes from the task, never from the paid answer.
    const [work] = await t.db.query<{ answer: string }>(`select answer from public.library_works where slug = 'mat-kvadratnoe-uravnenie-diskriminant'`)
    const plain = after.matches[0].snippet.replace(/[⟦⟧]/g, '')
    expect(work!.answer).not.toContain(plain)
    // It is the task's own text, cut at word and formula boundaries: every bracket it opens it closes.
    const [taskRow] = await t.db.query<{ task: string }>(`select task from public.library_works where slug = 'mat-kvadratnoe-uravnenie-diskriminant'`)
    const body = plain.replace(/^… | …$/g, '')
    expect(taskRow!.task.replace(/\s+/g, ' ')).toContain(body)
    expect([...body].filter((c) => '([{'.includes(c)).length).toBe([...body].filter((c) => ')]}'.includes(c)).length)

    // A repeat (a retried job) changes nothing: no second event, the same matches.
    const [order] = await t.db.query<{ id: string }>(`select id::text as id from public.task_orders where unified_order_id = $1`, [id])
    expect(await searchTaskOrderLibrary({ deps, orderId: order!.id })).toBe('skipped')
    expect((await lookup(id, h)).order.matches).toEqual(after.matches)
    const [logs] = await t.db.query<{ n: string }>(`select count(*)::text as n from public.task_order_logs where task_order_id = $1 and event = 'searched'`, [order!.id])
    expect(logs?.n).toBe('1')
  })

  it('a question matching nothing ends with no matches; the subject breaks ties', async () => {
    const h = guest()
    const none = (await search({ query: 'Ъъъщщщ фыввапролд', subject_id: MATH }, h)).body.unified_order_id!
    const pendulum = (await search({ query: 'период колебаний маятника', subject_id: PHYSICS }, h)).body.unified_order_id!
    await runJobs()
    expect(await lookup(none, h)).toMatchObject({ state: 'FOUND', order: { status: 'SEARCHED', statusBySearch: 2, matches: [] } })
    const found = (await lookup(pendulum, h)).order
    expect(found.matches[0].libraryWork.slug).toBe('fiz-period-mayatnika-2-5-m')
  })
})

describe('racing search jobs', () => {
  it('three runs of the same order at once: one searches, the others skip; one log, one set of matches', async () => {
    const h = guest()
    const id = (await search({ query: 'Решить квадратное уравнение через дискриминант', subject_id: MATH }, h)).body.unified_order_id!
    const [order] = await t.db.query<{ id: string }>(`select id::text as id from public.task_orders where unified_order_id = $1`, [id])
    const outcomes = await Promise.all([1, 2, 3].map(() => searchTaskOrderLibrary({ deps, orderId: order!.id })))
    expect(outcomes.sort()).toEqual(['searched', 'skipped', 'skipped'])
    const [logs] = await t.db.query<{ n: string }>(`select count(*)::text as n from public.task_order_logs where task_order_id = $1 and event = 'searched'`, [order!.id])
    expect(logs?.n).toBe('1')
    const matches = (await lookup(id, h)).order.matches
    expect(matches[0].libraryWork.slug).toBe('mat-kvadratnoe-uravnenie-diskriminant')
    expect(new Set(matches.map((m: { libraryWork: { id: string } }) => m.libraryWork.id)).size).toBe(matches.length)
  })
})

describe('a search that keeps failing', () => {
  it('fails its attempts, then the last one ends the search without matches instead of leaving the page waiting', async () => {
    const h = guest()
    const id = (await search({ query: 'Квадратное уравнение дискриминант', subject_id: MATH }, h)).body.unified_order_id!
    const [order] = await t.db.query<{ id: string }>(`select id::text as id from public.task_orders where unified_order_id = $1`, [id])
    const job = jobHandlers.find((j) => j.name === 'task-order.search-library')!
    // A database that refuses the ranking query, as a broken index or a timeout would.
    const refuseRanking = <Q extends object>(q: Q): Q =>
      new Proxy(q, {
        get(target, key, receiver) {
          const v = Reflect.get(target, key, receiver) as unknown
          if (key === 'query') return (sql: string, params?: unknown[]) => (sql.includes('ts_rank_cd') ? Promise.reject(new Error('boom')) : (v as (s: string, p?: unknown[]) => Promise<unknown>).call(target, sql, params))
          if (key === 'transaction') return (fn: (tx: object) => Promise<unknown>) => (v as (f: (tx: object) => Promise<unknown>) => Promise<unknown>).call(target, (tx) => fn(refuseRanking(tx)))
          return typeof v === 'function' ? v.bind(target) : v
        },
      })
    const broken = refuseRanking(t.db)
    const ctx = (attempt: number) => ({ db: broken, jobId: '1', attempt, log: deps.log, services: { ...deps, db: broken } })
    await expect(job.handler({ orderId: order!.id }, ctx(1))).rejects.toThrow()
    expect((await lookup(id, h)).order.status).toBe('SEARCHING')
    await job.handler({ orderId: order!.id }, ctx(5))
    expect((await lookup(id, h)).order).toMatchObject({ status: 'SEARCHED', statusBySearch: 2, matches: [] })
  })
})

describe('who sees a task order', () => {
  it('only its owner: another guest and another client get NOT_FOUND, an unknown id DELETED, a canceled order DELETED', async () => {
    const owner = await client()
    const made = await search({ query: 'Решить квадратное уравнение', subject_id: MATH }, owner.headers)
    expect(made.status).toBe(200)
    const id = made.body.unified_order_id!
    expect(await lookup(id, owner.headers)).toMatchObject({ state: 'FOUND', order: { isGuestOrder: false } })
    expect(await lookup(id, guest())).toEqual({ state: 'NOT_FOUND', order: null })
    expect(await lookup(id, (await client()).headers)).toEqual({ state: 'NOT_FOUND', order: null })
    // Not even the rows: RLS hides them from another client's direct reads.
    expect(await lookup('999999999', owner.headers)).toEqual({ state: 'DELETED', order: null })
    for (const bad of ['abc', '-1', "1' or 1=1 --", '9'.repeat(40)]) expect((await lookup(bad, owner.headers)).state).toBe('NOT_FOUND')
    const [order] = await t.db.query<{ id: string }>(`select id::text as id from public.task_orders where unified_order_id = $1`, [id])
    await asService(t.db, (tx) => transition(tx, deps.realtime, TASK_ORDER_MACHINE, { orderId: order!.id, name: 'canceled', by: 'client' }))
    expect(await lookup(id, owner.headers)).toEqual({ state: 'DELETED', order: null })
    await runJobs()
    const [after] = await t.db.query<{ status: number }>(`select status from public.task_orders where id = $1`, [order!.id])
    expect(Number(after?.status)).toBe(3)
  })
})

describe('recognised photos', () => {
  it('only the caller’s own DONE recognition counts; its text is searched when the question is empty', async () => {
    const owner = await client()
    const other = await client()
    const insert = async (userId: string, status: string, text: string | null) =>
      (
        await t.db.query<{ id: string }>(
          `insert into public.text_recognitions (user_id, status, file_name, mime, size, text, error, finished_at)
           values ($1, $2, 'photo.png', 'image/png', 100, $3, $4, case when $2 = 'PENDING' then null else now() end) returning id::text as id`,
          [userId, status, text, status === 'FAILED' ? 'Не удалось распознать текст' : null],
        )
      )[0]!.id
    const done = await insert(owner.id, 'DONE', 'Найдите период колебаний математического маятника длиной 2,5 м')
    const pending = await insert(owner.id, 'PENDING', null)
    const foreign = await insert(other.id, 'DONE', 'Чужой текст')
    expect(await search({ query: '', subject_id: PHYSICS, recognition_id: foreign }, owner.headers)).toMatchObject({ status: 422, body: { error: 'Распознанный текст не найден: приложи фото ещё раз' } })
    expect(await search({ query: '', subject_id: PHYSICS, recognition_id: pending }, owner.headers)).toMatchObject({ status: 422, body: { error: 'Фото ещё распознаётся: подожди немного и отправь снова' } })
    expect((await search({ query: '', subject_id: PHYSICS, recognition_id: done }, guest())).status).toBe(422)
    const made = await search({ query: '', subject_id: PHYSICS, recognition_id: done }, owner.headers)
    expect(made.status, JSON.stringify(made.body)).toBe(200)
    await runJobs()
    const order = (await lookup(made.body.unified_order_id!, owner.headers)).order
    expect(order).toMatchObject({ query: '', recognizedText: 'Найдите период колебаний математического маятника длиной 2,5 м', status: 'SEARCHED' })
    expect(order.matches[0].libraryWork.slug).toBe('fiz-period-mayatnika-2-5-m')
  })
})

describe('a match the client has bought', () => {
  it('says so (isBought) to that client only, once paid', async () => {
    const buyer = await client()
    const made = await search({ query: 'Как решить квадратное уравнение через дискриминант?', subject_id: MATH }, buyer.headers)
    const id = made.body.unified_order_id!
    await runJobs()
    const first = (await lookup(id, buyer.headers)).order.matches[0]
    expect(first).toMatchObject({ isBought: false, libraryWork: { slug: 'mat-kvadratnoe-uravnenie-diskriminant' } })
    const ordered = await gql(app, `mutation($w: ID!) { createLibraryWorkOrderByReadyWorkId(libraryWorkId: $w) { id price } }`, { w: first.libraryWork.id }, buyer.headers)
    const libraryOrder = ordered.data.createLibraryWorkOrderByReadyWorkId
    // Ordered but not paid: not bought yet.
    expect((await lookup(id, buyer.headers)).order.matches[0].isBought).toBe(false)
    await giveCredits(t.db, buyer.id, libraryOrder.price)
    const paid = await gql(app, `mutation($id: ID!) { tryToPayForLibraryWorkOrderFromBalance(libraryWorkOrderId: $id) { isPaid } }`, { id: libraryOrder.id }, buyer.headers)
    expect(paid.data.tryToPayForLibraryWorkOrderFromBalance.isPaid).toBe(true)
    const matches = (await lookup(id, buyer.headers)).order.matches
    expect(matches.map((m: { isBought: boolean }) => m.isBought)).toEqual(matches.map((_: unknown, i: number) => i === 0))
    // Another client's search for the same task: not bought for them.
    const other = await client()
    const theirs = (await search({ query: 'Как решить квадратное уравнение через дискриминант?', subject_id: MATH }, other.headers)).body.unified_order_id!
    await runJobs()
    expect((await lookup(theirs, other.headers)).order.matches[0]).toMatchObject({ isBought: false, libraryWork: { id: first.libraryWork.id } })
  })
})

describe('guest binding', () => {
  it('signing in on the guest’s browser makes the order the client’s; tryToBindClientToUnifiedOrder binds a later one; never another browser’s', async () => {
    const fingerprint = freshFingerprint()
    const made = await search({ query: 'Квадратное уравнение', subject_id: MATH }, { 'x-fingerprint': fingerprint })
    const id = made.body.unified_order_id!
    const c = await client(fingerprint)
    expect(await lookup(id, c.headers)).toMatchObject({ state: 'FOUND', order: { isGuestOrder: false } })
    const [row] = await t.db.query<{ user_id: string }>(`select user_id::text as user_id from public.task_orders where unified_order_id = $1`, [id])
    expect(row?.user_id).toBe(c.id)

    // Made on the same browser without the token (a guest tab), then bound explicitly.
    const later = (await search({ query: 'Дискриминант уравнения', subject_id: MATH }, { 'x-fingerprint': fingerprint })).body.unified_order_id!
    const BIND = `mutation($u: ID!) { tryToBindClientToUnifiedOrder(unifiedOrderId: $u) }`
    const stranger = await client()
    expect((await gql(app, BIND, { u: String(later) }, stranger.headers)).data.tryToBindClientToUnifiedOrder).toBe(false)
    expect((await gql(app, BIND, { u: String(later) }, c.headers)).data.tryToBindClientToUnifiedOrder).toBe(true)
    const [bound] = await t.db.query<{ user_id: string }>(`select user_id::text as user_id from public.task_orders where unified_order_id = $1`, [later])
    expect(bound?.user_id).toBe(c.id)
    expect(await lookup(later, { 'x-fingerprint': fingerprint })).toEqual({ state: 'NOT_FOUND', order: null })
  })
})

describe('a task answered by the AI', () => {
  const unified = async (id: number, h: Record<string, string>) =>
    (await gql(app, 'query($id: ID!) { getUnifiedOrderById(id: $id) { status statusBySearch mainOrder { id } } }', { id: String(id) }, h)).data.getUnifiedOrderById
  /** Holds back (or releases) the task's queued library search, so the AI's answer can come first. */
  const holdSearch = (hold: boolean) =>
    t.db.query(`update private.jobs set run_at = now() + ($1::int * interval '1 hour') where name = $2 and status = 'queued'`, [hold ? 1 : 0, TASK_SEARCH_JOB])

  it('the AI order is the main order, and a search that ends after it does not overwrite its state', async () => {
    const c = await client()
    const made = await search({ query: 'Как найти период колебаний математического маятника длиной 2,5 м?', subject_id: PHYSICS }, c.headers)
    expect(made.status).toBe(200)
    const id = made.body.unified_order_id!
    await holdSearch(true)
    const combined = await gql(app, 'mutation($u: ID!, $s: Int) { createCombinedAiOrder(unifiedOrderId: $u, subjectId: $s) { id } }', { u: String(id), s: PHYSICS }, c.headers)
    expect(combined.errors).toBeUndefined()
    expect(await unified(id, c.headers)).toMatchObject({ status: 'IN_PROGRESS', statusBySearch: 3, mainOrder: { id: combined.data.createCombinedAiOrder.id } })
    // The AI answers first; the library search ends later.
    await runJobs()
    expect((await lookup(id, c.headers)).order.status).toBe('SEARCHING')
    expect(await unified(id, c.headers)).toMatchObject({ status: 'COMPLETED', statusBySearch: 4 })
    await holdSearch(false)
    await runJobs()
    expect((await lookup(id, c.headers)).order.status).toBe('SEARCHED')
    expect(await unified(id, c.headers)).toMatchObject({ status: 'COMPLETED', statusBySearch: 4 })
  })
})

describe('more than five matches', () => {
  it('keeps the same task with other numbers too, in positions 1…n, best first', async () => {
    const short = 'Разберём условие по шагам: выпишем коэффициенты, найдём дискриминант, затем корни уравнения и проверим их подстановкой в исходное уравнение, чтобы не ошибиться.'
    const answer = `${'Решение: найдём дискриминант, затем оба корня и проверим каждый подстановкой в уравнение. '.repeat(8)}Ответ: см. решение.`
    const variants = Array.from({ length: 9 }, (_, i) =>
      JSON.stringify({ slug: `mat-http-uravnenie-${i}`, type: 'zadachi', subject: 'mathematics', level: 'school', title: `Квадратное уравнение, вариант ${i + 1} из сборника`, task: `Решите уравнение x² − ${2 * i + 9}x + ${(i + 4) * (i + 5)} = 0. Сделайте проверку найденных корней.`, short_answer: short, answer }),
    )
    await importLibraryWorks({ db: t.db, text: variants.join('\n') })
    const h = guest()
    const id = (await search({ query: 'Решите уравнение x² − 5x + 6 = 0. Сделайте проверку найденных корней.', subject_id: MATH }, h)).body.unified_order_id!
    await runJobs()
    const matches = (await lookup(id, h)).order.matches as { position: number; score: number; libraryWork: { slug: string } }[]
    expect(matches.length).toBe(10)
    expect(matches[0]!.libraryWork.slug).toBe('mat-kvadratnoe-uravnenie-diskriminant')
    expect(matches.map((m) => m.position)).toEqual(matches.map((_, i) => i + 1))
    expect(matches.map((m) => m.score)).toEqual(matches.map((m) => m.score).sort((a, b) => b - a))
  })
})
