// Training chat streams (`npm run bench`): one Node process holds N open SSE streams of GET
// /training-mode/sse/v1/tasks/{uuid}/messages over real sockets, each with its own tutor reply streaming from a fake
// provider (DELTAS deltas, GAP_MS apart). Reported per N: memory per open stream (RSS and heap growth / N), the chunk
// delay (a delta's yield by the provider → its receipt by the client, same clock) and the streaming overhead over the
// provider's own first token (first chunk at the client − the provider's first yield). Real Postgres when
// BENCH_DATABASE_URL or TEST_DATABASE_URL names a server, else in-memory PGlite (in this same process).
// Goals: p99 chunk delay < 100 ms, overhead < 50 ms.
import { createApp } from '../edge/app'
import { asService } from '../edge/db/port'
import { createOrder } from '../edge/orders/create-order'
import { appendTrainingMessage } from '../edge/training/messages/append-message'
import { runTrainingReplyNow } from '../edge/training/reply/start-reply'
import { TRAINING_TASK_MACHINE } from '../edge/training/training-machine'
import type { TTutor } from '../edge/training/tutor/tutor-port'
import type { AppDeps } from '../edge/context'
import { fork } from 'node:child_process'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { fileURLToPath } from 'node:url'
import { testDb } from '../tests/helpers/test-db'
import { testDeps } from '../tests/helpers/app-deps'
import { fromPeer } from '../tests/helpers/test-app'
import { startFake } from '../tests/fakes/serve'
import { bearer, freshPhone, gql, signInByPhone } from '../tests/http/auth-support'

const DELTAS = Number(process.env.BENCH_TRAINING_DELTAS ?? 40)
const GAP_MS = Number(process.env.BENCH_TRAINING_GAP_MS ?? 20)
const SIZES = (process.env.BENCH_TRAINING_STREAMS ?? '100,1000').split(',').map(Number)
/** Every delta is DELTA_LEN characters, so a chunk's id offset tells which deltas it carries. */
const DELTA_LEN = 12
const delta = (i: number) => `шаг ${String(i).padStart(3, '0')} — x;`.padEnd(DELTA_LEN, ' ').slice(0, DELTA_LEN)

/** Vite's SSR loader runs this file from memory: the client script is found from the repository root. */
const CLIENT_DIR = new URL(`file://${process.cwd()}/scripts/`)
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN
const ms = (v: number) => Math.round(v * 10) / 10
const mb = (b: number) => Math.round((b / 1024 / 1024) * 10) / 10

type TTrack = { yields: number[]; received: number[] }
/** Wall clock in ms, comparable with the client process's stamps. */
const now = () => performance.timeOrigin + performance.now()

function benchTutor(track: TTrack): TTutor {
  return {
    async *streamReply() {
      for (let i = 0; i < DELTAS; i++) {
        await sleep(GAP_MS)
        track.yields[i] = now()
        yield delta(i)
      }
    },
    async extractMemories() {
      return []
    },
  }
}

async function round(deps: AppDeps, base: string, token: string, userId: string, n: number) {
  const tasks = await asService(deps.db, async (tx) => {
    const made: { id: string; uuid: string; replyId: string }[] = []
    for (let i = 0; i < n; i++) {
      const text = `Задача ${i}: реши 2x + 3 = 11`
      const task = await createOrder(tx, TRAINING_TASK_MACHINE, { owner: { userId, guestFingerprint: null }, text, status: 'IN_PROGRESS', values: { task_text: text, title: text, kind: 'task' } })
      await appendTrainingMessage(tx, { taskId: task.id, sender: 'user', content: text })
      const reply = await appendTrainingMessage(tx, { taskId: task.id, sender: 'assistant', state: 'streaming' })
      made.push({ id: task.id, uuid: task.uuid, replyId: reply.id })
    }
    return made
  })
  const tracks: TTrack[] = tasks.map(() => ({ yields: [], received: [] }))
  globalThis.gc?.()
  const before = { rss: process.memoryUsage().rss, heap: process.memoryUsage().heapUsed }
  // The clients live in their own process: this one holds only the streams (and the database when it is PGlite).
  const client = fork(fileURLToPath(new URL('./bench-training-sse-client.mjs', CLIENT_DIR)), [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] })
  const reports: { opened?: number; results?: number[][] }[] = []
  let wake: () => void = () => {}
  client.on('message', (m: { opened?: number; results?: number[][] }) => (reports.push(m), wake()))
  const next = async () => {
    while (!reports.length) await new Promise<void>((r) => (wake = r))
    return reports.shift()!
  }
  client.send({ base, token, uuids: tasks.map((t) => t.uuid), deltaLen: DELTA_LEN })
  await next()
  await sleep(300)
  globalThis.gc?.()
  const idle = { rss: process.memoryUsage().rss, heap: process.memoryUsage().heapUsed }
  let peakRss = idle.rss
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 50)
  const loopDelay = monitorEventLoopDelay({ resolution: 10 })
  loopDelay.enable()
  const started = performance.now()
  await Promise.all(tasks.map((t, i) => runTrainingReplyNow(deps, { taskId: t.id, replyMessageId: t.replyId, tutor: benchTutor(tracks[i]!), ...(process.env.BENCH_TRAINING_BATCH_MS && { batchMs: Number(process.env.BENCH_TRAINING_BATCH_MS) }) })))
  const { results = [] } = await next()
  clearInterval(sampler)
  loopDelay.disable()
  const wall = performance.now() - started
  results.forEach((r, i) => (tracks[i]!.received = r))
  const delays: number[] = []
  const overheads: number[] = []
  for (const t of tracks) {
    for (let i = 0; i < DELTAS; i++) if (t.received[i] !== undefined && t.yields[i] !== undefined) delays.push(t.received[i]! - t.yields[i]!)
    if (t.received[0] !== undefined) overheads.push(t.received[0] - t.yields[0]!)
  }
  delays.sort((a, b) => a - b)
  overheads.sort((a, b) => a - b)
  return {
    streams: n,
    completed: tracks.filter((t) => t.received.length === DELTAS).length,
    'RSS/stream KB': Math.round((idle.rss - before.rss) / n / 1024),
    'heap/stream KB': Math.round((idle.heap - before.heap) / n / 1024),
    'peak RSS MB': mb(peakRss),
    'chunk p50 ms': ms(pct(delays, 50)),
    'chunk p99 ms': ms(pct(delays, 99)),
    'first-token overhead p50 ms': ms(pct(overheads, 50)),
    'overhead p99 ms': ms(pct(overheads, 99)),
    'event loop delay p99 ms': ms(loopDelay.percentile(99) / 1e6),
    'wall s': ms(wall / 1000),
  }
}

export async function benchTrainingSse(): Promise<{ driver: string; rows: Record<string, string | number>[] }> {
  if (process.env.BENCH_DATABASE_URL) process.env.TEST_DATABASE_URL = process.env.BENCH_DATABASE_URL
  const t = await testDb()
  const deps = await testDeps(t.db, { TRAINING_MODE: 'on' })
  const server = await startFake(createApp(deps) as never)
  try {
    const app = fromPeer(createApp(deps))
    const token = await signInByPhone(app, t.db, freshPhone(), { 'x-forwarded-for': '10.98.0.1' })
    const userId = (await gql(app, '{ me { id } }', {}, bearer(token))).data.me.id as string
    const rows = []
    for (const n of SIZES) rows.push(await round(deps, server.url, token, userId, n))
    return { driver: t.db.driver, rows }
  } finally {
    await server.close().catch(() => {})
    await deps.realtime.stop()
    await t.dispose()
  }
}
