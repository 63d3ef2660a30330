// Who may use the back-office on this request: an administrator (role id 4 on the account row, never the token's
// word) whose token passed the second factor less than ADMIN_SESSION_HOURS ago.
import type { Caller, Db } from '../db/port'
import { asService } from '../db/port'
import { isReadOnlyCaller } from '../auth/read-only'

export type TAdminAccess =
  | { kind: 'absent' }
  | { kind: 'code-required'; userId: string; jti: string; name: string | null }
  | { kind: 'ok'; userId: string; jti: string; name: string | null; expiresAt: string }

export async function resolveAdminAccess({ db, caller }: { db: Db; caller: Caller }): Promise<TAdminAccess> {
  if (caller.role !== 'authenticated') return { kind: 'absent' }
  // A read-only look at a client's cabinet never reaches the panel, whoever it is of (edge/auth/read-only.ts).
  if (isReadOnlyCaller(caller)) return { kind: 'absent' }
  const jti = caller.claims?.jti
  if (typeof jti !== 'string') return { kind: 'absent' }
  const [row] = await asService(db, (tx) =>
    tx.query<{ name: string | null; is_admin: boolean; verified: boolean; expires_at: string | null }>(
      `select u.name, private.is_admin(u.id) as is_admin,
              coalesce(s.verified_at is not null and s.user_id = u.id and s.expires_at > now(), false) as verified,
              s.expires_at::text as expires_at
         from public.users u
         left join private.admin_sessions s on s.jti = $2::uuid
        where u.id = $1::uuid`,
      [caller.userId, jti],
    ),
  )
  if (!row?.is_admin) return { kind: 'absent' }
  if (!row.verified) return { kind: 'code-required', userId: caller.userId, jti, name: row.name }
  return { kind: 'ok', userId: caller.userId, jti, name: row.name, expiresAt: new Date(row.expires_at!).toISOString() }
}
