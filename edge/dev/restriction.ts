// /dev/restriction – restrict the signed-in client's own account for end-to-end tests; answers 404 outside APP_ENV=test.
import { Hono } from 'hono'
import type { AppEnv } from '../context'
import { readJson } from '../http/body'
import { AppError } from '../http/errors'
import { setOwnRestriction } from './set-own-restriction'

export const devRestrictionRoutes = new Hono<AppEnv>()

// POST /dev/restriction – { canCreateOrders?, canCreatePayIns?, canLogin?, description?, removeAt?, reasonTitle?, reasonDescription? }
devRestrictionRoutes.post('/', async (c) => {
  const { db, settings } = c.get('deps')
  if (settings.APP_ENV !== 'test') throw new AppError('NOT_FOUND')
  await setOwnRestriction({ db, caller: c.get('caller'), input: await readJson(c) })
  return c.json({ ok: true })
})
