// The edit history of a text work over POST /graphql: the generated text is version 0, every save (each origin), reset
// and restore is a version with who and when; restore, reset + «Вернуть», the work history pages; another client can
// neither read nor restore; a section keeps at most 200 versions besides the generated ones.
import { describe, expect, it } from 'vitest'
import type { AppDeps } from '../../edge/context'
import { asService } from '../../edge/db/port'
import { recordTextVersion } from '../../edge/essays/history/record-text-version'
import { demoProvider } from '../../edge/ai/demo-provider'
import { writeFinalText } from '../../edge/essays/text/write-final-text'
import { ESSAY_TEXT_ORIGINS } from '../../domain/essay/requirements'
import { TEXT_HISTORY_LIMITS } from '../../domain/essay/text-history'
import type { TestDb } from '../helpers/test-db'
import { approveOutline, completeEssay, essayOnOutline } from '../helpers/essay-orders'
import { gql, phoneClients } from './auth-support'
import { useTestApp, type TTestApp } from '../helpers/test-app'

let t: TestDb
let deps: AppDeps
let app: TTestApp
useTestApp((made) => ({ t, deps, app } = made))

const client = phoneClients('10.93.0', () => ({ app, db: t.db }))

type TSection = { key: string; title: string; text: string }
type TVersion = { id: string; sectionKey: string; sectionTitle: string | null; kind: string; author: string; createdAt: string; text: string; preview: string; wordsAdded: number; wordsRemoved: number; restoredFromId: string | null; isCurrent: boolean }

const VERSION = 'id sectionKey sectionTitle kind author createdAt text preview wordsAdded wordsRemoved restoredFromId isCurrent'
const SAVE = `mutation($id: ID!, $key: String!, $text: String!, $origin: EssayTextOrigin) { saveEditedAiEssayOrderFinalText(aiEssayOrderId: $id, sectionKey: $key, text: $text, origin: $origin) { id } }`
const RESET = `mutation($id: ID!) { resetAiEssayOrderFinalText(aiEssayOrderId: $id) { finalText { key text } } }`
const UNDO = `mutation($id: ID!) { undoAiEssayOrderFinalTextReset(aiEssayOrderId: $id) { finalText { key text } } }`
const RESTORE = `mutation($id: ID!, $v: ID!) { restoreAiEssayOrderSectionVersion(aiEssayOrderId: $id, versionId: $v) { finalText { key text } } }`
const SECTION = `query($id: ID!, $key: String!) { aiEssayOrderSectionHistory(aiEssayOrderId: $id, sectionKey: $key) { ${VERSION} } }`
const WORK = `query($id: ID!, $first: Int, $after: ID, $own: Boolean) { aiEssayOrderWorkHistory(aiEssayOrderId: $id, first: $first, after: $after, onlyOwn: $own) { versions { ${VERSION} } hasMore totals { own aiEditor generated } } }`
const TEXT = `query($id: ID!) { getAiEssayOrderById(id: $id) { finalText { key title text } } }`

async function finishedWork() {
  const c = await client(100)
  const { id, outline } = await essayOnOutline(app, deps, c.headers, 'Цифровая экономика и её влияние на рынок труда', 5)
  expect(await approveOutline(app, deps, c.headers, id, outline)).toBe(4)
  await completeEssay(app, deps, c.headers, id, 2)
  const sections = (await gql(app, TEXT, { id }, c.headers)).data.getAiEssayOrderById.finalText as TSection[]
  return { c, id, sections }
}

const sectionHistory = async (h: Record<string, string>, id: string, key: string) => (await gql(app, SECTION, { id, key }, h)).data.aiEssayOrderSectionHistory as TVersion[]
const textOf = async (h: Record<string, string>, id: string, key: string) => ((await gql(app, TEXT, { id }, h)).data.getAiEssayOrderById.finalText as TSection[]).find((s) => s.key === key)!.text

describe('the edit history of a text work', () => {
  it('keeps the generated text as version 0 and each save as a version of its origin, with who and when', async () => {
    const { c, id, sections } = await finishedWork()
    const intro = sections[0]!
    const generated = await sectionHistory(c.headers, id, intro.key)
    expect(generated).toHaveLength(1)
    expect(generated[0]).toMatchObject({ kind: 'GENERATED', author: 'Сгенерировано', text: intro.text, sectionTitle: intro.title, isCurrent: true, restoredFromId: null })

    for (const [i, origin] of ESSAY_TEXT_ORIGINS.entries()) {
      const res = await gql(app, SAVE, { id, key: intro.key, text: `Вариант ${i + 1}: ${intro.text}`, origin }, c.headers)
      expect(res.errors).toBeUndefined()
    }
    // Saving the same text again is no change and no version.
    await gql(app, SAVE, { id, key: intro.key, text: `Вариант ${ESSAY_TEXT_ORIGINS.length}: ${intro.text}`, origin: 'EDIT' }, c.headers)
    const history = await sectionHistory(c.headers, id, intro.key)
    expect(history.map((v) => v.kind)).toEqual([...[...ESSAY_TEXT_ORIGINS].reverse(), 'GENERATED'])
    expect(history.map((v) => v.author)).toEqual(['ИИ-редактор', 'ИИ-редактор', 'ИИ-редактор', 'ИИ-редактор', 'ИИ-редактор', 'Ты', 'Сгенерировано'])
    expect(history[0]!.text).toBe(`Вариант ${ESSAY_TEXT_ORIGINS.length}: ${intro.text}`)
    expect(history.map((v) => v.isCurrent)).toEqual([true, false, false, false, false, false, false])
    // «Вариант 2: …» after «Вариант 1: …»: one word out, one in.
    expect(history.at(-3)).toMatchObject({ kind: 'AI_REWRITE', wordsAdded: 1, wordsRemoved: 1 })
    const times = history.map((v) => Date.parse(v.createdAt))
    expect(times.every((x) => Number.isFinite(x) && x <= Date.now())).toBe(true)
    // Another section has only its generated version.
    expect((await sectionHistory(c.headers, id, sections[1]!.key)).map((v) => v.kind)).toEqual(['GENERATED'])
  })

  it('restores an earlier version as a new RESTORE version', async () => {
    const { c, id, sections } = await finishedWork()
    const key = sections[1]!.key
    await gql(app, SAVE, { id, key, text: 'Первая правка раздела.' }, c.headers)
    await gql(app, SAVE, { id, key, text: 'Вторая правка раздела, совсем другая.' }, c.headers)
    const first = (await sectionHistory(c.headers, id, key)).find((v) => v.text === 'Первая правка раздела.')!
    const res = await gql(app, RESTORE, { id, v: first.id }, c.headers)
    expect(res.errors).toBeUndefined()
    expect(res.data.restoreAiEssayOrderSectionVersion.finalText.find((s: TSection) => s.key === key).text).toBe('Первая правка раздела.')
    const history = await sectionHistory(c.headers, id, key)
    expect(history[0]).toMatchObject({ kind: 'RESTORE', author: 'Ты', restoredFromId: first.id, text: 'Первая правка раздела.', isCurrent: true })
    expect(history).toHaveLength(4)
    // A version of another order is not found, and nothing changes.
    const other = await finishedWork()
    const foreign = (await sectionHistory(other.c.headers, other.id, other.sections[0]!.key))[0]!
    expect((await gql(app, RESTORE, { id, v: foreign.id }, c.headers)).errors?.[0]).toMatchObject({ message: 'Такой версии нет', extensions: { code: 'NOT_FOUND' } })
    expect(await textOf(c.headers, id, key)).toBe('Первая правка раздела.')
  })

  it('records a reset per changed section and «Вернуть» brings back the text from before it', async () => {
    const { c, id, sections } = await finishedWork()
    const [a, b] = [sections[0]!, sections[2]!]
    await gql(app, SAVE, { id, key: a.key, text: 'Моё введение.' }, c.headers)
    await gql(app, SAVE, { id, key: b.key, text: 'Мой текст главы.', origin: 'AI_SHORTEN' }, c.headers)
    const reset = await gql(app, RESET, { id }, c.headers)
    expect(reset.data.resetAiEssayOrderFinalText.finalText.map((s: TSection) => s.text)).toEqual(sections.map((s) => s.text))
    expect((await sectionHistory(c.headers, id, a.key)).map((v) => v.kind)).toEqual(['RESET', 'EDIT', 'GENERATED'])
    expect((await sectionHistory(c.headers, id, sections[1]!.key)).map((v) => v.kind)).toEqual(['GENERATED'])

    const undone = await gql(app, UNDO, { id }, c.headers)
    expect(undone.errors).toBeUndefined()
    const texts = new Map((undone.data.undoAiEssayOrderFinalTextReset.finalText as TSection[]).map((s) => [s.key, s.text]))
    expect(texts.get(a.key)).toBe('Моё введение.')
    expect(texts.get(b.key)).toBe('Мой текст главы.')
    expect(texts.get(sections[1]!.key)).toBe(sections[1]!.text)
    expect((await sectionHistory(c.headers, id, b.key)).map((v) => v.kind)).toEqual(['RESTORE', 'RESET', 'AI_SHORTEN', 'GENERATED'])
    // Once something changed after the reset (here the undo itself), there is no reset to take back.
    expect((await gql(app, UNDO, { id }, c.headers)).errors?.[0]).toMatchObject({ message: 'Текст уже изменился, вернуть сброс нельзя', extensions: { code: 'CONFLICT' } })
    expect(await textOf(c.headers, id, a.key)).toBe('Моё введение.')
  })

  it('lists the work history newest first, page by page, with the student’s own changes apart', async () => {
    const { c, id, sections } = await finishedWork()
    await gql(app, SAVE, { id, key: sections[0]!.key, text: 'Короткое введение.' }, c.headers)
    await gql(app, SAVE, { id, key: sections[1]!.key, text: `${sections[1]!.text}\nЕщё один абзац с тремя словами.`, origin: 'AI_EXTEND' }, c.headers)
    await gql(app, SAVE, { id, key: sections[0]!.key, text: 'Короткое введение, дополненное мной.' }, c.headers)
    const all = (await gql(app, WORK, { id }, c.headers)).data.aiEssayOrderWorkHistory
    expect(all.totals).toEqual({ own: 2, aiEditor: 1, generated: sections.length })
    expect(all.hasMore).toBe(false)
    expect(all.versions).toHaveLength(sections.length + 3)
    expect(all.versions.slice(0, 3).map((v: TVersion) => [v.kind, v.sectionKey])).toEqual([
      ['EDIT', sections[0]!.key],
      ['AI_EXTEND', sections[1]!.key],
      ['EDIT', sections[0]!.key],
    ])
    expect(all.versions[0]).toMatchObject({ wordsAdded: 2, wordsRemoved: 0, preview: 'Короткое введение, дополненное мной.' })
    expect(all.versions[1]).toMatchObject({ wordsAdded: 6, wordsRemoved: 0, author: 'ИИ-редактор' })

    const page1 = (await gql(app, WORK, { id, first: 2 }, c.headers)).data.aiEssayOrderWorkHistory
    expect(page1.hasMore).toBe(true)
    const page2 = (await gql(app, WORK, { id, first: 2, after: page1.versions[1].id }, c.headers)).data.aiEssayOrderWorkHistory
    expect([...page1.versions, ...page2.versions].map((v: TVersion) => v.id)).toEqual(all.versions.slice(0, 4).map((v: TVersion) => v.id))

    const own = (await gql(app, WORK, { id, own: true }, c.headers)).data.aiEssayOrderWorkHistory
    expect(own.versions.map((v: TVersion) => v.kind)).toEqual(['EDIT', 'EDIT'])
  })

  it('shows and restores versions only to the order’s owner', async () => {
    const { c, id, sections } = await finishedWork()
    await gql(app, SAVE, { id, key: sections[0]!.key, text: 'Правка владельца.' }, c.headers)
    const version = (await sectionHistory(c.headers, id, sections[0]!.key))[1]!
    const stranger = await client()
    for (const [query, vars] of [
      [SECTION, { id, key: sections[0]!.key }],
      [WORK, { id }],
      [RESTORE, { id, v: version.id }],
      [UNDO, { id }],
    ] as const) {
      const res = await gql(app, query, vars, stranger.headers)
      expect(res.errors?.[0]).toMatchObject({ message: 'Заказ не найден', extensions: { code: 'NOT_FOUND' } })
    }
    // Row-level security itself: the stranger's role reads no version even by a direct query.
    const rows = await t.db.transaction(async (tx) => {
      await tx.query(`select set_config('request.jwt.claims', $1, true), set_config('role', 'authenticated', true)`, [JSON.stringify({ sub: stranger.id, role: 'authenticated' })])
      return tx.query(`select id from public.ai_essay_order_text_versions where ai_essay_order_id = $1::bigint`, [id])
    })
    expect(rows).toEqual([])
    expect(await textOf(c.headers, id, sections[0]!.key)).toBe('Правка владельца.')
  })

  it('records a regenerated text as a new generated version after the edits', async () => {
    const { c, id, sections } = await finishedWork()
    const key = sections[0]!.key
    await gql(app, SAVE, { id, key, text: 'Правка до нового текста.' }, c.headers)
    expect((await gql(app, `mutation($id: ID!) { generateAiEssayOrderFinalText(aiEssayOrderId: $id) { status } }`, { id }, c.headers)).data.generateAiEssayOrderFinalText.status).toBe(10)
    expect(await writeFinalText({ deps, ai: demoProvider({ streamDelayMs: 0 }), orderId: id, finalAttempt: false })).toBe('completed')
    const history = await sectionHistory(c.headers, id, key)
    expect(history.map((v) => v.kind)).toEqual(['GENERATED', 'EDIT', 'GENERATED'])
    expect(history[0]).toMatchObject({ isCurrent: true, text: await textOf(c.headers, id, key) })
    // The edit before the regeneration can still be brought back.
    await gql(app, RESTORE, { id, v: history[1]!.id }, c.headers)
    expect(await textOf(c.headers, id, key)).toBe('Правка до нового текста.')
  })

  it('keeps at most 200 versions of a section besides the generated one, pruning the oldest', async () => {
    const { c, id, sections } = await finishedWork()
    const key = sections[0]!.key
    const cap = TEXT_HISTORY_LIMITS.versionsPerSection
    await asService(deps.db, async (tx) => {
      for (let i = 1; i <= cap + 4; i++) await recordTextVersion(tx, { orderId: id, sectionKey: key, text: `Версия ${i}`, kind: 'EDIT', caller: { role: 'authenticated', userId: c.id } })
    })
    await gql(app, SAVE, { id, key, text: 'Последняя правка.' }, c.headers)
    const history = await sectionHistory(c.headers, id, key)
    expect(history).toHaveLength(cap + 1)
    expect(history[0]!.text).toBe('Последняя правка.')
    expect(history.at(-2)!.text).toBe('Версия 6')
    expect(history.at(-1)).toMatchObject({ kind: 'GENERATED', text: sections[0]!.text })
  })
})
