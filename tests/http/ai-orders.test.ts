// AI orders made over REST: create (validation, guests, rate limit), hostile ids, offsets and arguments answering 4xx,
// a guest's combined order on its own task-solving order, and the order_created fact under the cookie notice.
import { describe, expect, it } from 'vitest'
import type { AppDeps } from '../../edge/context'
import { AI_ORDER_PREVIEW_CHARS } from '../../domain/ai-order/ai-order-input'
import type { TestDb } from '../helpers/test-db'
import { useTestApp, type TTestApp } from '../helpers/test-app'
import { chunkText, readSse } from '../helpers/sse'
import { freshFingerprint, gql } from './auth-support'
import { useMidWindowClock } from '../helpers/rate-window'
import { BROWSER_UNKNOWN } from '../../domain/orders/owner'
import { aiOrderHelpers, CLARIFY, COMBINED, GET, PAY, QUESTION } from './ai-orders-support'

let t: TestDb
let deps: AppDeps
let app: TTestApp
useTestApp((made) => ({ t, deps, app } = made), { AI_ORDER_PRICE_TOKENS: '12' })
useMidWindowClock(() => t.db)

const { client, runJobs, post, created, read, fullText, stream } = aiOrderHelpers(() => ({ t, deps, app }))

describe('POST /api/unified-order/create', () => {
  it('makes a type 3 AI order with the question; the job streams a demo answer with steps, formulas and follow-ups', async () => {
    const c = await client()
    const u = await created(c.headers, { query: QUESTION, get_params: { utm_source: 'vk' } })
    const before = await read(u, c.headers)
    expect(before).toMatchObject({ status: 'ANSWERING', isPaid: false, price: 12, clarificationsCountLeft: 3, isDemo: true, isCombined: false, streamUrl: `/api/ai-order/${u}/stream` })
    expect(JSON.parse(before.getParams)).toEqual({ utm_source: 'vk' })
    expect(before.messages.map((m: { role: number; state: string }) => [m.role, m.state])).toEqual([
      [1, 'done'],
      [2, 'streaming'],
    ])
    expect(before.messages[0].content).toBe(QUESTION)
    await runJobs()
    const after = await read(u, c.headers)
    expect(after).toMatchObject({ status: 'ANSWERED', statusId: 2 })
    expect(after.suggestedPrompts.length).toBeGreaterThanOrEqual(2)
    expect(after.suggestedPrompts.length).toBeLessThanOrEqual(3)
    const [answer] = await fullText(u)
    expect(answer).toMatch(/Демо-решение/)
    expect(answer).toMatch(/Шаг 1\./)
    expect(answer).toMatch(/\$\$12 \+ 30 = 42\$\$/)
    expect(answer).toMatch(/Ответ: 42\./)
    const unified = (await gql(app, `query($id: ID!) { getUnifiedOrderById(id: $id) { type typeId status statusBySearch text mainOrder { id status isPaid } } }`, { id: u }, c.headers)).data.getUnifiedOrderById
    expect(unified).toMatchObject({ type: 'AI', typeId: 3, status: 'COMPLETED', statusBySearch: 4, text: QUESTION, mainOrder: { id: after.id, status: 2, isPaid: false } })
    const mine = (await gql(app, `{ me { aiOrders { total data { unifiedOrderId } } } }`, {}, c.headers)).data.me.aiOrders
    expect(mine).toEqual({ total: 1, data: [{ unifiedOrderId: u }] })
  })

  it('answers 4xx with a Russian error for bad bodies, never 500', async () => {
    const c = await client()
    const cases: [unknown, number, RegExp][] = [
      ['', 400, /Пустое тело/],
      ['{not json', 400, /Некорректный JSON/],
      [[], 400, /Напиши вопрос/],
      [null, 400, /Напиши вопрос/],
      [{}, 400, /Напиши вопрос или приложи фото/],
      [{ query: '   ' }, 400, /Напиши вопрос или приложи фото/],
      [{ query: 42 }, 400, /Напиши вопрос/],
      [{ query: 'x'.repeat(5001) }, 400, /не должен быть длиннее 5000/],
      [{ query: 'Вопрос', subject_id: 'math' }, 400, /Выбери предмет/],
      [{ query: 'Вопрос', subject_id: 999999 }, 400, /Выбери предмет/],
      [{ query: 'Вопрос', get_params: [1, 2] }, 400, /get_params/],
    ]
    for (const [body, status, message] of cases) {
      const res = await post(body === '' ? '' : typeof body === 'string' ? body : JSON.stringify(body), c.headers)
      const json = (await res.json()) as { unified_order_id: null; error: string; errors: string[] }
      expect(res.status, JSON.stringify(body)).toBe(status)
      expect(json.unified_order_id).toBeNull()
      expect(json.error).toMatch(message)
      expect(json.errors.length).toBeGreaterThan(0)
    }
    const noType = await app.request('/api/unified-order/create', { method: 'POST', body: 'query=x', headers: c.headers })
    expect(noType.status).toBe(400)
    // A guest without a fingerprint cannot own an order it could reopen.
    const anon = await post({ query: QUESTION }, {})
    expect(anon.status).toBe(400)
    expect(((await anon.json()) as { error: string }).error).toBe(BROWSER_UNKNOWN)
  })

  it('rate-limits one client: the eleventh order in a minute answers 429 with the spec text', async () => {
    const guest = { 'x-fingerprint': freshFingerprint() }
    const answers = await Promise.all(Array.from({ length: 11 }, () => post({ query: 'Сколько будет 2 + 2?' }, guest)))
    const statuses = answers.map((r) => r.status).sort()
    expect(statuses.filter((s) => s === 200)).toHaveLength(10)
    const refused = answers.find((r) => r.status === 429)!
    expect(((await refused.json()) as { error: string }).error).toBe('Что за лев, этот тигр. Кампус в восторге от твоего настроя, но нужен тайм-аут. Передохни немного')
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
  })
})

describe('hostile input', () => {
  it('odd ids, stream offsets and arguments answer 4xx or null with Russian text, never 500', async () => {
    const guest = { 'x-fingerprint': freshFingerprint() }
    const u = await created(guest)
    await runJobs()
    for (const id of ['abc', '-1', '0', '99999999999999999999', "1' or 1=1"]) {
      const r = await gql(app, GET, { u: id }, guest)
      expect(r.errors, id).toBeUndefined()
      expect(r.data.getAiOrderById).toBeNull()
      for (const q of [COMBINED, PAY, CLARIFY]) {
        const res = await gql(app, q, { u: id, q: 'Почему?' }, guest)
        expect(res.errors?.[0]?.extensions?.code, `${id} ${q.slice(0, 30)}`).toMatch(/NOT_FOUND|UNAUTHENTICATED/)
      }
    }
    expect((await gql(app, COMBINED, { u, s: -5 }, guest)).errors?.[0]).toMatchObject({ message: 'Выбери предмет из списка', extensions: { code: 'BAD_REQUEST' } })
    expect((await gql(app, CLARIFY, { u, q: 'x'.repeat(2001) }, guest)).errors?.[0]?.message).toBe('Уточнение не должно быть длиннее 2000 символов')
    const TG = `mutation($id: ID!, $t: String) { sendCombinedAiOrderAnswerToTelegram(queryId: $id, type: $t) }`
    expect((await gql(app, TG, { id: '1' }, guest)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED')
    // Last-Event-ID beyond the text, negative or not a number: the stream starts over or at the end, never fails.
    const [answer] = await fullText(u)
    for (const last of ['abc', '-5', '1e9', '999999999']) {
      const res = await stream(u, guest, { 'last-event-id': last })
      expect(res.status, last).toBe(200)
      const events = await readSse(res)
      expect(events[0]!.event).toBe('start')
      expect(answer!.slice(0, AI_ORDER_PREVIEW_CHARS).endsWith(chunkText(events))).toBe(true)
      expect(Number(events.at(-1)!.id)).toBeLessThanOrEqual(AI_ORDER_PREVIEW_CHARS)
    }
    expect((await stream(u, guest, {}, app)).status).toBe(200)
    expect((await app.request(`/api/ai-order/${u}/stream?messageId=abc`, { headers: guest })).status).toBe(404)
    // A message of another order is not this order's stream.
    const other = { 'x-fingerprint': freshFingerprint() }
    const u2 = await created(other)
    const foreign = (await t.db.query<{ id: string }>(`select m.id::text as id from public.ai_order_messages m join public.ai_orders o on o.id = m.ai_order_id where o.unified_order_id = $1::bigint and m.role = 2`, [u2]))[0]!.id
    expect((await app.request(`/api/ai-order/${u}/stream?messageId=${foreign}`, { headers: guest })).status).toBe(404)
    await runJobs()
  })

  it('a guest attaches an AI order to its own task-solving order, reads the preview, and cannot pay or clarify', async () => {
    const guest = { 'x-fingerprint': freshFingerprint() }
    const [task] = await t.db.query<{ id: string }>(`insert into public.unified_orders (guest_fingerprint, type_id, text, status, status_by_search) values ($1, 1, $2, 2, 2) returning id::text as id`, [
      guest['x-fingerprint'],
      'Сколько будет 2 + 2?',
    ])
    const made = await gql(app, COMBINED, { u: task!.id }, guest)
    expect(made.errors).toBeUndefined()
    expect(made.data.createCombinedAiOrder).toMatchObject({ isCombined: true, isPaid: false })
    await runJobs()
    expect((await read(task!.id, guest)).messages[1]).toMatchObject({ isPreview: true, state: 'done' })
    expect((await gql(app, PAY, { u: task!.id }, guest)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED')
    expect((await gql(app, CLARIFY, { u: task!.id, q: 'Почему?' }, guest)).errors?.[0]?.extensions?.code).toBe('CONFLICT')
  })
})

describe('the order_created fact and the cookie notice', () => {
  const factsOf = (u: string) =>
    t.db.query<{ name: string }>(`select name from private.analytics_events where name = 'order_created' and (props ->> 'unified_order_id') = $1`, [u])

  it('is recorded for an order made with analytics allowed, and not when the visitor switched analytics off', async () => {
    const c = await client()
    const allowed = await created({ ...c.headers, cookie: `cookie_consent=${encodeURIComponent('{"analytics":true,"marketing":false}')}` })
    const refused = await created({ ...c.headers, cookie: `cookie_consent=${encodeURIComponent('{"analytics":false,"marketing":true}')}` })
    // Opt-in (issue 33): not answered yet is no consent either.
    const unanswered = await created(c.headers)
    expect(await factsOf(allowed)).toEqual([{ name: 'order_created' }])
    expect(await factsOf(refused)).toEqual([])
    expect(await factsOf(unanswered)).toEqual([])
  })
})
