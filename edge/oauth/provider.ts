// What the OAuth flow needs from a provider (Yandex ID, VK ID), and the one chosen by name from the settings.
import type { TSettings } from '../settings'
import type { TOAuthProvider } from '../../domain/auth/oauth-params'
import { yandexProvider } from './yandex'
import { vkProvider } from './vk'

type TOAuthProfile = { id: string; name: string | null; email: string | null }

type TOAuthExchange = {
  code: string
  codeVerifier: string
  redirectUri: string
  state: string
  /** VK ID only: named in the callback, repeated in the code exchange. */
  deviceId: string | null
}

export type TOAuthAdapter = {
  provider: TOAuthProvider
  redirectUri: string
  authorizeUrl(opts: { state: string; codeChallenge: string }): string
  /** Code → access token → profile; throws ProviderError when the provider refuses. */
  fetchProfile(exchange: TOAuthExchange): Promise<TOAuthProfile>
}

export const publicUrl = (s: TSettings) => (s.APP_URL ?? `http://localhost:${s.PORT}`).replace(/\/+$/, '')

const defaultRedirect = (s: TSettings, provider: TOAuthProvider) => `${publicUrl(s)}/api/oauth/${provider}/callback-from-front`

/** Null when the provider has no client id configured. */
export function oauthAdapter(settings: TSettings, provider: TOAuthProvider): TOAuthAdapter | null {
  if (provider === 'yandex') {
    if (!settings.YANDEX_CLIENT_ID || !settings.YANDEX_CLIENT_SECRET) return null
    return yandexProvider({
      clientId: settings.YANDEX_CLIENT_ID,
      clientSecret: settings.YANDEX_CLIENT_SECRET,
      oauthBaseUrl: settings.YANDEX_OAUTH_BASE_URL,
      loginBaseUrl: settings.YANDEX_LOGIN_BASE_URL,
      redirectUri: settings.YANDEX_REDIRECT_URI ?? defaultRedirect(settings, provider),
    })
  }
  if (!settings.VK_CLIENT_ID) return null
  return vkProvider({
    clientId: settings.VK_CLIENT_ID,
    baseUrl: settings.VK_ID_BASE_URL,
    redirectUri: settings.VK_REDIRECT_URI ?? defaultRedirect(settings, provider),
  })
}
