// GET /api/admin/analytics/funnel?from=YYYY-MM-DD&to=YYYY-MM-DD – the team's funnel (landing → start → order → payment)
// for administrators. Guests and clients get the very answer of an unknown /api address: nothing says it exists.
import { Hono } from 'hono'
import type { AppEnv } from '../context'
import { apiNotFound } from '../http/api-not-found'
import { getAnalyticsFunnel } from './get-analytics-funnel'

export const adminAnalyticsRoutes = new Hono<AppEnv>()

adminAnalyticsRoutes.get('/funnel', async (c) => {
  const answer = await getAnalyticsFunnel({ db: c.get('deps').db, caller: c.get('caller'), query: c.req.query() })
  if (answer.kind === 'absent') return apiNotFound(c)
  c.header('cache-control', 'no-store')
  if (answer.kind === 'bad') return c.json({ error_message: answer.message, code: 'BAD_REQUEST' }, 400)
  return c.json({ from: answer.from, to: answer.to, steps: answer.steps })
})
