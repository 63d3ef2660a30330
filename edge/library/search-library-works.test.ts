// Library search's typo path against a real database (PGlite, or TEST_DATABASE_URL): words corrected through the
// dictionary of library_search_words, the dictionary following inserts, updates and deletes, and hostile input.
import { readFile, readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testDb, type TestDb } from '../../tests/helpers/test-db'
import { asService } from '../db/port'
import { importLibraryWorks } from './import-library-works'
import { searchLibraryWorks } from '../catalog/search-library-works'

const FIXTURES = join(process.cwd(), 'tests', 'fixtures', 'library')

let t: TestDb
beforeAll(async () => {
  t = await testDb()
  for (const name of (await readdir(FIXTURES)).sort()) {
    const report = await importLibraryWorks({ db: t.db, text: await readFile(join(FIXTURES, name), 'utf8') })
    expect(report.refused, name).toEqual([])
  }
})
afterAll(() => t.dispose())

const search = (q: string, page?: number) => searchLibraryWorks({ db: t.db, q, page })
const slugs = async (q: string) => (await search(q)).works.map((w) => w.slug)
const uses = async (word: string) => {
  const [row] = await asService(t.db, (tx) => tx.query<{ works: number }>(`select works from public.library_search_words where word = $1`, [word]))
  return row?.works ?? 0
}
const sql = (text: string, params: unknown[] = []) => asService(t.db, (tx) => tx.query(text, params))

describe('typos', () => {
  it('corrects a typo in one word of several and keeps the other words', async () => {
    const result = await search('период маятнека')
    expect(result.byTypo).toBe(true)
    expect(result.works.map((w) => w.slug).sort()).toEqual(['fiz-dlina-mayatnika-po-periodu', 'fiz-period-mayatnika-2-5-m'])
  })

  it('corrects two typos at once', async () => {
    const result = await search('перод маятнека')
    expect(result.byTypo).toBe(true)
    expect(result.works.map((w) => w.slug).sort()).toEqual(['fiz-dlina-mayatnika-po-periodu', 'fiz-period-mayatnika-2-5-m'])
  })

  it('a word near no word of the library finds nothing (the page shows its empty message), alone or among real words', async () => {
    expect(await search('квазибубль')).toMatchObject({ works: [], total: 0, byTypo: false })
    expect(await search('шмяк')).toMatchObject({ works: [], total: 0, byTypo: false })
    // Among known words the unknown one is left out: the works of the others, flagged as not exact.
    const mixed = await search('маятник квазибубль')
    expect(mixed.byTypo).toBe(true)
    expect(mixed.works.map((w) => w.slug)).toContain('fiz-period-mayatnika-2-5-m')
  })

  it('words that are each known but never together find the works with any of them', async () => {
    const result = await search('маятника водорода')
    expect(result.byTypo).toBe(true)
    expect(result.works.map((w) => w.slug)).toEqual(expect.arrayContaining(['fiz-period-mayatnika-2-5-m', 'him-massa-vody-iz-vodoroda']))
  })

  it('exact words still take the full-text path', async () => {
    expect((await search('период маятника')).byTypo).toBe(false)
  })
})

describe('the dictionary follows the works', () => {
  const insert = (slug: string, title: string, published = true) =>
    sql(
      `insert into public.library_works (type_id, subject_id, slug, level, title, task, short_answer, answer, published)
       values (1, (select id from public.subjects where slug = 'physics'), $1, 'school', $2, 'Условие задачи про тело', 'Начало', 'Полное решение', $3)`,
      [slug, title, published],
    )

  it('insert, update of the title, unpublishing and delete', async () => {
    const before = await uses('задачи')
    await insert('dict-giperboloid', 'Гиперболоид инженера')
    expect(await uses('гиперболоид')).toBe(1)
    expect(await uses('задачи')).toBe(before + 1)
    expect(await slugs('гиперболоед')).toEqual(['dict-giperboloid'])

    await insert('dict-giperboloid-2', 'Второй гиперболоид')
    expect(await uses('гиперболоид')).toBe(2)

    await sql(`update public.library_works set title = 'Эллипсоид вращения' where slug = 'dict-giperboloid'`)
    expect(await uses('гиперболоид')).toBe(1)
    expect(await uses('эллипсоид')).toBe(1)
    expect(await slugs('элипсоид')).toEqual(['dict-giperboloid'])

    // The view counter's updates leave the dictionary alone; unpublishing takes the work's words away.
    await sql(`update public.library_works set views = views + 1 where slug like 'dict-%'`)
    expect(await uses('эллипсоид')).toBe(1)
    await sql(`update public.library_works set published = false where slug = 'dict-giperboloid'`)
    expect(await uses('эллипсоид')).toBe(0)
    expect(await slugs('элипсоид')).toEqual([])
    await sql(`update public.library_works set published = true where slug = 'dict-giperboloid'`)
    expect(await uses('эллипсоид')).toBe(1)

    await sql(`delete from public.library_works where slug like 'dict-%'`)
    expect(await uses('гиперболоид')).toBe(0)
    expect(await uses('эллипсоид')).toBe(0)
    expect(await uses('задачи')).toBe(before)
    expect(await slugs('гиперболоед')).toEqual([])
  })

  it('an unpublished work adds no words', async () => {
    await insert('dict-hidden', 'Тороид скрытый', false)
    expect(await uses('тороид')).toBe(0)
    await sql(`delete from public.library_works where slug = 'dict-hidden'`)
  })

  it('holds exactly the words of the published titles and tasks, with their counts', async () => {
    const drift = await sql(
      `with want as (
         select w as word, count(*)::int as works
           from public.library_works r cross join lateral public.library_search_words_of(r.title, r.task) w
          where r.published group by w)
       select * from ((select * from want except select * from public.library_search_words)
                      union all (select * from public.library_search_words except select * from want)) d`,
    )
    expect(drift).toEqual([])
  })
})

describe('bad input', () => {
  it('cuts the query to 200 characters before correcting it', async () => {
    const result = await search(`маятнек ${'о'.repeat(300)} водарода`)
    expect(result.query).toHaveLength(200)
    expect(result.works.map((w) => w.slug)).toContain('fiz-period-mayatnika-2-5-m')
    expect(result.works.map((w) => w.slug)).not.toContain('him-massa-vody-iz-vodoroda')
  })

  it.each([
    ['quotes', `"маятник' "период`],
    ['operators', 'маятник & !период | (водород <-> :*) -"" OR or AND'],
    ['backslashes', '\\\\маятник\\ \\"\\\''],
    ['tsquery syntax', "'маятник':* & 'период':AB"],
    ['10 000 characters', 'маятнек '.repeat(1250)],
    ['only punctuation', '!@#$%^&*()_+-=[]{};:\'",.<>/?\\|`~«»—…'],
    ['a NUL and control characters', 'маят\u0000ник\u0001\u001f'],
    ['a lone surrogate', 'маятник \ud800'],
    ['SQL', "'; drop table public.library_works; --"],
    ['many words', Array.from({ length: 100 }, (_, i) => `слово${i}`).join(' ')],
  ])('%s never throw', async (_, q) => {
    const result = await search(q)
    expect(result.query.length).toBeLessThanOrEqual(200)
    expect(Array.isArray(result.works)).toBe(true)
    expect(await search(q, 3)).toMatchObject({ page: 3 })
  })

  it('finds the work through quotes and operators around a real word', async () => {
    expect(await slugs('"маятника"')).toContain('fiz-period-mayatnika-2-5-m')
    expect(await slugs('маятнека!!!')).toContain('fiz-period-mayatnika-2-5-m')
  })
})
