// File downloads with the bearer token, apart from rest.ts so the pages that only upload or call JSON do not carry them.
import { apiFetch } from './rest'
import { saveBlob } from './save-blob'

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

/** A file a POST answers (a form in, a document out): the blob, the server's name for it (or `fallback`) and the answer. */
export async function postForFile(url: string, form: FormData, fallback: string): Promise<{ blob: Blob; name: string; res: Response }> {
  const res = await apiFetch(url, { form })
  return { blob: await res.blob(), name: fileNameOf(res.headers.get('content-disposition'), fallback), res }
}

/** A file download with the bearer token (a plain link would carry none), saved under the server's name or `fallback`;
 * throws apiFetch's ApiError. */
export async function downloadFile(url: string, fallback: string): Promise<void> {
  const res = await apiFetch(url)
  saveBlob(await res.blob(), fileNameOf(res.headers.get('content-disposition'), fallback))
}
