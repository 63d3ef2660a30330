// Job worker: claims due jobs with skip-locked, runs their handlers a few at a time, retries with backoff.
import { hostname } from 'node:os'
import { randomUUID } from 'node:crypto'
import type { Db } from '../db/port'
import type { Logger } from '../log'
import type { TAppMetrics } from '../metrics/app-metrics'
import type { JobHandlers, TJobServices } from './registry'
import { exponentialBackoff, type Backoff } from './backoff'
import { claimJobs, extendLeases, handBackJobs, reclaimExpired, type ClaimedJob } from './store'
import { JOB_PRIORITY } from './queue'
import { errorText, runClaimedJob, settleDeadJob } from './run-job'
import { pruneDoneJobsHourly } from './prune-done-jobs'

export type JobWorkerOptions = {
  db: Db
  handlers: JobHandlers
  concurrency: number
  /**
   * Slots only a client's job may take (JOB_PRIORITY.client and above): however many guest, upload or background
   * jobs wait, this many slots stay free for a client's next step. Capped at concurrency - 1; 0 when omitted.
   */
  reservedForClients?: number
  pollMs: number
  log: Logger
  /** Unique per process run, so a restarted process never mistakes its predecessor's jobs for its own. */
  workerId?: string
  /** A running job not heard from for this long is taken for a crash and run again. */
  leaseMs?: number
  backoff?: Backoff
  /** For jobs enqueued without their own maxAttempts. */
  maxAttempts?: number
  /** Handed to every handler (settings, realtime, ports): the server passes its own so jobs use what requests use. */
  services?: TJobServices
  /** How long stop() waits for running handlers; well under the server's 10 s shutdown deadline. */
  stopTimeoutMs?: number
  /** Counts each run's outcome by job name for GET /metrics (edge/metrics). */
  metrics?: TAppMetrics | null
}

export type JobWorker = {
  readonly workerId: string
  start(): Promise<void>
  /** Stops claiming, then waits (bounded) for running jobs; unfinished ones go back to the queue at once. */
  stop(): Promise<void>
  /** Reclaims expired leases, claims what is due (up to `concurrency`), runs it; returns how many ran. For tests and scripts. */
  runOnce(): Promise<number>
}

export function createJobWorker(opts: JobWorkerOptions): JobWorker {
  const { db, handlers, log } = opts
  const concurrency = Math.max(1, opts.concurrency)
  const reserved = Math.max(0, Math.min(opts.reservedForClients ?? 0, concurrency - 1))
  const workerId = opts.workerId ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`
  const owner = { workerId }
  const leaseMs = opts.leaseMs ?? 60_000
  const backoff = opts.backoff ?? exponentialBackoff()
  const defaultMaxAttempts = opts.maxAttempts ?? 5
  const running = new Map<string, Promise<void>>()
  /** The running jobs below client priority: they may hold at most concurrency - reserved slots. */
  const lowRunning = new Set<string>()

  let heartbeat: NodeJS.Timeout | undefined
  const beat = () =>
    extendLeases(db, [...running.keys()], owner).catch((e) => log.warn('jobs: lease renewal failed', { error: errorText(e) }))
  const stopHeartbeat = () => {
    clearInterval(heartbeat)
    heartbeat = undefined
  }
  const track = (job: ClaimedJob) => {
    if (job.priority < JOB_PRIORITY.client) lowRunning.add(job.id)
    const run = execute(job).finally(() => {
      running.delete(job.id)
      lowRunning.delete(job.id)
      if (!running.size) stopHeartbeat()
      wake()
    })
    running.set(job.id, run)
    heartbeat ??= setInterval(beat, Math.max(10, leaseMs / 3)).unref()
    return run
  }

  const execute = (job: ClaimedJob) => runClaimedJob({ db, handlers, log, backoff, owner, services: opts.services, metrics: opts.metrics }, job)

  async function reclaim() {
    for (const r of await reclaimExpired(db, { leaseMs, defaultMaxAttempts })) {
      log.warn(`jobs: reclaimed job after an expired lease`, { jobId: r.id, status: r.status })
      if (r.status === 'dead') await settleDeadJob({ db, handlers, log, services: opts.services }, r)
    }
  }

  async function claimFree(): Promise<ClaimedJob[]> {
    const free = concurrency - running.size
    if (free <= 0) return []
    const claim = (limit: number, minPriority?: number) => claimJobs(db, { limit, workerId, defaultMaxAttempts, minPriority })
    // Slots a guest's, an upload's or a background job may still take.
    const lowRoom = concurrency - reserved - lowRunning.size
    if (lowRoom >= free) return claim(free)
    // Some free slots are kept for clients: clients' jobs first, then lower ones only into the room left.
    const clients = await claim(free, JOB_PRIORITY.client)
    const room = Math.min(free - clients.length, lowRoom)
    return room > 0 ? [...clients, ...(await claim(room))] : clients
  }

  // Waking: NOTIFY, a finished job or stop() cut the nap short; a wake during a claim is remembered.
  let woken = false
  let endNap: (() => void) | undefined
  const wake = () => {
    woken = true
    endNap?.()
  }
  const nap = (ms: number) =>
    new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer)
        endNap = undefined
        woken = false
        resolve()
      }
      const timer = setTimeout(done, ms)
      endNap = done
      if (woken) done()
    })

  let stopping = false
  let loop: Promise<void> | undefined
  let unlisten: (() => Promise<void>) | undefined

  async function poll() {
    let lastReclaim = 0
    while (!stopping) {
      try {
        // Leases last about a minute; checking them once per poll is plenty even when finished jobs wake us often.
        if (Date.now() - lastReclaim >= opts.pollMs) {
          lastReclaim = Date.now()
          await reclaim()
          await pruneDoneJobsHourly({ db, log, services: opts.services })
        }
        if (!stopping) for (const job of await claimFree()) void track(job)
      } catch (e) {
        log.error('jobs: poll failed', { error: errorText(e) })
      }
      await nap(opts.pollMs)
    }
  }

  return {
    workerId,
    async start() {
      if (loop) return
      stopping = false
      try {
        unlisten = await db.listen('jobs', wake)
      } catch (e) {
        log.warn('jobs: cannot listen for new jobs; polling only', { error: errorText(e) })
      }
      loop = poll()
    },
    async stop() {
      stopping = true
      wake()
      await loop
      loop = undefined
      await unlisten?.().catch(() => {})
      unlisten = undefined
      let timer: NodeJS.Timeout | undefined
      const timedOut = await Promise.race([
        Promise.allSettled(running.values()).then(() => false),
        new Promise<boolean>((r) => (timer = setTimeout(() => r(true), opts.stopTimeoutMs ?? 5_000))),
      ])
      clearTimeout(timer)
      if (timedOut) {
        stopHeartbeat()
        const ids = [...running.keys()]
        const handedBack = await handBackJobs(db, ids, owner).catch((e) => {
          log.warn('jobs: could not hand running jobs back; they run again once their lease expires', { jobIds: ids, error: errorText(e) })
          return []
        })
        if (handedBack.length) log.warn('jobs: stopped with jobs still running; handed back to the queue', { jobIds: handedBack })
      }
    },
    async runOnce() {
      await reclaim()
      const jobs = await claimFree()
      await Promise.all(jobs.map(track))
      return jobs.length
    },
  }
}
