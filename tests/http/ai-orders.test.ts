// AI orders over REST, SSE and POST /graphql: create (validation, guests, rate limit), owner only, the paywall (a
// preview, never the whole text, until paid), paying once under ten calls at once, clarifications to zero, the combined
// order on a task-solving order, the stream's Last-Event-ID resume and a provider cut that keeps the received part.
import { describe, expect, it } from 'vitest'
import type { AppDeps } from '../../edge/context'
import { createApp } from '../../edge/app'
import { applyPaymentCredit } from '../../edge/money/apply-payment-credit'
import { asCaller } from '../../edge/db/port'
import { startRealtimeHub } from '../../edge/realtime/hub'
import { AiError } from '../../edge/ai/errors'
import type { TAi } from '../../edge/ai/port'
import { AI_ORDER_PREVIEW_CHARS } from '../../domain/ai-order/ai-order-input'
import type { TestDb } from '../helpers/test-db'
import { connectedApp, fromPeer, useTestApp, type TTestApp } from '../helpers/test-app'
import { chunkText, readSse } from '../helpers/sse'
import { freshFingerprint, gql, phoneClients } from './auth-support'
import { inOneWindow } from '../helpers/rate-window'
import { BROWSER_UNKNOWN } from '../../domain/orders/owner'
import { runJobsUntilIdle } from '../helpers/jobs'
import { giveCredits } from '../helpers/credits'

let t: TestDb
let deps: AppDeps
let app: TTestApp
useTestApp((made) => ({ t, deps, app } = made), { AI_ORDER_PRICE_TOKENS: '12' })

const client = phoneClients('10.96.0', () => ({ app, db: t.db }))
const tokens = (userId: string, amount: number) => giveCredits(t.db, userId, amount)
const balance = async (h: Record<string, string>) => (await gql(app, '{ me { balance { balanceTokens } } }', {}, h)).data.me.balance.balanceTokens as number

const runJobs = (services: AppDeps = deps) => runJobsUntilIdle(t.db, services)

const post = (body: unknown, headers: Record<string, string>, on: TTestApp = app) =>
  on.request('/api/unified-order/create', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: typeof body === 'string' ? body : JSON.stringify(body) })

const QUESTION = 'Реши уравнение: 12 + 30 = ? Объясни по шагам'
const ORDER = `id unifiedOrderId status statusId isPaid price clarificationsCountLeft suggestedPrompts isDemo isCombined streamUrl getParams subject { id title }
  messages { id role content isPreview state error }`
const GET = `query($u: ID) { getAiOrderById(unifiedOrderId: $u) { ${ORDER} } }`
const PAY = `mutation($u: ID!) { tryToPayForCombinedAiOrderFromBalance(unifiedOrderId: $u) { ${ORDER} } }`
const CLARIFY = `mutation($u: ID!, $q: String!) { createCombinedAiOrderClarification(unifiedOrderId: $u, question: $q) { ${ORDER} } }`
const COMBINED = `mutation($u: ID!, $s: Int) { createCombinedAiOrder(unifiedOrderId: $u, subjectId: $s) { ${ORDER} } }`

async function created(headers: Record<string, string>, body: Record<string, unknown> = { query: QUESTION }, on: TTestApp = app) {
  const res = await post(body, headers, on)
  const json = (await res.json()) as { unified_order_id: number; error: string | null; errors: string[] }
  expect(res.status, JSON.stringify(json)).toBe(200)
  expect(json).toMatchObject({ error: null, errors: [] })
  return String(json.unified_order_id)
}
const read = async (u: string, h: Record<string, string>) => (await gql(app, GET, { u }, h)).data.getAiOrderById
const fullText = async (u: string) =>
  (await t.db.query<{ content: string }>(`select m.content from public.ai_order_messages m join public.ai_orders o on o.id = m.ai_order_id where o.unified_order_id = $1::bigint and m.role = 2 order by m.id`, [u])).map((r) => r.content)
const stream = (u: string, h: Record<string, string>, extra: Record<string, string> = {}, on: TTestApp = app) => on.request(`/api/ai-order/${u}/stream`, { headers: { ...h, ...extra } })

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
    await inOneWindow(60)
    const answers = await Promise.all(Array.from({ length: 11 }, () => post({ query: 'Сколько будет 2 + 2?' }, guest)))
    const statuses = answers.map((r) => r.status).sort()
    expect(statuses.filter((s) => s === 200)).toHaveLength(10)
    const refused = answers.find((r) => r.status === 429)!
    expect(((await refused.json()) as { error: string }).error).toBe('Что за лев, этот тигр. Кампус в восторге от твоего настроя, но нужен тайм-аут. Передохни немного')
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
  })
})

describe('owners and the paywall', () => {
  it('a guest reads its own order by fingerprint; another guest, a client and the database refuse the rest', async () => {
    const guest = { 'x-fingerprint': freshFingerprint() }
    const u = await created(guest)
    await runJobs()
    const own = await read(u, guest)
    expect(own.status).toBe('ANSWERED')
    const other = { 'x-fingerprint': freshFingerprint() }
    expect(await read(u, other)).toBeNull()
    const stranger = await client()
    expect(await read(u, stranger.headers)).toBeNull()
    expect((await stream(u, other)).status).toBe(404)
    expect((await stream(u, stranger.headers)).status).toBe(404)
    expect((await gql(app, PAY, { u }, stranger.headers)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND')
    expect((await gql(app, CLARIFY, { u, q: 'Почему?' }, stranger.headers)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND')
    for (const bad of ['0', '-1', 'abc', '99999999999999999999', "1' or '1'='1"]) expect((await stream(encodeURIComponent(bad), guest)).status, bad).toBe(404)
    // Even the owner cannot select the text itself: the column is not granted.
    await expect(asCaller(t.db, { role: 'anon', fingerprint: guest['x-fingerprint'] }, (tx) => tx.query(`select content from public.ai_order_messages`))).rejects.toThrow(/permission denied/)
    const meta = await asCaller(t.db, { role: 'anon', fingerprint: guest['x-fingerprint'] }, (tx) => tx.query<{ id: string }>(`select id from public.ai_order_messages`))
    expect(meta).toHaveLength(2)
  })

  it('an unpaid answer is a preview of the named length everywhere; paid, the whole text', async () => {
    const c = await client()
    const u = await created(c.headers)
    await runJobs()
    const [answer] = await fullText(u)
    expect(answer!.length).toBeGreaterThan(AI_ORDER_PREVIEW_CHARS)
    const unpaid = (await read(u, c.headers)).messages[1]
    expect(unpaid).toMatchObject({ role: 2, isPreview: true, state: 'done', content: answer!.slice(0, AI_ORDER_PREVIEW_CHARS) })
    const events = await readSse(await stream(u, c.headers))
    expect(events.map((e) => e.event)).toEqual(['start', 'chunk', 'info'])
    expect(chunkText(events)).toBe(answer!.slice(0, AI_ORDER_PREVIEW_CHARS))
    expect(JSON.parse(events.at(-1)!.data)).toEqual({ reason: 'paywall', previewChars: AI_ORDER_PREVIEW_CHARS, price: 12 })
    expect(events.at(-1)!.id).toBe(String(AI_ORDER_PREVIEW_CHARS))
    // Asking past the preview gets nothing more.
    const past = await readSse(await stream(u, c.headers, { 'last-event-id': String(AI_ORDER_PREVIEW_CHARS + 50) }))
    expect(chunkText(past)).toBe('')
    await tokens(c.id, 12)
    expect((await gql(app, PAY, { u }, c.headers)).errors).toBeUndefined()
    const paid = (await read(u, c.headers)).messages[1]
    expect(paid).toMatchObject({ isPreview: false, content: answer })
    const all = await readSse(await stream(u, c.headers))
    expect(all.map((e) => e.event)).toEqual(['start', 'chunk', 'complete'])
    expect(chunkText(all)).toBe(answer)
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

describe('tryToPayForCombinedAiOrderFromBalance', () => {
  // With a connected AI the answer is charged; the demo writer's is free (tests/http/demo-is-free.test.ts).
  let payingApp: TTestApp | undefined
  const paying = () => (payingApp ??= connectedApp(deps))

  it('a short balance answers INSUFFICIENT_TOKENS with what is missing and charges nothing', async () => {
    const c = await client()
    await tokens(c.id, 5)
    const u = await created(c.headers)
    const res = await gql(paying(), PAY, { u }, c.headers)
    expect(res.errors?.[0]).toMatchObject({ extensions: { code: 'INSUFFICIENT_TOKENS', missing: 7, price: 12, product: 'ai' } })
    expect(await balance(c.headers)).toBe(5)
    const guest = await gql(paying(), PAY, { u }, { 'x-fingerprint': freshFingerprint() })
    expect(guest.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED')
  })

  it('ten calls at once charge once, with one ledger entry and one paid log line', async () => {
    const c = await client()
    await tokens(c.id, 50)
    const u = await created(c.headers)
    await runJobs()
    const results = await Promise.all(Array.from({ length: 10 }, () => gql(paying(), PAY, { u }, c.headers)))
    for (const r of results) expect(r.errors).toBeUndefined()
    expect(results.every((r) => r.data.tryToPayForCombinedAiOrderFromBalance.isPaid)).toBe(true)
    expect(await balance(c.headers)).toBe(38)
    const order = await read(u, c.headers)
    const [ledger] = await t.db.query<{ n: string }>(`select count(*)::text as n from private.ledger_entries where ref = $1`, [`ai:${order.id}`])
    expect(ledger?.n).toBe('1')
    const [logged] = await t.db.query<{ n: string }>(`select count(*)::text as n from public.ai_order_logs where ai_order_id = $1::bigint and event = 'paid'`, [order.id])
    expect(logged?.n).toBe('1')
  })

  it('the auto-pay rule pays an opened order for a client with trial credits (a free question first), and not for one without', async () => {
    const AUTO = `mutation($u: ID!, $r: Boolean) { autoPayForAiOrder(unifiedOrderId: $u, requested: $r) { isPaid } }`
    const trialsOf = async (id: string) => Number((await t.db.query<{ n: string }>('select trials::text as n from public.balances where user_id = $1', [id]))[0]?.n ?? 0)
    const plain = await client()
    await tokens(plain.id, 30)
    const u1 = await created(plain.headers)
    expect((await gql(paying(), AUTO, { u: u1 }, plain.headers)).data.autoPayForAiOrder.isPaid).toBe(false)
    expect((await gql(paying(), AUTO, { u: u1, r: true }, plain.headers)).data.autoPayForAiOrder.isPaid).toBe(true)
    expect(await balance(plain.headers)).toBe(18)
    // A free question pays before the tokens: one per order, the tokens untouched; the next order then takes tokens.
    const trial = await client()
    await tokens(trial.id, 30)
    await applyPaymentCredit({ tx: t.db, paymentKey: `ai-trial:${trial.id}`, userId: trial.id, reason: 'trial', credits: { trials: 1 } })
    const u2 = await created(trial.headers)
    expect((await gql(paying(), AUTO, { u: u2 }, trial.headers)).data.autoPayForAiOrder.isPaid).toBe(true)
    expect([await trialsOf(trial.id), await balance(trial.headers)]).toEqual([0, 30])
    const u2b = await created(trial.headers)
    expect((await gql(paying(), AUTO, { u: u2b }, trial.headers)).data.autoPayForAiOrder.isPaid).toBe(false)
    expect((await gql(paying(), AUTO, { u: u2b, r: true }, trial.headers)).data.autoPayForAiOrder.isPaid).toBe(true)
    expect([await trialsOf(trial.id), await balance(trial.headers)]).toEqual([0, 18])
    // No tokens at all, but a free question: paid by it.
    const poor = await client()
    await applyPaymentCredit({ tx: t.db, paymentKey: `ai-trial:${poor.id}`, userId: poor.id, reason: 'trial', credits: { trials: 1 } })
    const u3 = await created(poor.headers)
    expect((await gql(paying(), AUTO, { u: u3 }, poor.headers)).data.autoPayForAiOrder.isPaid).toBe(true)
    expect(await trialsOf(poor.id)).toBe(0)
    // Nothing on the balance: left unpaid, no error.
    const none = await client()
    const u4 = await created(none.headers)
    const res = await gql(paying(), AUTO, { u: u4, r: true }, none.headers)
    expect(res.errors).toBeUndefined()
    expect(res.data.autoPayForAiOrder.isPaid).toBe(false)
  })

  it('charges one free question once when ten pays race for an order', async () => {
    const PAY = `mutation($u: ID!) { tryToPayForCombinedAiOrderFromBalance(unifiedOrderId: $u) { isPaid } }`
    const c = await client()
    await applyPaymentCredit({ tx: t.db, paymentKey: `ai-trial-race:${c.id}`, userId: c.id, reason: 'trial', credits: { trials: 3 } })
    const u = await created(c.headers)
    const answers = await Promise.all(Array.from({ length: 10 }, () => gql(paying(), PAY, { u }, c.headers)))
    expect(answers.every((a) => a.data?.tryToPayForCombinedAiOrderFromBalance?.isPaid === true)).toBe(true)
    const [left] = await t.db.query<{ n: string }>('select trials::text as n from public.balances where user_id = $1', [c.id])
    expect(left?.n).toBe('2')
  })
})

describe('createCombinedAiOrderClarification', () => {
  it('refuses an unpaid order; a paid one gets three, each streamed and announced; the fourth is LIMIT', async () => {
    // The order's messages cross from two-digit to three-digit ids: they must still come in numeric order.
    await t.db.query(`select setval(pg_get_serial_sequence('public.ai_order_messages', 'id'), greatest(96, (select coalesce(max(id), 0) from public.ai_order_messages)))`)
    const c = await client()
    await tokens(c.id, 12)
    const u = await created(c.headers)
    await runJobs()
    const unpaid = await gql(app, CLARIFY, { u, q: 'Почему так?' }, c.headers)
    expect(unpaid.errors?.[0]).toMatchObject({ message: 'Уточнения доступны после оплаты ответа', extensions: { code: 'CONFLICT' } })
    await gql(app, PAY, { u }, c.headers)
    expect((await gql(app, CLARIFY, { u, q: '   ' }, c.headers)).errors?.[0]?.message).toBe('Напиши уточняющий вопрос')
    const events: string[] = []
    const off = deps.realtime.subscribe([`App.Models.UnifiedOrder.${u}`], (m) => events.push(m.event))
    for (let left = 2; left >= 0; left--) {
      const asked = await gql(app, CLARIFY, { u, q: `Уточнение номер ${3 - left}` }, c.headers)
      expect(asked.errors).toBeUndefined()
      expect(asked.data.createCombinedAiOrderClarification).toMatchObject({ status: 'ANSWERING', clarificationsCountLeft: left })
      // Asking again while it answers is a stale step (or, with none left, the limit).
      expect((await gql(app, CLARIFY, { u, q: 'Ещё?' }, c.headers)).errors?.[0]?.extensions?.code).toBe(left === 0 ? 'LIMIT' : 'STALE_STEP')
      await runJobs()
    }
    const order = await read(u, c.headers)
    expect(order, JSON.stringify(order)).toMatchObject({ status: 'ANSWERED', clarificationsCountLeft: 0 })
    expect(order.messages.map((m: { role: number }) => m.role)).toEqual([1, 2, 1, 2, 1, 2, 1, 2])
    const ids = order.messages.map((m: { id: string }) => Number(m.id))
    expect(ids).toEqual([...ids].sort((a, b) => a - b))
    expect(order.messages[7].content).toMatch(/Уточнение номер 3/)
    const refused = await gql(app, CLARIFY, { u, q: 'Ещё одно?' }, c.headers)
    expect(refused.errors?.[0]).toMatchObject({ message: 'Уточнения закончились: в этом заказе можно задать не больше 3 уточнений', extensions: { code: 'LIMIT', limit: 3 } })
    await expect.poll(() => events.filter((e) => e === 'ai-order-clarification-received').length).toBe(3)
    off()
  })
})

describe('createCombinedAiOrder', () => {
  it('attaches one AI order to the caller’s task-solving order (two clicks, one order) and moves statusBySearch 3 → 4', async () => {
    const c = await client()
    const [task] = await t.db.query<{ id: string }>(
      `insert into public.unified_orders (user_id, type_id, text, status, status_by_search) values ($1, 1, $2, 2, 2) returning id::text as id`,
      [c.id, 'Найди площадь квадрата со стороной 7'],
    )
    const u = task!.id
    const stranger = await client()
    expect((await gql(app, COMBINED, { u }, stranger.headers)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND')
    const [a, b] = await Promise.all([gql(app, COMBINED, { u }, c.headers), gql(app, COMBINED, { u }, c.headers)])
    expect(a.errors).toBeUndefined()
    expect(a.data.createCombinedAiOrder.id).toBe(b.data.createCombinedAiOrder.id)
    expect(a.data.createCombinedAiOrder).toMatchObject({ isCombined: true, status: 'ANSWERING', unifiedOrderId: u })
    const during = (await gql(app, `query($id: ID!) { getUnifiedOrderById(id: $id) { typeId statusBySearch } }`, { id: u }, c.headers)).data.getUnifiedOrderById
    expect(during).toEqual({ typeId: 1, statusBySearch: 3 })
    await runJobs()
    const after = (await gql(app, `query($id: ID!) { getUnifiedOrderById(id: $id) { statusBySearch } }`, { id: u }, c.headers)).data.getUnifiedOrderById
    expect(after.statusBySearch).toBe(4)
    const [answer] = await fullText(u)
    expect(answer).toMatch(/7/)
    // Not on an AI order of its own.
    const own = await created(c.headers)
    expect((await gql(app, COMBINED, { u: own }, c.headers)).data.createCombinedAiOrder.isCombined).toBe(false)
    await runJobs()
  })
})

/** A provider whose deltas the test releases one by one, and which can fail after some of them. */
function scriptedAi(deltas: string[], failAfter?: number) {
  // A semaphore: each release lets one more delta out, whether the stream is already waiting or not.
  let permits = 0
  const waiters: (() => void)[] = []
  const nextGate = () => new Promise<void>((r) => (permits > 0 ? (permits--, r()) : waiters.push(r)))
  const release = () => {
    const w = waiters.shift()
    if (w) w()
    else permits++
  }
  const ai: TAi = {
    info: { kind: 'openai', model: 'scripted', isDemo: false },
    generateObject: (async () => ({ prompts: ['Почему так?', 'А другим способом?'] })) as TAi['generateObject'],
    generateText: async () => deltas.join(''),
    async *streamText() {
      for (let i = 0; i < deltas.length; i++) {
        if (failAfter !== undefined && i === failAfter) throw new AiError('unavailable', 'scripted cut')
        await nextGate()
        yield deltas[i]!
      }
    },
  }
  return { ai, release }
}

describe('GET /api/ai-order/{id}/stream', () => {
  it('streams live from another instance, and a reconnect with Last-Event-ID gets exactly the rest (paid order)', async () => {
    const deltas = Array.from({ length: 30 }, (_, i) => `часть ${i} $x_${i}$; `)
    const script = scriptedAi(deltas)
    const live: AppDeps = { ...deps, ports: { ...deps.ports, ai: script.ai } }
    // The reader is served by another instance (its own realtime hub): the job's notices reach it through the database.
    const otherHub = await startRealtimeHub(t.db, deps.log)
    const liveApp = fromPeer(createApp({ ...live, realtime: otherHub }))
    // The scripted provider serves only this test's order: earlier tests' jobs are done first.
    await runJobs()
    const c = await client()
    await tokens(c.id, 12)
    const u = await created(c.headers, { query: QUESTION }, liveApp)
    await gql(liveApp, PAY, { u }, c.headers)
    const worker = runJobs(live)
    // One delta every few milliseconds: the first reader joins while the answer is being written.
    let released = 0
    const ticker = setInterval(() => (released++ < deltas.length ? script.release() : clearInterval(ticker)), 5)
    // First connection: reads until about half is out, then drops.
    const first = await stream(u, c.headers, {}, liveApp)
    const { createParser } = await import('eventsource-parser')
    let got = ''
    let lastId = '0'
    const reader = first.body!.pipeThrough(new TextDecoderStream()).getReader()
    const parser = createParser({
      onEvent: (e) => {
        if (e.event === 'chunk') got += (JSON.parse(e.data) as { text: string }).text
        if (e.id) lastId = e.id
      },
    })
    while (got.length < 200) {
      const { value, done } = await reader.read()
      if (done) break
      parser.feed(value)
    }
    await reader.cancel()
    expect(Number(lastId)).toBe(got.length)
    expect(got.length).toBeLessThan(deltas.join('').length)
    await worker
    clearInterval(ticker)
    const rest = await readSse(await stream(u, c.headers, { 'last-event-id': lastId }, liveApp))
    expect(rest[0]).toMatchObject({ event: 'start', id: lastId })
    expect(rest.at(-1)!.event).toBe('complete')
    expect(got + chunkText(rest)).toBe(deltas.join(''))
    // Ids never go backwards and end at the full length.
    const ids = rest.map((e) => Number(e.id))
    expect(ids).toEqual([...ids].sort((a, b) => a - b))
    expect(ids.at(-1)).toBe(deltas.join('').length)
    await otherHub.stop()
  })

  it('a provider cut mid-answer keeps the received part, then ends with an error event and «Ошибка» data', async () => {
    const deltas = ['Шаг 1. ', 'Запишем $a = 2$. ', 'Шаг 2. ', 'никогда не придёт']
    const script = scriptedAi(deltas, 3)
    const cut: AppDeps = { ...deps, ports: { ...deps.ports, ai: script.ai } }
    const cutApp = fromPeer(createApp(cut))
    await runJobs()
    const c = await client()
    await tokens(c.id, 12)
    const u = await created(c.headers, { query: QUESTION }, cutApp)
    await gql(cutApp, PAY, { u }, c.headers)
    for (let i = 0; i < 3; i++) script.release()
    const listening = Promise.resolve(stream(u, c.headers, {}, cutApp)).then(readSse)
    await runJobs(cut)
    const events = await listening
    expect(chunkText(events)).toBe('Шаг 1. Запишем $a = 2$. Шаг 2. ')
    expect(events.at(-1)).toMatchObject({ event: 'error' })
    expect(JSON.parse(events.at(-1)!.data).message).toMatch(/временно недоступен/)
    const order = await read(u, c.headers)
    expect(order.status).toBe('FAILED')
    expect(order.messages[1]).toMatchObject({ state: 'failed', content: 'Шаг 1. Запишем $a = 2$. Шаг 2. ' })
    const unified = (await gql(cutApp, `query($id: ID!) { getUnifiedOrderById(id: $id) { status } }`, { id: u }, c.headers)).data.getUnifiedOrderById
    expect(unified.status).toBe('CANCELED')
  })
})

describe('the OpenAI-compatible adapter behind an AI order', () => {
  it('streams one answer from the local fake chat-completions server into the message, with the tutor prompt', async () => {
    const { createOpenAiFake } = await import('../fakes/openai')
    const { startFake } = await import('../fakes/serve')
    const { withSettings } = await import('../helpers/app-deps')
    const fake = createOpenAiFake({ apiKey: 'sk-ai-order-test' })
    const answer = 'Шаг 1. Сложим: $12 + 30 = 42$.\n\nОтвет: 42.'
    fake.fallback = (req) => (req.body.stream ? { kind: 'text', content: answer } : { kind: 'text', content: JSON.stringify({ prompts: ['Почему 42?', 'Как проверить?'] }) })
    fake.chunkSize = 5
    const server = await startFake(fake.app)
    try {
      await runJobs()
      const real = withSettings(deps, { LLM_API_KEY: 'sk-ai-order-test', LLM_BASE_URL: `${server.url}/v1`, LLM_MODEL: 'fake-model' })
      const realApp = fromPeer(createApp(real))
      const c = await client()
      await tokens(c.id, 12)
      const u = await created(c.headers, { query: QUESTION }, realApp)
      await gql(realApp, PAY, { u }, c.headers)
      await runJobs(real)
      const order = await read(u, c.headers)
      expect(order).toMatchObject({ status: 'ANSWERED', isDemo: false, suggestedPrompts: ['Почему 42?', 'Как проверить?'] })
      expect(order.messages[1]).toMatchObject({ content: answer, state: 'done' })
      const streamed = fake.requests.find((r) => r.body.stream)!
      expect(streamed.body.model).toBe('fake-model')
      expect(streamed.body.messages?.[0]?.content).toMatch(/Ты репетитор/)
      expect(streamed.body.messages?.at(-1)?.content).toContain(QUESTION)
      expect(chunkText(await readSse(await stream(u, c.headers, {}, realApp)))).toBe(answer)
    } finally {
      await server.close()
    }
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
