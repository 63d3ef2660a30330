// Cloudflare Workers runtime: settings from bindings, postgres.js through Hyperdrive, app built once per isolate.
import type { Hono } from 'hono'
import { readSettings } from '../settings'
import { openPostgres } from '../db/postgres.server'
import { createLogger } from '../log'
import { createApp } from '../app'
import type { AppDeps, AppEnv } from '../context'
import { encodeMessage, REALTIME_CHANNEL, type RealtimeHub } from '../realtime/hub'
import { createPorts } from './ports.server'

type WorkerEnv = Record<string, unknown> & { HYPERDRIVE?: { connectionString: string } }

// Workers have no long-lived LISTEN connection: browsers get realtime from Supabase Realtime there,
// so this hub only queues NOTIFY (harmless) and has no in-process subscribers.
const broadcastOnlyHub: RealtimeHub = {
  publish: async (q, msg) => {
    await q.query('select pg_notify($1, $2)', [REALTIME_CHANNEL, encodeMessage(msg)])
  },
  subscribe: () => () => {},
  stop: async () => {},
}

export async function serverEntry(mountPages: (app: Hono<AppEnv>) => void) {
  return {
    async fetch(request: Request, env: WorkerEnv, ctx: { waitUntil(p: Promise<unknown>): void }) {
      const vars = Object.fromEntries(Object.entries(env).filter(([, v]) => typeof v === 'string')) as Record<string, string>
      const settings = readSettings({ APP_ENV: 'production', ...vars })
      const url = env.HYPERDRIVE?.connectionString ?? settings.DATABASE_URL
      if (!url) throw new Error('DATABASE_URL или привязка HYPERDRIVE обязательны на Workers')
      // Workers forbid reusing a socket across requests, so each request gets its own connection;
      // Hyperdrive keeps the real pool, which makes this cheap.
      const db = openPostgres(url, { max: 1 })
      const log = createLogger(settings.LOG_LEVEL, true)
      // The connection is per request here, so are the ports that read through it.
      const deps: AppDeps = { settings, db, realtime: broadcastOnlyHub, log, ports: createPorts({ settings, db, log }) }
      const app = createApp(deps)
      mountPages(app)
      try {
        return await app.fetch(request, env, ctx as never)
      } finally {
        ctx.waitUntil(db.close())
      }
    },
  }
}
