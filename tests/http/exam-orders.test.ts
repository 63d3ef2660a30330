// Exam tickets over REST (/api/exam-order): the list split and priced, the order made with a ticket per question, the
// answering job (library first above the match threshold, the AI port otherwise, progress events), answers hidden
// until paid, payment charged once under a race, another client refused, bad bodies refused in Russian, a failed
// run retried, and the DOCX: five questions in order with their answers (document.xml read from the zip).
import { readFile } from 'node:fs/promises'
import { beforeAll, describe, expect, it } from 'vitest'
import { strFromU8, unzipSync } from 'fflate'
import type { AppDeps } from '../../edge/context'
import { demoProvider } from '../../edge/ai/demo-provider'
import { AiError } from '../../edge/ai/errors'
import type { TAi, TAiCall } from '../../edge/ai/port'
import { createLogger } from '../../edge/log'
import { asCaller } from '../../edge/db/port'
import { applyPaymentCredit } from '../../edge/money/apply-payment-credit'
import { importLibraryWorks } from '../../edge/library/import-library-works'
import { examAnswerJob } from '../../edge/exam/exam-order-jobs'
import { EXAM_ANSWER_ATTEMPTS } from '../../edge/exam/exam-order-machine'
import { answerExamOrder } from '../../edge/exam/answer-exam-order'
import type { TestDb } from '../helpers/test-db'
import { connectedApp, useTestApp, type TTestApp } from '../helpers/test-app'
import { gql, phoneClients } from './auth-support'

let t: TestDb
let deps: AppDeps
let app: TTestApp
useTestApp((made) => ({ t, deps, app } = made), { EXAM_TICKET_PRICE_TOKENS: '7' })

beforeAll(async () => {
  for (const f of ['mathematics', 'physics']) await importLibraryWorks({ db: t.db, text: await readFile(`tests/fixtures/library/${f}.jsonl`, 'utf8') })
})

const FIVE = [
  'Билет 1. Решение квадратного уравнения x² − 5x + 6 = 0 через дискриминант',
  'Билет 2. Понятие и признаки государства',
  'Билет 3. Период колебаний математического маятника длиной 2,5 м',
  'Билет 4. Формы правления: монархия и республика',
  'Билет 5. Функции денег в экономике',
].join('\n')

const client = phoneClients('10.97.0', () => ({ app, db: t.db }))
type H = Record<string, string>
const tokens = (userId: string, amount: number) =>
  applyPaymentCredit({ tx: t.db, paymentKey: `exam-test:${userId}:${Math.random()}`, userId, reason: 'refill', credits: { permanent_tokens: amount } })
const balance = async (h: H) => (await gql(app, '{ me { balance { balanceTokens } } }', {}, h)).data.me.balance.balanceTokens as number

const post = (path: string, body: unknown, h: H = {}, on: TTestApp = app) =>
  on.request(`/api/exam-order${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...h }, body: typeof body === 'string' ? body : JSON.stringify(body) })
// With a connected AI the tickets are charged; the demo writer's are free (tests/http/demo-is-free.test.ts).
let payingApp: TTestApp | undefined
const paying = () => (payingApp ??= connectedApp(deps))
const get = (path: string, h: H = {}) => app.request(`/api/exam-order${path}`, { headers: h })

/** An AI port that counts its calls and otherwise writes as the demo provider does. */
function countingAi(fail?: () => Error | null): TAi & { calls: TAiCall[] } {
  const demo = demoProvider({ streamDelayMs: 0 })
  const calls: TAiCall[] = []
  return {
    calls,
    info: demo.info,
    generateObject: demo.generateObject,
    streamText: demo.streamText,
    async generateText(call) {
      calls.push(call)
      const e = fail?.()
      if (e) throw e
      return demo.generateText(call)
    },
  }
}

const runJob = (orderId: string, ai: TAi, attempt = 1) =>
  examAnswerJob.handler({ orderId }, { db: t.db, jobId: '0', attempt, log: createLogger('silent'), services: { ...deps, ports: { ...deps.ports, ai } } })

async function makeOrder(h: H, text = FIVE) {
  const res = await post('', { text }, h)
  expect(res.status).toBe(200)
  return (await res.json()) as { id: string; unifiedOrderId: string; status: string; ticketsCount: number; price: number; tickets: { position: number; question: string; status: string }[] }
}
const view = async (unifiedOrderId: string, h: H) => (await get(`/by-unified/${unifiedOrderId}`, h)).json()

describe('POST /api/exam-order/parse', () => {
  it('splits the list and prices it per ticket, for guests too', async () => {
    const res = await post('/parse', { text: FIVE })
    expect(res.status).toBe(200)
    const body = await res.json()
    expect(body.questions).toHaveLength(5)
    expect(body.questions[1]).toBe('Понятие и признаки государства')
    expect(body).toMatchObject({ ticketPrice: 7, total: 35, priceLine: '5 билетов × 7 = 35 токенов' })
  })

  it('refuses bodyless, malformed and hostile bodies with 4xx and a Russian message, never 500', async () => {
    const cases: [string | undefined, Record<string, string>][] = [
      [undefined, {}],
      ['', { 'content-type': 'application/json' }],
      ['{"text":', { 'content-type': 'application/json' }],
      ['text=1', { 'content-type': 'application/x-www-form-urlencoded' }],
      ['[]', { 'content-type': 'application/json' }],
      ['{"text": 5}', { 'content-type': 'application/json' }],
      ['{"text": "   "}', { 'content-type': 'application/json' }],
      [JSON.stringify({ text: '1. а\u0000б' }), { 'content-type': 'application/json' }],
    ]
    for (const [body, headers] of cases) {
      const res = await app.request('/api/exam-order/parse', { method: 'POST', headers, ...(body !== undefined && { body }) })
      expect(res.status, String(body)).toBe(400)
      const err = (await res.json()).error
      expect(err.code).toBe('BAD_REQUEST')
      expect(err.message).toMatch(/[а-я]/i)
    }
    const many = Array.from({ length: 61 }, (_, i) => `${i + 1}. Вопрос ${i + 1}`).join('\n')
    expect((await (await post('/parse', { text: many })).json()).error.message).toBe('Слишком много билетов: не больше 60 в одном заказе, раздели список')
  })
})

describe('exam order', () => {
  it('a guest is asked to sign in; the order is made with five pending tickets and the price fixed', async () => {
    const guest = await post('', { text: FIVE })
    expect(guest.status).toBe(401)
    expect((await guest.json()).error.message).toBe('Войди, чтобы получить ответы на билеты')
    const c = await client()
    const o = await makeOrder(c.headers)
    expect(o).toMatchObject({ status: 'answering', ticketsCount: 5, price: 35 })
    expect(o.tickets.map((x) => x.status)).toEqual(Array(5).fill('pending'))
    const unified = (await gql(app, `query($id: ID!) { getUnifiedOrderById(id: $id) { typeId status href mainOrder { id } } }`, { id: o.unifiedOrderId }, c.headers)).data.getUnifiedOrderById
    expect(unified).toMatchObject({ typeId: 8, status: 'IN_PROGRESS', href: `/exam/${o.unifiedOrderId}`, mainOrder: { id: o.id } })
    const [job] = await t.db.query<{ n: number }>(`select count(*)::int as n from private.jobs where name = 'exam.answer-tickets' and payload->>'orderId' = $1`, [o.id])
    expect(job?.n).toBe(1)
  })

  it('answers from the library first and by the AI otherwise, with an event per ticket; answers show only their first lines before payment', async () => {
    const c = await client()
    const o = await makeOrder(c.headers)
    const events: unknown[] = []
    const off = deps.realtime.subscribe([`App.Models.UnifiedOrder.${o.unifiedOrderId}`], (m) => events.push(m.data))
    const ai = countingAi()
    await runJob(o.id, ai)
    const v = await view(o.unifiedOrderId, c.headers)
    expect(v).toMatchObject({ status: 'ready', answeredCount: 5, isPaid: false, hasDemo: true })
    expect(v.tickets.map((x: { source: string }) => x.source)).toEqual(['library', 'ai', 'library', 'ai', 'ai'])
    expect(ai.calls.map((call) => call.task)).toEqual(['exam-answer', 'exam-answer', 'exam-answer'])
    expect(ai.calls[0]!.prompt).toBe('Билет 2. Вопрос: Понятие и признаки государства')
    for (const x of v.tickets) {
      expect(x.answer).toBeNull()
      expect(x.preview.length).toBeGreaterThan(5)
    }
    // The library's full answer stays hidden: the preview is a short start of it.
    const [lib] = await t.db.query<{ answer: string }>(`select answer from public.exam_tickets where exam_order_id = $1::bigint and position = 1`, [o.id])
    expect(lib!.answer).toContain('D = b² − 4ac')
    expect(v.tickets[0].preview.length).toBeLessThan(lib!.answer.length / 2 + 2)
    await expect.poll(() => events.length).toBeGreaterThanOrEqual(6)
    off()
    // A second run (a retried job) changes nothing.
    await runJob(o.id, ai)
    expect(ai.calls).toHaveLength(3)
  })

  it('ten payments at once charge once; every answer opens; the DOCX has the five questions in order with answers', async () => {
    const c = await client()
    await tokens(c.id, 50)
    const o = await makeOrder(c.headers)
    // Not payable while answering.
    const early = await post(`/${o.id}/pay`, {}, c.headers, paying())
    expect(early.status).toBe(409)
    expect((await early.json()).error.code).toBe('STALE_STEP')
    expect((await get(`/${o.id}/docx`, c.headers)).status).toBe(403)
    await runJob(o.id, countingAi())
    const results = await Promise.all(Array.from({ length: 10 }, () => post(`/${o.id}/pay`, {}, c.headers, paying())))
    for (const r of results) expect(r.status).toBe(200)
    expect(await balance(c.headers)).toBe(15)
    const v = await view(o.unifiedOrderId, c.headers)
    expect(v).toMatchObject({ status: 'paid', isPaid: true })
    for (const x of v.tickets) expect(x.answer.length).toBeGreaterThan(x.preview.length - 1)
    const [logged] = await t.db.query<{ n: number }>(`select count(*)::int as n from public.exam_order_logs where exam_order_id = $1::bigint and event = 'paid'`, [o.id])
    expect(logged?.n).toBe(1)

    // The student is the author (their own name; the saved title page's name wins), never the service.
    await t.db.query(`update public.users set name = 'Анна Клиентова' where id = $1`, [c.id])
    const docx = async () => unzipSync(new Uint8Array(await (await get(`/${o.id}/docx`, c.headers)).arrayBuffer()))
    const creator = (parts: Record<string, Uint8Array>) => strFromU8(parts['docProps/core.xml']!).match(/<dc:creator>([^<]*)</)?.[1]
    expect(creator(await docx())).toBe('Анна Клиентова')
    await t.db.query(`insert into public.title_page_data (user_id, data) values ($1, '{"studentName":"Анна Студентова"}'::jsonb)`, [c.id])
    const parts = await docx()
    expect(creator(parts)).toBe('Анна Студентова')
    expect(strFromU8(parts['docProps/core.xml']!)).toMatch(/<cp:lastModifiedBy>Анна Студентова</)
    expect(strFromU8(parts['docProps/core.xml']!)).toContain('Подготовлено в сервисе Кампус')
    expect(Object.values(parts).some((b) => /StudyHelp/i.test(strFromU8(b)))).toBe(false)
    // Every page is numbered: the section's default footer holds a PAGE field.
    const footers = Object.keys(parts).filter((n) => /^word\/footer\d*\.xml$/.test(n))
    expect(footers.some((n) => /<w:instrText[^>]*>\s*PAGE\s*</.test(strFromU8(parts[n]!)))).toBe(true)
    expect(strFromU8(parts['word/document.xml']!)).toMatch(/<w:footerReference w:type="default"/)

    const res = await get(`/${o.id}/docx`, c.headers)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('wordprocessingml')
    const xml = strFromU8(unzipSync(new Uint8Array(await res.arrayBuffer()))['word/document.xml']!)
    const text = xml.replace(/<w:p[ >]/g, '\n$&').replace(/<[^>]+>/g, '')
    const questions = v.tickets.map((x: { position: number; question: string }) => `Билет ${x.position}. ${x.question}`)
    // Each question twice (contents, then heading), in order both times.
    const at = questions.map((q: string) => [text.indexOf(q), text.indexOf(q, text.indexOf(q) + 1)])
    for (const [first, second] of at) expect(first >= 0 && second > first).toBe(true)
    expect(at.map((p: number[]) => p[0])).toEqual([...at.map((p: number[]) => p[0])].sort((a, b) => a - b))
    expect(at.map((p: number[]) => p[1])).toEqual([...at.map((p: number[]) => p[1])].sort((a, b) => a - b))
    expect(text).toContain('Содержание')
    expect(text).toContain('Демонстрационный ответ')
    // Each answer sits under its own heading, before the next one.
    const libraryAnswer = v.tickets[0].answer.split('\n')[0]
    const pos = text.indexOf(libraryAnswer.slice(0, 40))
    expect(pos).toBeGreaterThan(at[0][1])
    expect(pos).toBeLessThan(at[1][1])
  })

  it('a short balance answers INSUFFICIENT_TOKENS with what is missing and charges nothing', async () => {
    const c = await client()
    await tokens(c.id, 10)
    const o = await makeOrder(c.headers)
    await runJob(o.id, countingAi())
    const res = await post(`/${o.id}/pay`, {}, c.headers, paying())
    expect(res.status).toBe(409)
    expect((await res.json()).error).toMatchObject({ code: 'INSUFFICIENT_TOKENS', missing: 25, price: 35 })
    expect(await balance(c.headers)).toBe(10)
  })

  it('another client can neither see, pay, retry nor download the order', async () => {
    const owner = await client()
    await tokens(owner.id, 100)
    const o = await makeOrder(owner.headers)
    await runJob(o.id, countingAi())
    await post(`/${o.id}/pay`, {}, owner.headers, paying())
    const stranger = await client()
    await tokens(stranger.id, 100)
    expect((await get(`/by-unified/${o.unifiedOrderId}`, stranger.headers)).status).toBe(404)
    expect((await post(`/${o.id}/pay`, {}, stranger.headers)).status).toBe(404)
    expect((await post(`/${o.id}/retry`, {}, stranger.headers)).status).toBe(404)
    expect((await get(`/${o.id}/docx`, stranger.headers)).status).toBe(404)
    expect((await get(`/${o.id}/docx`)).status).toBe(401)
    expect(await balance(stranger.headers)).toBe(100)
    for (const bad of ['abc', '-1', '99999999999999999999', "1' or '1'='1"]) expect((await get(`/by-unified/${encodeURIComponent(bad)}`, owner.headers)).status).toBe(404)
    // Under RLS the owner reads its tickets but not the answer column; the stranger sees none.
    const asOwner = { role: 'authenticated' as const, userId: owner.id }
    const own = await asCaller(t.db, asOwner, (tx) => tx.query<{ n: number }>(`select count(*)::int as n from public.exam_tickets where exam_order_id = $1::bigint`, [o.id]))
    expect(own[0]?.n).toBe(5)
    await expect(asCaller(t.db, asOwner, (tx) => tx.query(`select answer from public.exam_tickets where exam_order_id = $1::bigint`, [o.id]))).rejects.toThrow(/permission denied/)
    const theirs = await asCaller(t.db, { role: 'authenticated', userId: stranger.id }, (tx) =>
      tx.query<{ n: number }>(`select (select count(*) from public.exam_tickets)::int + (select count(*) from public.exam_orders)::int as n`),
    )
    expect(theirs[0]?.n).toBe(0)
  })

  it('a long list is answered ten tickets a run, each run queueing the next', async () => {
    const c = await client()
    const text = Array.from({ length: 23 }, (_, i) => `${i + 1}. Вопрос о праве номер ${i + 1}`).join('\n')
    const o = await makeOrder(c.headers, text)
    const queued = async () =>
      (await t.db.query<{ key: string }>(`select key from private.jobs where name = 'exam.answer-tickets' and payload->>'orderId' = $1 order by id`, [o.id])).map((r) => r.key)
    const ai = countingAi()
    expect(await answerExamOrder({ deps: { ...deps, ports: { ...deps.ports, ai } }, orderId: o.id, finalAttempt: false })).toBe('continued')
    expect(ai.calls).toHaveLength(10)
    expect((await queued()).at(-1)).toBe(`exam.answer-tickets:${o.id}:left-13`)
    await runJob(o.id, ai)
    await runJob(o.id, ai)
    expect(ai.calls).toHaveLength(23)
    expect(await queued()).toHaveLength(3)
    expect(await view(o.unifiedOrderId, c.headers)).toMatchObject({ status: 'ready', answeredCount: 23, price: 161 })
  })

  it('a client may have two lists being answered at once; a third waits for one of them', async () => {
    const c = await client()
    const [a, b, third] = await Promise.all([post('', { text: FIVE }, c.headers), post('', { text: FIVE }, c.headers), post('', { text: FIVE }, c.headers)])
    const statuses = [a.status, b.status, third.status].sort()
    expect(statuses).toEqual([200, 200, 429])
    const refused = [a, b, third].find((r) => r.status === 429)!
    expect((await refused.json()).error.message).toBe('Дождись, пока будут готовы ответы по прошлым спискам, и отправь новый')
    const made = await Promise.all([a, b, third].filter((r) => r.status === 200).map((r) => r.json()))
    await runJob(made[0].id, countingAi())
    expect((await post('', { text: FIVE }, c.headers)).status).toBe(200)
  })

  it('the last failed attempt fails the order without charging; a retry answers the rest', async () => {
    const c = await client()
    const o = await makeOrder(c.headers)
    let failing = true
    const ai = countingAi(() => (failing ? new AiError('unavailable', 'down') : null))
    await expect(runJob(o.id, ai, 1)).rejects.toThrow()
    await runJob(o.id, ai, EXAM_ANSWER_ATTEMPTS)
    const failed = await view(o.unifiedOrderId, c.headers)
    expect(failed).toMatchObject({ status: 'failed', answeredCount: 1, errorDescription: 'Не получилось подготовить ответы: попробуй ещё раз, токены не списаны' })
    failing = false
    const retried = await post(`/${o.id}/retry`, {}, c.headers)
    expect(retried.status).toBe(200)
    expect((await retried.json()).status).toBe('answering')
    await runJob(o.id, ai)
    expect(await view(o.unifiedOrderId, c.headers)).toMatchObject({ status: 'ready', answeredCount: 5 })
  })
})
