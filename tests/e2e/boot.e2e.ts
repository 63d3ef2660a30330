// The built server as `npm start` runs it: a dead DATABASE_URL or a taken port stops start-up with exit 1 and one
// Russian line; a development start binds loopback only and signs tokens with secrets it generated into
// DATA_DIR/secrets.json (owner-only, printed nowhere, the same after a restart), never with the constants earlier
// versions published.
import { spawn, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises'
import { networkInterfaces, tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { freePort, repoRoot } from '../../scripts/start-test-server.mjs'
import { issueToken } from '../../edge/auth/token'

const SERVER = join(repoRoot, process.env.BUILD_OUT_DIR ?? 'dist', 'server/index.mjs')
const DEMO_USER = '00000000-0000-4000-8000-000000000001'
const PUBLISHED_JWT_SECRET = 'dev-only-supabase-jwt-secret-change-me-0123456789'

type TRun = { child: ChildProcess; out: () => string; err: () => string; exited: Promise<number | null> }

/** The built server with only what the test gives it (and PATH/HOME): no APP_ENV, no secrets, no HOST. */
function run(env: Record<string, string>): TRun {
  const child = spawn(process.execPath, [SERVER], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let out = ''
  let err = ''
  child.stdout!.on('data', (d) => (out += d))
  child.stderr!.on('data', (d) => (err += d))
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)))
  return { child, out: () => out, err: () => err, exited }
}

async function stop(r: TRun) {
  if (r.child.exitCode === null && r.child.signalCode === null) r.child.kill('SIGTERM')
  await r.exited
}

/**
 * Waits until the server answers /api/health, or fails as soon as it exits. A fresh DATA_DIR's first start (migrations,
 * the library) took over 45 s on a CI machine loaded by other work, so the clock here only catches a hang: it ends
 * before the test's own limit, so the caller's `finally` still stops the server.
 */
async function waitHealthy(base: string, r: TRun) {
  const hung = Date.now() + 140_000
  while (Date.now() < hung) {
    if (r.child.exitCode !== null) throw new Error(`server exited ${r.child.exitCode}:\n${r.out()}\n${r.err()}`)
    const ok = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(2_000) }).then((res) => res.ok, () => false)
    if (ok) return
    await new Promise((done) => setTimeout(done, 200))
  }
  throw new Error(`server not healthy after 140 s (hung?):\n${r.out()}\n${r.err()}`)
}

const me = async (base: string, token: string) => {
  const res = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: '{ me { id } }' }),
  })
  return ((await res.json()) as { data?: { me: { id: string } | null } }).data?.me?.id ?? null
}

const dirs: string[] = []
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true })
})

describe('npm start', () => {
  it('exits 1 with one clear line when the database does not answer', async () => {
    const port = await freePort()
    const r = run({ DATABASE_URL: `postgres://app:hunter2-secret@127.0.0.1:${port}/app`, PORT: String(await freePort()) })
    const code = await Promise.race([r.exited, new Promise<'hung'>((done) => setTimeout(() => done('hung'), 100_000))])
    if (code === 'hung') await stop(r)
    expect(code).toBe(1)
    expect(r.err().trim()).toBe(`Не удалось подключиться к базе данных 127.0.0.1:${port}: соединение отклонено`)
    expect(r.out()).toBe('')
  }, 120_000)

  it('exits 1 with one clear line when its port is taken, and takes no job meanwhile', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'studyhelp-boot-'))
    dirs.push(dataDir)
    const port = await freePort()
    const holder = createServer(() => {})
    await new Promise<void>((done) => holder.listen(port, '127.0.0.1', done))
    try {
      const r = run({ DATA_DIR: dataDir, PORT: String(port) })
      // Migrations and the library come before the listen: under load that took over 90 s. The clock only catches a hang.
      const code = await Promise.race([r.exited, new Promise<'hung'>((done) => setTimeout(() => done('hung'), 200_000))])
      if (code === 'hung') await stop(r)
      expect(code).toBe(1)
      expect(r.err().trim()).toBe(`Порт 127.0.0.1:${port} уже занят другим процессом: сервис не запущен. Остановите тот процесс или задайте другой порт в PORT.`)
      // The starter referats were queued before the listen, and stay queued for an instance that can serve.
      expect(r.out()).not.toContain('referat generated')
    } finally {
      await new Promise((done) => holder.close(done))
    }
  }, 240_000)

  it('binds loopback, keeps generated secrets in DATA_DIR and reuses them after a restart', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'studyhelp-boot-'))
    dirs.push(dataDir)
    const port = await freePort()
    const base = `http://127.0.0.1:${port}`
    const first = run({ DATA_DIR: dataDir, PORT: String(port) })
    let secret: string
    try {
      await waitHealthy(base, first)
      const file = join(dataDir, 'secrets.json')
      expect((await stat(file)).mode & 0o777).toBe(0o600)
      const kept = JSON.parse(await readFile(file, 'utf8')) as { APP_JWT_SECRET: string; TESTBANK_SECRET: string }
      secret = kept.APP_JWT_SECRET
      expect(secret).toMatch(/^[0-9a-f]{64}$/)
      for (const value of Object.values(kept)) expect(first.out() + first.err()).not.toContain(value)
      expect(first.out()).toContain(`Сервис запущен: ${base}`)
      // A development start has training mode (flag training-mode-3210) on: its page and the dashboard's card.
      expect((await fetch(`${base}/ecosystem/training`)).status).toBe(200)
      expect(await (await fetch(`${base}/ecosystem`)).text()).toContain('href="/ecosystem/training"')

      expect(await me(base, await issueToken({ userId: DEMO_USER, secret }))).toBe(DEMO_USER)
      expect(await me(base, await issueToken({ userId: DEMO_USER, secret: PUBLISHED_JWT_SECRET }))).toBeNull()

      // Not reachable on the machine's other addresses (when it has one).
      const lan = Object.values(networkInterfaces()).flat().find((a) => a && a.family === 'IPv4' && !a.internal)
      if (lan) {
        const reached = await fetch(`http://${lan.address}:${port}/api/health`, { signal: AbortSignal.timeout(2_000) }).then(() => true, () => false)
        expect(reached).toBe(false)
      }
    } finally {
      await stop(first)
    }

    // The restart also switches training mode off: its pages are not found and nothing links to them.
    const second = run({ DATA_DIR: dataDir, PORT: String(port), TRAINING_MODE: 'off' })
    try {
      await waitHealthy(base, second)
      expect(await me(base, await issueToken({ userId: DEMO_USER, secret }))).toBe(DEMO_USER)
      expect((await fetch(`${base}/ecosystem/training`)).status).toBe(404)
      expect(await (await fetch(`${base}/ecosystem`)).text()).not.toContain('href="/ecosystem/training"')
      expect(await (await fetch(`${base}/ecosystem/task-solver`)).text()).not.toContain('/ecosystem/training')
      expect((await fetch(`${base}/training-mode/v1/tasks`, { headers: { authorization: `Bearer ${await issueToken({ userId: DEMO_USER, secret })}` } })).status).toBe(404)
    } finally {
      await stop(second)
    }
    // Two fresh starts, each waited for by condition; the limit only catches a hang (CI machines run 2–4× slower).
  }, 300_000)
})
