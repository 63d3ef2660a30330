// /api/admin/alerts: an administrator posts and takes down the mass alert through the same switch every cabinet
// follows over realtime, with the alert before and after in the audit log; the history is paged on the server; bad
// input is refused in Russian, a switch over someone else's is STALE_VERSION; clients meet the unknown address.
import { describe, expect, it } from 'vitest'
import type { TestDb } from '../../../tests/helpers/test-db'
import type { AppDeps } from '../../context'
import { useTestApp, type TTestApp } from '../../../tests/helpers/test-app'
import { bearer } from '../../../tests/http/auth-support'
import { makeAdmin, verifiedAdminToken } from '../../../tests/helpers/admin'
import { issueToken } from '../../auth/token'
import { asService } from '../../db/port'
import { MASS_ALERT_ROOM } from '../../../domain/realtime'
import type { RealtimeMessage } from '../../realtime/hub'
import { getLastActiveMassAlert } from '../../alerts/get-last-active-mass-alert'
import { cachedMassAlert } from '../../alerts/mass-alert-cache'

let t: TestDb
let app: TTestApp
let deps: AppDeps
useTestApp((made) => ({ t, app, deps } = made))

const post = (headers: Record<string, string>, body: unknown) =>
  app.request('/api/admin/alerts', { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) })

async function admin() {
  const id = await makeAdmin(t.db)
  return { id, headers: bearer(await verifiedAdminToken(t.db, deps.settings.APP_JWT_SECRET, id)) }
}

const audit = (action: string) =>
  asService(t.db, (tx) =>
    tx.query<{ outcome: string; target_id: string | null; before: unknown; after: unknown; note: string | null }>(
      `select outcome, target_id, before, after, note from public.admin_audit_log where action = $1 order by id`,
      [action],
    ),
  )

describe('/api/admin/alerts', () => {
  it('posts an alert live to every open cabinet, replaces it, takes it down, each step audited with before and after', async () => {
    const a = await admin()
    const got: RealtimeMessage[] = []
    const off = deps.realtime.subscribe([MASS_ALERT_ROOM], (m) => got.push(m))
    try {
      // The page cache of this process had the old answer: the switch drops it at once.
      expect(await cachedMassAlert({ db: t.db })).toBeNull()
      const first = await post(a.headers, { text: '  Техработы ночью  ', isActive: true, seenActiveId: null })
      expect(first.status).toBe(200)
      expect(await first.json()).toEqual({ massAlert: { isActive: true, text: 'Техработы ночью' } })
      expect(await getLastActiveMassAlert({ db: t.db })).toEqual({ isActive: true, text: 'Техработы ночью' })
      expect(await cachedMassAlert({ db: t.db })).toEqual({ isActive: true, text: 'Техработы ночью' })
      await expect.poll(() => got.length).toBe(1)
      expect(got[0]).toMatchObject({ event: 'mass-alert-changed', data: { isActive: true, text: 'Техработы ночью' } })

      const list = await app.request('/api/admin/alerts', { headers: a.headers })
      const history = (await list.json()) as { items: { id: number; text: string; isActive: boolean }[]; total: number }
      expect(history.total).toBe(1)
      const firstId = history.items[0]!.id

      const second = await post(a.headers, { text: 'Работы продлили', isActive: true, seenActiveId: firstId })
      expect(second.status).toBe(200)
      const down = await post(a.headers, { isActive: false, seenActiveId: firstId + 1 })
      expect(await down.json()).toEqual({ massAlert: null })
      expect(await getLastActiveMassAlert({ db: t.db })).toBeNull()
      await expect.poll(() => got.length).toBe(3)
      expect(got[2]!.data).toEqual({ isActive: false, text: 'Работы продлили' })

      const page = (await (await app.request('/api/admin/alerts?perPage=20&sort=createdAt&dir=asc', { headers: a.headers })).json()) as {
        items: { text: string; isActive: boolean }[]
      }
      expect(page.items.map((i) => [i.text, i.isActive])).toEqual([
        ['Техработы ночью', false],
        ['Работы продлили', false],
      ])
      const searched = (await (await app.request('/api/admin/alerts?q=продлили', { headers: a.headers })).json()) as { total: number }
      expect(searched.total).toBe(1)

      const posts = await audit('alert.post')
      expect(posts.map((p) => [p.outcome, p.before, p.after])).toEqual([
        ['ok', null, { id: firstId, isActive: true, text: 'Техработы ночью' }],
        ['ok', { id: firstId, isActive: true, text: 'Техработы ночью' }, { id: firstId + 1, isActive: true, text: 'Работы продлили' }],
      ])
      const downs = await audit('alert.take-down')
      expect(downs).toEqual([
        { outcome: 'ok', target_id: String(firstId + 1), before: { id: firstId + 1, isActive: true, text: 'Работы продлили' }, after: { id: firstId + 1, isActive: false }, note: null },
      ])
    } finally {
      off()
    }
  })

  it('refuses an empty or overlong alert and a missing seen alert in Russian, naming the field', async () => {
    const a = await admin()
    for (const [body, field, message] of [
      [{ text: '   ', isActive: true, seenActiveId: null }, 'text', 'Впиши текст объявления'],
      [{ text: 'я'.repeat(501), isActive: true, seenActiveId: null }, 'text', 'длиннее 500'],
      [{ text: 'Есть текст', isActive: true }, 'seenActiveId', 'Обнови страницу'],
      [{ text: 'Есть текст', isActive: 'да', seenActiveId: null }, 'isActive', 'true или false'],
    ] as const) {
      const res = await post(a.headers, body)
      expect(res.status).toBe(400)
      const { error } = (await res.json()) as { error: { code: string; message: string; fields: string[] } }
      expect(error.code).toBe('BAD_REQUEST')
      expect(error.message).toContain(message)
      expect(error.fields).toContain(field)
    }
    const bad = await app.request('/api/admin/alerts', { method: 'POST', headers: { ...a.headers, 'content-type': 'application/json' }, body: '{oops' })
    expect(bad.status).toBe(400)
    expect(await getLastActiveMassAlert({ db: t.db })).toBeNull()
  })

  it('answers STALE_VERSION when another administrator switched the alert meanwhile, and changes nothing', async () => {
    const a = await admin()
    const b = await admin()
    expect((await post(a.headers, { text: 'От первого', isActive: true, seenActiveId: null })).status).toBe(200)
    // b loaded the page before a posted: b saw no active alert.
    const stale = await post(b.headers, { text: 'От второго', isActive: true, seenActiveId: null })
    expect(stale.status).toBe(409)
    expect(await stale.json()).toMatchObject({ error: { code: 'STALE_VERSION', message: 'Запись изменили, обнови страницу' } })
    const down = await post(b.headers, { isActive: false, seenActiveId: null })
    expect(down.status).toBe(409)
    expect(await getLastActiveMassAlert({ db: t.db })).toEqual({ isActive: true, text: 'От первого' })
    expect((await audit('alert.post')).at(-1)).toMatchObject({ outcome: 'failed', note: 'Запись изменили, обнови страницу' })
    const active = await asService(t.db, (tx) => tx.query<{ id: number }>('select id from public.mass_alerts where is_active'))
    expect((await post(a.headers, { isActive: false, seenActiveId: Number(active[0]!.id) })).status).toBe(200)
  })

  it('answers a client exactly like an unknown address and shows them no history', async () => {
    const unknown = await (await app.request('/api/nothing-here')).text()
    const id = crypto.randomUUID()
    await t.db.query(`insert into public.users (id, name, role_id) values ($1::uuid, 'Клиент', 1)`, [id])
    const client = bearer(await issueToken({ userId: id, secret: deps.settings.APP_JWT_SECRET }))
    for (const res of [await app.request('/api/admin/alerts', { headers: client }), await post(client, { text: 'Взлом', isActive: true, seenActiveId: null })]) {
      expect(res.status).toBe(404)
      expect(await res.text()).toBe(unknown)
    }
    expect(await getLastActiveMassAlert({ db: t.db })).toBeNull()
  })
})
