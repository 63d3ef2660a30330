import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { testDb, type TestDb } from '../../tests/helpers/test-db'
import { createLogger } from '../log'
import { enqueueJob } from './queue'
import { defineJob, jobHandlerMap, type JobContext } from './registry'
import { createJobWorker, type JobWorkerOptions } from './worker'

let t: TestDb
beforeAll(async () => {
  t = await testDb()
})
afterAll(() => t.dispose())

// Each test scripts what the handler does; `calls` records every invocation.
let calls: { payload: { n: number }; ctx: Omit<JobContext, 'db' | 'log'> }[]
let behaviour: (payload: { n: number }, ctx: JobContext) => Promise<void>
beforeEach(async () => {
  await t.db.exec('truncate private.jobs')
  calls = []
  behaviour = async () => {}
})

const count = defineJob({
  name: 'count',
  schema: z.object({ n: z.number().int() }),
  handler: async (payload, ctx) => {
    calls.push({ payload, ctx: { jobId: ctx.jobId, attempt: ctx.attempt } })
    await behaviour(payload, ctx)
  },
})

const worker = (o: Partial<JobWorkerOptions> = {}) =>
  createJobWorker({
    db: t.db,
    handlers: jobHandlerMap([count]),
    concurrency: 4,
    pollMs: 50,
    log: createLogger('silent'),
    backoff: () => 0,
    ...o,
  })

type Row = { status: string; attempts: number; last_error: string | null; locked_by: string | null; finished: boolean }
const row = async (id: string) =>
  (
    await t.db.query<Row>(
      `select status, attempts, last_error, locked_by, finished_at is not null as finished from private.jobs where id = $1::bigint`,
      [id],
    )
  )[0]

describe('job worker', () => {
  it('runs a due job once, with its parsed payload and context, and marks it done', async () => {
    const id = await enqueueJob(t.db, { name: 'count', payload: { n: 1 } })
    expect(await worker().runOnce()).toBe(1)
    expect(calls).toEqual([{ payload: { n: 1 }, ctx: { jobId: id, attempt: 1 } }])
    expect(await row(id)).toEqual({ status: 'done', attempts: 1, last_error: null, locked_by: null, finished: true })
    expect(await worker().runOnce()).toBe(0)
  })

  it('leaves a job alone until its run_at', async () => {
    const id = await enqueueJob(t.db, { name: 'count', payload: { n: 1 }, runAt: new Date(Date.now() + 60_000) })
    expect(await worker().runOnce()).toBe(0)
    await t.db.query(`update private.jobs set run_at = now() - interval '1 second' where id = $1::bigint`, [id])
    expect(await worker().runOnce()).toBe(1)
    expect((await row(id))?.status).toBe('done')
  })

  it('retries a failing job after a backoff, then dead-letters it after max attempts with the last error', async () => {
    behaviour = async (_p, ctx) => {
      throw new Error(`boom ${ctx.attempt}`)
    }
    const delays: number[] = []
    const w = worker({ backoff: (attempt) => (delays.push(attempt), 60_000) })
    const id = await enqueueJob(t.db, { name: 'count', payload: { n: 1 }, maxAttempts: 3 })
    const due = () => t.db.query(`update private.jobs set run_at = now() where id = $1::bigint`, [id])

    expect(await w.runOnce()).toBe(1)
    expect(await row(id)).toMatchObject({ status: 'queued', attempts: 1, last_error: 'boom 1', locked_by: null })
    const [wait] = await t.db.query<{ s: number }>(
      `select extract(epoch from run_at - now())::float8 as s from private.jobs where id = $1::bigint`,
      [id],
    )
    expect(wait?.s).toBeGreaterThan(50)
    expect(await w.runOnce()).toBe(0)

    await due()
    await w.runOnce()
    expect(await row(id)).toMatchObject({ status: 'queued', attempts: 2, last_error: 'boom 2' })
    await due()
    await w.runOnce()
    expect(await row(id)).toEqual({ status: 'dead', attempts: 3, last_error: 'boom 3', locked_by: null, finished: true })
    expect(delays).toEqual([1, 2])
    await due()
    expect(await w.runOnce()).toBe(0)
    expect(calls.map((c) => c.ctx.attempt)).toEqual([1, 2, 3])
  })

  it('uses the worker default for jobs enqueued without maxAttempts', async () => {
    behaviour = async () => {
      throw new Error('nope')
    }
    const id = await enqueueJob(t.db, { name: 'count', payload: { n: 1 } })
    const w = worker({ maxAttempts: 2 })
    await w.runOnce()
    await w.runOnce()
    expect(await row(id)).toMatchObject({ status: 'dead', attempts: 2 })
  })

  it('ends done when a retry succeeds after a failure, clearing the error', async () => {
    behaviour = async (_p, ctx) => {
      if (ctx.attempt === 1) throw new Error('flaky')
    }
    const id = await enqueueJob(t.db, { name: 'count', payload: { n: 1 }, maxAttempts: 3 })
    const w = worker()
    await w.runOnce()
    expect(await row(id)).toMatchObject({ status: 'queued', last_error: 'flaky' })
    await w.runOnce()
    expect(await row(id)).toEqual({ status: 'done', attempts: 2, last_error: null, locked_by: null, finished: true })
  })

  it('dead-letters a job with no handler, naming it, without retrying', async () => {
    const id = await enqueueJob(t.db, { name: 'essay.vanished', payload: {}, maxAttempts: 5 })
    await worker().runOnce()
    const r = await row(id)
    expect(r).toMatchObject({ status: 'dead', attempts: 1, finished: true })
    expect(r?.last_error).toMatch(/unknown job "essay\.vanished"/)
  })

  it('dead-letters a job whose payload fails its schema, without calling the handler', async () => {
    const id = await enqueueJob(t.db, { name: 'count', payload: { n: 'one' }, maxAttempts: 5 })
    await worker().runOnce()
    const r = await row(id)
    expect(r).toMatchObject({ status: 'dead', attempts: 1 })
    expect(r?.last_error).toMatch(/invalid payload for job "count"/)
    expect(r?.last_error).toMatch(/\bn\b/)
    expect(calls).toEqual([])
  })
})
