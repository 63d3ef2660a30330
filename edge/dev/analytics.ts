// /dev/analytics – the events a browser stored, for end-to-end tests; 404 outside APP_ENV=test.
import { Hono } from 'hono'
import type { AppEnv } from '../context'
import { AppError } from '../http/errors'
import { readTestEvents } from './read-test-events'

export const devAnalyticsRoutes = new Hono<AppEnv>()

// GET /dev/analytics/events?fingerprint=… – the events stored for one browser, oldest first
devAnalyticsRoutes.get('/events', async (c) => {
  const { db, settings } = c.get('deps')
  if (settings.APP_ENV !== 'test') throw new AppError('NOT_FOUND')
  const fingerprint = c.req.query('fingerprint')
  if (!fingerprint) throw new AppError('BAD_REQUEST', 'Укажите fingerprint')
  return c.json({ events: await readTestEvents({ db, fingerprint }) })
})
