// /dev/wheel – a trial key, spins, demo partner codes for end-to-end tests; answers 404 outside APP_ENV=test.
import { Hono } from 'hono'
import type { AppEnv } from '../context'
import { readJson } from '../http/body'
import { AppError } from '../http/errors'
import { seedWheel } from './seed-wheel'

export const devWheelRoutes = new Hono<AppEnv>()

// POST /dev/wheel – { trialKey?: { key, trials }, spins?, promoCodes? }
devWheelRoutes.post('/', async (c) => {
  const { db, settings } = c.get('deps')
  if (settings.APP_ENV !== 'test') throw new AppError('NOT_FOUND')
  await seedWheel({ db, caller: c.get('caller'), input: await readJson(c) })
  return c.json({ ok: true })
})
