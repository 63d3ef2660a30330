// A file from the back-office's API: fetched with the administrator's token (a plain link would carry none), then
// shown or saved from a blob: address in this tab's memory.
import { getApiToken } from '../graphql/credentials'

export async function adminBlob(path: string): Promise<{ ok: true; blob: Blob } | { ok: false; message: string }> {
  const token = getApiToken()
  try {
    const res = await fetch(path, { headers: token ? { authorization: `Bearer ${token}` } : {} })
    if (!res.ok) {
      const body = (await res.json().catch(() => null)) as { error?: { message?: string } } | null
      return { ok: false, message: body?.error?.message ?? 'Не удалось получить файл' }
    }
    return { ok: true, blob: await res.blob() }
  } catch {
    return { ok: false, message: 'Нет связи с сервером, попробуй ещё раз' }
  }
}
