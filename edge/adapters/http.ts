// Outbound HTTP for provider adapters: a time limit, JSON answers, and errors that never carry secrets.

const PROVIDER_TIMEOUT_MS = 10_000

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
}

/**
 * One call to an outside API with a time limit, answering its status and JSON body (null when empty). A provider that
 * does not answer, answers an unaccepted status or a body that is not JSON throws ProviderError (`status` when it answered).
 */
export async function requestJson(provider: string, url: string, opts: TJsonRequest = {}): Promise<TProviderResponse> {
  const { timeoutMs = PROVIDER_TIMEOUT_MS, acceptStatus, fetchImpl = fetch, ...init } = opts
  let res: Response
  try {
    res = await fetchImpl(url, { ...init, signal: AbortSignal.timeout(timeoutMs) })
  } catch (e) {
    const name = (e as Error).name
    throw new ProviderError(provider, name === 'TimeoutError' || name === 'AbortError' ? 'не ответил вовремя' : `не ответил: ${name}`)
  }
  const text = await res.text()
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
