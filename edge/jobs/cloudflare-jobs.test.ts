import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { testDb, type TestDb } from '../../tests/helpers/test-db'
import { createLogger } from '../log'
import { enqueueJob } from './queue'
import { defineJob, jobHandlerMap } from './registry'
import { consumeJobBatch, sweepDueJobs, type TCloudJobsOptions, type TJobMessage, type TQueueBatch, type TQueueProducer } from './cloudflare-jobs'

let t: TestDb
beforeAll(async () => {
  t = await testDb()
})
afterAll(() => t.dispose())

let ran: number[]
let failing = new Set<number>()
beforeEach(async () => {
  await t.db.exec('truncate private.jobs')
  ran = []
  failing = new Set()
})

const count = defineJob({
  name: 'count',
  schema: z.object({ n: z.number().int() }),
  handler: async ({ n }) => {
    ran.push(n)
    if (failing.has(n)) throw new Error(`job ${n} failed`)
  },
})

const opts = (o: Partial<TCloudJobsOptions> = {}): TCloudJobsOptions => ({
  db: t.db,
  handlers: jobHandlerMap([count]),
  log: createLogger('silent'),
  maxAttempts: 3,
  backoff: () => 60_000,
  ...o,
})

/** A fake Queue binding: sendBatch stores messages; batch() hands them to the consumer as Cloudflare would, recording acks. */
function fakeQueue() {
  const sent: TJobMessage[] = []
  const acked: string[] = []
  const retried: string[] = []
  const producer: TQueueProducer = {
    async sendBatch(messages) {
      for (const m of messages) sent.push(structuredClone(m.body))
    },
  }
  const batch = (bodies: unknown[] = sent): TQueueBatch => ({
    messages: bodies.map((body, i) => ({ id: `m${i}`, body, ack: () => void acked.push(`m${i}`), retry: () => void retried.push(`m${i}`) })),
  })
  return { producer, sent, acked, retried, batch }
}

const statuses = async () =>
  (await t.db.query<{ n: number; status: string; attempts: number }>(`select (payload->>'n')::int as n, status, attempts from private.jobs order by id`)).map(
    (r) => `${r.n}:${r.status}:${r.attempts}`,
  )

describe('jobs on Workers: Cron sweep and Queue consumer', () => {
  it('without a Queue binding the sweep claims due jobs and runs each once', async () => {
    for (const n of [1, 2, 3]) await enqueueJob(t.db, { name: 'count', payload: { n } })
    await enqueueJob(t.db, { name: 'count', payload: { n: 4 }, runAt: new Date(Date.now() + 3_600_000) })
    expect(await sweepDueJobs(opts())).toEqual({ reclaimed: 0, claimed: 3, sent: 0, ran: 3 })
    expect(ran.sort()).toEqual([1, 2, 3])
    expect(await statuses()).toEqual(['1:done:1', '2:done:1', '3:done:1', '4:queued:0'])
    expect((await sweepDueJobs(opts())).claimed).toBe(0)
  })

  it('with a Queue the sweep leases and sends; the consumer runs each job by id; a redelivery runs nothing', async () => {
    const q = fakeQueue()
    const ids = [] as string[]
    for (const n of [1, 2]) ids.push(await enqueueJob(t.db, { name: 'count', payload: { n } }))
    expect(await sweepDueJobs({ ...opts(), queue: q.producer })).toMatchObject({ claimed: 2, sent: 2, ran: 0 })
    expect(q.sent.map((m) => m.jobId).sort()).toEqual([...ids].sort())
    expect(ran).toEqual([])
    // Leased to the sweep while in the Queue: the next sweep does not send them again.
    expect(await statuses()).toEqual(['1:running:1', '2:running:1'])
    expect((await sweepDueJobs({ ...opts(), queue: q.producer })).sent).toBe(0)

    expect(await consumeJobBatch(q.batch(), opts())).toEqual({ ran: 2, skipped: 0 })
    expect(ran.sort()).toEqual([1, 2])
    expect(await statuses()).toEqual(['1:done:1', '2:done:1'])
    expect(q.acked.sort()).toEqual(['m0', 'm1'])

    // At-least-once delivery: the same messages again are acknowledged without running anything.
    expect(await consumeJobBatch(q.batch(), opts())).toEqual({ ran: 0, skipped: 2 })
    expect(ran).toHaveLength(2)
  })

  it('two deliveries of one message at once run the job once', async () => {
    const q = fakeQueue()
    await enqueueJob(t.db, { name: 'count', payload: { n: 7 } })
    await sweepDueJobs({ ...opts(), queue: q.producer })
    const results = await Promise.all([consumeJobBatch(q.batch(), opts()), consumeJobBatch(q.batch(), opts())])
    expect(results.map((r) => r.ran).sort()).toEqual([0, 1])
    expect(ran).toEqual([7])
  })

  it('a message that arrives after its lease expired and the job was reclaimed does nothing; the next sweep sends it anew', async () => {
    const q = fakeQueue()
    await enqueueJob(t.db, { name: 'count', payload: { n: 5 } })
    await sweepDueJobs({ ...opts(), queue: q.producer })
    const late = q.sent.splice(0)
    await t.db.exec(`update private.jobs set locked_at = now() - interval '10 minutes'`)
    expect(await sweepDueJobs({ ...opts(), queue: q.producer })).toMatchObject({ reclaimed: 1, sent: 1 })
    expect(await consumeJobBatch(q.batch(late), opts())).toEqual({ ran: 0, skipped: 1 })
    expect(await consumeJobBatch(q.batch(), opts())).toEqual({ ran: 1, skipped: 0 })
    expect(ran).toEqual([5])
    expect(await statuses()).toEqual(['5:done:2'])
  })

  it('a failing job is put back with backoff and is not due again until then; malformed messages are dropped', async () => {
    const q = fakeQueue()
    failing.add(9)
    await enqueueJob(t.db, { name: 'count', payload: { n: 9 } })
    await sweepDueJobs({ ...opts(), queue: q.producer })
    expect(await consumeJobBatch(q.batch(), opts())).toEqual({ ran: 1, skipped: 0 })
    expect(await statuses()).toEqual(['9:queued:1'])
    expect((await sweepDueJobs({ ...opts(), queue: q.producer })).claimed).toBe(0)

    expect(await consumeJobBatch(q.batch([{ jobId: 'x' }, 'junk']), opts())).toEqual({ ran: 0, skipped: 2 })
    expect(q.retried).toEqual([])
  })
})
