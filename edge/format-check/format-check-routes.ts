// Нормоконтроль over REST (issue 37): POST /api/format-check takes one DOCX (multipart field `file`, the upload limits)
// (and optionally `profile`, a profile's id) and answers its report, against GOST 7.32-2017 by default; anyone may
// check. POST /api/format-check/fix answers the fixed DOCX itself to a signed-in client (FORMAT_FIX_PRICE_TOKENS, free
// with a subscription), with how many violations the upload had and the fixed file still has in x-format-before and
// x-format-after. Both are linear and fast (a 60-page work in well under a second), so they run on the request; a
// file that is not a DOCX or a damaged archive gets the checker's Russian refusal, and costs nothing.
import { Hono } from 'hono'
import type { AppEnv } from '../context'
import { AppError } from '../http/errors'
import { uploadedFile, uploadLimit } from '../http/upload'
import { DEFAULT_UPLOAD_MAX_BYTES, FILE_MESSAGES } from '../../domain/files/uploads'
import { checkDocx } from './check-docx'
import type { TFormatProfile } from '../../domain/format-check/profile'
import { readJson } from '../http/body'
import { listFormatProfiles, readGuide, resolveFormatProfile, saveFormatProfile } from './saved-profiles'
import { attachment, DOCX_TYPE, rfc5987 } from '../http/attachment'
import type { Context } from 'hono'
import { fixOwnFile } from './fix-own-file'

export const FORMAT_CHECK_MESSAGES = { oneFile: 'Прикрепи один файл DOCX', oneGuide: 'Прикрепи методичку: один файл PDF или DOCX' } as const

export const formatCheckRoutes = new Hono<AppEnv>()
  // POST /api/format-check – the report of one uploaded DOCX.
  .post('/', uploadLimit(DEFAULT_UPLOAD_MAX_BYTES, FILE_MESSAGES.size), async (c) => {
    const { file, profile } = await upload(c)
    const report = checkDocx(new Uint8Array(await file.arrayBuffer()), { profile })
    c.header('cache-control', 'private, no-store')
    return c.json(report)
  })
  // POST /api/format-check/fix – the fixed DOCX (signed-in clients).
  .post('/fix', uploadLimit(DEFAULT_UPLOAD_MAX_BYTES, FILE_MESSAGES.size), async (c) => {
    if (c.get('caller').role !== 'authenticated') throw new AppError('UNAUTHENTICATED')
    const { file, profile } = await upload(c)
    const fixed = await fixOwnFile({ deps: c.get('deps'), caller: c.get('caller'), bytes: new Uint8Array(await file.arrayBuffer()), profile })
    const base = file.name.replace(/\.docx$/i, '').replace(/[\\/:*?"<>|\u0000-\u001f]/g, '').slice(0, 120) || 'работа'
    c.header('x-format-before', String(fixed.before.total))
    c.header('x-format-after', String(fixed.after.total))
    c.header('x-format-paid', String(fixed.paid))
    return attachment(c, { bytes: fixed.bytes, contentType: DOCX_TYPE, asciiName: 'fixed.docx', fileName: `${base}-исправлено.docx` }, rfc5987)
  })
  // GET /api/format-check/profiles – the profiles the caller may check against: the standards, their own, approved ones.
  .get('/profiles', async (c) => {
    c.header('cache-control', 'private, no-store')
    return c.json(await listFormatProfiles({ db: c.get('deps').db, caller: c.get('caller') }))
  })
  // POST /api/format-check/profiles – { name, university?, share, source, numbers }: saves the confirmed numbers.
  .post('/profiles', async (c) => c.json(await saveFormatProfile({ db: c.get('deps').db, caller: c.get('caller'), input: await readJson(c) })))
  // POST /api/format-check/guide – a university's guideline (PDF or DOCX, field `file`): the numbers read from it.
  .post('/guide', uploadLimit(DEFAULT_UPLOAD_MAX_BYTES, FILE_MESSAGES.size), async (c) => {
    if (c.get('caller').role !== 'authenticated') throw new AppError('UNAUTHENTICATED')
    const file = await uploadedFile(c)
    if (!file) throw new AppError('BAD_REQUEST', FORMAT_CHECK_MESSAGES.oneGuide)
    c.header('cache-control', 'private, no-store')
    return c.json(await readGuide({ deps: c.get('deps'), caller: c.get('caller'), name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) }))
  })

/**
 * The uploaded file and the profile asked for: `profile` is a standard's id, or a saved profile's the caller may use
 * (their own or an approved one); GOST 7.32-2017 when absent.
 */
async function upload(c: Context<AppEnv>): Promise<{ file: File; profile: TFormatProfile }> {
  const file = await uploadedFile(c)
  if (!file) throw new AppError('BAD_REQUEST', FORMAT_CHECK_MESSAGES.oneFile)
  const asked = (await c.req.parseBody()).profile
  const profile = await resolveFormatProfile({ db: c.get('deps').db, caller: c.get('caller'), id: typeof asked === 'string' ? asked : undefined })
  return { file, profile }
}
