// Downloads of a text work: the full DOCX (GOST layout checked in edge/documents), the introduction DOCX (also the
// fake one before payment) and the PPTX; only the owner with a token gets them, and not before the text exists.
import { describe, expect, it } from 'vitest'
import { strFromU8, unzipSync } from 'fflate'
import type { AppDeps } from '../../edge/context'
import type { TestDb } from '../helpers/test-db'
import { approveOutline, completeEssay, essayOnOutline } from '../helpers/essay-orders'
import { gql, phoneClients } from './auth-support'
import { useTestApp, type TTestApp } from '../helpers/test-app'

let t: TestDb
let deps: AppDeps
let app: TTestApp
useTestApp((made) => ({ t, deps, app } = made))

const signedIn = phoneClients('10.91.0', () => ({ app, db: t.db }))
const client = async (tokens = 0) => (await signedIn(tokens)).headers

const download = (id: string, kind: string, h: Record<string, string> = {}) => app.request(`/api/ai-essay-order/${id}/${kind}/`, { headers: h })
const xml = (bytes: Uint8Array, path: string) => strFromU8(unzipSync(bytes)[path]!)
const plain = (x: string) =>
  x
    .replace(/<[^>]+>/g, '')
    .replace(/&(quot|apos|lt|gt|amp);/g, (_, e: string) => ({ quot: '"', apos: "'", lt: '<', gt: '>', amp: '&' })[e]!)

describe('essay downloads', () => {
  it('gives the owner the finished work as a GOST DOCX with the approved sources, and a PPTX', { timeout: 120_000 }, async () => {
    const h = await client(100)
    const topic = 'Цифровая экономика и её влияние на рынок труда'
    const { id, outline } = await essayOnOutline(app, deps, h, topic, 5)
    expect(await approveOutline(app, deps, h, id, outline)).toBe(4)
    await completeEssay(app, deps, h, id, 3)
    await gql(app, `mutation($id: ID!, $in: AiEssayOrderTitlePageDataInput!) { createOrUpdateAiEssayOrderTitlePageData(aiEssayOrderId: $id, input: $in) { aiEssayOrderId } }`, {
      id, in: { institutionTitle: 'Финансовый университет', fullName: 'Петрова Анна Сергеевна', group: 'ЭК-22', institutionCity: 'Москва', year: 2026 },
    }, h)

    const res = await download(id, 'docx', h)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document')
    expect(res.headers.get('content-disposition')).toContain(encodeURIComponent('Цифровая экономика'))
    const bytes = new Uint8Array(await res.arrayBuffer())
    expect(strFromU8(bytes.slice(0, 2))).toBe('PK')
    const doc = xml(bytes, 'word/document.xml')
    const text = plain(doc)
    expect(text).toContain(topic)
    expect(text).toContain('Финансовый университет')
    expect(text).toContain('Петрова Анна Сергеевна')
    for (const heading of ['ВВЕДЕНИЕ', 'ЗАКЛЮЧЕНИЕ', 'СПИСОК ИСПОЛЬЗОВАННЫХ ИСТОЧНИКОВ']) expect(text).toContain(heading)
    for (const chapter of outline) expect(text).toContain(chapter.title)
    expect(doc).toContain('w:pgSz w:w="11906" w:h="16838"')
    const cited = [...text.matchAll(/\[(\d+)/g)].map((m) => Number(m[1]))
    expect(cited.length).toBeGreaterThan(0)
    expect(Math.max(...cited)).toBeLessThanOrEqual(3)
    const refs = (await gql(app, `query($id: ID!) { getAiEssayOrderById(id: $id) { references { status referenceData { title } } } }`, { id }, h)).data.getAiEssayOrderById.references
    for (const r of refs.filter((r: { status: string }) => r.status === 'approved')) expect(text).toContain(r.referenceData.title.slice(0, 25))

    const pptx = await download(id, 'presentation', h)
    expect(pptx.status).toBe(200)
    expect(pptx.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.presentationml.presentation')
    const files = unzipSync(new Uint8Array(await pptx.arrayBuffer()))
    // The defense deck: title, aims, a slide per chapter, conclusions, sources; speaker notes; the approved sources' lines.
    const slideNames = Object.keys(files).filter((f) => /^ppt\/slides\/slide\d+\.xml$/.test(f))
    expect(slideNames.length).toBeGreaterThanOrEqual(outline.length + 4)
    expect(Object.keys(files).filter((f) => /^ppt\/notesSlides\/notesSlide\d+\.xml$/.test(f)).length).toBeGreaterThanOrEqual(outline.length + 2)
    const slideText = plain(slideNames.map((f) => strFromU8(files[f]!)).join(' '))
    expect(slideText).toContain(topic)
    for (const chapter of outline) expect(slideText).toContain(chapter.title.split(' ').slice(0, 2).join(' '))
    for (const r of refs.filter((r: { status: string }) => r.status === 'approved')) expect(slideText).toContain(r.referenceData.title.split(' ').slice(0, 2).join(' '))

    const intro = await download(id, 'docx-introduction', h)
    expect(intro.status).toBe(200)
    const introText = plain(xml(new Uint8Array(await intro.arrayBuffer()), 'word/document.xml'))
    expect(introText).toContain('ВВЕДЕНИЕ')
    expect(introText).not.toContain('ЗАКЛЮЧЕНИЕ')

    // The author is the student from the title page; the demo mark follows the order's writer (issue 13 part 6).
    const core = xml(bytes, 'docProps/core.xml')
    expect(core).toContain('<dc:creator>Петрова Анна Сергеевна</dc:creator>')
    expect(core).toContain('<cp:lastModifiedBy>Петрова Анна Сергеевна</cp:lastModifiedBy>')
    const mark = 'Демо-версия: текст не предназначен для сдачи'
    const headers = (b: Uint8Array) => Object.entries(unzipSync(b)).filter(([n]) => /^word\/header\d+\.xml$/.test(n)).map(([, x]) => plain(strFromU8(x)))
    for (const provider of ['demo', 'gpt-test-model']) {
      await t.db.query(`update public.ai_essay_orders set ai_provider = $2, updated_at = now() + interval '1 second' where id = $1::bigint`, [id, provider])
      for (const kind of ['docx', 'docx-introduction']) {
        const b = new Uint8Array(await (await download(id, kind, h)).arrayBuffer())
        const demo = provider === 'demo'
        expect(headers(b), `${provider} ${kind}`).toEqual(demo ? [mark, mark, mark] : [])
        expect(xml(b, 'docProps/core.xml').includes(mark), `${provider} ${kind}`).toBe(demo)
      }
    }
  })

  it('gives the fake introduction before payment, and refuses the full work until it is written', async () => {
    const h = await client(0)
    const { id, outline } = await essayOnOutline(app, deps, h, 'Роль семьи в воспитании ребёнка', 4)
    expect(await approveOutline(app, deps, h, id, outline)).toBe(8)
    const intro = await download(id, 'docx-introduction', h)
    expect(intro.status).toBe(200)
    // No student on the title page yet: the author is nobody, and once the client has a name, the client.
    const author = async () => /<dc:creator>([^<]*)<\/dc:creator>/.exec(xml(new Uint8Array(await (await download(id, 'docx-introduction', h)).arrayBuffer()), 'docProps/core.xml'))?.[1] ?? ''
    expect(xml(new Uint8Array(await intro.arrayBuffer()), 'docProps/core.xml')).not.toMatch(/StudyHelp|Un-named/i)
    const me = (await gql(app, '{ me { id } }', {}, h)).data.me.id as string
    await t.db.query(`update public.users set name = 'Сидоров Олег' where id = $1::uuid`, [me])
    expect(await author()).toBe('Сидоров Олег')
    const full = await download(id, 'docx', h)
    expect(full.status).toBe(409)
    expect(((await full.json()) as { error: { message: string } }).error.message).toBe('Файл ещё не готов: дождись, пока работа будет написана')
  })

  it('needs a token and the owner', async () => {
    const h = await client(0)
    const { id } = await essayOnOutline(app, deps, h, 'История развития космонавтики', 4)
    expect((await download(id, 'docx')).status).toBe(401)
    expect((await download(id, 'docx', await client(0))).status).toBe(404)
    expect((await download(id, 'pdf', h)).status).toBe(404)
  })
})
