// Cloudflare Workers runtime: settings from bindings, postgres.js through Hyperdrive, a fresh app per request.
// Besides `fetch` the Worker exports `scheduled` (the Cron sweep of private.jobs) and `queue` (the JOBS_QUEUE
// consumer), which run the same job handlers as the Node worker (edge/jobs/cloudflare-jobs.ts). Realtime goes through
// Supabase Realtime broadcast (REALTIME_PROVIDER=supabase, required here: worker-settings.ts): events are written to an
// outbox inside the business transaction and sent after the invocation's work is done (ctx.waitUntil), the Cron sweep
// sending any leftovers.
import type { Hono } from 'hono'
import { readSettings, type TSettings } from '../settings'
import { openPostgres } from '../db/postgres.server'
import type { Db } from '../db/port'
import { createLogger, type Logger } from '../log'
import { createApp } from '../app'
import type { AppDeps, AppEnv, TAppCaches } from '../context'
import type { RealtimeHub } from '../realtime/hub'
import { broadcastTarget, createSupabaseBroadcastHub, flushRealtimeOutbox } from '../realtime/supabase-broadcast'
import { jobHandlerMap } from '../jobs/registry'
import { jobHandlers } from '../jobs/handlers'
import { consumeJobBatch, sweepDueJobs, type TCloudJobsOptions, type TQueueBatch, type TQueueProducer } from '../jobs/cloudflare-jobs'
import { createPorts } from './ports.server'
import { createAppCaches } from './app-caches'
import { checkWorkerSettings } from './worker-settings'
import { requestLogContext } from '../http/request-context'

type WorkerEnv = Record<string, unknown> & { HYPERDRIVE?: { connectionString: string }; JOBS_QUEUE?: TQueueProducer }
type WorkerCtx = { waitUntil(p: Promise<unknown>): void }

/** The deployment's warnings are logged once per isolate, on its first invocation. */
let warned = false

type Invocation = { settings: TSettings; db: Db; log: Logger; realtime: RealtimeHub; published: () => boolean; queue?: TQueueProducer }

/** Settings, a database connection and a realtime hub for one invocation (Workers forbid sharing sockets across them). */
function openInvocation(env: WorkerEnv, connections: number): Invocation {
  const vars = Object.fromEntries(Object.entries(env).filter(([, v]) => typeof v === 'string')) as Record<string, string>
  const settings = readSettings({ APP_ENV: 'production', ...vars })
  const checked = checkWorkerSettings(settings)
  if (checked.fatal.length) throw new Error(`Worker не запущен: ${checked.fatal.join('; ')}`)
  const url = env.HYPERDRIVE?.connectionString ?? settings.DATABASE_URL
  if (!url) throw new Error('DATABASE_URL или привязка HYPERDRIVE обязательны на Workers')
  // Hyperdrive keeps the real pool, which makes a connection per invocation cheap.
  const db = openPostgres(url, { max: connections })
  // The request line (edge/http/request-log.ts) is this runtime's metric: Workers Logs keep and query it (no /metrics
  // here). Lines written during a request, or a job a request enqueued, carry its request id (nodejs_compat's
  // AsyncLocalStorage).
  const log = createLogger(settings.LOG_LEVEL, true, { context: requestLogContext })
  if (!warned) {
    warned = true
    for (const w of checked.warnings) log.warn(w)
  }
  let published = false
  const realtime = createSupabaseBroadcastHub({ onPublish: () => (published = true) })
  return { settings, db, log, realtime, published: () => published, queue: env.JOBS_QUEUE }
}

function jobOptions(inv: Invocation, caches: TAppCaches): TCloudJobsOptions {
  const { settings, db, log, realtime } = inv
  return {
    db,
    log,
    handlers: jobHandlerMap(jobHandlers),
    services: { settings, realtime, ports: createPorts({ settings, db, log }), caches },
    maxAttempts: settings.JOBS_MAX_ATTEMPTS,
  }
}

/** Sends this invocation's committed realtime events (all of its transactions have ended by now). */
async function flushEvents(inv: Invocation, always = false): Promise<void> {
  const target = broadcastTarget(inv.settings)
  if (!target || !(always || inv.published())) return
  await flushRealtimeOutbox(inv.db, target, inv.log).catch((e) =>
    inv.log.error('realtime: broadcast failed; the Cron sweep retries', { error: String(e) }),
  )
}

const READ_ONLY_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/** After an answer: its committed events, the library views it counted, and due jobs it may have enqueued. */
async function afterRequest(inv: Invocation, deps: AppDeps, request: Request): Promise<void> {
  await flushEvents(inv)
  // Ports live for one request here, so a library page's view is written after its answer, not batched.
  await deps.ports.libraryViews.flush()
  // A request that may have enqueued hands due jobs to the Queue now instead of at the next Cron minute.
  if (inv.queue && !READ_ONLY_METHODS.has(request.method)) {
    await sweepDueJobs({ ...jobOptions(inv, deps.caches), queue: inv.queue }).catch((e) => inv.log.error('jobs: dispatch failed', { error: String(e) }))
  }
}

/**
 * The body passed through unchanged, and a promise that settles when it has been read to the end, cancelled or has
 * failed. A body-less answer is over at once.
 */
export function untilBodyEnds(body: ReadableStream<Uint8Array> | null): { body: ReadableStream<Uint8Array> | null; finished: Promise<void> } {
  if (!body) return { body, finished: Promise.resolve() }
  let settle!: () => void
  const finished = new Promise<void>((resolve) => (settle = resolve))
  const reader = body.getReader()
  const out = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { done, value } = await reader.read()
        if (done) {
          controller.close()
          settle()
        } else controller.enqueue(value)
      } catch (e) {
        controller.error(e)
        settle()
      }
    },
    async cancel(reason) {
      try {
        await reader.cancel(reason)
      } finally {
        settle()
      }
    },
  })
  return { body: out, finished }
}

export async function serverEntry(mountPages: (app: Hono<AppEnv>) => void) {
  // Once per isolate, like the module state they replace: every invocation of this isolate reads through the same caches.
  const caches = createAppCaches()
  return {
    async fetch(request: Request, env: WorkerEnv, ctx: WorkerCtx) {
      const inv = openInvocation(env, 1)
      const { settings, db, log, realtime } = inv
      // The connection is per request here, so are the ports that read through it.
      const deps: AppDeps = { settings, db, realtime, log, ports: createPorts({ settings, db, log }), caches, runtime: 'workers' }
      const app = createApp(deps)
      mountPages(app)
      let response: Response
      try {
        response = await app.fetch(request, env, ctx as never)
      } catch (e) {
        ctx.waitUntil(afterRequest(inv, deps, request).finally(() => db.close()))
        throw e
      }
      // Committed events, counted views and due jobs go out as soon as the handler has answered; the connection is
      // closed once the answer is over too, which for a stream (SSE) is when its body ends: it still reads through it.
      const after = afterRequest(inv, deps, request)
      const { body, finished } = untilBodyEnds(response.body)
      ctx.waitUntil(after)
      ctx.waitUntil(Promise.allSettled([after, finished]).finally(() => db.close()))
      return body === response.body ? response : new Response(body, response)
    },

    /** Cron trigger (wrangler.toml [triggers]): reclaim expired leases, dispatch or run due jobs, send leftover events. */
    async scheduled(_controller: { cron: string; scheduledTime: number }, env: WorkerEnv, _ctx: WorkerCtx) {
      const inv = openInvocation(env, 3)
      try {
        const result = await sweepDueJobs({ ...jobOptions(inv, caches), queue: inv.queue })
        if (result.claimed || result.reclaimed) inv.log.info('jobs: swept', result)
        await flushEvents(inv, true)
      } catch (e) {
        inv.log.error('jobs: sweep failed', { error: String(e), stack: e instanceof Error ? e.stack : undefined })
        throw e
      } finally {
        await inv.db.close()
      }
    },

    /** JOBS_QUEUE consumer: each message names one job the sweep leased; it runs once even if delivered twice. */
    async queue(batch: TQueueBatch, env: WorkerEnv, _ctx: WorkerCtx) {
      const inv = openInvocation(env, 3)
      try {
        await consumeJobBatch(batch, jobOptions(inv, caches))
        await flushEvents(inv)
      } catch (e) {
        inv.log.error('jobs: queue batch failed', { error: String(e), stack: e instanceof Error ? e.stack : undefined })
        throw e
      } finally {
        await inv.db.close()
      }
    },
  }
}
