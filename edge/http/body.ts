// Reads a JSON body with the size limit already enforced; bad JSON is a 400 with a clear message.
import type { Context } from 'hono'
import { AppError } from './errors'

// Postgres text cannot hold NUL, and a lone UTF-16 surrogate is not a character at all: either would fail deep in a
// resolver with a generic error, so every string that comes in is checked once here and refused with a clear message.
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

export const UNSTORABLE_TEXT_MESSAGE = 'Текст содержит недопустимые символы (нулевой байт или одиночный суррогат UTF-16): убери их и отправь снова'

/** True when the string holds a NUL or a lone surrogate. */
export const hasUnstorableText = (text: string): boolean => UNSTORABLE.test(text)

/** True when any string (value or key) anywhere in the parsed JSON holds a NUL or a lone surrogate. */
function jsonHasUnstorableText(value: unknown): boolean {
  // An explicit stack: a hostile body nested thousands deep must not overflow the call stack here either.
  const stack: unknown[] = [value]
  while (stack.length > 0) {
    const v = stack.pop()
    if (typeof v === 'string') {
      if (hasUnstorableText(v)) return true
    } else if (Array.isArray(v)) stack.push(...v)
    else if (v !== null && typeof v === 'object') {
      for (const [k, inner] of Object.entries(v)) {
        if (hasUnstorableText(k)) return true
        stack.push(inner)
      }
    }
  }
  return false
}

export async function readJson(c: Context): Promise<unknown> {
  const type = c.req.header('content-type') ?? ''
  if (!/^application\/(.+\+)?json\b/i.test(type)) {
    throw new AppError('BAD_REQUEST', 'Ожидается тело запроса в формате JSON (Content-Type: application/json)')
  }
  const text = await c.req.text()
  if (text.trim() === '') throw new AppError('BAD_REQUEST', 'Пустое тело запроса: ожидается JSON')
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch (e) {
    throw new AppError('BAD_REQUEST', `Некорректный JSON: ${(e as Error).message}`)
  }
  if (jsonHasUnstorableText(parsed)) throw new AppError('BAD_REQUEST', UNSTORABLE_TEXT_MESSAGE)
  return parsed
}
