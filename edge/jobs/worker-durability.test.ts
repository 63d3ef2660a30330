import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { onRealPostgres, testDb } from '../../tests/helpers/test-db'
import { openPglite } from '../db/pglite.server'
import { openPostgres } from '../db/postgres.server'
import { migrate } from '../db/migrate'
import { loadMigrations } from '../db/files.server'
import type { Db } from '../db/port'
import { createLogger } from '../log'
import { enqueueJob } from './queue'
import { defineJob, jobHandlerMap } from './registry'
import { createJobWorker } from './worker'

const silent = createLogger('silent')

const recordingJob = (invocations: Map<number, number>, pauseMs = 0) =>
  defineJob({
    name: 'record',
    schema: z.object({ n: z.number() }),
    handler: async ({ n }) => {
      invocations.set(n, (invocations.get(n) ?? 0) + 1)
      if (pauseMs) await new Promise((r) => setTimeout(r, Math.random() * pauseMs))
    },
  })

const statuses = async (db: Db) =>
  (await db.query<{ status: string; n: number }>(`select status, count(*)::int as n from private.jobs group by status`))
    .map((r) => `${r.status}:${r.n}`)

/** Opens the "same database after a restart": the same PGlite folder, or a new pool on the same URL. */
async function restartable(): Promise<{ first: Db; reopen: () => Promise<Db>; dispose: () => Promise<void> }> {
  if (onRealPostgres()) {
    const t = await testDb()
    const opened: Db[] = []
    return {
      first: t.db,
      reopen: async () => (opened.push(openPostgres(t.url!, { max: 4 })), opened.at(-1)!),
      dispose: async () => {
        for (const db of opened) await db.close()
        await t.dispose()
      },
    }
  }
  const dir = await mkdtemp(join(tmpdir(), 'jobs-restart-'))
  const first = await openPglite(dir)
  await migrate(first, await loadMigrations())
  let second: Db | undefined
  return {
    first,
    reopen: async () => (second = await openPglite(dir)),
    dispose: async () => {
      await second?.close()
      await rm(dir, { recursive: true, force: true })
    },
  }
}

describe('durable jobs', () => {
  it('a job enqueued before a restart runs after it', async () => {
    const env = await restartable()
    try {
      const id = await env.first.transaction((tx) => enqueueJob(tx, { name: 'record', payload: { n: 1 } }))
      await env.first.close()

      const db = await env.reopen()
      const invocations = new Map<number, number>()
      const worker = createJobWorker({ db, handlers: jobHandlerMap([recordingJob(invocations)]), concurrency: 2, pollMs: 50, log: silent })
      expect(await worker.runOnce()).toBe(1)
      expect([...invocations]).toEqual([[1, 1]])
      const [row] = await db.query<{ status: string }>(`select status from private.jobs where id = $1::bigint`, [id])
      expect(row?.status).toBe('done')
    } finally {
      await env.dispose()
    }
    // On PGlite the restartable folder is migrated from nothing (every migration, more each product): 10 s on a quiet
    // 2-core machine, over 20 s on a loaded one.
  }, 60_000)

  it('two workers (separate pools on real Postgres) never run one job twice', async () => {
    const t = await testDb()
    const other = onRealPostgres() ? openPostgres(t.url!, { max: 4 }) : t.db
    try {
      const total = 40
      for (let n = 0; n < total; n++) await enqueueJob(t.db, { name: 'record', payload: { n } })
      const invocations = new Map<number, number>()
      const handlers = jobHandlerMap([recordingJob(invocations, 10)])
      const drain = async (db: Db, workerId: string) => {
        const worker = createJobWorker({ db, handlers, concurrency: 4, pollMs: 50, log: silent, workerId })
        let ran = 0
        for (;;) {
          const got = await worker.runOnce()
          if (!got) return ran
          ran += got
        }
      }
      const ran = await Promise.all([drain(t.db, 'w1'), drain(other, 'w2')])

      expect([...invocations.keys()].sort((a, b) => a - b)).toEqual([...Array(total).keys()])
      expect([...invocations].filter(([, count]) => count !== 1)).toEqual([])
      expect(ran[0]! + ran[1]!).toBe(total)
      // Both really took part, or the test would prove nothing about concurrent claims.
      expect(ran[0]).toBeGreaterThan(0)
      expect(ran[1]).toBeGreaterThan(0)
      expect(await statuses(t.db)).toEqual([`done:${total}`])
      const owners = await t.db.query(`select 1 from private.jobs where locked_by is not null or attempts <> 1`)
      expect(owners).toEqual([])
    } finally {
      if (other !== t.db) await other.close()
      await t.dispose()
    }
  })
})
