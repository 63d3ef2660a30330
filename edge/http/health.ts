// GET /api/health – liveness plus a database round trip.
import { Hono } from 'hono'
import type { AppEnv } from '../context'
import { asCaller } from '../db/port'

export const healthRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const { db } = c.get('deps')
  const [row] = await asCaller(db, { role: 'anon' }, (tx) => tx.query<{ ok: number }>('select 1 as ok'))
  return c.json({ ok: row?.ok === 1, driver: db.driver })
})
