// Multipart uploads of one file in the field `file`: a body limit of the file's own size (plus the envelope) that
// answers 413 with the area's message, and the file itself.
import type { Context, MiddlewareHandler } from 'hono'
import { limitBody } from './body-limit'
import { AppError } from './errors'

// The multipart envelope (boundaries, headers, other fields) adds a little to the file itself.
const ENVELOPE_BYTES = 64 * 1024

export const uploadLimit = (maxFileBytes: number, tooLarge: string): MiddlewareHandler =>
  limitBody(maxFileBytes + ENVELOPE_BYTES, () => {
    throw new AppError('PAYLOAD_TOO_LARGE', tooLarge)
  })

/** The uploaded file, or null when the form has none; a body that is not multipart is refused. */
export async function uploadedFile(c: Context): Promise<File | null> {
  if (!(c.req.header('content-type') ?? '').startsWith('multipart/form-data')) throw new AppError('BAD_REQUEST', 'Ожидается multipart/form-data с файлом в поле file')
  let form: Awaited<ReturnType<Context['req']['parseBody']>>
  try {
    form = await c.req.parseBody()
  } catch (e) {
    // A size refusal stays a 413; anything else here is a form the runtime could not read: a broken boundary or body.
    if (e instanceof AppError) throw e
    throw new AppError('BAD_REQUEST', 'Не удалось прочитать форму с файлом: запрос повреждён (multipart/form-data)')
  }
  const file = form.file
  return file instanceof File ? file : null
}
