// Guest pages against a bare server (issue 35): the app's req/s for `/`, a library work page, a referat, /faq and a
// static CSS file, side by side with a bare Hono app (scripts/bench-bare-hono.mjs, started here on another port)
// answering the very same status, headers and bytes from memory. Both load in turn in the same run, so the ratio holds
// on a busy machine. `npm run bench` calls it; alone: `node scripts/bench-guest-pages.mjs` (BENCH_SKIP_BUILD=1 and
// BUILD_OUT_DIR as for the bench).
import { spawn } from 'node:child_process'
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'
import { buildApp, freePort, repoRoot, startServer } from './start-test-server.mjs'

const CONNECTIONS = 10
const WARMUP_S = 2
const DURATION_S = Number(process.env.BENCH_GUEST_DURATION_S ?? 8)
const REPEATS = Number(process.env.BENCH_GUEST_REPEATS ?? 3)
/** Hop-by-hop and per-answer framing headers: the bare server's HTTP layer writes its own. */
const FRAMING = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length'])

/** Measures every target on both servers; returns one row per target with medians of REPEATS runs. */
export async function benchGuestPages(base) {
  const targets = await guestTargets(base)
  const answers = []
  for (const t of targets) {
    // Twice: the first answer may fill the page cache, the second is what a guest gets from then on.
    await (await fetch(base + t.path)).arrayBuffer()
    const res = await fetch(base + t.path)
    const body = Buffer.from(await res.arrayBuffer())
    if (res.status !== 200) throw new Error(`bench: ${t.path} answered ${res.status}`)
    const headers = [...res.headers].filter(([k]) => !FRAMING.has(k))
    answers.push({ path: t.path, status: res.status, headers, body: body.toString('base64') })
    t.bytes = body.length
    t.served = res.headers.get('x-page-cache') ?? res.headers.get('cache-control') ?? ''
  }
  const bare = await startBare(answers)
  try {
    const rows = []
    for (const t of targets) {
      const app = []
      const yard = []
      await load(base + t.path, WARMUP_S)
      await load(bare.baseUrl + t.path, WARMUP_S)
      for (let i = 0; i < REPEATS; i++) {
        app.push(await load(base + t.path, DURATION_S))
        yard.push(await load(bare.baseUrl + t.path, DURATION_S))
      }
      // The ratio of each back-to-back pair, then their median: a burst of other load on the machine hits one pair only.
      const ratio = median(app.map((a, i) => a / yard[i]))
      rows.push({ target: t.name, path: t.path, bytes: t.bytes, served: t.served, 'app req/s': median(app), 'bare Hono req/s': median(yard), 'app/bare %': Math.round(ratio * 100) })
    }
    return rows
  } finally {
    await bare.stop()
  }
}

export function printGuestPages(rows) {
  console.log(`\nGuest pages against a bare Hono app (srvx) answering the same bytes from memory; ${CONNECTIONS} connections, medians of ${REPEATS} × ${DURATION_S} s alternating, the ratio the median of each pair's (goal ≥ 80 %):`)
  console.table(rows)
}

/** The five answers: `/`, a library work, a referat, /faq and a built stylesheet. */
async function guestTargets(base) {
  return [
    { name: 'main page', path: '/' },
    { name: 'library work', path: await findWorkPath(base) },
    { name: 'referat', path: await findReferatPath(base) },
    { name: 'FAQ', path: '/faq' },
    { name: 'static CSS', path: await findCssPath(base) },
  ]
}

const linksOf = async (base, path, prefix) => [...(await (await fetch(base + path)).text()).matchAll(new RegExp(`href="(${prefix}[^"?#]+)"`, 'g'))].map((m) => m[1])

/** A work page's address: the first list the library's main page links to, then its first work. */
export async function findWorkPath(base) {
  const depth = (p) => p.split('/').filter(Boolean).length
  const main = await linksOf(base, '/biblioteka/', '/biblioteka/')
  const direct = main.find((p) => depth(p) === 4)
  if (direct) return direct
  for (const list of main.filter((p) => depth(p) === 3)) {
    const work = (await linksOf(base, list, '/biblioteka/')).find((p) => depth(p) === 4)
    if (work) return work
  }
  throw new Error('bench: no library work found from /biblioteka/')
}

/**
 * A referat's address (`/referat/{slug}-{id}/`), once the starter catalogue the server queues on its first start is
 * written: its jobs would otherwise share the CPU with the measurement.
 */
async function findReferatPath(base, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs
  let last = ''
  for (;;) {
    const details = (await linksOf(base, '/referat/', '/referat/')).filter((p) => /-\d+\/$/.test(p))
    const now = details.join(' ')
    if (details.length && (now === last || Date.now() > deadline)) return details[0]
    if (!details.length && Date.now() > deadline) throw new Error('bench: no referat linked from /referat/')
    last = now
    await new Promise((r) => setTimeout(r, 3_000))
  }
}

/** The site's main stylesheet as `/` links it (else the build's first .css): a static file as the server answers it. */
async function findCssPath(base) {
  const html = await (await fetch(`${base}/`)).text()
  const linked = [...html.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*\bhref="(\/[^"]+\.css)"/g)].map((m) => m[1])
  if (linked.length) return linked.find((p) => p.includes('pages_styles')) ?? linked[0]
  const client = join(repoRoot, process.env.BUILD_OUT_DIR ?? 'dist', 'client')
  const files = await readdir(join(client, 'assets'), { recursive: true, withFileTypes: true })
  const css = files.find((d) => d.isFile() && d.name.endsWith('.css'))
  if (!css) throw new Error('bench: no built .css under assets/')
  return `/${relative(client, join(css.parentPath, css.name))}`
}

async function startBare(answers) {
  const dir = await mkdtemp(join(tmpdir(), 'bench-bare-'))
  const file = join(dir, 'answers.json')
  await writeFile(file, JSON.stringify(answers))
  const port = await freePort()
  const child = spawn(process.execPath, [fileURLToPath(new URL('./bench-bare-hono.mjs', import.meta.url)), file, String(port)], { cwd: repoRoot, stdio: ['ignore', 'pipe', 'inherit'] })
  const orphanGuard = () => child.kill('SIGKILL')
  process.once('exit', orphanGuard)
  await new Promise((done, fail) => {
    child.once('exit', (code) => fail(new Error(`bench: the bare server exited (${code})`)))
    child.stdout.on('data', (d) => String(d).includes('ready') && done(undefined))
  })
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    async stop() {
      process.off('exit', orphanGuard)
      const gone = new Promise((done) => child.once('exit', done))
      child.kill('SIGTERM')
      await gone
      await rm(dir, { recursive: true, force: true })
    },
  }
}

function load(url, duration) {
  return new Promise((done, fail) => {
    autocannon({ url, connections: CONNECTIONS, duration }, (err, r) => {
      if (err) return fail(err)
      if (r.non2xx || r.errors || r.timeouts) return fail(new Error(`bench: ${url}: ${r.non2xx} non-2xx, ${r.errors} errors, ${r.timeouts} timeouts`))
      done(Math.round(r.requests.average))
    })
  })
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  let server
  try {
    if (process.env.BENCH_SKIP_BUILD !== '1') await buildApp()
    server = await startServer({ env: { LOG_LEVEL: 'warn' } })
    printGuestPages(await benchGuestPages(server.baseUrl))
  } catch (e) {
    console.error(e instanceof Error ? e.message : e)
    process.exitCode = 1
  } finally {
    await server?.stop()
  }
}
