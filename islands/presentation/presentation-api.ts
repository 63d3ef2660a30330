// The presentation wizard's error toasts (orders.md §8: presentation step failures toast for 20 s, grouped) and its
// downloads: GET /api/ai-presentation-order/{id}/pptx|docx/ with the bearer token → a saved file (orders.md §7).
import { ApiError } from '../graphql/api-error'
import type { PresentationOrderFieldsFragment } from '../graphql/generated/presentations/graphql'
import { downloadFile } from '../graphql/download'
import { toast } from '../toasts/toast-store'

export type TPresentationOrder = PresentationOrderFieldsFragment

const TOAST_ID = 'presentation-error'
const FALLBACK = 'Что-то пошло не так, попробуй позже'

export const START_PATH = '/ecosystem/slides-copilot'
const WEBAPP_START_PATH = '/webapp/presentations'

/** The order's address on the same side (ecosystem or web-app) as the page the client is on. */
export function orderPathFor(unifiedOrderId: string, pathname: string = location.pathname): string {
  const base = pathname.startsWith('/webapp') ? WEBAPP_START_PATH : START_PATH
  return `${base}/${encodeURIComponent(unifiedOrderId)}`
}

/** The server's Russian words for a refusal it explains; the generic text for anything else. */
export function showPresentationError(e: unknown) {
  const known = e instanceof ApiError && e.code !== 'INTERNAL' && e.code !== 'NETWORK' ? e.message : null
  if (!(e instanceof ApiError)) console.error(e)
  toast.error(known ?? FALLBACK, { id: TOAST_ID })
}

/** A download link of the order → a saved file; false and a toast when it fails. */
export async function downloadPresentationFile(href: string, fallbackName: string): Promise<boolean> {
  try {
    await downloadFile(href, fallbackName)
    return true
  } catch (e) {
    showPresentationError(e)
    return false
  }
}
