// Outbound HTTP for provider adapters: a time limit, a size limit, redirects only within the provider's own origin,
// JSON answers, and errors that never carry secrets.
import { readWithin } from '../http/read-within'

const PROVIDER_TIMEOUT_MS = 10_000
/** No provider's JSON answer comes near this; a larger one is refused before it is held in memory. */
const PROVIDER_MAX_BYTES = 4 * 1024 * 1024
const MAX_REDIRECTS = 3

/** A provider refused or failed; `detail` is the provider's own words, safe to log (no codes, no keys). */
export class ProviderError extends Error {
  constructor(
    readonly provider: string,
    readonly detail: string,
    readonly status?: number,
  ) {
    super(`${provider}: ${detail}`)
    this.name = 'ProviderError'
  }
}

export type TProviderResponse = { status: number; body: unknown }

export type TFetch = (input: string, init?: RequestInit) => Promise<Response>

export type TJsonRequest = RequestInit & {
  timeoutMs?: number
  /** Statuses the caller reads itself; any other fails before the body is parsed. All by default. */
  acceptStatus?: (status: number) => boolean
  fetchImpl?: TFetch
  /** The largest answer read, in bytes (4 MiB by default). */
  maxBytes?: number
}

/** A body larger than the cap. */
class BodyTooLarge extends Error {}

/**
 * The body as text, reading at most `maxBytes`: past that the stream is cancelled and BodyTooLarge thrown (with
 * `truncate`, the first `maxBytes` are kept), so a hostile or broken server cannot make us hold gigabytes
 * (`res.text()` reads everything it is sent).
 */
export async function readCappedText(res: Response, maxBytes: number, opts: { truncate?: boolean } = {}): Promise<string> {
  if (!res.body) return ''
  const bytes = await readWithin(res.body, maxBytes, opts)
  if (!bytes) throw new BodyTooLarge(`larger than ${maxBytes} bytes`)
  return new TextDecoder('utf-8', { fatal: false }).decode(bytes)
}

/**
 * fetch, following a redirect only to the same origin (a provider moving a path), at most three times and only for
 * reads: a redirect elsewhere — an internal address above all — is the provider's answer, never followed.
 */
async function fetchSameOrigin(fetchImpl: TFetch, url: string, init: RequestInit): Promise<Response> {
  let at = new URL(url)
  for (let hop = 0; ; hop++) {
    const res = await fetchImpl(at.toString(), { ...init, redirect: 'manual' })
    const location = res.status >= 300 && res.status < 400 ? res.headers.get('location') : null
    if (!location) return res
    const next = new URL(location, at)
    const method = (init.method ?? 'GET').toUpperCase()
    if (next.origin !== at.origin || hop >= MAX_REDIRECTS || (method !== 'GET' && method !== 'HEAD')) return res
    await res.body?.cancel().catch(() => undefined)
    at = next
  }
}

/**
 * One call to an outside API with a time limit, answering its status and JSON body (null when empty). A provider that
 * does not answer, answers an unaccepted status or a body that is not JSON throws ProviderError (`status` when it answered).
 */
export async function requestJson(provider: string, url: string, opts: TJsonRequest = {}): Promise<TProviderResponse> {
  const { timeoutMs = PROVIDER_TIMEOUT_MS, acceptStatus, fetchImpl = fetch, maxBytes = PROVIDER_MAX_BYTES, ...init } = opts
  let res: Response
  let text: string
  try {
    res = await fetchSameOrigin(fetchImpl, url, { ...init, signal: AbortSignal.timeout(timeoutMs) })
    if (res.status >= 300 && res.status < 400) {
      await res.body?.cancel().catch(() => undefined)
      throw new ProviderError(provider, `перенаправил запрос на другой адрес (HTTP ${res.status}), не следуем`, res.status)
    }
    text = await readCappedText(res, maxBytes)
  } catch (e) {
    if (e instanceof ProviderError) throw e
    if (e instanceof BodyTooLarge) throw new ProviderError(provider, `ответ больше ${Math.round(maxBytes / 1024)} КБ`)
    const name = (e as Error).name
    throw new ProviderError(provider, name === 'TimeoutError' || name === 'AbortError' ? 'не ответил вовремя' : `не ответил: ${name}`)
  }
  if (acceptStatus && !acceptStatus(res.status)) throw new ProviderError(provider, `ответил HTTP ${res.status}: ${text.slice(0, 200)}`, res.status)
  try {
    return { status: res.status, body: text === '' ? null : JSON.parse(text) }
  } catch {
    throw new ProviderError(provider, `ответ не JSON (HTTP ${res.status})`, res.status)
  }
}

export const form = (fields: Record<string, string | undefined>) =>
  new URLSearchParams(Object.entries(fields).filter((e): e is [string, string] => e[1] !== undefined))

/** Joins a configured base URL and a path whatever slashes either has. */
export const joinUrl = (base: string, path: string) => `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`
