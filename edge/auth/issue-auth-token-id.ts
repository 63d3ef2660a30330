// The single-use id an OAuth redirect carries back to the front (auth_token_id), stored only as a hash.
import type { Queryable } from '../db/port'
import { AUTH_TOKEN_ID_TTL_SECONDS } from '../../domain/auth/limits'
import { randomToken, sha256Hex } from './secrets'

export async function issueAuthTokenId(q: Queryable, userId: string): Promise<string> {
  const id = randomToken()
  await q.query(
    `insert into private.auth_tokens (token_hash, user_id, expires_at) values ($1, $2::uuid, now() + make_interval(secs => $3))`,
    [await sha256Hex(id), userId, AUTH_TOKEN_ID_TTL_SECONDS],
  )
  return id
}
