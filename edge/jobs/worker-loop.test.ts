import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { testDb, type TestDb } from '../../tests/helpers/test-db'
import { createLogger } from '../log'
import { enqueueJob } from './queue'
import { defineJob, jobHandlerMap } from './registry'
import { createJobWorker, type JobWorker, type JobWorkerOptions } from './worker'

let t: TestDb
beforeAll(async () => {
  t = await testDb()
})
afterAll(async () => {
  await w?.stop()
  await t.dispose()
})

let started: string[]
let finished: string[]
let pause = 0
let w: JobWorker | undefined
beforeEach(async () => {
  await w?.stop()
  w = undefined
  await t.db.exec('truncate private.jobs')
  started = []
  finished = []
  pause = 0
})

const step = defineJob({
  name: 'step',
  schema: z.object({}),
  handler: async (_p, ctx) => {
    started.push(ctx.jobId)
    await new Promise((r) => setTimeout(r, pause))
    finished.push(ctx.jobId)
  },
})

const startWorker = async (o: Partial<JobWorkerOptions> = {}) => {
  w = createJobWorker({
    db: t.db,
    handlers: jobHandlerMap([step]),
    concurrency: 2,
    pollMs: 60_000,
    log: createLogger('silent'),
    ...o,
  })
  await w.start()
  return w
}

const status = async (id: string) =>
  (await t.db.query<{ status: string }>(`select status from private.jobs where id = $1::bigint`, [id]))[0]?.status

describe('running job worker', () => {
  it('wakes on NOTIFY long before its poll interval', async () => {
    await startWorker({ pollMs: 60_000 })
    // Let the first poll find the queue empty and go to sleep for a minute.
    await new Promise((r) => setTimeout(r, 100))
    const id = await enqueueJob(t.db, { name: 'step', payload: {} })
    await expect.poll(() => status(id), { timeout: 2_000 }).toBe('done')
  })

  it('polls when no notification comes (a job that became due later)', async () => {
    const id = await enqueueJob(t.db, { name: 'step', payload: {}, runAt: new Date(Date.now() + 300) })
    await startWorker({ pollMs: 100 })
    await expect.poll(() => status(id), { timeout: 2_000 }).toBe('done')
  })

  it('runs no more than `concurrency` jobs at a time and keeps claiming as slots free up', async () => {
    pause = 100
    let peak = 0
    const ids = await Promise.all([1, 2, 3, 4, 5].map(() => enqueueJob(t.db, { name: 'step', payload: {} })))
    await startWorker({ concurrency: 2 })
    const timer = setInterval(() => (peak = Math.max(peak, started.length - finished.length)), 5)
    await expect.poll(() => finished.length, { timeout: 3_000 }).toBe(5)
    clearInterval(timer)
    expect(peak).toBeLessThanOrEqual(2)
    expect(new Set(finished)).toEqual(new Set(ids))
  })

  it('stop() waits for running jobs to finish and then claims nothing more', async () => {
    pause = 300
    const id = await enqueueJob(t.db, { name: 'step', payload: {} })
    const worker = await startWorker()
    await expect.poll(() => started.length).toBe(1)
    await worker.stop()
    expect(finished).toEqual([id])
    expect(await status(id)).toBe('done')
    const later = await enqueueJob(t.db, { name: 'step', payload: {} })
    await new Promise((r) => setTimeout(r, 200))
    expect(await status(later)).toBe('queued')
  })

  it('stop() gives up on a handler that outlives its timeout and hands its job back to the queue at once', async () => {
    pause = 1_000
    const id = await enqueueJob(t.db, { name: 'step', payload: {} })
    const worker = await startWorker({ stopTimeoutMs: 100 })
    await expect.poll(() => started.length).toBe(1)
    await worker.stop()
    // Back in the queue, due now, and the interrupted run is not counted: stop() did not wait out the 1 s handler.
    const [row] = await t.db.query<{ status: string; attempts: number; locked_by: string | null; due: boolean }>(
      `select status, attempts, locked_by, run_at <= now() as due from private.jobs where id = $1::bigint`,
      [id],
    )
    expect(row).toEqual({ status: 'queued', attempts: 0, locked_by: null, due: true })
    // The old handler ends here without settling what is no longer its job…
    await expect.poll(() => finished.length, { timeout: 5_000 }).toBe(1)
    expect(await status(id)).toBe('queued')
    // …and the next worker runs it to the end.
    pause = 0
    await startWorker()
    await expect.poll(() => status(id), { timeout: 10_000 }).toBe('done')
    expect(started).toHaveLength(2)
  })
})
