// /api/admin/complaints: an administrator lists the clients' complaints about library works with their attachments,
// downloads an attachment (nobody else can), resolves one with a note and hides the work it is about (its public page
// is then not found and the cached library pages are dropped); every change audited with before and after, a stale
// form refused, bad input refused in Russian, a client answered like an unknown address.
import { describe, expect, it } from 'vitest'
import type { TestDb } from '../../../tests/helpers/test-db'
import type { AppDeps } from '../../context'
import { useTestApp, type TTestApp } from '../../../tests/helpers/test-app'
import { bearer } from '../../../tests/http/auth-support'
import { makeAdmin, verifiedAdminToken } from '../../../tests/helpers/admin'
import { issueToken } from '../../auth/token'
import { asCaller, asService } from '../../db/port'
import { getLibraryWork } from '../../library/get-library-work'
import { PAGE_CACHE_CHANNEL } from '../../page-cache/publish-page-change'
import type { TAdminComplaint } from '../../../domain/admin/complaints'
import type { TListPage } from '../../../domain/admin/list-query'

let t: TestDb
let app: TTestApp
let deps: AppDeps
useTestApp((made) => ({ t, app, deps } = made))

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82])
const secret = () => deps.settings.APP_JWT_SECRET
const json = (headers: Record<string, string>, body: unknown) => ({ method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) })

let seq = 0
async function work(): Promise<{ id: string; slug: string }> {
  const slug = `zhaloba-${++seq}-${Date.now()}`
  const [row] = await asService(t.db, (tx) =>
    tx.query<{ id: string }>(
      `insert into public.library_works (type_id, subject_id, slug, level, title, task, short_answer, answer)
       select (select id from public.library_work_types where slug = 'zadachi'), (select id from public.subjects where slug = 'economics'),
              $1, 'school', 'Спорная задача ' || $2, 'Условие', 'Кратко', 'Полный ответ' returning id::text`,
      [slug, seq],
    ),
  )
  return { id: row!.id, slug }
}

async function client() {
  const id = crypto.randomUUID()
  await t.db.query(`insert into public.users (id, name, role_id) values ($1::uuid, 'Жалобщик', 1)`, [id])
  return { id, headers: bearer(await issueToken({ userId: id, secret: secret() })) }
}

async function admin() {
  const id = await makeAdmin(t.db)
  return { id, headers: bearer(await verifiedAdminToken(t.db, secret(), id)) }
}

async function complain(headers: Record<string, string>, workId: string, text: string, files: { name: string; bytes: Uint8Array }[] = []) {
  const f = new FormData()
  f.append('library_work_id', workId)
  f.append('type_id', '1')
  f.append('text', text)
  for (const file of files) f.append('attachments[]', new File([file.bytes as Uint8Array<ArrayBuffer>], file.name))
  const res = await app.request('/api/library-work/complaints/create', { method: 'POST', body: f, headers })
  expect(res.status).toBe(200)
  return ((await res.json()) as { id: string }).id
}

const list = async (headers: Record<string, string>, query = '') => {
  const res = await app.request(`/api/admin/complaints${query}`, { headers })
  expect(res.status).toBe(200)
  return (await res.json()) as TListPage<TAdminComplaint>
}

const audit = (action: string) =>
  asService(t.db, (tx) => tx.query<{ outcome: string; target_id: string; before: unknown; after: unknown; note: string | null }>(`select outcome, target_id, before, after, note from public.admin_audit_log where action = $1 order by id`, [action]))

describe('/api/admin/complaints', () => {
  it('lists complaints newest first with their work and attachments, filtered by status, type and text', async () => {
    const w = await work()
    const c = await client()
    const a = await admin()
    const first = await complain(c.headers, w.id, 'Ответ неверный во втором шаге', [{ name: 'Снимок экрана.png', bytes: PNG }, { name: 'заметки.txt', bytes: new TextEncoder().encode('подробности') }])
    const second = await complain(c.headers, w.id, 'Формулы не читаются')
    const page = await list(a.headers, `?q=${encodeURIComponent('Спорная задача')}`)
    expect(page.items.map((i) => i.id)).toEqual([Number(second), Number(first)])
    const one = page.items[1]!
    expect(one).toMatchObject({ userId: c.id, typeId: 1, typeTitle: 'Решение неверное', status: 'open', resolution: null, version: 1, text: 'Ответ неверный во втором шаге' })
    expect(one.work).toMatchObject({ id: Number(w.id), path: `/biblioteka/zadachi/economics/${w.slug}/`, published: true, version: 1 })
    expect(one.attachments.map((f) => [f.name, f.size])).toEqual([
      ['Снимок экрана.png', PNG.byteLength],
      ['заметки.txt', 'подробности'.length * 2],
    ])
    expect((await list(a.headers, '?q=Формулы')).items.map((i) => i.id)).toEqual([Number(second)])
    expect((await list(a.headers, '?status=resolved')).items.filter((i) => i.work.id === Number(w.id))).toEqual([])
    expect((await list(a.headers, '?typeId=3')).items.filter((i) => i.work.id === Number(w.id))).toEqual([])
    const bad = await app.request('/api/admin/complaints?perPage=7', { headers: a.headers })
    expect(bad.status).toBe(400)
    expect(((await bad.json()) as { error: { message: string } }).error.message).toContain('На странице бывает 20, 50, 100 строк')
  })

  it('streams an attachment to the administrator with its type and name, and to nobody else', async () => {
    const w = await work()
    const c = await client()
    const a = await admin()
    const id = await complain(c.headers, w.id, 'Смотри снимок', [{ name: 'Снимок экрана.png', bytes: PNG }, { name: 'план.pdf', bytes: new TextEncoder().encode('%PDF-1.4 тест') }])
    const [png, pdf] = (await list(a.headers, '?q=Смотри снимок')).items[0]!.attachments
    const res = await app.request(`/api/admin/complaints/${id}/attachments/${png!.id}`, { headers: a.headers })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/png')
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="______ ______.png"; filename*=UTF-8''${encodeURIComponent('Снимок экрана.png')}`)
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('content-security-policy')).toMatch(/^default-src 'none'/)
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(PNG)
    expect((await app.request(`/api/admin/complaints/${id}/attachments/${pdf!.id}`, { headers: a.headers })).headers.get('content-type')).toBe('application/pdf')
    // Another complaint's number with this attachment, or a made-up one: not found.
    expect((await app.request(`/api/admin/complaints/${Number(id) + 1000}/attachments/${png!.id}`, { headers: a.headers })).status).toBe(404)
    expect((await app.request(`/api/admin/complaints/${id}/attachments/999999`, { headers: a.headers })).status).toBe(404)
    // The author, another client and a guest meet the unknown address.
    const unknown = await (await app.request('/api/nothing-here')).text()
    for (const headers of [c.headers, (await client()).headers, {}]) {
      const denied = await app.request(`/api/admin/complaints/${id}/attachments/${png!.id}`, { headers })
      expect(denied.status).toBe(404)
      expect(await denied.text()).toBe(unknown)
    }
  })

  it('resolves a complaint with a note once; a stale form and an empty note are refused', async () => {
    const w = await work()
    const c = await client()
    const a = await admin()
    const id = await complain(c.headers, w.id, 'Решение неполное')
    const empty = await app.request(`/api/admin/complaints/${id}/resolve`, json(a.headers, { version: 1, resolution: '   ' }))
    expect(empty.status).toBe(400)
    expect(await empty.json()).toMatchObject({ error: { code: 'BAD_REQUEST', message: 'Напиши, чем закончилась проверка', fields: ['resolution'] } })
    const done = await app.request(`/api/admin/complaints/${id}/resolve`, json(a.headers, { version: 1, resolution: 'Проверили, ответ дополнили' }))
    expect(done.status).toBe(200)
    expect(await done.json()).toEqual({ id: Number(id), version: 2 })
    const stale = await app.request(`/api/admin/complaints/${id}/resolve`, json(a.headers, { version: 1, resolution: 'Другое решение' }))
    expect(stale.status).toBe(409)
    expect(await stale.json()).toMatchObject({ error: { code: 'STALE_VERSION', message: 'Запись изменили, обнови страницу' } })
    const again = await app.request(`/api/admin/complaints/${id}/resolve`, json(a.headers, { version: 2, resolution: 'Ещё раз' }))
    expect(again.status).toBe(409)
    expect(((await again.json()) as { error: { message: string } }).error.message).toBe('Жалоба уже решена')
    const [row] = (await list(a.headers, `?q=${id}&status=resolved`)).items
    expect(row).toMatchObject({ id: Number(id), status: 'resolved', resolution: 'Проверили, ответ дополнили', version: 2 })
    expect(row!.resolvedAt).not.toBeNull()
    const entries = (await audit('complaint.resolve')).filter((e) => e.target_id === id)
    expect(entries.map((e) => e.outcome)).toEqual(['ok', 'failed', 'failed'])
    expect(entries[0]).toMatchObject({
      before: { status: 'open', resolution: null, version: 1 },
      after: { status: 'resolved', resolution: 'Проверили, ответ дополнили', version: 2 },
    })
    // The author reads the outcome of their own complaint under RLS.
    const mine = await asCaller(t.db, { role: 'authenticated', userId: c.id }, (tx) => tx.query<{ status: string }>('select status from public.library_work_complaints where id = $1::bigint', [id]))
    expect(mine).toEqual([{ status: 'resolved' }])
  })

  it('hides the work: unpublished (guests find nothing), the cached library pages dropped at commit, audited', async () => {
    const w = await work()
    const c = await client()
    const a = await admin()
    const id = await complain(c.headers, w.id, 'Работа списана')
    const lookup = () => getLibraryWork({ db: t.db, typeSlug: 'zadachi', subjectSlug: 'economics', workSlug: w.slug })
    expect((await lookup())?.kind).toBe('work')
    const heard: string[] = []
    const unlisten = await t.db.listen(PAGE_CACHE_CHANNEL, (p) => heard.push(p))
    try {
      const stale = await app.request(`/api/admin/complaints/${id}/hide-work`, json(a.headers, { workVersion: 7 }))
      expect(stale.status).toBe(409)
      expect((await lookup())?.kind).toBe('work')
      const bad = await app.request(`/api/admin/complaints/${id}/hide-work`, json(a.headers, { workVersion: 'один' }))
      expect(bad.status).toBe(400)
      expect(((await bad.json()) as { error: { message: string } }).error.message).toBe('Обнови страницу: не видно версии записи')
      const res = await app.request(`/api/admin/complaints/${id}/hide-work`, json(a.headers, { workVersion: 1 }))
      expect(res.status).toBe(200)
      expect(await res.json()).toEqual({ workId: Number(w.id), version: 2 })
      expect(await lookup()).toBeNull()
      await expect.poll(() => heard.length).toBeGreaterThan(0)
      expect(JSON.parse(heard.at(-1)!)).toEqual({ paths: [`/biblioteka/zadachi/economics/${w.slug}/`, '/biblioteka/'], prefixes: ['/biblioteka/'] })
    } finally {
      await unlisten()
    }
    const again = await app.request(`/api/admin/complaints/${id}/hide-work`, json(a.headers, { workVersion: 2 }))
    expect(again.status).toBe(409)
    expect(((await again.json()) as { error: { message: string } }).error.message).toBe('Работа уже скрыта')
    // The administrator still sees the complaint and its hidden work.
    expect((await list(a.headers, `?q=${id}`)).items[0]!.work).toMatchObject({ published: false, version: 2 })
    const [entry] = (await audit('library.hide')).filter((e) => e.target_id === w.id && e.outcome === 'ok')
    expect(entry).toMatchObject({ before: { published: true, version: 1 }, after: { published: false, version: 2 }, note: `жалоба ${id}` })
  })

  it('answers a client exactly like an unknown address and changes nothing', async () => {
    const w = await work()
    const c = await client()
    const id = await complain(c.headers, w.id, 'Проверка доступа')
    const unknown = await (await app.request('/api/nothing-here')).text()
    for (const [path, init] of [
      ['/api/admin/complaints', {}],
      [`/api/admin/complaints/${id}/resolve`, json(c.headers, { version: 1, resolution: 'Сам решил' })],
      [`/api/admin/complaints/${id}/hide-work`, json(c.headers, { workVersion: 1 })],
    ] as const) {
      const res = await app.request(path, { ...init, headers: { ...(init as { headers?: Record<string, string> }).headers, ...c.headers } })
      expect(res.status, path).toBe(404)
      expect(await res.text()).toBe(unknown)
    }
    const [row] = await t.db.query<{ status: string }>('select status from public.library_work_complaints where id = $1::bigint', [id])
    expect(row!.status).toBe('open')
    expect((await t.db.query<{ published: boolean }>('select published from public.library_works where id = $1::bigint', [w.id]))[0]!.published).toBe(true)
  })
})
