// GET /api/health – liveness plus a database round trip.
import { Hono } from 'hono'
import type { AppEnv } from '../context'

export const healthRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const { db } = c.get('deps')
  const [row] = await db.query<{ ok: number }>('select 1 as ok')
  return c.json({ ok: row?.ok === 1, driver: db.driver })
})
