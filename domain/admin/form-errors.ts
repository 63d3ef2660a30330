// A refused form as the back-office shows it: the first message of each field, keyed by the field's name, so the island
// puts it next to the field (the route sends the same map in the 400 answer's `fields`).
import type { z } from 'zod'

export type TFieldErrors = Record<string, string>

export function fieldErrors(error: z.ZodError): TFieldErrors {
  const out: TFieldErrors = {}
  for (const issue of error.issues) {
    const key = issue.path.length ? String(issue.path[0]) : 'form'
    out[key] ??= issue.message
  }
  return out
}

/** A version a form loaded: the optimistic check of edge/admin/version.ts. */
export const versionMessage = 'Нет версии записи: обнови страницу'
