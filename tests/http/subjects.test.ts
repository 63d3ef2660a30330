// The subject lists of platform.md §7 through the Hono app: each type's subset, the spec's fields, no caching, unknown
// types as JSON 404; the seed's Russian forms, its slugs shared with the sources catalogue, and a second run adding nothing.
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { asCaller } from '../../edge/db/port'
import { SUBJECT_LIST_TYPES, type TSubject } from '../../edge/subjects/list-subjects'
import { SOURCE_SUBJECTS } from '../../domain/sources/subjects'
import type { TestDb } from '../helpers/test-db'
import { useTestApp, type TTestApp } from '../helpers/test-app'

let t: TestDb
let app: TTestApp
useTestApp((made) => ({ t, app } = made))

const MIGRATION = join(process.cwd(), 'supabase', 'migrations', '20261125000300_subjects.sql')

const ZSubject = z
  .object({
    id: z.number().int().positive(),
    title: z.string().min(1),
    titleDative: z.string().min(1),
    titleGenitive: z.string().min(1),
    group: z.string().min(1),
    sortOrder: z.number().int(),
    slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
    isPopular: z.boolean(),
    aiReferatsCount: z.number().int().min(0),
    libraryWorksCount: z.number().int().min(0),
  })
  .strict()

async function list(type: string): Promise<TSubject[]> {
  const res = await app.request(`/storage/subjects.${type}.json`)
  expect(res.status, type).toBe(200)
  expect(res.headers.get('cache-control')).toBe('no-store')
  expect(res.headers.get('content-type')).toMatch(/^application\/json/)
  return (await res.json()) as TSubject[]
}

const slugsWhere = async (column: string) =>
  (await t.db.query<{ slug: string }>(`select slug from public.subjects where ${column} order by slug`)).map((r) => r.slug)

const bySlug = (subjects: TSubject[], slug: string) => subjects.find((s) => s.slug === slug)

describe('GET /storage/subjects.{type}.json', () => {
  it.each(SUBJECT_LIST_TYPES)('%s: every subject of its list, in sort order, with the spec fields only', async (type) => {
    const subjects = await list(type)
    for (const s of subjects) ZSubject.parse(s)
    const column = type === 'all' ? 'true' : `in_${type}`
    expect(subjects.map((s) => s.slug).sort()).toEqual(await slugsWhere(column))
    const orders = subjects.map((s) => s.sortOrder)
    expect(orders).toEqual([...orders].sort((a, b) => a - b))
  })

  it('lists differ as the seed says: "other" only in the forms, computational courses not among referats', async () => {
    const [all, client, library, referat] = await Promise.all([list('all'), list('client'), list('library'), list('referat')])
    expect(all.length).toBeGreaterThanOrEqual(50)
    expect(all.length).toBeLessThanOrEqual(70)
    expect(client.length).toBe(all.length)
    expect(bySlug(client, 'other')).toBeDefined()
    expect(bySlug(library, 'other')).toBeUndefined()
    expect(bySlug(referat, 'other')).toBeUndefined()
    expect(bySlug(library, 'strength-of-materials')).toBeDefined()
    expect(bySlug(referat, 'strength-of-materials')).toBeUndefined()
    expect(bySlug(referat, 'world-art-culture')).toBeDefined()
    expect(bySlug(library, 'world-art-culture')).toBeUndefined()
    expect(all.at(-1)?.slug).toBe('other')
  })

  it.each(['foo', 'All', 'all.client', 'clients'])('an unknown type "%s" answers a JSON 404', async (type) => {
    const res = await app.request(`/storage/subjects.${type}.json`)
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Такого списка предметов нет' } })
  })
})

describe('seed', () => {
  it('declines titles correctly, abbreviations staying as they are', async () => {
    const all = await list('all')
    const forms = (slug: string) => {
      const s = bySlug(all, slug)
      return s && [s.title, s.titleDative, s.titleGenitive]
    }
    expect(forms('mathematics')).toEqual(['Математика', 'математике', 'математики'])
    expect(forms('russian-language')).toEqual(['Русский язык', 'русскому языку', 'русского языка'])
    expect(forms('probability-theory')).toEqual(['Теория вероятностей', 'теории вероятностей', 'теории вероятностей'])
    expect(forms('finance')).toEqual(['Финансы', 'финансам', 'финансов'])
    expect(forms('accounting')).toEqual(['Бухгалтерский учёт', 'бухгалтерскому учёту', 'бухгалтерского учёта'])
    expect(forms('life-safety-basics')).toEqual(['ОБЖ', 'ОБЖ', 'ОБЖ'])
    expect(forms('world-art-culture')).toEqual(['МХК', 'МХК', 'МХК'])
    expect(bySlug(all, 'mathematics')).toMatchObject({ id: 1, group: 'Точные науки', isPopular: true, aiReferatsCount: 0, libraryWorksCount: 0 })
  })

  it('carries the sources catalogue subjects under the same slugs and titles', async () => {
    const all = await list('all')
    for (const [slug, title] of Object.entries(SOURCE_SUBJECTS)) expect(bySlug(all, slug)?.title, slug).toBe(title)
  })

  it('lets a guest read and nobody but the service write', async () => {
    const insert = `insert into public.subjects (slug, title, title_dative, title_genitive, subject_group) values ('x', 'Икс', 'иксу', 'икса', 'Другое')`
    await expect(asCaller(t.db, { role: 'anon' }, (tx) => tx.query(insert))).rejects.toThrow(/permission denied/)
    const user = { role: 'authenticated' as const, userId: '00000000-0000-4000-8000-0000000000f1' }
    await expect(asCaller(t.db, user, (tx) => tx.query(`update public.subjects set title = 'Взлом'`))).rejects.toThrow(/permission denied/)
  })

  it('running the migration again changes nothing, and a subject added later gets the next id', async () => {
    const before = await t.db.query('select * from public.subjects order by id')
    await t.db.exec(await readFile(MIGRATION, 'utf8'))
    expect(await t.db.query('select * from public.subjects order by id')).toEqual(before)
    const [added] = await asCaller(t.db, { role: 'service_role' }, (tx) =>
      tx.query<{ id: number }>(
        `insert into public.subjects (slug, title, title_dative, title_genitive, subject_group) values ('test-subject', 'Проба', 'пробе', 'пробы', 'Другое') returning id`,
      ),
    )
    expect(added!.id).toBe(before.length + 1)
    await t.db.query(`delete from public.subjects where slug = 'test-subject'`)
  })
})
