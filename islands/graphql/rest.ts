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

/** The file's name as the server gave it (Content-Disposition: `filename*` first, then `filename`), or `fallback`. */
function fileNameOf(disposition: string | null, fallback: string): string {
  const star = disposition?.match(/filename\*=UTF-8''([^;]+)/i)?.[1]
  if (star) {
    try {
      return decodeURIComponent(star)
    } catch {
      // A malformed name falls back to the plain one.
    }
  }
  return disposition?.match(/filename="([^"]+)"/i)?.[1] ?? fallback
}

/** Saves the blob under `name` through a temporary link (a blob: address in this tab's memory). */
export function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob)
  const a = document.createElement('a')
  a.href = url
  a.download = name
  document.body.append(a)
  a.click()
  a.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

/** A file download with the bearer token (a plain link would carry none), saved under the server's name or `fallback`;
 * throws apiFetch's ApiError. */
export async function downloadFile(url: string, fallback: string): Promise<void> {
  const res = await apiFetch(url)
  saveBlob(await res.blob(), fileNameOf(res.headers.get('content-disposition'), fallback))
}
