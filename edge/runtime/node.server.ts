// Node runtime: settings, database (PGlite in .data/ or DATABASE_URL), migrations, seed, realtime and jobs.
import { mkdir } from 'node:fs/promises'
import { resolve } from 'node:path'
import { readProcessSettings, SettingsError, type TSettings } from '../settings'
import { connectDb, DbUnreachableError } from '../db/connect.server'
import { DevSecretsError, loadDevSecrets } from './dev-secrets.server'
import { migrate } from '../db/migrate'
import { applySeed, loadMigrations } from '../db/files.server'
import { loadLibraryContent } from '../library/load-library-content.server'
import { startRealtimeHub } from '../realtime/hub'
import { broadcastTarget, startOutboxRelay } from '../realtime/supabase-broadcast'
import { createLogger } from '../log'
import { createJobWorker, type JobWorker } from '../jobs/worker'
import { jobHandlerMap } from '../jobs/registry'
import { jobHandlers } from '../jobs/handlers'
import type { Hono } from 'hono'
import { createApp } from '../app'
import type { AppDeps, AppEnv } from '../context'
import { createPorts } from './ports.server'
import { createAppCaches } from './app-caches'
import { staticFileHeaders } from '../http/security-headers'
import { assetCacheControl } from '../http/asset-cache'
import { staticFront } from '../http/static-front'
import { startPageCache } from '../page-cache/start-page-cache'
import { decodePageChange, PAGE_CACHE_CHANNEL } from '../page-cache/publish-page-change'
import { seedReferatCatalogue } from '../referats/seed-referat-catalogue.server'
import { requestLogContext } from '../http/request-context'
import { createAppMetrics } from '../metrics/app-metrics'
import { openStreams } from '../realtime/stream-slots'
import { startListenProbe } from '../metrics/listen-probe'
import { countedAi } from '../metrics/counted-ai'

export type NodeRuntime = { deps: AppDeps; settings: TSettings; jobs: JobWorker; stop: () => Promise<void> }

/** A start-up failure the operator can fix from one line: printed as that line (no stack), and the process exits 1. */
async function orExit<T>(step: () => Promise<T>): Promise<T> {
  try {
    return await step()
  } catch (e) {
    if (e instanceof SettingsError || e instanceof DevSecretsError || e instanceof DbUnreachableError) {
      console.error(e.message)
      process.exit(1)
    }
    throw e
  }
}

/**
 * Boots the runtime. The job worker starts here unless `jobsLater` (the server starts it once its port is bound, so
 * an instance that cannot serve never takes jobs).
 */
export async function bootNode(opts: { jobsLater?: boolean } = {}): Promise<NodeRuntime> {
  // Outside production, secrets the environment leaves unset are generated once and kept in DATA_DIR/secrets.json.
  const settings = await orExit(() => readProcessSettings(loadDevSecrets))
  // Every line written while handling a request (or running a job a request enqueued) carries its request id.
  const log = createLogger(settings.LOG_LEVEL, settings.APP_ENV === 'production', { context: requestLogContext })
  let dataDir: string | undefined
  if (!settings.DATABASE_URL) {
    dataDir = resolve(settings.DATA_DIR, 'pglite')
    await mkdir(dataDir, { recursive: true })
  }
  const db = await orExit(() => connectDb({ url: settings.DATABASE_URL, dataDir }))
  const applied = await migrate(db, await loadMigrations())
  if (applied.length) log.info(`applied migrations: ${applied.join(', ')}`)
  await applySeed(db)
  await loadLibraryContent({ db, dir: resolve(settings.LIBRARY_CONTENT_DIR), log })
  // Postgres NOTIFY by default; Supabase Realtime broadcast (browsers on Supabase's websocket) when configured.
  const target = broadcastTarget(settings)
  const realtime = target ? await startOutboxRelay(db, target, log) : await startRealtimeHub(db, log)
  // One per process, emptied by the page changes every process announces through NOTIFY (edge/page-cache).
  const pageCache = await startPageCache({ db, realtime, settings, log })
  const deps: AppDeps = { settings, db, realtime, log, ports: createPorts({ settings, db, log }), caches: createAppCaches(), pageCache }
  // GET /metrics and /api/health's readiness (edge/metrics).
  deps.metrics = createAppMetrics(db, { openStreams: () => openStreams(realtime) })
  deps.ports.ai = countedAi(deps.ports.ai, deps.metrics)
  deps.listenProbe = await startListenProbe(db)
  // A library change announced by any process (an import from the command line too) makes the related works be chosen again.
  const unlistenRelated = await db.listen(PAGE_CACHE_CHANNEL, (payload) => deps.ports.libraryRelated.dropFor(decodePageChange(payload)))
  // Started only once the schema exists; request handlers enqueue through their own transaction, not through deps.
  const jobs = createJobWorker({
    db,
    handlers: jobHandlerMap(jobHandlers),
    concurrency: settings.JOBS_CONCURRENCY,
    reservedForClients: settings.JOBS_RESERVED_FOR_CLIENTS,
    pollMs: settings.JOBS_POLL_MS,
    maxAttempts: settings.JOBS_MAX_ATTEMPTS,
    log,
    services: deps,
    metrics: deps.metrics,
  })
  // An empty referat catalogue is queued before the worker starts, so the worker picks the jobs up at once.
  await seedReferatCatalogue({ db, log })
  if (!opts.jobsLater) await jobs.start()
  let stopping: Promise<void> | undefined
  const stop = () =>
    (stopping ??= (async () => {
      // First, so running handlers can still reach the database while they finish.
      await jobs.stop()
      await deps.ports.libraryViews.flush()
      await pageCache?.stop()
      await unlistenRelated()
      await deps.listenProbe?.stop()
      await realtime.stop()
      await db.close()
    })())
  return { deps, settings, jobs, stop }
}

/** The Node server entry: boots, mounts the pages after the API routes, serves with srvx, stops cleanly on Ctrl-C. */
export async function serverEntry(mountPages: (app: Hono<AppEnv>) => void) {
  const runtime = await bootNode({ jobsLater: true })
  const app = createApp(runtime.deps)
  mountPages(app)
  const { settings } = runtime
  const staticHeaders = staticFileHeaders({ appUrl: settings.APP_URL })
  // Page addresses skip srvx's per-request disk lookup once it found no file for them; built files are kept in memory.
  const front = staticFront({ app: (request) => staticHeaders(request, () => app.fetch(request)) })

  let server: TServer | undefined
  const shutdown = async (signal: string) => {
    console.log(`\n${signal}: останавливаемся…`)
    setTimeout(() => process.exit(1), SHUTDOWN_DEADLINE_MS).unref()
    if (server) await drain(server)
    // Then the jobs: running ones get a few seconds to finish, the rest go back to the queue for another instance.
    await runtime.stop()
    process.exit(0)
  }
  process.once('SIGINT', () => void shutdown('SIGINT'))
  process.once('SIGTERM', () => void shutdown('SIGTERM'))

  return {
    fetch: front.fetch,
    prod: {
      middleware: [front.middleware, immutableAssets, staticHeaders],
      port: settings.PORT,
      hostname: settings.HOST,
      silent: true,
      // A port that cannot be bound ends the process at once with one line (exit 1): an instance left running without
      // a listener would still take jobs, invisibly.
      onCreate(s: TServer) {
        // The line below says it all: the listen error is not printed again as a stack by whoever awaits ready().
        const ready = s.ready?.bind(s)
        if (ready) s.ready = () => ready().catch(() => new Promise<never>(() => {}))
        s.node?.server?.once('error', (e: NodeJS.ErrnoException) => {
          if (s.node?.server?.listening) return
          console.error(listenErrorLine(e, settings.HOST, settings.PORT))
          const exit = () => process.exit(1)
          setTimeout(exit, 5_000).unref()
          void runtime.stop().then(exit, exit)
        })
      },
      onReady(s: TServer) {
        server = s
        void runtime.jobs.start()
        const url = `http://${shownHost(settings.HOST)}:${settings.PORT}`
        console.log(`Сервис запущен: ${url}`)
        if (LOOPBACK.has(settings.HOST)) console.log('Открыт только на этом компьютере; для доступа из сети задайте HOST=0.0.0.0')
        console.log(`База данных: ${runtime.deps.db.driver === 'pglite' ? `PGlite в ${settings.DATA_DIR}/` : 'DATABASE_URL'}`)
        if (settings.APP_ENV !== 'production') console.log(`Коды входа: на ${url}/dev/outbox (в логе они скрыты)`)
      },
    },
  }
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1'])

type TServer = { close(force?: boolean): Promise<void>; ready?: () => Promise<unknown>; node?: { server?: import('node:net').Server } }

/** The whole shutdown's limit; the drain and the jobs' own wait (edge/jobs/worker.ts, 5 s) fit inside it. */
const SHUTDOWN_DEADLINE_MS = 10_000
/** How long requests in flight may take to finish before their connections are closed (an SSE stream never finishes). */
const DRAIN_MS = 3_000

/** Stops taking connections, lets the requests in flight finish for DRAIN_MS, then closes what is left. */
async function drain(server: TServer) {
  let timer: NodeJS.Timeout | undefined
  const drained = server.close(false).then(
    () => true,
    () => false,
  )
  const finished = await Promise.race([drained, new Promise<false>((done) => (timer = setTimeout(() => done(false), DRAIN_MS)))])
  clearTimeout(timer)
  if (!finished) await server.close(true).catch(() => {})
}

/** The one line a failed listen prints: the address, and what to do about it. */
export function listenErrorLine(e: NodeJS.ErrnoException, host: string, port: number): string {
  const where = `${shownHost(host)}:${port}`
  if (e.code === 'EADDRINUSE') return `Порт ${where} уже занят другим процессом: сервис не запущен. Остановите тот процесс или задайте другой порт в PORT.`
  if (e.code === 'EACCES') return `Нет прав открыть порт ${where}: сервис не запущен. Задайте порт выше 1023 в PORT.`
  if (e.code === 'EADDRNOTAVAIL') return `Адреса ${shownHost(host)} нет на этом компьютере: сервис не запущен. Проверьте HOST.`
  return `Не удалось открыть порт ${where} (${e.code ?? e.message}): сервис не запущен.`
}

/** The address to print: a wildcard bind is reached at localhost; an IPv6 address goes in brackets. */
const shownHost = (host: string) => (host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host)

async function immutableAssets(request: Request, next: () => Response | Promise<Response>) {
  const res = await next()
  const cache = res.status === 200 ? assetCacheControl(new URL(request.url).pathname) : null
  if (!cache) return res
  // Set in place: re-wrapping the body would detach the static file stream from its cleanup on abort.
  try {
    res.headers.set('cache-control', cache)
    return res
  } catch {
    const headers = new Headers(res.headers)
    headers.set('cache-control', cache)
    return new Response(res.body, { status: res.status, statusText: res.statusText, headers })
  }
}
