// One saved title page per client (issue 33 item 9): the text work's title page becomes the client's saved one
// (lastTitlePageData, which the presentation's title form is prefilled from), the presentation's title slide writes it
// back and prints the chosen «Выполнила» / «Проверила», and the AI referat's DOCX title page is filled from it.
import { beforeAll, describe, expect, it } from 'vitest'
import { strFromU8, unzipSync } from 'fflate'
import type { AppDeps } from '../../edge/context'
import { demoProvider } from '../../edge/ai/demo-provider'
import { createLogger } from '../../edge/log'
import { enqueueReferatTopics } from '../../edge/referats/enqueue-referat-topics'
import { referatGenerateJob } from '../../edge/referats/referat-generate-job'
import { generateReferatJustification, generateReferatOrderOutline, generateReferatOrderText } from '../../edge/referats/order/referat-order-steps'
import { generatePresentationOrderDeck, generatePresentationOrderJustification, generatePresentationOrderOutline } from '../../edge/presentations/order/presentation-order-steps'
import type { TestDb } from '../helpers/test-db'
import { connectedApp, useTestApp, type TTestApp } from '../helpers/test-app'
import { gql, phoneClients } from './auth-support'

let t: TestDb
let deps: AppDeps
let app: TTestApp
useTestApp((made) => ({ t, deps, app } = made))

const demo = demoProvider({ streamDelayMs: 0 })
const client = phoneClients('10.97.3', () => ({ app, db: t.db }))
type H = Record<string, string>

const ESSAY_PAGE = {
  ministry: 'Министерство науки и высшего образования РФ',
  institutionTitle: 'Казанский федеральный университет',
  faculty: 'Институт управления',
  department: 'Кафедра экономики',
  specialty: '38.03.01 Экономика',
  subject: 'Микроэкономика',
  workType: 'Эссе',
  fullName: 'Петрова Анна Сергеевна',
  group: 'ЭК-22',
  teacherName: 'Смирнова Е. В.',
  institutionCity: 'Казань',
  authorForm: 'VYPOLNILA',
  teacherForm: 'PROVERILA',
  year: 2027,
}
const SAVED_FIELDS = 'ministry university faculty department specialty subject group studentName authorForm teacherName teacherForm city year'
const LAST = `{ lastTitlePageData { ${SAVED_FIELDS} } }`
const SAVE_ESSAY = `mutation($id: ID!, $in: AiEssayOrderTitlePageDataInput!) { createOrUpdateAiEssayOrderTitlePageData(aiEssayOrderId: $id, input: $in) { teacherForm } }`
const THE_SAVED = {
  ministry: ESSAY_PAGE.ministry,
  university: ESSAY_PAGE.institutionTitle,
  faculty: ESSAY_PAGE.faculty,
  department: ESSAY_PAGE.department,
  specialty: ESSAY_PAGE.specialty,
  subject: ESSAY_PAGE.subject,
  group: ESSAY_PAGE.group,
  studentName: ESSAY_PAGE.fullName,
  authorForm: 'VYPOLNILA',
  teacherName: ESSAY_PAGE.teacherName,
  teacherForm: 'PROVERILA',
  city: ESSAY_PAGE.institutionCity,
  year: 2027,
}

/** A client who saved the text work's title page (an order of theirs just created: the title page needs no more). */
async function savedByTheTextWork(): Promise<{ headers: H; id: string }> {
  const c = await client()
  const essayId = (await gql(app, `mutation { createAiEssayOrder(topic: "Рынок труда в цифровой экономике", workTypeId: 1) { id } }`, {}, c.headers)).data.createAiEssayOrder.id as string
  const saved = await gql(app, SAVE_ESSAY, { id: essayId, in: ESSAY_PAGE }, c.headers)
  expect(saved.errors).toBeUndefined()
  expect(saved.data.createOrUpdateAiEssayOrderTitlePageData.teacherForm).toBe('PROVERILA')
  return c
}

const xmlText = (xml: string) => [...xml.matchAll(/<(?:w|a):p[ >][^]*?<\/(?:w|a):p>/g)].map((m) => m[0].replace(/<[^>]+>/g, '')).filter(Boolean)

describe('the text work saves the client’s one title page', () => {
  it('lastTitlePageData answers with every field and both forms; another client has none', async () => {
    const c = await savedByTheTextWork()
    expect((await gql(app, LAST, {}, c.headers)).data.lastTitlePageData).toEqual(THE_SAVED)
    expect((await gql(app, LAST, {}, (await client()).headers)).data.lastTitlePageData).toBeNull()
  })
})

describe('the presentation reads and writes the same title page', () => {
  const P_ORDER = `id presentationStatus titlePage { institution subject studentName group teacherName city year authorForm teacherForm }`
  const call = (q: string, v: Record<string, unknown>, h: H) => gql(app, q, v, h)
  const run = (step: typeof generatePresentationOrderJustification, orderId: string) => step({ deps, ai: demo, orderId, finalAttempt: false })

  it('its form starts from the saved page, its save keeps the fields the slide lacks, its PPTX says «Выполнила» and «Проверила»', async () => {
    const c = await savedByTheTextWork()
    const created = await call(`mutation { createAndStartPresentationGeneration(topic: "Фотосинтез и его значение для биосферы", slidesCount: 8) { ${P_ORDER} } }`, {}, c.headers)
    expect(created.errors).toBeUndefined()
    const o = created.data.createAndStartPresentationGeneration
    expect(await run(generatePresentationOrderJustification, o.id)).toBe('done')
    await call(`mutation($id: ID!, $j: AiPresentationJustificationInput!) { updateJustificationAndGenerateOutline(orderId: $id, justification: $j) { id } }`, { id: o.id, j: { idea: 'Свет становится энергией', problem: 'Леса вырубают', relevance: 'Климат меняется', goal: 'Показать роль растений' } }, c.headers)
    expect(await run(generatePresentationOrderOutline, o.id)).toBe('done')
    expect((await call(`mutation($id: ID!) { tryToPayForAiPresentationOrderFromBalance(orderId: $id) { isPaid } }`, { id: o.id }, c.headers)).data.tryToPayForAiPresentationOrderFromBalance.isPaid).toBe(true)
    expect((await call(`mutation($id: ID!) { continueAiPresentationOrderProcessing(orderId: $id) { ${P_ORDER} } }`, { id: o.id }, c.headers)).data.continueAiPresentationOrderProcessing).toMatchObject({ presentationStatus: 'FINAL_GENERATION', titlePage: null })

    // The title step of an order without lines reads the saved page: the slide's fields and both forms.
    const last = (await gql(app, LAST, {}, c.headers)).data.lastTitlePageData
    expect(last).toMatchObject({ university: 'Казанский федеральный университет', subject: 'Микроэкономика', studentName: 'Петрова Анна Сергеевна', group: 'ЭК-22', teacherName: 'Смирнова Е. В.', city: 'Казань', year: 2027, authorForm: 'VYPOLNILA', teacherForm: 'PROVERILA' })

    // Saved as the form sends it (the group changed): the order keeps it, and so does the client's saved page.
    const page = { institution: last.university, subject: last.subject, studentName: last.studentName, group: 'ЭК-23', teacherName: last.teacherName, city: last.city, year: last.year, authorForm: last.authorForm, teacherForm: last.teacherForm }
    const saved = await call(`mutation($id: ID!, $p: AiPresentationTitlePageInput!) { updateAiPresentationOrderTitlePage(orderId: $id, titlePage: $p) { ${P_ORDER} } }`, { id: o.id, p: page }, c.headers)
    expect(saved.data.updateAiPresentationOrderTitlePage.titlePage).toEqual(page)
    expect((await gql(app, LAST, {}, c.headers)).data.lastTitlePageData).toEqual({ ...THE_SAVED, group: 'ЭК-23' })

    expect(await run(generatePresentationOrderDeck, o.id)).toBe('done')
    const res = await app.request(`/api/ai-presentation-order/${o.id}/pptx/`, { headers: c.headers })
    expect(res.status).toBe(200)
    const title = xmlText(strFromU8(unzipSync(new Uint8Array(await res.arrayBuffer()))['ppt/slides/slide1.xml']!))
    expect(title).toContain('Выполнила: Петрова Анна Сергеевна, группа ЭК-23')
    expect(title).toContain('Проверила: Смирнова Е. В.')
    expect(title.join('\n')).not.toContain('Выполнил(а)')
  })
})

describe('the AI referat’s DOCX has the saved title page', () => {
  let referatId = ''
  beforeAll(async () => {
    const [queued] = await enqueueReferatTopics({ db: t.db, topics: [{ subjectSlug: 'biology', topic: 'Строение клетки и её органоиды' }] })
    referatId = queued!.referatId!
    await referatGenerateJob.handler({ referatId }, { db: t.db, jobId: '0', attempt: 1, log: createLogger('silent'), services: { ...deps, ports: { ...deps.ports, ai: demo } } })
  })

  it('institution, faculty, department, student, group, teacher, the forms, city and year; «Реферат» as the work type', async () => {
    const c = await savedByTheTextWork()
    const R = 'id unifiedOrderId status isPaid'
    const o = (await gql(app, `mutation($p: ID!) { createAiReferatOrder(partnerAiReferatId: $p) { ${R} } }`, { p: referatId }, c.headers)).data.createAiReferatOrder
    const step = (s: typeof generateReferatJustification) => s({ deps, ai: demo, orderId: o.id, finalAttempt: false })
    expect(await step(generateReferatJustification)).toBe('done')
    await gql(app, `mutation($id: ID!) { updateAiReferatOrderJustification(aiReferatOrderId: $id, extendedDescription: "Цель — описать органоиды клетки.") { id } }`, { id: o.id }, c.headers)
    expect(await step(generateReferatOrderOutline)).toBe('done')
    await gql(app, `mutation($id: ID!) { confirmAiReferatOrderOutline(aiReferatOrderId: $id) { id } }`, { id: o.id }, c.headers)
    expect(await step(generateReferatOrderText)).toBe('done')
    const paid = await gql(connectedApp(deps), `mutation($id: ID!) { tryToPayForAiReferatOrderFromBalance(aiReferatOrderId: $id) { ${R} } }`, { id: o.id }, c.headers)
    expect(paid.data.tryToPayForAiReferatOrderFromBalance).toMatchObject({ status: 'COMPLETED', isPaid: true })

    const res = await app.request(`/api/ai-referat-order/${o.id}/docx`, { headers: c.headers })
    expect(res.status).toBe(200)
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()))
    const body = xmlText(strFromU8(files['word/document.xml']!))
    const page = body.slice(0, body.indexOf('СОДЕРЖАНИЕ'))
    expect(page).toEqual(
      expect.arrayContaining([
        'МИНИСТЕРСТВО НАУКИ И ВЫСШЕГО ОБРАЗОВАНИЯ РФ',
        'Казанский федеральный университет',
        'Институт управления',
        'Кафедра экономики',
        'РЕФЕРАТ',
        'Выполнила: студентка группы ЭК-22',
        'Петрова Анна Сергеевна',
        'Проверила:',
        'Смирнова Е. В.',
      ]),
    )
    // The subject was typed for the text work, not for this referat.
    expect(page.join('\n')).not.toContain('Микроэкономика')
    const footers = Object.keys(files).filter((n) => /^word\/footer\d+\.xml$/.test(n)).map((n) => strFromU8(files[n]!)).join('')
    expect(footers).toContain('Казань 2027')
  })
})

describe('the migration that made the title page one', () => {
  it('gives a client with only a text work’s title page that page as the saved one, and keeps a saved one', async () => {
    const { readFile } = await import('node:fs/promises')
    const sql = await readFile('supabase/migrations/20261201000700_title_page_saved_once.sql', 'utf8')
    const c = await savedByTheTextWork()
    const kept = await savedByTheTextWork()
    await gql(app, `mutation { createOrUpdateTitlePageData(input: { group: "ОСТ-1" }) { group } }`, {}, kept.headers)
    // Before one saved title page, the text work kept its title page only on the order.
    await t.db.query(`delete from public.title_page_data where user_id = $1::uuid`, [c.id])
    expect((await gql(app, LAST, {}, c.headers)).data.lastTitlePageData).toBeNull()
    await t.db.query(sql)
    // The teacher's form came after the migration: no order had one to carry over.
    expect((await gql(app, LAST, {}, c.headers)).data.lastTitlePageData).toEqual({ ...THE_SAVED, teacherForm: null })
    expect((await gql(app, LAST, {}, kept.headers)).data.lastTitlePageData.group).toBe('ОСТ-1')
  })
})
