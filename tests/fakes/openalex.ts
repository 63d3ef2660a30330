// Fake OpenAlex API: GET /works?search=…&per-page=…&filter=language:xx&mailto=… answering OpenAlex's
// documented list shape ({ meta, results, group_by }) from a few real works, or its 400 error shape.
import { Hono } from 'hono'

export type TOpenAlexWork = Record<string, unknown> & { display_name: string; language: string | null }

const author = (name: string, position: 'first' | 'middle' | 'last') => ({
  author_position: position,
  author: { id: `https://openalex.org/A${Math.abs(hash(name))}`, display_name: name, orcid: null },
  institutions: [],
  countries: [],
  is_corresponding: position === 'first',
  raw_author_name: name,
  raw_affiliation_strings: [],
})

function hash(s: string) {
  let h = 0
  for (const c of s) h = (h * 31 + c.charCodeAt(0)) | 0
  return h
}

const journal = (name: string, publisher: string) => ({
  id: `https://openalex.org/S${Math.abs(hash(name))}`,
  display_name: name,
  issn_l: null,
  is_oa: false,
  is_in_doaj: false,
  host_organization: null,
  host_organization_name: publisher,
  type: 'journal',
})

function work(w: {
  id: string
  doi: string | null
  title: string | null
  year: number
  type: string
  language: string | null
  authors: string[]
  source: ReturnType<typeof journal> | null
  landing?: string
  biblio?: { volume?: string; issue?: string; first_page?: string; last_page?: string }
}): TOpenAlexWork {
  return {
    id: `https://openalex.org/${w.id}`,
    doi: w.doi ? `https://doi.org/${w.doi}` : null,
    title: w.title,
    display_name: w.title ?? '',
    publication_year: w.year,
    publication_date: `${w.year}-01-01`,
    ids: { openalex: `https://openalex.org/${w.id}`, doi: w.doi ? `https://doi.org/${w.doi}` : undefined },
    language: w.language,
    primary_location: {
      is_oa: false,
      landing_page_url: w.landing ?? (w.doi ? `https://doi.org/${w.doi}` : null),
      pdf_url: null,
      source: w.source,
      license: null,
      version: 'publishedVersion',
    },
    type: w.type,
    type_crossref: w.type === 'article' ? 'journal-article' : w.type,
    open_access: { is_oa: false, oa_status: 'closed', oa_url: null },
    authorships: w.authors.map((a, i) => author(a, i === 0 ? 'first' : i === w.authors.length - 1 ? 'last' : 'middle')),
    cited_by_count: 1000,
    biblio: { volume: null, issue: null, first_page: null, last_page: null, ...w.biblio },
    is_retracted: false,
    concepts: [],
    abstract_inverted_index: null,
  }
}

/** A few real works (their OpenAlex ids are made up); the searches in tests are on the commons, markets and learning. */
const OPENALEX_WORKS: TOpenAlexWork[] = [
  work({ id: 'W2016447380', doi: '10.1126/science.162.3859.1243', title: 'The Tragedy of the Commons', year: 1968, type: 'article', language: 'en', authors: ['Garrett Hardin'], source: journal('Science', 'American Association for the Advancement of Science'), biblio: { volume: '162', issue: '3859', first_page: '1243', last_page: '1248' } }),
  work({ id: 'W1970381522', doi: '10.1017/cbo9780511807763', title: 'Governing the Commons: The Evolution of Institutions for Collective Action', year: 1990, type: 'book', language: 'en', authors: ['Elinor Ostrom'], source: { ...journal('Cambridge University Press eBooks', 'Cambridge University Press'), type: 'ebook platform' } }),
  work({ id: 'W2133285146', doi: '10.2307/1879431', title: 'The Market for "Lemons": Quality Uncertainty and the Market Mechanism', year: 1970, type: 'article', language: 'en', authors: ['George A. Akerlof'], source: journal('The Quarterly Journal of Economics', 'Oxford University Press'), biblio: { volume: '84', issue: '3', first_page: '488', last_page: '500' } }),
  work({ id: 'W2099218373', doi: '10.1038/nature14539', title: 'Deep <i>learning</i>', year: 2015, type: 'article', language: 'en', authors: ['Yann LeCun', 'Yoshua Bengio', 'Geoffrey E. Hinton'], source: journal('Nature', 'Nature Portfolio'), biblio: { volume: '521', issue: '7553', first_page: '436', last_page: '444' } }),
  // A real article; the OpenAlex id is made up.
  work({ id: 'W4000000003', doi: null, title: 'Институциональные ловушки и экономические реформы', year: 1999, type: 'article', language: 'ru', authors: ['Виктор Полтерович'], source: journal('Экономика и математические методы', 'Российская академия наук'), landing: 'https://www.cemi.rssi.ru/emm/', biblio: { volume: '35', issue: '2', first_page: '3', last_page: '20' } }),
  // Illustrative, not a real work (Crossref's test prefix 10.5555): a chapter with a particle in a family name.
  work({ id: 'W4000000002', doi: '10.5555/commons-chapter', title: 'Commons and Institutions: An Illustrative Chapter', year: 2010, type: 'book-chapter', language: 'en', authors: ['Anna van der Berg', 'Jan Smit'], source: journal('Illustrative Press eBooks', 'Illustrative Press'), biblio: { first_page: '1', last_page: '24' } }),
  // Before 1900 and without a title: never returned as references.
  work({ id: 'W2038281537', doi: '10.2307/1321160', title: 'The Right to Privacy', year: 1890, type: 'article', language: 'en', authors: ['Samuel D. Warren', 'Louis D. Brandeis'], source: journal('Harvard Law Review', 'Harvard Law Review Association'), biblio: { volume: '4', issue: '5', first_page: '193', last_page: '220' } }),
  work({ id: 'W4000000001', doi: null, title: null, year: 2020, type: 'article', language: 'en', authors: [], source: null }),
]

export type TOpenAlexFake = { app: Hono; requests: URLSearchParams[]; fail: number | null }

export function createOpenAlexFake(works: TOpenAlexWork[] = OPENALEX_WORKS): TOpenAlexFake {
  const fake: TOpenAlexFake = { app: new Hono(), requests: [], fail: null }
  // GET /works/doi:{doi}: one work, or OpenAlex's 404 for a DOI it does not know.
  fake.app.get('/works/:id{.+}', (c) => {
    fake.requests.push(new URL(c.req.url).searchParams)
    if (fake.fail) return c.json({ error: 'Internal error', message: 'The server encountered an error.' }, fake.fail as 500)
    const doi = /^doi:(.+)$/.exec(decodeURIComponent(c.req.param('id')))?.[1]?.toLowerCase()
    const found = doi ? works.find((w) => typeof w.doi === 'string' && w.doi.toLowerCase().endsWith(`doi.org/${doi}`)) : undefined
    if (!found) return c.json({ error: 'NotFoundError', message: 'The requested resource was not found.' }, 404)
    return c.json(found)
  })
  fake.app.get('/works', (c) => {
    const params = new URL(c.req.url).searchParams
    fake.requests.push(params)
    if (fake.fail) return c.json({ error: 'Internal error', message: 'The server encountered an error.' }, fake.fail as 500)
    const perPage = Number(params.get('per-page') ?? '25')
    if (!Number.isInteger(perPage) || perPage < 1 || perPage > 200) {
      return c.json({ error: 'Invalid query parameters error.', message: 'per-page parameter must be between 1 and 200' }, 400)
    }
    const search = (params.get('search') ?? '').toLowerCase()
    const words = search.split(/[^\p{L}\p{N}]+/u).filter((w) => w.length > 2)
    const language = /^language:([a-z]{2})$/.exec(params.get('filter') ?? '')?.[1]
    const scored = works
      .map((w) => {
        const text = `${w.display_name} ${JSON.stringify(w.authorships)}`.toLowerCase()
        return { w, score: words.filter((word) => text.includes(word)).length }
      })
      .filter((x) => x.score > 0 && (!language || x.w.language === language))
      .sort((a, b) => b.score - a.score)
    const results = scored.slice(0, perPage).map((x) => ({ ...x.w, relevance_score: x.score * 1234.5 }))
    return c.json({
      meta: { count: scored.length, db_response_time_ms: 42, page: 1, per_page: perPage, groups_count: null },
      results,
      group_by: [],
    })
  })
  return fake
}
