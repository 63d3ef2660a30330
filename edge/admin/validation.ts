// A back-office form's input checked by its zod schema: the data, or BAD_REQUEST with every message in Russian and the
// fields they belong to, so the island shows each next to its field.
import type { z } from 'zod'
import { AppError } from '../http/errors'

export function parseAdminInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input)
  if (parsed.success) return parsed.data
  const issues = parsed.error.issues.map((i) => ({ path: i.path.map(String), message: i.message }))
  const fields = [...new Set(issues.map((i) => i.path[0] ?? '').filter(Boolean))]
  throw new AppError('BAD_REQUEST', issues.map((i) => i.message).join('; '), { category: 'validation', fields, issues })
}
