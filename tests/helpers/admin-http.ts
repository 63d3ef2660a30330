// HTTP helpers for the back-office's route tests: an administrator's verified token, JSON calls with it, a client's
// token, and the audit entries of an action.
import { expect } from 'vitest'
import type { AppDeps } from '../../edge/context'
import { issueToken } from '../../edge/auth/token'
import { asService } from '../../edge/db/port'
import type { TTestApp } from './test-app'
import type { TestDb } from './test-db'
import { makeAdmin, verifiedAdminToken } from './admin'

/** An answer's JSON as the tests read it (the routes' own types are checked by the typecheck of the islands). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type TJson = any

export type TAdminHttp = {
  adminId: string
  call: (method: string, path: string, body?: unknown, token?: string) => Promise<{ status: number; body: TJson }>
  clientToken: () => Promise<string>
  audit: (action: string) => Promise<{ outcome: string; target_id: string | null; before: TJson; after: TJson; note: string | null; actor_id: string }[]>
  /** The answer of an address that does not exist, as a client gets it. */
  unknownBody: () => Promise<string>
}

export async function adminHttp(t: TestDb, deps: AppDeps, app: TTestApp): Promise<TAdminHttp> {
  const adminId = await makeAdmin(t.db)
  const token = await verifiedAdminToken(t.db, deps.settings.SUPABASE_JWT_SECRET, adminId)
  const call = async (method: string, path: string, body?: unknown, as = token) => {
    const res = await app.request(path, {
      method,
      headers: { authorization: `Bearer ${as}`, ...(body !== undefined && { 'content-type': 'application/json' }) },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    })
    const text = await res.text()
    let parsed: unknown = text
    try {
      parsed = JSON.parse(text)
    } catch {
      /* not JSON: the text itself */
    }
    return { status: res.status, body: parsed as TJson }
  }
  return {
    adminId,
    call,
    clientToken: async () => {
      const id = crypto.randomUUID()
      await t.db.query(`insert into public.users (id, name, role_id) values ($1::uuid, 'Клиент', 1)`, [id])
      return issueToken({ userId: id, secret: deps.settings.SUPABASE_JWT_SECRET })
    },
    audit: (action) =>
      asService(t.db, (tx) =>
        tx.query(`select outcome, target_id, before, after, note, actor_id::text from public.admin_audit_log where action = $1 and actor_id = $2::uuid order by id`, [action, adminId]),
      ),
    unknownBody: async () => {
      const res = await app.request('/api/nothing-here')
      expect(res.status).toBe(404)
      return res.text()
    },
  }
}

/** Russian text, at least one Cyrillic letter and no English sentence from zod's defaults. */
export const isRussian = (message: unknown) => typeof message === 'string' && /[А-Яа-яЁё]/.test(message) && !/\b(Expected|Invalid|received|Unrecognized)\b/.test(message)
