// One error type for business functions; the HTTP layer maps it to a status and a Russian message.
export type AppErrorCode = 'BAD_REQUEST' | 'UNAUTHENTICATED' | 'FORBIDDEN' | 'NOT_FOUND' | 'CONFLICT' | 'TOO_MANY_REQUESTS' | 'PAYLOAD_TOO_LARGE' | 'INTERNAL'

const STATUS: Record<AppErrorCode, 400 | 401 | 403 | 404 | 409 | 413 | 429 | 500> = {
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_MANY_REQUESTS: 429,
  PAYLOAD_TOO_LARGE: 413,
  INTERNAL: 500,
}

export class AppError extends Error {
  constructor(
    readonly code: AppErrorCode,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message)
    this.name = 'AppError'
  }
  get status() {
    return STATUS[this.code]
  }
}
