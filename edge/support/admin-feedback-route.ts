// /api/admin/feedback – what clients and guests tell the team, and the ratings the product collects elsewhere. Behind
// the admin door (edge/admin/admin-middleware.ts): guests and clients get the very answer of an unknown /api address.
import { Hono } from 'hono'
import type { AppEnv } from '../context'
import { adminOf } from '../admin/admin-middleware'
import { listRatings } from '../admin/feedback/list-ratings'
import { listFeedback } from './list-feedback'

export const adminFeedbackRoutes = new Hono<AppEnv>()

// GET /api/admin/feedback?page&perPage&sort&dir&q&rating=bad|none|1..5&source=form|survio – newest first
adminFeedbackRoutes.get('/', async (c) => {
  adminOf(c)
  return c.json(await listFeedback({ db: c.get('deps').db, caller: c.get('caller'), query: c.req.query() }))
})

// GET /api/admin/feedback/ratings?page&perPage&sort&dir&q&bad=1&kind=order|training-task|training-message
adminFeedbackRoutes.get('/ratings', async (c) => {
  adminOf(c)
  return c.json(await listRatings({ db: c.get('deps').db, caller: c.get('caller'), query: c.req.query() }))
})
