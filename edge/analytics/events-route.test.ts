// POST /api/events: batches cut at their limit, malformed input refused in Russian, user_id only from a verified
// token (header or beacon body), nothing stored for bots or without analytics consent.
import { describe, expect, it } from 'vitest'
import type { TestDb } from '../../tests/helpers/test-db'
import { useTestApp, type TTestApp } from '../../tests/helpers/test-app'
import { bearer, freshFingerprint, freshPhone, fromIp, gql, signInByPhone } from '../../tests/http/auth-support'
import { ANALYTICS_LIMITS } from '../../domain/analytics/user-context'
import { subscribe } from '../../tests/http/training-support'

let t: TestDb
let app: TTestApp
useTestApp((made) => ({ t, app } = made))

const consentCookie = (json: string) => `cookie_consent=${encodeURIComponent(json)}`
// A person's browser whose cookie notice answer switched analytics on (opt-in: without it nothing is stored).
const BROWSER = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0', 'accept-language': 'ru-RU,ru;q=0.9', cookie: consentCookie('{"analytics":true,"marketing":false}') }
const post = (body: unknown, headers: Record<string, string> = {}) =>
  app.request('/api/events', { method: 'POST', headers: { 'content-type': 'application/json', ...BROWSER, ...headers }, body: typeof body === 'string' ? body : JSON.stringify(body) })
const stored = (fingerprint: string) =>
  t.db.query<{ name: string; user_id: string | null; fingerprint: string; session_id: string | null; context: Record<string, unknown>; props: Record<string, unknown> }>(
    'select name, user_id::text as user_id, fingerprint, session_id, context, props from private.analytics_events where fingerprint = $1 order by id',
    [fingerprint],
  )
const context = { session_id: 'sess_12345678', entry: 'vk', url: 'https://kampus.test/?a=1', get_params: { a: '1' }, is_web_app: false, user_agent: 'UA', screen_preset: 'desktop', experiments: { exp: 'b' } }

describe('POST /api/events', () => {
  it('stores a batch with the context, the fingerprint from the header and no user_id from the body', async () => {
    const fp = freshFingerprint()
    const res = await post({ context: { ...context, user_id: '6f1d2c3b-0a4e-4f5a-9b8c-7d6e5f4a3b2c' }, events: [{ name: 'landing_view', props: { landing: 'main' } }] }, { 'x-fingerprint': fp })
    expect(res.status).toBe(202)
    expect(await res.json()).toEqual({ accepted: 1, dropped: 0 })
    const [row] = await stored(fp)
    expect(row).toMatchObject({ name: 'landing_view', user_id: null, fingerprint: fp, session_id: 'sess_12345678', props: { landing: 'main' } })
    expect(row!.context).toMatchObject({ ...context, user_id: null, fingerprint: fp })
  })

  it('cuts a batch over the limit to its first events and says how many were dropped', async () => {
    const fp = freshFingerprint()
    const n = ANALYTICS_LIMITS.maxEventsPerBatch + 7
    const events = Array.from({ length: n }, (_, i) => ({ name: `step_${i}` }))
    const res = await post({ context, events }, { 'x-fingerprint': fp })
    expect(await res.json()).toEqual({ accepted: ANALYTICS_LIMITS.maxEventsPerBatch, dropped: 7 })
    const rows = await stored(fp)
    expect(rows.map((r) => r.name)).toEqual(events.slice(0, ANALYTICS_LIMITS.maxEventsPerBatch).map((e) => e.name))
  })

  it.each([
    ['not JSON', 'events=1', /ожидается JSON/],
    ['no events', { context }, /events/],
    ['an empty batch', { events: [] }, /Нет ни одного события/],
    ['a name not in snake_case', { events: [{ name: 'Landing View' }] }, /№1.*строчными латинскими/],
    ['a name over 100 characters', { events: [{ name: 'a'.repeat(101) }] }, /не длиннее 100/],
    ['props that are not an object', { events: [{ name: 'ok' }, { name: 'x', props: [1] }] }, /№2/],
    ['props over the byte limit', { events: [{ name: 'x', props: { s: 'я'.repeat(ANALYTICS_LIMITS.maxPropsBytes) } }] }, /байт/],
  ])('refuses %s with a Russian 400 and stores nothing', async (_label, body, message) => {
    const fp = freshFingerprint()
    const res = await post(body, { 'x-fingerprint': fp })
    expect(res.status).toBe(400)
    const json = (await res.json()) as { error_message: string; code: string }
    expect(json.code).toBe('BAD_REQUEST')
    expect(json.error_message).toMatch(message)
    expect(await stored(fp)).toEqual([])
  })

  it('refuses a body over the size limit with 413', async () => {
    const res = await post({ events: [{ name: 'x', props: { s: 'a'.repeat(ANALYTICS_LIMITS.maxBodyBytes) } }] })
    expect(res.status).toBe(413)
  })

  it.each([
    ['a crawler', { 'user-agent': 'Mozilla/5.0 (compatible; YandexBot/3.0)' }],
    ['a client without languages', { 'accept-language': '' }],
    ['a visitor who switched analytics off', { cookie: consentCookie('{"analytics":false,"marketing":true}') }],
    ['a visitor who chose «Только необходимые»', { cookie: consentCookie('{"analytics":false,"marketing":false}') }],
    ['a visitor who has not answered the cookie notice yet', { cookie: '' }],
  ])('stores nothing for %s (204)', async (_label, headers) => {
    const fp = freshFingerprint()
    const res = await post({ context, events: [{ name: 'landing_view' }] }, { 'x-fingerprint': fp, ...headers })
    expect(res.status).toBe(204)
    expect(await stored(fp)).toEqual([])
  })

  it('stores with analytics consent given', async () => {
    const fp = freshFingerprint()
    const res = await post({ events: [{ name: 'landing_view' }] }, { 'x-fingerprint': fp, cookie: consentCookie('{"analytics":true}') })
    expect(res.status).toBe(202)
    expect(await stored(fp)).toHaveLength(1)
  })

  it('takes user_id from the bearer token, and from a beacon body token verified the same way', async () => {
    const headers = bearer(await signInByPhone(app, t.db, freshPhone(), fromIp('10.90.0.1')))
    const me = (await gql(app, '{ me { id } }', {}, headers)).data.me.id as string
    const fp = freshFingerprint()
    await post({ events: [{ name: 'by_header' }] }, { ...headers, 'x-fingerprint': fp })
    // sendBeacon: text/plain, no headers of ours; token and fingerprint in the body.
    const beacon = await app.request('/api/events', {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8', ...BROWSER },
      body: JSON.stringify({ events: [{ name: 'by_beacon' }], auth: headers.authorization.slice(7), fingerprint: fp }),
    })
    expect(beacon.status).toBe(202)
    // A forged token in the body is a guest.
    await post({ events: [{ name: 'forged' }], auth: 'eyJhbGciOiJIUzI1NiJ9.e30.x', fingerprint: fp })
    expect((await stored(fp)).map((r) => [r.name, r.user_id])).toEqual([
      ['by_header', me],
      ['by_beacon', me],
      ['forged', null],
    ])
  })

  it('fills has_subscription the page did not know from the client’s subscriptions, keeps a known one, and leaves a guest’s null', async () => {
    const headers = bearer(await signInByPhone(app, t.db, freshPhone(), fromIp('10.90.0.2')))
    const me = (await gql(app, '{ me { id } }', {}, headers)).data.me.id as string
    const fp = freshFingerprint()
    const send = (name: string, has_subscription: boolean | null, h: Record<string, string> = headers) =>
      post({ context: { ...context, has_subscription }, events: [{ name }] }, { ...h, 'x-fingerprint': fp })
    await send('before', null)
    await subscribe(t.db, me)
    await send('after', null)
    await send('page_knew', false)
    await send('guest', null, {})
    expect((await stored(fp)).map((r) => [r.name, r.context.has_subscription])).toEqual([
      ['before', false],
      ['after', true],
      ['page_knew', false],
      ['guest', null],
    ])
  })

  it('clamps a browser time outside the last day to the arrival time', async () => {
    const fp = freshFingerprint()
    const hourAgo = Date.now() - 3600_000
    await post({ events: [{ name: 'recent', time: hourAgo }, { name: 'future', time: Date.now() + 86_400_000 * 40 }] }, { 'x-fingerprint': fp })
    const rows = await t.db.query<{ name: string; created_at: Date; received_at: Date }>('select name, created_at, received_at from private.analytics_events where fingerprint = $1 order by id', [fp])
    expect(new Date(rows[0]!.created_at).getTime()).toBe(hourAgo)
    expect(Math.abs(new Date(rows[1]!.created_at).getTime() - new Date(rows[1]!.received_at).getTime())).toBeLessThan(60_000)
  })
})
