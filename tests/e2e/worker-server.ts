// The Cloudflare Worker build served in workerd (`wrangler dev`) as the e2e run's server, for the workerd lane
// (E2E_RUNTIME=workerd; global-setup.ts). It is what production runs: the Worker entry, postgres.js through a
// Hyperdrive binding on a fresh Postgres database (TEST_DATABASE_URL's server), jobs through the local Queue, and
// realtime through Supabase (a local fake of its broadcast endpoint, Phoenix websocket and JWKS), with the same test
// settings as the Node server of e2e-server.ts. Content is put in by `npm run content:load`, as the deployment steps do.
import { execFile, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync, rmSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import postgres from 'postgres'
import { freePort, repoRoot, waitForHealth } from '../../scripts/start-test-server.mjs'
import { newSigningKey } from '../fakes/supabase-jwt'
import { startFakeSupabaseRealtime } from '../fakes/supabase-realtime'
import { e2eServerEnv, type TE2eServer } from './e2e-server'

const run = promisify(execFile)
const WORKER_DIR = join(repoRoot, 'dist-worker/server')

/** Every job that is due is handed to the Queue by the Cron sweep; locally nothing fires the Cron, so this does. */
const CRON_EVERY_MS = 2_000

export async function startWorkerE2eServer({ yandexUrl, env = {} }: { yandexUrl?: string; env?: Record<string, string> } = {}): Promise<TE2eServer> {
  const adminUrl = process.env.TEST_DATABASE_URL
  if (!adminUrl) throw new Error('E2E_RUNTIME=workerd needs TEST_DATABASE_URL: the Worker talks to Postgres only')
  if (!existsSync(join(WORKER_DIR, 'wrangler.json'))) throw new Error('dist-worker/ is missing: run `npm run build:worker` first')
  const port = await freePort()
  const cronPort = await freePort()
  const dbName = `e2e_workerd_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`
  const root = postgres(adminUrl, { max: 1, onnotice: () => {} })
  await root.unsafe(`create database ${dbName}`)
  const dbUrl = Object.assign(new URL(adminUrl), { pathname: `/${dbName}` }).toString()
  const cleanups: (() => Promise<unknown> | unknown)[] = [
    async () => {
      await root.unsafe(`drop database if exists ${dbName} with (force)`).catch(() => {})
      await root.end()
    },
  ]
  let out = ''
  const keep = (d: Buffer | string) => {
    out += d
    if (out.length > 64_000) out = out.slice(-32_000)
  }
  const stop = async () => {
    for (const c of cleanups.reverse()) await c()
    cleanups.length = 0
  }
  try {
    const base = e2eServerEnv({ port, yandexUrl, env })
    const scriptEnv = { ...process.env, DATABASE_URL: dbUrl, LOG_LEVEL: 'warn', LIBRARY_CONTENT_DIR: base.LIBRARY_CONTENT_DIR }
    await run('npx', ['tsx', 'scripts/db-migrate.ts'], { cwd: repoRoot, env: scriptEnv })
    await run('npx', ['tsx', 'scripts/content-load.ts'], { cwd: repoRoot, env: scriptEnv })

    const signingKey = await newSigningKey('ES256')
    const keys = { secretKey: `sb_secret_e2e-${port}`, publishableKey: `sb_publishable_e2e-${port}` }
    const supabase = await startFakeSupabaseRealtime({ ...keys, signingKeys: [signingKey] })
    cleanups.push(() => supabase.close())

    const secrets = { APP_JWT_SECRET: randomBytes(32).toString('hex'), TESTBANK_SECRET: randomBytes(32).toString('hex') }
    const vars: Record<string, string> = {
      ...base,
      APP_ENV: 'test',
      ...secrets,
      REALTIME_PROVIDER: 'supabase',
      SUPABASE_URL: supabase.url,
      SUPABASE_SECRET_KEY: keys.secretKey,
      SUPABASE_PUBLISHABLE_KEY: keys.publishableKey,
      SUPABASE_JWT_SIGNING_KEY: JSON.stringify(signingKey),
      // On Workers a reader re-reads an answer's rows every 400 ms (ANSWER_POLL_MS): there is no in-isolate live channel
      // between the Queue's job and the request's stream. The demo writer's 10 ms pieces would land in one read, so it
      // writes here at about a real model's pace (a 170-character reply over ~1 s) and the specs see text arrive in steps.
      DEMO_AI_STREAM_DELAY_MS: '100',
      GUEST_AI_PER_ADDRESS_MINUTE: '10000',
      GUEST_AI_PER_ADDRESS_DAY: '100000',
      GUEST_AI_TOTAL_MINUTE: '100000',
    }
    // The database comes through a Hyperdrive binding, as in production (Hyperdrive wants a password in the string;
    // a trust-auth server ignores it). One config serves the site (assets in front); a copy without the assets
    // router, sharing the database, takes the Cron trigger, which locally only reaches a Worker with nothing in front.
    const built = JSON.parse(readFileSync(join(WORKER_DIR, 'wrangler.json'), 'utf8'))
    const local = new URL(dbUrl)
    local.password ||= 'e2e'
    const hyperdrive = [{ binding: 'HYPERDRIVE', id: '00000000000000000000000000000000', localConnectionString: local.toString() }]
    const siteConfig = `wrangler.e2e-${port}.json`
    const cronConfig = `wrangler.e2e-${port}-cron.json`
    writeFileSync(join(WORKER_DIR, siteConfig), JSON.stringify({ ...built, hyperdrive }))
    const { assets: _assets, ...noAssets } = built
    writeFileSync(join(WORKER_DIR, cronConfig), JSON.stringify({ ...noAssets, hyperdrive }))
    cleanups.push(() => {
      rmSync(join(WORKER_DIR, siteConfig), { force: true })
      rmSync(join(WORKER_DIR, cronConfig), { force: true })
    })

    const serve = async (config: string, at: number) => {
      // wrangler's devtools port is fixed by default: servers side by side need one each.
      const inspector = await freePort()
      // Each server keeps its local Queue and caches apart from the others'.
      const persist = mkdtempSync(join(tmpdir(), 'e2e-workerd-'))
      const child = spawn(
        'npx',
        ['wrangler', 'dev', '--config', config, '--ip', '127.0.0.1', '--port', String(at), '--persist-to', persist, '--inspector-port', String(inspector), '--show-interactive-dev-session=false', ...Object.entries(vars).flatMap(([k, v]) => ['--var', `${k}:${v}`])],
        { cwd: WORKER_DIR, env: { ...process.env, WRANGLER_SEND_METRICS: 'false', NODE_ENV: undefined }, stdio: ['ignore', 'pipe', 'pipe'], detached: true },
      )
      child.stdout.on('data', keep)
      child.stderr.on('data', keep)
      const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((r) => child.once('exit', (code, signal) => r({ code, signal })))
      const signal = (sig: NodeJS.Signals) => {
        try {
          process.kill(-child.pid!, sig)
        } catch {}
      }
      process.once('exit', () => signal('SIGKILL'))
      cleanups.push(async () => {
        signal('SIGTERM')
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))])
        signal('SIGKILL')
        rmSync(persist, { recursive: true, force: true })
      })
      return { child, exited }
    }
    const site = await serve(siteConfig, port)
    const baseUrl = `http://127.0.0.1:${port}`
    // wrangler dev compiles and starts workerd: a hang is caught after 180 s, a crash at once (its output below).
    await waitForHealth(baseUrl, site.exited, 180_000)
    const cron = await serve(cronConfig, cronPort)
    await waitForHealth(`http://127.0.0.1:${cronPort}`, cron.exited, 180_000)
    let ticking = true
    const tick = async () => {
      while (ticking) {
        await fetch(`http://127.0.0.1:${cronPort}/cdn-cgi/handler/scheduled?cron=*+*+*+*+*`).catch(() => {})
        await new Promise((r) => setTimeout(r, CRON_EVERY_MS))
      }
    }
    const ticker = tick()
    cleanups.push(async () => {
      ticking = false
      await ticker
    })
    return { baseUrl, port, pid: site.child.pid ?? 0, dataDir: '', secrets, output: () => out, stop }
  } catch (e) {
    await stop()
    throw new Error(`${e instanceof Error ? e.message : e}\n--- workerd output ---\n${out.slice(-8000) || '(nothing)'}`)
  }
}
