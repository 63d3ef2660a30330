// An administrator's read-only look at a client's wheel grants nothing: the first look's welcome spin waits for the client.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Caller } from '../db/port'
import { testDb, type TestDb } from '../../tests/helpers/test-db'
import { getWheelOfFortune } from './get-wheel-of-fortune'

let t: TestDb
beforeAll(async () => {
  t = await testDb()
})
afterAll(() => t?.dispose())

const grants = async (userId: string) =>
  (await t.db.query<{ n: number }>(`select count(*)::int as n from public.wheel_spin_grants where user_id = $1`, [userId]))[0]!.n

describe('the wheel in a read-only look', () => {
  it('shows the client’s wheel as it is and grants the welcome spin only when the client looks', async () => {
    const userId = crypto.randomUUID()
    await t.db.query(`insert into public.users (id, name) values ($1, 'Клиент')`, [userId])
    const look: Caller = { role: 'authenticated', userId, claims: { imp: crypto.randomUUID() } }
    const seen = await getWheelOfFortune({ db: t.db, caller: look })
    expect(seen.spinsLeft).toBe(0)
    expect(await grants(userId)).toBe(0)

    const own = await getWheelOfFortune({ db: t.db, caller: { role: 'authenticated', userId } })
    expect(own.spinsLeft).toBe(1)
    expect(await grants(userId)).toBe(1)
  })
})
