// User.isReseller (platform.md §3 User): false by default, true once the server sets it, read only by its owner; a
// client can never set it, neither by SQL under its own row-level security nor through the profile mutation.
import { describe, expect, it } from 'vitest'
import type { AppDeps } from '../../edge/context'
import { asCaller } from '../../edge/db/port'
import { adminHttp } from '../helpers/admin-http'
import type { TestDb } from '../helpers/test-db'
import { gql, phoneClients } from './auth-support'
import { useTestApp, type TTestApp } from '../helpers/test-app'

let t: TestDb
let app: TTestApp
let deps: AppDeps
useTestApp((made) => ({ t, app, deps } = made))

const client = phoneClients('10.84.0', () => ({ app, db: t.db }))
const ME = `{ me { id isReseller } }`

describe('User.isReseller', () => {
  it('is false for a new client and true once the server marks it', async () => {
    const c = await client()
    expect((await gql(app, ME, {}, c.headers)).data.me).toEqual({ id: c.id, isReseller: false })
    await t.db.query('update public.users set is_reseller = true where id = $1', [c.id])
    expect((await gql(app, ME, {}, c.headers)).data.me.isReseller).toBe(true)
    // The back-office's user card shows it.
    const admin = await adminHttp(app, t.db, deps)
    expect((await admin.call('GET', `/api/admin/users/${c.id}`)).body.isReseller).toBe(true)
    // Another client stays false.
    const other = await client()
    expect((await gql(app, ME, {}, other.headers)).data.me.isReseller).toBe(false)
    expect((await admin.call('GET', `/api/admin/users/${other.id}`)).body.isReseller).toBe(false)
  })

  it('cannot be set by the client itself', async () => {
    const c = await client()
    const caller = { role: 'authenticated' as const, userId: c.id }
    await expect(asCaller(t.db, caller, (tx) => tx.query('update public.users set is_reseller = true where id = auth.uid()'))).rejects.toThrow(/permission denied/i)
    // The columns a client may change still change: the refusal is the flag's alone.
    await asCaller(t.db, caller, (tx) => tx.query(`update public.users set name = 'Перекупщик' where id = auth.uid()`))
    const mutation = await gql(app, `mutation { updateUserInformation(isReseller: true) { email } }`, {}, c.headers)
    expect(mutation.errors?.[0]?.message).toBeTruthy()
    const [row] = await t.db.query<{ is_reseller: boolean; name: string }>('select is_reseller, name from public.users where id = $1', [c.id])
    expect(row).toEqual({ is_reseller: false, name: 'Перекупщик' })
    expect((await gql(app, ME, {}, c.headers)).data.me.isReseller).toBe(false)
  })
})
