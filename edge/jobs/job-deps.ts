// What a lifecycle job needs beyond its JobContext (which carries only db and log): the settings, to reach the
// payment providers, and a publish-only realtime hub (pg_notify in the job's transaction; subscribers are elsewhere).
import type { AppDeps } from '../context'
import type { JobContext } from '../jobs/registry'
import { encodeMessage, REALTIME_CHANNEL, type RealtimeHub } from '../realtime/hub'
import { readSettings, type TSettings } from '../settings'

let settings: TSettings | undefined

/** The Node worker reads process.env like the server does; a runtime without it (Workers cron) calls the business functions with its own deps. */
export function jobSettings(): TSettings {
  settings ??= readSettings((globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env ?? {})
  return settings
}

export const publishOnlyRealtime: RealtimeHub = {
  async publish(q, msg) {
    await q.query('select pg_notify($1, $2)', [REALTIME_CHANNEL, encodeMessage(msg)])
  },
  subscribe: () => () => {},
  stop: async () => {},
}

/** The server's own settings and hub when the worker runs in it; otherwise the environment and publish-only NOTIFY. */
export const jobDeps = (ctx: JobContext): AppDeps => ({
  settings: ctx.services?.settings ?? jobSettings(),
  db: ctx.db,
  log: ctx.log,
  realtime: ctx.services?.realtime ?? publishOnlyRealtime,
})
