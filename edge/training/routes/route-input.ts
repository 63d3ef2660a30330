// What the training routes read from a request: the caller's id, a uuid in the path, a query value through a zod schema
// and a body sent as JSON or as a form. Anything malformed is a Russian 400 (or a 404 for an address), never a 500.
import type { Context } from 'hono'
import type { ZodType } from 'zod'
import type { AppEnv } from '../../context'
import { AppError } from '../../http/errors'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** The signed-in client (the middleware in training-routes.ts has already refused guests). */
export function userIdOf(c: Context<AppEnv>): string {
  const caller = c.get('caller')
  if (caller.role !== 'authenticated') throw new AppError('UNAUTHENTICATED')
  return caller.userId
}

/** A uuid from the path; anything else names nothing, so it is the same 404 as another client's row. */
export function uuidParam(c: Context<AppEnv>, name: string, notFound: string): string {
  const raw = c.req.param(name) ?? ''
  if (!UUID.test(raw)) throw new AppError('NOT_FOUND', notFound)
  return raw.toLowerCase()
}

export function queryValue<T>(c: Context<AppEnv>, name: string, schema: ZodType<T>): T {
  const r = schema.safeParse(c.req.query(name))
  if (!r.success) throw new AppError('BAD_REQUEST', r.error.issues[0]?.message ?? 'Некорректный запрос')
  return r.data
}

export type TBody = Record<string, unknown>

/** A JSON object or a form (urlencoded or multipart, files included); no body or a broken one is a 400. */
export async function readBody(c: Context<AppEnv>): Promise<TBody> {
  const type = (c.req.header('content-type') ?? '').toLowerCase()
  try {
    if (type.startsWith('application/json')) {
      const body: unknown = await c.req.json()
      if (body && typeof body === 'object' && !Array.isArray(body)) return body as TBody
      throw new AppError('BAD_REQUEST', 'Ожидается JSON-объект')
    }
    if (type.startsWith('multipart/form-data') || type.startsWith('application/x-www-form-urlencoded')) return (await c.req.parseBody()) as TBody
  } catch (e) {
    if (e instanceof AppError) throw e
    throw new AppError('BAD_REQUEST', 'Не удалось прочитать запрос: тело повреждено')
  }
  throw new AppError('BAD_REQUEST', 'Ожидается JSON или форма (multipart/form-data)')
}
