// The referat order page's error toasts and its DOCX download (bearer token → a saved file).
import { ApiError } from '../graphql/api-error'
import { apiFetch } from '../graphql/rest'
import { saveBlob } from '../graphql/save-blob'
import { toast } from '../toasts/toast-store'

const TOAST_ID = 'referat-order-error'
const FALLBACK = 'Что-то пошло не так, попробуй позже'

/** The server's Russian words for a refusal it explains; the generic text for anything else. */
export function showReferatError(e: unknown) {
  const known = e instanceof ApiError && e.code !== 'INTERNAL' && e.code !== 'NETWORK' ? e.message : null
  toast.error(known ?? FALLBACK, { id: TOAST_ID })
}

export async function downloadReferatDocx(href: string, topic: string): Promise<boolean> {
  let res: Response
  try {
    res = await apiFetch(href)
  } catch (e) {
    showReferatError(e)
    return false
  }
  saveBlob(await res.blob(), `${topic.slice(0, 120)}.docx`)
  return true
}
