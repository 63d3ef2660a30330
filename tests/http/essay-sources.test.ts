// Adding a source by DOI, ISBN or link in the connected mode (Crossref, OpenAlex and Open Library fakes, a web page on
// 127.0.0.1): the looked-up data is shown before anything is added, a DOI nobody knows adds nothing, and the added
// source carries the provider's data (a book with its page count).
import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import type { AppDeps } from '../../edge/context'
import type { TestDb } from '../helpers/test-db'
import { essayOnSources } from '../helpers/essay-orders'
import { bearer, freshPhone, fromIp, gql, signInByPhone, phoneClients } from './auth-support'
import { useTestApp, type TTestApp, useFakes } from '../helpers/test-app'
import { createCrossrefFake } from '../fakes/crossref'
import { createOpenAlexFake } from '../fakes/openalex'
import { createOpenLibraryFake } from '../fakes/openlibrary'

const page = new Hono()
page.get('/article', (c) =>
  c.html(`<!doctype html><html lang="ru"><head><title>Статья — сайт журнала</title>
  <meta name="citation_title" content="Цифровая трансформация малого предпринимательства">
  <meta name="citation_author" content="Иванов, Пётр Сергеевич"><meta name="citation_author" content="Smith, John">
  <meta name="citation_publication_date" content="2021/03/15"><meta name="citation_journal_title" content="Вопросы экономики">
  <meta name="citation_volume" content="4"><meta name="citation_firstpage" content="55"><meta name="citation_lastpage" content="70">
  <meta property="og:site_name" content="Журнал"></head><body>…</body></html>`),
)
page.get('/moved', (c) => c.redirect('/article'))
page.get('/file.pdf', (c) => c.body('%PDF-1.4', 200, { 'content-type': 'application/pdf' }))

const crossref = createCrossrefFake()
const [cr, oa, ol, web] = await useFakes(crossref.app, createOpenAlexFake().app, createOpenLibraryFake().app, page)

let t: TestDb
let deps: AppDeps
let app: TTestApp
useTestApp((made) => ({ t, deps, app } = made), {
  SOURCES_PROVIDER: 'crossref',
  CROSSREF_BASE_URL: cr.url,
  OPENALEX_BASE_URL: oa.url,
  OPENLIBRARY_BASE_URL: ol.url,
  SOURCES_ALLOW_PRIVATE_URLS: 'true',
})

const client = phoneClients('10.93.0', () => ({ app, db: t.db }))
async function onSelection() {
  const { headers: h } = await client(100)
  return { h, id: await essayOnSources(app, deps, h, 'Мотивация учебной деятельности студентов') }
}

const RESOLVE = `mutation($id: ID!, $i: String!) { resolveAiEssayOrderReference(aiEssayOrderId: $id, identifier: $i) { title author year source url formatted } }`
const ADD = `mutation($id: ID!, $i: String!) { addAiEssayOrderReferenceByIdentifier(aiEssayOrderId: $id, identifier: $i) { id status addedByClient file { name } referenceData { title formatted } } }`
const REFS = `query($id: ID!) { getAiEssayOrderById(id: $id) { canAddReferenceByIdentifier references { id addedByClient referenceData { title } } } }`

describe('a source by DOI, ISBN or link (connected mode)', () => {
  it('shows the DOI’s data first, adds nothing for an unknown DOI, then adds the real record once', async () => {
    const { h, id } = await onSelection()
    const before = (await gql(app, REFS, { id }, h)).data.getAiEssayOrderById
    expect(before.canAddReferenceByIdentifier).toBe(true)

    const shown = (await gql(app, RESOLVE, { id, i: 'https://doi.org/10.1037/H0054346' }, h)).data.resolveAiEssayOrderReference
    expect(shown).toMatchObject({ title: 'A theory of human motivation.', year: 1943, source: 'Psychological Review', url: 'https://doi.org/10.1037/h0054346' })
    expect(shown.formatted).toContain('Maslow, A. H.')
    expect((await gql(app, REFS, { id }, h)).data.getAiEssayOrderById.references).toHaveLength(before.references.length)

    const unknown = await gql(app, ADD, { id, i: '10.9999/nobody-knows' }, h)
    expect(unknown.errors?.[0]?.message).toBe('Не нашли источник по этому DOI')
    expect((await gql(app, RESOLVE, { id, i: '10.9999/nobody-knows' }, h)).errors?.[0]?.message).toBe('Не нашли источник по этому DOI')
    expect((await gql(app, REFS, { id }, h)).data.getAiEssayOrderById.references).toHaveLength(before.references.length)
    expect((await gql(app, ADD, { id, i: 'что-то' }, h)).errors?.[0]?.message).toBe('Укажи DOI (10.1234/abcd), ISBN или ссылку на источник')

    // Maslow's article is already offered by the search (the catalogue has it): one work is listed once.
    expect((await gql(app, ADD, { id, i: '10.1037/h0054346' }, h)).errors?.[0]?.message).toBe('Этот источник уже есть в списке')
    const addRes = await gql(app, ADD, { id, i: '10.1177/002224298504900403' }, h)
    expect(addRes.errors).toBeUndefined()
    const added = addRes.data.addAiEssayOrderReferenceByIdentifier
    expect(added).toMatchObject({ status: 'uploaded', addedByClient: true, file: null, referenceData: { title: 'A Conceptual Model of Service Quality and Its Implications for Future Research' } })
    expect((await gql(app, ADD, { id, i: 'doi:10.1177/002224298504900403' }, h)).errors?.[0]?.message).toBe('Этот источник уже есть в списке')
    const after = (await gql(app, REFS, { id }, h)).data.getAiEssayOrderById.references
    expect(after[0]).toMatchObject({ id: added.id, addedByClient: true })
    // Another client cannot look sources up for this order.
    const other = bearer(await signInByPhone(app, t.db, freshPhone(), fromIp('10.93.1.1')))
    expect((await gql(app, RESOLVE, { id, i: '10.1037/h0054346' }, other)).errors?.[0]?.message).toBe('Заказ не найден')
  }, 60_000)

  it('reads a book by ISBN from Open Library with its page count, and a page’s citation metadata through a redirect', async () => {
    const { h, id } = await onSelection()
    const book = (await gql(app, RESOLVE, { id, i: 'ISBN 978-0-262-03384-8' }, h)).data.resolveAiEssayOrderReference
    expect(book).toMatchObject({ title: 'Introduction to Algorithms', year: 2009 })
    expect(book.formatted).toMatch(/^Cormen, T\. H\. Introduction to Algorithms .*Cambridge, Mass : MIT Press, 2009\. – 1292 p\.$/)
    expect((await gql(app, RESOLVE, { id, i: '9780306406157' }, h)).errors?.[0]?.message).toBe('Не нашли книгу по этому ISBN')

    const article = (await gql(app, RESOLVE, { id, i: `${web.url}/moved` }, h)).data.resolveAiEssayOrderReference
    expect(article).toMatchObject({ title: 'Цифровая трансформация малого предпринимательства', year: 2021, source: 'Вопросы экономики', author: 'П. С. Иванов, J. Smith' })
    // The author line the text is written from spells names as the list does.
    expect(article.formatted).toContain('/ П. С. Иванов, J. Smith')
    expect(article.formatted).toContain('С. 55–70')
    expect((await gql(app, RESOLVE, { id, i: `${web.url}/file.pdf` }, h)).errors?.[0]?.message).toBe('Не получилось прочитать данные источника по этой ссылке')
  }, 60_000)
})
