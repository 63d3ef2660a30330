// npm run admin:grant makes an administrator who can sign in: the account it makes or finds is the one a sign-in with
// that contact reaches.
import { describe, expect, it } from 'vitest'
import type { TestDb } from '../../tests/helpers/test-db'
import { useTestApp, type TTestApp } from '../../tests/helpers/test-app'
import { bearer, freshEmail, fromIp, gql, outboxCode, REQUEST_CODE, REQUEST_TOKEN } from '../../tests/http/auth-support'
import { grantAdminRole } from './grant-admin-role'

let t: TestDb
let app: TTestApp
useTestApp((made) => ({ t, app } = made))

async function signInByEmail(email: string): Promise<string> {
  const sent = await gql(app, REQUEST_CODE, { email }, fromIp('10.77.0.1'))
  expect(sent.data?.requestAuthCode?.isSent).toBe(true)
  const res = await gql(app, REQUEST_TOKEN, { email, code: await outboxCode(t.db, email) }, fromIp('10.77.0.1'))
  return res.data.requestApiToken.token as string
}

const me = async (token: string) => (await gql(app, '{ me { id email role { id } } }', {}, bearer(token))).data.me as { id: string; email: string; role: { id: number } }

describe('grantAdminRole by e-mail', () => {
  it('makes an account that signs in with that address as the administrator, even where a client typed the address into a profile unproven', async () => {
    const email = freshEmail()
    const squatter = crypto.randomUUID()
    await t.db.query(`insert into public.users (id, name, email) values ($1, 'Клиент', $2)`, [squatter, email])

    const made = await grantAdminRole({ db: t.db, contact: email.toUpperCase() })
    expect(made.created).toBe(true)
    expect(await me(await signInByEmail(email))).toEqual({ id: made.userId, email, role: { id: 4 } })
    const [left] = await t.db.query<{ email: string | null; role_id: number }>(`select email, role_id from public.users where id = $1`, [squatter])
    expect(left).toEqual({ email: null, role_id: 1 })
  })

  it('finds the account that already signs in with the address', async () => {
    const email = freshEmail()
    const owner = await me(await signInByEmail(email))
    expect(await grantAdminRole({ db: t.db, contact: email })).toEqual({ userId: owner.id, created: false })
    expect(await me(await signInByEmail(email))).toEqual({ id: owner.id, email, role: { id: 4 } })
  })
})
