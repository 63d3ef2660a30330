// REST of the task solver (orders.md §7, §8): answers `{ unified_order_id, error, errors }`; a refusal carries its
// Russian text in `error`, every message in `errors` (the browser merges them into one list) and the shared `code`.
import { Hono, type Context } from 'hono'
import type { AppEnv } from '../context'
import { AppError } from '../http/errors'
import { readJson } from '../http/body'
import { clientIp } from '../auth/client-ip'
import { createTaskSearchOrder } from './create-task-search-order'

function refusal(c: Context<AppEnv>, e: AppError) {
  const messages = Array.isArray(e.details?.messages) ? (e.details.messages as string[]) : [e.message]
  return c.json({ unified_order_id: null, error: e.message, errors: messages, code: e.code, ...(e.details?.retryAfterSeconds !== undefined && { retry_after_seconds: e.details.retryAfterSeconds }) }, e.status)
}

export const taskOrderRoutes = new Hono<AppEnv>()
  // POST /api/unified-order/search – start a task search (a client by bearer token, or a guest browser by fingerprint).
  .post('/search', async (c) => {
    try {
      const body = await readJson(c)
      const order = await createTaskSearchOrder({ deps: c.get('deps'), caller: c.get('caller'), ip: clientIp(c.req.raw.headers), body })
      c.header('cache-control', 'no-store')
      return c.json({ unified_order_id: Number(order.unifiedOrderId), error: null, errors: [] })
    } catch (e) {
      if (e instanceof AppError) return refusal(c, e)
      throw e
    }
  })
