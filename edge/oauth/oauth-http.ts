// What the OAuth 2 providers (Yandex ID, VK ID) share on the wire: the authorize address with PKCE (S256) and state,
// and the error of an answer that refused a step.
import { form, joinUrl, ProviderError } from '../adapters/http'

/** The provider's authorize address for this sign-in; `extra` fields follow the standard ones (VK's scope). */
export function pkceAuthorizeUrl(baseUrl: string, o: { clientId: string; redirectUri: string; state: string; codeChallenge: string; extra?: Record<string, string> }): string {
  const url = new URL(joinUrl(baseUrl, '/authorize'))
  url.search = form({
    response_type: 'code',
    client_id: o.clientId,
    redirect_uri: o.redirectUri,
    state: o.state,
    code_challenge: o.codeChallenge,
    code_challenge_method: 'S256',
    ...o.extra,
  }).toString()
  return url.toString()
}

/** A step the provider refused: its error code and description when it gave them, else the HTTP status. */
export const refusedStep = (provider: string, step: string, answer: { status: number; body: unknown }) => {
  const e = answer.body as { error?: string; error_description?: string } | null
  return new ProviderError(provider, `${step}: ${e?.error ?? `HTTP ${answer.status}`} ${e?.error_description ?? ''}`.trim(), answer.status)
}
