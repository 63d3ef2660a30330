// Every route of the back-office's API, as the router itself lists them (adminRoutes.routes: routes added later are
// covered without touching this file), is closed to everyone but a verified administrator: a client's token and no
// token both get the very answer of an unknown /api address, and each change a client attempts is written to the
// audit log as 'denied'.
import { describe, expect, it } from 'vitest'
import type { TestDb } from '../../tests/helpers/test-db'
import type { AppDeps } from '../context'
import { useTestApp, type TTestApp } from '../../tests/helpers/test-app'
import { bearer } from '../../tests/http/auth-support'
import { issueToken } from '../auth/token'
import { asService } from '../db/port'
import { adminRoutes } from './admin-routes'

let t: TestDb
let app: TTestApp
let deps: AppDeps
useTestApp((made) => ({ t, app, deps } = made))

const PARAM_ID = '7f1c2a9e-3b4d-4e5f-8a6b-9c0d1e2f3a4b'

/** Each method and path the admin router answers; `:param` (with or without a pattern) → a uuid, `*` → a segment. */
function adminEndpoints(): { method: string; path: string }[] {
  const seen = new Map<string, { method: string; path: string }>()
  for (const r of adminRoutes.routes) {
    const path = `/api/admin${r.path}`.replace(/:[A-Za-z0-9_]+(\{[^}]*\})?\??/g, PARAM_ID).replace(/\*/g, 'x').replace(/\/$/, '') || '/api/admin'
    const methods = r.method === 'ALL' ? ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] : [r.method.toUpperCase()]
    for (const method of methods) seen.set(`${method} ${path}`, { method, path })
  }
  return [...seen.values()]
}

describe('every /api/admin route is closed to clients and guests', () => {
  it('enumerates the router: the areas mounted so far are all there', () => {
    const names = adminEndpoints().map((e) => `${e.method} ${e.path}`)
    for (const known of [
      'GET /api/admin/session',
      'GET /api/admin/audit',
      'GET /api/admin/alerts',
      'POST /api/admin/alerts',
      'GET /api/admin/complaints',
      `GET /api/admin/complaints/${PARAM_ID}/attachments/${PARAM_ID}`,
      `POST /api/admin/complaints/${PARAM_ID}/resolve`,
      `POST /api/admin/complaints/${PARAM_ID}/hide-work`,
      'GET /api/admin/feedback',
      'GET /api/admin/feedback/ratings',
    ]) {
      expect(names).toContain(known)
    }
  })

  it('answers a client token and no token on every route exactly like an unknown /api address; a client’s changes are audited as denied', async () => {
    const unknown = await app.request('/api/nothing-here')
    const unknownBody = await unknown.text()
    expect(unknown.status).toBe(404)
    const clientId = crypto.randomUUID()
    await t.db.query(`insert into public.users (id, name, role_id) values ($1::uuid, 'Клиент', 1)`, [clientId])
    const client = bearer(await issueToken({ userId: clientId, secret: deps.settings.APP_JWT_SECRET }))
    const endpoints = adminEndpoints()
    const changes: string[] = []
    for (const { method, path } of endpoints) {
      for (const headers of [client, {}]) {
        const init: RequestInit = { method, headers: { ...headers, 'content-type': 'application/json' } }
        if (method !== 'GET' && method !== 'HEAD') init.body = JSON.stringify({ version: 1, text: 'Взлом', isActive: true })
        const res = await app.request(path, init)
        expect(res.status, `${method} ${path}`).toBe(404)
        expect(res.headers.get('content-type'), `${method} ${path}`).toBe(unknown.headers.get('content-type'))
        expect(await res.text(), `${method} ${path}`).toBe(unknownBody)
      }
      if (method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS') changes.push(`denied ${method} ${path}`.slice(0, 100))
    }
    const rows = await asService(t.db, (tx) =>
      tx.query<{ action: string; outcome: string }>(`select action, outcome from public.admin_audit_log where actor_id = $1::uuid order by id`, [clientId]),
    )
    expect(rows.every((r) => r.outcome === 'denied')).toBe(true)
    // One row per change the client attempted, the first 20 an hour (admin-middleware.ts keeps one client from flooding
    // the log); a guest's attempts name nobody and are not written.
    expect(changes.length).toBeGreaterThan(20)
    expect(rows.map((r) => r.action)).toEqual(changes.slice(0, 20))
    const [guestRows] = await asService(t.db, (tx) => tx.query<{ n: number }>(`select count(*)::int as n from public.admin_audit_log where actor_id is null`))
    expect(guestRows!.n).toBe(0)
  })
})
