// Login CSRF (issue 10, finding 2): an auth_token_id opened in a browser that did not start its OAuth flow. Guest rows
// are bound only when the exchange shows the sign-in state the starting browser sent with its params; anyone else gets
// CONFIRMATION_REQUIRED (the id stays usable), may sign in only with confirmed: true, and then nothing is bound. A
// browser signed in to another account is asked before it switches. A ready token handed over in the address
// (auth_token, from the bot or the app) is traded at POST /api/auth/handed-over-token for one that binds nothing, too.
import { describe, expect, it } from 'vitest'
import { decode } from 'hono/utils/jwt/jwt'
import type { TestDb } from '../helpers/test-db'
import type { AppDeps } from '../../edge/context'
import { issueToken } from '../../edge/auth/token'
import { createYandexFake, yandexSettings } from '../fakes/yandex-id'
import { bearer, freshFingerprint, freshPhone, fromIp, gql, ME, oauthRoundTrip, outboxCode, REQUEST_CODE, REQUEST_TOKEN, signInByPhone } from './auth-support'
import { useTestApp, type TTestApp, useFakes } from '../helpers/test-app'

const yandex = createYandexFake({ clientId: 'ya-client', clientSecret: 'ya-secret', user: { id: '1130000099990001', login: 'mallory', first_name: 'Мэллори' } })
const [server] = await useFakes(yandex.app)

let t: TestDb
let deps: AppDeps
let app: TTestApp
const env = {
  APP_URL: 'http://kampus.test',
  ...yandexSettings(server.url),
}
useTestApp((made) => ({ t, deps, app } = made), env, { peer: null })

const EXCHANGE = `mutation($id: String!, $state: String, $confirmed: Boolean) {
  getAuthTokenById(authTokenId: $id, signInState: $state, confirmed: $confirmed) { token }
}`

const BIND = `mutation($id: ID!) { tryToBindClientToUnifiedOrder(unifiedOrderId: $id) }`

const newState = () => Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64url')

/** One browser's whole OAuth start: save-params (its fingerprint and sign-in state), redirect, consent, callback. */
async function handOff(opts: { fingerprint: string; state: string | null }): Promise<string> {
  const params = { fingerprint: opts.fingerprint, consentToTheProcessingOfPersonalData: true, ...(opts.state && { signInState: opts.state }) }
  const id = (await oauthRoundTrip(app, { params, ip: '10.8.0.1' })).searchParams.get('auth_token_id')
  expect(id).toBeTruthy()
  return id!
}

async function guestOrder(fingerprint: string): Promise<string> {
  const [row] = await t.db.query<{ id: string }>('insert into public.unified_orders (guest_fingerprint, type_id) values ($1, 1) returning id::text', [fingerprint])
  return row!.id
}

const ownerOf = async (orderId: string) =>
  (await t.db.query<{ user_id: string | null }>('select user_id::text from public.unified_orders where id = $1::bigint', [orderId]))[0]!.user_id

const mallory = async () => (await t.db.query<{ id: string }>(`select id::text from public.users where yandex_id = '1130000099990001'`))[0]?.id

describe('the browser that started the flow', () => {
  it('signs in and binds its guest rows, those saved with the params and those of its header, as before', async () => {
    const fp = freshFingerprint()
    const state = newState()
    const saved = await guestOrder(fp)
    const id = await handOff({ fingerprint: fp, state })
    // Nothing is bound before the exchange: the callback cannot tell whose browser follows it.
    expect(await ownerOf(saved)).toBeNull()
    const later = await guestOrder(fp)
    const res = await gql(app, EXCHANGE, { id, state }, { 'x-fingerprint': fp })
    expect(res.errors).toBeUndefined()
    const me = (await gql(app, ME, {}, bearer(res.data.getAuthTokenById.token))).data.me
    expect(me.name).toBe('Мэллори')
    expect(await ownerOf(saved)).toBe(me.id)
    expect(await ownerOf(later)).toBe(me.id)
    // Its token keeps the browser's guest identity: an order made after the sign-in's binding still binds by id.
    const after = await guestOrder(fp)
    expect((await gql(app, BIND, { id: after }, { ...bearer(res.data.getAuthTokenById.token), 'x-fingerprint': fp })).data.tryToBindClientToUnifiedOrder).toBe(true)
    expect(await ownerOf(after)).toBe(me.id)
    // Once only, state or not.
    expect((await gql(app, EXCHANGE, { id, state })).errors![0]!.message).toBe('Ссылка для входа устарела, попробуй войти ещё раз')
  })
})

describe('a browser that did not start the flow (the attacker’s link)', () => {
  for (const [label, victimState] of [
    ['no sign-in state', null],
    ['another sign-in state', newState()],
    ['a malformed sign-in state', 'not-a-state'],
  ] as const) {
    it(`with ${label}: is asked first, and binds none of its guest rows even when it confirms`, async () => {
      const attackerFp = freshFingerprint()
      const id = await handOff({ fingerprint: attackerFp, state: newState() })
      const victimFp = freshFingerprint()
      const victimOrder = await guestOrder(victimFp)
      const attackerOrder = await guestOrder(attackerFp)

      const asked = await gql(app, EXCHANGE, { id, state: victimState }, { 'x-fingerprint': victimFp })
      expect(asked.data).toBeNull()
      expect(asked.errors![0]).toMatchObject({
        message: 'Подтверди вход в аккаунт',
        extensions: { code: 'CONFIRMATION_REQUIRED', reasons: ['NOT_STARTED_HERE'], accountName: 'Мэллори', currentName: null },
      })
      expect(await ownerOf(victimOrder)).toBeNull()

      // Confirmed: signs in (the id was not used up by the question), yet binds nothing of either guest.
      const res = await gql(app, EXCHANGE, { id, state: victimState, confirmed: true }, { 'x-fingerprint': victimFp })
      expect(res.errors).toBeUndefined()
      const me = (await gql(app, ME, {}, bearer(res.data.getAuthTokenById.token))).data.me
      expect(me.id).toBe(await mallory())
      expect(await ownerOf(victimOrder)).toBeNull()
      expect(await ownerOf(attackerOrder)).toBeNull()
      // Nor later: with that token the browser has no guest identity, so binding its order by id moves nothing.
      const bind = await gql(app, BIND, { id: victimOrder }, { ...bearer(res.data.getAuthTokenById.token), 'x-fingerprint': victimFp })
      expect(bind.errors).toBeUndefined()
      expect(bind.data.tryToBindClientToUnifiedOrder).toBe(false)
      expect(await ownerOf(victimOrder)).toBeNull()
    })
  }

  it('a flow started without any sign-in state never binds at the exchange', async () => {
    const fp = freshFingerprint()
    const order = await guestOrder(fp)
    const id = await handOff({ fingerprint: fp, state: null })
    const asked = await gql(app, EXCHANGE, { id }, { 'x-fingerprint': fp })
    expect(asked.errors![0]!.extensions).toMatchObject({ code: 'CONFIRMATION_REQUIRED', reasons: ['NOT_STARTED_HERE'] })
    expect((await gql(app, EXCHANGE, { id, confirmed: true }, { 'x-fingerprint': fp })).errors).toBeUndefined()
    expect(await ownerOf(order)).toBeNull()
  })
})

describe('a browser already signed in', () => {
  it('is asked before switching to another account, even with its own state; confirmed, it switches', async () => {
    const token = await signInByPhone(app, t.db, freshPhone(), fromIp('10.8.0.2'))
    const vika = (await gql(app, ME, {}, bearer(token))).data.me
    await t.db.query(`update public.users set name = 'Вика' where id = $1::uuid`, [vika.id])
    const fp = freshFingerprint()
    const state = newState()
    const id = await handOff({ fingerprint: fp, state })
    const asked = await gql(app, EXCHANGE, { id, state }, { ...bearer(token), 'x-fingerprint': fp })
    expect(asked.errors![0]!.extensions).toMatchObject({ code: 'CONFIRMATION_REQUIRED', reasons: ['OTHER_ACCOUNT'], accountName: 'Мэллори', currentName: 'Вика' })
    const res = await gql(app, EXCHANGE, { id, state, confirmed: true }, { ...bearer(token), 'x-fingerprint': fp })
    expect((await gql(app, ME, {}, bearer(res.data.getAuthTokenById.token))).data.me.id).toBe(await mallory())
  })

  it('is not asked when the link signs in to the account it is already in', async () => {
    const state = newState()
    const first = await gql(app, EXCHANGE, { id: await handOff({ fingerprint: freshFingerprint(), state }), state })
    const token = first.data.getAuthTokenById.token
    const again = await gql(app, EXCHANGE, { id: await handOff({ fingerprint: freshFingerprint(), state }), state }, bearer(token))
    expect(again.errors).toBeUndefined()
  })
})

describe('a phone code typed in a browser that did not ask for it', () => {
  it('signs in, binds the asking browser’s guest rows, and leaves the typing browser’s alone', async () => {
    const phone = freshPhone()
    const asker = freshFingerprint()
    const typist = freshFingerprint()
    const askersOrder = await guestOrder(asker)
    const typistsOrder = await guestOrder(typist)
    await gql(app, REQUEST_CODE, { phone }, { 'x-fingerprint': asker, ...fromIp('10.8.0.3') })
    const res = await gql(app, REQUEST_TOKEN, { phone, code: await outboxCode(t.db, phone) }, { 'x-fingerprint': typist, ...fromIp('10.8.0.4') })
    const me = (await gql(app, ME, {}, bearer(res.data.requestApiToken.token))).data.me
    expect(await ownerOf(askersOrder)).toBe(me.id)
    expect(await ownerOf(typistsOrder)).toBeNull()
  })
})

describe('a token handed over in the address (auth_token), traded after «Войти по ссылке?»', () => {
  const LINK_EXPIRED = 'Ссылка для входа устарела, попробуй войти ещё раз'
  const trade = (body: string | null, headers: Record<string, string> = {}) =>
    app.request('/api/auth/handed-over-token', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, ...(body !== null && { body }) })
  const tradeToken = (token: unknown, headers: Record<string, string> = {}) => trade(JSON.stringify({ token }), headers)

  /** An account signed in elsewhere (the bot's or the app's browser, its own fingerprint): its token and id. */
  async function handedOver(ip: string) {
    const token = await signInByPhone(app, t.db, freshPhone(), { ...fromIp(ip), 'x-fingerprint': freshFingerprint() })
    return { token, id: (await gql(app, ME, {}, bearer(token))).data.me.id as string }
  }

  it('binds none of this browser’s guest rows, then or later, where a sign-in of its own binds them', async () => {
    const fp = freshFingerprint()
    const order = await guestOrder(fp)
    const account = await handedOver('10.8.1.1')

    const res = await tradeToken(account.token, { 'x-fingerprint': fp })
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    const { token } = (await res.json()) as { token: string }
    expect((await gql(app, ME, {}, { ...bearer(token), 'x-fingerprint': fp })).data.me.id).toBe(account.id)
    expect(decode(token).payload).toMatchObject({ sub: account.id, nb: true })
    // It ends when the handed-over one does: a trade never makes a token live longer.
    expect(decode(token).payload.exp).toBe(decode(account.token).payload.exp)
    expect(await ownerOf(order)).toBeNull()
    const bind = await gql(app, BIND, { id: order }, { ...bearer(token), 'x-fingerprint': fp })
    expect(bind.data.tryToBindClientToUnifiedOrder).toBe(false)
    expect(await ownerOf(order)).toBeNull()
    // The handed-over token keeps working for the channel that holds it.
    expect((await gql(app, ME, {}, bearer(account.token))).data.me.id).toBe(account.id)

    // The same browser signing in by itself (a code it asked for) takes its guest order along.
    const own = await signInByPhone(app, t.db, freshPhone(), { ...fromIp('10.8.1.2'), 'x-fingerprint': fp })
    expect(await ownerOf(order)).toBe((await gql(app, ME, {}, bearer(own))).data.me.id)
  })

  it('refuses, with «link out of date», a token that is forged, expired, signed out, of an old version, read-only, a service one or no token at all', async () => {
    const account = await handedOver('10.8.1.3')
    const { tv } = decode(account.token).payload as { tv: number }
    const secret = deps.settings.APP_JWT_SECRET
    const signedOut = (await handedOver('10.8.1.4')).token
    await gql(app, 'mutation { logout }', {}, bearer(signedOut))
    const refused = [
      await issueToken({ userId: account.id, tokenVersion: tv, secret: 'another-secret-that-is-long-enough-0123456789' }),
      await issueToken({ userId: account.id, tokenVersion: tv, secret, now: Date.now() - 2 * 3600_000, ttlSeconds: 60 }),
      signedOut,
      await issueToken({ userId: account.id, tokenVersion: tv, secret, impersonatedBy: crypto.randomUUID() }),
      await issueToken({ userId: account.id, tokenVersion: tv + 1, secret }),
      await issueToken({ userId: account.id, secret, role: 'service_role' }),
      `${account.token}x`,
      'not-a-token',
      '',
      123,
      null,
      ['a', 'b'],
    ]
    for (const token of refused) {
      const res = await tradeToken(token)
      expect(res.status, String(token)).toBe(400)
      expect(await res.json()).toMatchObject({ error: { message: LINK_EXPIRED } })
    }
    for (const body of ['{}', '[]', 'null', '"token"']) {
      const res = await trade(body)
      expect(res.status, body).toBe(400)
      expect(await res.json()).toMatchObject({ error: { message: LINK_EXPIRED } })
    }
  })

  it('answers a bodyless or broken request with a 400 in Russian', async () => {
    for (const res of [await trade(null), await trade('{"token":'), await app.request('/api/auth/handed-over-token', { method: 'POST', body: 'token=x' })]) {
      expect(res.status).toBe(400)
      expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(/[а-я]/)
    }
    expect((await app.request('/api/auth/handed-over-token')).status).toBe(404)
  })
})
