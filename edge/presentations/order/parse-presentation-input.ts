// Parses an AI presentation order input with its domain schema: the first issue's Russian message (orders.md §5)
// becomes BAD_REQUEST, every message goes along in `messages`.
import type { z } from 'zod'
import { AppError } from '../../http/errors'

export function parsePresentationInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input)
  if (parsed.success) return parsed.data
  throw new AppError('BAD_REQUEST', parsed.error.issues[0]!.message, { category: 'validation', messages: [...new Set(parsed.error.issues.map((i) => i.message))] })
}
