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

export async function fetchJson(provider: string, url: string, init: RequestInit): Promise<TProviderResponse> {
  let res: Response
  try {
    res = await fetch(url, { ...init, signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) })
  } catch (e) {
    throw new ProviderError(provider, `не ответил: ${(e as Error).name}`)
  }
  const text = await res.text()
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
