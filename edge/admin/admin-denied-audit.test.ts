// A client knocking at /api/admin cannot flood the audit log: its first attempts in an hour are written, the rest counted.
import { describe, expect, it } from 'vitest'
import type { AppDeps } from '../context'
import { issueToken } from '../auth/token'
import type { TestDb } from '../../tests/helpers/test-db'
import { useTestApp, type TTestApp } from '../../tests/helpers/test-app'
import { useMidWindowClock } from '../../tests/helpers/rate-window'

let t: TestDb
let app: TTestApp
let deps: AppDeps
useTestApp((made) => ({ t, app, deps } = made))
// Thirty attempts are counted in one hour whenever the run starts.
useMidWindowClock(() => t.db)

describe('denied attempts at /api/admin', () => {
  it('writes at most 20 rows an hour per account and still answers every attempt like an unknown address', async () => {
    const id = crypto.randomUUID()
    await t.db.query(`insert into public.users (id, name) values ($1, 'Клиент')`, [id])
    const token = await issueToken({ userId: id, secret: deps.settings.APP_JWT_SECRET })
    for (let i = 0; i < 30; i++) {
      const res = await app.request(`/api/admin/users/${i}`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: '{}' })
      expect(res.status).toBe(404)
    }
    const [rows] = await t.db.query<{ n: number }>(`select count(*)::int as n from public.admin_audit_log where actor_id = $1 and outcome = 'denied'`, [id])
    expect(rows!.n).toBe(20)
    const [hits] = await t.db.query<{ hits: number }>(`select hits from private.rate_limit_hits where bucket = $1`, [`admin-denied:${id}:hour`])
    expect(hits!.hits).toBe(30)
  })
})
