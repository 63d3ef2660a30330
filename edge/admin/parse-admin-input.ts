// A back-office form's body checked by its zod schema: a refusal is a 400 with the first message and every field's
// own message in `fields` (domain/admin/form-errors.ts), which the island shows next to the field.
import type { z } from 'zod'
import { fieldErrors } from '../../domain/admin/form-errors'
import { AppError } from '../http/errors'

export function parseAdminInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const parsed = schema.safeParse(input)
  if (parsed.success) return parsed.data
  throw new AppError('BAD_REQUEST', parsed.error.issues[0]?.message ?? 'Проверь поля формы', { fields: fieldErrors(parsed.error) })
}

/** A field the database refused (a taken address, an unknown subject): the same 400 shape as a schema refusal. */
export const fieldError = (field: string, message: string) => new AppError('BAD_REQUEST', message, { fields: { [field]: message } })

/** `:id` of an admin route: a positive integer, or the record is simply not there. */
export function routeId(raw: string): number {
  const id = Number(raw)
  if (!/^\d{1,15}$/.test(raw) || !Number.isSafeInteger(id) || id < 1) throw new AppError('NOT_FOUND', 'Запись не найдена')
  return id
}
