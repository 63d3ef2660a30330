// A dead job settles what it owed (JobDefinition.onDead): once when its last attempt throws, once when its process
// died in its last attempt and the lease ran out, never while attempts are left; a failing onDead leaves it dead.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { testDb, type TestDb } from '../../tests/helpers/test-db'
import { createLogger } from '../log'
import { enqueueJob } from './queue'
import { defineJob, jobHandlerMap } from './registry'
import { createJobWorker } from './worker'
import { sweepDueJobs } from './cloudflare-jobs'

let t: TestDb
beforeAll(async () => {
  t = await testDb()
})
afterAll(() => t.dispose())

let settled: { n: number; attempt: number; error: string }[]
let fails: boolean
let settleFails: boolean
beforeEach(async () => {
  await t.db.exec('truncate private.jobs')
  settled = []
  fails = true
  settleFails = false
})

const owed = defineJob({
  name: 'owed',
  schema: z.object({ n: z.number() }),
  handler: async () => {
    if (fails) throw new Error('the model went away')
  },
  onDead: async ({ n }, ctx) => {
    settled.push({ n, attempt: ctx.attempt, error: ctx.error })
    if (settleFails) throw new Error('settling failed too')
  },
})
const handlers = jobHandlerMap([owed])
const worker = () => createJobWorker({ db: t.db, handlers, concurrency: 2, pollMs: 50, log: createLogger('silent'), backoff: () => 0 })
const statusOf = async (id: string) => (await t.db.query<{ status: string }>(`select status from private.jobs where id = $1::bigint`, [id]))[0]?.status
const diedWhileRunning = (id: string, attempts: number) =>
  t.db.query(`update private.jobs set status = 'running', attempts = $2, locked_by = 'gone:1', locked_at = now() - interval '1 hour' where id = $1::bigint`, [id, attempts])

describe('a dead job', () => {
  it('is settled once when its last attempt throws, not before', async () => {
    const id = await enqueueJob(t.db, { name: 'owed', payload: { n: 1 }, maxAttempts: 2 })
    const w = worker()
    expect(await w.runOnce()).toBe(1)
    expect(settled).toEqual([])
    expect(await statusOf(id)).toBe('queued')
    while ((await w.runOnce()) > 0);
    expect(await statusOf(id)).toBe('dead')
    expect(settled).toEqual([{ n: 1, attempt: 2, error: 'the model went away' }])
  })

  it('is settled when its process died in the last attempt and the lease ran out; an earlier attempt is run again instead', async () => {
    const last = await enqueueJob(t.db, { name: 'owed', payload: { n: 2 }, maxAttempts: 3 })
    const earlier = await enqueueJob(t.db, { name: 'owed', payload: { n: 3 }, maxAttempts: 3 })
    await diedWhileRunning(last, 3)
    await diedWhileRunning(earlier, 1)
    fails = false
    const w = worker()
    while ((await w.runOnce()) > 0);
    expect(await statusOf(last)).toBe('dead')
    expect(await statusOf(earlier)).toBe('done')
    expect(settled).toEqual([{ n: 2, attempt: 3, error: 'lease expired while running on gone:1' }])
    while ((await w.runOnce()) > 0);
    expect(settled).toHaveLength(1)
  })

  it('is settled by the Workers Cron sweep as well', async () => {
    const id = await enqueueJob(t.db, { name: 'owed', payload: { n: 4 }, maxAttempts: 1 })
    await diedWhileRunning(id, 1)
    await sweepDueJobs({ db: t.db, handlers, log: createLogger('silent'), maxAttempts: 5 })
    expect(await statusOf(id)).toBe('dead')
    expect(settled).toEqual([{ n: 4, attempt: 1, error: 'lease expired while running on gone:1' }])
  })

  it('stays dead when settling fails', async () => {
    settleFails = true
    const id = await enqueueJob(t.db, { name: 'owed', payload: { n: 5 }, maxAttempts: 1 })
    const w = worker()
    while ((await w.runOnce()) > 0);
    expect(await statusOf(id)).toBe('dead')
    expect(settled).toHaveLength(1)
  })
})
