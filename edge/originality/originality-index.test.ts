// The originality index on a real database (PGlite, or TEST_DATABASE_URL): texts in, a check out — a copied library
// work is named with its page and the copied fragment, a client's text only as «другая работа сервиса», the checker's own
// texts and the text's own entry never count, re-indexing the same text changes nothing, and clients cannot read the index.
import { readFile } from 'node:fs/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLogger } from '../log'
import { importLibraryWorks } from '../library/import-library-works'
import { backfillOriginality } from './backfill-originality'
import { originalityIndexJob } from './originality-jobs'
import { testDb, type TestDb } from '../../tests/helpers/test-db'
import { asCaller, asService } from '../db/port'
import { indexText, unindexText } from './index-text'
import { checkText, PRIVATE_SOURCE_TITLE } from './check-text'
import { INFLATION, PETERSBURG, SOCIAL_NETWORKS, SOCIAL_NETWORKS_INDEPENDENT, URBAN_ECOLOGY } from '../../tests/fixtures/originality-corpus'

let t: TestDb
beforeAll(async () => {
  t = await testDb()
})
afterAll(() => t.dispose())

const service = <T>(fn: Parameters<typeof asService<T>>[1]) => asService(t.db, fn)
const words = (s: string) => s.split(/\s+/).filter(Boolean)
/** The first `share` of a text's words, cut at a sentence end, and the rest of another. */
function mix(copied: string, own: string, share: number): { text: string; copiedPart: string } {
  const sentences = copied.match(/[^.!?]+[.!?]+\s*/g)!
  let part = ''
  for (const s of sentences) {
    if (words(part).length >= share * 0.5 * (words(copied).length + words(own).length)) break
    part += s
  }
  const ownWords = words(own)
  const ownPart = ownWords.slice(0, Math.round((words(part).length * (1 - share)) / share)).join(' ')
  return { text: `${ownPart}\n\n${part.trim()}`, copiedPart: part.trim() }
}

describe('the originality index', () => {
  beforeAll(async () => {
    await service(async (tx) => {
      await indexText(tx, { kind: 'library_work', sourceId: '900001', ownerKey: null, title: 'Инфляция', path: '/biblioteka/referat/economics/inflyaciya/', text: INFLATION })
      await indexText(tx, { kind: 'library_work', sourceId: '900002', ownerKey: null, title: 'Экология города', path: '/biblioteka/referat/ecology/ekologiya/', text: URBAN_ECOLOGY })
      await indexText(tx, { kind: 'text_work', sourceId: '900003', ownerKey: 'u:00000000-0000-4000-8000-000000000001', title: 'Петербург', path: null, text: PETERSBURG })
    })
  })

  it('names a copied library work with its page and the copied fragment, and scores the rest as original', async () => {
    const { text, copiedPart } = mix(INFLATION, SOCIAL_NETWORKS, 0.4)
    const report = await service((tx) => checkText(tx, { text, ownerKey: 'u:00000000-0000-4000-8000-000000000009' }))
    expect(report.originality).toBeGreaterThanOrEqual(55)
    expect(report.originality).toBeLessThanOrEqual(65)
    expect(report.sources).toEqual([{ title: 'Инфляция', path: '/biblioteka/referat/economics/inflyaciya/', share: expect.any(Number) }])
    const covered = report.fragments.map((f) => text.slice(f.start, f.end)).join(' ')
    // The fragments lie in the copied part and cover nearly all of it.
    expect(text.indexOf(report.fragments[0]!.excerpt.slice(0, 40))).toBeGreaterThanOrEqual(text.indexOf(copiedPart) - 1)
    expect(words(covered).length).toBeGreaterThan(words(copiedPart).length * 0.9)
    expect(report.fragments.every((f) => f.sources.includes(0))).toBe(true)
  })

  it('names a client text only as another work of the service, and never counts the checker own texts', async () => {
    const { text } = mix(PETERSBURG, SOCIAL_NETWORKS, 0.5)
    const stranger = await service((tx) => checkText(tx, { text, ownerKey: 'u:00000000-0000-4000-8000-000000000009' }))
    expect(stranger.sources).toEqual([{ title: PRIVATE_SOURCE_TITLE, path: null, share: expect.any(Number) }])
    expect(stranger.originality).toBeLessThan(60)
    const owner = await service((tx) => checkText(tx, { text, ownerKey: 'u:00000000-0000-4000-8000-000000000001' }))
    expect(owner).toMatchObject({ originality: 100, sources: [], fragments: [] })
    // A text is never a match of its own entry (an earlier version of the same order).
    const self = await service((tx) => checkText(tx, { text: PETERSBURG, ownerKey: 'u:00000000-0000-4000-8000-000000000009', self: { kind: 'text_work', sourceId: '900003' } }))
    expect(self.originality).toBe(100)
  })

  it('scores an independently written text on the same topic as original', async () => {
    await service((tx) => indexText(tx, { kind: 'library_work', sourceId: '900004', ownerKey: null, title: 'Соцсети', path: '/biblioteka/x/y/z/', text: SOCIAL_NETWORKS }))
    const report = await service((tx) => checkText(tx, { text: SOCIAL_NETWORKS_INDEPENDENT, ownerKey: null }))
    expect(report.originality).toBeGreaterThanOrEqual(95)
  })

  it('indexes the same text once, replaces a changed one and takes a removed one out', async () => {
    const count = () => service(async (tx) => (await tx.query<{ n: number }>(`select count(*)::int as n from private.originality_fingerprints f join private.originality_documents d on d.id = f.document_id where d.source_id = '900005'`))[0]!.n)
    const all = () => service(async (tx) => (await tx.query<{ n: number }>(`select count(*)::int as n from private.originality_fingerprints`))[0]!.n)
    const input = { kind: 'text_work' as const, sourceId: '900005', ownerKey: 'g:guest-one', title: 'x', path: null }
    expect(await service((tx) => indexText(tx, { ...input, text: URBAN_ECOLOGY }))).toBe(true)
    const first = await count()
    expect(first).toBeGreaterThan(10)
    expect(await service((tx) => indexText(tx, { ...input, text: URBAN_ECOLOGY }))).toBe(false)
    const before = await all()
    expect(await service((tx) => indexText(tx, { ...input, text: INFLATION }))).toBe(true)
    expect(await service((tx) => tx.query(`select 1 from private.originality_documents where source_id = '900005'`))).toHaveLength(1)
    await service((tx) => unindexText(tx, 'text_work', '900005'))
    // Every fingerprint row of the document went with it (there is no foreign key to cascade).
    expect(await all()).toBe(before - first)
  })

  it('gives clients nothing of the index', async () => {
    for (const table of ['private.originality_documents', 'private.originality_fingerprints']) {
      await expect(asCaller(t.db, { role: 'authenticated', userId: '00000000-0000-4000-8000-000000000001' }, (tx) => tx.query(`select * from ${table}`))).rejects.toThrow(/permission denied/)
      await expect(asCaller(t.db, { role: 'anon' }, (tx) => tx.query(`select * from ${table}`))).rejects.toThrow(/permission denied/)
    }
  })
})

describe('the backfill', () => {
  it('queues the finished texts the index lacks, once, and the index job then holds them', async () => {
    await importLibraryWorks({ db: t.db, text: await readFile('tests/fixtures/library/physics.jsonl', 'utf8') })
    // As if the works were there before the index: their import's jobs are gone.
    await service((tx) => tx.query(`delete from private.jobs where name = 'originality-index'`))
    const works = await service(async (tx) => (await tx.query<{ n: number }>(`select count(*)::int as n from public.library_works where published`))[0]!.n)
    const queued = await backfillOriginality(t.db)
    expect(queued.library_work).toBe(works)
    const jobs = await service((tx) => tx.query<{ payload: { kind: string; sourceIds: string[] } }>(`select payload from private.jobs where name = 'originality-index'`))
    expect(jobs.flatMap((j) => j.payload.sourceIds)).toHaveLength(works)
    for (const j of jobs) await originalityIndexJob.handler(j.payload as never, { db: t.db, jobId: '0', attempt: 1, log: createLogger('silent') })
    expect((await backfillOriginality(t.db)).library_work).toBe(0)
  })
})
