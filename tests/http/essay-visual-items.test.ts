// CreateAiEssayOrderVisualItem over GraphQL (orders.md §7): the signed-in owner of a completed work gets a table, a
// graph or a formula (demo AI), the item appears in AiEssayOrder.visualItems, its marker saved into a section becomes
// a GOST table/figure/equation in the DOCX; others, guests, unfinished works, long input and a busy client are refused;
// a malformed model answer gets one repair try, then the editor's default error.
import { describe, expect, it } from 'vitest'
import { strFromU8, unzipSync } from 'fflate'
import type { AppDeps } from '../../edge/context'
import type { TAi } from '../../edge/ai/port'
import { generateValidated } from '../../edge/ai/structured'
import { createAiEssayOrderVisualItem } from '../../edge/essays/visual-items/create-ai-essay-order-visual-item'
import { removeVisualMarker, swapVisualMarker, VISUAL_ITEM_LIMITS, VISUAL_ITEM_MESSAGES, visualMarker } from '../../domain/essay/visual-items'
import { DEMO_DOCX_MARK } from '../../edge/documents/essay-docx'
import type { TestDb } from '../helpers/test-db'
import { approveOutline, completeEssay, essayOnOutline } from '../helpers/essay-orders'
import { gql, phoneClients } from './auth-support'
import { useTestApp, type TTestApp } from '../helpers/test-app'
import { useMidWindowClock } from '../helpers/rate-window'

let t: TestDb
let deps: AppDeps
let app: TTestApp
useTestApp((made) => ({ t, deps, app } = made))
useMidWindowClock(() => t.db)

const client = phoneClients('10.93.0', () => ({ app, db: t.db }))

async function completedWork() {
  const c = await client(100)
  // A topic the seeded catalogue has sources on: the references step approves some before the text is written.
  const { id, outline } = await essayOnOutline(app, deps, c.headers, 'Стратегический менеджмент организации', 5)
  await approveOutline(app, deps, c.headers, id, outline)
  await completeEssay(app, deps, c.headers, id, 3)
  return { headers: c.headers, userId: c.id, id }
}

const CREATE = `mutation($id: ID!, $text: String!, $type: AiEssayVisualItemType!, $w: String) {
  createAiEssayOrderVisualItem(aiEssayOrderId: $id, text: $text, type: $type, userInstructions: $w) { id type content } }`
const PASSAGE = 'В 2020 году выручка малых предприятий составила 15 млн рублей, в 2021 году — 18 млн рублей, в 2022 году — 21 млн рублей.'

const create = (h: Record<string, string>, id: string, type: string, text = PASSAGE, w: string | null = null) => gql(app, CREATE, { id, text, type, w }, h)

/** An AI port that answers object calls with the given texts in turn, through the real repair-try logic. */
function scriptedAi(answers: string[]): TAi & { prompts: string[][] } {
  const prompts: string[][] = []
  return {
    info: { kind: 'openai', model: 'scripted', isDemo: false },
    prompts,
    generateObject: (call) =>
      generateValidated(call, async (messages) => {
        prompts.push(messages.map((m) => m.content))
        return answers.shift() ?? '{}'
      }),
    generateText: async () => '',
    async *streamText() {
      return
    },
  }
}

describe('createAiEssayOrderVisualItem', () => {
  it('makes a table, a graph and a formula for the owner, lists them with the order and puts them in the DOCX', { timeout: 120_000 }, async () => {
    const { headers: h, id } = await completedWork()
    const table = await create(h, id, 'table')
    expect(table.errors).toBeUndefined()
    const t1 = table.data.createAiEssayOrderVisualItem
    expect(t1.type).toBe('table')
    expect(JSON.parse(t1.content)).toMatchObject({
      columns: ['Показатель', 'Значение'],
      rows: [['Выручка малых предприятий, 2020', '15 млн рублей'], ['Выручка малых предприятий, 2021', '18 млн рублей'], ['Выручка малых предприятий, 2022', '21 млн рублей']],
    })
    const graph = (await create(h, id, 'graph')).data.createAiEssayOrderVisualItem
    expect(JSON.parse(graph.content)).toMatchObject({ kind: 'line', labels: ['2020', '2021', '2022'], series: [{ values: [15, 18, 21] }], yLabel: 'млн руб.' })
    const formula = (await create(h, id, 'formula', PASSAGE, 'E = mc^2')).data.createAiEssayOrderVisualItem
    expect(JSON.parse(formula.content).latex).toBe('E = mc^{2}')

    const listed = (await gql(app, `query($id: ID!) { getAiEssayOrderById(id: $id) { visualItems { id type isDemo } finalText { key text } } }`, { id }, h)).data.getAiEssayOrderById
    expect(listed.visualItems).toEqual([
      { id: t1.id, type: 'table', isDemo: true },
      { id: graph.id, type: 'graph', isDemo: true },
      { id: formula.id, type: 'formula', isDemo: true },
    ])

    // The editor inserts the markers below a paragraph through the usual save (origin VISUAL_ITEM).
    const section = listed.finalText.find((s: { key: string }) => s.key === 'c1.1')
    const [first, ...rest] = section.text.split('\n\n')
    const text = [first, visualMarker(t1.id), visualMarker(graph.id), visualMarker(formula.id), ...rest].join('\n\n')
    const saved = await gql(app, `mutation($id: ID!, $t: String!) { saveEditedAiEssayOrderFinalText(aiEssayOrderId: $id, sectionKey: "c1.1", text: $t, origin: VISUAL_ITEM) { id } }`, { id, t: text }, h)
    expect(saved.errors).toBeUndefined()

    const res = await app.request(`/api/ai-essay-order/${id}/docx/`, { headers: h })
    expect(res.status).toBe(200)
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()))
    const doc = strFromU8(files['word/document.xml']!)
    const caption = doc.indexOf('Таблица 1 — Показатели из выделенного текста<')
    expect(caption).toBeGreaterThan(0)
    expect(doc.indexOf('<w:tbl>', caption)).toBeGreaterThan(caption)
    const figure = doc.indexOf('Рисунок 1 — Выручка малых предприятий, млн руб.<')
    expect(doc.lastIndexOf('<w:drawing>', figure)).toBeGreaterThan(caption)
    expect(doc).toMatch(/<m:oMath[\s>][\s\S]*?\(1\)<\/w:t>/)
    expect(doc).not.toContain('[[visual:')
    expect(Object.keys(files).some((f) => /^word\/media\/.+\.svg$/.test(f))).toBe(true)
    // No caption says «демо»: the demo mark is the page header's (issue 34).
    expect(doc).not.toContain('(демо)')
    const headers = (f: Record<string, Uint8Array>) => Object.keys(f).filter((n) => /^word\/header\d*\.xml$/.test(n)).map((n) => strFromU8(f[n]!)).join('')
    expect(headers(files)).toContain(DEMO_DOCX_MARK)

    // A work a connected model wrote, holding one item the demo writer made: the file still says it is a demo.
    await t.db.query(`update public.ai_essay_orders set ai_provider = 'openai', updated_at = now() where id = $1::bigint`, [id])
    const mixed = unzipSync(new Uint8Array(await (await app.request(`/api/ai-essay-order/${id}/docx/`, { headers: h })).arrayBuffer()))
    expect(headers(mixed)).toContain(DEMO_DOCX_MARK)
    // With every item the model's, no mark.
    await t.db.query(`update public.ai_essay_order_visual_items set is_demo = false where ai_essay_order_id = $1::bigint`, [id])
    await t.db.query(`update public.ai_essay_orders set updated_at = now() + interval '1 second' where id = $1::bigint`, [id])
    const real = unzipSync(new Uint8Array(await (await app.request(`/api/ai-essay-order/${id}/docx/`, { headers: h })).arrayBuffer()))
    expect(headers(real)).not.toContain(DEMO_DOCX_MARK)
    expect(strFromU8(real['word/document.xml']!)).toContain('Таблица 1 — Показатели из выделенного текста<')
  })

  it('deletes an item in place: its marker leaves the section through the save (a VISUAL_ITEM version), the DOCX numbers the rest 1..n', { timeout: 120_000 }, async () => {
    const { headers: h, id } = await completedWork()
    const made = async (type: string, text: string, w: string | null = null) => (await create(h, id, type, text, w)).data.createAiEssayOrderVisualItem.id as string
    const t1 = await made('table', PASSAGE)
    const graph = await made('graph', PASSAGE)
    const t2 = await made('table', 'В 2023 году штат составил 40 человек, в 2024 году — 52 человека.')
    const order = `query($id: ID!) { getAiEssayOrderById(id: $id) { finalText { key text } } }`
    const sectionText = async () => (await gql(app, order, { id }, h)).data.getAiEssayOrderById.finalText.find((s: { key: string }) => s.key === 'c1.1').text as string
    const save = (t: string) => gql(app, `mutation($id: ID!, $t: String!) { saveEditedAiEssayOrderFinalText(aiEssayOrderId: $id, sectionKey: "c1.1", text: $t, origin: VISUAL_ITEM) { id } }`, { id, t }, h)
    const [first, ...rest] = (await sectionText()).split('\n\n')
    const inserted = [first, visualMarker(t1), visualMarker(graph), ...rest.slice(0, 1), visualMarker(t2), ...rest.slice(1)].join('\n\n')
    expect((await save(inserted)).errors).toBeUndefined()

    const removed = removeVisualMarker(inserted, t1)!
    expect(removed).toBe([first, visualMarker(graph), ...rest.slice(0, 1), visualMarker(t2), ...rest.slice(1)].join('\n\n'))
    expect((await save(removed)).errors).toBeUndefined()
    expect(await sectionText()).toBe(removed)

    const history = await gql(app, `query($id: ID!) { aiEssayOrderSectionHistory(aiEssayOrderId: $id, sectionKey: "c1.1") { kind text wordsAdded wordsRemoved isCurrent } }`, { id }, h)
    const [now, before] = history.data.aiEssayOrderSectionHistory
    expect(now).toEqual({ kind: 'VISUAL_ITEM', text: removed, wordsAdded: 0, wordsRemoved: 1, isCurrent: true })
    expect(before).toMatchObject({ kind: 'VISUAL_ITEM', text: inserted })

    // The item's row stays (an older version may bring it back); only the marked items are printed, numbered again.
    // Only the deleted table was the demo writer's: with its marker gone the file carries no demo notice.
    await t.db.query(`update public.ai_essay_orders set ai_provider = 'openai', updated_at = now() + interval '1 second' where id = $1::bigint`, [id])
    await t.db.query(`update public.ai_essay_order_visual_items set is_demo = (id = $2::bigint) where ai_essay_order_id = $1::bigint`, [id, t1])
    const listed = (await gql(app, `query($id: ID!) { getAiEssayOrderById(id: $id) { visualItems { id } } }`, { id }, h)).data.getAiEssayOrderById
    expect(listed.visualItems.map((v: { id: string }) => v.id)).toEqual([t1, graph, t2])
    const files = unzipSync(new Uint8Array(await (await app.request(`/api/ai-essay-order/${id}/docx/`, { headers: h })).arrayBuffer()))
    const doc = strFromU8(files['word/document.xml']!)
    expect(doc.match(/Таблица \d+ —/g)).toEqual(['Таблица 1 —'])
    expect(doc.match(/Рисунок \d+ —/g)).toEqual(['Рисунок 1 —'])
    expect(doc).toContain('52 человека')
    expect(doc).not.toContain('15 млн рублей<')
    expect(doc).not.toContain('[[visual:')
    const headers = Object.keys(files).filter((n) => /^word\/header\d*\.xml$/.test(n)).map((n) => strFromU8(files[n]!)).join('')
    expect(headers).not.toContain(DEMO_DOCX_MARK)
  })

  it('lists what each item was made from, and «Изменить» swaps a new item into the old one\'s place', { timeout: 120_000 }, async () => {
    const { headers: h, id } = await completedWork()
    const old = (await create(h, id, 'formula', PASSAGE, 'E = mc^2')).data.createAiEssayOrderVisualItem.id as string
    const listed = await gql(app, `query($id: ID!) { getAiEssayOrderById(id: $id) { visualItems { id sourceText userInstructions } finalText { key text } } }`, { id }, h)
    expect(listed.data.getAiEssayOrderById.visualItems).toEqual([{ id: old, sourceText: PASSAGE, userInstructions: 'E = mc^2' }])
    const made = await gql(app, `${CREATE.replace('{ id type content }', '{ id sourceText userInstructions }')}`, { id, text: PASSAGE, type: 'formula', w: 'a = b + c' }, h)
    expect(made.data.createAiEssayOrderVisualItem).toMatchObject({ sourceText: PASSAGE, userInstructions: 'a = b + c' })
    const next = made.data.createAiEssayOrderVisualItem.id as string

    const text = listed.data.getAiEssayOrderById.finalText.find((s: { key: string }) => s.key === 'c1.1').text as string
    const [first, ...rest] = text.split('\n\n')
    const save = (t: string) => gql(app, `mutation($id: ID!, $t: String!) { saveEditedAiEssayOrderFinalText(aiEssayOrderId: $id, sectionKey: "c1.1", text: $t, origin: VISUAL_ITEM) { id } }`, { id, t }, h)
    const inserted = [first, visualMarker(old), ...rest].join('\n\n')
    expect((await save(inserted)).errors).toBeUndefined()
    const swapped = swapVisualMarker(inserted, old, next)!
    expect(swapped).toBe([first, visualMarker(next), ...rest].join('\n\n'))
    expect((await save(swapped)).errors).toBeUndefined()
    const history = await gql(app, `query($id: ID!) { aiEssayOrderSectionHistory(aiEssayOrderId: $id, sectionKey: "c1.1") { kind text wordsAdded wordsRemoved } }`, { id }, h)
    expect(history.data.aiEssayOrderSectionHistory[0]).toEqual({ kind: 'VISUAL_ITEM', text: swapped, wordsAdded: 0, wordsRemoved: 0 })
  })

  it('answers only the signed-in owner of a completed work', { timeout: 120_000 }, async () => {
    const { headers: h, id } = await completedWork()
    const other = await client()
    const foreign = await create(other.headers, id, 'table')
    expect(foreign.errors?.[0]?.extensions?.code).toBe('NOT_FOUND')
    const guest = await create({}, id, 'table')
    expect(guest.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED')
    const seen = await gql(app, `query($id: ID!) { getAiEssayOrderById(id: $id) { visualItems { id } } }`, { id }, other.headers)
    expect(seen.data.getAiEssayOrderById).toBeNull()

    const early = await client(100)
    const onOutline = await essayOnOutline(app, deps, early.headers, 'Цифровизация малого бизнеса в регионах России', 5)
    const stale = await create(early.headers, onOutline.id, 'graph')
    expect(stale.errors?.[0]?.extensions?.code).toBe('STALE_STEP')

    const long = await create(h, id, 'table', 'я'.repeat(VISUAL_ITEM_LIMITS.text.max + 1))
    expect(long.errors?.[0]?.message).toBe(VISUAL_ITEM_MESSAGES.textTooLong)
    const wish = await create(h, id, 'table', PASSAGE, 'я'.repeat(VISUAL_ITEM_LIMITS.instructions.max + 1))
    expect(wish.errors?.[0]?.message).toBe(VISUAL_ITEM_MESSAGES.instructionsTooLong)
    const listed = (await gql(app, `query($id: ID!) { getAiEssayOrderById(id: $id) { visualItems { id } } }`, { id }, h)).data.getAiEssayOrderById
    expect(listed.visualItems).toEqual([])
  })

  it('repairs a malformed answer once, and gives the default error when the repair fails too', { timeout: 120_000 }, async () => {
    const { userId, id } = await completedWork()
    const caller = { role: 'authenticated' as const, userId }
    const run = (ai: TAi, type: string) => createAiEssayOrderVisualItem({ deps: { ...deps, ports: { ...deps.ports, ai } }, caller, aiEssayOrderId: id, text: PASSAGE, type })

    const good = JSON.stringify({ caption: 'Выручка', columns: ['Год', 'Выручка'], rows: [['2020', '15'], ['2021', '18']] })
    const repaired = scriptedAi(['{"caption": "Выручка", "columns": ["Год", "Выручка"], "rows": [["2020"]]}', good])
    const item = await run(repaired, 'table')
    expect(item).toMatchObject({ type: 'table', content: { caption: 'Выручка' } })
    expect(repaired.prompts).toHaveLength(2)
    expect(repaired.prompts[1]!.at(-1)).toContain('rows.0')

    const broken = scriptedAi(['не JSON', '{"caption": "Т", "kind": "radar"}'])
    await expect(run(broken, 'graph')).rejects.toMatchObject({ code: 'INTERNAL', message: 'Что-то пошло не так. Попробуй еще раз' })
    expect(broken.prompts).toHaveLength(2)

    // LaTeX KaTeX cannot parse counts as malformed: the repair request quotes KaTeX's complaint.
    const latex = scriptedAi(['{"latex": "\\\\frac{a}{"}', '{"latex": "\\\\frac{a}{b}", "caption": "Дробь"}'])
    expect((await run(latex, 'formula')).content).toEqual({ latex: '\\frac{a}{b}', caption: 'Дробь' })
    expect(latex.prompts[1]!.at(-1)).toContain('KaTeX')
  })

  it('draws a formula typed in the wish as typed, with no model call, and says what in it cannot be read (issue 34)', { timeout: 120_000 }, async () => {
    const { headers: h, userId, id } = await completedWork()
    const typed = await create(h, id, 'formula', PASSAGE, 'D = T_s / T_f * 100, где D — доля')
    expect(typed.errors).toBeUndefined()
    expect(JSON.parse(typed.data.createAiEssayOrderVisualItem.content)).toEqual({ caption: 'где D — доля', latex: 'D = \\frac{T_s}{T_f} \\cdot 100' })
    const unread = await create(h, id, 'formula', PASSAGE, 'D = (T_s / T_f * 100')
    expect(unread.errors?.[0]).toMatchObject({ message: 'Не получилось прочитать формулу из пожелания: Не хватает закрывающей скобки «)»', extensions: { code: 'UNPROCESSABLE' } })
    const noNumbers = await create(h, id, 'graph', 'Цифровизация меняет управление предприятием.')
    expect(noNumbers.errors?.[0]).toMatchObject({ message: VISUAL_ITEM_MESSAGES.graphNeedsNumbers, extensions: { code: 'UNPROCESSABLE' } })
    // A connected model is not asked to retype the student's formula.
    const model = scriptedAi(['{"latex": "T_\\\\frac{s}{T}_f"}'])
    const caller = { role: 'authenticated' as const, userId }
    const item = await createAiEssayOrderVisualItem({ deps: { ...deps, ports: { ...deps.ports, ai: model } }, caller, aiEssayOrderId: id, text: PASSAGE, type: 'formula', userInstructions: 'D = T_s * 100 / T_f' })
    expect(item.content).toEqual({ caption: null, latex: 'D = \\frac{T_s \\cdot 100}{T_f}' })
    expect(model.prompts).toHaveLength(0)
  })

  it('is rate-limited per client like the other AI calls', { timeout: 120_000 }, async () => {
    const { headers: h, id } = await completedWork()
    const codes: (string | undefined)[] = []
    for (let i = 0; i < 11; i++) codes.push((await create(h, id, 'formula', PASSAGE, 'a = b + c')).errors?.[0]?.extensions?.code as string | undefined)
    expect(codes.slice(0, 10)).toEqual(Array(10).fill(undefined))
    expect(codes[10]).toBe('TOO_MANY_ATTEMPTS')
  })
})
