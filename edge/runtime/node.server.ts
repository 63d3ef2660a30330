// Node runtime: settings, database (PGlite in .data/ or DATABASE_URL), migrations, seed, realtime and jobs.
import { mkdir } from 'node:fs/promises'
import { resolve } from 'node:path'
import { readProcessSettings, SettingsError, type TSettings } from '../settings'
import { connectDb } from '../db/connect.server'
import { migrate } from '../db/migrate'
import { applySeed, loadMigrations } from '../db/files.server'
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

export type NodeRuntime = { deps: AppDeps; settings: TSettings; jobs: JobWorker; stop: () => Promise<void> }

function settingsOrExit(): TSettings {
  try {
    return readProcessSettings()
  } catch (e) {
    if (e instanceof SettingsError) {
      console.error(e.message)
      process.exit(1)
    }
    throw e
  }
}

export async function bootNode(): Promise<NodeRuntime> {
  const settings = settingsOrExit()
  const log = createLogger(settings.LOG_LEVEL, settings.APP_ENV === 'production')
  let dataDir: string | undefined
  if (!settings.DATABASE_URL) {
    dataDir = resolve(settings.DATA_DIR, 'pglite')
    await mkdir(dataDir, { recursive: true })
  }
  const db = await connectDb({ url: settings.DATABASE_URL, dataDir })
  const applied = await migrate(db, await loadMigrations())
  if (applied.length) log.info(`applied migrations: ${applied.join(', ')}`)
  await applySeed(db)
  // Postgres NOTIFY by default; Supabase Realtime broadcast (browsers on Supabase's websocket) when configured.
  const target = broadcastTarget(settings)
  const realtime = target ? await startOutboxRelay(db, target, log) : await startRealtimeHub(db, log)
  const deps: AppDeps = { settings, db, realtime, log, ports: createPorts({ settings, db, log }) }
  // Started only once the schema exists; request handlers enqueue through their own transaction, not through deps.
  const jobs = createJobWorker({
    db,
    handlers: jobHandlerMap(jobHandlers),
    concurrency: settings.JOBS_CONCURRENCY,
    pollMs: settings.JOBS_POLL_MS,
    maxAttempts: settings.JOBS_MAX_ATTEMPTS,
    log,
    services: deps,
  })
  await jobs.start()
  let stopping: Promise<void> | undefined
  const stop = () =>
    (stopping ??= (async () => {
      // First, so running handlers can still reach the database while they finish.
      await jobs.stop()
      await realtime.stop()
      await db.close()
    })())
  return { deps, settings, jobs, stop }
}

/** The Node server entry: boots, mounts the pages after the API routes, serves with srvx, stops cleanly on Ctrl-C. */
export async function serverEntry(mountPages: (app: Hono<AppEnv>) => void) {
  const runtime = await bootNode()
  const app = createApp(runtime.deps)
  mountPages(app)
  const { settings } = runtime

  let server: { close(force?: boolean): Promise<void> } | undefined
  const shutdown = async (signal: string) => {
    console.log(`\n${signal}: останавливаемся…`)
    setTimeout(() => process.exit(1), 10_000).unref()
    await server?.close(true).catch(() => {})
    await runtime.stop()
    process.exit(0)
  }
  process.once('SIGINT', () => void shutdown('SIGINT'))
  process.once('SIGTERM', () => void shutdown('SIGTERM'))

  return {
    fetch: app.fetch,
    prod: {
      middleware: [immutableAssets],
      port: settings.PORT,
      hostname: settings.HOST,
      silent: true,
      onReady(s: { close(force?: boolean): Promise<void> }) {
        server = s
        const url = `http://localhost:${settings.PORT}`
        console.log(`Сервис запущен: ${url}`)
        console.log(`База данных: ${runtime.deps.db.driver === 'pglite' ? `PGlite в ${settings.DATA_DIR}/` : 'DATABASE_URL'}`)
        if (settings.APP_ENV !== 'production') console.log(`Коды входа: в этом логе и на ${url}/dev/outbox`)
      },
    },
  }
}

/** Built assets carry a content hash in their name, so browsers may keep them for a year. */
async function immutableAssets(request: Request, next: () => Response | Promise<Response>) {
  const res = await next()
  if (res.status !== 200 || !new URL(request.url).pathname.startsWith('/assets/')) return res
  // Set in place: re-wrapping the body would detach the static file stream from its cleanup on abort.
  try {
    res.headers.set('cache-control', 'public, max-age=31536000, immutable')
    return res
  } catch {
    const headers = new Headers(res.headers)
    headers.set('cache-control', 'public, max-age=31536000, immutable')
    return new Response(res.body, { status: res.status, statusText: res.statusText, headers })
  }
}
