// GET JSON from a bibliographic API with a time limit; failures become ProviderError in plain words.
import { ProviderError } from '../adapters/http'

const SOURCES_TIMEOUT_MS = 8_000

export type TFetch = (input: string, init?: RequestInit) => Promise<Response>

export async function getJson(opts: { provider: string; url: string; headers?: Record<string, string>; fetchImpl?: TFetch; timeoutMs?: number }): Promise<unknown> {
  const doFetch = opts.fetchImpl ?? fetch
  let res: Response
  try {
    res = await doFetch(opts.url, {
      headers: { accept: 'application/json', ...opts.headers },
      signal: AbortSignal.timeout(opts.timeoutMs ?? SOURCES_TIMEOUT_MS),
    })
  } catch (e) {
    const name = (e as Error).name
    throw new ProviderError(opts.provider, name === 'TimeoutError' || name === 'AbortError' ? 'не ответил вовремя' : `недоступен: ${name}`)
  }
  const text = await res.text()
  if (!res.ok) throw new ProviderError(opts.provider, `ответил HTTP ${res.status}: ${text.slice(0, 200)}`, res.status)
  try {
    return JSON.parse(text)
  } catch {
    throw new ProviderError(opts.provider, `ответ не JSON (HTTP ${res.status})`, res.status)
  }
}

/** "<i>Title</i> &amp; more" → "Title & more": remote titles carry markup and entities. */
export function plainText(s: string): string {
  return s
    .replace(/<[^>]+>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' })[e] ?? '')
    .replace(/\s+/g, ' ')
    .trim()
}

const PARTICLES = new Set(['van', 'von', 'de', 'da', 'del', 'der', 'den', 'di', 'la', 'le', 'du', 'dos', 'das', 'ter', 'ten', 'bin', 'ibn', 'al'])

/** "Given Family" display names (as OpenAlex gives them) → family and given, keeping particles ("van Dijk"). */
export function splitDisplayName(name: string): { family: string; given: string } {
  const words = plainText(name).split(' ').filter(Boolean)
  if (words.length <= 1) return { family: words[0] ?? '', given: '' }
  let at = words.length - 1
  while (at > 1 && PARTICLES.has(words[at - 1]!.toLowerCase())) at--
  return { family: words.slice(at).join(' '), given: words.slice(0, at).join(' ') }
}

const CYRILLIC = /[\u0400-\u04ff]/

/** A record's language when the API does not say: Cyrillic titles are Russian, others English. */
export const guessLanguage = (title: string) => (CYRILLIC.test(title) ? 'ru' : 'en')
