// The islands' REST calls (uploads, file downloads, OAuth parameters): the same headers as GraphQL calls, and a refusal
// becomes the same ApiError, read from the server's `{ error: { code, message, ...data } }`.
import { ApiError, restErrorAsGraphql } from './api-error'
import { authHeaders } from './credentials'

export type TApiInit = {
  method?: 'GET' | 'POST'
  /** Sent as a JSON body. */
  json?: unknown
  /** Sent as multipart; the browser sets its content type. */
  form?: FormData
  signal?: AbortSignal
}

/** The answer when it is OK; otherwise throws an ApiError with the server's code, or NETWORK without a readable answer. */
export async function apiFetch(url: string, { method, json, form, signal }: TApiInit = {}): Promise<Response> {
  const body = json !== undefined ? JSON.stringify(json) : form
  let res: Response
  try {
    res = await globalThis.fetch(url, { method: method ?? (body === undefined ? 'GET' : 'POST'), headers: authHeaders(json !== undefined ? 'application/json' : undefined), body, signal })
  } catch (cause) {
    throw ApiError.network(cause)
  }
  if (res.ok) return res
  const refusal = restErrorAsGraphql(await res.json().catch(() => null))
  throw refusal ? ApiError.fromGraphql([refusal]) : ApiError.network(new Error(`HTTP ${res.status}`))
}

/** apiFetch's JSON answer. */
export async function apiJson<T>(url: string, init?: TApiInit): Promise<T> {
  const res = await apiFetch(url, init)
  try {
    return (await res.json()) as T
  } catch (cause) {
    throw ApiError.network(cause)
  }
}
