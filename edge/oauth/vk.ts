// VK ID (OAuth 2.1): authorize at id.vk.com/authorize, code exchange with PKCE and device_id at /oauth2/auth, profile at /oauth2/user_info.
import { requestJson, form, joinUrl, ProviderError } from '../adapters/http'
import type { TOAuthAdapter } from './provider'
import { pkceAuthorizeUrl, refusedStep } from './oauth-http'

type Config = { clientId: string; baseUrl: string; redirectUri: string }

type TokenAnswer = { access_token?: string; user_id?: number | string; error?: string }
type UserInfoAnswer = { user?: { user_id?: string | number; first_name?: string; last_name?: string; email?: string } }

const PROVIDER = 'VK ID'

const post = (url: string, fields: Record<string, string>) =>
  requestJson(PROVIDER, url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form(fields) })

export function vkProvider(config: Config): TOAuthAdapter {
  return {
    provider: 'vkontakte',
    redirectUri: config.redirectUri,
    authorizeUrl: ({ state, codeChallenge }) => pkceAuthorizeUrl(config.baseUrl, { ...config, state, codeChallenge, extra: { scope: 'email' } }),
    async fetchProfile({ code, codeVerifier, redirectUri, state, deviceId }) {
      if (!deviceId) throw new ProviderError(PROVIDER, 'в ответе VK ID нет device_id')
      const token = await post(joinUrl(config.baseUrl, '/oauth2/auth'), {
        grant_type: 'authorization_code',
        code,
        code_verifier: codeVerifier,
        client_id: config.clientId,
        device_id: deviceId,
        redirect_uri: redirectUri,
        state,
      })
      const t = token.body as TokenAnswer | null
      // VK ID may answer an error with HTTP 200, so the body decides.
      if (!t?.access_token || t.error) throw refusedStep(PROVIDER, 'token', token)
      const info = await post(joinUrl(config.baseUrl, '/oauth2/user_info'), { client_id: config.clientId, access_token: t.access_token })
      const u = (info.body as UserInfoAnswer | null)?.user
      if (!u?.user_id) throw refusedStep(PROVIDER, 'user_info', info)
      const name = [u.first_name, u.last_name].filter(Boolean).join(' ') || null
      return { id: String(u.user_id), name, email: u.email ?? null }
    },
  }
}
