// AppErrors of sign-in, marked for the auth screens: `extensions.authError` names the spec §8 class.
import type { z } from 'zod'
import { AppError, type AppErrorCode } from '../http/errors'
import { AUTH_MESSAGES, type TAuthErrorKind, type TRestrictionInfo } from '../../domain/auth/errors'

export const tooManyAttempts = (retryAfterSeconds?: number) =>
  new AppError('TOO_MANY_ATTEMPTS', AUTH_MESSAGES.tooManyAttempts, {
    authError: 'TooManyAttempts',
    ...(retryAfterSeconds !== undefined && { retryAfterSeconds: Math.max(1, Math.ceil(retryAfterSeconds)) }),
  })

export const restricted = (restriction: TRestrictionInfo) =>
  new AppError('RESTRICTED', restriction.description ?? AUTH_MESSAGES.restricted, { authError: 'Restriction', category: 'restriction', restriction })

export const authFailure = (message: string, code: AppErrorCode = 'BAD_REQUEST', extra: Record<string, unknown> = {}) =>
  new AppError(code, message, { authError: 'Default', ...extra })

/** A sign-in link's id or token that is unknown, used, expired or signed out: «Ссылка для входа устарела…». */
export const linkExpired = () => authFailure(AUTH_MESSAGES.linkExpired, 'BAD_REQUEST', { reason: 'AUTH_TOKEN_INVALID' })

/**
 * Parses input with a domain schema. A phone or e-mail issue keeps its spec message and becomes PhoneFormat or
 * EmailFormat (category validation); any other issue is a Default error listing every message.
 */
export function parseAuthInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input)
  if (parsed.success) return parsed.data
  const issues = parsed.error.issues
  const markOf = (issue: unknown) => (issue as { params?: { authError?: TAuthErrorKind } }).params?.authError
  const marked = issues.find(markOf)
  const authError = marked && markOf(marked)
  if (marked && authError) {
    return fail(new AppError('BAD_REQUEST', marked.message, { authError, category: 'validation', field: String(marked.path[0] ?? '') }))
  }
  return fail(
    new AppError('BAD_REQUEST', [...new Set(issues.map((i) => i.message))].join('; '), {
      authError: 'Default',
      category: 'validation',
      fields: [...new Set(issues.map((i) => String(i.path[0] ?? '')))],
    }),
  )
}

function fail(error: AppError): never {
  throw error
}
