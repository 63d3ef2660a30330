// Fake Yandex ID: /authorize (the person consents at once), /token (client secret, single-use code, PKCE) and /info.
import { Hono } from 'hono'
import { fields } from './serve'
import { isVerifier, s256 } from './pkce'

export type TYandexUser = { id: string; login: string; first_name?: string; last_name?: string; display_name?: string; default_email?: string }

type Grant = { clientId: string; redirectUri: string; challenge: string; user: TYandexUser }

export type TYandexFake = { app: Hono; user: TYandexUser; tokens: Map<string, TYandexUser>; exchanges: number }

const oauthError = (error: string, error_description: string) => ({ error, error_description })

export function createYandexFake(opts: { clientId: string; clientSecret: string; user: TYandexUser }): TYandexFake {
  const fake: TYandexFake = { app: new Hono(), user: opts.user, tokens: new Map(), exchanges: 0 }
  const grants = new Map<string, Grant>()

  fake.app.get('/authorize', (c) => {
    const q = c.req.query()
    if (q.response_type !== 'code') return c.text('unsupported response_type', 400)
    if (q.client_id !== opts.clientId) return c.text('invalid client_id', 400)
    if (!q.redirect_uri) return c.text('redirect_uri required', 400)
    if (q.code_challenge_method !== 'S256' || !q.code_challenge) return c.text('PKCE S256 required', 400)
    const code = String(Math.floor(Math.random() * 1e7)).padStart(7, '0')
    grants.set(code, { clientId: q.client_id, redirectUri: q.redirect_uri, challenge: q.code_challenge, user: fake.user })
    const back = new URL(q.redirect_uri)
    back.searchParams.set('code', code)
    if (q.state) back.searchParams.set('state', q.state)
    back.searchParams.set('cid', 'fake-cid')
    return c.redirect(back.toString(), 302)
  })

  fake.app.post('/token', async (c) => {
    const f = await fields(c)
    let clientId = f.client_id
    let secret = f.client_secret
    const basic = c.req.header('authorization')?.match(/^Basic (.+)$/)?.[1]
    if (basic) [clientId, secret] = Buffer.from(basic, 'base64').toString().split(':')
    if (clientId !== opts.clientId || secret !== opts.clientSecret) return c.json(oauthError('invalid_client', 'Client not found'), 401)
    if (f.grant_type !== 'authorization_code') return c.json(oauthError('unsupported_grant_type', 'Unsupported grant type'), 400)
    const grant = f.code ? grants.get(f.code) : undefined
    // A code works once: a replay finds nothing.
    if (f.code) grants.delete(f.code)
    if (!grant || grant.clientId !== clientId) return c.json(oauthError('invalid_grant', 'Code has expired'), 400)
    if (!isVerifier(f.code_verifier) || s256(f.code_verifier) !== grant.challenge) return c.json(oauthError('invalid_grant', 'Code verifier is not valid'), 400)
    const accessToken = `y0_${crypto.randomUUID()}`
    fake.tokens.set(accessToken, grant.user)
    fake.exchanges++
    return c.json({ token_type: 'bearer', access_token: accessToken, expires_in: 31536000, refresh_token: `1:${crypto.randomUUID()}` })
  })

  fake.app.get('/info', (c) => {
    const token = c.req.header('authorization')?.match(/^OAuth (.+)$/)?.[1]
    const user = token ? fake.tokens.get(token) : undefined
    if (!user) return c.text('', 401)
    const format = c.req.query('format')
    if (format !== 'json') return c.text('format=json required', 400)
    return c.json({ ...user, client_id: opts.clientId, psuid: `psuid-${user.id}`, emails: user.default_email ? [user.default_email] : [] })
  })

  return fake
}

/** The settings that send the app's Yandex ID sign-in (client `ya-client`, secret `ya-secret`) to a fake served at `url`. */
export const yandexSettings = (url: string) => ({ YANDEX_CLIENT_ID: 'ya-client', YANDEX_CLIENT_SECRET: 'ya-secret', YANDEX_OAUTH_BASE_URL: url, YANDEX_LOGIN_BASE_URL: url })
