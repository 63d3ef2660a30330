// Free step navigation of a finished text work (issue 13 part 4) over POST /graphql and the job's step function: the
// outline and the sources change without touching the text, the rewrite plan names the affected sections, and
// rewriteAiEssayOrderSections (14 → 13 → 14, free) writes only those, keeping the client's edits in the others.
import { strFromU8, unzipSync } from 'fflate'
import { describe, expect, it } from 'vitest'
import type { AppDeps } from '../../edge/context'
import { demoProvider } from '../../edge/ai/demo-provider'
import { AiError } from '../../edge/ai/errors'
import type { TAi } from '../../edge/ai/port'
import { rewriteSections, REWRITE_FAILED } from '../../edge/essays/rewrite/rewrite-sections'
import type { TestDb } from '../helpers/test-db'
import { approveOutline, completeEssay, essayOnOutline } from '../helpers/essay-orders'
import { useTestApp, type TTestApp } from '../helpers/test-app'
import { gql, phoneClients } from './auth-support'

let t: TestDb
let deps: AppDeps
let app: TTestApp
useTestApp((made) => ({ t, deps, app } = made))

const demo = demoProvider({ streamDelayMs: 0 })
type TOutline = { title: string; subchapters: { title: string }[] }[]
type TSection = { key: string; title: string; text: string }

const ORDER = `id status isPaid errorMessage outline { title subchapters { title } } finalText { key title text }
  references { id status } rewritePlan { addedSources removedSources sections { key title reason } } logs { event }`
const GET = `query($id: ID!) { getAiEssayOrderById(id: $id) { ${ORDER} } }`
const CHANGE_OUTLINE = `mutation($id: ID!, $o: [AiEssayOutlineChapterInput!]!) { changeAiEssayOrderOutline(aiEssayOrderId: $id, outline: $o) { ${ORDER} } }`
const CHANGE_REFS = `mutation($id: ID!, $r: [ID!]!) { changeAiEssayOrderReferences(aiEssayOrderId: $id, referenceIds: $r) { ${ORDER} } }`
const REWRITE = `mutation($id: ID!, $k: [String!]!) { rewriteAiEssayOrderSections(aiEssayOrderId: $id, sectionKeys: $k) { ${ORDER} } }`
const SAVE = `mutation($id: ID!, $k: String!, $t: String!) { saveEditedAiEssayOrderFinalText(aiEssayOrderId: $id, sectionKey: $k, text: $t) { id } }`

const CREATE_OWN = `mutation($id: ID!, $f: ID!, $t: String!, $a: String!, $y: Int!) {
  createAiEssayOrderReference(aiEssayOrderId: $id, fileId: $f, title: $t, author: $a, publicationYear: $y) { id status } }`
const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n')

const get = async (id: string, h: Record<string, string>) => (await gql(app, GET, { id }, h)).data.getAiEssayOrderById
const balance = async (h: Record<string, string>) => (await gql(app, '{ me { balance { balanceTokens } } }', {}, h)).data.me.balance.balanceTokens as number
const text = (order: { finalText: TSection[] }) => Object.fromEntries(order.finalText.map((s) => [s.key, s.text]))
const jobOf = async (id: string) =>
  (await t.db.query<{ payload: { orderId: string; sectionKeys: string[] } }>(`select payload from private.jobs where name = 'essay.rewrite-sections' and payload->>'orderId' = $1 order by id desc`, [id]))[0]
    ?.payload

const signedIn = phoneClients('10.95.0', () => ({ app, db: t.db }))
const client = async () => (await signedIn(100)).headers

/** A finished work citing three approved sources, with the client's own edit in its first section. */
async function finished(h: Record<string, string>) {
  const { id, outline } = await essayOnOutline(app, deps, h, 'Стратегический менеджмент организации', 3)
  expect(await approveOutline(app, deps, h, id, outline)).toBe(4)
  await completeEssay(app, deps, h, id, 3)
  const order = await get(id, h)
  expect(order.status).toBe(14)
  return { id, outline: order.outline as TOutline, order }
}

describe('rewriting the affected sections of a finished work', () => {
  it('writes only the renamed section again, free, and keeps the client’s edits in the others', async () => {
    const h = await client()
    const { id, outline, order } = await finished(h)
    const sections = order.finalText as TSection[]
    const first = sections.find((s) => s.key !== 'introduction' && s.text)!
    const edited = 'Мой собственный абзац о малом бизнесе, который нельзя терять.'
    expect((await gql(app, SAVE, { id, k: first.key, t: edited }, h)).errors).toBeUndefined()
    expect((await get(id, h)).rewritePlan.sections.filter((s: { reason: string | null }) => s.reason)).toEqual([])

    // A chapter heading renamed alone (its subchapters keep their titles) affects no text: the heading follows at once.
    if (outline[0]!.subchapters.length) {
      const heading = structuredClone(outline)
      heading[0]!.title = 'Цифровые инструменты малого бизнеса'
      const res = (await gql(app, CHANGE_OUTLINE, { id, o: heading }, h)).data.changeAiEssayOrderOutline
      expect(res.rewritePlan.sections.filter((s: { reason: string | null }) => s.reason)).toEqual([])
      expect(res.finalText.find((s: TSection) => s.key === 'c1').title).toBe('1 Цифровые инструменты малого бизнеса')
      expect(text(res)[first.key]).toBe(edited)
      await gql(app, CHANGE_OUTLINE, { id, o: outline }, h)
    }
    // Rename the last chapter's last section: the only section whose outline entry changed.
    const renamed = structuredClone(outline)
    const lastChapter = renamed[renamed.length - 1]!
    const target = lastChapter.subchapters.length ? lastChapter.subchapters[lastChapter.subchapters.length - 1]! : lastChapter
    target.title = 'Государственная поддержка цифровых сервисов'
    const changed = await gql(app, CHANGE_OUTLINE, { id, o: renamed }, h)
    expect(changed.errors).toBeUndefined()
    const after = changed.data.changeAiEssayOrderOutline
    expect(after.status).toBe(14)
    // The text is untouched until the client asks for the rewrite.
    expect(after.finalText).toEqual((await get(id, h)).finalText)
    const affected = after.rewritePlan.sections.filter((s: { reason: string | null }) => s.reason)
    expect(affected).toHaveLength(1)
    expect(affected[0]).toMatchObject({ reason: 'OUTLINE' })
    expect(affected[0].title).toContain('Государственная поддержка цифровых сервисов')
    const key = affected[0].key as string
    const before = text(await get(id, h))

    const tokens = await balance(h)
    const started = await gql(app, REWRITE, { id, k: [] }, h)
    expect(started.errors).toBeUndefined()
    expect(started.data.rewriteAiEssayOrderSections.status).toBe(13)
    expect((await gql(app, `query($id: ID!) { getAiEssayOrderById(id: $id) { unifiedOrderId } }`, { id }, h)).errors).toBeUndefined()
    // The affected section is always included; the job carries exactly the sections to write.
    const job = await jobOf(id)
    expect(job).toEqual({ orderId: id, sectionKeys: [key] })
    // Nothing can be edited or rewritten while the sections are written.
    expect((await gql(app, REWRITE, { id, k: [key] }, h)).errors?.[0]?.extensions?.code).toBe('STALE_STEP')
    expect((await gql(app, SAVE, { id, k: first.key, t: 'x' }, h)).errors?.[0]?.extensions?.code).toBe('STALE_STEP')

    expect(await rewriteSections({ deps, ai: demo, orderId: id, sectionKeys: job!.sectionKeys, finalAttempt: false })).toBe('completed')
    const done = await get(id, h)
    expect(done.status).toBe(14)
    const now = text(done)
    expect(now[first.key]).toBe(edited)
    expect(now[key]).not.toBe('')
    expect(done.finalText.find((s: TSection) => s.key === key).title).toContain('Государственная поддержка цифровых сервисов')
    for (const k of Object.keys(before)) if (k !== key) expect(now[k], k).toBe(before[k])
    expect(done.rewritePlan.sections.filter((s: { reason: string | null }) => s.reason)).toEqual([])
    expect(await balance(h)).toBe(tokens)
    expect(done.logs.map((l: { event: string }) => l.event)).toEqual(expect.arrayContaining(['outline-changed', 'sections-rewrite-started', 'sections-rewrite-completed']))
    // The edit history follows: each section's newest version is its text now; the rewritten section's is the new
    // generated text, and the client's edited section got no generated version over its edit.
    const versions = await t.db.query<{ section_key: string; text: string; kind: string }>(
      `select distinct on (section_key) section_key, text, kind from public.ai_essay_order_text_versions where ai_essay_order_id = $1::bigint order by section_key, id desc`,
      [id],
    )
    for (const [k, v] of Object.entries(now)) expect(versions.find((r) => r.section_key === k)?.text, k).toBe(v)
    expect(versions.find((r) => r.section_key === key)?.kind).toBe('GENERATED')
    expect(versions.find((r) => r.section_key === first.key)?.kind).toBe('EDIT')
    // A second run of the same job finds the work finished and changes nothing.
    expect(await rewriteSections({ deps, ai: demo, orderId: id, sectionKeys: [key], finalAttempt: false })).toBe('skipped')
  })

  it('affects the sections citing a removed source and renumbers the citations of the others', async () => {
    const h = await client()
    const { id, order } = await finished(h)
    const approved = (order.references as { id: string; status: string }[]).filter((r) => r.status === 'approved').map((r) => r.id)
    expect(approved).toHaveLength(3)
    const writable = (order.rewritePlan.sections as { key: string }[]).map((s) => s.key).filter((k) => k !== 'introduction' && k !== 'conclusion')
    const [a, b] = writable as [string, string]
    await gql(app, SAVE, { id, k: a, t: 'Здесь ссылка на первый источник [1] и на третий [3].' }, h)
    await gql(app, SAVE, { id, k: b, t: 'Здесь только третий источник [3, с. 5].' }, h)

    // Take out the first source: [3] becomes [2].
    const res = await gql(app, CHANGE_REFS, { id, r: approved.slice(1) }, h)
    expect(res.errors).toBeUndefined()
    const plan = res.data.changeAiEssayOrderReferences.rewritePlan
    expect(plan).toMatchObject({ removedSources: 1, addedSources: 0 })
    const affected = plan.sections.filter((s: { reason: string | null }) => s.reason).map((s: { key: string; reason: string }) => [s.key, s.reason])
    expect(affected).toContainEqual([a, 'SOURCES'])
    expect(affected.map((x: string[]) => x[0])).not.toContain(b)

    // Before the rewrite, the DOCX already cites the list it prints: [3] is [2], the source taken out loses its number.
    const file = await app.request(`/api/ai-essay-order/${id}/docx/`, { headers: h })
    expect(file.status).toBe(200)
    const xml = strFromU8(unzipSync(new Uint8Array(await file.arrayBuffer()))['word/document.xml']!)
    const docText = [...xml.matchAll(/<w:t[^>]*>([^<]*)<\/w:t>/g)].map((m) => m[1]).join('').replace(/\u00a0/g, ' ')
    expect(docText).toContain('Здесь ссылка на первый источник и на третий [2].')
    expect(docText).toContain('Здесь только третий источник [2, с. 5].')

    expect((await gql(app, REWRITE, { id, k: [] }, h)).errors).toBeUndefined()
    const job = await jobOf(id)
    expect(job!.sectionKeys).toContain(a)
    expect(await rewriteSections({ deps, ai: demo, orderId: id, sectionKeys: job!.sectionKeys, finalAttempt: false })).toBe('completed')
    const now = text(await get(id, h))
    expect(now[b]).toBe('Здесь только третий источник [2, с. 5].')
    expect(now[a]).not.toContain('Здесь ссылка на первый источник')
  })

  it('returns to the finished work with its text untouched when the writer keeps failing', async () => {
    const h = await client()
    const { id, outline } = await finished(h)
    const renamed = structuredClone(outline)
    const leaf = renamed[0]!.subchapters[0] ?? renamed[0]!
    leaf.title = 'Совсем новый первый раздел'
    await gql(app, CHANGE_OUTLINE, { id, o: renamed }, h)
    const before = (await get(id, h)).finalText
    expect((await gql(app, REWRITE, { id, k: [] }, h)).errors).toBeUndefined()
    const broken = { ...demo, generateText: async () => Promise.reject(new AiError('timeout', 'down', { retryable: true })) } as unknown as TAi
    await expect(rewriteSections({ deps, ai: broken, orderId: id, sectionKeys: (await jobOf(id))!.sectionKeys, finalAttempt: false })).rejects.toThrow()
    expect((await get(id, h)).status).toBe(13)
    expect(await rewriteSections({ deps, ai: broken, orderId: id, sectionKeys: (await jobOf(id))!.sectionKeys, finalAttempt: true })).toBe('failed')
    const after = await get(id, h)
    expect(after).toMatchObject({ status: 14, errorMessage: REWRITE_FAILED })
    expect(after.finalText).toEqual(before)
  })

  it('refuses another client’s work, a work not finished yet, unknown sections and a guest', async () => {
    const owner = await client()
    const { id } = await finished(owner)
    const stranger = await client()
    for (const [q, v] of [
      [REWRITE, { id, k: [] }],
      [CHANGE_OUTLINE, { id, o: [{ title: 'Чужая глава', subchapters: [{ title: 'Чужая подглава' }] }] }],
      [CHANGE_REFS, { id, r: ['1'] }],
    ] as const) {
      expect((await gql(app, q, v, stranger)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND')
      expect((await gql(app, q, v, {})).errors?.[0]?.extensions?.code).toMatch(/NOT_FOUND|UNAUTHENTICATED/)
    }
    expect((await get(id, owner)).status).toBe(14)
    expect((await gql(app, REWRITE, { id, k: ['c99'] }, owner)).errors?.[0]?.message).toBe('Такого раздела в работе нет')
    // Nothing affected and nothing chosen: nothing to write.
    expect((await gql(app, REWRITE, { id, k: [] }, owner)).errors?.[0]?.message).toBe('Выбери хотя бы один раздел')
    expect(await jobOf(id)).toBeUndefined()

    const { id: draft, outline } = await essayOnOutline(app, deps, owner, 'Экономика замкнутого цикла', 3)
    expect((await gql(app, REWRITE, { id: draft, k: ['introduction'] }, owner)).errors?.[0]?.extensions?.code).toBe('STALE_STEP')
    expect((await gql(app, CHANGE_OUTLINE, { id: draft, o: outline }, owner)).errors?.[0]?.extensions?.code).toBe('STALE_STEP')
    expect((await get(draft, owner)).rewritePlan).toBeNull()
  })

  it('takes the client’s own source by file in a finished work and adds it to the list; an approved source is not removed', async () => {
    const h = await client()
    const { id, order } = await finished(h)
    const approved = (order.references as { id: string; status: string }[]).filter((r) => r.status === 'approved').map((r) => r.id)
    const form = new FormData()
    form.append('file', new File([PDF as Uint8Array<ArrayBuffer>], 'Мой отчёт.pdf'))
    const res = await app.request(`/api/ai-essay-order/${id}/reference-files`, { method: 'POST', body: form, headers: h })
    expect(res.status).toBe(200)
    const { fileId } = (await res.json()) as { fileId: string }
    const created = await gql(app, CREATE_OWN, { id, f: fileId, t: 'Отчёт о цифровизации предприятий', a: 'Иванов И. И.', y: 2021 }, h)
    expect(created.errors).toBeUndefined()
    const own = created.data.createAiEssayOrderReference.id as string
    // The finished text stays as it is until the client changes the choice; then the source joins the list.
    expect((await get(id, h)).finalText).toEqual(order.finalText)
    const changed = await gql(app, CHANGE_REFS, { id, r: [...approved, own] }, h)
    expect(changed.errors).toBeUndefined()
    const after = changed.data.changeAiEssayOrderReferences
    expect(after.status).toBe(14)
    // The list stays in the GOST order: «Иванов, И. И.» goes among the others by its heading, not last.
    const list = after.references.filter((r: { status: string }) => r.status === 'approved').map((r: { id: string }) => r.id)
    expect([...list].sort()).toEqual([...approved, own].sort())
    expect(list).not.toEqual([...approved, own])
    // A cited source leaves through the changed choice, not by removal.
    const removed = await gql(app, `mutation($id: ID!, $r: ID!) { removeAiEssayOrderReference(aiEssayOrderId: $id, referenceId: $r) }`, { id, r: own }, h)
    expect(removed.errors?.[0]?.extensions?.code).toBe('NOT_FOUND')
  })
})
