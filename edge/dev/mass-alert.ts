// /dev/mass-alert – switch the mass alert from outside (end-to-end tests, manual checks); never mounted in production.
import { Hono } from 'hono'
import type { AppEnv } from '../context'
import { readJson } from '../http/body'
import { setMassAlert } from '../alerts/set-mass-alert'
import type { TSetMassAlertInput } from '../../domain/mass-alert-input'

export const devMassAlertRoutes = new Hono<AppEnv>()

// POST /dev/mass-alert – { text, isActive? } sets the alert, { isActive: false } takes it down; answers what visitors now see
devMassAlertRoutes.post('/', async (c) => {
  const { db, realtime } = c.get('deps')
  const massAlert = await setMassAlert({ db, realtime, input: (await readJson(c)) as TSetMassAlertInput })
  return c.json({ massAlert })
})
