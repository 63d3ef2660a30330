// Text recognition over REST (orders.md §7): POST /api/recognize-text takes one file (multipart field `file`) and
// answers its id; GET /api/recognize-text/{id} answers { id, status, status_id, text, error }, polled by the browser
// until DONE or FAILED. Both need a signed-in client; a guest gets 401 UNAUTHENTICATED, the browser's cue for the
// «text recognition unauthorised» popup.
import { Hono, type Context } from 'hono'
import type { AppEnv } from '../context'
import { AppError } from '../http/errors'
import { uploadLimit } from '../http/upload'
import { FILE_MESSAGES } from '../../domain/files/uploads'
import { RECOGNITION_MAX_BYTES, RECOGNITION_MESSAGES } from '../../domain/recognition/recognition'
import { startTextRecognition } from './start-text-recognition'
import { getTextRecognition } from './get-text-recognition'

const signedIn = async (c: Context<AppEnv>, next: () => Promise<void>) => {
  if (c.get('caller').role !== 'authenticated') throw new AppError('UNAUTHENTICATED', RECOGNITION_MESSAGES.unauthorised)
  await next()
}

/** Exactly one file in the form, in the field `file`; nothing else counts as a file. */
async function theOneFile(c: Context<AppEnv>): Promise<File> {
  if (!(c.req.header('content-type') ?? '').startsWith('multipart/form-data')) throw new AppError('BAD_REQUEST', 'Ожидается multipart/form-data с файлом в поле file')
  let form: Record<string, unknown>
  try {
    form = await c.req.parseBody({ all: true })
  } catch (e) {
    if (e instanceof AppError) throw e
    throw new AppError('BAD_REQUEST', 'Не удалось прочитать форму с файлом: запрос повреждён (multipart/form-data)')
  }
  const files = Object.values(form).flatMap((v) => (Array.isArray(v) ? v : [v])).filter((v): v is File => v instanceof File)
  const file = form.file
  if (files.length !== 1 || !(file instanceof File)) throw new AppError('BAD_REQUEST', RECOGNITION_MESSAGES.oneFile)
  return file
}

export const recognitionRoutes = new Hono<AppEnv>()
  // POST /api/recognize-text – start recognising one uploaded file; answers { id }.
  .post('/', signedIn, uploadLimit(RECOGNITION_MAX_BYTES, FILE_MESSAGES.size), async (c) => {
    const file = await theOneFile(c)
    const bytes = new Uint8Array(await file.arrayBuffer())
    return c.json(await startTextRecognition({ deps: c.get('deps'), caller: c.get('caller'), name: file.name, bytes }))
  })
  // GET /api/recognize-text/{id} – the recognition's status and, once DONE, its text (FAILED: the reason).
  .get('/:id', signedIn, async (c) => {
    const r = await getTextRecognition({ db: c.get('deps').db, caller: c.get('caller'), id: c.req.param('id') ?? '' })
    c.header('cache-control', 'private, no-store')
    return c.json({ ...r, status_id: r.status })
  })
