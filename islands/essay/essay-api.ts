// Text-work calls of the wizard: GraphQL answers become data or an EssayCallError carrying the server's Russian message,
// and the file downloads (bearer token) become a saved file or a toast (orders.md §7 downloads, §8 errors).
import { GENERIC_ERROR } from '../../domain/errors'
import { ESSAY_MESSAGES } from '../../domain/essay/requirements'
import type { GqlResult } from '../graphql/client'
import { getApiToken, getFingerprint } from '../graphql/credentials'
import type { EssayOrderFieldsFragment } from '../graphql/generated/essays/graphql'
import { toast } from '../toasts/toast-store'

export type TEssayOrder = EssayOrderFieldsFragment

export const NOT_ENOUGH_TOKENS = 'Недостаточно средств на балансе'
export const SIGN_IN_TO_PAY = 'Войди, чтобы оплатить работу'
/** One id for the wizard's error toasts, so a repeat replaces the toast instead of stacking (orders.md §8 «grouped»). */
export const ESSAY_ERROR_TOAST_ID = 'essay-error'

export class EssayCallError extends Error {
  constructor(
    message: string,
    readonly code: string | null,
  ) {
    super(message)
  }
}

/** The data of an answer, or throws the first error with its message and code. */
export async function call<T>(request: Promise<GqlResult<T>>): Promise<T> {
  const result = await request.catch((e: Error) => ({ data: null, errors: [{ message: e.message || GENERIC_ERROR }] }) as GqlResult<T>)
  const first = result.errors[0]
  if (first || !result.data) throw new EssayCallError(first?.message ?? GENERIC_ERROR, (first?.extensions?.code as string | undefined) ?? null)
  return result.data
}

/** Spec §8: a failed step shows «Что-то пошло не так, попробуй позже», grouped, for 20 s; input errors keep their text. */
export function showEssayError(e: unknown, fallback: string = ESSAY_MESSAGES.actionFailed) {
  const known = e instanceof EssayCallError && e.code !== 'INTERNAL' && e.code !== null ? e.message : null
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
  const headers: Record<string, string> = { 'x-fingerprint': getFingerprint() }
  const token = getApiToken()
  if (token) headers.authorization = `Bearer ${token}`
  const res = await fetch(`/api/ai-essay-order/${encodeURIComponent(orderId)}/${kind}/`, { headers }).catch(() => null)
  if (!res?.ok) {
    const body = (await res?.json().catch(() => null)) as { error?: { message?: string } } | null
    toast.error(body?.error?.message ?? ESSAY_MESSAGES.actionFailed, { id: ESSAY_ERROR_TOAST_ID })
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
