// REST of the AI order: POST /api/unified-order/create (orders.md §7), answering { unified_order_id, error, errors }.
import { Hono } from 'hono'
import type { AppEnv } from '../context'
import { AppError } from '../http/errors'
import { readJson } from '../http/body'
import { createAiOrder } from './create-ai-order'
import { clientIp } from '../auth/client-ip'

export const aiOrderCreateRoutes = new Hono<AppEnv>()

// POST /api/unified-order/create – start an AI order for a question (bearer token, or a guest's fingerprint).
aiOrderCreateRoutes.post('/create', async (c) => {
  try {
    const order = await createAiOrder({ deps: c.get('deps'), caller: c.get('caller'), ip: clientIp(c.req.raw.headers), input: await readJson(c) })
    return c.json({ unified_order_id: Number(order.unifiedOrderId), error: null, errors: [] as string[] })
  } catch (e) {
    if (!(e instanceof AppError)) throw e
    const messages = Array.isArray(e.details?.messages) ? (e.details.messages as string[]) : [e.message]
    if (e.code === 'TOO_MANY_ATTEMPTS' && typeof e.details?.retryAfterSeconds === 'number') c.header('retry-after', String(e.details.retryAfterSeconds))
    return c.json({ unified_order_id: null, error: e.message, errors: messages, code: e.code }, e.status)
  }
})
