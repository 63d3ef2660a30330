// The back-office's calls: JSON to /api/admin/* with the stored API token. Errors come back as the shared codes
// (domain/errors.ts); ADMIN_CODE_REQUIRED (the session ran out) tells the gate to ask for the code again.
import { ownApiToken } from '../graphql/credentials'

export type TAdminError = { status: number; code: string; message: string; data: Record<string, unknown> }
export type TAdminResult<T> = { ok: true; data: T } | { ok: false; error: TAdminError }

export const ADMIN_CODE_EVENT = 'admin-code-required'

const OFFLINE: TAdminError = { status: 0, code: 'NETWORK', message: 'Нет связи с сервером, попробуй ещё раз', data: {} }

export async function adminFetch<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<TAdminResult<T>> {
  // The browser's own token even in a tab that shows a client's cabinet read-only (that token never reaches /api/admin).
  const token = ownApiToken()
  if (!token) return { ok: false, error: { status: 404, code: 'NOT_FOUND', message: 'Такого адреса API нет', data: {} } }
  let res: Response
  try {
    res = await fetch(path, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers: { authorization: `Bearer ${token}`, ...(init.body !== undefined && { 'content-type': 'application/json' }) },
      ...(init.body !== undefined && { body: JSON.stringify(init.body) }),
    })
  } catch {
    return { ok: false, error: OFFLINE }
  }
  const body = (await res.json().catch(() => null)) as ({ error?: { code?: string; message?: string } & Record<string, unknown>; error_message?: string; code?: string } & T) | null
  if (res.ok) return { ok: true, data: body as T }
  const raw = body?.error ?? {}
  const error: TAdminError = {
    status: res.status,
    code: raw.code ?? body?.code ?? 'INTERNAL',
    message: raw.message ?? body?.error_message ?? 'Что-то пошло не так, попробуй позже',
    data: raw,
  }
  if (error.code === 'ADMIN_CODE_REQUIRED') window.dispatchEvent(new Event(ADMIN_CODE_EVENT))
  return { ok: false, error }
}

/** The query string of a list, without empty values. */
export const queryString = (params: Record<string, string | number | undefined | null>) =>
  new URLSearchParams(Object.entries(params).flatMap(([k, v]) => (v === undefined || v === null || v === '' ? [] : [[k, String(v)]]))).toString()
