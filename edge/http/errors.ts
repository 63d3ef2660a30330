// One error type for business functions: a shared code of domain/errors.ts, its Russian text (or a more specific one)
// and the data the browser reacts to. The HTTP layer maps the code to a status; GraphQL sends it in `extensions.code`.
import { errorStatus, errorText, type TErrorCode } from '../../domain/errors'

export type AppErrorCode = TErrorCode

export class AppError extends Error {
  readonly details?: Record<string, unknown>
  constructor(
    readonly code: AppErrorCode,
    message?: string,
    details?: Record<string, unknown>,
  ) {
    super(message ?? errorText(code))
    this.name = 'AppError'
    if (details) this.details = details
  }
  get status() {
    return errorStatus(this.code)
  }
}
