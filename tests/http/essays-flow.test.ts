// The text-work flow after the outline over POST /graphql and the step functions the jobs run: the Payment step with a
// fake introduction, payment from the balance exactly once, the reference search on the local catalogue, approval,
// the final text written to length with citations only to approved sources, resuming after a crash, edit and reset.
import { describe, expect, it } from 'vitest'
import type { AppDeps } from '../../edge/context'
import { AiError } from '../../edge/ai/errors'
import { demoProvider } from '../../edge/ai/demo-provider'
import type { TAi } from '../../edge/ai/port'
import { countWords, pagesToWords } from '../../edge/ai/length'
import { generateEssayOutline } from '../../edge/essays/outline/generate-essay-outline'
import { createFakeIntroduction } from '../../edge/essays/payment/create-fake-introduction'
import { searchEssayReferences } from '../../edge/essays/references/search-essay-references'
import { writeFinalText } from '../../edge/essays/text/write-final-text'
import { applyPaymentCredit } from '../../edge/money/apply-payment-credit'
import { debit } from '../helpers/ledger'
import { ESSAY_PRICE_TOKENS } from '../../domain/essay/pricing'
import type { TestDb } from '../helpers/test-db'
import { freshFingerprint, gql, phoneClients } from './auth-support'
import { useTestApp, type TTestApp } from '../helpers/test-app'

let t: TestDb
let deps: AppDeps
let app: TTestApp
useTestApp((made) => ({ t, deps, app } = made), {}, { connectedAi: true })

const demo = demoProvider({ streamDelayMs: 0 })
const client = phoneClients('10.90.0', () => ({ app, db: t.db }))
const tokens = (userId: string, amount: number) =>
  applyPaymentCredit({ tx: t.db, paymentKey: `essay-test:${userId}:${amount}:${Math.random()}`, userId, reason: 'refill', credits: { permanent_tokens: amount } })
const balance = async (h: Record<string, string>) => (await gql(app, '{ me { balance { balanceTokens } } }', {}, h)).data.me.balance.balanceTokens as number

const ORDER = `id status isPaid shouldGenerateFakeIntroduction fakeIntroduction referenceSearchStatus errorMessage aiProvider
  outline { title subchapters { title } } references { id status referenceData { title author year formatted } } finalText { key title level text } logs { event }`
const GET = `query($id: ID!) { getAiEssayOrderById(id: $id) { ${ORDER} } }`
const m = (name: string, args = '') => `mutation($id: ID!${args ? ', ' + args.split('|')[0] : ''}) { ${name}(aiEssayOrderId: $id${args ? ', ' + args.split('|')[1] : ''}) { ${ORDER} } }`
const EDIT_OUTLINE = m('editAiEssayOrderOutline', '$outline: [AiEssayOutlineChapterInput!]!|outline: $outline')
const CONTINUE = m('continueAiEssayOrderProcessing')
const PAY = m('tryToPayForAiEssayOrderFromBalance')
const APPROVE = m('approveAiEssayOrderReferences', '$refs: [ID!]!|referenceIds: $refs')
const SAVE_TEXT = m('saveEditedAiEssayOrderFinalText', '$key: String!, $text: String!|sectionKey: $key, text: $text')
const RESET = m('resetAiEssayOrderFinalText')

const get = async (id: string, h: Record<string, string>) => (await gql(app, GET, { id }, h)).data.getAiEssayOrderById

/** An order on outline approval (8), with its outline written by the demo AI. */
async function onOutline(h: Record<string, string>, topic = 'Инфляция и её влияние на экономику России', pages = 5) {
  const id = (await gql(app, `mutation($t: String!) { createAiEssayOrder(topic: $t, workTypeId: 1) { id } }`, { t: topic }, h)).data.createAiEssayOrder.id as string
  const edit = await gql(app, `mutation($id: ID!, $t: String!, $p: Int!) { editAiEssayOrderRequirements(aiEssayOrderId: $id, topic: $t, numberOfPages: $p) { status } }`, { id, t: topic, p: pages }, h)
  expect(edit.errors).toBeUndefined()
  expect(await generateEssayOutline({ deps, ai: demo, orderId: id, finalAttempt: false })).toBe('generated')
  const order = await get(id, h)
  return { id, outline: order.outline as { title: string; subchapters: { title: string }[] }[] }
}

/** Shows the outline as the wizard does, with the fixed first and last entries. */
const shown = (outline: { title: string; subchapters: { title: string }[] }[]) => [{ title: 'Введение', subchapters: [] }, ...outline, { title: 'Заключение', subchapters: [] }]

describe('the Payment step', () => {
  it('keeps a client who cannot pay on outline approval and writes a fake introduction once', async () => {
    const c = await client()
    const { id, outline } = await onOutline(c.headers)
    const res = await gql(app, EDIT_OUTLINE, { id, outline: shown(outline) }, c.headers)
    expect(res.errors).toBeUndefined()
    expect(res.data.editAiEssayOrderOutline).toMatchObject({ status: 8, isPaid: false, shouldGenerateFakeIntroduction: true, fakeIntroduction: null })
    // The fixed entries were not saved, and an unchanged outline logged no edit.
    expect((await get(id, c.headers)).outline).toEqual(outline)
    expect((await get(id, c.headers)).logs.map((l: { event: string }) => l.event)).not.toContain('outline-edited')
    expect(await createFakeIntroduction({ deps, ai: demo, orderId: id })).toBe('written')
    expect(await createFakeIntroduction({ deps, ai: demo, orderId: id })).toBe('skipped')
    const intro = (await get(id, c.headers)).fakeIntroduction as string
    expect(countWords(intro)).toBeGreaterThan(80)
    expect(intro).toMatch(/[а-яё]{4,}/i)
    // Without tokens the payment is refused and nothing moves.
    expect((await gql(app, PAY, { id }, c.headers)).errors?.[0]?.message).toBe('Недостаточно средств на балансе')
    expect((await get(id, c.headers)).status).toBe(8)
    // After a refill the client goes on: the search starts, the payment waits for the approval of the sources.
    await tokens(c.id, ESSAY_PRICE_TOKENS)
    expect((await gql(app, CONTINUE, { id }, c.headers)).data.continueAiEssayOrderProcessing).toMatchObject({ status: 4, isPaid: false })
  })

  it('saves an edited outline without the fixed entries and refuses an empty chapter with the spec message', async () => {
    const c = await client()
    const { id, outline } = await onOutline(c.headers)
    const edited = [{ title: 'Понятие инфляции', subchapters: [{ title: 'Виды инфляции' }] }, ...outline.slice(1)]
    expect((await gql(app, EDIT_OUTLINE, { id, outline: shown([{ title: ' ', subchapters: [{ title: 'а' }] }]) }, c.headers)).errors?.[0]?.message).toBe(
      'В содержании не должно быть пустых глав или подглав',
    )
    await gql(app, EDIT_OUTLINE, { id, outline: shown(edited) }, c.headers)
    const order = await get(id, c.headers)
    expect(order.outline).toEqual(edited)
    expect(order.logs.map((l: { event: string }) => l.event)).toContain('outline-edited')
  })

  it('takes the price exactly once when ten payments race, then searches references', async () => {
    const c = await client()
    const { id, outline } = await onOutline(c.headers)
    await gql(app, EDIT_OUTLINE, { id, outline: shown(outline) }, c.headers)
    await tokens(c.id, ESSAY_PRICE_TOKENS)
    const results = await Promise.all(Array.from({ length: 10 }, () => gql(app, PAY, { id }, c.headers)))
    const ok = results.filter((r) => !r.errors)
    expect(ok.length).toBeGreaterThanOrEqual(1)
    for (const r of results.filter((r) => r.errors)) expect(r.errors![0]).toMatchObject({ message: 'Этот шаг сейчас недоступен: обнови страницу', extensions: { code: 'STALE_STEP' } })
    expect(await balance(c.headers)).toBe(0)
    const order = await get(id, c.headers)
    expect(order).toMatchObject({ status: 4, isPaid: true, referenceSearchStatus: 'pending' })
    const [{ n }] = (await t.db.query<{ n: number }>(`select count(*)::int as n from private.ledger_entries where ref = $1`, [`essay:${id}`])) as [{ n: number }]
    expect(n).toBe(1)
  })

  it('sends a guest to sign in before paying', async () => {
    const h = { 'x-fingerprint': freshFingerprint() }
    const { id, outline } = await onOutline(h)
    const res = await gql(app, EDIT_OUTLINE, { id, outline: shown(outline) }, h)
    expect(res.data.editAiEssayOrderOutline.status).toBe(8)
    expect((await gql(app, PAY, { id }, h)).errors?.[0]?.message).toBe('Войди, чтобы оплатить работу')
  })
})

describe('references, payment and the final text', () => {
  async function onSelection(pages = 5) {
    const c = await client()
    await tokens(c.id, 100)
    const { id, outline } = await onOutline(c.headers, 'Инфляция и её влияние на экономику России', pages)
    const res = await gql(app, EDIT_OUTLINE, { id, outline: shown(outline) }, c.headers)
    expect(res.data.editAiEssayOrderOutline.status).toBe(4)
    expect(await searchEssayReferences({ deps, sources: deps.ports.sources, orderId: id, finalAttempt: false })).toBe('found')
    return { c, id }
  }

  it('finds real catalogue sources with GOST lines, at most 30', async () => {
    const { c, id } = await onSelection()
    const order = await get(id, c.headers)
    expect(order).toMatchObject({ status: 5, referenceSearchStatus: 'done' })
    expect(order.references.length).toBeGreaterThan(0)
    expect(order.references.length).toBeLessThanOrEqual(30)
    for (const r of order.references) {
      expect(r.status).toBe('found')
      expect(r.referenceData.title.length).toBeGreaterThan(0)
      expect(r.referenceData.year).toBeGreaterThanOrEqual(1900)
      expect(r.referenceData.formatted).toContain(r.referenceData.title.slice(0, 20))
    }
  })

  it('pays once on approval, writes the text to length citing only the approved sources, and resumes after a crash', async () => {
    const { c, id } = await onSelection(5)
    const refs = (await get(id, c.headers)).references.slice(0, 4).map((r: { id: string }) => r.id)
    const approved = await gql(app, APPROVE, { id, refs }, c.headers)
    expect(approved.errors).toBeUndefined()
    expect(approved.data.approveAiEssayOrderReferences).toMatchObject({ status: 10, isPaid: true })
    expect(await balance(c.headers)).toBe(100 - ESSAY_PRICE_TOKENS)

    // The AI dies after two parts: the written parts are kept and the order waits for the retry.
    let calls = 0
    const flaky: TAi = { ...demo, generateText: (call) => (++calls > 2 ? Promise.reject(new AiError('unavailable', 'HTTP 503')) : demo.generateText(call)) }
    await expect(writeFinalText({ deps, ai: flaky, orderId: id, finalAttempt: false })).rejects.toThrow()
    const partial = await get(id, c.headers)
    expect(partial.status).toBe(19)
    const kept = partial.finalText.filter((s: { text: string }) => s.text).map((s: { key: string; text: string }) => [s.key, s.text])
    expect(kept).toHaveLength(2)

    expect(await writeFinalText({ deps, ai: demo, orderId: id, finalAttempt: false })).toBe('completed')
    const done = await get(id, c.headers)
    expect(done.status).toBe(14)
    expect(done.aiProvider).toBe('demo')
    const sections = done.finalText as { key: string; title: string; level: number; text: string }[]
    expect(sections[0]).toMatchObject({ key: 'introduction', title: 'Введение' })
    expect(sections.at(-1)).toMatchObject({ key: 'conclusion', title: 'Заключение' })
    for (const [key, text] of kept) expect(sections.find((s) => s.key === key)!.text).toBe(text)
    const words = countWords(sections.map((s) => s.text).join('\n'))
    expect(words).toBeGreaterThan(pagesToWords(5) * 0.8)
    expect(words).toBeLessThan(pagesToWords(5) * 1.2)
    const cited = [...sections.map((s) => s.text).join('\n').matchAll(/\[(\d+)(?:[,;–-]\s*\d+)*\]/g)].flatMap((mm) => mm[0].match(/\d+/g)!.map(Number))
    expect(cited.length).toBeGreaterThan(0)
    expect(Math.max(...cited)).toBeLessThanOrEqual(4)
    expect(Math.min(...cited)).toBeGreaterThanOrEqual(1)
    // Paying again changes nothing.
    expect((await gql(app, PAY, { id }, c.headers)).errors?.[0]?.message).toBe('Этот шаг сейчас недоступен: обнови страницу')
    expect(await balance(c.headers)).toBe(100 - ESSAY_PRICE_TOKENS)
  })

  it('keeps the choice when the balance cannot pay, and pays after a refill', async () => {
    const { c, id } = await onSelection()
    await debit(t.db, { userId: c.id, account: 'permanent_tokens', amount: 95, reason: 'test', idempotencyKey: `drain:${c.id}` })
    const refs = (await get(id, c.headers)).references.slice(0, 2).map((r: { id: string }) => r.id)
    expect((await gql(app, APPROVE, { id, refs }, c.headers)).errors?.[0]?.message).toBe('Недостаточно средств на балансе')
    const order = await get(id, c.headers)
    expect(order.status).toBe(5)
    // The choice is kept, in the GOST order rather than the order sent.
    expect(order.references.filter((r: { status: string }) => r.status === 'approved').map((r: { id: string }) => r.id).sort()).toEqual([...refs].sort())
    await tokens(c.id, 50)
    expect((await gql(app, PAY, { id }, c.headers)).data.tryToPayForAiEssayOrderFromBalance).toMatchObject({ status: 10, isPaid: true })
  })

  it('refuses an approval without sources or with another order’s source', async () => {
    const { c, id } = await onSelection()
    expect((await gql(app, APPROVE, { id, refs: [] }, c.headers)).errors?.[0]?.message).toBe('Выбери хотя бы один источник')
    expect((await gql(app, APPROVE, { id, refs: ['999999'] }, c.headers)).errors?.[0]?.message).toBe('Выбери хотя бы один источник')
  })

  it('saves an edited section up to 10000 characters and resets to the generated text', async () => {
    const { c, id } = await onSelection(3)
    const refs = (await get(id, c.headers)).references.slice(0, 2).map((r: { id: string }) => r.id)
    await gql(app, APPROVE, { id, refs }, c.headers)
    expect(await writeFinalText({ deps, ai: demo, orderId: id, finalAttempt: false })).toBe('completed')
    const original = (await get(id, c.headers)).finalText as { key: string; text: string }[]
    expect((await gql(app, SAVE_TEXT, { id, key: 'introduction', text: 'а'.repeat(10001) }, c.headers)).errors?.[0]?.message).toBe('Текст не может быть больше 10000 символов')
    expect((await gql(app, SAVE_TEXT, { id, key: 'nope', text: 'Новый текст' }, c.headers)).errors?.[0]?.message).toBe('Такого раздела в работе нет')
    const saved = await gql(app, SAVE_TEXT, { id, key: 'introduction', text: 'Мой собственный вариант введения.' }, c.headers)
    expect(saved.data.saveEditedAiEssayOrderFinalText.finalText[0].text).toBe('Мой собственный вариант введения.')
    const reset = await gql(app, RESET, { id }, c.headers)
    expect(reset.data.resetAiEssayOrderFinalText.finalText.map((s: { text: string }) => s.text)).toEqual(original.map((s) => s.text))
    // A new text on request: the work goes back to writing, the payment is not taken again.
    const tokensBefore = await balance(c.headers)
    expect((await gql(app, m('generateAiEssayOrderFinalText'), { id }, c.headers)).data.generateAiEssayOrderFinalText).toMatchObject({ status: 10, finalText: null })
    expect(await writeFinalText({ deps, ai: demo, orderId: id, finalAttempt: false })).toBe('completed')
    expect(await balance(c.headers)).toBe(tokensBefore)
    const stranger = await client()
    expect((await gql(app, RESET, { id }, stranger.headers)).errors?.[0]?.message).toBe('Заказ не найден')
  })
})
