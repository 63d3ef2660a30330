// The one answer of an /api address that does not exist, shared by the catch-all and by routes that must look absent
// to a caller who may not see them (the team's analytics answers a non-admin exactly like this).
import type { Context } from 'hono'

export const API_NOT_FOUND_BODY = { error: { code: 'NOT_FOUND', message: 'Такого адреса API нет' } } as const

export const apiNotFound = (c: Context) => c.json(API_NOT_FOUND_BODY, 404)
