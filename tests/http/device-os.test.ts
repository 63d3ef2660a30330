// Device OS (platform.md §3: ios, android, unknown): a sign-in records the OS of the browser that finished it (typed the
// code, came back from Yandex or VK) in the new account's sign-up context, told from its User-Agent.
import { describe, expect, it } from 'vitest'
import type { TestDb } from '../helpers/test-db'
import { useFakes, useTestApp, type TTestApp } from '../helpers/test-app'
import { createYandexFake, yandexSettings } from '../fakes/yandex-id'
import { bearer, freshPhone, fromIp, gql, oauthRoundTrip, signInByPhone } from './auth-support'

const yandex = createYandexFake({ clientId: 'ya-client', clientSecret: 'ya-secret', user: { id: '1130000077770001', login: 'olya' } })
const [provider] = await useFakes(yandex.app)

let t: TestDb
let app: TTestApp
useTestApp((made) => ({ t, app } = made), { APP_URL: 'http://kampus.test', ...yandexSettings(provider.url) })

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4.1 Mobile/15E148 Safari/604.1'
const ANDROID = 'Mozilla/5.0 (Linux; Android 13; SM-A536B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.144 Mobile Safari/537.36'
const WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36'

let n = 0
async function deviceOsOfNewAccount(userAgent: string | null): Promise<unknown> {
  const headers: Record<string, string> = { ...fromIp(`10.98.1.${++n}`), ...(userAgent !== null && { 'user-agent': userAgent }) }
  const token = await signInByPhone(app, t.db, freshPhone(), headers)
  const id = (await gql(app, '{ me { id } }', {}, bearer(token))).data.me.id as string
  const [row] = await t.db.query<{ device_os: unknown }>(`select sign_up_context->'deviceOs' as device_os from public.users where id = $1::uuid`, [id])
  return row?.device_os
}

describe('sign-in records the device OS', () => {
  it('ios from an iPhone, android from an Android phone, unknown from a desktop or without the header', async () => {
    expect(await deviceOsOfNewAccount(IPHONE)).toBe('ios')
    expect(await deviceOsOfNewAccount(ANDROID)).toBe('android')
    expect(await deviceOsOfNewAccount(WINDOWS)).toBe('unknown')
    expect(await deviceOsOfNewAccount(null)).toBe('unknown')
  })
})

describe('an OAuth sign-in records the device OS too', () => {
  it('ios for a new Yandex account whose browser came back from the provider on an iPhone', async () => {
    yandex.user = { id: '1130000077770002', login: 'iphone-olya' }
    const back = await oauthRoundTrip(app, { params: { consentToTheProcessingOfPersonalData: true }, ip: '10.98.2.1', callbackHeaders: { 'user-agent': IPHONE } })
    expect(back.searchParams.get('auth_token_id')).toBeTruthy()
    const [row] = await t.db.query<{ device_os: unknown; via: unknown }>(
      `select sign_up_context->'deviceOs' as device_os, sign_up_context->'via' as via from public.users where yandex_id = $1`,
      ['1130000077770002'],
    )
    expect(row).toEqual({ device_os: 'ios', via: 'yandex' })
  })
})
