// Text-work calls of the wizard: failed calls are ApiErrors, shown as the server's Russian text or the step's fallback, and
// the file downloads (bearer token) become a saved file or a toast (orders.md §7 downloads, §8 errors).
import { ESSAY_MESSAGES } from '../../domain/essay/requirements'
import { ApiError } from '../graphql/api-error'
import type { EssayOrderFieldsFragment } from '../graphql/generated/essays/graphql'
import { apiFetch } from '../graphql/rest'
import { toast } from '../toasts/toast-store'

export type TEssayOrder = EssayOrderFieldsFragment

/** One id for the wizard's error toasts, so a repeat replaces the toast instead of stacking (orders.md §8 «grouped»). */
export const ESSAY_ERROR_TOAST_ID = 'essay-error'

/** Spec §8: a failed step shows «Что-то пошло не так, попробуй позже», grouped, for 20 s; input errors keep their text. */
export function showEssayError(e: unknown, fallback: string = ESSAY_MESSAGES.actionFailed) {
  const known = e instanceof ApiError && e.code !== 'INTERNAL' && e.code !== 'NETWORK' ? e.message : null
  toast.error(known ?? fallback, { id: ESSAY_ERROR_TOAST_ID })
}

export type TEssayFileKind = 'docx' | 'docx-introduction' | 'presentation'

const FALLBACK_NAME: Record<TEssayFileKind, string> = { docx: 'work.docx', 'docx-introduction': 'introduction.docx', presentation: 'presentation.pptx' }

function fileNameOf(disposition: string | null, kind: TEssayFileKind): string {
  const star = disposition?.match(/filename\*=UTF-8''([^;]+)/i)?.[1]
  if (star) {
    try {
      return decodeURIComponent(star)
    } catch {
      // A malformed name falls back to the plain one.
    }
  }
  return disposition?.match(/filename="([^"]+)"/i)?.[1] ?? FALLBACK_NAME[kind]
}

/** GET /api/ai-essay-order/{id}/{kind}/ with the bearer token → a saved file; false and a toast when it fails. */
export async function downloadEssayFile(orderId: string, kind: TEssayFileKind): Promise<boolean> {
  let res: Response
  try {
    res = await apiFetch(`/api/ai-essay-order/${encodeURIComponent(orderId)}/${kind}/`)
  } catch (e) {
    // The server's refusal (file not ready, not found) keeps its words.
    showEssayError(e)
    return false
  }
  const blob = await res.blob()
  const url = URL.createObjectURL(blob)
  const a = document.createElement('a')
  a.href = url
  a.download = fileNameOf(res.headers.get('content-disposition'), kind)
  document.body.append(a)
  a.click()
  a.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
  return true
}
