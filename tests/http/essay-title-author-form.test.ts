// «Выполнил» / «Выполнила» (issue 13 part 6): the student's choice in the title-page form is kept with the order's
// title page, offered again for the next work, printed on the DOCX title page; without a choice the title page says
// «Выполнил» as it always did; the database refuses any other value.
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

const signedIn = phoneClients('10.93.0', () => ({ app, db: t.db }))
const client = async (tokens = 0) => (await signedIn(tokens)).headers

const SAVE = `mutation($id: ID!, $in: AiEssayOrderTitlePageDataInput!) {
  createOrUpdateAiEssayOrderTitlePageData(aiEssayOrderId: $id, input: $in) { aiEssayOrderId fullName authorForm } }`
const ORDER = `query($id: ID!) { getAiEssayOrderById(id: $id) { titlePageData { authorForm fullName } } }`
const LAST = `{ lastAiEssayOrderTitlePageData { aiEssayOrderId authorForm } }`

/** The title page's text: the body's first section, up to the contents. */
async function titlePageText(id: string, h: Record<string, string>): Promise<string> {
  const res = await app.request(`/api/ai-essay-order/${id}/docx/`, { headers: h })
  expect(res.status).toBe(200)
  const doc = strFromU8(unzipSync(new Uint8Array(await res.arrayBuffer()))['word/document.xml']!)
  const paragraphs = [...doc.matchAll(/<w:p[ >][^]*?<\/w:p>/g)].map((m) => m[0].replace(/<[^>]+>/g, ''))
  return paragraphs.slice(0, paragraphs.indexOf('СОДЕРЖАНИЕ')).join('\n')
}

describe('title page: «Выполнил» or «Выполнила»', () => {
  it('keeps the choice, offers it for the next work and prints it; no choice prints «Выполнил»', async () => {
    const h = await client(100)
    const { id, outline } = await essayOnOutline(app, deps, h, 'Цифровая экономика и рынок труда', 3)
    expect(await approveOutline(app, deps, h, id, outline)).toBe(4)
    await completeEssay(app, deps, h, id, 3)

    // Nothing chosen: the form the title page always had.
    await gql(app, SAVE, { id, in: { fullName: 'Петрова Анна Сергеевна', group: 'ЭК-22', year: 2026 } }, h)
    expect((await gql(app, ORDER, { id }, h)).data.getAiEssayOrderById.titlePageData.authorForm).toBeNull()
    const neutral = await titlePageText(id, h)
    expect(neutral).toContain('Выполнил: студент группы ЭК-22')
    expect(neutral).not.toContain('Выполнила')

    const saved = await gql(app, SAVE, { id, in: { fullName: 'Петрова Анна Сергеевна', group: 'ЭК-22', year: 2026, authorForm: 'VYPOLNILA' } }, h)
    expect(saved.data.createOrUpdateAiEssayOrderTitlePageData).toEqual({ aiEssayOrderId: id, fullName: 'Петрова Анна Сергеевна', authorForm: 'VYPOLNILA' })
    expect((await gql(app, ORDER, { id }, h)).data.getAiEssayOrderById.titlePageData).toEqual({ authorForm: 'VYPOLNILA', fullName: 'Петрова Анна Сергеевна' })
    expect((await gql(app, LAST, {}, h)).data.lastAiEssayOrderTitlePageData).toEqual({ aiEssayOrderId: id, authorForm: 'VYPOLNILA' })
    const chosen = await titlePageText(id, h)
    expect(chosen).toContain('Выполнила: студентка группы ЭК-22')
    expect(chosen).toContain('Петрова Анна Сергеевна')
    expect(chosen).not.toMatch(/Выполнил:/)

    await gql(app, SAVE, { id, in: { fullName: 'Петров Антон', authorForm: 'VYPOLNIL' } }, h)
    expect(await titlePageText(id, h)).toContain('Выполнил: студент\nПетров Антон')
  })

  it('refuses a form that is neither, in the API and in the database', async () => {
    const h = await client()
    const id = (await gql(app, `mutation { createAiEssayOrder(topic: "Право и общество", workTypeId: 1) { id } }`, {}, h)).data.createAiEssayOrder.id as string
    const bad = await gql(app, SAVE, { id, in: { authorForm: 'VYPOLNILO' } }, h)
    expect(bad.errors?.[0]?.message).toMatch(/VYPOLNILO/)
    expect((await gql(app, ORDER, { id }, h)).data.getAiEssayOrderById.titlePageData).toBeNull()

    await expect(t.db.query(`update public.ai_essay_orders set title_page_data = '{"authorForm":"Выполнило"}'::jsonb where id = $1::bigint`, [id])).rejects.toThrow(/ai_essay_orders_title_page_author_form/)
    await t.db.query(`update public.ai_essay_orders set title_page_data = '{"authorForm":"VYPOLNILA"}'::jsonb where id = $1::bigint`, [id])
    await t.db.query(`update public.ai_essay_orders set title_page_data = '{"fullName":"Без выбора"}'::jsonb where id = $1::bigint`, [id])
  })
})
