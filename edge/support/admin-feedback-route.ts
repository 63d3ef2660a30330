// GET /api/admin/feedback?limit&offset – the feedback the form and ?survioForm collected, for administrators. Guests and
// clients get the very answer of an unknown /api address: nothing says it exists.
import { Hono } from 'hono'
import type { AppEnv } from '../context'
import { apiNotFound } from '../http/api-not-found'
import { listFeedback } from './list-feedback'

export const adminFeedbackRoutes = new Hono<AppEnv>()

adminFeedbackRoutes.get('/', async (c) => {
  const answer = await listFeedback({ db: c.get('deps').db, caller: c.get('caller'), query: c.req.query() })
  if (answer.kind === 'absent') return apiNotFound(c)
  c.header('cache-control', 'no-store')
  if (answer.kind === 'bad') return c.json({ error_message: answer.message, code: 'BAD_REQUEST' }, 400)
  return c.json({ items: answer.items, limit: answer.limit, offset: answer.offset, total: answer.total })
})
