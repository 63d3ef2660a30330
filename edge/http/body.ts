// Reads a JSON body with the size limit already enforced; bad JSON is a 400 with a clear message.
import type { Context } from 'hono'
import { AppError } from './errors'

export async function readJson(c: Context): Promise<unknown> {
  const type = c.req.header('content-type') ?? ''
  if (!/^application\/(.+\+)?json\b/i.test(type)) {
    throw new AppError('BAD_REQUEST', 'Ожидается тело запроса в формате JSON (Content-Type: application/json)')
  }
  const text = await c.req.text()
  if (text.trim() === '') throw new AppError('BAD_REQUEST', 'Пустое тело запроса: ожидается JSON')
  try {
    return JSON.parse(text)
  } catch (e) {
    throw new AppError('BAD_REQUEST', `Некорректный JSON: ${(e as Error).message}`)
  }
}
