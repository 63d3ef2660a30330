// Parses a text-work input with its domain schema; the first issue's spec message becomes a BAD_REQUEST AppError
// whose details name every failing field, so a form can mark them.
import type { z } from 'zod'
import { AppError } from '../../http/errors'

export function parseEssayInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input)
  if (parsed.success) return parsed.data
  const issues = parsed.error.issues
  throw new AppError('BAD_REQUEST', issues[0]!.message, {
    category: 'validation',
    fields: [...new Set(issues.map((i) => i.path.map(String).join('.')))],
    messages: [...new Set(issues.map((i) => i.message))],
  })
}
