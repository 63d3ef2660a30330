// Demo is free (issue 33): while the AI is the built-in demo writer, what it writes — an AI answer, an advanced AI
// answer, exam tickets, a text work, a presentation — is paid with 0 tokens: a fresh client with an empty balance opens
// it, nothing is spent (no ledger entry, no free question), the order log keeps the list price, and the file still says
// it is a demo (the exam DOCX, the PPTX). The same order on a server with a connected AI is charged its price. A demo answer that then fails gives
// back nothing, and says nothing came back. `aiWriter { isDemo }` tells the pay screens which it is.
import { strFromU8, unzipSync } from 'fflate'
import { describe, expect, it } from 'vitest'
import type { AppDeps } from '../../edge/context'
import { AiError } from '../../edge/ai/errors'
import { ESSAY_PRICE_TOKENS } from '../../domain/essay/pricing'
import { PRESENTATION_PRICE_TOKENS } from '../../domain/presentation/statuses'
import type { TestDb } from '../helpers/test-db'
import { connectedApp, useTestApp, type TTestApp } from '../helpers/test-app'
import { runJobsUntilIdle } from '../helpers/jobs'
import { giveCredits } from '../helpers/credits'
import { applyPaymentCredit } from '../../edge/money/apply-payment-credit'
import { gql, phoneClients } from './auth-support'
import { failingAi } from './ai-refund-support'

let t: TestDb
let deps: AppDeps
let app: TTestApp
useTestApp((made) => ({ t, deps, app } = made), { AI_ORDER_PRICE_TOKENS: '12', ADVANCED_AI_ORDER_PRICE_TOKENS: '15', EXAM_TICKET_PRICE_TOKENS: '7' })

let connected: TTestApp | undefined
/** The same server with a connected AI: what it writes is charged. */
const paying = () => (connected ??= connectedApp(deps))

type H = Record<string, string>
const client = phoneClients('10.88.0', () => ({ app, db: t.db }))
const account = async (h: H) => (await gql(app, '{ me { balance { balanceTokens balanceTrials } } }', {}, h)).data.me.balance as { balanceTokens: number; balanceTrials: number }
const spent = async (userId: string) => t.db.query(`select reason, delta::text from private.ledger_entries where user_id = $1 and delta < 0`, [userId])
const runJobs = (services: AppDeps = deps) => runJobsUntilIdle(t.db, services)
const paidLog = async (table: string, key: string, id: string) =>
  (await t.db.query<{ detail: Record<string, unknown> }>(`select detail from ${table} where ${key} = $1::bigint and event = 'paid'`, [id])).map((r) => r.detail)

const AI = `id unifiedOrderId status isPaid price isDemo messages { role content isPreview state error }`
const AI_CREATE = (h: H, on: TTestApp = app) =>
  on.request('/api/unified-order/create', { method: 'POST', headers: { 'content-type': 'application/json', ...h }, body: JSON.stringify({ query: 'Реши уравнение: 12 + 30 = ? Объясни по шагам' }) })
const AI_PAY = `mutation($u: ID!) { tryToPayForCombinedAiOrderFromBalance(unifiedOrderId: $u) { ${AI} } }`
const AI_AUTO = `mutation($u: ID!) { autoPayForAiOrder(unifiedOrderId: $u) { isPaid } }`
const AI_GET = `query($u: ID) { getAiOrderById(unifiedOrderId: $u) { ${AI} } }`
async function aiOrder(h: H): Promise<string> {
  const res = await AI_CREATE(h)
  expect(res.status).toBe(200)
  return String(((await res.json()) as { unified_order_id: number }).unified_order_id)
}

describe('aiWriter', () => {
  it('says the demo writer writes here, and not on a server with a connected AI', async () => {
    expect((await gql(app, '{ aiWriter { isDemo } }', {}, {})).data).toEqual({ aiWriter: { isDemo: true } })
    expect((await gql(paying(), '{ aiWriter { isDemo } }', {}, {})).data).toEqual({ aiWriter: { isDemo: false } })
  })
})

describe('an AI answer', () => {
  it('the demo writer’s opens for a fresh client at 0 tokens, nothing spent, the list price kept; a connected AI’s costs the price', async () => {
    const c = await client()
    const u = await aiOrder(c.headers)
    await runJobs()
    expect(await gql(app, AI_GET, { u }, c.headers)).toMatchObject({ data: { getAiOrderById: { isPaid: false, price: 12, isDemo: true } } })
    const paid = (await gql(app, AI_PAY, { u }, c.headers)).data.tryToPayForCombinedAiOrderFromBalance
    expect(paid).toMatchObject({ isPaid: true, price: 12 })
    expect(paid.messages[1]).toMatchObject({ isPreview: false, state: 'done' })
    expect(await account(c.headers)).toEqual({ balanceTokens: 0, balanceTrials: 0 })
    expect(await spent(c.id)).toEqual([])
    expect(await paidLog('public.ai_order_logs', 'ai_order_id', paid.id)).toEqual([expect.objectContaining({ tokens: 0, demo: true, listPrice: 12 })])

    // The same order where a model is connected: the price, asked of the balance, then taken once.
    const r = await client()
    const u2 = await aiOrder(r.headers)
    expect((await gql(paying(), AI_PAY, { u: u2 }, r.headers)).errors?.[0]).toMatchObject({ extensions: { code: 'INSUFFICIENT_TOKENS', missing: 12, price: 12 } })
    await giveCredits(t.db, r.id, 12)
    expect((await gql(paying(), AI_PAY, { u: u2 }, r.headers)).data.tryToPayForCombinedAiOrderFromBalance.isPaid).toBe(true)
    expect((await account(r.headers)).balanceTokens).toBe(0)
    expect(await spent(r.id)).toEqual([{ reason: 'ai_order', delta: '-12' }])
  })

  it('auto-pay opens a demo answer for a client with a free question and keeps the free question', async () => {
    const c = await client()
    await applyPaymentCredit({ tx: t.db, paymentKey: `demo-trial:${c.id}`, userId: c.id, reason: 'trial', credits: { trials: 1 } })
    const u = await aiOrder(c.headers)
    expect((await gql(app, AI_AUTO, { u }, c.headers)).data.autoPayForAiOrder.isPaid).toBe(true)
    expect(await account(c.headers)).toEqual({ balanceTokens: 0, balanceTrials: 1 })
    expect(await spent(c.id)).toEqual([])
  })

  it('a paid demo answer that fails gives back nothing, says nothing came back, and does not fail the settling', async () => {
    const c = await client()
    const u = await aiOrder(c.headers)
    expect((await gql(app, AI_PAY, { u }, c.headers)).data.tryToPayForCombinedAiOrderFromBalance.isPaid).toBe(true)
    await runJobs({ ...deps, ports: { ...deps.ports, ai: failingAi(() => new AiError('refused', 'scripted refusal'), { object: { prompts: [] } }) } })
    const order = (await gql(app, AI_GET, { u }, c.headers)).data.getAiOrderById
    expect(order.status).toBe('FAILED')
    expect(order.messages[1].error).not.toMatch(/вернул/)
    expect(await account(c.headers)).toEqual({ balanceTokens: 0, balanceTrials: 0 })
    expect(await t.db.query(`select 1 from private.ledger_entries where user_id = $1`, [c.id])).toEqual([])
  })
})

describe('an advanced AI answer', () => {
  const ADV = `id unifiedOrderId isPaid price isDemo`
  const CREATE = `mutation($q: String!) { createAdvancedAiOrder(question: $q, type: general) { ${ADV} } }`
  const PAY = `mutation($u: ID!) { tryToPayForAdvancedAiOrderFromBalance(unifiedOrderId: $u) { ${ADV} } }`

  it('the demo writer’s is paid with 0 tokens; a connected AI’s costs the price', async () => {
    const c = await client()
    const o = (await gql(app, CREATE, { q: 'Отмена крепостного права в России: каковы были причины реформы 1861 года?' }, c.headers)).data.createAdvancedAiOrder
    await runJobs()
    expect((await gql(app, PAY, { u: o.unifiedOrderId }, c.headers)).data.tryToPayForAdvancedAiOrderFromBalance).toMatchObject({ isPaid: true, price: 15, isDemo: true })
    expect((await account(c.headers)).balanceTokens).toBe(0)
    expect(await spent(c.id)).toEqual([])
    expect(await paidLog('public.advanced_ai_order_logs', 'advanced_ai_order_id', o.id)).toEqual([expect.objectContaining({ tokens: 0, demo: true, listPrice: 15 })])

    const r = await client()
    const o2 = (await gql(app, CREATE, { q: 'Причины Первой мировой войны: какие были главные противоречия держав?' }, r.headers)).data.createAdvancedAiOrder
    expect((await gql(paying(), PAY, { u: o2.unifiedOrderId }, r.headers)).errors?.[0]).toMatchObject({ extensions: { code: 'INSUFFICIENT_TOKENS', missing: 15 } })
  })
})

describe('exam tickets', () => {
  const FIVE = ['Билет 1. Понятие и признаки государства', 'Билет 2. Формы правления: монархия и республика', 'Билет 3. Функции денег в экономике'].join('\n')
  const post = (on: TTestApp, path: string, h: H, body: unknown = {}) =>
    on.request(`/api/exam-order${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...h }, body: JSON.stringify(body) })

  it('the demo writer’s tickets open at 0 tokens and the DOCX still says they are demo answers; a connected AI’s cost the price', async () => {
    const c = await client()
    const o = (await (await post(app, '', c.headers, { text: FIVE })).json()) as { id: string; price: number }
    expect(o.price).toBe(21)
    await runJobs()
    const res = await post(app, `/${o.id}/pay`, c.headers)
    expect(res.status).toBe(200)
    expect((await account(c.headers)).balanceTokens).toBe(0)
    expect(await spent(c.id)).toEqual([])
    expect(await paidLog('public.exam_order_logs', 'exam_order_id', o.id)).toEqual([expect.objectContaining({ tokens: 0, demo: true, listPrice: 21, tickets: 3 })])
    const docx = await app.request(`/api/exam-order/${o.id}/docx`, { headers: c.headers })
    expect(docx.status).toBe(200)
    const xml = strFromU8(unzipSync(new Uint8Array(await docx.arrayBuffer()))['word/document.xml']!)
    expect(xml).toContain('Демонстрационный ответ')

    const r = await client()
    const o2 = (await (await post(app, '', r.headers, { text: FIVE })).json()) as { id: string }
    await runJobs()
    const short = await post(paying(), `/${o2.id}/pay`, r.headers)
    expect(short.status).toBe(409)
    expect((await short.json()).error).toMatchObject({ code: 'INSUFFICIENT_TOKENS', missing: 21, price: 21 })
  })
})

describe('a text work', () => {
  const CREATE = `mutation { createAiEssayOrder(topic: "Роль малого бизнеса в экономике", workTypeId: 1) { id } }`
  const PAY = `mutation($id: ID!) { tryToPayForAiEssayOrderFromBalance(aiEssayOrderId: $id) { id isPaid } }`
  /** An order on the Payment step (outline approval). */
  async function onPayment(h: H, on: TTestApp = app) {
    const id = (await gql(on, CREATE, {}, h)).data.createAiEssayOrder.id as string
    await t.db.query(`update public.ai_essay_orders set status = 8, outline = '[]'::jsonb where id = $1`, [id])
    return id
  }

  it('written by the demo writer is paid with 0 tokens; with a connected AI it costs the price', async () => {
    const c = await client()
    const id = await onPayment(c.headers)
    expect((await gql(app, PAY, { id }, c.headers)).data.tryToPayForAiEssayOrderFromBalance.isPaid).toBe(true)
    expect((await account(c.headers)).balanceTokens).toBe(0)
    expect(await spent(c.id)).toEqual([])
    expect(await paidLog('public.ai_essay_order_logs', 'ai_essay_order_id', id)).toEqual([expect.objectContaining({ tokens: 0, demo: true, listPrice: ESSAY_PRICE_TOKENS })])

    const r = await client()
    const id2 = await onPayment(r.headers)
    expect((await gql(paying(), PAY, { id: id2 }, r.headers)).errors?.[0]).toMatchObject({ extensions: { code: 'INSUFFICIENT_TOKENS', missing: ESSAY_PRICE_TOKENS } })
  })
})

describe('a presentation', () => {
  const P = `id isPaid price`
  const CREATE = `mutation { createAndStartPresentationGeneration(topic: "Фотосинтез и его значение для биосферы Земли", slidesCount: 10) { ${P} } }`
  const PAY = `mutation($id: ID!) { tryToPayForAiPresentationOrderFromBalance(orderId: $id) { ${P} } }`
  const FREE = `{ me { hasPresentationFreeAttempt } }`
  async function onOutline(h: H) {
    const id = (await gql(app, CREATE, {}, h)).data.createAndStartPresentationGeneration.id as string
    await t.db.query(`update public.ai_presentation_orders set status = 7 where id = $1`, [id])
    return id
  }

  it('the demo writer’s deck shows the list price, is paid with 0 tokens and keeps the free first presentation', async () => {
    const c = await client()
    const id = await onOutline(c.headers)
    expect((await gql(app, `query($id: ID!) { getAiPresentationOrderById(id: $id) { ${P} } }`, { id }, c.headers)).data.getAiPresentationOrderById).toMatchObject({ isPaid: false, price: PRESENTATION_PRICE_TOKENS })
    expect((await gql(app, PAY, { id }, c.headers)).data.tryToPayForAiPresentationOrderFromBalance).toMatchObject({ isPaid: true, price: PRESENTATION_PRICE_TOKENS })
    const [row] = await t.db.query(`select paid_with, price_tokens from public.ai_presentation_orders where id = $1`, [id])
    expect(row).toEqual({ paid_with: 'demo', price_tokens: 0 })
    expect(await spent(c.id)).toEqual([])
    expect((await gql(app, FREE, {}, c.headers)).data.me.hasPresentationFreeAttempt).toBe(true)
    // With a connected AI the first one is then the free attempt, as ever.
    const id2 = await onOutline(c.headers)
    expect((await gql(paying(), PAY, { id: id2 }, c.headers)).data.tryToPayForAiPresentationOrderFromBalance).toMatchObject({ isPaid: true, price: 0 })
    const [row2] = await t.db.query(`select paid_with from public.ai_presentation_orders where id = $1`, [id2])
    expect(row2).toEqual({ paid_with: 'free' })
  })

  it('a demo deck opened for nothing still says it is a demo in its PPTX', async () => {
    const c = await client()
    const id = (await gql(app, CREATE, {}, c.headers)).data.createAndStartPresentationGeneration.id as string
    await runJobs()
    const JUSTIFY = `mutation($id: ID!, $j: AiPresentationJustificationInput!) { updateJustificationAndGenerateOutline(orderId: $id, justification: $j) { id } }`
    const j = { idea: 'Фотосинтез превращает энергию света в энергию связей', problem: 'Вырубка лесов сокращает поглощение газа', relevance: 'Климат меняется заметно', goal: 'Показать роль фотосинтеза для жизни' }
    expect((await gql(app, JUSTIFY, { id, j }, c.headers)).errors).toBeUndefined()
    await runJobs()
    expect((await gql(app, PAY, { id }, c.headers)).data.tryToPayForAiPresentationOrderFromBalance.isPaid).toBe(true)
    expect((await gql(app, `mutation($id: ID!) { continueAiPresentationOrderProcessing(orderId: $id) { id } }`, { id }, c.headers)).errors).toBeUndefined()
    await runJobs()
    const res = await app.request(`/api/ai-presentation-order/${id}/pptx/`, { headers: c.headers })
    expect(res.status).toBe(200)
    const zip = unzipSync(new Uint8Array(await res.arrayBuffer()))
    const slides = Object.keys(zip).filter((f) => /^ppt\/slides\/slide\d+\.xml$/.test(f)).map((f) => strFromU8(zip[f]!))
    expect(slides.join('')).toContain('Демо-версия')
    expect(await spent(c.id)).toEqual([])
  })
})
