// /api/admin/alerts – the mass alert every open cabinet shows: its history and the switch (issue 17 part 5).
import { Hono } from 'hono'
import type { AppEnv } from '../../context'
import { readJson } from '../../http/body'
import { adminOf } from '../admin-middleware'
import { listMassAlerts } from './list-mass-alerts'
import { setAdminMassAlert } from './set-admin-mass-alert'

export const alertsAdminRoutes = new Hono<AppEnv>()

// GET /api/admin/alerts?page&perPage&sort&dir&q&active=yes|no – every alert ever posted, newest first
alertsAdminRoutes.get('/', async (c) => {
  adminOf(c)
  return c.json(await listMassAlerts({ db: c.get('deps').db, caller: c.get('caller'), query: c.req.query() }))
})

// POST /api/admin/alerts – { text, isActive, seenActiveId }: post a new alert (replacing the active one) or take it down
alertsAdminRoutes.post('/', async (c) => {
  const { db, realtime } = c.get('deps')
  const massAlert = await setAdminMassAlert({ db, realtime, admin: adminOf(c), input: await readJson(c) })
  return c.json({ massAlert })
})
