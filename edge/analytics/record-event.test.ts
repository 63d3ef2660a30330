import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { testDb, type TestDb } from '../../tests/helpers/test-db'
import { createLogger } from '../log'
import type { Db } from '../db/port'
import { recordEvent } from './record-event'

let t: TestDb
beforeAll(async () => {
  t = await testDb()
})
afterAll(async () => {
  await t.dispose()
})

describe('recordEvent', () => {
  it('stores name, props, fingerprint and user', async () => {
    const ok = await recordEvent({
      db: t.db,
      log: createLogger('silent'),
      name: 'short_link',
      props: { link: 'l/v', postfix: 'a=1' },
      fingerprint: 'fp_1234567890',
      userId: '6f1d2c3b-0a4e-4f5a-9b8c-7d6e5f4a3b2c',
    })
    expect(ok).toBe(true)
    const rows = await t.db.query<{ name: string; props: unknown; fingerprint: string; user_id: string }>(
      'select name, props, fingerprint, user_id::text from private.analytics_events',
    )
    expect(rows).toEqual([{ name: 'short_link', props: { link: 'l/v', postfix: 'a=1' }, fingerprint: 'fp_1234567890', user_id: '6f1d2c3b-0a4e-4f5a-9b8c-7d6e5f4a3b2c' }])
  })

  it.each(['', 'short-link', 'Short_link', 'a'.repeat(101)])('refuses the name %j (snake_case, ≤ 100) but does not throw', async (name) => {
    const log = { ...createLogger('silent'), warn: vi.fn() }
    expect(await recordEvent({ db: t.db, log, name })).toBe(false)
    expect(log.warn).toHaveBeenCalledWith('analytics event not recorded', expect.objectContaining({ name }))
    expect(await t.db.query('select 1 from private.analytics_events where name = $1', [name])).toEqual([])
  })

  it('swallows a database failure', async () => {
    const broken = { transaction: () => Promise.reject(new Error('connection lost')) } as unknown as Db
    const log = { ...createLogger('silent'), warn: vi.fn() }
    await expect(recordEvent({ db: broken, log, name: 'x' })).resolves.toBe(false)
    expect(log.warn).toHaveBeenCalledOnce()
  })

  it('is closed to the API roles', async () => {
    for (const role of ['anon', 'authenticated']) {
      await expect(
        t.db.transaction(async (tx) => {
          await tx.query(`select set_config('role', $1, true)`, [role])
          await tx.query('select count(*) from private.analytics_events')
        }),
        role,
      ).rejects.toThrow(/permission denied/)
    }
  })
})
