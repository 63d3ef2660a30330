// Hostile uploads for `npm run bench` (issue 29, finding 1; also runs alone against a build:
// `node scripts/bench-hostile-upload.mjs`, with BUILD_OUT_DIR or dist/). A signed-in client sends small hostile
// documents to POST /api/recognize-text of the built server while another client asks GET /api/health every 20 ms;
// the table gives the recognition's outcome and time, and the health check's latency during the parse against idle:
// the server's stall as any visitor would feel it (before the child process: ≈ 10 s for the PDF, 72 s for the DOCX).
import { readFileSync } from 'node:fs'
import { pathToFileURL } from 'node:url'
import { tsImport } from 'tsx/esm/api'
import { startServer } from './start-test-server.mjs'

const PROBE_MS = 20

let signIns = 0

/** A fresh client signed in by phone through the dev outbox: its Authorization header. */
export async function signIn(base, extraHeaders = {}) {
  const gql = async (query, variables) => (await (await fetch(`${base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...extraHeaders }, body: JSON.stringify({ query, variables }) })).json())
  const phone = `7916${String((Date.now() + ++signIns * 7919) % 1e7).padStart(7, '0')}`
  await gql('mutation ($phone: String) { requestAuthCode(phone: $phone) { isSent } }', { phone })
  const outbox = await (await fetch(`${base}/dev/outbox?format=json&recipient=${phone}`)).json()
  const code = outbox.entries[0]?.body.match(/(\d{4})(?!.*\d{4})/s)?.[1]
  const res = await gql('mutation ($phone: String, $code: String!) { requestApiToken(phone: $phone, code: $code) { token } }', { phone, code })
  const token = res.data?.requestApiToken?.token
  if (!token) throw new Error(`bench: sign-in failed: ${JSON.stringify(res.errors ?? outbox)}`)
  return { authorization: `Bearer ${token}` }
}

/** Sequential health checks until `until` settles: their latencies, ms. */
async function probe(base, until) {
  const times = []
  let done = false
  until.then(
    () => (done = true),
    () => (done = true),
  )
  while (!done) {
    const started = performance.now()
    await (await fetch(`${base}/api/health`)).arrayBuffer()
    times.push(performance.now() - started)
    await new Promise((r) => setTimeout(r, PROBE_MS))
  }
  return times.sort((a, b) => a - b)
}

const at = (sorted, p) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0)
const rssMb = (pid) => Math.round(Number(readFileSync(`/proc/${pid}/statm`, 'utf8').split(' ')[1]) * 4096 / 1048576)

async function recognise(base, h, bytes, name, pid) {
  const form = new FormData()
  form.append('file', new File([bytes], name))
  // A keep-alive connection the server is just closing fails the request once ("other side closed"): sent again.
  const post = () => fetch(`${base}/api/recognize-text`, { method: 'POST', body: form, headers: h })
  const res = await post().catch(post)
  const { id, error } = await res.json()
  if (!id) throw new Error(`bench: upload of ${name} answered ${res.status} ${JSON.stringify(error)}`)
  const started = performance.now()
  let peak = rssMb(pid)
  for (;;) {
    peak = Math.max(peak, rssMb(pid))
    const poll = await (await fetch(`${base}/api/recognize-text/${id}`, { headers: h })).json()
    if (poll.status !== 'PENDING') return { poll, ms: Math.round(performance.now() - started), peak }
    await new Promise((r) => setTimeout(r, 100))
  }
}

export async function benchHostileUpload(base, pid) {
  const { cpuPdf, bombPdf, bracketDocx } = await tsImport('../tests/fixtures/ocr/hostile-documents.ts', import.meta.url)
  const h = await signIn(base)
  const idle = await probe(base, new Promise((r) => setTimeout(r, 2000)))
  const rows = [{ upload: 'none (idle)', bytes: 0, outcome: '', 'time ms': 0, 'health p50 ms': at(idle, 50), 'health max ms': at(idle, 100), 'server RSS peak MB': rssMb(pid) }]
  const files = [
    ['PDF: a million text operators × 30 pages', cpuPdf(), 'hostile.pdf'],
    ['PDF: a 1 GB stream deflated twice', bombPdf(), 'bomb.pdf'],
    ['DOCX: 200 000 «<»', bracketDocx(), 'brackets.docx'],
  ]
  for (const [upload, bytes, name] of files) {
    const run = recognise(base, h, bytes, name, pid)
    const times = await probe(base, run)
    const { poll, ms, peak } = await run
    rows.push({ upload, bytes: bytes.length, outcome: `${poll.status} ${poll.error ?? ''}`.trim(), 'time ms': ms, 'health p50 ms': at(times, 50), 'health max ms': at(times, 100), 'server RSS peak MB': peak })
  }
  return rows
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const server = await startServer({ env: { LOG_LEVEL: 'warn' } })
  try {
    console.table(await benchHostileUpload(server.baseUrl, server.pid))
  } catch (e) {
    console.error(server.output().slice(-3000))
    throw e
  } finally {
    await server.stop()
  }
}
