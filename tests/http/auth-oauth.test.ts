// Yandex ID and VK ID round trips against local fakes: save-params → redirect (state + PKCE S256) → provider →
// callback → auth_token_id → getAuthTokenById → token. Tampered, replayed or cookieless states are refused.
import { afterAll, describe, expect, it } from 'vitest'
import { createApp } from '../../edge/app'
import type { TestDb } from '../helpers/test-db'
import { testDeps } from '../helpers/app-deps'
import { createYandexFake, yandexSettings } from '../fakes/yandex-id'
import { createVkFake } from '../fakes/vk-id'
import { startFake } from '../fakes/serve'
import { bearer, freshFingerprint, fromIp, gql, ME } from './auth-support'
import { useTestApp, type TTestApp } from '../helpers/test-app'

const yandex = createYandexFake({ clientId: 'ya-client', clientSecret: 'ya-secret', user: { id: '1130000012345678', login: 'masha', first_name: 'Маша', default_email: 'masha@yandex.test' } })
const vk = createVkFake({ clientId: '51000001', user: { user_id: '987654321', first_name: 'Петя', last_name: 'Иванов', email: 'petya@vk.test' } })
const [y, v] = await Promise.all([startFake(yandex.app), startFake(vk.app)])
afterAll(() => Promise.all([y.close(), v.close()]))

let t: TestDb
let app: TTestApp
const env = {
  APP_URL: 'http://kampus.test',
  ...yandexSettings(y.url),
  VK_CLIENT_ID: '51000001',
  VK_ID_BASE_URL: v.url,
}
useTestApp((made) => ({ t, app } = made), env, { peer: null })

const GET_TOKEN = `mutation($id: String!, $state: String, $confirmed: Boolean) {
  getAuthTokenById(authTokenId: $id, signInState: $state, confirmed: $confirmed) { token }
}`
/** The browser's sign-in state (domain/auth/sign-in-state.ts): sent with the params, shown again at the exchange. */
const newState = () => Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64url')

async function saveParams(body: object, headers: Record<string, string> = {}) {
  const res = await app.request('/api/oauth/save-params', { method: 'POST', headers: { 'content-type': 'application/json', ...fromIp('10.7.0.1'), ...headers }, body: JSON.stringify(body) })
  return { status: res.status, body: (await res.json()) as { params?: string; error?: { message: string } } }
}

/** Our redirect, then the provider's consent (a fake that agrees at once); returns the callback URL and the state cookie. */
async function toProvider(provider: 'yandex' | 'vkontakte', paramsId?: string) {
  const res = await app.request(`/api/oauth/${provider}/redirect${paramsId ? `?params=${paramsId}` : ''}`)
  expect(res.status).toBe(302)
  const authorize = new URL(res.headers.get('location')!)
  const cookie = res.headers.get('set-cookie')!.split(';')[0]!
  const consent = await fetch(authorize, { redirect: 'manual' })
  expect(consent.status).toBe(302)
  return { authorize, cookie, callback: new URL(consent.headers.get('location')!) }
}

const callback = (url: URL, cookie: string | null, headers: Record<string, string> = {}) =>
  app.request(url.pathname + url.search, { headers: { ...(cookie && { cookie }), ...headers } })

const authTokenIdOf = (location: string) => new URL(location, 'http://kampus.test').searchParams.get('auth_token_id')

describe('Yandex ID', () => {
  it('signs in through the whole round trip and binds the guest rows named in the saved params', async () => {
    const fp = freshFingerprint()
    await t.db.query('insert into public.unified_orders (guest_fingerprint, type_id) values ($1, 1)', [fp])
    const state = newState()
    const saved = await saveParams({ fingerprint: fp, redirect: '/ecosystem/profile?tab=1', getParams: { utm_source: 'ya' }, consentToTheProcessingOfPersonalData: true, signInState: state })
    expect(saved.status).toBe(200)

    const { authorize, cookie, callback: back } = await toProvider('yandex', saved.body.params)
    expect(Object.fromEntries(authorize.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: 'ya-client',
      redirect_uri: 'http://kampus.test/api/oauth/yandex/callback-from-front',
      code_challenge_method: 'S256',
    })
    expect(cookie).toMatch(/^oauth_state=/)
    expect(back.pathname).toBe('/api/oauth/yandex/callback-from-front')

    const done = await callback(back, cookie)
    expect(done.status).toBe(302)
    const location = done.headers.get('location')!
    expect(location).toMatch(/^\/ecosystem\/auth\?/)
    expect(new URL(location, 'http://x').searchParams.get('redirect')).toBe('/ecosystem/profile?tab=1')
    const id = authTokenIdOf(location)!

    const res = await gql(app, GET_TOKEN, { id, state })
    const me = await gql(app, ME, {}, bearer(res.data.getAuthTokenById.token))
    expect(me.data.me).toMatchObject({ name: 'Маша', email: 'masha@yandex.test', emailVerifiedAt: null, getParamsWhenRegister: [{ name: 'utm_source', value: 'ya' }] })
    const owned = await t.db.query('select 1 from public.unified_orders where guest_fingerprint = $1 and user_id = $2', [fp, me.data.me.id])
    expect(owned).toHaveLength(1)

    // The auth_token_id works once.
    expect((await gql(app, GET_TOKEN, { id, state })).errors![0]).toMatchObject({ message: 'Ссылка для входа устарела, попробуй войти ещё раз' })
    // The same Yandex account signs in to the same user next time (started without params, so confirmed).
    const second = await toProvider('yandex')
    const id2 = authTokenIdOf((await callback(second.callback, second.cookie)).headers.get('location')!)!
    const me2 = await gql(app, ME, {}, bearer((await gql(app, GET_TOKEN, { id: id2, confirmed: true })).data.getAuthTokenById.token))
    expect(me2.data.me.id).toBe(me.data.me.id)
  })

  it('refuses a tampered state, a missing or foreign cookie, and a replayed callback, without exchanging the code', async () => {
    const { cookie, callback: back } = await toProvider('yandex')
    const exchanges = yandex.exchanges
    const tampered = new URL(back)
    const state = back.searchParams.get('state')!
    tampered.searchParams.set('state', `${state.slice(0, -1)}${state.endsWith('A') ? 'B' : 'A'}`)
    for (const [url, c] of [
      [tampered, cookie],
      [tampered, `oauth_state=${tampered.searchParams.get('state')}`],
      [back, null],
      [back, 'oauth_state=someone-elses-state'],
    ] as [URL, string | null][]) {
      const res = await callback(url, c)
      expect(res.status).toBe(302)
      expect(res.headers.get('location')).toBe('/ecosystem/auth?error=oauth_state')
    }
    expect(yandex.exchanges).toBe(exchanges)
    expect((await callback(back, cookie)).headers.get('location')).toMatch(/auth_token_id=/)
    expect((await callback(back, cookie)).headers.get('location')).toBe('/ecosystem/auth?error=oauth_state')
  })

  it('sends a denied consent back to the auth screen', async () => {
    const { cookie, callback: back } = await toProvider('yandex')
    const denied = new URL(back)
    denied.searchParams.delete('code')
    denied.searchParams.set('error', 'access_denied')
    expect((await callback(denied, cookie)).headers.get('location')).toBe('/ecosystem/auth?error=oauth_denied')
  })

  it('refuses redirects that leave the site and unknown params ids', async () => {
    for (const redirect of ['https://evil.example/', '//evil.example', '/\\evil.example']) {
      const res = await saveParams({ redirect })
      expect(res.status, redirect).toBe(400)
    }
    const res = await app.request('/api/oauth/yandex/redirect?params=00000000-0000-4000-8000-000000000000')
    expect(res.headers.get('location')).toBe('/ecosystem/auth?error=oauth_params')
    expect((await app.request('/api/oauth/google/redirect')).status).toBe(404)
  })
})

describe('VK ID', () => {
  it('signs in with PKCE and the device_id from the callback', async () => {
    const { authorize, cookie, callback: back } = await toProvider('vkontakte')
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256')
    expect(back.searchParams.get('device_id')).toBeTruthy()
    const location = (await callback(back, cookie)).headers.get('location')!
    // Started without params (no sign-in state), so the exchange is confirmed.
    const token = (await gql(app, GET_TOKEN, { id: authTokenIdOf(location)!, confirmed: true })).data.getAuthTokenById.token
    expect((await gql(app, ME, {}, bearer(token))).data.me).toMatchObject({ name: 'Петя Иванов', email: 'petya@vk.test' })
  })

  it('fails closed when the device_id is changed on the way back', async () => {
    const { cookie, callback: back } = await toProvider('vkontakte')
    const forged = new URL(back)
    forged.searchParams.set('device_id', crypto.randomUUID())
    expect((await callback(forged, cookie)).headers.get('location')).toBe('/ecosystem/auth?error=oauth_failed')
  })

  it('sends a restricted user to the block screen instead of signing in', async () => {
    await t.db.query(`update public.users set can_login = false where vk_id = '987654321'`)
    const { cookie, callback: back } = await toProvider('vkontakte')
    expect((await callback(back, cookie)).headers.get('location')).toBe('/ecosystem/block-screen')
    await t.db.query(`update public.users set can_login = true where vk_id = '987654321'`)
  })
})

describe('which sign-in ways this server offers', () => {
  it('lists the providers it has keys for, and a server without them says so instead of failing later', async () => {
    const listed = await app.request('/api/oauth/providers')
    expect(listed.status).toBe(200)
    expect(await listed.json()).toEqual({ providers: { telegram: true, vkontakte: true, yandex: true } })

    // npm start's local mode: no Yandex or VK ID keys. The provider step greys both out; the redirect says why.
    const bareDeps = await testDeps(t.db, { APP_URL: 'http://kampus.test' })
    const bare = createApp(bareDeps)
    expect(await (await bare.request('/api/oauth/providers')).json()).toEqual({ providers: { telegram: true, vkontakte: false, yandex: false } })
    const redirect = await bare.request('/api/oauth/yandex/redirect')
    expect(redirect.headers.get('location')).toBe('/ecosystem/auth?error=oauth_unavailable')
    await bareDeps.realtime.stop()
  })
})
