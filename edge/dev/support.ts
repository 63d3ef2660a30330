// /dev/support – an administrator to read the feedback as, for end-to-end tests; 404 outside APP_ENV=test.
import { Hono } from 'hono'
import type { AppEnv } from '../context'
import { AppError } from '../http/errors'
import { makeTestAdmin } from './make-test-admin'

export const devSupportRoutes = new Hono<AppEnv>()

// POST /dev/support/admin – makes an administrator and answers { userId }
devSupportRoutes.post('/admin', async (c) => {
  const { db, settings } = c.get('deps')
  if (settings.APP_ENV !== 'test') throw new AppError('NOT_FOUND')
  return c.json(await makeTestAdmin({ db }))
})
