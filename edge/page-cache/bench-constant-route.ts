// APP_ENV=test only (edge/app.ts): an HTML answer of `bytes` bytes made once, through the same middleware as a page.
// `npm run bench` loads it next to a cached library page of the same size: the cache's overhead is the difference.
import type { Context } from 'hono'
import type { AppEnv } from '../context'

const MAX_BYTES = 2 * 1024 * 1024
const bodies = new Map<number, string>()

export function benchConstantRoute(c: Context<AppEnv>) {
  const bytes = Math.min(MAX_BYTES, Math.max(1, Number(c.req.query('bytes')) || 1024))
  let body = bodies.get(bytes)
  if (bodies.size > 8) bodies.clear()
  if (!body) bodies.set(bytes, (body = `<!doctype html>${'x'.repeat(Math.max(0, bytes - 15))}`))
  return c.html(body)
}
