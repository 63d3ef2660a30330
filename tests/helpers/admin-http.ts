// HTTP helpers for the back-office's route tests: a verified administrator and a client, calls with a token, the
// unknown-address answer a client must get instead, the audit entries of a target or an action, page-cache
// notifications heard, and a check that a message is Russian.
import { expect } from 'vitest'
import { issueToken } from '../../edge/auth/token'
import type { AppDeps } from '../../edge/context'
import { asService, type Db } from '../../edge/db/port'
import { decodePageChange, PAGE_CACHE_CHANNEL } from '../../edge/page-cache/publish-page-change'
import type { TPageChange } from '../../edge/page-cache/page-cache'
import type { TTestApp } from './test-app'
import { makeAdmin, verifiedAdminToken } from './admin'

/** What JSON.parse gives: the tests read answers field by field and assert every value they read. */
export type TJson = ReturnType<typeof JSON.parse>

type TCall = (method: string, path: string, body?: unknown) => Promise<{ status: number; body: TJson }>

export type TAdminHttp = {
  adminId: string
  admin: TCall
  client: TCall
  clientId: string
  unknownBody: string
  /** A call as the administrator, or with another token. */
  call: (method: string, path: string, body?: unknown, token?: string) => Promise<{ status: number; body: TJson }>
  /** A fresh client's token. */
  clientToken: () => Promise<string>
  /** This administrator's entries of one action, oldest first. */
  audit: (action: string) => Promise<{ outcome: string; target_id: string | null; before: TJson; after: TJson; note: string | null; actor_id: string }[]>
}

export async function adminHttp(app: TTestApp, db: Db, deps: AppDeps): Promise<TAdminHttp> {
  const secret = deps.settings.APP_JWT_SECRET
  const adminId = await makeAdmin(db)
  const adminToken = await verifiedAdminToken(db, secret, adminId)
  const clientId = crypto.randomUUID()
  await db.query(`insert into public.users (id, name, role_id) values ($1::uuid, 'Клиент', 1)`, [clientId])
  const clientToken = await issueToken({ userId: clientId, secret })
  const call =
    (token: string): TCall =>
    async (method, path, body) => {
      const res = await app.request(path, {
        method,
        headers: { authorization: `Bearer ${token}`, ...(body !== undefined && { 'content-type': 'application/json' }) },
        ...(body !== undefined && { body: typeof body === 'string' ? body : JSON.stringify(body) }),
      })
      const text = await res.text()
      let parsed: unknown = text
      try {
        parsed = JSON.parse(text)
      } catch {
        // not JSON: kept as text
      }
      return { status: res.status, body: parsed }
    }
  const unknownBody = await (await app.request('/api/nothing-here')).text()
  return {
    adminId,
    admin: call(adminToken),
    client: call(clientToken),
    clientId,
    unknownBody,
    call: (method, path, body, token = adminToken) => call(token)(method, path, body),
    clientToken: async () => {
      const id = crypto.randomUUID()
      await db.query(`insert into public.users (id, name, role_id) values ($1::uuid, 'Клиент', 1)`, [id])
      return issueToken({ userId: id, secret })
    },
    audit: (action) =>
      asService(db, (tx) =>
        tx.query(`select outcome, target_id, before, after, note, actor_id::text from public.admin_audit_log where action = $1 and actor_id = $2::uuid order by id`, [action, adminId]),
      ),
  }
}

/** A client's call answers exactly as an unknown /api address does. */
export async function expectHidden(h: TAdminHttp, method: string, path: string, body?: unknown) {
  const res = await h.client(method, path, body)
  expect(res.status, `${method} ${path}`).toBe(404)
  expect(JSON.stringify(res.body)).toBe(JSON.stringify(JSON.parse(h.unknownBody)))
}

export type TAuditEntry = { action: string; outcome: string; target_id: string | null; before: TJson; after: TJson; note: string | null }

export const auditOf = (db: Db, targetType: string, targetId: string | number) =>
  asService(db, (tx) =>
    tx.query<TAuditEntry>(`select action, outcome, target_id, before, after, note from public.admin_audit_log where target_type = $1 and target_id = $2 order by id`, [
      targetType,
      String(targetId),
    ]),
  )

/** Page changes announced while `fn` runs (delivered after commit). */
export async function pageChangesDuring(db: Db, fn: () => Promise<unknown>): Promise<TPageChange[]> {
  const heard: TPageChange[] = []
  const unlisten = await db.listen(PAGE_CACHE_CHANNEL, (p) => heard.push(decodePageChange(p)!))
  try {
    await fn()
    await new Promise((r) => setTimeout(r, 150))
    return heard
  } finally {
    await unlisten()
  }
}

/** Russian text, at least one Cyrillic letter and no English sentence from zod's defaults. */
export const isRussian = (message: unknown) => typeof message === 'string' && /[А-Яа-яЁё]/.test(message) && !/\b(Expected|Invalid|received|Unrecognized)\b/.test(message)
