// Нормоконтроль over REST (issue 37): POST /api/format-check takes one DOCX (multipart field `file`, the upload limits)
// (and optionally `profile`, a profile's id) and answers its report, against GOST 7.32-2017 by default. The check is linear and fast (a 60-page work in well under a second),
// so it runs on the request; a file that is not a DOCX or a damaged archive gets the checker's Russian refusal.
import { Hono } from 'hono'
import type { AppEnv } from '../context'
import { AppError } from '../http/errors'
import { uploadedFile, uploadLimit } from '../http/upload'
import { DEFAULT_UPLOAD_MAX_BYTES, FILE_MESSAGES } from '../../domain/files/uploads'
import { checkDocx } from './check-docx'
import { FORMAT_PROFILES } from '../../domain/format-check/profile'

export const FORMAT_CHECK_MESSAGES = { oneFile: 'Прикрепи один файл DOCX', profile: 'Нет такого профиля оформления' } as const

export const formatCheckRoutes = new Hono<AppEnv>()
  // POST /api/format-check – the report of one uploaded DOCX.
  .post('/', uploadLimit(DEFAULT_UPLOAD_MAX_BYTES, FILE_MESSAGES.size), async (c) => {
    const file = await uploadedFile(c)
    if (!file) throw new AppError('BAD_REQUEST', FORMAT_CHECK_MESSAGES.oneFile)
    // `profile`: a profile's id (GOST 7.32-2017 when absent); universities' profiles join FORMAT_PROFILES as data.
    const asked = (await c.req.parseBody()).profile
    const profile = asked === undefined ? FORMAT_PROFILES[0] : FORMAT_PROFILES.find((p) => p.id === asked)
    if (!profile) throw new AppError('BAD_REQUEST', FORMAT_CHECK_MESSAGES.profile)
    const report = checkDocx(new Uint8Array(await file.arrayBuffer()), { profile })
    c.header('cache-control', 'private, no-store')
    return c.json(report)
  })
