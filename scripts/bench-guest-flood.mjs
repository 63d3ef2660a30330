// Guests flooding the AI (issue 29, finding 3), for `npm run bench`; also runs alone against a build:
// `node scripts/bench-guest-flood.mjs` (BUILD_OUT_DIR or dist/). The built server talks to a local fake of the
// OpenAI chat-completions stream that takes ~1 s per answer, as a real model takes seconds. A signed-in client asks
// the AI a question and waits for the whole answer, first on a quiet server, then while 400 guest AI orders arrive
// (200 from one address with a fresh fingerprint each, 200 from 200 addresses) and another client uploads 6 hostile
// PDFs for recognition. Goal: the client's answer time within 20 % of the quiet one (before the limits and the job
// priority: 0.6 s → 66 s). The guest limits run at their production defaults.
import { createServer } from 'node:http'
import { fork } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { readFileSync } from 'node:fs'
import { pathToFileURL } from 'node:url'
import { tsImport } from 'tsx/esm/api'
import { startServer } from './start-test-server.mjs'
import { signIn } from './bench-hostile-upload.mjs'

const DELTAS = 20
const DELTA_GAP_MS = 40
const FIRST_TOKEN_MS = 200
const ANSWERS_PER_PHASE = 6
const GUESTS_ONE_ADDRESS = 200
const GUESTS_MANY_ADDRESSES = 200
const UPLOADS = 6

/** The fake model: a streamed answer of DELTAS pieces (~1 s), and a JSON object for the follow-up chips. */
function serveFakeModel() {
  const server = createServer((req, res) => {
    let body = ''
    req.on('data', (d) => (body += d))
    req.on('end', async () => {
      const ask = JSON.parse(body || '{}')
      if (!ask.stream) {
        res.writeHead(200, { 'content-type': 'application/json' })
        res.end(JSON.stringify({ id: 'x', object: 'chat.completion', created: 0, model: 'bench', choices: [{ index: 0, message: { role: 'assistant', content: '{"prompts":["Почему так?","А если иначе?"]}' }, finish_reason: 'stop' }] }))
        return
      }
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' })
      const chunk = (delta, finish = null) => res.write(`data: ${JSON.stringify({ id: 'x', object: 'chat.completion.chunk', created: 0, model: 'bench', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`)
      await sleep(FIRST_TOKEN_MS)
      for (let i = 0; i < DELTAS; i++) {
        chunk({ content: `Шаг ${i + 1}: $x_${i} = ${i}$. ` })
        await sleep(DELTA_GAP_MS)
      }
      chunk({}, 'stop')
      res.end('data: [DONE]\n\n')
    })
  })
  server.listen(0, '127.0.0.1', () => process.send?.({ port: server.address().port }))
}

/**
 * The fake model runs in a process of its own: in this one, sending the flood would slow its answers, and the
 * client's answer time with them, whatever the server under test does.
 */
function startFakeModel() {
  const child = fork(fileURLToPath(import.meta.url), ['--fake-model'], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] })
  return new Promise((resolve, reject) => {
    child.once('error', reject)
    child.once('message', ({ port }) => resolve({ url: `http://127.0.0.1:${port}`, close: async () => void child.kill() }))
  })
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms))
const at = (sorted, p) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0)
const rssMb = (pid) => Math.round((Number(readFileSync(`/proc/${pid}/statm`, 'utf8').split(' ')[1]) * 4096) / 1048576)

const createAiOrder = (base, headers, query) =>
  fetch(`${base}/api/unified-order/create`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ query }) })

/** One question of a signed-in client, from the create request to its whole answer: ms. */
async function clientAnswer(base, headers, n) {
  const started = performance.now()
  const res = await createAiOrder(base, headers, `Вопрос клиента ${n}: найди x, если 2x + 3 = 11`)
  const { unified_order_id: id, error } = await res.json()
  if (!id) throw new Error(`bench: the client's order answered ${res.status} ${error}`)
  for (;;) {
    const poll = await (await fetch(`${base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ query: 'query($u: ID) { getAiOrderById(unifiedOrderId: $u) { status } }', variables: { u: String(id) } }) })).json()
    const status = poll.data?.getAiOrderById?.status
    if (status && status !== 'ANSWERING') {
      if (status !== 'ANSWERED') throw new Error(`bench: the client's order ended ${status}`)
      return performance.now() - started
    }
    await sleep(25)
  }
}

async function clientAnswers(base, headers) {
  const times = []
  for (let i = 0; i < ANSWERS_PER_PHASE; i++) times.push(await clientAnswer(base, headers, i))
  return times.sort((a, b) => a - b)
}

/** Guests' orders, `parallel` at a time: how many were taken and how many refused with 429. */
async function flood(base, guests, parallel = 20) {
  const queue = [...guests]
  const counts = { taken: 0, refused: 0, other: 0 }
  const worker = async () => {
    for (let g = queue.shift(); g; g = queue.shift()) {
      const res = await createAiOrder(base, { 'x-fingerprint': g.fingerprint, 'x-forwarded-for': g.ip }, 'Сколько будет 2 + 2? Объясни по шагам').catch(() => null)
      await res?.arrayBuffer()
      if (res?.status === 200) counts.taken++
      else if (res?.status === 429) counts.refused++
      else counts.other++
    }
  }
  await Promise.all(Array.from({ length: parallel }, worker))
  return counts
}

async function uploadHostile(base, headers, bytes) {
  const form = new FormData()
  form.append('file', new File([bytes], 'Задача.pdf'))
  const res = await fetch(`${base}/api/recognize-text`, { method: 'POST', body: form, headers })
  const { id } = await res.json()
  return { id, status: res.status }
}

/** `databaseUrl`: a throwaway database of a real Postgres (made and dropped by the caller); PGlite when omitted. */
export async function benchGuestFlood({ databaseUrl } = {}) {
  const model = await startFakeModel()
  const { cpuPdf } = await tsImport('../tests/fixtures/ocr/hostile-documents.ts', import.meta.url)
  // Loopback is the proxy here, so X-Forwarded-For is each guest's address, as behind a real proxy.
  const server = await startServer({
    env: {
      LOG_LEVEL: 'error',
      LLM_API_KEY: 'sk-bench',
      LLM_BASE_URL: `${model.url}/v1`,
      LLM_MODEL: 'bench',
      TRUSTED_PROXIES: '127.0.0.1/32,::1/128',
      // BENCH_FLOOD_UNPROTECTED=1: as before issue 29's fix (no guest limits, no slots kept for clients), to compare.
      ...(process.env.BENCH_FLOOD_UNPROTECTED === '1'
        ? { GUEST_AI_PER_ADDRESS_MINUTE: '100000', GUEST_AI_PER_ADDRESS_DAY: '100000', GUEST_AI_TOTAL_MINUTE: '100000', JOBS_RESERVED_FOR_CLIENTS: '0' }
        : { GUEST_AI_PER_ADDRESS_MINUTE: '5', GUEST_AI_PER_ADDRESS_DAY: '50', GUEST_AI_TOTAL_MINUTE: '60' }),
      ...(databaseUrl && { DATABASE_URL: databaseUrl }),
    },
  })
  const base = server.baseUrl
  try {
    const quietClient = await signIn(base, { 'x-forwarded-for': '198.51.100.1' })
    const busyClient = await signIn(base, { 'x-forwarded-for': '198.51.100.2' })
    const uploader = await signIn(base, { 'x-forwarded-for': '198.51.100.3' })
    // The referat catalogue a fresh start queues is background work; let the quiet phase be quiet for the client only.
    await clientAnswer(base, quietClient, -1)
    const quiet = await clientAnswers(base, quietClient)

    let peak = rssMb(server.pid)
    const watch = setInterval(() => (peak = Math.max(peak, rssMb(server.pid))), 100)
    const guests = [
      ...Array.from({ length: GUESTS_ONE_ADDRESS }, (_, i) => ({ fingerprint: `flood_one_${i}_${Date.now()}`, ip: '203.0.113.7' })),
      ...Array.from({ length: GUESTS_MANY_ADDRESSES }, (_, i) => ({ fingerprint: `flood_many_${i}_${Date.now()}`, ip: `10.${20 + (i >> 8)}.${i & 255}.9` })),
    ].sort(() => Math.random() - 0.5)
    const floodStarted = performance.now()
    const uploads = Promise.all(Array.from({ length: UPLOADS }, () => uploadHostile(base, uploader, cpuPdf())))
    const guestRun = flood(base, guests)
    // The client starts asking once the flood is under way.
    await sleep(200)
    const busy = await clientAnswers(base, busyClient)
    const counts = await guestRun
    const floodMs = Math.round(performance.now() - floodStarted)
    const uploaded = await uploads
    clearInterval(watch)
    const change = (at(busy, 50) / at(quiet, 50) - 1) * 100
    return {
      rows: [
        { phase: 'quiet', 'client answer p50 ms': at(quiet, 50), 'max ms': at(quiet, 100), guests: '', uploads: '', 'server RSS peak MB': rssMb(server.pid) },
        {
          phase: `${guests.length} guest orders + ${UPLOADS} hostile PDFs`,
          'client answer p50 ms': at(busy, 50),
          'max ms': at(busy, 100),
          guests: `${counts.taken} taken, ${counts.refused} refused (429)${counts.other ? `, ${counts.other} other` : ''} in ${floodMs} ms`,
          uploads: uploaded.map((u) => u.status).join(' '),
          'server RSS peak MB': peak,
        },
      ],
      change: `${change >= 0 ? '+' : ''}${change.toFixed(1)} %`,
      ok: Math.abs(change) <= 20,
    }
  } finally {
    await server.stop()
    await model.close()
  }
}

/** Runs the bench on PGlite and, when `postgresUrl` names a server, on a throwaway database there: a table each. */
export async function benchGuestFloodBoth(postgresUrl) {
  const out = [{ driver: 'PGlite', ...(await benchGuestFlood()) }]
  if (postgresUrl) {
    const { default: postgres } = await import('postgres')
    const admin = postgres(postgresUrl, { max: 1, onnotice: () => {} })
    const name = `bench_flood_${Date.now()}`
    await admin.unsafe(`create database ${name}`)
    try {
      const url = new URL(postgresUrl)
      url.pathname = `/${name}`
      out.push({ driver: 'Postgres', ...(await benchGuestFlood({ databaseUrl: url.toString() })) })
    } finally {
      await admin.unsafe(`drop database if exists ${name} with (force)`)
      await admin.end()
    }
  }
  return out
}

export function printGuestFlood(results) {
  for (const r of results) {
    console.log(`\nGuests flooding the AI (issue 29), ${r.driver}: a signed-in client’s whole answer (~1 s model), quiet and under the flood:`)
    console.table(r.rows)
    console.log(`client answer p50 change under the flood: ${r.change} (goal: within 20 %)`)
  }
}

if (process.argv.includes('--fake-model')) serveFakeModel()
else if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  printGuestFlood(await benchGuestFloodBoth(process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL))
}
