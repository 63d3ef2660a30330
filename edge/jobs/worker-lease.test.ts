import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { testDb, type TestDb } from '../../tests/helpers/test-db'
import { createLogger } from '../log'
import { enqueueJob } from './queue'
import { defineJob, jobHandlerMap } from './registry'
import { createJobWorker, type JobWorkerOptions } from './worker'

let t: TestDb
beforeAll(async () => {
  t = await testDb()
})
afterAll(() => t.dispose())

let runs: string[]
let pause = 0
let failFirstAttempt = false
beforeEach(async () => {
  await t.db.exec('truncate private.jobs')
  runs = []
  pause = 0
  failFirstAttempt = false
})

const slow = defineJob({
  name: 'slow',
  schema: z.object({}),
  handler: async (_p, ctx) => {
    runs.push(ctx.jobId)
    if (ctx.attempt > 1) return
    await new Promise((r) => setTimeout(r, pause))
    if (failFirstAttempt) throw new Error('stalled run failed')
  },
})

const worker = (o: Partial<JobWorkerOptions> = {}) =>
  createJobWorker({
    db: t.db,
    handlers: jobHandlerMap([slow]),
    concurrency: 2,
    pollMs: 50,
    log: createLogger('silent'),
    backoff: () => 0,
    ...o,
  })

/** Makes the job look claimed by a process that died `agoMs` ago. */
const orphan = async (id: string, agoMs: number, attempts = 1) =>
  t.db.query(
    `update private.jobs set status = 'running', attempts = $3, locked_by = 'crashed-host:1:dead',
       locked_at = now() - $2::double precision * interval '1 millisecond'
     where id = $1::bigint`,
    [id, agoMs, attempts],
  )

type Row = { status: string; attempts: number; locked_by: string | null; last_error: string | null }
const row = async (id: string) =>
  (
    await t.db.query<Row>(`select status, attempts, locked_by, last_error from private.jobs where id = $1::bigint`, [id])
  )[0]

describe('job leases', () => {
  it('puts a running job back when its lease has expired, and runs it again', async () => {
    const id = await enqueueJob(t.db, { name: 'slow', payload: {}, maxAttempts: 3 })
    await orphan(id, 10 * 60_000)
    expect(await worker({ leaseMs: 60_000 }).runOnce()).toBe(1)
    expect(runs).toEqual([id])
    expect(await row(id)).toMatchObject({ status: 'done', attempts: 2, locked_by: null })
  })

  it('leaves a running job alone while its lease holds', async () => {
    const id = await enqueueJob(t.db, { name: 'slow', payload: {} })
    await orphan(id, 1_000)
    expect(await worker({ leaseMs: 60_000 }).runOnce()).toBe(0)
    expect(runs).toEqual([])
    expect(await row(id)).toMatchObject({ status: 'running', locked_by: 'crashed-host:1:dead' })
  })

  it('dead-letters an expired job that has used all its attempts', async () => {
    const id = await enqueueJob(t.db, { name: 'slow', payload: {}, maxAttempts: 2 })
    await orphan(id, 10 * 60_000, 2)
    expect(await worker({ leaseMs: 60_000 }).runOnce()).toBe(0)
    expect(runs).toEqual([])
    const r = await row(id)
    expect(r).toMatchObject({ status: 'dead', attempts: 2, locked_by: null })
    expect(r?.last_error).toMatch(/lease expired while running on crashed-host:1:dead/)
  })

  it('renews the lease of a job that runs longer than it, so no other worker takes it', async () => {
    pause = 700
    const id = await enqueueJob(t.db, { name: 'slow', payload: {} })
    const owner = worker({ leaseMs: 300 })
    const first = owner.runOnce()
    await expect.poll(() => runs.length).toBe(1)
    // Well past one lease: only renewals keep the job from looking crashed.
    await new Promise((r) => setTimeout(r, 450))
    expect(await worker({ leaseMs: 300 }).runOnce()).toBe(0)
    expect(await row(id)).toMatchObject({ status: 'running', locked_by: owner.workerId })
    await first
    expect(runs).toEqual([id])
    expect(await row(id)).toMatchObject({ status: 'done', attempts: 1 })
  })

  it('drops a late outcome when the job was reclaimed meanwhile, instead of overwriting it', async () => {
    pause = 500
    failFirstAttempt = true
    const id = await enqueueJob(t.db, { name: 'slow', payload: {}, maxAttempts: 5 })
    const first = worker({ leaseMs: 60_000 }).runOnce()
    await expect.poll(() => runs.length).toBe(1)
    // As if the first worker had stalled past its lease: another reclaims the job and finishes it.
    await t.db.query(`update private.jobs set locked_at = now() - interval '1 hour' where id = $1::bigint`, [id])
    expect(await worker({ leaseMs: 60_000 }).runOnce()).toBe(1)
    expect(await row(id)).toMatchObject({ status: 'done', attempts: 2 })
    // The stalled first run now fails; its retry must not reopen the finished job.
    await first
    expect(runs).toEqual([id, id])
    expect(await row(id)).toMatchObject({ status: 'done', attempts: 2, last_error: null })
  })
})
