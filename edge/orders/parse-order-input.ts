// Parses an order call's input with its schema: the first issue's message becomes a BAD_REQUEST whose details name
// every failing field, so a form can mark them and the API never answers a bad input with INTERNAL.
import type { z } from 'zod'
import { AppError } from '../http/errors'

export function parseOrderInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input)
  if (parsed.success) return parsed.data
  const issues = parsed.error.issues
  throw new AppError('BAD_REQUEST', issues[0]!.message, {
    category: 'validation',
    fields: [...new Set(issues.map((i) => i.path.map(String).join('.')))],
    messages: [...new Set(issues.map((i) => i.message))],
  })
}

/** A bigint row id as the API receives it (string or number): its digits, or null for anything else. */
export const orderRowId = (v: unknown): string | null => {
  const s = typeof v === 'string' || typeof v === 'number' ? String(v).trim() : ''
  return /^\d{1,18}$/.test(s) ? s : null
}

/** The stricter reading of the presentation's and the referat's pages: no zero, leading zeros or spaces. */
export const positiveRowId = (v: unknown): string | null => ((typeof v === 'string' || typeof v === 'number') && /^[1-9]\d{0,17}$/.test(String(v)) ? String(v) : null)
