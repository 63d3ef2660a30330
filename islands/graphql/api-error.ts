// The one error the browser's API calls throw (GraphQL and REST alike): the server's code of domain/errors.ts, or
// NETWORK when no answer arrived, with the text to show and the data the island reacts to (missing tokens, …).
import { GENERIC_ERROR, isErrorCode, type TErrorCode } from '../../domain/errors'

export type TApiErrorCode = TErrorCode | 'NETWORK'

export type GqlError = {
  message: string
  locations?: { line: number; column: number }[]
  path?: (string | number)[]
  extensions?: { code?: string; [key: string]: unknown }
}

// Texts meant for people are Russian; English ones (graphql-js's own, the spec's server strings) are not shown.
const readable = (text: unknown): text is string => typeof text === 'string' && /[А-Яа-яЁё]/.test(text)

export class ApiError extends Error {
  constructor(
    readonly code: TApiErrorCode,
    message: string = GENERIC_ERROR,
    /** The error's extensions (or REST fields) without the code and text. */
    readonly data: Record<string, unknown> = {},
    /** Every error of the answer, as the server sent them. */
    readonly errors: GqlError[] = [],
  ) {
    super(message)
    this.name = 'ApiError'
  }

  /** The first error decides; graphql-js's own request errors (bad variables, syntax) carry no code. */
  static fromGraphql(errors: GqlError[]): ApiError {
    const first = errors[0]
    if (!first) return new ApiError('INTERNAL')
    const { code: raw, ...data } = first.extensions ?? {}
    const code: TErrorCode = isErrorCode(raw) ? raw : raw == null ? 'BAD_REQUEST' : 'INTERNAL'
    return new ApiError(code, readable(first.message) ? first.message : GENERIC_ERROR, data, errors)
  }

  static network(cause?: unknown): ApiError {
    return Object.assign(new ApiError('NETWORK'), { cause })
  }
}

/** A REST answer `{ error: { code, message, ...data } }` as the GraphQL error it would be, or null for another shape. */
export function restErrorAsGraphql(body: unknown): GqlError | null {
  const error = body && typeof body === 'object' ? (body as { error?: unknown }).error : null
  if (!error || typeof error !== 'object') return null
  const { code, message, ...data } = error as Record<string, unknown>
  if (typeof message !== 'string') return null
  return { message, extensions: { ...data, code: typeof code === 'string' ? code : 'INTERNAL' } }
}
