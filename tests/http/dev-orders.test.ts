// POST /dev/orders/seed: the e2e seeding hook of «Мои задания» exists only in APP_ENV=test and only for a signed-in client.
import { describe, expect, it } from 'vitest'
import { createApp } from '../../edge/app'
import type { AppDeps } from '../../edge/context'
import type { TestDb } from '../helpers/test-db'
import { useTestApp, type TTestApp } from '../helpers/test-app'
import { seedClient } from '../helpers/unified-orders'
import { withSettings } from '../helpers/app-deps'

let t: TestDb
let deps: AppDeps
let app: TTestApp
useTestApp((made) => ({ t, deps, app } = made))

const post = (a: TTestApp, body: unknown, headers: Record<string, string> = {}) =>
  a.request('/dev/orders/seed', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) })

describe('POST /dev/orders/seed', () => {
  it('gives the bearer’s client the orders asked for; a text work gets its essay order too', async () => {
    const client = await seedClient(t.db, deps.settings.APP_JWT_SECRET)
    const res = await post(
      app,
      {
        orders: [
          { typeId: 5, status: 3, text: 'Эссе', createdAt: '2026-03-05T10:00:00+03:00' },
          { typeId: 9, status: 1 },
        ],
      },
      client.headers,
    )
    expect(res.status).toBe(200)
    const { ids } = (await res.json()) as { ids: string[] }
    const rows = await t.db.query<{ type_id: number; status: number; status_by_search: number | null; text: string | null; created_at: Date }>(
      `select type_id, status, status_by_search, text, created_at from public.unified_orders where user_id = $1 order by id`,
      [client.id],
    )
    expect(rows.map((r) => [r.type_id, r.status, r.status_by_search, r.text])).toEqual([
      [5, 3, 4, 'Эссе'],
      [9, 1, null, null],
    ])
    expect(new Date(rows[0]!.created_at).toISOString()).toBe('2026-03-05T07:00:00.000Z')
    const essays = await t.db.query<{ status: number; unified_order_id: string }>(`select status, unified_order_id::text from public.ai_essay_orders where user_id = $1`, [client.id])
    expect(essays).toEqual([{ status: 14, unified_order_id: ids[0] }])
  })

  it('refuses a guest, a bad body, and answers 404 outside APP_ENV=test', async () => {
    expect((await post(app, { orders: [{ typeId: 5, status: 1 }] })).status).toBe(401)
    const client = await seedClient(t.db, deps.settings.APP_JWT_SECRET)
    expect((await post(app, { orders: [{ typeId: 4, status: 1 }] }, client.headers)).status).toBe(400)
    const dev = createApp(withSettings(deps, { APP_ENV: 'development' }))
    expect((await post(dev, { orders: [{ typeId: 5, status: 1 }] }, client.headers)).status).toBe(404)
  })
})
