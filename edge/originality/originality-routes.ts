// The originality check of a student's own file over REST (issue 36 part 4): POST /api/originality/file takes one DOCX,
// PDF or TXT (multipart field `file`, `add_to_index=true` to let it join the index) and answers the queued check;
// GET /api/originality/file/{id} answers the check as it is now, polled by the page until DONE or FAILED. A guest (by
// the browser's fingerprint) gets the score, a signed-in client the fragments too.
import { Hono } from 'hono'
import type { AppEnv } from '../context'
import { AppError } from '../http/errors'
import { uploadedFile, uploadLimit } from '../http/upload'
import { clientIp } from '../auth/client-ip'
import { DEFAULT_UPLOAD_MAX_BYTES, FILE_MESSAGES } from '../../domain/files/uploads'
import { checkOwnFile, OWN_FILE_MESSAGES, readOwnFileCheck } from './check-own-file'
import { ORIGINALITY_MESSAGES } from './run-originality-check'

export const originalityRoutes = new Hono<AppEnv>()
  // POST /api/originality/file – check one uploaded file; answers the queued check.
  .post('/file', uploadLimit(DEFAULT_UPLOAD_MAX_BYTES, FILE_MESSAGES.size), async (c) => {
    const file = await uploadedFile(c)
    if (!file) throw new AppError('BAD_REQUEST', OWN_FILE_MESSAGES.oneFile)
    const form = await c.req.parseBody()
    const bytes = new Uint8Array(await file.arrayBuffer())
    const check = await checkOwnFile({ deps: c.get('deps'), caller: c.get('caller'), ip: clientIp(c.req.raw.headers), name: file.name, bytes, addToIndex: form.add_to_index === 'true' })
    c.header('cache-control', 'private, no-store')
    return c.json(check)
  })
  // GET /api/originality/file/{id} – the check as it is now.
  .get('/file/:id', async (c) => {
    const check = await readOwnFileCheck({ deps: c.get('deps'), caller: c.get('caller'), id: c.req.param('id') ?? '' })
    if (!check) throw new AppError('NOT_FOUND', ORIGINALITY_MESSAGES.notFound)
    c.header('cache-control', 'private, no-store')
    return c.json(check)
  })
