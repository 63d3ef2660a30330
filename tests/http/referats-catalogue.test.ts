// The catalogue as a guest reads it (RLS, anon): only published referats, only their public part; Russian full-text
// search over title and topic with the query cut to 200 characters; the subject list pages; the starter seed.
import { beforeAll, describe, expect, it } from 'vitest'
import type { AppDeps } from '../../edge/context'
import { demoProvider } from '../../edge/ai/demo-provider'
import { createLogger } from '../../edge/log'
import { asCaller } from '../../edge/db/port'
import { enqueueReferatTopics } from '../../edge/referats/enqueue-referat-topics'
import { referatGenerateJob } from '../../edge/referats/referat-generate-job'
import { searchReferats } from '../../edge/referats/search-referats'
import { listSubjectReferats } from '../../edge/referats/list-subject-referats'
import { getReferat } from '../../edge/referats/get-referat'
import { loadReferatMain } from '../../edge/referats/load-referat-main'
import { seedReferatCatalogue } from '../../edge/referats/seed-referat-catalogue.server'
import { REFERATS_PAGE_SIZE } from '../../domain/referat/referat-slug'
import type { TestDb } from '../helpers/test-db'
import { useTestApp } from '../helpers/test-app'

let t: TestDb
let deps: AppDeps
useTestApp((made) => ({ t, deps } = made))

const TOPICS = [
  { subjectSlug: 'economics', topic: 'Инфляция: причины, виды и последствия' },
  { subjectSlug: 'economics', topic: 'Рынок труда и безработица' },
  { subjectSlug: 'history', topic: 'Русская революция 1917 года и её значение для России' },
]
const ids: Record<string, string> = {}

beforeAll(async () => {
  const services = { ...deps, ports: { ...deps.ports, ai: demoProvider({ streamDelayMs: 0 }) } }
  for (const q of await enqueueReferatTopics({ db: t.db, topics: TOPICS })) {
    await referatGenerateJob.handler({ referatId: q.referatId! }, { db: t.db, jobId: '0', attempt: 1, log: createLogger('silent'), services })
    ids[q.topic] = q.referatId!
  }
  // One more that stays queued: a guest never sees it.
  const [queued] = await enqueueReferatTopics({ db: t.db, topics: [{ subjectSlug: 'economics', topic: 'Инфляция и денежная политика банка' }] })
  ids.queued = queued!.referatId!
})

describe('guest reads', () => {
  it('search finds by a word form of the topic (russian stemming), best first, published only', async () => {
    const found = await searchReferats({ db: t.db, query: 'инфляции' })
    expect(found.hits.map((h) => h.title)).toEqual(['Инфляция: причины, виды и последствия'])
    expect(found.hits[0]).toMatchObject({ subjectSlug: 'economics', isDemo: true })
    expect((await searchReferats({ db: t.db, query: 'революции' })).hits.map((h) => h.id)).toEqual([ids['Русская революция 1917 года и её значение для России']])
    expect((await searchReferats({ db: t.db, query: 'квантовая хромодинамика' })).hits).toEqual([])
    expect(await searchReferats({ db: t.db, query: '   ' })).toEqual({ query: '', hits: [] })
  })

  it('cuts a search text over 200 characters', async () => {
    const long = `инфляция ${'а'.repeat(400)}`
    const found = await searchReferats({ db: t.db, query: long })
    expect(found.query).toHaveLength(200)
    expect(found.query).toBe(long.slice(0, 200))
  })

  it('hostile search text finds nothing or the real word, never an error', async () => {
    for (const q of ['\u0000', 'инфляции\u0000\u0001', '\ud800инфляции', `'"\\&|!:*()<->`, 'инфляции '.repeat(1200), "'; drop table public.referats; --"]) {
      const found = await searchReferats({ db: t.db, query: q })
      expect(found.query.length).toBeLessThanOrEqual(200)
      expect(found.query).not.toMatch(/[\u0000-\u001f]/)
    }
    expect((await searchReferats({ db: t.db, query: 'инфляции\u0000' })).hits.map((h) => h.title)).toEqual(['Инфляция: причины, виды и последствия'])
  })

  it('a subject page lists its published referats; an unknown or non-referat subject is null', async () => {
    const list = await listSubjectReferats({ db: t.db, subjectSlug: 'economics', page: 1 })
    expect(list).toMatchObject({ subject: { slug: 'economics', titleDative: 'экономике' }, total: 2, page: 1, pages: 1 })
    expect(list!.referats.map((r) => r.title).sort()).toEqual(['Инфляция: причины, виды и последствия', 'Рынок труда и безработица'])
    expect(await listSubjectReferats({ db: t.db, subjectSlug: 'istoriya', page: 1 })).toBeNull()
    // Mathematical analysis is a subject, but not one of the referat list.
    expect(await listSubjectReferats({ db: t.db, subjectSlug: 'mathematical-analysis', page: 1 })).toBeNull()
    // A page past the end shows the last one.
    expect((await listSubjectReferats({ db: t.db, subjectSlug: 'economics', page: 9 }))!.page).toBe(1)
    expect(REFERATS_PAGE_SIZE).toBe(20)
  })

  it('the main page counts published referats per subject and lists the newest', async () => {
    const main = await loadReferatMain({ db: t.db })
    expect(main.subjects.filter((s) => ['economics', 'history'].includes(s.slug)).map((s) => [s.slug, s.count])).toEqual([
      ['history', 1],
      ['economics', 2],
    ])
    expect(main.newest.map((r) => r.id)).not.toContain(ids.queued)
    const [counted] = await t.db.query<{ ai_referats_count: number }>(`select ai_referats_count from public.subjects where slug = 'economics'`)
    expect(counted!.ai_referats_count).toBe(2)
  })

  it('a detail holds the public part only; a queued or unknown id is null', async () => {
    const r = await getReferat({ db: t.db, id: ids['Русская революция 1917 года и её значение для России']! })
    expect(r).toMatchObject({ slug: 'russkaya-revolyutsiya-1917-goda-i-ee-znachenie-dlya-rossii', subject: { slug: 'history' }, isDemo: true, uniqueness: null })
    expect(r!.firstPart.map((s) => s.title)).toEqual(['Введение'])
    expect(r!.references.length).toBe(r!.sourcesCount)
    expect(r!.metaDescription).toMatch(/^Реферат по истории на тему «Русская революция 1917 года и её значение для России»: план, введение, список из \d+ источник/)
    expect(await getReferat({ db: t.db, id: ids.queued! })).toBeNull()
    expect(await getReferat({ db: t.db, id: '999999' })).toBeNull()
    expect(await getReferat({ db: t.db, id: 'abc' })).toBeNull()
  })

  it('RLS: a guest cannot read the whole text, the error column or unpublished rows', async () => {
    const anon = { role: 'anon' } as const
    await expect(asCaller(t.db, anon, (tx) => tx.query(`select sections from private.referat_texts`))).rejects.toThrow(/permission denied/)
    await expect(asCaller(t.db, anon, (tx) => tx.query(`select error_message from public.referats`))).rejects.toThrow(/permission denied/)
    const rows = await asCaller(t.db, anon, (tx) => tx.query<{ id: string }>(`select id::text as id from public.referats`))
    expect(rows.map((r) => r.id)).not.toContain(ids.queued)
    expect(rows).toHaveLength(3)
    await expect(asCaller(t.db, anon, (tx) => tx.query(`update public.referats set title = 'x'`))).rejects.toThrow(/permission denied/)
  })
})

describe('paging', () => {
  it('a subject with more than a page of referats pages by 20, newest first', async () => {
    await t.db.exec(`insert into public.referats (subject_id, topic, title, slug, status, published_at)
      select s.id, 'Тема по социологии номер ' || n, 'Тема по социологии номер ' || n, 'tema-' || n, 'published', now() - n * interval '1 minute'
      from public.subjects s, generate_series(1, 21) n where s.slug = 'sociology'`)
    const first = await listSubjectReferats({ db: t.db, subjectSlug: 'sociology', page: 1 })
    expect(first).toMatchObject({ total: 21, pages: 2, page: 1 })
    expect(first!.referats).toHaveLength(20)
    expect(first!.referats[0]!.title).toBe('Тема по социологии номер 1')
    const second = await listSubjectReferats({ db: t.db, subjectSlug: 'sociology', page: 2 })
    expect(second!.referats.map((r) => r.title)).toEqual(['Тема по социологии номер 21'])
  })
})

describe('first start', () => {
  it('queues the starter list only while the catalogue is empty', async () => {
    // This database already has referats: nothing is queued.
    expect(await seedReferatCatalogue({ db: t.db, log: createLogger('silent') })).toBe(0)
    await t.db.exec(`delete from public.referats`)
    expect(await seedReferatCatalogue({ db: t.db, log: createLogger('silent') })).toBeGreaterThanOrEqual(60)
    const [jobs] = await t.db.query<{ n: number }>(`select count(*)::int as n from private.jobs where name = 'referat.generate' and status <> 'done'`)
    expect(jobs!.n).toBeGreaterThanOrEqual(60)
    expect(await seedReferatCatalogue({ db: t.db, log: createLogger('silent') })).toBe(0)
  })
})
