// A back-office form's refusal split by field: BAD_REQUEST carries `issues` ({ path, message }) from the server's zod
// check (edge/admin/validation.ts); each message goes next to its field, the rest above the buttons.
import type { TAdminError } from './api'

export type TFieldErrors = Record<string, string>

export function fieldErrors(error: TAdminError, fields: readonly string[]): { byField: TFieldErrors; general: string | null } {
  const issues = (error.data.issues as { path?: string[]; message?: string }[] | undefined) ?? []
  const byField: TFieldErrors = {}
  const rest: string[] = []
  for (const issue of issues) {
    const field = issue.path?.[0]
    if (field && fields.includes(field) && !byField[field]) byField[field] = issue.message ?? ''
    else if (issue.message) rest.push(issue.message)
  }
  if (issues.length === 0) rest.push(error.message)
  return { byField, general: rest.length ? rest.join('; ') : null }
}
