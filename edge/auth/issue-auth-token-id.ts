// The single-use id an OAuth redirect carries back to the front (auth_token_id), stored only as a hash, with what
// its exchange needs to tell the starting browser from any other (the sign-in state's hash) and whose rows to bind.
import type { Queryable } from '../db/port'
import { AUTH_TOKEN_ID_TTL_SECONDS } from '../../domain/auth/limits'
import { randomToken, sha256Hex } from './secrets'

export async function issueAuthTokenId(
  q: Queryable,
  opts: { userId: string; signInStateHash: string | null; guestFingerprint: string | null },
): Promise<string> {
  const id = randomToken()
  await q.query(
    `insert into private.auth_tokens (token_hash, user_id, sign_in_state_hash, guest_fingerprint, expires_at)
     values ($1, $2::uuid, $3, $4, now() + make_interval(secs => $5))`,
    [await sha256Hex(id), opts.userId, opts.signInStateHash, opts.guestFingerprint, AUTH_TOKEN_ID_TTL_SECONDS],
  )
  return id
}
