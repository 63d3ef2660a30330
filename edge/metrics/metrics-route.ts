// GET /metrics: the Prometheus text format, for a scraper holding METRICS_TOKEN as a bearer token. Unset token: the
// address does not exist (404); a wrong or missing one: 401. Node only (the Workers entry has no metrics registry).
import { Hono } from 'hono'
import type { AppEnv } from '../context'
import type { TAppMetrics } from './app-metrics'

const sha256 = async (text: string) => new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)))

/** Compares in time that does not depend on where the strings differ: both are hashed to 32 bytes first. */
export async function sameSecret(given: string, expected: string): Promise<boolean> {
  const [a, b] = await Promise.all([sha256(given), sha256(expected)])
  let diff = 0
  for (let i = 0; i < a.length; i++) diff |= a[i]! ^ b[i]!
  return diff === 0
}

export function metricsRoutes(metrics: TAppMetrics, token: string | undefined) {
  return new Hono<AppEnv>().get('/', async (c) => {
    if (!token) return c.json({ message: 'Не найдено' }, 404)
    const given = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1] ?? ''
    if (!(await sameSecret(given, token))) {
      c.header('www-authenticate', 'Bearer realm="metrics"')
      return c.json({ message: 'Нужен токен метрик (METRICS_TOKEN) в заголовке Authorization: Bearer …' }, 401)
    }
    c.header('cache-control', 'no-store')
    try {
      return c.body(await metrics.registry.render(), 200, { 'content-type': 'text/plain; version=0.0.4; charset=utf-8' })
    } catch (e) {
      c.get('deps').log.warn('metrics: scrape failed', { error: e instanceof Error ? e.message : String(e) })
      return c.json({ message: 'Метрики сейчас недоступны: база данных не ответила' }, 503)
    }
  })
}
