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
import { FORMAT_PROFILES, type TFormatProfile } from '../../domain/format-check/profile'
import { attachment, DOCX_TYPE, rfc5987 } from '../http/attachment'
import type { Context } from 'hono'
import { fixOwnFile } from './fix-own-file'

export const FORMAT_CHECK_MESSAGES = { oneFile: 'Прикрепи один файл DOCX', profile: 'Нет такого профиля оформления' } as const

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

/** The uploaded file and the profile asked for: `profile` is a profile's id (GOST 7.32-2017 when absent). */
async function upload(c: Context<AppEnv>): Promise<{ file: File; profile: TFormatProfile }> {
  const file = await uploadedFile(c)
  if (!file) throw new AppError('BAD_REQUEST', FORMAT_CHECK_MESSAGES.oneFile)
  // Universities' profiles join FORMAT_PROFILES as data.
  const asked = (await c.req.parseBody()).profile
  const profile = asked === undefined ? FORMAT_PROFILES[0] : FORMAT_PROFILES.find((p) => p.id === asked)
  if (!profile) throw new AppError('BAD_REQUEST', FORMAT_CHECK_MESSAGES.profile)
  return { file, profile }
}
