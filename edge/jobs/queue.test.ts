import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { testDb, type TestDb } from '../../tests/helpers/test-db'
import { asCaller } from '../db/port'
import { enqueueJob } from './queue'

let t: TestDb
beforeAll(async () => {
  t = await testDb()
})
afterAll(() => t.dispose())
beforeEach(() => t.db.exec('truncate private.jobs'))

type Row = { id: string; name: string; payload: unknown; status: string; attempts: number; max_attempts: number | null; due: boolean }
const jobs = () =>
  t.db.query<Row>(
    `select id::text as id, name, payload, status, attempts, max_attempts, run_at <= now() as due from private.jobs order by id`,
  )

describe('enqueueJob', () => {
  it('stores a queued, due job with its payload and returns its id as text', async () => {
    const id = await enqueueJob(t.db, { name: 'essay.outline', payload: { orderId: 5, tags: ['a'], note: 'текст' } })
    expect(typeof id).toBe('string')
    expect(await jobs()).toEqual([
      { id, name: 'essay.outline', payload: { orderId: 5, tags: ['a'], note: 'текст' }, status: 'queued', attempts: 0, max_attempts: null, due: true },
    ])
  })

  it('keeps runAt and maxAttempts', async () => {
    await enqueueJob(t.db, { name: 'later', payload: {}, runAt: new Date(Date.now() + 60_000), maxAttempts: 3 })
    const [row] = await jobs()
    expect(row).toMatchObject({ due: false, max_attempts: 3 })
  })

  it('enqueues a key once: the second call returns the first id and adds nothing', async () => {
    const first = await enqueueJob(t.db, { name: 'step', payload: { n: 1 }, key: 'order:1:step' })
    const second = await enqueueJob(t.db, { name: 'step', payload: { n: 2 }, key: 'order:1:step' })
    expect(second).toBe(first)
    expect((await jobs()).map((r) => r.payload)).toEqual([{ n: 1 }])
    const other = await enqueueJob(t.db, { name: 'step', payload: { n: 3 }, key: 'order:2:step' })
    expect(other).not.toBe(first)
  })

  it('leaves no job when the enqueuing transaction rolls back', async () => {
    await expect(
      t.db.transaction(async (tx) => {
        await enqueueJob(tx, { name: 'step', payload: {}, key: 'rolled-back' })
        throw new Error('business change failed')
      }),
    ).rejects.toThrow('business change failed')
    expect(await jobs()).toEqual([])
    // The key is free again: the rolled-back row never existed.
    await enqueueJob(t.db, { name: 'step', payload: {}, key: 'rolled-back' })
    expect(await jobs()).toHaveLength(1)
  })

  it('notifies channel "jobs" with the job name, only once the transaction commits', async () => {
    const heard: string[] = []
    const unlisten = await t.db.listen('jobs', (name) => heard.push(name))
    try {
      await t.db.transaction(async (tx) => {
        await enqueueJob(tx, { name: 'wake.me', payload: {} })
        await new Promise((r) => setTimeout(r, 100))
        expect(heard).toEqual([])
      })
      await expect.poll(() => heard, { timeout: 2_000 }).toEqual(['wake.me'])
    } finally {
      await unlisten()
    }
  })

  it('does not notify for a key that is already queued', async () => {
    await enqueueJob(t.db, { name: 'once', payload: {}, key: 'k' })
    const heard: string[] = []
    const unlisten = await t.db.listen('jobs', (name) => heard.push(name))
    try {
      await enqueueJob(t.db, { name: 'once', payload: {}, key: 'k' })
      await enqueueJob(t.db, { name: 'marker', payload: {} })
      await expect.poll(() => heard, { timeout: 2_000 }).toContain('marker')
      expect(heard).toEqual(['marker'])
    } finally {
      await unlisten()
    }
  })

  it('is out of reach of the API roles', async () => {
    await enqueueJob(t.db, { name: 'secret', payload: {} })
    for (const caller of [{ role: 'anon' }, { role: 'authenticated', userId: '00000000-0000-4000-8000-000000000001' }] as const) {
      await expect(asCaller(t.db, caller, (tx) => tx.query('select id from private.jobs'))).rejects.toThrow(/permission denied/)
      await expect(asCaller(t.db, caller, (tx) => enqueueJob(tx, { name: 'forged', payload: {} }))).rejects.toThrow(/permission denied/)
    }
    const [seen] = await asCaller(t.db, { role: 'service_role' }, (tx) =>
      tx.query<{ n: number }>('select count(*)::int as n from private.jobs'),
    )
    expect(seen?.n).toBe(1)
  })
})
