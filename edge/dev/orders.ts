// /dev/orders – seed the signed-in client's unified orders for end-to-end tests; answers 404 outside APP_ENV=test.
import { Hono } from 'hono'
import type { AppEnv } from '../context'
import { readJson } from '../http/body'
import { AppError } from '../http/errors'
import { seedOrders } from './seed-orders'

export const devOrdersRoutes = new Hono<AppEnv>()

// POST /dev/orders/seed – { orders: [{ typeId, status, text?, createdAt? }] } for the bearer's client; answers { ids }
devOrdersRoutes.post('/seed', async (c) => {
  const { db, settings } = c.get('deps')
  // Even in development a real database should not gain made-up orders by a stray request.
  if (settings.APP_ENV !== 'test') throw new AppError('NOT_FOUND')
  return c.json(await seedOrders({ db, caller: c.get('caller'), input: await readJson(c) }))
})
