// Fake Crossref REST API: GET /works?query.bibliographic=…&rows=…&mailto=… answering Crossref's
// documented "work-list" message from a few real works, or its validation-failure shape.
import { Hono } from 'hono'

export type TCrossrefItem = Record<string, unknown> & { title: string[] }

const dateParts = (...parts: number[]) => ({ 'date-parts': [parts] })

function item(i: {
  doi: string
  type: string
  title: string
  authors: ({ given: string; family: string } | { name: string })[]
  container?: string
  publisher: string
  location?: string
  issued: number[]
  volume?: string
  issue?: string
  page?: string
  language?: string
}): TCrossrefItem {
  return {
    indexed: { 'date-parts': [[2024, 5, 1]], 'date-time': '2024-05-01T00:00:00Z', timestamp: 1714521600000 },
    'reference-count': 0,
    publisher: i.publisher,
    ...(i.location ? { 'publisher-location': i.location } : {}),
    issue: i.issue,
    'content-domain': { domain: [], 'crossmark-restriction': false },
    'short-container-title': [],
    DOI: i.doi,
    type: i.type,
    created: { 'date-parts': [[2006, 1, 1]], 'date-time': '2006-01-01T00:00:00Z', timestamp: 1136073600000 },
    page: i.page,
    source: 'Crossref',
    'is-referenced-by-count': 1000,
    title: [i.title],
    prefix: i.doi.split('/')[0],
    volume: i.volume,
    author: i.authors.map((a, n) => ({ ...a, sequence: n === 0 ? 'first' : 'additional', affiliation: [] })),
    member: '1',
    'container-title': i.container ? [i.container] : [],
    ...(i.language ? { language: i.language } : {}),
    link: [],
    deposited: { 'date-parts': [[2020, 1, 1]], 'date-time': '2020-01-01T00:00:00Z', timestamp: 1577836800000 },
    score: 0,
    resource: { primary: { URL: `https://example.org/${i.doi}` } },
    issued: dateParts(...i.issued),
    'references-count': 0,
    URL: `https://doi.org/${i.doi}`,
    'published-print': dateParts(...i.issued),
  }
}

/** A few real works; the searches in tests are on motivation, memory and service quality. */
const CROSSREF_ITEMS: TCrossrefItem[] = [
  item({ doi: '10.1037/h0043158', type: 'journal-article', title: 'The magical number seven, plus or minus two: some limits on our capacity for processing information.', authors: [{ given: 'George A.', family: 'Miller' }], container: 'Psychological Review', publisher: 'American Psychological Association (APA)', issued: [1956, 3], volume: '63', issue: '2', page: '81-97', language: 'en' }),
  item({ doi: '10.1037/h0054346', type: 'journal-article', title: 'A theory of human motivation.', authors: [{ given: 'A. H.', family: 'Maslow' }], container: 'Psychological Review', publisher: 'American Psychological Association (APA)', issued: [1943], volume: '50', issue: '4', page: '370-396', language: 'en' }),
  item({ doi: '10.1037/0003-066x.55.1.68', type: 'journal-article', title: 'Self-determination theory and the facilitation of intrinsic motivation, social development, and well-being.', authors: [{ given: 'Richard M.', family: 'Ryan' }, { given: 'Edward L.', family: 'Deci' }], container: 'American Psychologist', publisher: 'American Psychological Association (APA)', issued: [2000], volume: '55', issue: '1', page: '68-78', language: 'en' }),
  item({ doi: '10.1177/002224298504900403', type: 'journal-article', title: 'A Conceptual Model of Service Quality and Its Implications for Future Research', authors: [{ given: 'A.', family: 'Parasuraman' }, { given: 'Valarie A.', family: 'Zeithaml' }, { given: 'Leonard L.', family: 'Berry' }], container: 'Journal of Marketing', publisher: 'SAGE Publications', issued: [1985, 9], volume: '49', issue: '4', page: '41-50', language: 'en' }),
  item({ doi: '10.1007/978-1-4899-2271-7', type: 'monograph', title: 'Intrinsic Motivation and Self-Determination in Human Behavior', authors: [{ given: 'Edward L.', family: 'Deci' }, { given: 'Richard M.', family: 'Ryan' }], publisher: 'Springer US', location: 'Boston, MA', issued: [1985] }),
  // Illustrative, not a real work (Crossref's test prefix 10.5555): Cyrillic title without a language field,
  // markup in the title and an organisation as an author.
  item({ doi: '10.5555/motivation-ru', type: 'journal-article', title: 'Мотивация труда и <i>эффективность</i> организации', authors: [{ given: 'Иван', family: 'Петров' }, { name: 'Центр исследований мотивации' }], container: 'Вопросы экономики', publisher: 'NP Voprosy Ekonomiki', issued: [2021, 4], volume: '1', issue: '4', page: '55-70' }),
  // Before 1900: never returned as a reference.
  item({ doi: '10.1037/h0070288', type: 'journal-article', title: 'On memory and the motivation of recollection', authors: [{ given: 'W.', family: 'James' }], container: 'Psychological Review', publisher: 'APA', issued: [1894], language: 'en' }),
]

export type TCrossrefFake = { app: Hono; requests: { params: URLSearchParams; userAgent: string | undefined }[]; fail: number | null }

export function createCrossrefFake(items: TCrossrefItem[] = CROSSREF_ITEMS): TCrossrefFake {
  const fake: TCrossrefFake = { app: new Hono(), requests: [], fail: null }
  // GET /works/{doi}: one work ("message-type": "work"), or Crossref's plain-text 404 for a DOI it does not know.
  fake.app.get('/works/:doi{.+}', (c) => {
    fake.requests.push({ params: new URL(c.req.url).searchParams, userAgent: c.req.header('user-agent') })
    if (fake.fail) return c.text('Internal Server Error', fake.fail as 500)
    const doi = decodeURIComponent(c.req.param('doi')).toLowerCase()
    const found = items.find((it) => String(it.DOI).toLowerCase() === doi)
    if (!found) return c.text('Resource not found.', 404)
    return c.json({ status: 'ok', 'message-type': 'work', 'message-version': '1.0.0', message: found })
  })
  fake.app.get('/works', (c) => {
    const params = new URL(c.req.url).searchParams
    fake.requests.push({ params, userAgent: c.req.header('user-agent') })
    if (fake.fail) return c.text('Internal Server Error', fake.fail as 500)
    const rows = Number(params.get('rows') ?? '20')
    if (!Number.isInteger(rows) || rows < 0 || rows > 1000) {
      return c.json({ status: 'failed', 'message-type': 'validation-failure', message: [{ type: 'integer-not-valid', value: params.get('rows'), message: 'Integer specified as rows must be a positive integer less than or equal to 1000.' }] }, 400)
    }
    const query = (params.get('query.bibliographic') ?? '').toLowerCase()
    const words = query.split(/[^\p{L}\p{N}]+/u).filter((w) => w.length > 2)
    const scored = items
      .map((it) => ({ it, score: words.filter((w) => JSON.stringify([it.title, it.author, it['container-title']]).toLowerCase().includes(w)).length }))
      .filter((x) => x.score > 0)
      .sort((a, b) => b.score - a.score)
    const page = scored.slice(0, rows).map((x) => ({ ...x.it, score: x.score * 17.25 }))
    return c.json({
      status: 'ok',
      'message-type': 'work-list',
      'message-version': '1.0.0',
      message: {
        facets: {},
        'total-results': scored.length,
        items: page,
        'items-per-page': rows,
        query: { 'start-index': 0, 'search-terms': params.get('query.bibliographic') },
      },
    })
  })
  return fake
}
