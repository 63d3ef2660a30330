// The seeded catalogue and the student's own sources on a real database (PGlite, or Postgres with TEST_DATABASE_URL).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testDb, type TestDb } from '../../tests/helpers/test-db'
import { asCaller, type Caller } from '../db/port'
import { formatReference } from '../../domain/sources/gost'
import { SOURCE_SUBJECTS } from '../../domain/sources/subjects'
import { createLocalCatalogue } from './local-catalogue'
import { createUserSources } from './user-sources'
import { insertUserSource } from '../../tests/helpers/user-sources'
import { RECORD_COLUMNS, rowToRecord, type TRecordRow } from './rows'

const ANNA = '00000000-0000-4000-8000-00000000a001'
const BORIS = '00000000-0000-4000-8000-00000000a002'
const anna: Caller = { role: 'authenticated', userId: ANNA }
const boris: Caller = { role: 'authenticated', userId: BORIS }

let t: TestDb
beforeAll(async () => {
  t = await testDb()
  await t.db.query(`insert into public.users (id, name) values ($1, 'Анна'), ($2, 'Борис')`, [ANNA, BORIS])
}, 120_000)
afterAll(async () => {
  await t.dispose()
})

describe('seeded catalogue', () => {
  it('holds 150+ records over every subject, each a valid record that formats per GOST', async () => {
    const rows = await t.db.query<TRecordRow & { subject: string }>(`select subject, ${RECORD_COLUMNS} from public.source_catalogue`)
    expect(rows.length).toBeGreaterThanOrEqual(150)
    for (const subject of Object.keys(SOURCE_SUBJECTS)) expect(rows.filter((r) => r.subject === subject).length, subject).toBeGreaterThanOrEqual(8)
    for (const row of rows) {
      const record = rowToRecord(row)
      expect(record, row.title).not.toBeNull()
      expect(formatReference(record!)).toMatch(/\.$/)
    }
    expect(rows.filter((r) => r.language === 'ru').length).toBeGreaterThanOrEqual(60)
  })

  it('is readable by guests and writable only by the service role', async () => {
    const [row] = await asCaller(t.db, { role: 'anon' }, (tx) => tx.query<{ n: number }>(`select count(*)::int as n from public.source_catalogue`))
    expect(row!.n).toBeGreaterThanOrEqual(150)
    await expect(
      asCaller(t.db, anna, (tx) => tx.query(`insert into public.source_catalogue (subject, kind, title, year) values ('history', 'book', 'Подделка', 2000)`)),
    ).rejects.toThrow(/permission denied/)
    await expect(asCaller(t.db, anna, (tx) => tx.query(`delete from public.source_catalogue`))).rejects.toThrow(/permission denied/)
    const [added] = await asCaller(t.db, { role: 'service_role' }, (tx) =>
      tx.query<{ id: string }>(`insert into public.source_catalogue (subject, kind, title, year) values ('history', 'book', 'Служебная запись', 2001) returning id::text`),
    )
    await t.db.query(`delete from public.source_catalogue where id = $1`, [added!.id])
  })
})

describe('local catalogue search', () => {
  const catalogue = () => createLocalCatalogue(t.db)

  it('ranks records of the query’s subject first (Russian query)', async () => {
    const hits = await catalogue().searchSources({ query: 'экономический рост и институты', limit: 6 })
    expect(hits.length).toBe(6)
    expect(hits.map((h) => h.subject)).toEqual(Array(6).fill('economics'))
    expect(hits[0]!.score).toBeGreaterThanOrEqual(hits[5]!.score)
    expect(hits[0]!.id).toMatch(/^catalogue:\d+$/)
  })

  it('finds the psychology of motivation, with the exact book first', async () => {
    const hits = await catalogue().searchSources({ query: 'мотивация и мотивы личности', limit: 5 })
    expect(hits[0]!.record).toMatchObject({ title: 'Мотивация и мотивы', authors: [{ family: 'Ильин', given: 'Е. П.' }], city: 'Санкт-Петербург', publisher: 'Питер', year: 2000 })
    expect(hits.slice(0, 2).map((h) => h.subject)).toEqual(['psychology', 'psychology'])
  })

  it('stems English queries and matches authors', async () => {
    const capital = await catalogue().searchSources({ query: 'social capital', limit: 3 })
    expect(capital.slice(0, 2).map((h) => h.record.title)).toEqual(['Social Capital in the Creation of Human Capital', "Bowling Alone: America's Declining Social Capital"])
    const vygotsky = await catalogue().searchSources({ query: 'Выготский', limit: 3 })
    expect(vygotsky[0]!.record.title).toBe('Мышление и речь')
  })

  it('puts the requested subject first and filters by language', async () => {
    const law = await catalogue().searchSources({ query: 'теория', subject: 'law', limit: 5 })
    const subjects = law.map((h) => h.subject)
    expect(subjects.slice(0, 2)).toEqual(['law', 'law'])
    expect(subjects.lastIndexOf('law')).toBeLessThan(subjects.findIndex((s) => s !== 'law'))
    const plain = await catalogue().searchSources({ query: 'теория', limit: 5 })
    expect(plain.map((h) => h.subject)).not.toEqual(subjects)
    const english = await catalogue().searchSources({ query: 'мотивация motivation', language: 'en', limit: 10 })
    expect(english.length).toBeGreaterThan(0)
    expect(english.every((h) => h.record.language === 'en')).toBe(true)
  })

  it('returns nothing for a query without words, and survives stop words and punctuation', async () => {
    expect(await catalogue().searchSources({ query: ' !!! ', limit: 5 })).toEqual([])
    expect(await catalogue().searchSources({ query: 'и на в', limit: 5 })).toEqual([])
    const odd = await catalogue().searchSources({ query: "O'Brien & (C60) | buckminsterfullerene:*", limit: 5 })
    expect(odd[0]!.record.title).toBe('C60: Buckminsterfullerene')
  })
})

describe('the student’s own sources', () => {
  it('are written by their owner and found only by their owner', async () => {
    const { id } = await insertUserSource(
      t.db,
      anna,
      { kind: 'book', authors: [{ family: 'Ключевский', given: 'В. О.' }], title: 'Курс русской истории', subtitle: 'лекции', city: 'Москва', publisher: 'Мысль', year: 1987 },
      { path: `sources/${ANNA}/kluchevsky.pdf`, name: 'kluchevsky.pdf', size: 1024 },
    )
    const own = createUserSources(t.db)
    const mine = await own.searchSources({ query: 'русская история', limit: 5, caller: anna })
    expect(mine.map((h) => [h.id, h.origin, h.record.title])).toEqual([[`user:${id}`, 'user', 'Курс русской истории']])
    expect(await own.searchSources({ query: 'русская история', limit: 5, caller: boris })).toEqual([])
    expect(await own.searchSources({ query: 'русская история', limit: 5, caller: { role: 'anon' } })).toEqual([])
    const seenByBoris = await asCaller(t.db, boris, (tx) => tx.query(`select id from public.user_sources`))
    expect(seenByBoris).toEqual([])
    // Boris cannot plant a source in Anna's list.
    await expect(
      asCaller(t.db, boris, (tx) => tx.query(`insert into public.user_sources (user_id, authors, title, year) values ($1, '[{"family":"X","given":""}]', 'Чужое', 2000)`, [ANNA])),
    ).rejects.toThrow(/row-level security/)
  })
})
