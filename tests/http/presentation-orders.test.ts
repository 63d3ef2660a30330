// The AI presentation order over POST /graphql, its jobs' step functions and GET /api/ai-presentation-order/{id}/…:
// a guest's order from topic to the reviewed outline, bound on sign-in with its edited outline kept, the free attempt
// then tokens (charged once under a race), the slides, the title page, every §5 message, stale steps, ownership,
// cancel, failure → retry, the rate limit, realtime and "My orders".
import { describe, expect, it, vi } from 'vitest'
import { unzipSync } from 'fflate'
import type { AppDeps } from '../../edge/context'
import { demoProvider } from '../../edge/ai/demo-provider'
import { AiError } from '../../edge/ai/errors'
import { applyPaymentCredit } from '../../edge/money/apply-payment-credit'
import { createLogger } from '../../edge/log'
import { jobHandlers } from '../../edge/jobs/handlers'
import { cancelAiPresentationOrder } from '../../edge/presentations/order/cancel-ai-presentation-order'
import {
  generatePresentationOrderDeck,
  generatePresentationOrderJustification,
  generatePresentationOrderOutline,
} from '../../edge/presentations/order/presentation-order-steps'
import { PRESENTATION_MESSAGES as M, type TPresentationOutline } from '../../domain/presentation/input'
import { PRESENTATION_PRICE_TOKENS } from '../../domain/presentation/statuses'
import { PRESENTATION_CREATE_MESSAGES } from '../../edge/presentations/order/create-and-start-presentation-generation'
import { TITLE_PAGE_MESSAGES } from '../../edge/presentations/order/update-ai-presentation-order-title-page'
import type { TestDb } from '../helpers/test-db'
import { useTestApp, type TTestApp } from '../helpers/test-app'
import { useMidWindowClock } from '../helpers/rate-window'
import { bearer, freshFingerprint, freshPhone, fromIp, gql, signInByPhone } from './auth-support'

// The AI steps are another part's; here a switch makes one of them fail like a model that is down.
const failing = vi.hoisted(() => ({ step: null as null | 'justification' | 'outline' | 'deck' }))
vi.mock('../../edge/presentations/ai/presentation-ai', async (original) => {
  const real = await original<typeof import('../../edge/presentations/ai/presentation-ai')>()
  const down = () => Promise.reject(new AiError('unavailable', 'test: down'))
  return {
    ...real,
    generatePresentationJustification: (...a: Parameters<typeof real.generatePresentationJustification>) => (failing.step === 'justification' ? down() : real.generatePresentationJustification(...a)),
    generatePresentationOutline: (...a: Parameters<typeof real.generatePresentationOutline>) => (failing.step === 'outline' ? down() : real.generatePresentationOutline(...a)),
    generatePresentationDeck: (...a: Parameters<typeof real.generatePresentationDeck>) => (failing.step === 'deck' ? down() : real.generatePresentationDeck(...a)),
  }
})

let t: TestDb
let deps: AppDeps
let app: TTestApp
useTestApp((made) => ({ t, deps, app } = made), {}, { connectedAi: true })
// Ten creations an hour are counted in one hour whenever the run starts.
useMidWindowClock(() => t.db)

const demo = demoProvider({ streamDelayMs: 0 })
const TOPIC = 'Фотосинтез и его значение для биосферы Земли'
type H = Record<string, string>

let ipSeq = 0
async function client(extra: H = {}) {
  const token = await signInByPhone(app, t.db, freshPhone(), { ...fromIp(`10.94.0.${++ipSeq}`), ...extra })
  const headers = { ...bearer(token), ...extra }
  const id = (await gql(app, '{ me { id } }', {}, headers)).data.me.id as string
  return { headers, id }
}
const guest = (): H => ({ 'x-fingerprint': freshFingerprint() })

const ORDER = `id unifiedOrderId clientId typename presentationStatus presentationTopic slidesCount themeId workflowName
  justification { idea problem relevance goal } presentationOutline { title subsections { title narratives } }
  titlePage { institution subject studentName group teacherName city year } deckJson isPaid price isDemo errorDescription
  linkToDownloadPptx linkToDownloadDocx createdAt updatedAt`
const CREATE = `mutation($topic: String!, $n: Int!, $g: String, $theme: String) { createAndStartPresentationGeneration(topic: $topic, slidesCount: $n, getParams: $g, themeId: $theme) { ${ORDER} } }`
const GET = `query($id: ID, $u: ID) { getAiPresentationOrderById(id: $id, unifiedOrderId: $u) { ${ORDER} } }`
const JUSTIFY = `mutation($id: ID!, $j: AiPresentationJustificationInput!) { updateJustificationAndGenerateOutline(orderId: $id, justification: $j) { ${ORDER} } }`
const OUTLINE = `mutation($id: ID!, $s: [AiPresentationOutlineSectionInput!]!) { updateAiPresentationOrderOutline(orderId: $id, sections: $s) { ${ORDER} } }`
const PAY = `mutation($id: ID!) { tryToPayForAiPresentationOrderFromBalance(orderId: $id) { ${ORDER} } }`
const CONTINUE = `mutation($id: ID!) { continueAiPresentationOrderProcessing(orderId: $id) { ${ORDER} } }`
const TITLE = `mutation($id: ID!, $p: AiPresentationTitlePageInput!) { updateAiPresentationOrderTitlePage(orderId: $id, titlePage: $p) { ${ORDER} } }`
const THEME = `mutation($id: ID!, $theme: String!) { updateAiPresentationOrderTheme(orderId: $id, themeId: $theme) { ${ORDER} } }`
const CANCEL = `mutation($id: ID!) { cancelAiPresentationOrder(orderId: $id) { ${ORDER} } }`
const TELEGRAM = `mutation($id: ID!) { sendAiPresentationOrderResultToTelegram(orderId: $id) }`
const FLAG = '{ me { hasPresentationFreeAttempt } }'

const JUSTIFICATION = {
  idea: 'Фотосинтез превращает энергию света в энергию химических связей',
  problem: 'Вырубка лесов сокращает поглощение углекислого газа',
  relevance: 'Климат меняется, и роль растений становится заметнее',
  goal: 'Показать, как фотосинтез поддерживает жизнь на Земле',
}

const create = (h: H, topic = TOPIC, n = 10, extra: Record<string, unknown> = {}) => gql(app, CREATE, { topic, n, ...extra }, h)
const get = async (id: string, h: H) => (await gql(app, GET, { id }, h)).data?.getAiPresentationOrderById
const call = async (q: string, vars: Record<string, unknown>, h: H) => gql(app, q, vars, h)
const code = (r: { errors?: { extensions?: Record<string, unknown> }[] }) => r.errors?.[0]?.extensions?.code
const run = (step: typeof generatePresentationOrderJustification, orderId: string, finalAttempt = false, d: AppDeps = deps) => step({ deps: d, ai: demo, orderId, finalAttempt })
const tokens = (userId: string, amount: number) =>
  applyPaymentCredit({ tx: t.db, paymentKey: `presentation-test:${userId}:${Math.random()}`, userId, reason: 'refill', credits: { permanent_tokens: amount } })
const file = (id: string, kind: 'pptx' | 'docx', h: H = {}) => app.request(`/api/ai-presentation-order/${id}/${kind}/`, { headers: h })
const logs = async (id: string) =>
  (await t.db.query<{ event: string }>(`select event from public.ai_presentation_order_logs where ai_presentation_order_id = $1::bigint order by id`, [id])).map((l) => l.event)

/** An order of `h` moved to its outline review (guest or client). */
async function onOutline(h: H, topic = TOPIC) {
  const created = await create(h, topic)
  expect(created.errors).toBeUndefined()
  const o = created.data.createAndStartPresentationGeneration
  expect(await run(generatePresentationOrderJustification, o.id)).toBe('done')
  expect((await call(JUSTIFY, { id: o.id, j: JUSTIFICATION }, h)).errors).toBeUndefined()
  expect(await run(generatePresentationOrderOutline, o.id)).toBe('done')
  return (await get(o.id, h)) as { id: string; unifiedOrderId: string; presentationOutline: TPresentationOutline; presentationStatus: string }
}

/** A client's order, paid (the free attempt or tokens), its slides written. */
async function completedOrder(c: { headers: H; id: string }) {
  const o = await onOutline(c.headers)
  expect((await call(PAY, { id: o.id }, c.headers)).errors).toBeUndefined()
  expect((await call(CONTINUE, { id: o.id }, c.headers)).data.continueAiPresentationOrderProcessing.presentationStatus).toBe('FINAL_GENERATION')
  expect(await run(generatePresentationOrderDeck, o.id)).toBe('done')
  return get(o.id, c.headers)
}

describe('a guest order from topic to slides', () => {
  it('walks guest create → justification → outline review → sign-in → free attempt → slides → title page', async () => {
    const fp = guest()
    const created = await create(fp, `  ${TOPIC}  `, 12, { g: 'utm_source=test&flow=A', theme: 'warm' })
    expect(created.errors).toBeUndefined()
    const o = created.data.createAndStartPresentationGeneration
    expect(o).toMatchObject({
      clientId: null,
      typename: 'AI_PRESENTATION',
      presentationStatus: 'GENERATING',
      presentationTopic: TOPIC,
      slidesCount: 12,
      themeId: 'warm',
      isPaid: false,
      justification: null,
      presentationOutline: null,
      deckJson: null,
      linkToDownloadPptx: null,
      price: PRESENTATION_PRICE_TOKENS,
    })
    const [stored] = await t.db.query<{ get_params: string }>(`select get_params from public.ai_presentation_orders where id = $1::bigint`, [o.id])
    expect(stored!.get_params).toBe('utm_source=test&flow=A')
    // The justification job was enqueued with the transition.
    const [job] = await t.db.query<{ n: number }>(`select count(*)::int as n from private.jobs where name = 'presentation-order.justification' and payload->>'orderId' = $1`, [o.id])
    expect(job!.n).toBe(1)
    // Too early: the justification is still being written.
    expect(code(await call(JUSTIFY, { id: o.id, j: JUSTIFICATION }, fp))).toBe('STALE_STEP')
    expect(await run(generatePresentationOrderJustification, o.id)).toBe('done')
    expect(await run(generatePresentationOrderJustification, o.id)).toBe('skipped')
    const review = await get(o.id, fp)
    expect(review).toMatchObject({ presentationStatus: 'JUSTIFICATION_REVIEW', isDemo: true })
    expect(review.justification.idea.length).toBeGreaterThanOrEqual(10)

    const justified = (await call(JUSTIFY, { id: o.id, j: JUSTIFICATION }, fp)).data.updateJustificationAndGenerateOutline
    expect(justified).toMatchObject({ presentationStatus: 'OUTLINE_GENERATING_GUEST', justification: JUSTIFICATION })
    expect(await run(generatePresentationOrderOutline, o.id)).toBe('done')
    const outlined = await get(o.id, fp)
    expect(outlined.presentationStatus).toBe('OUTLINE_REVIEW_GUEST')
    expect(outlined.presentationOutline.length).toBeGreaterThan(0)

    // The guest edits: the last section moves up, a slide is added, a thesis deleted.
    const edited: TPresentationOutline = [
      { title: 'Что такое фотосинтез', subsections: [{ title: 'Свет и хлорофилл', narratives: ['Хлорофилл поглощает свет', 'Энергия запасается в АТФ'] }] },
      ...outlined.presentationOutline.slice(0, 2),
    ]
    expect((await call(OUTLINE, { id: o.id, s: edited }, fp)).data.updateAiPresentationOrderOutline).toMatchObject({ presentationStatus: 'OUTLINE_REVIEW_GUEST', presentationOutline: edited })
    // A guest cannot pay, continue or set a title page: those need sign-in.
    for (const q of [PAY, CONTINUE]) expect(code(await call(q, { id: o.id }, fp))).toBe('UNAUTHENTICATED')
    expect(code(await call(TITLE, { id: o.id, p: { city: 'Москва' } }, fp))).toBe('UNAUTHENTICATED')

    // Signing in from this browser binds the order to the client.
    const c = await client(fp)
    const bound = await get(o.id, c.headers)
    expect(bound).toMatchObject({ clientId: c.id, presentationStatus: 'OUTLINE_REVIEW_GUEST', price: 0 })
    expect((await gql(app, FLAG, {}, c.headers)).data.me.hasPresentationFreeAttempt).toBe(true)
    // Another browser's guest sees nothing.
    expect(await get(o.id, guest())).toBeNull()

    const rebound = (await call(CONTINUE, { id: o.id }, c.headers)).data.continueAiPresentationOrderProcessing
    expect(rebound.presentationStatus).toBe('OUTLINE_GENERATING_AUTH')
    expect(await run(generatePresentationOrderOutline, o.id)).toBe('done')
    // The guest's edited outline is kept, not written again.
    expect(await get(o.id, c.headers)).toMatchObject({ presentationStatus: 'OUTLINE_REVIEW_AUTH', presentationOutline: edited })

    // Unpaid, the slides are not written: the page is told to pay.
    const unpaid = await call(CONTINUE, { id: o.id }, c.headers)
    expect(unpaid.errors?.[0]).toMatchObject({ message: M.notPaid, extensions: { code: 'STALE_STEP', needsPayment: true } })
    // The first presentation is free (no tokens on the balance).
    const paid = (await call(PAY, { id: o.id }, c.headers)).data.tryToPayForAiPresentationOrderFromBalance
    expect(paid).toMatchObject({ isPaid: true, price: 0, presentationStatus: 'OUTLINE_REVIEW_AUTH' })
    expect((await gql(app, FLAG, {}, c.headers)).data.me.hasPresentationFreeAttempt).toBe(false)
    // A repeat returns the paid order.
    expect((await call(PAY, { id: o.id }, c.headers)).data.tryToPayForAiPresentationOrderFromBalance).toMatchObject({ isPaid: true, price: 0 })

    expect((await call(CONTINUE, { id: o.id }, c.headers)).data.continueAiPresentationOrderProcessing.presentationStatus).toBe('FINAL_GENERATION')
    // The title page is filled while the slides are written.
    const page = { institution: 'МГУ имени М. В. Ломоносова', studentName: 'Иванов Иван', group: 'Б-101', city: 'Москва', year: 2026 }
    expect((await call(TITLE, { id: o.id, p: page }, c.headers)).data.updateAiPresentationOrderTitlePage).toMatchObject({ presentationStatus: 'FINAL_GENERATION', titlePage: page })
    expect(await run(generatePresentationOrderDeck, o.id)).toBe('done')
    const done = await get(o.id, c.headers)
    expect(done).toMatchObject({
      presentationStatus: 'COMPLETED',
      isPaid: true,
      isDemo: true,
      titlePage: page,
      linkToDownloadPptx: `/api/ai-presentation-order/${o.id}/pptx/`,
      linkToDownloadDocx: `/api/ai-presentation-order/${o.id}/docx/`,
    })
    const deck = JSON.parse(done.deckJson)
    expect(deck).toMatchObject({ topic: TOPIC, themeId: 'warm' })
    expect(deck.slides.map((s: { title: string }) => s.title)).toContain('Свет и хлорофилл')
    // After completion the title page still changes; the status stays.
    expect((await call(TITLE, { id: o.id, p: { ...page, teacherName: 'Петрова А. А.' } }, c.headers)).data.updateAiPresentationOrderTitlePage).toMatchObject({
      presentationStatus: 'COMPLETED',
      titlePage: { teacherName: 'Петрова А. А.' },
    })
    expect(await logs(o.id)).toEqual([
      'created',
      'generation-started',
      'justification-generated',
      'justification-approved-guest',
      'outline-generated-guest',
      'outline-saved-guest',
      'guest-order-bound',
      'outline-generated',
      'paid',
      'final-requested',
      'title-page-saved',
      'final-generated',
      'title-page-saved-completed',
    ])
    // The unified order followed: completed, paid, AI search finished; «My orders» links to the wizard.
    const list = await gql(app, '{ me { unifiedOrders(type: [PRESENTATION]) { items { id typeId text href isPaid status mainOrder { id status isPaid } } } } }', {}, c.headers)
    const item = list.data.me.unifiedOrders.items.find((i: { id: string }) => i.id === o.unifiedOrderId)
    expect(item).toMatchObject({ typeId: 9, text: TOPIC, href: `/ecosystem/slides-copilot/${o.unifiedOrderId}`, isPaid: true, status: 'COMPLETED', mainOrder: { id: o.id, status: 9, isPaid: true } })
    // By the unified order id too.
    expect((await gql(app, GET, { u: o.unifiedOrderId }, c.headers)).data.getAiPresentationOrderById.id).toBe(o.id)
  })

  it('charges tokens for the second presentation, once when ten payments race, and asks for the missing tokens', async () => {
    const c = await client()
    await completedOrder(c)
    const o = await onOutline(c.headers)
    expect((await get(o.id, c.headers)).price).toBe(PRESENTATION_PRICE_TOKENS)
    const short = await call(PAY, { id: o.id }, c.headers)
    expect(short.errors?.[0]).toMatchObject({ message: 'Недостаточно средств на балансе', extensions: { code: 'INSUFFICIENT_TOKENS', missing: PRESENTATION_PRICE_TOKENS } })
    await tokens(c.id, PRESENTATION_PRICE_TOKENS + 5)
    const results = await Promise.all(Array.from({ length: 10 }, () => call(PAY, { id: o.id }, c.headers)))
    for (const r of results) expect(r.errors).toBeUndefined()
    expect((await gql(app, '{ me { balance { balanceTokens } } }', {}, c.headers)).data.me.balance.balanceTokens).toBe(5)
    const [{ n }] = (await t.db.query<{ n: number }>(`select count(*)::int as n from private.ledger_entries where ref = $1`, [`ai-presentation:${o.id}`])) as [{ n: number }]
    expect(n).toBe(1)
    expect(await get(o.id, c.headers)).toMatchObject({ isPaid: true, price: PRESENTATION_PRICE_TOKENS })
    const [row] = await t.db.query<{ paid_with: string; price_tokens: number }>(`select paid_with, price_tokens from public.ai_presentation_orders where id = $1::bigint`, [o.id])
    expect(row).toMatchObject({ paid_with: 'tokens', price_tokens: PRESENTATION_PRICE_TOKENS })
  })

  it('gives the free attempt once when two first orders are paid at the same time', async () => {
    const c = await client()
    const [a, b] = await Promise.all([onOutline(c.headers), onOutline(c.headers, 'Круговорот воды в природе и климат')])
    await tokens(c.id, PRESENTATION_PRICE_TOKENS)
    const paid = await Promise.all([call(PAY, { id: a!.id }, c.headers), call(PAY, { id: b!.id }, c.headers)])
    for (const r of paid) expect(r.errors).toBeUndefined()
    const rows = await t.db.query<{ paid_with: string }>(`select paid_with from public.ai_presentation_orders where user_id = $1 order by paid_with`, [c.id])
    expect(rows.map((r) => r.paid_with)).toEqual(['free', 'tokens'])
    expect((await gql(app, '{ me { balance { balanceTokens } } }', {}, c.headers)).data.me.balance.balanceTokens).toBe(0)
  })
})

describe('validation (orders.md §5)', () => {
  it('answers every create message in Russian', async () => {
    const c = await client()
    const cases: [string, number, string][] = [
      ['Коротко', 10, M.topicShort],
      ['           ', 10, M.topicShort],
      ['т'.repeat(256), 10, M.topicLong],
      [TOPIC, 7, M.slidesFew],
      [TOPIC, 21, M.slidesMany],
    ]
    for (const [topic, n, message] of cases) expect((await create(c.headers, topic, n)).errors?.[0], message).toMatchObject({ message, extensions: { code: 'BAD_REQUEST' } })
    expect((await create(c.headers, TOPIC, 10, { theme: 'neon' })).errors?.[0]).toMatchObject({ message: PRESENTATION_CREATE_MESSAGES.theme, extensions: { code: 'BAD_REQUEST' } })
    // Without a browser fingerprint a guest cannot own an order.
    expect(code(await create({}))).toBe('BAD_REQUEST')
  })

  it('answers every justification and outline message in Russian and changes nothing', async () => {
    const h = guest()
    const o = (await create(h)).data.createAndStartPresentationGeneration
    await run(generatePresentationOrderJustification, o.id)
    const fields = [
      ['idea', M.ideaShort, M.ideaLong],
      ['problem', M.problemShort, M.problemLong],
      ['relevance', M.relevanceShort, M.relevanceLong],
      ['goal', M.goalShort, M.goalLong],
    ] as const
    for (const [field, short, long] of fields) {
      expect((await call(JUSTIFY, { id: o.id, j: { ...JUSTIFICATION, [field]: 'мало' } }, h)).errors?.[0]?.message).toBe(short)
      expect((await call(JUSTIFY, { id: o.id, j: { ...JUSTIFICATION, [field]: 'я'.repeat(1001) } }, h)).errors?.[0]?.message).toBe(long)
    }
    // The outline cannot be saved before it is written.
    const slide = { title: 'Слайд', narratives: ['Тезис'] }
    expect(code(await call(OUTLINE, { id: o.id, s: [{ title: 'Раздел', subsections: [slide] }] }, h))).toBe('STALE_STEP')
    await call(JUSTIFY, { id: o.id, j: JUSTIFICATION }, h)
    await run(generatePresentationOrderOutline, o.id)
    const before = (await get(o.id, h)).presentationOutline
    const section = (subsections: unknown[], title = 'Раздел') => ({ title, subsections })
    const outlines: [unknown, string][] = [
      [[], M.sectionsFew],
      [Array.from({ length: 11 }, () => section([slide])), M.sectionsMany],
      [[section([])], M.slidesInSectionFew],
      [[section(Array.from({ length: 6 }, () => slide))], M.slidesInSectionMany],
      [[section([{ title: 'Слайд', narratives: [] }])], M.thesesFew],
      [[section([{ title: 'Слайд', narratives: ['1', '2', '3', '4', '5', '6'] }])], M.thesesMany],
      [[section([slide], '   ')], M.emptyField],
      [[section([{ title: 'Слайд', narratives: [' '] }])], M.emptyField],
      [[section([{ title: 'с'.repeat(301), narratives: ['Тезис'] }])], M.textLong],
    ]
    for (const [s, message] of outlines) expect((await call(OUTLINE, { id: o.id, s }, h)).errors?.[0], message).toMatchObject({ message, extensions: { code: 'BAD_REQUEST' } })
    expect((await get(o.id, h)).presentationOutline).toEqual(before)
    // Title page and theme: a client's input checked too.
    expect((await call(THEME, { id: o.id, theme: 'neon' }, h)).errors?.[0]?.message).toBe(PRESENTATION_CREATE_MESSAGES.theme)
  })
})

describe('the title page', () => {
  it('keeps the filled lines, drops cleared ones and refuses a bad year or a long line in Russian', async () => {
    const c = await client()
    const done = await completedOrder(c)
    const saved = await call(TITLE, { id: done.id, p: { studentName: 'Сидорова Анна', group: null, city: '  ', year: 2025 } }, c.headers)
    expect(saved.data.updateAiPresentationOrderTitlePage.titlePage).toEqual({ institution: null, subject: null, studentName: 'Сидорова Анна', group: null, teacherName: null, city: null, year: 2025 })
    expect((await call(TITLE, { id: done.id, p: { year: 1800 } }, c.headers)).errors?.[0]).toMatchObject({ message: TITLE_PAGE_MESSAGES.year, extensions: { code: 'BAD_REQUEST' } })
    expect((await call(TITLE, { id: done.id, p: { group: 'г'.repeat(51) } }, c.headers)).errors?.[0]).toMatchObject({ message: TITLE_PAGE_MESSAGES.long, extensions: { code: 'BAD_REQUEST' } })
    expect((await get(done.id, c.headers)).titlePage.studentName).toBe('Сидорова Анна')
  })
})

describe('ownership, stale steps, cancel, failure', () => {
  it('shows an order to its owner only: another client and another browser get null, NOT_FOUND and 404', async () => {
    const c = await client()
    const done = await completedOrder(c)
    const other = await client()
    for (const h of [other.headers, guest()]) expect(await get(done.id, h)).toBeNull()
    expect(await gql(app, GET, { u: done.unifiedOrderId }, other.headers)).toMatchObject({ data: { getAiPresentationOrderById: null } })
    for (const q of [PAY, CONTINUE, CANCEL]) expect(code(await call(q, { id: done.id }, other.headers))).toBe('NOT_FOUND')
    expect(code(await call(JUSTIFY, { id: done.id, j: JUSTIFICATION }, other.headers))).toBe('NOT_FOUND')
    expect(code(await call(TITLE, { id: done.id, p: {} }, other.headers))).toBe('NOT_FOUND')
    expect(code(await call(THEME, { id: done.id, theme: 'contrast' }, other.headers))).toBe('NOT_FOUND')
    expect(code(await call(TELEGRAM, { id: done.id }, other.headers))).toBe('NOT_FOUND')
    for (const kind of ['pptx', 'docx'] as const) {
      expect((await file(done.id, kind, other.headers)).status).toBe(404)
      const anon = await file(done.id, kind)
      expect(anon.status).toBe(401)
      expect(((await anon.json()) as { error: { message: string } }).error.message).toBe(M.signInToDownload)
      expect((await file('abc', kind, c.headers)).status).toBe(404)
      expect((await file('99999999999', kind, c.headers)).status).toBe(404)
    }
    // Garbage ids are not found, not errors.
    expect(await get('abc', c.headers)).toBeNull()
    expect(code(await call(PAY, { id: '-1' }, c.headers))).toBe('NOT_FOUND')
    // A client cannot write the table itself.
    const { asCaller } = await import('../../edge/db/port')
    await expect(asCaller(t.db, { role: 'authenticated', userId: c.id }, (tx) => tx.query(`update public.ai_presentation_orders set is_paid = true where id = $1::bigint`, [done.id]))).rejects.toThrow(/permission denied/)
  })

  it('refuses the files of an unpaid or unfinished order and a guest’s download', async () => {
    const c = await client()
    await completedOrder(c)
    const o = await onOutline(c.headers)
    const unpaid = await file(o.id, 'pptx', c.headers)
    expect(unpaid.status).toBe(403)
    expect(((await unpaid.json()) as { error: { message: string } }).error.message).toBe(M.notPaid)
    await tokens(c.id, PRESENTATION_PRICE_TOKENS)
    await call(PAY, { id: o.id }, c.headers)
    const early = await file(o.id, 'docx', c.headers)
    expect(early.status).toBe(409)
    expect(((await early.json()) as { error: { message: string } }).error.message).toBe(M.notReady)
    expect(code(await call(TELEGRAM, { id: o.id }, c.headers))).toBe('CONFLICT')
    expect(code(await call(TELEGRAM, { id: o.id }, guest()))).toBe('UNAUTHENTICATED')
  })

  it('serves the PPTX and the DOCX named after the topic, and sends the PPTX to Telegram', async () => {
    const c = await client()
    const done = await completedOrder(c)
    for (const kind of ['pptx', 'docx'] as const) {
      const res = await file(done.id, kind, c.headers)
      expect(res.status).toBe(200)
      expect(res.headers.get('content-disposition')).toContain(`filename*=UTF-8''${encodeURIComponent(`${TOPIC}.${kind}`)}`)
      const bytes = new Uint8Array(await res.arrayBuffer())
      expect(bytes.slice(0, 2)).toEqual(new Uint8Array([0x50, 0x4b]))
      if (kind === 'pptx') {
        // The order's slides count in the file: the title slide, the outline's slides and the closing slide, and
        // speaker notes on every slide after the title.
        const names = Object.keys(unzipSync(bytes))
        const slides = names.filter((n) => /^ppt\/slides\/slide\d+\.xml$/.test(n))
        expect(slides).toHaveLength(done.slidesCount)
        expect(names.filter((n) => /^ppt\/notesSlides\/notesSlide\d+\.xml$/.test(n)).length).toBeGreaterThanOrEqual(done.slidesCount - 1)
      }
    }
    expect((await call(TELEGRAM, { id: done.id }, c.headers)).data.sendAiPresentationOrderResultToTelegram).toBe(false)
    await t.db.query(`update public.users set telegram_id = 777000111 where id = $1`, [c.id])
    expect((await call(TELEGRAM, { id: done.id }, c.headers)).data.sendAiPresentationOrderResultToTelegram).toBe(true)
    const [sent] = await t.db.query<{ body: string }>(`select body from private.dev_outbox where recipient = '777000111' order by id desc limit 1`)
    expect(sent!.body).toContain(`${TOPIC}.pptx`)
  })

  it('answers STALE_STEP to a step the order has moved past and leaves other statuses unchanged on continue', async () => {
    const c = await client()
    const o = await onOutline(c.headers)
    // The justification step is over.
    expect(code(await call(JUSTIFY, { id: o.id, j: JUSTIFICATION }, c.headers))).toBe('STALE_STEP')
    // The title page belongs to the slides' step.
    expect(code(await call(TITLE, { id: o.id, p: { city: 'Казань' } }, c.headers))).toBe('STALE_STEP')
    // Continue while the justification is written changes nothing.
    const fresh = (await create(c.headers)).data.createAndStartPresentationGeneration
    expect((await call(CONTINUE, { id: fresh.id }, c.headers)).data.continueAiPresentationOrderProcessing.presentationStatus).toBe('GENERATING')
    // The theme changes in any open status.
    expect((await call(THEME, { id: o.id, theme: 'contrast' }, c.headers)).data.updateAiPresentationOrderTheme.themeId).toBe('contrast')
  })

  it('cancels an unfinished order; a job still running writes nothing; a canceled order stays canceled', async () => {
    const h = guest()
    const o = (await create(h)).data.createAndStartPresentationGeneration
    expect((await call(CANCEL, { id: o.id }, h)).data.cancelAiPresentationOrder.presentationStatus).toBe('CANCELED')
    expect(await run(generatePresentationOrderJustification, o.id)).toBe('skipped')
    expect(code(await call(CANCEL, { id: o.id }, h))).toBe('STALE_STEP')
    expect(code(await call(THEME, { id: o.id, theme: 'contrast' }, h))).toBe('STALE_STEP')
    expect((await call(CONTINUE, { id: o.id }, h)).data.continueAiPresentationOrderProcessing.presentationStatus).toBe('CANCELED')
    const [u] = await t.db.query<{ status: number }>(`select status from public.unified_orders where id = $1::bigint`, [o.unifiedOrderId])
    expect(u!.status).toBe(4)
    // A completed order cannot be canceled.
    const c = await client()
    const done = await completedOrder(c)
    expect(code(await call(CANCEL, { id: done.id }, c.headers))).toBe('STALE_STEP')
  })

  it('fails a step with a Russian message after its last attempt, and continue retries that step', async () => {
    const h = guest()
    const o = (await create(h)).data.createAndStartPresentationGeneration
    try {
      failing.step = 'justification'
      // A retryable error before the last attempt is left to the job runner.
      await expect(run(generatePresentationOrderJustification, o.id, false)).rejects.toThrow()
      expect(await run(generatePresentationOrderJustification, o.id, true)).toBe('failed')
      expect(await get(o.id, h)).toMatchObject({ presentationStatus: 'FAILED', errorDescription: M.justificationFailed })
      const [u] = await t.db.query<{ status: number }>(`select status from public.unified_orders where id = $1::bigint`, [o.unifiedOrderId])
      expect(u!.status).toBe(4)
      failing.step = null
      expect((await call(CONTINUE, { id: o.id }, h)).data.continueAiPresentationOrderProcessing).toMatchObject({ presentationStatus: 'GENERATING', errorDescription: null })
      expect(await run(generatePresentationOrderJustification, o.id)).toBe('done')
      await call(JUSTIFY, { id: o.id, j: JUSTIFICATION }, h)
      failing.step = 'outline'
      expect(await run(generatePresentationOrderOutline, o.id, true)).toBe('failed')
      expect(await get(o.id, h)).toMatchObject({ presentationStatus: 'FAILED', errorDescription: M.outlineFailed })
      failing.step = null
      expect((await call(CONTINUE, { id: o.id }, h)).data.continueAiPresentationOrderProcessing.presentationStatus).toBe('OUTLINE_GENERATING_GUEST')
      expect(await run(generatePresentationOrderOutline, o.id)).toBe('done')
      // The slides fail for a signed-in, paid client, and are retried into FINAL_GENERATION.
      const c = await client(h)
      await call(CONTINUE, { id: o.id }, c.headers)
      await run(generatePresentationOrderOutline, o.id)
      await call(PAY, { id: o.id }, c.headers)
      await call(CONTINUE, { id: o.id }, c.headers)
      failing.step = 'deck'
      expect(await run(generatePresentationOrderDeck, o.id, true)).toBe('failed')
      expect(await get(o.id, c.headers)).toMatchObject({ presentationStatus: 'FAILED', errorDescription: M.finalFailed })
      failing.step = null
      expect((await call(CONTINUE, { id: o.id }, c.headers)).data.continueAiPresentationOrderProcessing.presentationStatus).toBe('FINAL_GENERATION')
      expect(await run(generatePresentationOrderDeck, o.id)).toBe('done')
      expect((await get(o.id, c.headers)).presentationStatus).toBe('COMPLETED')
      expect(await logs(o.id)).toEqual(expect.arrayContaining(['justification-failed', 'justification-retried', 'outline-failed', 'outline-retried-guest', 'final-failed', 'final-retried']))
    } finally {
      failing.step = null
    }
  })
})

describe('limits, restrictions and realtime', () => {
  it('limits a browser to 10 new presentations an hour with a Russian message', async () => {
    const h = guest()
    for (let i = 0; i < 10; i++) expect((await create(h)).errors, `create ${i + 1}`).toBeUndefined()
    const refused = await create(h)
    expect(refused.errors?.[0]).toMatchObject({ message: PRESENTATION_CREATE_MESSAGES.tooMany, extensions: { code: 'TOO_MANY_ATTEMPTS' } })
    expect(Number(refused.errors?.[0]?.extensions?.retryAfterSeconds)).toBeGreaterThan(0)
    // Another browser is not limited by this one.
    expect((await create(guest())).errors).toBeUndefined()
  })

  it('refuses a restricted client', async () => {
    const c = await client()
    await t.db.query(`update public.users set can_create_orders = false where id = $1`, [c.id])
    expect((await create(c.headers)).errors?.[0]).toMatchObject({ message: 'Создание новых заказов для твоего аккаунта ограничено', extensions: { code: 'RESTRICTED' } })
  })

  it('runs the steps as registered durable jobs; the last attempt fails the order instead of throwing', async () => {
    const job = (name: string) => jobHandlers.find((j) => j.name === name)!
    const ctx = (attempt: number) => ({ db: t.db, jobId: '0', attempt, log: createLogger('silent'), services: { ...deps, ports: { ...deps.ports, ai: demo } } })
    const h = guest()
    const o = (await create(h)).data.createAndStartPresentationGeneration
    await job('presentation-order.justification').handler({ orderId: o.id }, ctx(1))
    expect((await get(o.id, h)).presentationStatus).toBe('JUSTIFICATION_REVIEW')
    await call(JUSTIFY, { id: o.id, j: JUSTIFICATION }, h)
    try {
      failing.step = 'outline'
      await expect(job('presentation-order.outline').handler({ orderId: o.id }, ctx(1))).rejects.toThrow()
      await job('presentation-order.outline').handler({ orderId: o.id }, ctx(3))
    } finally {
      failing.step = null
    }
    expect(await get(o.id, h)).toMatchObject({ presentationStatus: 'FAILED', errorDescription: M.outlineFailed })
    const [maxAttempts] = await t.db.query<{ max_attempts: number }>(`select max_attempts from private.jobs where name = 'presentation-order.outline' and payload->>'orderId' = $1`, [o.id])
    expect(maxAttempts!.max_attempts).toBe(3)
  })

  it('publishes ai-presentation-order-changed on the unified order room at each move', async () => {
    const h = guest()
    const o = (await create(h)).data.createAndStartPresentationGeneration
    const seen: { room: string; event: string }[] = []
    const realtime = { ...deps.realtime, publish: async (_q: never, m: { room: string; event: string }) => void seen.push({ room: m.room, event: m.event }) } as unknown as AppDeps['realtime']
    const recorded = { ...deps, realtime }
    const room = `App.Models.UnifiedOrder.${o.unifiedOrderId}`
    expect(await run(generatePresentationOrderJustification, o.id, false, recorded)).toBe('done')
    expect(seen).toContainEqual({ room, event: 'ai-presentation-order-changed' })
    seen.length = 0
    await cancelAiPresentationOrder({ deps: recorded, caller: { role: 'anon', fingerprint: h['x-fingerprint']! }, orderId: o.id })
    expect(seen).toContainEqual({ room, event: 'ai-presentation-order-changed' })
    expect(seen).toContainEqual({ room, event: 'unified-order-search-status-changed' })
  })
})
