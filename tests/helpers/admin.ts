// Administrators for tests of the back-office: an account with role id 4 and an API token that has passed the second
// factor (its jti verified in private.admin_sessions), as if the administrator had typed the code.
import { decode } from 'hono/utils/jwt/jwt'
import { issueToken } from '../../edge/auth/token'
import type { Db } from '../../edge/db/port'

/** An administrator; the e-mail is proven unless `emailVerified: false` (the second factor's code goes only to a proven one). */
export async function makeAdmin(db: Db, opts: { id?: string; name?: string; email?: string; emailVerified?: boolean } = {}): Promise<string> {
  const id = opts.id ?? crypto.randomUUID()
  await db.query(
    `insert into public.users (id, name, role_id, email, email_verified_at) values ($1::uuid, $2, 4, $3, case when $4 then now() end)
     on conflict (id) do update set role_id = 4`,
    [id, opts.name ?? 'Администратор', opts.email ?? `admin-${id.slice(0, 8)}@example.test`, opts.emailVerified ?? true],
  )
  return id
}

/** A token of `userId` whose second factor is passed (for 12 hours, as the real one). */
export async function verifiedAdminToken(db: Db, secret: string, userId: string): Promise<string> {
  const token = await issueToken({ userId, secret })
  const jti = decode(token).payload.jti as string
  await db.query(
    `insert into private.admin_sessions (jti, user_id, verified_at, expires_at) values ($1::uuid, $2::uuid, now(), now() + interval '12 hours')`,
    [jti, userId],
  )
  return token
}
