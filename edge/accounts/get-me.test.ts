import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testDb, type TestDb } from '../../tests/helpers/test-db'
import { asCaller } from '../db/port'
import { getMe } from './get-me'

const DEMO_ID = '00000000-0000-4000-8000-000000000001'
const OTHER_ID = '00000000-0000-4000-8000-0000000000c1'

let t: TestDb
beforeAll(async () => {
  t = await testDb()
  await t.db.query(`insert into public.users (id, name, role_id) values ($1, 'Другой', 4)`, [OTHER_ID])
})
afterAll(async () => {
  await t.dispose()
})

describe('getMe', () => {
  it('returns null for a guest and for the service role', async () => {
    expect(await getMe({ db: t.db, caller: { role: 'anon', fingerprint: 'guest-fingerprint-1' } })).toBeNull()
    expect(await getMe({ db: t.db, caller: { role: 'service_role' } })).toBeNull()
  })

  it('returns the caller with a role title and a Date', async () => {
    const me = await getMe({ db: t.db, caller: { role: 'authenticated', userId: DEMO_ID } })
    expect(me).toMatchObject({ id: DEMO_ID, name: 'Демо-студент', email: 'demo@example.test', phone: null, role: { id: 1, title: 'Клиент' } })
    expect(me?.createdAt).toBeInstanceOf(Date)
  })

  it('returns null once the row is gone', async () => {
    const id = '00000000-0000-4000-8000-0000000000d1'
    await t.db.query(`insert into public.users (id, name) values ($1, 'Удалённый')`, [id])
    expect(await getMe({ db: t.db, caller: { role: 'authenticated', userId: id } })).not.toBeNull()
    await t.db.query('delete from public.users where id = $1', [id])
    expect(await getMe({ db: t.db, caller: { role: 'authenticated', userId: id } })).toBeNull()
  })

  it('runs under row-level security: the caller sees no other row even without a filter', async () => {
    const rows = await asCaller(t.db, { role: 'authenticated', userId: OTHER_ID }, (tx) => tx.query<{ id: string }>('select id from public.users'))
    expect(rows.map((r) => r.id)).toEqual([OTHER_ID])
    const other = await getMe({ db: t.db, caller: { role: 'authenticated', userId: OTHER_ID } })
    expect(other?.role).toEqual({ id: 4, title: 'Администратор' })
  })

  it('reads as the authenticated role, not as the connection owner', async () => {
    const caller = { role: 'authenticated' as const, userId: DEMO_ID }
    await t.db.exec('revoke select on public.users from authenticated')
    try {
      await expect(getMe({ db: t.db, caller })).rejects.toThrow(/permission denied/)
    } finally {
      await t.db.exec('grant select on public.users to authenticated')
    }
    expect(await getMe({ db: t.db, caller })).not.toBeNull()
  })
})
