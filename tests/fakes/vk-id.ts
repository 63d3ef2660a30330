// Fake VK ID (OAuth 2.1): /authorize redirects with code, state and device_id; /oauth2/auth checks PKCE, device_id,
// redirect_uri and state and spends the code; /oauth2/user_info answers { user } or { error }.
import { Hono } from 'hono'
import { fields } from './serve'
import { isVerifier, s256 } from './pkce'

export type TVkUser = { user_id: string; first_name: string; last_name: string; email?: string; phone?: string; avatar?: string }

type Grant = { clientId: string; redirectUri: string; challenge: string; state: string; deviceId: string; user: TVkUser }

export type TVkFake = { app: Hono; user: TVkUser; tokens: Map<string, TVkUser>; exchanges: number }

const vkError = (error: string, error_description: string, state?: string) => ({ error, error_description, ...(state && { state }) })

export function createVkFake(opts: { clientId: string; user: TVkUser }): TVkFake {
  const fake: TVkFake = { app: new Hono(), user: opts.user, tokens: new Map(), exchanges: 0 }
  const grants = new Map<string, Grant>()

  fake.app.get('/authorize', (c) => {
    const q = c.req.query()
    if (q.response_type !== 'code' || q.client_id !== opts.clientId || !q.redirect_uri) return c.text('invalid request', 400)
    // VK ID accepts the method as s256 or S256; without PKCE there is no code.
    if ((q.code_challenge_method ?? '').toLowerCase() !== 's256' || !q.code_challenge) return c.text('code_challenge required', 400)
    if (!q.state || q.state.length < 32) return c.text('state must be at least 32 characters', 400)
    const code = `vk2.a.${crypto.randomUUID()}`
    const deviceId = crypto.randomUUID()
    grants.set(code, { clientId: q.client_id, redirectUri: q.redirect_uri, challenge: q.code_challenge, state: q.state, deviceId, user: fake.user })
    const back = new URL(q.redirect_uri)
    for (const [k, v] of Object.entries({ code, state: q.state, device_id: deviceId, expires_in: '600', type: 'code_v2', ext_id: 'ext' })) back.searchParams.set(k, v)
    return c.redirect(back.toString(), 302)
  })

  fake.app.post('/oauth2/auth', async (c) => {
    const f = await fields(c)
    for (const k of ['grant_type', 'code', 'code_verifier', 'client_id', 'device_id', 'redirect_uri'] as const) {
      if (!f[k]) return c.json(vkError('invalid_request', `${k} is missing`, f.state), 400)
    }
    if (f.grant_type !== 'authorization_code') return c.json(vkError('unsupported_grant_type', 'grant_type is invalid', f.state), 400)
    const grant = grants.get(f.code!)
    grants.delete(f.code!)
    if (!grant || grant.clientId !== f.client_id) return c.json(vkError('invalid_grant', 'Code is invalid or expired', f.state), 400)
    if (grant.deviceId !== f.device_id) return c.json(vkError('invalid_grant', 'device_id is invalid', f.state), 400)
    if (grant.redirectUri !== f.redirect_uri) return c.json(vkError('invalid_grant', 'redirect_uri is invalid', f.state), 400)
    if (f.state !== undefined && f.state !== grant.state) return c.json(vkError('invalid_request', 'state is invalid', f.state), 400)
    if (!isVerifier(f.code_verifier) || s256(f.code_verifier) !== grant.challenge) return c.json(vkError('invalid_grant', 'code_verifier is invalid', f.state), 400)
    const accessToken = `vk2.a.${crypto.randomUUID()}`
    fake.tokens.set(accessToken, grant.user)
    fake.exchanges++
    return c.json({
      access_token: accessToken,
      refresh_token: `vk2.r.${crypto.randomUUID()}`,
      id_token: 'header.payload.signature',
      token_type: 'Bearer',
      expires_in: 3600,
      user_id: Number(grant.user.user_id),
      state: grant.state,
      scope: 'vkid.personal_info email',
    })
  })

  fake.app.post('/oauth2/user_info', async (c) => {
    const f = await fields(c)
    if (f.client_id !== opts.clientId) return c.json(vkError('invalid_client', 'client_id is invalid'), 400)
    const user = f.access_token ? fake.tokens.get(f.access_token) : undefined
    if (!user) return c.json(vkError('invalid_token', 'access_token is missing or invalid'), 401)
    return c.json({ user })
  })

  return fake
}
