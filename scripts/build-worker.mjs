// npm run build:worker – builds the Cloudflare Worker, checks it with `wrangler deploy --dry-run`, prints its size,
// and, when a Postgres URL is given (WORKER_SMOKE_DATABASE_URL or TEST_DATABASE_URL), serves it in workerd
// (`wrangler dev`) and requests a page, the health check and a missing page.
import { execFileSync, spawn } from 'node:child_process'
import { readdirSync, statSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

const env = { ...process.env, BUILD_TARGET: 'worker', WRANGLER_SEND_METRICS: 'false' }
const run = (cmd, args) => execFileSync(cmd, args, { stdio: 'inherit', env })

run('npx', ['vike', 'build'])
run('npx', ['wrangler', 'deploy', '--dry-run', '--config', 'dist-worker/server/wrangler.json'])

const files = (dir) =>
  readdirSync(dir).flatMap((n) => {
    const p = join(dir, n)
    return statSync(p).isDirectory() ? files(p) : [p]
  })
const code = files('dist-worker/server').filter((f) => /\.(mjs|js)$/.test(f))
const raw = code.reduce((n, f) => n + statSync(f).size, 0)
const gz = code.reduce((n, f) => n + gzipSync(readFileSync(f)).length, 0)
console.log(`Worker bundle: ${(raw / 1024).toFixed(1)} KiB, gzip ${(gz / 1024).toFixed(1)} KiB (${code.length} modules)`)

const dbUrl = process.env.WORKER_SMOKE_DATABASE_URL ?? process.env.TEST_DATABASE_URL
if (!dbUrl) {
  console.log('Worker smoke run skipped: no WORKER_SMOKE_DATABASE_URL or TEST_DATABASE_URL')
  process.exit(0)
}

const port = 8700 + Math.floor(Math.random() * 200)
const secret = 'worker-smoke-secret-0123456789abcdef0123'
const child = spawn(
  'npx',
  ['wrangler', 'dev', '--config', 'wrangler.json', '--ip', '127.0.0.1', '--port', String(port), '--var', `DATABASE_URL:${dbUrl}`, '--var', `SUPABASE_JWT_SECRET:${secret}`],
  { cwd: 'dist-worker/server', env, stdio: ['ignore', 'pipe', 'pipe'], detached: true },
)
let output = ''
child.stdout.on('data', (d) => (output += d))
child.stderr.on('data', (d) => (output += d))
const signal = (sig) => {
  try {
    process.kill(-child.pid, sig)
  } catch {}
}
// wrangler stops workerd itself on SIGTERM; SIGKILL the group if it lingers.
const stop = async () => {
  signal('SIGTERM')
  const exited = new Promise((r) => child.once('exit', r))
  await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))])
  signal('SIGKILL')
}

const base = `http://127.0.0.1:${port}`
const deadline = Date.now() + 60_000
const get = async (path) => {
  const res = await fetch(base + path, { signal: AbortSignal.timeout(10_000) })
  return { status: res.status, text: await res.text() }
}
try {
  for (;;) {
    if (Date.now() > deadline) throw new Error('workerd did not answer within 60 s')
    try {
      if ((await get('/api/health')).status === 200) break
    } catch {}
    await new Promise((r) => setTimeout(r, 500))
  }
  const checks = [
    ['/', 200, 'lang="ru"'],
    ['/api/health', 200, '"driver":"postgres"'],
    ['/no-such-page', 404, 'Упс, кажется тут ничего нет'],
  ]
  for (const [path, status, needle] of checks) {
    const res = await get(path)
    if (res.status !== status || !res.text.includes(needle)) throw new Error(`${path}: ${res.status}, expected ${status} with «${needle}»`)
    console.log(`workerd ${path} → ${res.status} ok`)
  }
  await stop()
} catch (e) {
  await stop()
  console.error(output.slice(-4000))
  console.error(`Worker smoke run failed: ${e.message}`)
  process.exit(1)
}
