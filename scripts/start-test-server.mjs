// Builds and starts the built Node server on a free loopback port with a throwaway PGlite, for e2e tests and the bench.
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

export const repoRoot = resolve(fileURLToPath(new URL('..', import.meta.url)))

/** Runs `npx vike build`; its output is kept quiet and shown only when the build fails. */
export function buildApp() {
  return new Promise((done, fail) => {
    const child = spawn('npx', ['vike', 'build'], { cwd: repoRoot, env: withoutNodeEnv(process.env), stdio: ['ignore', 'pipe', 'pipe'] })
    let out = ''
    child.stdout.on('data', (d) => (out += d))
    child.stderr.on('data', (d) => (out += d))
    child.on('error', fail)
    child.on('exit', (code) => (code === 0 ? done(undefined) : fail(new Error(`vike build failed (exit ${code}):\n${out}`))))
  })
}

// Vitest sets NODE_ENV=test; built with it, JSX compiles to jsxDEV, which production React lacks.
function withoutNodeEnv(env) {
  const copy = { ...env }
  delete copy.NODE_ENV
  return copy
}

export function freePort() {
  return new Promise((done, fail) => {
    const srv = createServer()
    srv.once('error', fail)
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address()
      const port = typeof address === 'object' && address ? address.port : 0
      srv.close(() => done(port))
    })
  })
}

/**
 * Starts `node dist/server/index.mjs` on 127.0.0.1 and resolves once GET /api/health answers ok. The shell's DATABASE_URL is
 * dropped so every run gets its own fresh PGlite, whatever the caller's shell exports (unless `env` names one). The secrets are explicit
 * (random per run unless `env` sets them) and handed back, so tests can sign tokens the server accepts.
 * `port` (optional) is used instead of a free one the function finds itself.
 */
export async function startServer({ env = {}, timeoutMs = 180_000, port: wanted } = {}) {
  // A caller that must name the address in the server's own settings (APP_URL) picks the port first.
  const port = wanted ?? (await freePort())
  const dataDir = await mkdtemp(join(tmpdir(), 'studyhelp-e2e-'))
  const secrets = { APP_JWT_SECRET: randomBytes(32).toString('hex'), TESTBANK_SECRET: randomBytes(32).toString('hex') }
  // Every guest of a browser suite comes from 127.0.0.1: guests' AI limits are opened wide unless `env` sets them
  // (tests/http/guest-ai-limits.test.ts and the guest-flood bench hold them to the production defaults).
  const guestLimits = { GUEST_AI_PER_ADDRESS_MINUTE: '10000', GUEST_AI_PER_ADDRESS_DAY: '100000', GUEST_AI_TOTAL_MINUTE: '100000' }
  const childEnv = { ...withoutNodeEnv(process.env), PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, APP_ENV: 'test', ...guestLimits, ...secrets, ...env }
  // Only a DATABASE_URL the caller names in `env` is kept (a bench against a throwaway Postgres database).
  if (!env.DATABASE_URL) delete childEnv.DATABASE_URL
  const child = spawn(process.execPath, [join(process.env.BUILD_OUT_DIR ?? 'dist', 'server/index.mjs')], { cwd: repoRoot, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] })
  let out = ''
  const keep = (d) => {
    out += d
    if (out.length > 64_000) out = out.slice(-32_000)
  }
  child.stdout.on('data', keep)
  child.stderr.on('data', keep)
  const exited = new Promise((done) => child.once('exit', (code, signal) => done({ code, signal })))
  // However the server ends (stop(), a crash, a kill by hand), its throwaway database goes with it.
  const removed = exited.then(() => rm(dataDir, { recursive: true, force: true }))
  // A runner that exits without teardown (Ctrl+C, a watchdog) must not leave the server holding its port.
  const orphanGuard = () => child.kill('SIGKILL')
  process.once('exit', orphanGuard)
  void exited.then(() => process.off('exit', orphanGuard))

  const baseUrl = `http://127.0.0.1:${port}`
  let stopping
  const stop = () =>
    (stopping ??= (async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM')
        const killer = setTimeout(() => child.kill('SIGKILL'), 10_000)
        await exited
        clearTimeout(killer)
      }
      await removed
    })())

  try {
    await waitForHealth(baseUrl, exited, timeoutMs)
  } catch (e) {
    await stop()
    throw new Error(`${e instanceof Error ? e.message : e}\n--- server output ---\n${out || '(nothing)'}`)
  }
  return {
    baseUrl,
    port,
    pid: child.pid ?? 0,
    dataDir,
    secrets: { APP_JWT_SECRET: childEnv.APP_JWT_SECRET, TESTBANK_SECRET: childEnv.TESTBANK_SECRET },
    output: () => out,
    stop,
  }
}

/**
 * Resolves once `${baseUrl}/api/health` answers `{ ok: true }`; throws at once when `exited` (the server process's
 * `{ code, signal }`) settles first, and after `timeoutMs` of no healthy answer. The e2e servers of both runtimes use it.
 */
export async function waitForHealth(baseUrl, exited, timeoutMs) {
  let gone
  void exited.then((r) => (gone = r))
  const deadline = Date.now() + timeoutMs
  let last = 'no answer yet'
  while (Date.now() < deadline) {
    if (gone) throw new Error(`server exited before it was healthy (code ${gone.code}, signal ${gone.signal})`)
    try {
      const res = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(5_000) })
      const body = await res.json().catch(() => undefined)
      if (res.ok && body?.ok === true) return
      last = `status ${res.status}: ${JSON.stringify(body)}`
    } catch (e) {
      last = String(e instanceof Error ? (e.cause ?? e.message) : e)
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`server not healthy after ${timeoutMs / 1000} s at ${baseUrl}/api/health (last: ${last})`)
}

// `node scripts/start-test-server.mjs` runs the same server by hand, e.g. to debug an e2e failure.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (process.env.E2E_SKIP_BUILD !== '1') await buildApp()
  const server = await startServer()
  console.log(`test server: ${server.baseUrl} (pid ${server.pid}, DATA_DIR ${server.dataDir}); Ctrl+C stops it`)
  const quit = () => void server.stop().then(() => process.exit(0))
  process.once('SIGINT', quit)
  process.once('SIGTERM', quit)
}
