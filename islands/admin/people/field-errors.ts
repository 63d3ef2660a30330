// Errors of a back-office form by field: from the shared zod schema before sending, or from the server's 400 `issues`;
// anything else (a stale version, a refused rule) is the form's own message.
import type { z } from 'zod'
import type { TAdminError } from '../api'

export type TFieldErrors = Record<string, string>

type TIssue = { path?: PropertyKey[]; message: string }

function byField(issues: readonly TIssue[]): TFieldErrors {
  const out: TFieldErrors = {}
  for (const i of issues) {
    const key = String(i.path?.[0] ?? '_form')
    out[key] ??= i.message
  }
  return out
}

export function checkForm<S extends z.ZodType>(schema: S, value: unknown): { ok: true; data: z.output<S> } | { ok: false; errors: TFieldErrors } {
  const parsed = schema.safeParse(value)
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, errors: byField(parsed.error.issues) }
}

export function serverErrors(error: TAdminError): TFieldErrors {
  const issues = error.data.issues
  if (error.status === 400 && Array.isArray(issues)) return byField(issues as TIssue[])
  return { _form: error.message }
}
