// The sources factory: local by default, remote first when configured, merged and de-duplicated,
// and still answering from the local catalogue when the remote API fails.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { testDb, type TestDb } from '../../tests/helpers/test-db'
import { createOpenAlexFake } from '../../tests/fakes/openalex'
import { createCrossrefFake } from '../../tests/fakes/crossref'
import { startFake, type TRunningFake } from '../../tests/fakes/serve'
import { ZSourceRecord } from '../../domain/sources/reference'
import { readSettings, SettingsError } from '../settings'
import type { Caller } from '../db/port'
import { createSources } from './create-sources'
import { insertUserSource } from '../../tests/helpers/user-sources'
import { mergeSourceHits } from './merge'
import type { TSourceHit } from './port'

const ANNA = '00000000-0000-4000-8000-00000000b001'
const anna: Caller = { role: 'authenticated', userId: ANNA }
const openAlex = createOpenAlexFake()
const crossref = createCrossrefFake()
let t: TestDb
let oa: TRunningFake
let cr: TRunningFake

beforeAll(async () => {
  ;[t, oa, cr] = await Promise.all([testDb(), startFake(openAlex.app), startFake(crossref.app)])
  await t.db.query(`insert into public.users (id, name) values ($1, 'Анна')`, [ANNA])
  // Anna's own copy of a catalogue book (spelled a little differently) and a source only she has.
  await insertUserSource(t.db, anna, { kind: 'book', authors: [{ family: 'Выготский', given: 'Лев Семёнович' }], title: 'МЫШЛЕНИЕ И РЕЧЬ.', year: 1934 })
  await insertUserSource(t.db, anna, { kind: 'article', authors: [{ family: 'Анна', given: '' }], title: 'Мои заметки о мышлении подростков', year: 2024 })
}, 120_000)
afterAll(async () => {
  await Promise.all([t.dispose(), oa.close(), cr.close()])
})

const settings = (env: Record<string, string>) => readSettings({ OPENALEX_BASE_URL: oa.url, CROSSREF_BASE_URL: cr.url, SOURCES_MAILTO: 'team@kampus.example', ...env })

describe('settings', () => {
  it('default to the local catalogue and the real API hosts, and name a bad provider', () => {
    const s = readSettings({})
    expect([s.SOURCES_PROVIDER, s.OPENALEX_BASE_URL, s.CROSSREF_BASE_URL, s.SOURCES_MAILTO]).toEqual(['local', 'https://api.openalex.org', 'https://api.crossref.org', undefined])
    expect(() => readSettings({ SOURCES_PROVIDER: 'google' })).toThrow(SettingsError)
    expect(() => readSettings({ SOURCES_MAILTO: 'not-an-email' })).toThrow(/SOURCES_MAILTO: ожидается адрес e-mail/)
  })
})

describe('createSources', () => {
  it('by default: the student’s own sources, then the catalogue, one entry per work, no remote calls', async () => {
    const before = openAlex.requests.length + crossref.requests.length
    const hits = await createSources(settings({}), t.db).searchSources({ query: 'мышление и речь, психология', limit: 5, caller: anna })
    expect(hits[0]).toMatchObject({ origin: 'user', record: { title: 'МЫШЛЕНИЕ И РЕЧЬ.' } })
    expect(hits.filter((h) => h.record.year === 1934 && /мышление и речь/i.test(h.record.title))).toHaveLength(1)
    expect(hits.some((h) => h.origin === 'catalogue')).toBe(true)
    expect(openAlex.requests.length + crossref.requests.length).toBe(before)
    // A guest sees the catalogue's copy, not Anna's.
    const guest = await createSources(settings({}), t.db).searchSources({ query: 'мышление речь', limit: 5 })
    expect(guest[0]).toMatchObject({ origin: 'catalogue', record: { title: 'Мышление и речь' } })
    expect(guest.some((h) => h.origin === 'user')).toBe(false)
  })

  it('with OpenAlex: remote hits first, the catalogue’s copy of the same DOI dropped, limit kept', async () => {
    const hits = await createSources(settings({ SOURCES_PROVIDER: 'openalex' }), t.db).searchSources({ query: 'tragedy of the commons', limit: 4, caller: anna })
    expect(hits[0]).toMatchObject({ origin: 'openalex', record: { doi: '10.1126/science.162.3859.1243' } })
    expect(hits.filter((h) => h.record.doi === '10.1126/science.162.3859.1243')).toHaveLength(1)
    expect(hits.length).toBeLessThanOrEqual(4)
    expect(openAlex.requests.at(-1)!.get('mailto')).toBe('team@kampus.example')
  })

  it('with Crossref: remote first, then local hits; a shared DOI appears once', async () => {
    const hits = await createSources(settings({ SOURCES_PROVIDER: 'crossref' }), t.db).searchSources({ query: 'theory of human motivation', limit: 10 })
    expect(hits[0]!.origin).toBe('crossref')
    expect(hits.filter((h) => h.record.doi === '10.1037/h0054346')).toHaveLength(1)
    expect(hits.some((h) => h.origin === 'catalogue')).toBe(true)
    const firstLocal = hits.findIndex((h) => h.origin !== 'crossref')
    expect(hits.slice(firstLocal).every((h) => h.origin !== 'crossref')).toBe(true)
  })

  it('falls back to local sources when the remote API fails, and logs why', async () => {
    openAlex.fail = 503
    const warn = vi.fn()
    const hits = await createSources(settings({ SOURCES_PROVIDER: 'openalex' }), t.db, undefined, { log: { warn } }).searchSources({ query: 'tragedy of the commons', limit: 3 })
    openAlex.fail = null
    expect(hits[0]).toMatchObject({ origin: 'catalogue', record: { title: 'The Tragedy of the Commons' } })
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('remote search failed'), expect.objectContaining({ provider: 'openalex', error: expect.stringContaining('HTTP 503') }))
  })
})

describe('mergeSourceHits', () => {
  const hit = (id: string, record: Record<string, unknown>): TSourceHit => ({
    id,
    origin: 'catalogue',
    score: 1,
    record: ZSourceRecord.parse({ kind: 'book', year: 2000, ...record }),
  })

  it('keeps the first of works sharing a DOI or a title and year, and keeps different years apart', () => {
    const merged = mergeSourceHits(
      [
        [hit('a', { title: 'Ёлка: история', doi: '10.1000/x' })],
        [hit('b', { title: 'Другая', doi: '10.1000/X' }), hit('c', { title: 'елка — история!' }), hit('d', { title: 'Ёлка: история', year: 2010 })],
      ],
      10,
    )
    expect(merged.map((h) => h.id)).toEqual(['a', 'd'])
  })

  it('stops at the limit', () => {
    expect(mergeSourceHits([[hit('a', { title: 'A' }), hit('b', { title: 'B' }), hit('c', { title: 'C' })]], 2).map((h) => h.id)).toEqual(['a', 'b'])
  })
})
