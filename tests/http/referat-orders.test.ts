// The AI referat order over POST /graphql, its jobs' step functions and GET /api/ai-referat-order/{id}/docx: create and
// reuse per catalogue referat, ownership (another client finds nothing), justification → outline → text, the text
// server-only until paid, payment charged once under a race, failure → retry, cancel, and a real GOST DOCX.
import { beforeAll, describe, expect, it } from 'vitest'
import { strFromU8, unzipSync } from 'fflate'
import type { AppDeps } from '../../edge/context'
import { demoProvider } from '../../edge/ai/demo-provider'
import { AiError } from '../../edge/ai/errors'
import type { TAi } from '../../edge/ai/port'
import { createLogger } from '../../edge/log'
import { asCaller } from '../../edge/db/port'
import { applyPaymentCredit } from '../../edge/money/apply-payment-credit'
import { enqueueReferatTopics } from '../../edge/referats/enqueue-referat-topics'
import { referatGenerateJob } from '../../edge/referats/referat-generate-job'
import { generateReferatJustification, generateReferatOrderOutline, generateReferatOrderText } from '../../edge/referats/order/referat-order-steps'
import { REFERAT_ORDER_PRICE_TOKENS } from '../../domain/referat/order-statuses'
import type { TestDb } from '../helpers/test-db'
import { connectedApp, useTestApp, type TTestApp } from '../helpers/test-app'
import { gql, phoneClients } from './auth-support'
import { runJobsUntilIdle } from '../helpers/jobs'

let t: TestDb
let deps: AppDeps
let app: TTestApp
useTestApp((made) => ({ t, deps, app } = made))

const demo = demoProvider({ streamDelayMs: 0 })
const TOPIC = 'Молекулярная биология клетки и её значение'
let referatId = ''
let otherReferatId = ''

beforeAll(async () => {
  const queued = await enqueueReferatTopics({
    db: t.db,
    topics: [
      { subjectSlug: 'biology', topic: TOPIC },
      { subjectSlug: 'history', topic: 'Русская революция 1917 года и её последствия для России' },
    ],
  })
  referatId = queued[0]!.referatId!
  otherReferatId = queued[1]!.referatId!
  const services = { ...deps, ports: { ...deps.ports, ai: demo } }
  for (const id of [referatId, otherReferatId]) await referatGenerateJob.handler({ referatId: id }, { db: t.db, jobId: '0', attempt: 1, log: createLogger('silent'), services })
})

const client = phoneClients('10.93.0', () => ({ app, db: t.db }))
type H = Record<string, string>

const ORDER = `id unifiedOrderId partnerAiReferatId status topic extendedDescription outline { title subchapters { title } } references numberOfCharacters
  content { isPreview sections { title level text } } isPaid price isDemo errorDescription linkToDownloadDocx`
const CREATE = `mutation($p: ID!) { createAiReferatOrder(partnerAiReferatId: $p) { ${ORDER} } }`
const GET = `query($u: ID!) { getAiReferatOrderById(unifiedOrderId: $u) { ${ORDER} } }`
const m = (name: string, extra = '', args = '') => `mutation($id: ID!${extra}) { ${name}(aiReferatOrderId: $id${args}) { ${ORDER} } }`
const JUSTIFY = m('updateAiReferatOrderJustification', ', $text: String!', ', extendedDescription: $text')
const SAVE_OUTLINE = m('updateAiReferatOrderOutline', ', $outline: [AiEssayOutlineChapterInput!]!', ', outline: $outline')
const CONFIRM = m('confirmAiReferatOrderOutline', ', $outline: [AiEssayOutlineChapterInput!]', ', outline: $outline')
const PAY = m('tryToPayForAiReferatOrderFromBalance')
const RETRY = m('retryAiReferatOrder')
const CANCEL = m('cancelAiReferatOrder')

const create = async (h: H, p = referatId) => gql(app, CREATE, { p }, h)
const get = async (unifiedId: string, h: H) => (await gql(app, GET, { u: unifiedId }, h)).data.getAiReferatOrderById
const run = (step: typeof generateReferatJustification, orderId: string, ai: TAi = demo, finalAttempt = false) => step({ deps, ai, orderId, finalAttempt })
const tokens = (userId: string, amount: number) =>
  applyPaymentCredit({ tx: t.db, paymentKey: `referat-test:${userId}:${Math.random()}`, userId, reason: 'refill', credits: { permanent_tokens: amount } })
const docx = (id: string, h: H = {}) => app.request(`/api/ai-referat-order/${id}/docx`, { headers: h })

/** The demo writer's words under a model's name: the order records a model as the text's writer (so it is charged). */
const modelWriter: TAi = { ...demo, info: { kind: 'openai', model: 'test-model', isDemo: false } }

/** A completed (unpaid) order of a fresh client, walked through every step by `ai`. */
async function completed(ai: TAi = demo) {
  const c = await client()
  const o = (await create(c.headers)).data.createAiReferatOrder
  expect(await run(generateReferatJustification, o.id, ai)).toBe('done')
  await gql(app, JUSTIFY, { id: o.id, text: 'Цель работы — показать роль фотосинтеза для биосферы.' }, c.headers)
  expect(await run(generateReferatOrderOutline, o.id, ai)).toBe('done')
  await gql(app, CONFIRM, { id: o.id }, c.headers)
  expect(await run(generateReferatOrderText, o.id, ai)).toBe('done')
  return { c, order: await get(o.unifiedOrderId, c.headers) }
}

describe('createAiReferatOrder', () => {
  it('starts the justification for a catalogue referat and reuses the open order on a repeat or a race', async () => {
    const c = await client()
    const first = await create(c.headers)
    expect(first.errors).toBeUndefined()
    expect(first.data.createAiReferatOrder).toMatchObject({ status: 'JUSTIFICATION_GENERATING', topic: TOPIC, partnerAiReferatId: referatId, isPaid: false, content: null, price: REFERAT_ORDER_PRICE_TOKENS })
    const again = await Promise.all([create(c.headers), create(c.headers), create(c.headers)])
    for (const r of again) expect(r.data.createAiReferatOrder.id).toBe(first.data.createAiReferatOrder.id)
    // Another catalogue referat is another order.
    expect((await create(c.headers, otherReferatId)).data.createAiReferatOrder.id).not.toBe(first.data.createAiReferatOrder.id)
    // The unified order (type 6) is in «Мои задания», with a link to the order page.
    const list = await gql(app, '{ me { unifiedOrders(type: [AI_REFERAT]) { items { id typeId text href mainOrder { id status } } } } }', {}, c.headers)
    const item = list.data.me.unifiedOrders.items.find((i: { id: string }) => i.id === first.data.createAiReferatOrder.unifiedOrderId)
    expect(item).toMatchObject({ typeId: 6, text: TOPIC, href: `/ecosystem/referat/${item.id}`, mainOrder: { id: first.data.createAiReferatOrder.id, status: 2 } })
  })

  it('refuses a guest, a malformed and an unknown catalogue referat with Russian errors', async () => {
    expect((await create({ 'x-fingerprint': 'f'.repeat(32) })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED')
    const c = await client()
    expect((await create(c.headers, 'abc')).errors?.[0]).toMatchObject({ message: 'Не выбран реферат: открой его в каталоге и нажми «Скачать DOCX»', extensions: { code: 'BAD_REQUEST' } })
    expect((await create(c.headers, '999999999')).errors?.[0]).toMatchObject({ message: 'Такого реферата нет в каталоге', extensions: { code: 'NOT_FOUND' } })
  })

  it('shows an order to its client only: another client gets null, NOT_FOUND and a 404 DOCX', async () => {
    const { c, order } = await completed()
    const other = await client()
    expect(await get(order.unifiedOrderId, other.headers)).toBeNull()
    for (const q of [PAY, CANCEL, RETRY]) expect((await gql(app, q, { id: order.id }, other.headers)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND')
    expect((await docx(order.id, other.headers)).status).toBe(404)
    expect((await docx(order.id)).status).toBe(401)
    expect((await docx('abc', c.headers)).status).toBe(404)
    // The text column is the server's: even the owner's own select of it is refused.
    await expect(asCaller(t.db, { role: 'authenticated', userId: c.id }, (tx) => tx.query(`select content from public.ai_referat_orders where id = $1::bigint`, [order.id]))).rejects.toThrow(/permission denied/)
  })
})

describe('the steps', () => {
  it('goes justification → outline (edited) → text, refuses stale steps and bad input', async () => {
    const c = await client()
    const o = (await create(c.headers)).data.createAiReferatOrder
    // Too early: the justification is still being written.
    expect((await gql(app, JUSTIFY, { id: o.id, text: 'Обоснование темы реферата.' }, c.headers)).errors?.[0]?.extensions?.code).toBe('STALE_STEP')
    expect(await run(generateReferatJustification, o.id)).toBe('done')
    expect(await run(generateReferatJustification, o.id)).toBe('skipped')
    const review = await get(o.unifiedOrderId, c.headers)
    expect(review.status).toBe('JUSTIFICATION_REVIEW')
    expect(review.extendedDescription).toMatch(/Задачи:/)
    expect(review.isDemo).toBe(true)
    expect((await gql(app, JUSTIFY, { id: o.id, text: 'коротко' }, c.headers)).errors?.[0]?.message).toBe('Обоснование должно быть не короче 10 символов')
    const saved = (await gql(app, JUSTIFY, { id: o.id, text: 'Моё обоснование: фотосинтез кормит биосферу.' }, c.headers)).data.updateAiReferatOrderJustification
    expect(saved).toMatchObject({ status: 'OUTLINE_GENERATING_AUTH', extendedDescription: 'Моё обоснование: фотосинтез кормит биосферу.' })
    expect(await run(generateReferatOrderOutline, o.id)).toBe('done')
    const outline = (await get(o.unifiedOrderId, c.headers)).outline as { title: string; subchapters: { title: string }[] }[]
    expect(outline.length).toBeGreaterThan(0)
    // Move the last chapter up, delete a subchapter, add a chapter.
    const edited = [outline[outline.length - 1]!, ...outline.slice(0, -1)].map((ch, i) => (i === 0 && ch.subchapters.length > 1 ? { ...ch, subchapters: ch.subchapters.slice(1) } : ch))
    edited.push({ title: 'Фотосинтез и климат', subchapters: [{ title: 'Углекислый газ и температура' }] })
    expect((await gql(app, SAVE_OUTLINE, { id: o.id, outline: [{ title: 'Глава', subchapters: [] }] }, c.headers)).errors?.[0]?.message).toBe('В главе должна быть хотя бы одна подглава')
    expect((await gql(app, SAVE_OUTLINE, { id: o.id, outline: [{ title: ' ', subchapters: [] }] }, c.headers)).errors?.[0]?.message).toBe('В содержании не должно быть пустых глав или подглав')
    expect((await gql(app, SAVE_OUTLINE, { id: o.id, outline: edited }, c.headers)).data.updateAiReferatOrderOutline).toMatchObject({ status: 'OUTLINE_REVIEW_AUTH', outline: edited })
    expect((await gql(app, CONFIRM, { id: o.id }, c.headers)).data.confirmAiReferatOrderOutline.status).toBe('FINAL_GENERATION')
    expect((await gql(app, CONFIRM, { id: o.id }, c.headers)).errors?.[0]?.extensions?.code).toBe('STALE_STEP')
    expect(await run(generateReferatOrderText, o.id)).toBe('done')
    const done = await get(o.unifiedOrderId, c.headers)
    expect(done).toMatchObject({ status: 'COMPLETED', isPaid: false, linkToDownloadDocx: null, content: { isPreview: true } })
    // Before payment only the introduction is shown; the sections follow the edited outline.
    expect(done.content.sections).toHaveLength(1)
    expect(done.content.sections[0].title).toBe('Введение')
    const [row] = await t.db.query<{ content: { title: string }[] }>(`select content from public.ai_referat_orders where id = $1::bigint`, [o.id])
    expect(row!.content.map((s) => s.title)).toContain(`${edited.length} Фотосинтез и климат`)
    const logs = await t.db.query<{ event: string }>(`select event from public.ai_referat_order_logs where ai_referat_order_id = $1::bigint order by id`, [o.id])
    expect(logs.map((l) => l.event)).toEqual(['created', 'justification-requested', 'justification-generated', 'justification-approved', 'outline-generated', 'outline-saved', 'outline-confirmed', 'final-generated'])
    // The unified order followed: completed, AI search finished.
    const [u] = await t.db.query<{ status: number; status_by_search: number }>(`select status, status_by_search from public.unified_orders where id = $1::bigint`, [o.unifiedOrderId])
    expect(u).toMatchObject({ status: 3, status_by_search: 4 })
  })

  it('fails a step with a Russian message after its last attempt and retries back into that step', async () => {
    const c = await client()
    const o = (await create(c.headers)).data.createAiReferatOrder
    await run(generateReferatJustification, o.id)
    await gql(app, JUSTIFY, { id: o.id, text: 'Обоснование темы реферата о фотосинтезе.' }, c.headers)
    const broken: TAi = { ...demo, generateObject: async () => Promise.reject(new AiError('unavailable', 'test: down')) }
    // A retryable error before the last attempt is left to the job runner.
    await expect(run(generateReferatOrderOutline, o.id, broken, false)).rejects.toThrow()
    expect(await run(generateReferatOrderOutline, o.id, broken, true)).toBe('failed')
    const failed = await get(o.unifiedOrderId, c.headers)
    expect(failed).toMatchObject({ status: 'FAILED', errorDescription: 'Не получилось составить план реферата. Попробуй еще раз' })
    const [event] = await t.db.query<{ n: number }>(`select count(*)::int as n from public.ai_referat_order_logs where ai_referat_order_id = $1::bigint and event = 'outline-failed'`, [o.id])
    expect(event!.n).toBe(1)
    const retried = (await gql(app, RETRY, { id: o.id }, c.headers)).data.retryAiReferatOrder
    expect(retried).toMatchObject({ status: 'OUTLINE_GENERATING_AUTH', errorDescription: null })
    expect((await gql(app, RETRY, { id: o.id }, c.headers)).errors?.[0]?.extensions?.code).toBe('STALE_STEP')
    expect(await run(generateReferatOrderOutline, o.id)).toBe('done')
    expect((await get(o.unifiedOrderId, c.headers)).status).toBe('OUTLINE_REVIEW_AUTH')
  })

  it('publishes the end of the text and a failure to the unified order room', async () => {
    const c = await client()
    const o = (await create(c.headers)).data.createAiReferatOrder
    const seen: { room: string; event: string }[] = []
    const realtime = { ...deps.realtime, publish: async (q: never, m: { room: string; event: string }) => void seen.push({ room: m.room, event: m.event }) } as unknown as AppDeps['realtime']
    const recorded = (step: typeof generateReferatJustification, ai: TAi = demo, finalAttempt = false) => step({ deps: { ...deps, realtime }, ai, orderId: o.id, finalAttempt })
    const room = `App.Models.UnifiedOrder.${o.unifiedOrderId}`
    await recorded(generateReferatJustification)
    // The step's end changes the unified order's search status (AI finished), which the page listens to.
    expect(seen).toContainEqual({ room, event: 'unified-order-search-status-changed' })
    await gql(app, JUSTIFY, { id: o.id, text: 'Обоснование темы реферата о фотосинтезе.' }, c.headers)
    await recorded(generateReferatOrderOutline)
    await gql(app, CONFIRM, { id: o.id }, c.headers)
    const refuse = async () => Promise.reject(new AiError('refused', 'test: refused'))
    const broken: TAi = { ...demo, generateObject: refuse, generateText: refuse, streamText: () => ({ [Symbol.asyncIterator]: () => ({ next: refuse }) }) }
    seen.length = 0
    // A refusal is not worth another attempt: the order fails at once.
    expect(await recorded(generateReferatOrderText, broken)).toBe('failed')
    expect(seen).toContainEqual({ room, event: 'ai-referat-full-content-generating-failed' })
    expect((await get(o.unifiedOrderId, c.headers)).errorDescription).toBe('Не получилось написать реферат. Попробуй еще раз')
    expect((await gql(app, RETRY, { id: o.id }, c.headers)).data.retryAiReferatOrder.status).toBe('FINAL_GENERATION')
    seen.length = 0
    expect(await recorded(generateReferatOrderText)).toBe('done')
    expect(seen).toContainEqual({ room, event: 'ai-referat-full-content-is-ready' })
  })

  it('cancels an unfinished order; a new create then starts a new one', async () => {
    const c = await client()
    const o = (await create(c.headers)).data.createAiReferatOrder
    expect((await gql(app, CANCEL, { id: o.id }, c.headers)).data.cancelAiReferatOrder.status).toBe('CANCELED')
    // The job that was running finds the order canceled and writes nothing.
    expect(await run(generateReferatJustification, o.id)).toBe('skipped')
    expect((await gql(app, CANCEL, { id: o.id }, c.headers)).errors?.[0]?.extensions?.code).toBe('STALE_STEP')
    expect((await create(c.headers)).data.createAiReferatOrder.id).not.toBe(o.id)
  })
})

// The app with a model connected: what it pays is decided by who wrote the text, not by which AI is connected now.
let payingApp: TTestApp | undefined
const paying = () => (payingApp ??= connectedApp(deps))

describe('payment and the DOCX', () => {
  it('checks the originality of a paid order only: before payment the excerpts would give the text away', async () => {
    const { c, order } = await completed(modelWriter)
    const CHECK = `mutation($id: ID!) { checkOriginality(kind: REFERAT_ORDER, id: $id) { status } }`
    const READ = `query($id: ID!) { originalityCheck(kind: REFERAT_ORDER, id: $id) { status originality sources { title } } }`
    const unpaid = await gql(app, CHECK, { id: order.id }, c.headers)
    expect(unpaid.errors?.[0]).toMatchObject({ message: 'Уникальность можно проверить после оплаты работы', extensions: { code: 'FORBIDDEN' } })
    await tokens(c.id, REFERAT_ORDER_PRICE_TOKENS)
    expect((await gql(paying(), PAY, { id: order.id }, c.headers)).errors).toBeUndefined()
    expect((await gql(app, CHECK, { id: order.id }, c.headers)).data.checkOriginality).toEqual({ status: 'QUEUED' })
    await runJobsUntilIdle(t.db, deps)
    const done = (await gql(app, READ, { id: order.id }, c.headers)).data.originalityCheck
    expect(done.status).toBe('DONE')
    expect(done.originality).toBeGreaterThan(0)
    // Another client's call is not found.
    const other = await client()
    expect((await gql(app, READ, { id: order.id }, other.headers)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND')
  })

  it('refuses the DOCX unpaid, asks for tokens, charges once when ten payments race, then serves a GOST DOCX', async () => {
    const { c, order } = await completed(modelWriter)
    const refused = await docx(order.id, c.headers)
    expect(refused.status).toBe(403)
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe('Сначала оплати реферат, потом скачай DOCX')
    const short = await gql(paying(), PAY, { id: order.id }, c.headers)
    expect(short.errors?.[0]).toMatchObject({ message: 'Недостаточно средств на балансе', extensions: { code: 'INSUFFICIENT_TOKENS' } })
    await tokens(c.id, REFERAT_ORDER_PRICE_TOKENS + 5)
    const results = await Promise.all(Array.from({ length: 10 }, () => gql(paying(), PAY, { id: order.id }, c.headers)))
    for (const r of results) expect(r.errors).toBeUndefined()
    const balance = (await gql(app, '{ me { balance { balanceTokens } } }', {}, c.headers)).data.me.balance.balanceTokens
    expect(balance).toBe(5)
    const [{ n }] = (await t.db.query<{ n: number }>(`select count(*)::int as n from private.ledger_entries where ref = $1`, [`ai-referat:${order.id}`])) as [{ n: number }]
    expect(n).toBe(1)
    const paid = await get(order.unifiedOrderId, c.headers)
    expect(paid).toMatchObject({ isPaid: true, linkToDownloadDocx: `/api/ai-referat-order/${order.id}/docx`, content: { isPreview: false } })
    expect(paid.content.sections.length).toBeGreaterThan(3)
    const res = await docx(order.id, c.headers)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document')
    const xml = strFromU8(unzipSync(new Uint8Array(await res.arrayBuffer()))['word/document.xml']!)
    expect(xml).toContain(TOPIC)
    expect(xml).not.toContain('Демонстрационный текст')
    expect(xml).toContain('СПИСОК ИСПОЛЬЗОВАННЫХ ИСТОЧНИКОВ')
  })

  it('a text the demo writer wrote is paid with 0 tokens even while a model is connected, and its DOCX says it is a demo', async () => {
    const { c, order } = await completed()
    expect(order.isDemo).toBe(true)
    const paid = (await gql(paying(), PAY, { id: order.id }, c.headers)).data.tryToPayForAiReferatOrderFromBalance
    expect(paid.isPaid).toBe(true)
    expect((await gql(app, '{ me { balance { balanceTokens } } }', {}, c.headers)).data.me.balance.balanceTokens).toBe(0)
    const xml = strFromU8(unzipSync(new Uint8Array(await (await docx(order.id, c.headers)).arrayBuffer()))['word/document.xml']!)
    expect(xml).toContain('Демонстрационный текст')
  })

  it('refuses to pay an unfinished order', async () => {
    const c = await client()
    const o = (await create(c.headers)).data.createAiReferatOrder
    await tokens(c.id, REFERAT_ORDER_PRICE_TOKENS)
    expect((await gql(app, PAY, { id: o.id }, c.headers)).errors?.[0]).toMatchObject({ message: 'Оплатить можно готовый реферат', extensions: { code: 'STALE_STEP' } })
  })
})

describe('a catalogue referat bought as it is (copy)', () => {
  const COPY = `mutation($p: ID!) { createAiReferatOrder(partnerAiReferatId: $p, copy: true) { ${ORDER} catalogueCopy } }`
  const catalogueText = async (id: string) =>
    (await t.db.query<{ sections: { title: string; text: string }[]; references: string[] }>(
      `select t.sections, r."references" from private.referat_texts t join public.referats r on r.id = t.referat_id where r.id = $1`,
      [id],
    ))[0]!

  it('copies the published text, is ready to pay at once, stays apart from a written order, and its DOCX is that text', async () => {
    // A model wrote this catalogue referat: its copy is charged even while the demo writer is the AI.
    await t.db.query(`update private.referat_texts set ai_provider = 'test-model' where referat_id = $1`, [otherReferatId])
    await t.db.query(`update public.referats set is_demo = false where id = $1`, [otherReferatId])
    const c = await client()
    const made = await gql(app, COPY, { p: otherReferatId }, c.headers)
    expect(made.errors).toBeUndefined()
    const copy = made.data.createAiReferatOrder
    const source = await catalogueText(otherReferatId)
    expect(copy).toMatchObject({ status: 'COMPLETED', catalogueCopy: true, isPaid: false, isDemo: false, partnerAiReferatId: otherReferatId, linkToDownloadDocx: null })
    expect(copy.references).toEqual(source.references)
    expect(copy.content).toEqual({ isPreview: true, sections: [expect.objectContaining({ title: source.sections[0]!.title, text: source.sections[0]!.text })] })
    // The same copy on a repeat; a written order of the same referat is another order, and neither replaces the other.
    expect((await gql(app, COPY, { p: otherReferatId }, c.headers)).data.createAiReferatOrder.id).toBe(copy.id)
    const writing = await create(c.headers, otherReferatId)
    expect(writing.errors).toBeUndefined()
    const written = writing.data.createAiReferatOrder
    expect(written.id).not.toBe(copy.id)
    expect(written.status).toBe('JUSTIFICATION_GENERATING')
    expect((await gql(app, COPY, { p: otherReferatId }, c.headers)).data.createAiReferatOrder.id).toBe(copy.id)

    expect((await gql(app, PAY, { id: copy.id }, c.headers)).errors?.[0]).toMatchObject({ extensions: { code: 'INSUFFICIENT_TOKENS' } })
    await tokens(c.id, REFERAT_ORDER_PRICE_TOKENS)
    const paid = (await gql(app, PAY, { id: copy.id }, c.headers)).data.tryToPayForAiReferatOrderFromBalance
    expect(paid).toMatchObject({ isPaid: true, content: { isPreview: false } })
    expect(paid.content.sections.map((x: { text: string }) => x.text)).toEqual(source.sections.map((x) => x.text))
    expect((await gql(app, '{ me { balance { balanceTokens } } }', {}, c.headers)).data.me.balance.balanceTokens).toBe(0)
    const res = await docx(copy.id, c.headers)
    expect(res.status).toBe(200)
    const xml = strFromU8(unzipSync(new Uint8Array(await res.arrayBuffer()))['word/document.xml']!)
    const firstWords = source.sections[1]!.text.split(/\s+/).slice(0, 6).join(' ')
    expect(xml).toContain(firstWords)
    expect(xml).not.toContain('Демонстрационный текст')
  })

  it('a copy of a demo referat is free and labelled; a guest and an unknown referat are refused', async () => {
    const c = await client()
    const copy = (await gql(paying(), COPY, { p: referatId }, c.headers)).data.createAiReferatOrder
    expect(copy).toMatchObject({ status: 'COMPLETED', catalogueCopy: true, isDemo: true })
    expect((await gql(paying(), PAY, { id: copy.id }, c.headers)).data.tryToPayForAiReferatOrderFromBalance.isPaid).toBe(true)
    expect((await gql(app, '{ me { balance { balanceTokens } } }', {}, c.headers)).data.me.balance.balanceTokens).toBe(0)
    expect((await gql(app, COPY, { p: referatId }, {})).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED')
    expect((await gql(app, COPY, { p: '999999' }, c.headers)).errors?.[0]).toMatchObject({ extensions: { code: 'NOT_FOUND' } })
  })
})
