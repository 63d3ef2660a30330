// getAuthTokenById: trades the auth_token_id from an OAuth redirect for an API token, once.
import type { AppDeps } from '../context'
import { asCaller, type Caller } from '../db/port'
import { AUTH_MESSAGES } from '../../domain/auth/errors'
import { authFailure } from './auth-errors'
import { RESTRICTION_COLUMNS, type TRestrictionRow } from './restriction'
import { completeSignIn, tokenFor } from './complete-sign-in'
import { SERVICE } from './service-caller'
import { sha256Hex } from './secrets'

export async function getAuthTokenById(opts: { deps: AppDeps; caller: Caller; authTokenId: unknown }): Promise<{ token: string }> {
  const { deps } = opts
  const id = typeof opts.authTokenId === 'string' ? opts.authTokenId.trim() : ''
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(id)) throw authFailure(AUTH_MESSAGES.linkExpired, 'BAD_REQUEST', { reason: 'AUTH_TOKEN_INVALID' })
  const hash = await sha256Hex(id)
  const outcome = await asCaller(deps.db, SERVICE, async (tx) => {
    // Consuming and reading in one statement: two tabs racing with the same id cannot both win.
    const [row] = await tx.query<TRestrictionRow & { id: string }>(
      `with used as (
         update private.auth_tokens set consumed_at = now()
          where token_hash = $1 and consumed_at is null and expires_at > now()
          returning user_id)
       select u.id, ${RESTRICTION_COLUMNS.replace(/(\w+)/g, 'u.$1')} from used join public.users u on u.id = used.user_id`,
      [hash],
    )
    // The callback bound the rows of the fingerprint saved with the params; this browser's own header may add more.
    const fingerprint = opts.caller.role === 'service_role' ? null : (opts.caller.fingerprint ?? null)
    return row ? completeSignIn(tx, { user: { ...row, created: false }, fingerprints: [fingerprint] }) : null
  })
  if (!outcome) throw authFailure(AUTH_MESSAGES.linkExpired, 'BAD_REQUEST', { reason: 'AUTH_TOKEN_INVALID' })
  return tokenFor(deps.settings, outcome)
}
