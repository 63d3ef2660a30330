// fileUrl on the task start (orders.md §2: «a file to attach to the new order»). A link must never make the server
// fetch an address (SSRF), so the server is never asked to: the BROWSER fetches the file with the client's own
// credentials, and only from this site's own file routes — a file the client uploaded, or a file of the client's own
// orders; they answer the owner alone (a bearer token; anyone else gets a refusal). A full address of another origin, a path elsewhere on this
// site, credentials, a query or a fragment: ignored, with a Russian notice. The fetched file then goes the way a
// picked one goes (the task form's checks, text recognition).
import { apiFetch } from '../graphql/rest'

export const FILE_URL_PARAM = 'fileUrl'
export const FILE_URL_IGNORED = 'Файл по ссылке не прикреплён: так можно прикрепить только файл своего заказа в Кампусе'
export const FILE_URL_FAILED = 'Не получилось прикрепить файл по ссылке: прикрепи его вручную'

/**
 * This site's file routes that answer only the owner of the order (edge/app.ts): the file the client uploaded to a
 * text work (its workbook), and the text work's, referat's, deck's, exam's and library answer's downloads.
 */
const OWN_FILE_ROUTES: readonly RegExp[] = [
  /^\/api\/ai-essay-order\/\d{1,18}\/workbook\/?$/,
  /^\/api\/ai-essay-order\/\d{1,18}\/docx\/?$/,
  /^\/api\/ai-referat-order\/\d{1,18}\/docx\/?$/,
  /^\/api\/ai-presentation-order\/\d{1,18}\/(pptx|docx)\/?$/,
  /^\/api\/exam-order\/\d{1,18}\/docx\/?$/,
  /^\/api\/library-work\/answer\/\d{1,18}\/pdf\/?$/,
]

/** The same-origin path of one of the client's own file routes the value names; null for anything else. */
export function ownFilePath(raw: string | null, origin: string): string | null {
  if (!raw || raw.length > 300) return null
  let url: URL
  try {
    url = new URL(raw, origin)
  } catch {
    return null
  }
  if (url.origin !== origin || url.username || url.password || url.search || url.hash) return null
  // new URL resolved any dot segments and encodings; the path must still be one of the routes, exactly.
  return OWN_FILE_ROUTES.some((r) => r.test(url.pathname)) ? url.pathname : null
}

const nameFrom = (disposition: string | null, path: string): string => {
  const star = disposition?.match(/filename\*=UTF-8''([^;]+)/i)?.[1]
  if (star) {
    try {
      return decodeURIComponent(star)
    } catch {
      // A malformed name falls back to the plain one.
    }
  }
  const ext = path.match(/(pptx|docx|pdf)\/?$/)?.[1] ?? 'bin'
  return disposition?.match(/filename="([^"]+)"/i)?.[1] ?? `file.${ext}`
}

/** The file behind an own file route, fetched by the browser with the client's token; null when it cannot be had. */
export async function fetchOwnFile(path: string, signal?: AbortSignal): Promise<File | null> {
  try {
    const res = await apiFetch(path, { signal })
    const blob = await res.blob()
    return new File([blob], nameFrom(res.headers.get('content-disposition'), path), { type: blob.type })
  } catch {
    return null
  }
}
