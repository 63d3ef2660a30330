// The hand-judged relevance set (issue 34 item 1; tests/fixtures/source-relevance-set.ts): the real reference search over
// the shipped catalogue for every judged topic with its outline. Of the sources a student is shown, at least 80 % must be
// ones judged relevant (micro-average over the set); a topic the catalogue has nothing on is shown nothing at all (the
// step then says «Не нашли подходящих источников» — any record shown there is filler by definition); and the outside
// review's «Влияние социальных сетей на успеваемость студентов» is not offered Berger–Luckmann, Castells, Merton or
// Coleman. Among equally relevant works the newer comes first.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testDb, type TestDb } from '../../tests/helpers/test-db'
import { RELEVANCE_SET, sourceKey } from '../../tests/fixtures/source-relevance-set'
import { ZSourceRecord } from '../../domain/sources/reference'
import { REFERENCES_PAGE } from '../../domain/sources/search-note'
import { createLocalCatalogue } from './local-catalogue'
import type { SourcesPort, TSourceHit } from './port'
import { findReferences } from './find-references'

const PRECISION_MIN = 0.8

let t: TestDb
let sources: SourcesPort
beforeAll(async () => {
  t = await testDb()
  sources = createLocalCatalogue(t.db)
}, 120_000)
afterAll(async () => {
  await t.dispose()
})

const shownFor = async (work: { topic: string; chapters: string[] }) => (await findReferences(sources, work)).slice(0, REFERENCES_PAGE)

describe('the hand-judged relevance set', () => {
  it('holds 30+ judged topics, 4+ of them ones the catalogue has nothing on', () => {
    expect(RELEVANCE_SET.length).toBeGreaterThanOrEqual(30)
    expect(RELEVANCE_SET.filter((w) => w.relevant.length === 0).length).toBeGreaterThanOrEqual(4)
  })

  it(`shows sources judged relevant: precision ≥ ${PRECISION_MIN} over the whole set`, async () => {
    let shown = 0
    let relevant = 0
    for (const work of RELEVANCE_SET) {
      const page = await shownFor(work)
      shown += page.length
      relevant += page.filter((f) => work.relevant.includes(sourceKey(f.hit.record))).length
    }
    expect(shown).toBeGreaterThanOrEqual(RELEVANCE_SET.length)
    expect(relevant / shown).toBeGreaterThanOrEqual(PRECISION_MIN)
  }, 120_000)

  it('shows nothing for a topic the catalogue has nothing on', async () => {
    for (const work of RELEVANCE_SET.filter((w) => w.relevant.length === 0)) {
      expect((await shownFor(work)).map((f) => sourceKey(f.hit.record)), work.topic).toEqual([])
    }
  }, 60_000)

  it('does not offer Berger–Luckmann, Castells, Merton or Coleman on social networks and students’ performance', async () => {
    const work = RELEVANCE_SET.find((w) => w.topic === 'Влияние социальных сетей на успеваемость студентов')!
    const authors = (await findReferences(sources, work)).flatMap((f) => f.hit.record.authors.map((a) => a.family))
    for (const name of ['Бергер', 'Лукман', 'Castells', 'Кастельс', 'Merton', 'Coleman']) expect(authors).not.toContain(name)
  })
})

describe('recency', () => {
  const hit = (id: string, title: string, year: number, score: number): TSourceHit => ({
    id,
    origin: 'catalogue',
    score,
    subject: 'psychology',
    record: ZSourceRecord.parse({ kind: 'book', authors: [{ family: 'Иванов', given: 'И. И.' }], title, year }),
  })
  const port = (hits: TSourceHit[]): SourcesPort => ({ searchSources: async () => hits })
  const work = { topic: 'Мотивация учебной деятельности студентов', chapters: [] }

  it('puts the newer of two equally relevant works first', async () => {
    const found = await findReferences(port([hit('catalogue:1', 'Мотивация и мотивы', 1975, 2), hit('catalogue:2', 'Мотивация человека', 2021, 1)]), work)
    expect(found.map((f) => f.hit.record.year)).toEqual([2021, 1975])
  })

  it('keeps a work naming more of the topic ahead of a newer one naming less', async () => {
    const found = await findReferences(port([hit('catalogue:1', 'Мотивация и мотивы', 2022, 1), hit('catalogue:2', 'Мотивация учебной деятельности', 1980, 1)]), work)
    expect(found.map((f) => f.hit.record.year)).toEqual([1980, 2022])
  })
})
