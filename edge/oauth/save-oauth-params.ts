// POST /api/oauth/save-params: keeps what the sign-up screen knew (getParams, referrer, consent, redirect) for the OAuth round trip.
import type { AppDeps } from '../context'
import { asCaller, type Caller } from '../db/port'
import { ZOAuthSaveParams } from '../../domain/auth/oauth-params'
import { OAUTH_STATE_TTL_SECONDS } from '../../domain/auth/limits'
import { parseAuthInput, tooManyAttempts } from '../auth/auth-errors'
import { HOUR, takeRateLimits } from '../auth/rate-limit'
import { addressKey } from '../auth/client-ip'
import { SERVICE } from '../auth/service-caller'
import { sha256Hex } from '../auth/secrets'

// Each call writes a row; a person presses a provider button a few times, a script thousands.
const SAVES_PER_IP_HOUR = 60

export async function saveOAuthParams(opts: { deps: AppDeps; caller: Caller; ip: string | null; input: unknown }): Promise<{ params: string }> {
  const { signInState, ...input } = parseAuthInput(ZOAuthSaveParams, opts.input)
  const stateHash = signInState ? await sha256Hex(signInState) : null
  const fingerprint = input.fingerprint ?? (opts.caller.role === 'service_role' ? null : (opts.caller.fingerprint ?? null))
  return asCaller(opts.deps.db, SERVICE, async (tx) => {
    const wait = await takeRateLimits(tx, `oauth-params:ip:${addressKey(opts.ip)}`, [{ name: 'h', seconds: HOUR, max: SAVES_PER_IP_HOUR }])
    if (wait !== null) throw tooManyAttempts(wait)
    // Lives as long as three OAuth states: time to read the provider's consent screen and come back.
    const [row] = await tx.query<{ id: string }>(
      `insert into private.oauth_params (params, sign_in_state_hash, expires_at)
       values ($1::text::jsonb, $3, now() + make_interval(secs => $2)) returning id::text`,
      [JSON.stringify({ ...input, fingerprint }), OAUTH_STATE_TTL_SECONDS * 3, stateHash],
    )
    return { params: row!.id }
  })
}
