// Field errors of a back-office form from an admin API refusal: zod's issues by their path, or the server's `field`
// (a taken code, a clash). What belongs to no field is shown above the buttons.
import type { TAdminError } from '../api'

export type TFieldErrors = Record<string, string>

export function fieldErrors(error: TAdminError): TFieldErrors {
  const out: TFieldErrors = {}
  const issues = error.data.issues as { path?: (string | number)[]; message: string }[] | undefined
  for (const issue of issues ?? []) {
    const key = (issue.path ?? []).filter((p) => typeof p === 'string').join('.') || '_'
    out[key] ??= issue.message
  }
  if (typeof error.data.field === 'string') out[error.data.field] = error.message
  if (Object.keys(out).length === 0) out._ = error.message
  return out
}

/** Input props tying a field to its error message for screen readers. */
export const describedBy = (errors: TFieldErrors, name: string) =>
  errors[name] ? { 'aria-invalid': true as const, 'aria-describedby': `err-${name.replace(/\W/g, '-')}` } : {}
