// Pruning done jobs: rows done longer ago than JOBS_DONE_RETENTION_DAYS go, in bounded batches, at most once an hour
// across instances; recent done rows and every dead row stay. The running worker's poll loop does it by itself.
import { describe, expect, it } from 'vitest'
import { useTestDeps } from '../../tests/helpers/test-app'
import type { TestDb } from '../../tests/helpers/test-db'
import type { AppDeps } from '../context'
import { createJobWorker } from './worker'
import { jobHandlerMap } from './registry'
import { pruneDoneJobs, pruneDoneJobsHourly } from './prune-done-jobs'

let t: TestDb
let deps: AppDeps
useTestDeps((made) => ({ t, deps } = made), { JOBS_DONE_RETENTION_DAYS: '14' })

async function seed(name: string, status: 'done' | 'dead' | 'queued', daysAgo: number): Promise<string> {
  const [row] = await t.db.query<{ id: string }>(
    `insert into private.jobs (name, status, attempts, finished_at, created_at)
     values ($1, $2, 1, case when $2 <> 'queued' then now() - make_interval(days => $3::int) end, now() - make_interval(days => $3::int))
     returning id::text as id`,
    [name, status, daysAgo],
  )
  return row!.id
}

const left = async (name: string) => (await t.db.query<{ id: string }>(`select id::text as id from private.jobs where name = $1 order by id`, [name])).map((r) => r.id)

describe('pruning done jobs', () => {
  it('the started worker prunes old done rows by itself and keeps recent done and old dead ones', async () => {
    const name = 'test.prune-worker'
    const old = await seed(name, 'done', 20)
    const recent = await seed(name, 'done', 2)
    const dead = await seed(name, 'dead', 60)
    const waiting = await seed(name, 'queued', 30)
    const worker = createJobWorker({ db: t.db, handlers: jobHandlerMap([]), concurrency: 1, pollMs: 50, log: deps.log, services: deps })
    await worker.start()
    try {
      await expect.poll(() => left(name)).not.toContain(old)
    } finally {
      await worker.stop()
    }
    expect(await left(name)).toEqual([recent, dead, waiting])
  })

  it('runs at most once an hour across instances, asks the database at most every few minutes, and honours the setting', async () => {
    const name = 'test.prune-hourly'
    const old = await seed(name, 'done', 15)
    const keep = await seed(name, 'done', 13)
    const now = Date.now() + 60 * 60_000
    // The worker above took this hour's run: not due yet, whoever asks.
    expect(await pruneDoneJobsHourly({ db: t.db, log: deps.log, services: deps }, now)).toBeNull()
    expect(await left(name)).toEqual([old, keep])
    // An hour later it is due again; a second call right after is held back in the process, a third past the
    // process's pause by the database.
    await t.db.query(`update private.job_housekeeping set last_run_at = now() - interval '61 minutes' where task = 'prune-done-jobs'`)
    expect(await pruneDoneJobsHourly({ db: t.db, log: deps.log, services: deps }, now + 10 * 60_000)).toBeGreaterThanOrEqual(1)
    expect(await left(name)).toEqual([keep])
    await seed(name, 'done', 40)
    expect(await pruneDoneJobsHourly({ db: t.db, log: deps.log, services: deps }, now + 11 * 60_000)).toBeNull()
    expect(await pruneDoneJobsHourly({ db: t.db, log: deps.log, services: deps }, now + 30 * 60_000)).toBeNull()
    expect((await left(name)).length).toBe(2)
  })

  it('deletes in bounded batches', async () => {
    const name = 'test.prune-batches'
    await t.db.query(`delete from private.jobs where status = 'done'`)
    for (let i = 0; i < 5; i++) await seed(name, 'done', 30)
    expect(await pruneDoneJobs({ db: t.db, retentionDays: 14, batch: 2, maxBatches: 2 })).toBe(4)
    expect((await left(name)).length).toBe(1)
    expect(await pruneDoneJobs({ db: t.db, retentionDays: 14, batch: 2, maxBatches: 2 })).toBe(1)
    expect(await left(name)).toEqual([])
  })
})
