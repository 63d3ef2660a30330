// GET /api/oauth/{provider}/redirect: a fresh state and PKCE pair, then off to the provider's consent screen.
import type { AppDeps } from '../context'
import { asCaller } from '../db/port'
import type { TOAuthProvider } from '../../domain/auth/oauth-params'
import { OAUTH_STATE_TTL_SECONDS } from '../../domain/auth/limits'
import { randomToken, sha256Base64url, sha256Hex } from '../auth/secrets'
import { SERVICE } from '../auth/service-caller'
import { oauthAdapter } from './provider'

export type TOAuthStart = { ok: true; location: string; state: string } | { ok: false; reason: 'unavailable' | 'params' }

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export async function startOAuth(opts: { deps: AppDeps; provider: TOAuthProvider; paramsId: string | null }): Promise<TOAuthStart> {
  const adapter = oauthAdapter(opts.deps.settings, opts.provider)
  if (!adapter) return { ok: false, reason: 'unavailable' }
  if (opts.paramsId !== null && !UUID.test(opts.paramsId)) return { ok: false, reason: 'params' }
  const state = randomToken()
  const codeVerifier = randomToken(48)
  const stored = await asCaller(opts.deps.db, SERVICE, async (tx) => {
    const [params] = opts.paramsId
      ? await tx.query<{ id: string; redirect: string | null }>(
          `select id::text, params ->> 'redirect' as redirect from private.oauth_params where id = $1::uuid and expires_at > now()`,
          [opts.paramsId],
        )
      : [{ id: null, redirect: null }]
    if (!params) return false
    await tx.query(
      `insert into private.oauth_states (state_hash, provider, code_verifier, params_id, redirect, expires_at)
       values ($1, $2, $3, $4::uuid, $5, now() + make_interval(secs => $6))`,
      [await sha256Hex(state), opts.provider, codeVerifier, params.id, params.redirect, OAUTH_STATE_TTL_SECONDS],
    )
    return true
  })
  if (!stored) return { ok: false, reason: 'params' }
  return { ok: true, state, location: adapter.authorizeUrl({ state, codeChallenge: await sha256Base64url(codeVerifier) }) }
}
