// logout: ends the session of the token the request came with; the person's other devices stay signed in.
import { asService, type Caller, type Db } from '../db/port'

/** True for a guest too: there is nothing to end, and the client forgets its token either way. */
export async function signOut(opts: { db: Db; caller: Caller }): Promise<boolean> {
  const { caller } = opts
  if (caller.role !== 'authenticated') return true
  const { jti, exp } = caller.claims ?? {}
  // callerFromRequest admits only tokens with both; a caller made up by server code has no token to end.
  if (typeof jti !== 'string' || typeof exp !== 'number') return true
  await asService(opts.db, async (tx) => {
    await tx.query(
      `insert into private.revoked_api_tokens (jti, user_id, expires_at) values ($1::uuid, $2::uuid, to_timestamp($3))
       on conflict (jti) do nothing`,
      [jti, caller.userId, exp],
    )
    // A listed token past its expiry is refused by its signature check anyway; the list keeps only the rest.
    await tx.query('delete from private.revoked_api_tokens where expires_at < now()')
  })
  return true
}
