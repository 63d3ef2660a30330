// OpenAlex and Crossref adapters against local fakes that answer in the APIs' documented shapes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createOpenAlexFake } from '../../tests/fakes/openalex'
import { createCrossrefFake } from '../../tests/fakes/crossref'
import { startFake, type TRunningFake } from '../../tests/fakes/serve'
import { ProviderError } from '../adapters/http'
import { formatReference } from '../../domain/sources/gost'
import { createOpenAlexSources } from './openalex'
import { createCrossrefSources } from './crossref'
import type { TFetch } from '../adapters/http'
import { splitDisplayName } from './remote-http'

const openAlex = createOpenAlexFake()
const crossref = createCrossrefFake()
let oa: TRunningFake
let cr: TRunningFake

beforeAll(async () => {
  ;[oa, cr] = await Promise.all([startFake(openAlex.app), startFake(crossref.app)])
})
afterAll(async () => {
  await Promise.all([oa.close(), cr.close()])
})

/** A fetch that never answers, only gives up when the adapter's own time limit aborts it. */
const silent: TFetch = (_url, init) =>
  new Promise((_, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason as Error)))

describe('OpenAlex', () => {
  const sources = () => createOpenAlexSources({ baseUrl: oa.url, mailto: 'team@kampus.example' })

  it('searches /works with search, per-page and mailto, mapping authorships, source, biblio and DOI', async () => {
    const hits = await sources().searchSources({ query: 'tragedy of the commons', limit: 5 })
    const sent = openAlex.requests.at(-1)!
    expect(sent.get('search')).toBe('tragedy of the commons')
    expect(sent.get('per-page')).toBe('5')
    expect(sent.get('mailto')).toBe('team@kampus.example')
    expect(hits[0]).toMatchObject({ id: 'openalex:W2016447380', origin: 'openalex' })
    expect(hits[0]!.score).toBeGreaterThan(hits.at(-1)!.score - 1)
    expect(hits[0]!.record).toMatchObject({
      kind: 'article',
      authors: [{ family: 'Hardin', given: 'Garrett' }],
      title: 'The Tragedy of the Commons',
      year: 1968,
      container: 'Science',
      volume: '162',
      issue: '3859',
      pages: '1243–1248',
      doi: '10.1126/science.162.3859.1243',
      language: 'en',
    })
    expect(formatReference(hits[0]!.record)).toBe('Hardin, G. The Tragedy of the Commons / G. Hardin // Science. – 1968. – Vol. 162, no. 3859. – P. 1243–1248. – DOI 10.1126/science.162.3859.1243.')
  })

  it('maps books (publisher, not container), chapters and particles in family names', async () => {
    const hits = await sources().searchSources({ query: 'commons institutions', limit: 10 })
    const book = hits.find((h) => h.record.kind === 'book')!.record
    expect(book).toMatchObject({ title: 'Governing the Commons: The Evolution of Institutions for Collective Action', publisher: 'Cambridge University Press', authors: [{ family: 'Ostrom', given: 'Elinor' }] })
    expect(book.container).toBeUndefined()
    const chapter = hits.find((h) => h.record.kind === 'chapter')!.record
    expect(chapter.authors[0]).toEqual({ family: 'van der Berg', given: 'Anna' })
    expect(chapter.pages).toBe('1–24')
  })

  it('drops works without a title or from before 1900, and strips markup from titles', async () => {
    const hits = await sources().searchSources({ query: 'privacy deep learning', limit: 10 })
    expect(hits.map((h) => h.record.title)).toEqual(['Deep learning'])
  })

  it('filters by language on the server and keeps a Russian work’s landing page as its URL', async () => {
    const hits = await sources().searchSources({ query: 'институциональные ловушки реформы', language: 'ru', limit: 3 })
    expect(openAlex.requests.at(-1)!.get('filter')).toBe('language:ru')
    expect(hits.map((h) => h.record)).toEqual([
      expect.objectContaining({ title: 'Институциональные ловушки и экономические реформы', authors: [{ family: 'Полтерович', given: 'Виктор' }], language: 'ru', url: 'https://www.cemi.rssi.ru/emm/' }),
    ])
  })

  it('turns HTTP errors, non-JSON and silence into ProviderError in plain words', async () => {
    openAlex.fail = 503
    await expect(sources().searchSources({ query: 'commons', limit: 3 })).rejects.toThrow(/OpenAlex: ответил HTTP 503/)
    openAlex.fail = null
    await expect(createOpenAlexSources({ baseUrl: oa.url, fetchImpl: silent, timeoutMs: 50 }).searchSources({ query: 'commons', limit: 3 })).rejects.toThrow(
      'OpenAlex: не ответил вовремя',
    )
    const html: TFetch = async () => new Response('<html>oops</html>', { status: 200 })
    await expect(createOpenAlexSources({ baseUrl: oa.url, fetchImpl: html }).searchSources({ query: 'commons', limit: 3 })).rejects.toBeInstanceOf(ProviderError)
  })

  it('asks nothing for an empty query', async () => {
    const before = openAlex.requests.length
    expect(await sources().searchSources({ query: '   ', limit: 3 })).toEqual([])
    expect(openAlex.requests.length).toBe(before)
  })
})

describe('Crossref', () => {
  const sources = () => createCrossrefSources({ baseUrl: cr.url, mailto: 'team@kampus.example', appUrl: 'https://kampus.example' })

  it('sends query.bibliographic and rows, names the app and mailto in the User-Agent, maps the item', async () => {
    const hits = await sources().searchSources({ query: 'magical number seven', limit: 2 })
    const sent = crossref.requests.at(-1)!
    expect(sent.params.get('query.bibliographic')).toBe('magical number seven')
    expect(sent.params.get('rows')).toBe('2')
    expect(sent.params.get('mailto')).toBe('team@kampus.example')
    expect(sent.userAgent).toBe('Kampus/1.0 (https://kampus.example; mailto:team@kampus.example)')
    expect(hits[0]).toMatchObject({ id: 'crossref:10.1037/h0043158', origin: 'crossref' })
    expect(hits[0]!.record).toMatchObject({
      kind: 'article',
      authors: [{ family: 'Miller', given: 'George A.' }],
      year: 1956,
      container: 'Psychological Review',
      volume: '63',
      issue: '2',
      pages: '81-97',
      doi: '10.1037/h0043158',
      language: 'en',
    })
    expect(formatReference(hits[0]!.record)).toContain('// Psychological Review. – 1956. – Vol. 63, no. 2. – P. 81–97. – DOI 10.1037/h0043158.')
  })

  it('maps monographs with publisher and place, drops works before 1900', async () => {
    const hits = await sources().searchSources({ query: 'motivation', limit: 10 })
    const book = hits.find((h) => h.record.kind === 'book')!.record
    expect(book).toMatchObject({ title: 'Intrinsic Motivation and Self-Determination in Human Behavior', publisher: 'Springer US', city: 'Boston, MA', year: 1985 })
    expect(formatReference(book)).toBe(
      'Deci, E. L. Intrinsic Motivation and Self-Determination in Human Behavior / E. L. Deci, R. M. Ryan. – Boston, MA : Springer US, 1985. – DOI 10.1007/978-1-4899-2271-7.',
    )
    expect(hits.some((h) => h.record.year < 1900)).toBe(false)
  })

  it('filters by language itself, guessing Russian from a Cyrillic title; organisations become authors', async () => {
    const hits = await sources().searchSources({ query: 'мотивация труда motivation', language: 'ru', limit: 5 })
    expect(hits.map((h) => h.record.title)).toEqual(['Мотивация труда и эффективность организации'])
    expect(hits[0]!.record.authors).toEqual([
      { family: 'Петров', given: 'Иван' },
      { family: 'Центр исследований мотивации', given: '' },
    ])
  })

  it('reports HTTP errors and a foreign body shape as ProviderError', async () => {
    crossref.fail = 500
    await expect(sources().searchSources({ query: 'memory', limit: 3 })).rejects.toThrow(/Crossref: ответил HTTP 500/)
    crossref.fail = null
    const odd: TFetch = async () => Response.json({ status: 'failed', message: 'nope' })
    await expect(createCrossrefSources({ baseUrl: cr.url, fetchImpl: odd }).searchSources({ query: 'memory', limit: 3 })).rejects.toThrow('Crossref: ответ без списка message.items')
  })
})

describe('splitDisplayName', () => {
  it.each([
    ['Geoffrey E. Hinton', { family: 'Hinton', given: 'Geoffrey E.' }],
    ['Robert Van Gulick', { family: 'Van Gulick', given: 'Robert' }],
    ['Ludwig van Beethoven', { family: 'van Beethoven', given: 'Ludwig' }],
    ['Aristotle', { family: 'Aristotle', given: '' }],
  ])('%s', (name, parts) => {
    expect(splitDisplayName(name)).toEqual(parts)
  })
})
