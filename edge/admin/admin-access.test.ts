// The back-office's door and second factor: anyone but an administrator meets the unknown-API answer (a client's
// attempt at a change is audited), an administrator's token needs a code before anything else, and the audit log is
// append-only and readable by administrators only (RLS).
import { describe, expect, it } from 'vitest'
import type { TestDb } from '../../tests/helpers/test-db'
import type { AppDeps } from '../context'
import { useTestApp, type TTestApp } from '../../tests/helpers/test-app'
import { bearer } from '../../tests/http/auth-support'
import { makeAdmin, verifiedAdminToken } from '../../tests/helpers/admin'
import { issueToken } from '../auth/token'
import { listOutbox } from '../notify/outbox'
import { asCaller, asService } from '../db/port'
import { AppError } from '../http/errors'
import { adminAction } from './admin-action'
import { lockVersioned } from './version'
import { grantAdminRole } from './grant-admin-role'

let t: TestDb
let app: TTestApp
let deps: AppDeps
useTestApp((made) => ({ t, app, deps } = made))

const secret = () => deps.settings.APP_JWT_SECRET
const json = (body: unknown) => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
const withAuth = (token: string, init: RequestInit = {}) => ({ ...init, headers: { ...(init.headers as Record<string, string>), ...bearer(token) } })

async function client(): Promise<{ id: string; token: string }> {
  const id = crypto.randomUUID()
  await t.db.query(`insert into public.users (id, name, role_id) values ($1::uuid, 'Клиент', 1)`, [id])
  return { id, token: await issueToken({ userId: id, secret: secret() }) }
}

const auditRows = (where: string, params: unknown[]) =>
  asService(t.db, (tx) => tx.query<{ action: string; outcome: string; actor_id: string | null; note: string | null }>(`select action, outcome, actor_id, note from public.admin_audit_log where ${where} order by id`, params))

async function newestCode(email: string): Promise<string> {
  const [entry] = await listOutbox(t.db, { recipient: email })
  return entry!.body.match(/\b(\d{6})\b/)![1]!
}

describe('the door of /api/admin', () => {
  it('answers a guest, a client and a forged token exactly like an unknown address, and audits a client’s change attempt', async () => {
    const unknown = await app.request('/api/nothing-here')
    const unknownBody = await unknown.text()
    const c = await client()
    for (const headers of [{}, bearer(c.token), bearer('forged')]) {
      for (const [path, init] of [
        ['/api/admin/session', {}],
        ['/api/admin/audit', {}],
        ['/api/admin/session/code', json({})],
        ['/api/admin/anything/at/all', json({ x: 1 })],
      ] as const) {
        const res = await app.request(path, { ...init, headers: { ...(init as { headers?: Record<string, string> }).headers, ...headers } })
        expect(res.status, path).toBe(404)
        expect(await res.text()).toBe(unknownBody)
      }
    }
    const attempts = await auditRows('actor_id = $1::uuid', [c.id])
    expect(attempts.map((a) => [a.action, a.outcome])).toEqual([
      ['denied POST /api/admin/session/code', 'denied'],
      ['denied POST /api/admin/anything/at/all', 'denied'],
    ])
  })

  it('asks an administrator’s fresh token for the code, and a right code opens the panel for that token only', async () => {
    const email = `boss-${Date.now()}@example.test`
    const id = await makeAdmin(t.db, { email })
    const token = await issueToken({ userId: id, secret: secret() })
    const session = await app.request('/api/admin/session', withAuth(token))
    expect(session.status).toBe(200)
    expect(await session.json()).toMatchObject({ userId: id, verified: false, expiresAt: null })
    const locked = await app.request('/api/admin/audit', withAuth(token))
    expect(locked.status).toBe(403)
    expect(((await locked.json()) as { error: { code: string } }).error.code).toBe('ADMIN_CODE_REQUIRED')

    const sent = await app.request('/api/admin/session/code', withAuth(token, json({})))
    expect(sent.status).toBe(200)
    expect(await sent.json()).toEqual({ channel: 'outbox' })
    const code = await newestCode(email)
    const again = await app.request('/api/admin/session/code', withAuth(token, json({})))
    expect(again.status).toBe(429)

    const wrong = String((Number(code) + 1) % 1e6).padStart(6, '0')
    const bad = await app.request('/api/admin/session/verify', withAuth(token, json({ code: wrong })))
    expect(bad.status).toBe(422)
    expect(((await bad.json()) as { error: { message: string } }).error.message).toBe('Неверный код')
    const malformed = await app.request('/api/admin/session/verify', withAuth(token, json({ code: '12' })))
    expect(malformed.status).toBe(400)

    const ok = await app.request('/api/admin/session/verify', withAuth(token, json({ code })))
    expect(ok.status).toBe(200)
    expect((await app.request('/api/admin/audit', withAuth(token))).status).toBe(200)
    // The code is spent; another token of the same administrator still needs its own.
    expect((await app.request('/api/admin/session/verify', withAuth(token, json({ code })))).status).toBe(422)
    const other = await issueToken({ userId: id, secret: secret() })
    expect((await app.request('/api/admin/audit', withAuth(other))).status).toBe(403)

    const trail = await auditRows('actor_id = $1::uuid', [id])
    expect(trail.map((a) => `${a.action}:${a.outcome}`)).toEqual(['admin.code-sent:ok', 'admin.sign-in:failed', 'admin.sign-in:ok', 'admin.sign-in:failed'])
  })

  it('kills a code after five wrong tries', async () => {
    const email = `tries-${Date.now()}@example.test`
    const id = await makeAdmin(t.db, { email })
    const token = await issueToken({ userId: id, secret: secret() })
    await app.request('/api/admin/session/code', withAuth(token, json({})))
    const code = await newestCode(email)
    const wrong = String((Number(code) + 7) % 1e6).padStart(6, '0')
    const messages: string[] = []
    for (let i = 0; i < 5; i++) {
      const res = await app.request('/api/admin/session/verify', withAuth(token, json({ code: wrong })))
      messages.push(((await res.json()) as { error: { message: string } }).error.message)
    }
    expect(messages.at(-1)).toBe('Слишком много неверных попыток: запроси новый код')
    const late = await app.request('/api/admin/session/verify', withAuth(token, json({ code })))
    expect(late.status).toBe(422)
    expect((await app.request('/api/admin/audit', withAuth(token))).status).toBe(403)
  })

  it('closes the panel the moment the account stops being an administrator', async () => {
    const id = await makeAdmin(t.db)
    const token = await verifiedAdminToken(t.db, secret(), id)
    expect((await app.request('/api/admin/audit', withAuth(token))).status).toBe(200)
    await t.db.query('update public.users set role_id = 1 where id = $1::uuid', [id])
    expect((await app.request('/api/admin/audit', withAuth(token))).status).toBe(404)
  })
})

describe('the audit log', () => {
  it('is append-only, even for the server, and only administrators read it (RLS)', async () => {
    const id = await makeAdmin(t.db)
    await asService(t.db, (tx) => tx.query(`insert into public.admin_audit_log (actor_id, action) values ($1::uuid, 'test.entry')`, [id]))
    await expect(asService(t.db, (tx) => tx.query(`update public.admin_audit_log set action = 'x' where action = 'test.entry'`))).rejects.toThrow()
    await expect(asService(t.db, (tx) => tx.query(`delete from public.admin_audit_log where action = 'test.entry'`))).rejects.toThrow()
    await expect(t.db.query(`update public.admin_audit_log set action = 'x' where action = 'test.entry'`)).rejects.toThrow(/append-only/)
    await expect(t.db.query(`delete from public.admin_audit_log`)).rejects.toThrow(/append-only/)

    const c = await client()
    const asClient = await asCaller(t.db, { role: 'authenticated', userId: c.id }, (tx) => tx.query('select id from public.admin_audit_log'))
    expect(asClient).toEqual([])
    await expect(asCaller(t.db, { role: 'anon' }, (tx) => tx.query('select id from public.admin_audit_log'))).rejects.toThrow()
    const asAdmin = await asCaller(t.db, { role: 'authenticated', userId: id }, (tx) => tx.query<{ action: string }>(`select action from public.admin_audit_log where action = 'test.entry'`))
    expect(asAdmin).toHaveLength(1)
  })

  it('lists entries newest first with server paging, sorting and filters', async () => {
    const id = await makeAdmin(t.db)
    const token = await verifiedAdminToken(t.db, secret(), id)
    await asService(t.db, async (tx) => {
      for (let i = 0; i < 25; i++) await tx.query(`insert into public.admin_audit_log (actor_id, action, target_type, target_id) values ($1::uuid, $2, 'thing', $3)`, [id, `list.entry${i % 2}`, String(i)])
    })
    const page = (await (await app.request('/api/admin/audit?q=list.entry&perPage=20&page=2', withAuth(token))).json()) as { items: { targetId: string; actorName: string }[]; total: number; page: number }
    expect(page.total).toBe(25)
    expect(page.page).toBe(2)
    expect(page.items.map((i) => i.targetId)).toEqual(['4', '3', '2', '1', '0'])
    expect(page.items[0]!.actorName).toBe('Администратор')
    const asc = (await (await app.request('/api/admin/audit?targetType=thing&sort=at&dir=asc&perPage=20', withAuth(token))).json()) as { items: { targetId: string }[] }
    expect(asc.items[0]!.targetId).toBe('0')
    const bad = await app.request('/api/admin/audit?sort=drop%20table&perPage=7', withAuth(token))
    expect(bad.status).toBe(400)
    expect(((await bad.json()) as { error: { message: string } }).error.message).toMatch(/Сортировка бывает по: at, action, outcome; На странице бывает 20, 50, 100 строк|На странице бывает/)
  })
})

describe('adminAction and the version check', () => {
  it('writes the change and its entry together; a refused action changes nothing and is written as failed', async () => {
    const id = await makeAdmin(t.db)
    const admin = { userId: id, jti: crypto.randomUUID(), ip: '203.0.113.9', requestId: 'req-1' }
    await t.db.query(`create table if not exists public.admin_test_items (id int primary key, title text not null, version int not null default 1)`)
    await t.db.query('grant all on public.admin_test_items to service_role')
    await t.db.query(`insert into public.admin_test_items (id, title) values (1, 'Старое') on conflict do nothing`)

    const edit = (version: number, title: string) =>
      adminAction({ db: t.db, admin, action: 'item.edit', targetType: 'item', targetId: 1 }, async (tx) => {
        const before = await lockVersioned<{ title: string }>(tx, { table: 'public.admin_test_items', id: 1, version })
        if (!title) throw new AppError('BAD_REQUEST', 'Заполни название')
        const [after] = await tx.query<{ title: string; version: number }>('update public.admin_test_items set title = $1, version = version + 1 where id = 1 returning title, version', [title])
        return { result: after, before: { title: before.title }, after: { title: after!.title } }
      })

    await expect(edit(1, 'Новое')).resolves.toEqual({ title: 'Новое', version: 2 })
    // A second screen that loaded version 1 cannot overwrite it.
    await expect(edit(1, 'Чужое')).rejects.toMatchObject({ code: 'STALE_VERSION', message: 'Запись изменили, обнови страницу' })
    await expect(edit(2, '')).rejects.toMatchObject({ code: 'BAD_REQUEST' })
    const [row] = await t.db.query<{ title: string; version: number }>('select title, version from public.admin_test_items where id = 1')
    expect(row).toEqual({ title: 'Новое', version: 2 })
    const trail = await asService(t.db, (tx) =>
      tx.query<{ outcome: string; before: unknown; after: unknown; note: string | null; ip: string }>(`select outcome, before, after, note, ip from public.admin_audit_log where action = 'item.edit' order by id`),
    )
    expect(trail).toEqual([
      { outcome: 'ok', before: { title: 'Старое' }, after: { title: 'Новое' }, note: null, ip: '203.0.113.9' },
      { outcome: 'failed', before: null, after: null, note: 'Запись изменили, обнови страницу', ip: '203.0.113.9' },
      { outcome: 'failed', before: null, after: null, note: 'Заполни название', ip: '203.0.113.9' },
    ])
  })
})

describe('grantAdminRole (npm run admin:grant)', () => {
  it('makes an account by e-mail or phone an administrator, creates one if needed, takes the role back, and audits it', async () => {
    const email = `Owner-${Date.now()}@Example.test`
    const made = await grantAdminRole({ db: t.db, contact: email })
    expect(made.created).toBe(true)
    const again = await grantAdminRole({ db: t.db, contact: email.toLowerCase() })
    expect(again).toEqual({ userId: made.userId, created: false })
    const [row] = await t.db.query<{ role_id: number }>('select role_id from public.users where id = $1::uuid', [made.userId])
    expect(Number(row!.role_id)).toBe(4)
    await grantAdminRole({ db: t.db, contact: email, revoke: true })
    const [after] = await t.db.query<{ role_id: number }>('select role_id from public.users where id = $1::uuid', [made.userId])
    expect(Number(after!.role_id)).toBe(1)
    const phone = await grantAdminRole({ db: t.db, contact: '8 (916) 555-01-23' })
    const [byPhone] = await t.db.query<{ phone: string }>('select phone from public.users where id = $1::uuid', [phone.userId])
    expect(byPhone!.phone).toBe('79165550123')
    await expect(grantAdminRole({ db: t.db, contact: '12345' })).rejects.toMatchObject({ code: 'BAD_REQUEST' })
    await expect(grantAdminRole({ db: t.db, contact: 'nobody@example.test', revoke: true })).rejects.toMatchObject({ code: 'NOT_FOUND' })
    const trail = await auditRows(`target_id = $1 and action like 'admin.role-%'`, [made.userId])
    expect(trail.map((a) => a.action)).toEqual(['admin.role-granted', 'admin.role-granted', 'admin.role-revoked'])
  })
})
