// /api/admin/subjects over HTTP: hidden from clients, validated in Russian, versioned, audited, and an edit shows in
// /storage/subjects.{type}.json at once and drops every cached page.
import { beforeAll, describe, expect, it } from 'vitest'
import type { TestDb } from '../../../tests/helpers/test-db'
import type { AppDeps } from '../../context'
import { useTestApp, type TTestApp } from '../../../tests/helpers/test-app'
import { adminHttp, auditOf, expectHidden, pageChangesDuring, type TAdminHttp } from '../../../tests/helpers/admin-http'

let t: TestDb
let app: TTestApp
let deps: AppDeps
let h: TAdminHttp
useTestApp((made) => ({ t, app, deps } = made))
beforeAll(async () => {
  h = await adminHttp(app, t.db, deps)
})

type TSubject = { id: number; title: string; titleDative: string; titleGenitive: string; slug: string; isPopular: boolean; sortOrder: number; version: number }

const subjectBySlug = async (slug: string): Promise<TSubject> => {
  const page = await h.admin('GET', `/api/admin/subjects?q=${slug}`)
  return (page.body.items as TSubject[]).find((s) => s.slug === slug)!
}
const edit = (s: TSubject, over: Partial<TSubject> = {}) => {
  const { title, titleDative, titleGenitive, slug, isPopular, sortOrder, version } = { ...s, ...over }
  return { title, titleDative, titleGenitive, slug, isPopular, sortOrder, version }
}

describe('/api/admin/subjects', () => {
  it('answers a client exactly like an unknown address', async () => {
    await expectHidden(h, 'GET', '/api/admin/subjects')
    await expectHidden(h, 'PUT', '/api/admin/subjects/1', { version: 1 })
  })

  it('lists every subject in the lists’ order, filtered and paged on the server', async () => {
    const first = await h.admin('GET', '/api/admin/subjects?perPage=20')
    expect(first.body).toMatchObject({ page: 1, perPage: 20, sort: 'order', dir: 'asc', total: 70 })
    expect(first.body.items[0]).toMatchObject({ slug: 'mathematics', title: 'Математика', titleDative: 'математике', titleGenitive: 'математики', version: 1 })
    const referat = await h.admin('GET', '/api/admin/subjects?list=referat&popular=no&perPage=100')
    expect(referat.body.items.every((s: { inReferat: boolean; isPopular: boolean }) => s.inReferat && !s.isPopular)).toBe(true)
    expect((await h.admin('GET', '/api/admin/subjects?list=other')).body.error.message).toBe('Список бывает: client, library, referat')
  })

  it('edits the three cases, the address, popularity and order; the public list shows it at once', async () => {
    const astronomy = await subjectBySlug('astronomy')
    expect(astronomy.isPopular).toBe(false)
    const changes = await pageChangesDuring(t.db, async () => {
      const res = await h.admin('PUT', `/api/admin/subjects/${astronomy.id}`, edit(astronomy, { title: 'Астрономия и космос', titleDative: 'астрономии и космосу', titleGenitive: 'астрономии и космоса', slug: 'astronomy-space', isPopular: true, sortOrder: 5 }))
      expect(res.status).toBe(200)
      expect(res.body).toMatchObject({ slug: 'astronomy-space', isPopular: true, sortOrder: 5, version: 2 })
    })
    expect(changes).toEqual([{ paths: [], prefixes: ['/'] }])
    const listed = (await (await app.request('/storage/subjects.library.json')).json()) as { slug: string; title: string; titleDative: string; isPopular: boolean }[]
    expect(listed[0]).toMatchObject({ slug: 'astronomy-space', title: 'Астрономия и космос', titleDative: 'астрономии и космосу', isPopular: true })
    const [entry] = await auditOf(t.db, 'subject', astronomy.id)
    expect(entry).toMatchObject({ action: 'subjects.update', outcome: 'ok', before: { slug: 'astronomy', title: 'Астрономия' }, after: { slug: 'astronomy-space', version: 2 } })
  })

  it('refuses bad fields in Russian, a taken address or title, and a stale version', async () => {
    const ecology = await subjectBySlug('ecology')
    const bad = await h.admin('PUT', `/api/admin/subjects/${ecology.id}`, edit(ecology, { title: '  ', slug: 'Эко', sortOrder: 1.5 }))
    expect(bad.status).toBe(400)
    expect(bad.body.error.fields).toEqual({ title: 'Заполни «Название»', slug: 'Адрес: латинские буквы, цифры и дефисы между словами', sortOrder: 'Порядок — целое число' })
    const slug = await h.admin('PUT', `/api/admin/subjects/${ecology.id}`, edit(ecology, { slug: 'physics' }))
    expect(slug.body.error.fields).toEqual({ slug: 'Адрес «physics» уже у предмета «Физика»' })
    const title = await h.admin('PUT', `/api/admin/subjects/${ecology.id}`, edit(ecology, { title: 'физика' }))
    expect(title.body.error.fields).toEqual({ title: 'Предмет «физика» уже есть' })
    expect((await h.admin('PUT', `/api/admin/subjects/${ecology.id}`, edit(ecology, { sortOrder: 151 }))).status).toBe(200)
    const stale = await h.admin('PUT', `/api/admin/subjects/${ecology.id}`, edit(ecology, { sortOrder: 152 }))
    expect(stale.status).toBe(409)
    expect(stale.body.error.code).toBe('STALE_VERSION')
    expect((await subjectBySlug('ecology')).sortOrder).toBe(151)
    const audit = await auditOf(t.db, 'subject', ecology.id)
    expect(audit.map((a) => `${a.action}:${a.outcome}`)).toEqual(['subjects.update:failed', 'subjects.update:failed', 'subjects.update:ok', 'subjects.update:failed'])
  })
})
