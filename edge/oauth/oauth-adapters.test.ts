// The Yandex and VK adapters against their fakes: the fakes check PKCE the way the providers do, so a wrong
// verifier, a spent code or a foreign client must fail here exactly as it would there.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { yandexProvider } from './yandex'
import { vkProvider } from './vk'
import { randomToken, sha256Base64url } from '../auth/secrets'
import { createYandexFake } from '../../tests/fakes/yandex-id'
import { createVkFake } from '../../tests/fakes/vk-id'
import { startFake, type TRunningFake } from '../../tests/fakes/serve'

let ya: TRunningFake
let vkServer: TRunningFake
const yandexFake = createYandexFake({ clientId: 'c', clientSecret: 's', user: { id: '1', login: 'l', display_name: 'Логин' } })
const vkFake = createVkFake({ clientId: '7', user: { user_id: '9', first_name: 'Оля', last_name: '' } })
beforeAll(async () => {
  ;[ya, vkServer] = await Promise.all([startFake(yandexFake.app), startFake(vkFake.app)])
})
afterAll(async () => {
  await Promise.all([ya.close(), vkServer.close()])
})

/** Plays the browser: follows the adapter's authorize URL to the fake and reads the callback query. */
async function consent(url: string) {
  const res = await fetch(url, { redirect: 'manual' })
  return new URL(res.headers.get('location')!).searchParams
}

describe('Yandex ID adapter', () => {
  const adapter = () => yandexProvider({ clientId: 'c', clientSecret: 's', oauthBaseUrl: ya.url, loginBaseUrl: ya.url, redirectUri: 'http://app.test/cb' })

  it('exchanges a code with the matching verifier, once', async () => {
    const verifier = randomToken(48)
    const state = randomToken()
    const back = await consent(adapter().authorizeUrl({ state, codeChallenge: await sha256Base64url(verifier) }))
    expect(back.get('state')).toBe(state)
    const exchange = { code: back.get('code')!, codeVerifier: verifier, redirectUri: 'http://app.test/cb', state, deviceId: null }
    expect(await adapter().fetchProfile(exchange)).toEqual({ id: '1', name: 'Логин', email: null })
    await expect(adapter().fetchProfile(exchange)).rejects.toThrow(/invalid_grant/)
  })

  it('fails with a wrong verifier or a wrong secret', async () => {
    const verifier = randomToken(48)
    const back = await consent(adapter().authorizeUrl({ state: 's'.repeat(43), codeChallenge: await sha256Base64url(verifier) }))
    await expect(adapter().fetchProfile({ code: back.get('code')!, codeVerifier: randomToken(48), redirectUri: '', state: '', deviceId: null })).rejects.toThrow(
      /Code verifier is not valid/,
    )
    const bad = yandexProvider({ clientId: 'c', clientSecret: 'wrong', oauthBaseUrl: ya.url, loginBaseUrl: ya.url, redirectUri: 'http://app.test/cb' })
    await expect(bad.fetchProfile({ code: '1', codeVerifier: verifier, redirectUri: '', state: '', deviceId: null })).rejects.toThrow(/invalid_client/)
  })
})

describe('VK ID adapter', () => {
  const adapter = () => vkProvider({ clientId: '7', baseUrl: vkServer.url, redirectUri: 'http://app.test/vk' })

  it('needs the device_id and the verifier from the same attempt', async () => {
    const verifier = randomToken(48)
    const state = randomToken()
    const back = await consent(adapter().authorizeUrl({ state, codeChallenge: await sha256Base64url(verifier) }))
    const base = { code: back.get('code')!, codeVerifier: verifier, redirectUri: 'http://app.test/vk', state, deviceId: back.get('device_id') }
    await expect(adapter().fetchProfile({ ...base, deviceId: null })).rejects.toThrow(/device_id/)
    expect(await adapter().fetchProfile(base)).toEqual({ id: '9', name: 'Оля', email: null })
    await expect(adapter().fetchProfile(base)).rejects.toThrow(/invalid_grant/)

    const again = await consent(adapter().authorizeUrl({ state, codeChallenge: await sha256Base64url(verifier) }))
    await expect(
      adapter().fetchProfile({ ...base, code: again.get('code')!, deviceId: again.get('device_id'), codeVerifier: randomToken(48) }),
    ).rejects.toThrow(/code_verifier is invalid/)
  })
})
