// npm run build:worker – builds the Cloudflare Worker, checks it with `wrangler deploy --dry-run`, prints its size,
// and, when a Postgres server is given (WORKER_SMOKE_DATABASE_URL or TEST_DATABASE_URL), migrates a fresh database
// on it, serves the Worker in workerd (`wrangler dev`, local Queue) and checks a page, the health
// check and a missing page, a realtime room token signed on workerd with the project's ES256 key, then one job (a row
// in private.jobs → the Cron handler → the Queue consumer → done) and one realtime event (an outbox row → sent by the
// Worker → received by a fake Supabase broadcast endpoint).
import { execFileSync, spawn } from 'node:child_process'
import { readdirSync, rmSync, statSync, readFileSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import postgres from 'postgres'

const env = { ...process.env, BUILD_TARGET: 'worker', WRANGLER_SEND_METRICS: 'false' }
const run = (cmd, args) => execFileSync(cmd, args, { stdio: 'inherit', env })

// WORKER_SMOKE_ONLY=1 reuses dist-worker/ (iterating on the smoke run itself).
if (!process.env.WORKER_SMOKE_ONLY) {
  run('npx', ['vike', 'build'])
  run('npx', ['wrangler', 'deploy', '--dry-run', '--config', 'dist-worker/server/wrangler.json'])
}

const files = (dir) =>
  readdirSync(dir).flatMap((n) => {
    const p = join(dir, n)
    return statSync(p).isDirectory() ? files(p) : [p]
  })
const code = files('dist-worker/server').filter((f) => /\.(mjs|js)$/.test(f))
const raw = code.reduce((n, f) => n + statSync(f).size, 0)
const gz = code.reduce((n, f) => n + gzipSync(readFileSync(f)).length, 0)
console.log(`Worker bundle: ${(raw / 1024).toFixed(1)} KiB, gzip ${(gz / 1024).toFixed(1)} KiB (${code.length} modules)`)

// Startup CPU: `wrangler check startup` profiles the Worker's start in a local workerd; the busy (non-idle) time of that
// profile is printed. Cloudflare's limit is 1 s on its own CPUs, so this is a trend on this machine, not the verdict.
if (!process.env.WORKER_SMOKE_ONLY && !process.env.WORKER_SKIP_STARTUP_PROFILE) {
  try {
    execFileSync('npx', ['wrangler', 'check', 'startup'], { stdio: 'ignore', env })
    const profile = JSON.parse(readFileSync('worker-startup.cpuprofile', 'utf8'))
    const idle = new Set(profile.nodes.filter((n) => n.callFrame.functionName === '(idle)').map((n) => n.id))
    const busy = profile.samples.reduce((sum, id, i) => sum + (idle.has(id) ? 0 : profile.timeDeltas[i] ?? 0), 0)
    console.log(`Worker startup CPU (wrangler check startup, this machine): ${Math.round(busy / 1000)} ms`)
  } catch (e) {
    console.log(`Worker startup profile skipped: ${e.message.split('\n')[0]}`)
  } finally {
    rmSync('worker-startup.cpuprofile', { force: true })
  }
}

const adminUrl = process.env.WORKER_SMOKE_DATABASE_URL ?? process.env.TEST_DATABASE_URL
if (!adminUrl) {
  console.log('Worker smoke run skipped: no WORKER_SMOKE_DATABASE_URL or TEST_DATABASE_URL')
  process.exit(0)
}

// A fresh, migrated database, dropped at the end.
const dbName = `worker_smoke_${Date.now().toString(36)}`
const root = postgres(adminUrl, { max: 1, onnotice: () => {} })
await root.unsafe(`create database ${dbName}`)
const dbUrl = Object.assign(new URL(adminUrl), { pathname: `/${dbName}` }).toString()
execFileSync('npx', ['tsx', 'scripts/db-migrate.ts'], { stdio: 'ignore', env: { ...process.env, DATABASE_URL: dbUrl } })
const sql = postgres(dbUrl, { max: 1, onnotice: () => {} })

// A fake Supabase Realtime broadcast endpoint that checks the key headers, as tests/fakes/supabase-realtime.ts does:
// the new secret key in `apikey` only, never as a bearer token (Supabase refuses that).
const secretKey = 'sb_secret_worker-smoke'
const broadcasts = []
const fake = createServer((req, res) => {
  let body = ''
  req.on('data', (d) => (body += d))
  req.on('end', () => {
    const ok = req.method === 'POST' && req.url === '/realtime/v1/api/broadcast' && req.headers.apikey === secretKey && !req.headers.authorization
    if (ok) broadcasts.push(...JSON.parse(body).messages)
    res.writeHead(ok ? 202 : 401).end()
  })
})
await new Promise((r) => fake.listen(0, '127.0.0.1', r))
const fakeUrl = `http://127.0.0.1:${fake.address().port}`

// A slow OpenAI-compatible model: a streamed answer comes in 40 deltas 50 ms apart (the follow-up prompts as JSON).
const ANSWER = Array.from({ length: 40 }, (_, i) => `Шаг ${String(i + 1).padStart(2, '0')}: считаем дальше. `).join('')
const llm = createServer((req, res) => {
  let body = ''
  req.on('data', (d) => (body += d))
  req.on('end', async () => {
    const ask = JSON.parse(body || '{}')
    if (req.headers.authorization !== 'Bearer sk-worker-smoke') return res.writeHead(401).end()
    const choice = (delta, finish = null) => `data: ${JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', created: 0, model: 'fake', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`
    if (!ask.stream) {
      res.writeHead(200, { 'content-type': 'application/json' })
      return res.end(JSON.stringify({ id: 'c0', object: 'chat.completion', created: 0, model: 'fake', choices: [{ index: 0, message: { role: 'assistant', content: '{"prompts":["Почему так?"]}' }, finish_reason: 'stop' }] }))
    }
    res.writeHead(200, { 'content-type': 'text/event-stream' })
    res.write(choice({ role: 'assistant', content: '' }))
    const step = ANSWER.length / 40
    for (let i = 0; i < ANSWER.length; i += step) {
      res.write(choice({ content: ANSWER.slice(i, i + step) }))
      await new Promise((r) => setTimeout(r, 50))
    }
    res.end(`${choice({}, 'stop')}data: [DONE]\n\n`)
  })
})
await new Promise((r) => llm.listen(0, '127.0.0.1', r))
const llmUrl = `http://127.0.0.1:${llm.address().port}/v1`

// The project's asymmetric signing key: room tokens are signed with it through WebCrypto, which workerd must do too.
const pair = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify'])
const signingKey = { ...(await crypto.subtle.exportKey('jwk', pair.privateKey)), kid: 'worker-smoke-key', alg: 'ES256' }
const vars = {
  APP_JWT_SECRET: 'worker-smoke-app-secret-0123456789abcdef0123',
  SUPABASE_JWT_SIGNING_KEY: JSON.stringify(signingKey),
  REALTIME_PROVIDER: 'supabase',
  SUPABASE_URL: fakeUrl,
  SUPABASE_SECRET_KEY: secretKey,
  SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_worker-smoke',
  LLM_API_KEY: 'sk-worker-smoke',
  LLM_BASE_URL: llmUrl,
  LLM_MODEL: 'fake-model',
  // Production requires the contacts and company details the legal pages publish (edge/settings.ts LEGAL_KEYS).
  SUPPORT_PHONE: '+7 (495) 000-00-01',
  SUPPORT_EMAIL: 'help@kampus.test',
  LEGAL_ENTITY_NAME: 'ООО «Кампус Смоук»',
  LEGAL_INN: '7700000000',
  LEGAL_OGRN: '1027700000000',
  LEGAL_ADDRESS: '101000, Москва, ул. Тестовая, д. 1',
}

/** `wrangler dev` on a config in dist-worker/server; resolves once the health check answers. */
async function serveWorker(config) {
  const port = 8700 + Math.floor(Math.random() * 200)
  const child = spawn(
    'npx',
    ['wrangler', 'dev', '--config', config, '--ip', '127.0.0.1', '--port', String(port), ...Object.entries(vars).flatMap(([k, v]) => ['--var', `${k}:${v}`])],
    { cwd: 'dist-worker/server', env, stdio: ['ignore', 'pipe', 'pipe'], detached: true },
  )
  const w = { base: `http://127.0.0.1:${port}`, output: '' }
  child.stdout.on('data', (d) => (w.output += d))
  child.stderr.on('data', (d) => (w.output += d))
  const signal = (sig) => {
    try {
      process.kill(-child.pid, sig)
    } catch {}
  }
  // wrangler stops workerd itself on SIGTERM; SIGKILL the group if it lingers.
  w.stop = async () => {
    signal('SIGTERM')
    const exited = new Promise((r) => child.once('exit', r))
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))])
    signal('SIGKILL')
  }
  w.get = async (path) => {
    const res = await fetch(w.base + path, { signal: AbortSignal.timeout(10_000) })
    return { status: res.status, text: await res.text(), headers: res.headers }
  }
  workers.push(w)
  const deadline = Date.now() + 60_000
  for (;;) {
    if (Date.now() > deadline) throw new Error('workerd did not answer within 60 s')
    try {
      if ((await w.get('/api/health')).status === 200) return w
    } catch {}
    await new Promise((r) => setTimeout(r, 500))
  }
}

const workers = []
const cleanUp = async () => {
  for (const w of workers) await w.stop()
  fake.close()
  llm.close()
  await sql.end()
  await root.unsafe(`drop database if exists ${dbName} with (force)`).catch(() => {})
  await root.end()
}
const waitFor = async (what, check, ms = 30_000) => {
  const until = Date.now() + ms
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`${what}: not within ${ms / 1000} s`)
    await new Promise((r) => setTimeout(r, 250))
  }
}

try {
  // The database comes through a Hyperdrive binding, as in production; locally wrangler points it at this database.
  const built = JSON.parse(readFileSync('dist-worker/server/wrangler.json', 'utf8'))
  // Hyperdrive insists on a password in the connection string (a trust-auth server ignores it).
  const local = new URL(dbUrl)
  local.password ||= 'worker-smoke'
  const hyperdrive = [{ binding: 'HYPERDRIVE', id: '00000000000000000000000000000000', localConnectionString: local.toString() }]
  writeFileSync('dist-worker/server/wrangler.site.json', JSON.stringify({ ...built, hyperdrive }))
  const site = await serveWorker('wrangler.site.json')
  const checks = [
    ['/', 200, 'lang="ru"'],
    ['/api/health', 200, '"driver":"postgres"'],
    ['/no-such-page', 404, 'Упс, кажется тут ничего нет'],
    // The legal texts are bundled (import.meta.glob), never read from a disk the Worker does not have.
    ['/ecosystem/docs/offer', 200, 'ООО «Кампус Смоук»'],
  ]
  for (const [path, status, needle] of checks) {
    const res = await site.get(path)
    if (res.status !== status || !res.text.includes(needle)) throw new Error(`${path}: ${res.status}, expected ${status} with «${needle}»`)
    console.log(`workerd ${path} → ${res.status} ok`)
  }
  // The PDF font is a static asset, which the Worker reads through its ASSETS binding (no disk on Workers).
  const font = await fetch(`${site.base}/fonts/DejaVuSans.ttf`)
  const fontBytes = new Uint8Array(await font.arrayBuffer())
  if (font.status !== 200 || fontBytes.length < 500_000 || fontBytes[0] !== 0 || fontBytes[1] !== 1) throw new Error(`/fonts/DejaVuSans.ttf: ${font.status}, ${fontBytes.length} bytes`)
  console.log(`workerd /fonts/DejaVuSans.ttf → 200, ${fontBytes.length} bytes of TrueType ok`)
  // Static files are answered by Cloudflare's asset router from the _headers file, not by the Worker.
  const asset = /(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/.exec((await site.get('/')).text)?.[1]
  if (!asset) throw new Error('/: no /assets/ file linked from the page')
  const file = await site.get(asset)
  const csp = file.headers.get('content-security-policy') ?? ''
  if (file.status !== 200 || file.headers.get('x-content-type-options') !== 'nosniff' || !csp.includes("default-src 'none'") || file.headers.get('x-frame-options') !== 'DENY') {
    throw new Error(`${asset}: ${file.status}, security headers missing (csp «${csp}»)`)
  }
  console.log(`workerd ${asset} → 200 with the static files' security headers ok`)
  const join = await fetch(`${site.base}/api/realtime`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"rooms":["App.Models.MassAlert"]}' })
  const answer = await join.json()
  const [h, p, sig] = String(answer.token).split('.')
  const header = JSON.parse(Buffer.from(h, 'base64url').toString())
  const signed = await crypto.subtle.verify({ name: 'ECDSA', hash: 'SHA-256' }, pair.publicKey, Buffer.from(sig, 'base64url'), new TextEncoder().encode(`${h}.${p}`))
  if (answer.apikey !== 'sb_publishable_worker-smoke' || header.alg !== 'ES256' || header.kid !== signingKey.kid || !signed) {
    throw new Error(`/api/realtime: ${join.status} ${JSON.stringify({ apikey: answer.apikey, header, signed })}`)
  }
  console.log('workerd /api/realtime → room token signed ES256 with the project key ok')
  await site.stop()

  // One job and one realtime event, both through the Cron handler: it sends the job to the local Queue, whose
  // consumer runs it, and sends the committed outbox event to the broadcast endpoint. Locally the Cron trigger is
  // fired through /cdn-cgi/handler/scheduled, which reaches the Worker only without the assets router in front, so
  // this part serves the same build and bindings from a copy of the config without [assets].
  const config = { ...built, hyperdrive }
  delete config.assets
  writeFileSync('dist-worker/server/wrangler.smoke.json', JSON.stringify(config))
  const worker = await serveWorker('wrangler.smoke.json')
  const [job] = await sql`insert into private.jobs (name, payload) values ('temporary-tokens-expire', '{}') returning id`
  const room = 'App.Models.MassAlert'
  await sql`select private.queue_realtime_message(${room}, 'mass-alert-changed', ${sql.json({ room, data: { smoke: true } })}, true)`
  const cron = await worker.get('/cdn-cgi/handler/scheduled?cron=*+*+*+*+*')
  if (cron.status !== 200) throw new Error(`scheduled handler: ${cron.status} ${cron.text.slice(0, 200)}`)
  await waitFor('job done', async () => (await sql`select status from private.jobs where id = ${job.id}`)[0]?.status === 'done')
  const [ran] = await sql`select attempts, finished_at is not null as finished from private.jobs where id = ${job.id}`
  if (ran.attempts !== 1 || !ran.finished) throw new Error(`job: ${JSON.stringify(ran)}`)
  // wrangler logs each consumed batch: the job went through the Queue, not run by the Cron handler itself.
  await waitFor('queue batch logged', () => /QUEUE campus-jobs 1\/1/.test(worker.output), 5000)
  console.log(`workerd job ${job.id}: Cron → Queue → done in 1 attempt ok`)
  await waitFor('broadcast received', () => broadcasts.length > 0)
  const got = broadcasts[0]
  if (got.topic !== room || got.event !== 'mass-alert-changed' || got.private !== true || got.payload?.data?.smoke !== true) {
    throw new Error(`broadcast: ${JSON.stringify(got)}`)
  }
  if ((await sql`select count(*)::int as n from private.realtime_outbox`)[0].n !== 0) throw new Error('outbox not drained')
  console.log(`workerd realtime ${got.event} → Supabase broadcast ${got.topic} ok`)

  // An AI answer streams live: a guest's order, its answer job run by the Queue consumer as the create request ends,
  // and the order's SSE stream, which gets the preview chunk by chunk while the model is still writing.
  const guest = { 'x-fingerprint': `worker-smoke-${Date.now()}`, 'content-type': 'application/json' }
  const requestId = `worker-smoke-${Date.now()}`
  const asked = Date.now()
  const create = await fetch(`${worker.base}/api/unified-order/create`, { method: 'POST', headers: { ...guest, 'x-request-id': requestId }, body: JSON.stringify({ query: 'Реши уравнение: 12 + 30 = ? Объясни по шагам' }) })
  const order = await create.json()
  if (create.status !== 200 || !order.unified_order_id) throw new Error(`AI order: ${create.status} ${JSON.stringify(order)}`)
  const stream = await fetch(`${worker.base}/api/ai-order/${order.unified_order_id}/stream`, { headers: guest, signal: AbortSignal.timeout(60_000) })
  if (stream.status !== 200) throw new Error(`AI order stream: ${stream.status}`)
  const chunks = []
  let text = ''
  let last = ''
  const decoder = new TextDecoder()
  let buffer = ''
  for await (const bytes of stream.body) {
    buffer += decoder.decode(bytes, { stream: true })
    let cut
    while ((cut = buffer.indexOf('\n\n')) >= 0) {
      const frame = buffer.slice(0, cut)
      buffer = buffer.slice(cut + 2)
      const event = /^event: (.*)$/m.exec(frame)?.[1]
      const data = /^data: (.*)$/m.exec(frame)?.[1]
      if (!event) continue
      last = event
      if (event === 'chunk') {
        chunks.push(Date.now())
        text += JSON.parse(data).text
      }
    }
  }
  const spread = chunks.at(-1) - chunks[0]
  if (chunks.length < 3 || spread < 200 || !ANSWER.startsWith(text) || text.length < 100 || last !== 'info') {
    throw new Error(`AI order stream: ${chunks.length} chunks over ${spread} ms, ${text.length} characters, last event ${last}`)
  }
  console.log(`workerd AI answer streamed live: first chunk ${chunks[0] - asked} ms after the question, ${chunks.length} chunks over ${spread} ms, preview of ${text.length} characters, then «${last}» ok`)
  // Operations on Workers: the create request wrote its request line (Workers Logs), and the answer job it enqueued
  // kept its request id (private.jobs.request_id, through AsyncLocalStorage under nodejs_compat).
  await waitFor('request line', () => worker.output.split('\n').some((l) => l.includes(`"requestId":"${requestId}"`) && l.includes('"route":"/api/unified-order/create"') && l.includes('"status":200')), 5000)
  const carried = await sql`select name from private.jobs where request_id = ${requestId}`
  if (carried.length === 0) throw new Error(`no job kept the request id ${requestId}`)
  console.log(`workerd request line with its id, and ${carried.map((j) => j.name).join(', ')} kept it ok`)
  await cleanUp()
} catch (e) {
  const last = workers.at(-1)
  await cleanUp()
  console.error(last?.output.slice(-4000))
  console.error(`Worker smoke run failed: ${e.message}`)
  process.exit(1)
}
