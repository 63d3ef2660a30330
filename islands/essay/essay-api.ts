// Text-work calls of the wizard: failed calls are ApiErrors, shown as the server's Russian text or the step's fallback, and
// the file downloads (bearer token) become a saved file or a toast (orders.md §7 downloads, §8 errors).
import { ESSAY_MESSAGES } from '../../domain/essay/requirements'
import { ApiError } from '../graphql/api-error'
import type { EssayOrderFieldsFragment } from '../graphql/generated/essays/graphql'
import { downloadFile } from '../graphql/download'
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

/**
 * GET /api/ai-essay-order/{id}/{kind}/ with the bearer token → a saved file; false and a toast when it fails. A DOCX is
 * written to `profile` (a formatting profile's id; GOST 7.32 when absent).
 */
export async function downloadEssayFile(orderId: string, kind: TEssayFileKind, profile?: string): Promise<boolean> {
  try {
    await downloadFile(`/api/ai-essay-order/${encodeURIComponent(orderId)}/${kind}/${profile && kind !== 'presentation' ? `?profile=${encodeURIComponent(profile)}` : ''}`, FALLBACK_NAME[kind])
    return true
  } catch (e) {
    // The server's refusal (file not ready, not found) keeps its words.
    showEssayError(e)
    return false
  }
}
