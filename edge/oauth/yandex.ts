// Yandex ID: authorize and token at oauth.yandex.ru, profile at login.yandex.ru/info (PKCE S256 + state).
import { requestJson, form, joinUrl, ProviderError } from '../adapters/http'
import type { TOAuthAdapter } from './provider'
import { pkceAuthorizeUrl, refusedStep } from './oauth-http'

type Config = { clientId: string; clientSecret: string; oauthBaseUrl: string; loginBaseUrl: string; redirectUri: string }

type TokenAnswer = { access_token?: string }
type InfoAnswer = { id?: string; display_name?: string; real_name?: string; first_name?: string; last_name?: string; default_email?: string }

const PROVIDER = 'Yandex ID'

export function yandexProvider(config: Config): TOAuthAdapter {
  return {
    provider: 'yandex',
    redirectUri: config.redirectUri,
    authorizeUrl: ({ state, codeChallenge }) => pkceAuthorizeUrl(config.oauthBaseUrl, { ...config, state, codeChallenge }),
    async fetchProfile({ code, codeVerifier }) {
      const token = await requestJson(PROVIDER, joinUrl(config.oauthBaseUrl, '/token'), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form({ grant_type: 'authorization_code', code, client_id: config.clientId, client_secret: config.clientSecret, code_verifier: codeVerifier }),
      })
      const t = token.body as TokenAnswer | null
      if (token.status !== 200 || !t?.access_token) throw refusedStep(PROVIDER, 'token', token)
      const info = await requestJson(PROVIDER, `${joinUrl(config.loginBaseUrl, '/info')}?format=json`, {
        headers: { authorization: `OAuth ${t.access_token}` },
      })
      const p = info.body as InfoAnswer | null
      if (info.status !== 200 || !p?.id) throw new ProviderError(PROVIDER, `info: HTTP ${info.status}`, info.status)
      const name = p.first_name ?? p.real_name ?? p.display_name ?? null
      return { id: String(p.id), name, email: p.default_email ?? null }
    },
  }
}
