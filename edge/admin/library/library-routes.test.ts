// /api/admin/library over HTTP: hidden from clients, validated in Russian, versioned, audited, and a published change
// reaches the public page (and the page cache's notification) at once.
import { readFileSync } from 'node:fs'
import { beforeAll, describe, expect, it } from 'vitest'
import type { TestDb } from '../../../tests/helpers/test-db'
import type { AppDeps } from '../../context'
import { useTestApp, type TTestApp } from '../../../tests/helpers/test-app'
import { adminHttp, auditOf, expectHidden, pageChangesDuring, type TAdminHttp } from '../../../tests/helpers/admin-http'
import { getLibraryWork } from '../../library/get-library-work'
import type { TLibraryWorkRow } from '../../../domain/library/work-row'

let t: TestDb
let app: TTestApp
let deps: AppDeps
let h: TAdminHttp
useTestApp((made) => ({ t, app, deps } = made))
beforeAll(async () => {
  h = await adminHttp(app, t.db, deps)
})

const starter = JSON.parse(readFileSync('content/library/physics.jsonl', 'utf8').split('\n')[0]!) as TLibraryWorkRow
const form = (slug: string, over: Record<string, unknown> = {}) => ({
  type: starter.type,
  subject: starter.subject,
  slug,
  level: starter.level,
  title: `${starter.title} (${slug})`.slice(0, 140),
  task: starter.task,
  shortAnswer: starter.short_answer,
  answer: starter.answer,
  seoText: '',
  published: false,
  ...over,
})
const publicWork = (slug: string) => getLibraryWork({ db: t.db, typeSlug: starter.type, subjectSlug: starter.subject, workSlug: slug })

describe('/api/admin/library', () => {
  it('answers a client on every route exactly like an unknown address', async () => {
    for (const [method, path, body] of [
      ['GET', '/api/admin/library'],
      ['GET', '/api/admin/library/options'],
      ['GET', '/api/admin/library/1'],
      ['POST', '/api/admin/library', form('adm-hidden')],
      ['PUT', '/api/admin/library/1', { ...form('adm-hidden'), version: 1 }],
      ['POST', '/api/admin/library/1/publish', { version: 1, published: true }],
      ['POST', '/api/admin/library/import/check', { text: '{}' }],
      ['POST', '/api/admin/library/import', { text: '{}' }],
    ] as const) {
      await expectHidden(h, method, path, body)
    }
  })

  it('creates an unpublished work, publishes it onto its public page, then takes it off (404) — each step audited', async () => {
    const made = await h.admin('POST', '/api/admin/library', form('adm-created-work'))
    expect(made.status).toBe(201)
    expect(made.body).toMatchObject({ slug: 'adm-created-work', published: false, version: 1, href: `/biblioteka/${starter.type}/${starter.subject}/adm-created-work/` })
    expect(await publicWork('adm-created-work')).toBeNull()

    const changes = await pageChangesDuring(t.db, async () => {
      const pub = await h.admin('POST', `/api/admin/library/${made.body.id}/publish`, { version: 1, published: true })
      expect(pub.status).toBe(200)
      expect(pub.body).toMatchObject({ published: true, version: 2 })
    })
    expect(changes).toEqual([{ paths: [], prefixes: ['/biblioteka/'] }])
    expect((await publicWork('adm-created-work'))?.kind).toBe('work')

    const off = await h.admin('POST', `/api/admin/library/${made.body.id}/publish`, { version: 2, published: false })
    expect(off.body).toMatchObject({ published: false, version: 3 })
    expect(await publicWork('adm-created-work')).toBeNull()

    const audit = await auditOf(t.db, 'library_work', made.body.id)
    expect(audit.map((a) => `${a.action}:${a.outcome}`)).toEqual(['library.create:ok', 'library.publish:ok', 'library.unpublish:ok'])
    expect(audit[0]!.before).toBeNull()
    expect(audit[0]!.after).toMatchObject({ slug: 'adm-created-work', published: false })
    expect(audit[1]).toMatchObject({ before: { published: false, version: 1 }, after: { published: true, version: 2 } })
  })

  it('refuses a bad form in Russian, field by field, and a taken address or an unknown subject', async () => {
    const bad = await h.admin('POST', '/api/admin/library', form('X y', { title: 'Коротко', answer: 'Без итога' }))
    expect(bad.status).toBe(400)
    expect(bad.body.error.code).toBe('BAD_REQUEST')
    expect(bad.body.error.fields).toEqual({
      slug: 'Адрес: латинские буквы, цифры и дефисы между словами',
      title: '«Заголовок»: не короче 20 символов',
      answer: '«Полное решение»: не короче 600 символов',
    })
    await h.admin('POST', '/api/admin/library', form('adm-taken'))
    const taken = await h.admin('POST', '/api/admin/library', form('adm-taken'))
    expect(taken.status).toBe(400)
    expect(taken.body.error.fields.slug).toMatch(/^Адрес «adm-taken» уже занят работой №\d+$/)
    const subject = await h.admin('POST', '/api/admin/library', form('adm-no-subject', { subject: 'no-such-subject' }))
    expect(subject.body.error.fields).toEqual({ subject: 'Предмета «no-such-subject» нет в каталоге библиотеки' })
    expect((await h.admin('POST', '/api/admin/library', 'not json')).status).toBe(400)
    expect((await h.admin('GET', '/api/admin/library?sort=nope')).body.error.message).toMatch(/^Сортировка бывает по/)
  })

  it('edits with the loaded version; a second edit from the same version gets STALE_VERSION and changes nothing', async () => {
    const made = (await h.admin('POST', '/api/admin/library', form('adm-edit-me', { published: true }))).body
    const first = await h.admin('PUT', `/api/admin/library/${made.id}`, { ...form('adm-edit-me-2', { published: true }), title: 'Новый заголовок работы, длиннее двадцати', version: 1 })
    expect(first.status).toBe(200)
    expect(first.body).toMatchObject({ slug: 'adm-edit-me-2', version: 2 })
    const stale = await h.admin('PUT', `/api/admin/library/${made.id}`, { ...form('adm-edit-me-3'), version: 1 })
    expect(stale.status).toBe(409)
    expect(stale.body.error).toMatchObject({ code: 'STALE_VERSION', message: 'Запись изменили, обнови страницу' })
    const now = (await h.admin('GET', `/api/admin/library/${made.id}`)).body
    expect(now).toMatchObject({ slug: 'adm-edit-me-2', title: 'Новый заголовок работы, длиннее двадцати', version: 2, answer: starter.answer })
    // The old address redirects to the new one.
    expect(await publicWork('adm-edit-me')).toEqual({ kind: 'moved', location: `/biblioteka/${starter.type}/${starter.subject}/adm-edit-me-2/` })
    const audit = await auditOf(t.db, 'library_work', made.id)
    expect(audit.map((a) => `${a.action}:${a.outcome}`)).toEqual(['library.create:ok', 'library.update:ok', 'library.update:failed'])
    expect(audit[1]).toMatchObject({ before: { slug: 'adm-edit-me' }, after: { slug: 'adm-edit-me-2' } })
    expect(audit[2]!.note).toBe('Запись изменили, обнови страницу')
    expect((await h.admin('POST', `/api/admin/library/${made.id}/publish`, { version: 1, published: false })).status).toBe(409)
    expect((await h.admin('POST', `/api/admin/library/${made.id}/publish`, { version: 2, published: 'yes' })).body.error.message).toBe('Укажи, публиковать или снять')
    expect((await h.admin('GET', '/api/admin/library/999999999')).status).toBe(404)
  })

  it('lists with the full-text search, filters, paging and sort', async () => {
    const made = (await h.admin('POST', '/api/admin/library', form('adm-listed-work', { title: 'Вычислить период колебаний маятника длиной 4 метра', published: false }))).body
    const found = await h.admin('GET', '/api/admin/library?q=' + encodeURIComponent('колебаний маятника') + '&published=no&sort=title&dir=asc&perPage=50')
    expect(found.status).toBe(200)
    expect(found.body.items.map((w: { slug: string }) => w.slug)).toContain('adm-listed-work')
    expect(found.body.items.every((w: { published: boolean }) => !w.published)).toBe(true)
    expect((await h.admin('GET', `/api/admin/library?q=${made.id}`)).body.items.map((w: { id: number }) => w.id)).toEqual([made.id])
    expect((await h.admin('GET', '/api/admin/library?q=adm-listed-work&published=yes')).body.total).toBe(0)
    const paged = await h.admin('GET', `/api/admin/library?type=${starter.type}&subject=${starter.subject}&perPage=20&page=1`)
    expect(paged.body).toMatchObject({ page: 1, perPage: 20, sort: 'updated', dir: 'desc' })
    expect(paged.body.items.length).toBeLessThanOrEqual(20)
    expect((await h.admin('GET', '/api/admin/library?published=maybe')).status).toBe(400)
    const options = (await h.admin('GET', '/api/admin/library/options')).body
    expect(options.types.map((x: { slug: string }) => x.slug)).toEqual(['zadachi', 'voprosy', 'uprazhneniya'])
    expect(options.subjects.some((x: { slug: string }) => x.slug === 'physics')).toBe(true)
  })

  it('checks an import line by line before writing anything, then imports the valid lines with one audit entry', async () => {
    const good = JSON.stringify({ ...starter, slug: 'adm-import-one', title: `${starter.title} (импорт)`.slice(0, 140) })
    const text = [good, '{не json', JSON.stringify({ ...starter, slug: 'adm-import-two', subject: 'no-such' }), JSON.stringify({ ...starter, slug: 'adm-import-one' })].join('\n')
    const check = await h.admin('POST', '/api/admin/library/import/check', { text })
    expect(check.status).toBe(200)
    expect(check.body).toEqual({
      total: 4,
      valid: [{ line: 1, slug: 'adm-import-one', title: expect.any(String), exists: false }],
      refused: [
        { line: 2, reason: 'Строка не является JSON-объектом' },
        { line: 3, slug: 'adm-import-two', reason: 'Предмета «no-such» нет в каталоге библиотеки' },
        { line: 4, slug: 'adm-import-one', reason: 'Slug «adm-import-one» уже встречался в строке 1' },
      ],
    })
    expect((await h.admin('GET', '/api/admin/library?q=adm-import-one')).body.total).toBe(0)
    expect((await h.admin('POST', '/api/admin/library/import/check', { text: '  ' })).body.error.message).toBe('Вставь строки JSONL или выбери файл')

    const done = await h.admin('POST', '/api/admin/library/import', { text })
    expect(done.body).toMatchObject({ total: 4, inserted: 1, updated: 0, unchanged: 0 })
    expect(done.body.refused.map((r: { line: number }) => r.line)).toEqual([2, 3, 4])
    expect((await publicWork('adm-import-one'))?.kind).toBe('work')
    const [entry] = await t.db.query<{ action: string; after: unknown }>(`select action, after from public.admin_audit_log where action = 'library.import' order by id desc limit 1`)
    expect(entry).toEqual({ action: 'library.import', after: { total: 4, inserted: 1, updated: 0, unchanged: 0, refused: [2, 3, 4] } })
  })
})
