// The library against a real database (PGlite, or TEST_DATABASE_URL): import, search, lists, work pages, slug moves,
// views, and that a guest can never read the full answer.
import { readFile, readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testDb, type TestDb } from '../../tests/helpers/test-db'
import { asCaller, asService, type Tx } from '../db/port'
import { createLogger } from '../log'
import { importLibraryWorks } from './import-library-works'
import { SEARCH_RANK_CAP, searchLibraryWorks } from '../catalog/search-library-works'
import { listLibraryWorks } from './list-library-works'
import { getLibraryWork } from './get-library-work'
import { createRelatedWorksMemo } from './related-works-memo'
import { getLibraryOverview } from './get-library-overview'
import { createViewCounter } from './view-counter'
import { loadLibraryContent } from './load-library-content.server'

const FIXTURES = join(process.cwd(), 'tests', 'fixtures', 'library')
const fixture = (name: string) => readFile(join(FIXTURES, name), 'utf8')

/** A valid row of the format with a given slug (and optional changes), a history text filed as an economics problem, so it stays out of the physics results. */
async function rowLike(slug: string, change: Record<string, unknown> = {}) {
  const base = JSON.parse((await fixture('history.jsonl')).split('\n')[0]!) as Record<string, unknown>
  return JSON.stringify({ ...base, slug, type: 'zadachi', subject: 'economics', ...change })
}

let t: TestDb
beforeAll(async () => {
  t = await testDb()
  for (const name of (await readdir(FIXTURES)).sort()) {
    const report = await importLibraryWorks({ db: t.db, text: await fixture(name) })
    expect(report.refused, name).toEqual([])
  }
})
afterAll(() => t.dispose())

describe('import', () => {
  it('re-running a file changes nothing and says so', async () => {
    const report = await importLibraryWorks({ db: t.db, text: await fixture('physics.jsonl') })
    expect(report).toMatchObject({ total: 4, inserted: 0, updated: 0, unchanged: 4, refused: [] })
  })

  it('reports refused rows with their line and a Russian reason, and writes only the good ones', async () => {
    const lines = [
      await rowLike('imp-good-one'),
      await rowLike('imp-good-one', { title: 'Тот же адрес второй раз, другое название задачи' }),
      JSON.stringify({ ...JSON.parse(await rowLike('imp-no-task')), task: undefined }),
      '{не json',
      await rowLike('imp-unknown-subject', { subject: 'alchemy' }),
    ]
    const progress: number[] = []
    const report = await importLibraryWorks({ db: t.db, text: lines.join('\n') + '\n', onProgress: (done) => progress.push(done) })
    expect(report.inserted).toBe(1)
    expect(report.refused).toEqual([
      { line: 2, slug: 'imp-good-one', reason: 'Slug «imp-good-one» уже встречался в строке 1' },
      { line: 3, slug: 'imp-no-task', reason: 'Нет поля «task»' },
      { line: 4, reason: 'Строка не является JSON-объектом' },
      { line: 5, slug: 'imp-unknown-subject', reason: 'Предмета «alchemy» нет в каталоге библиотеки' },
    ])
    expect(progress.at(-1)).toBe(5)
    const written = await asService(t.db, (tx) => tx.query<{ slug: string; title: string }>(`select slug, title from library_works where slug like 'imp-%'`))
    expect(written.map((w) => w.slug)).toEqual(['imp-good-one'])
    // The first of the duplicates, not the second.
    expect(written[0]!.title).not.toContain('второй раз')
  })

  it('updates a changed row in place', async () => {
    const report = await importLibraryWorks({ db: t.db, text: await rowLike('imp-good-one', { seo_text: 'Новое описание' }) })
    expect(report).toMatchObject({ inserted: 0, updated: 1, unchanged: 0 })
  })

  it('keeps the subjects’ work counts in step', async () => {
    const [physics] = await asService(t.db, (tx) => tx.query<{ library_works_count: number }>(`select library_works_count from subjects where slug = 'physics'`))
    const [n] = await asService(t.db, (tx) => tx.query<{ n: number }>(`select count(*)::int as n from library_works w join subjects s on s.id = w.subject_id where s.slug = 'physics'`))
    expect(physics!.library_works_count).toBe(n!.n)
  })

  it('first start loads a content folder into an empty library only', async () => {
    const log = createLogger('silent')
    expect(await loadLibraryContent({ db: t.db, dir: FIXTURES, log })).toBe(0)
    const fresh = await testDb()
    try {
      expect(await loadLibraryContent({ db: fresh.db, dir: FIXTURES, log })).toBe(8)
      expect(await loadLibraryContent({ db: fresh.db, dir: join(FIXTURES, 'missing'), log })).toBe(0)
    } finally {
      await fresh.dispose()
    }
  })
})

describe('search', () => {
  it('understands Russian word forms: «маятника» finds the pendulum works, title matches first', async () => {
    const result = await searchLibraryWorks({ db: t.db, q: 'период маятника' })
    expect(result.byTypo).toBe(false)
    expect(result.works.map((w) => w.slug).slice(0, 2).sort()).toEqual(['fiz-dlina-mayatnika-po-periodu', 'fiz-period-mayatnika-2-5-m'])
    expect(result.total).toBe(2)
    const one = await searchLibraryWorks({ db: t.db, q: 'маятнику' })
    expect(one.works.find((w) => w.slug === 'fiz-period-mayatnika-2-5-m')?.href).toBe('/biblioteka/zadachi/physics/fiz-period-mayatnika-2-5-m/')
  })

  it('forgives a typo through trigram similarity', async () => {
    const result = await searchLibraryWorks({ db: t.db, q: 'маятнек' })
    expect(result.byTypo).toBe(true)
    expect(result.works.map((w) => w.slug)).toContain('fiz-period-mayatnika-2-5-m')
    const chem = await searchLibraryWorks({ db: t.db, q: 'водарода' })
    expect(chem.works[0]?.slug).toBe('him-massa-vody-iz-vodoroda')
  })

  it('finds nothing for nonsense and for an empty query; cuts a long query to 200 characters', async () => {
    expect((await searchLibraryWorks({ db: t.db, q: 'qzxw' })).works).toEqual([])
    expect(await searchLibraryWorks({ db: t.db, q: '   ' })).toMatchObject({ query: '', works: [], total: 0 })
    const long = await searchLibraryWorks({ db: t.db, q: `маятник ${'о'.repeat(500)}` })
    expect(long.query).toHaveLength(200)
  })

  it('never hands out the full answer', async () => {
    const result = await searchLibraryWorks({ db: t.db, q: 'маятник' })
    expect(JSON.stringify(result)).not.toContain('Ответ: T ≈ 3,17 с')
  })

  it('ranks at most SEARCH_RANK_CAP matches of a broad query, and still pages through them', async () => {
    await asService(t.db, (tx) =>
      tx.query(
        `insert into public.library_works (type_id, subject_id, slug, level, title, task, short_answer, answer)
         select (select id from public.library_work_types where slug = 'zadachi'), (select id from public.subjects where slug = 'economics'),
                'kvazar-' || i, 'school', 'Квазар номер ' || i, 'Задача про квазар ' || i, 'Начало', 'Ответ: ' || i
           from generate_series(1, $1::int) as i`,
        [SEARCH_RANK_CAP + 5],
      ),
    )
    const first = await searchLibraryWorks({ db: t.db, q: 'квазар' })
    expect(first.total).toBe(SEARCH_RANK_CAP)
    expect(first.works).toHaveLength(first.pageSize)
    const last = await searchLibraryWorks({ db: t.db, q: 'квазар', page: SEARCH_RANK_CAP / first.pageSize })
    expect(last.works).toHaveLength(first.pageSize)
    expect(last.works.every((w) => w.slug.startsWith('kvazar-'))).toBe(true)
    await asService(t.db, (tx) => tx.query(`delete from public.library_works where slug like 'kvazar-%'`))
  })
})

describe('lists', () => {
  beforeAll(async () => {
    const lines = await Promise.all(Array.from({ length: 23 }, (_, i) => rowLike(`list-work-${String(i).padStart(2, '0')}`, { subject: 'biology' })))
    expect((await importLibraryWorks({ db: t.db, text: lines.join('\n') })).inserted).toBe(23)
    // Views decide «popular»; creation time decides «new».
    await asService(t.db, (tx) => tx.query(`update library_works set views = 100 where slug = 'list-work-05'`))
    await asService(t.db, (tx) => tx.query(`update library_works set created_at = now() + interval '1 day' where slug = 'list-work-07'`))
  })

  it('pages twenty at a time', async () => {
    const first = await listLibraryWorks({ db: t.db, typeSlug: 'zadachi', subjectSlug: 'biology', page: 1, sort: 'popular' })
    const second = await listLibraryWorks({ db: t.db, typeSlug: 'zadachi', subjectSlug: 'biology', page: 2, sort: 'popular' })
    expect(first).toMatchObject({ total: 23, pageCount: 2 })
    expect(first!.works).toHaveLength(20)
    expect(second!.works).toHaveLength(3)
    expect(new Set([...first!.works, ...second!.works].map((w) => w.slug)).size).toBe(23)
    expect(first!.category).toMatchObject({ typeTitle: 'Решение задач', subjectTitle: 'Биология', subjectDative: 'биологии' })
  })

  it('sorts by views or by novelty', async () => {
    const popular = await listLibraryWorks({ db: t.db, typeSlug: 'zadachi', subjectSlug: 'biology', page: 1, sort: 'popular' })
    const fresh = await listLibraryWorks({ db: t.db, typeSlug: 'zadachi', subjectSlug: 'biology', page: 1, sort: 'new' })
    expect(popular!.works[0]!.slug).toBe('list-work-05')
    expect(fresh!.works[0]!.slug).toBe('list-work-07')
  })

  it('an empty category is a list with no works; an unknown type or subject is not found', async () => {
    expect(await listLibraryWorks({ db: t.db, typeSlug: 'uprazhneniya', subjectSlug: 'physics', page: 1, sort: 'popular' })).toMatchObject({ total: 0, works: [] })
    expect(await listLibraryWorks({ db: t.db, typeSlug: 'referaty', subjectSlug: 'physics', page: 1, sort: 'popular' })).toBeNull()
    expect(await listLibraryWorks({ db: t.db, typeSlug: 'zadachi', subjectSlug: 'alchemy', page: 1, sort: 'popular' })).toBeNull()
  })

  it('the overview counts works per type and subject', async () => {
    const overview = await getLibraryOverview({ db: t.db })
    const zadachi = overview.types.find((x) => x.slug === 'zadachi')!
    expect(zadachi.subjects.find((s) => s.subjectSlug === 'biology')).toMatchObject({ count: 23, href: '/biblioteka/zadachi/biology/' })
    expect(overview.total).toBe(overview.types.reduce((n, x) => n + x.count, 0))
    expect(overview.popular.map((s) => s.subjectSlug)).toContain('physics')
  })
})

describe('a work page', () => {
  it('shows the task and the shortened answer, similar works of the same subject and type, and other subjects', async () => {
    const found = await getLibraryWork({ db: t.db, typeSlug: 'zadachi', subjectSlug: 'physics', workSlug: 'fiz-period-mayatnika-2-5-m' })
    expect(found?.kind).toBe('work')
    if (found?.kind !== 'work') return
    const { work } = found
    expect(work.title).toBe('Найти период колебаний математического маятника длиной 2,5 м')
    expect(work.shortAnswer).toContain('T = 2π√(l/g)')
    expect(work.similarWorks[0]!.slug).toBe('fiz-dlina-mayatnika-po-periodu')
    expect(work.similarWorks.every((w) => w.typeSlug === 'zadachi' && w.subjectSlug === 'physics' && w.slug !== work.slug)).toBe(true)
    expect(work.worksWithAnotherSubject.length).toBeGreaterThan(0)
    expect(work.worksWithAnotherSubject.every((w) => w.subjectSlug !== 'physics')).toBe(true)
    // A physics problem leads to the sciences, never to language or history exercises (the most read of any subject).
    const humanities = ['russian-language', 'english', 'literature', 'history', 'philosophy', 'law', 'economics']
    expect(work.worksWithAnotherSubject.map((w) => w.subjectSlug).filter((s) => humanities.includes(s))).toEqual([])
    expect(JSON.stringify(found)).not.toContain('Ответ: T ≈ 3,17 с')
  })

  it('unknown work, type or subject is not found', async () => {
    expect(await getLibraryWork({ db: t.db, typeSlug: 'zadachi', subjectSlug: 'physics', workSlug: 'no-such-work' })).toBeNull()
    expect(await getLibraryWork({ db: t.db, typeSlug: 'nope', subjectSlug: 'physics', workSlug: 'fiz-period-mayatnika-2-5-m' })).toBeNull()
  })

  it('a changed slug moves (301) to the current address; a wrong category too', async () => {
    await asService(t.db, (tx) => tx.query(`update library_works set slug = 'fiz-ohm-law-renamed' where slug = 'fiz-zakon-oma-dlya-uchastka-cepi'`))
    expect(await getLibraryWork({ db: t.db, typeSlug: 'zadachi', subjectSlug: 'physics', workSlug: 'fiz-zakon-oma-dlya-uchastka-cepi' })).toEqual({
      kind: 'moved',
      location: '/biblioteka/zadachi/physics/fiz-ohm-law-renamed/',
    })
    expect(await getLibraryWork({ db: t.db, typeSlug: 'voprosy', subjectSlug: 'chemistry', workSlug: 'fiz-ohm-law-renamed' })).toEqual({
      kind: 'moved',
      location: '/biblioteka/zadachi/physics/fiz-ohm-law-renamed/',
    })
    // Renamed back: the old address is current again, not a redirect loop.
    await asService(t.db, (tx) => tx.query(`update library_works set slug = 'fiz-zakon-oma-dlya-uchastka-cepi' where slug = 'fiz-ohm-law-renamed'`))
    expect((await getLibraryWork({ db: t.db, typeSlug: 'zadachi', subjectSlug: 'physics', workSlug: 'fiz-zakon-oma-dlya-uchastka-cepi' }))?.kind).toBe('work')
  })

  it('a guest may read the shortened answer but not the full one, nor unpublished works', async () => {
    const guest = { role: 'anon' } as const
    const rows = await asCaller(t.db, guest, (tx) => tx.query<{ short_answer: string }>(`select short_answer from library_works where slug = 'fiz-period-mayatnika-2-5-m'`))
    expect(rows).toHaveLength(1)
    await expect(asCaller(t.db, guest, (tx) => tx.query(`select answer from library_works limit 1`))).rejects.toThrow(/permission denied/)
    await expect(asCaller(t.db, guest, (tx) => tx.query(`select russian from library_works limit 1`))).rejects.toThrow(/permission denied/)
    await expect(asCaller(t.db, guest, (tx) => tx.query(`update library_works set views = 0`))).rejects.toThrow(/permission denied/)
    await asService(t.db, (tx) => tx.query(`update library_works set published = false where slug = 'him-massa-vody-iz-vodoroda'`))
    expect(await asCaller(t.db, guest, (tx) => tx.query(`select 1 from library_works where slug = 'him-massa-vody-iz-vodoroda'`))).toEqual([])
    expect(await getLibraryWork({ db: t.db, typeSlug: 'zadachi', subjectSlug: 'chemistry', workSlug: 'him-massa-vody-iz-vodoroda' })).toBeNull()
    await asService(t.db, (tx) => tx.query(`update library_works set published = true where slug = 'him-massa-vody-iz-vodoroda'`))
  })
})

describe('a work page with remembered related works', () => {
  const at = { typeSlug: 'zadachi', subjectSlug: 'physics', workSlug: 'fiz-period-mayatnika-2-5-m' }

  it('renders the same page from the memo as without it, in fewer statements', async () => {
    const related = createRelatedWorksMemo({ maxEntries: 10, ttlMs: 60_000 })
    const plain = await getLibraryWork({ db: t.db, ...at })
    const first = await getLibraryWork({ db: t.db, ...at, related })
    expect(related.get('/biblioteka/zadachi/physics/fiz-period-mayatnika-2-5-m/')).toBeDefined()
    const statements: string[] = []
    const counting = { ...t.db, transaction: <T>(fn: (tx: Tx) => Promise<T>) => t.db.transaction((tx) => fn({ ...tx, query: (sql, params) => (statements.push(sql), tx.query(sql, params)) })) }
    const second = await getLibraryWork({ db: counting, ...at, related })
    expect(first).toEqual(plain)
    expect(second).toEqual(plain)
    // The caller's role, then the page in one statement: no ranking of titles.
    expect(statements).toHaveLength(2)
    expect(statements.join('\n')).not.toContain('similarity')
  })

  it('shows fresh cards, drops a work no longer published, and ranks again for a changed title', async () => {
    const related = createRelatedWorksMemo({ maxEntries: 10, ttlMs: 60_000 })
    const first = await getLibraryWork({ db: t.db, ...at, related })
    if (first?.kind !== 'work') throw new Error('no work')
    const gone = first.work.similarWorks[0]!.slug
    await asService(t.db, (tx) => tx.query(`update library_works set published = false where slug = $1`, [gone]))
    try {
      const again = await getLibraryWork({ db: t.db, ...at, related })
      if (again?.kind !== 'work') throw new Error('no work')
      expect(again.work.similarWorks.map((w) => w.slug)).toEqual(first.work.similarWorks.slice(1).map((w) => w.slug))
    } finally {
      await asService(t.db, (tx) => tx.query(`update library_works set published = true where slug = $1`, [gone]))
    }
    const title = first.work.title
    await asService(t.db, (tx) => tx.query(`update library_works set title = 'Длина маятника по периоду колебаний' where slug = $1`, [at.workSlug]))
    try {
      const renamed = await getLibraryWork({ db: t.db, ...at, related })
      expect(renamed).toEqual(await getLibraryWork({ db: t.db, ...at }))
      expect(related.get('/biblioteka/zadachi/physics/fiz-period-mayatnika-2-5-m/')?.title).toBe('Длина маятника по периоду колебаний')
    } finally {
      await asService(t.db, (tx) => tx.query(`update library_works set title = $2 where slug = $1`, [at.workSlug, title]))
    }
  })
})

describe('views', () => {
  it('are counted in memory and written in one batch', async () => {
    const counter = createViewCounter({ db: t.db, log: createLogger('silent'), delayMs: 60_000 })
    const [before] = await asService(t.db, (tx) => tx.query<{ id: string; views: string }>(`select id, views from library_works where slug = 'mat-kvadratnoe-uravnenie-diskriminant'`))
    for (let i = 0; i < 5; i++) counter.record(Number(before!.id))
    const [pending] = await asService(t.db, (tx) => tx.query<{ views: string }>(`select views from library_works where id = $1`, [before!.id]))
    expect(Number(pending!.views)).toBe(Number(before!.views))
    await counter.flush()
    const [after] = await asService(t.db, (tx) => tx.query<{ views: string }>(`select views from library_works where id = $1`, [before!.id]))
    expect(Number(after!.views)).toBe(Number(before!.views) + 5)
  })
})
