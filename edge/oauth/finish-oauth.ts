// GET /api/oauth/{provider}/callback-from-front: checks the state, trades the code for the profile, signs the
// person in and sends the browser back to the auth screen with a single-use auth_token_id.
import type { AppDeps } from '../context'
import { asCaller } from '../db/port'
import type { TOAuthProvider } from '../../domain/auth/oauth-params'
import { ZSignUpParams } from '../../domain/auth/sign-up-params'
import { AUTH_PATH, routeByName } from '../../domain/routes'
import { constantTimeEqual, sha256Hex } from '../auth/secrets'
import { SERVICE } from '../auth/service-caller'
import { findOrCreateUser, signUpContext, type TIdentity } from '../auth/find-or-create-user'
import { completeSignIn } from '../auth/complete-sign-in'
import { issueAuthTokenId } from '../auth/issue-auth-token-id'
import { oauthAdapter } from './provider'

export type TOAuthCallback = { code?: string; state?: string; device_id?: string; error?: string }

type StateRow = { code_verifier: string; redirect: string | null; params: Record<string, unknown> | null; sign_in_state_hash: string | null }

/** Where the auth screen picks the result up: auth_token_id on success, `error` otherwise (spec §2 callback parameters). */
const toAuth = (query: Record<string, string | null>) => {
  const search = new URLSearchParams(Object.entries(query).filter((e): e is [string, string] => e[1] !== null))
  return `${AUTH_PATH}?${search}`
}

export async function finishOAuth(opts: {
  deps: AppDeps
  provider: TOAuthProvider
  query: TOAuthCallback
  cookieState: string | null
  userAgent: string | null
}): Promise<{ location: string }> {
  const { deps, provider, query } = opts
  const adapter = oauthAdapter(deps.settings, provider)
  const state = query.state ?? ''
  // The state must be the one this browser was given (cookie), or someone else's code could sign it in.
  if (!adapter || !state || !opts.cookieState || !constantTimeEqual(state, opts.cookieState)) return { location: toAuth({ error: 'oauth_state' }) }

  const row = await asCaller(deps.db, SERVICE, async (tx) => {
    const [r] = await tx.query<StateRow>(
      `with used as (
         update private.oauth_states set consumed_at = now(), device_id = $3
          where state_hash = $1 and provider = $2 and consumed_at is null and expires_at > now()
          returning code_verifier, redirect, params_id)
       select used.code_verifier, used.redirect, p.params, p.sign_in_state_hash from used left join private.oauth_params p on p.id = used.params_id`,
      [await sha256Hex(state), provider, query.device_id ?? null],
    )
    return r ?? null
  })
  if (!row) return { location: toAuth({ error: 'oauth_state' }) }
  const redirect = row.redirect
  if (query.error || !query.code) return { location: toAuth({ error: 'oauth_denied', redirect }) }

  let profile
  try {
    profile = await adapter.fetchProfile({ code: query.code, codeVerifier: row.code_verifier, redirectUri: adapter.redirectUri, state, deviceId: query.device_id ?? null })
  } catch (e) {
    deps.log.warn('oauth exchange failed', { provider, error: e instanceof Error ? e.message : String(e) })
    return { location: toAuth({ error: 'oauth_failed', redirect }) }
  }

  const params = ZSignUpParams.catch({}).parse(row.params ?? {})
  const identity: TIdentity = provider === 'yandex' ? { kind: 'yandex', yandexId: profile.id } : { kind: 'vkontakte', vkId: profile.id }
  const result = await asCaller(deps.db, SERVICE, async (tx) => {
    const user = await findOrCreateUser(tx, {
      identity,
      params,
      // The device OS is the browser's that came back from the provider.
      context: signUpContext(provider, params, opts.userAgent, { isWebApp: row.params?.isWebApp ?? null }),
      hints: { name: profile.name, email: profile.email },
    })
    // Nothing is bound here: a link to this callback can be opened by anyone's browser. The exchange binds the saved
    // fingerprint once the browser shows the sign-in state it sent with the params (getAuthTokenById).
    const outcome = await completeSignIn(tx, { user, fingerprints: [] })
    if (!outcome.ok) return null
    return { authTokenId: await issueAuthTokenId(tx, { userId: outcome.userId, signInStateHash: row.sign_in_state_hash, guestFingerprint: params.fingerprint ?? null }) }
  })
  if (!result) return { location: routeByName('ecosystem-common__block-screen').path }
  return { location: toAuth({ auth_token_id: result.authTokenId, redirect }) }
}
