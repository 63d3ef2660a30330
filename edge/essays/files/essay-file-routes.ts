// The files of a text work: downloads /docx/, /docx-introduction/ and /presentation/ (orders.md §7, bearer token
// required), the DOCX's нормоконтроль (/format-check), and the uploads of source files and of the workbook.
import { Hono, type Context } from 'hono'
import type { AppEnv } from '../../context'
import { AppError } from '../../http/errors'
import { attachment } from '../../http/attachment'
import { uploadedFile, uploadLimit } from '../../http/upload'
import { SOURCE_FILE_MAX_BYTES, UPLOAD_MESSAGES } from '../../../domain/sources/upload'
import { downloadEssayFile, type TEssayFileKind } from './download-essay-file'
import { uploadEssayReferenceFile } from '../references/essay-reference-files'
import { uploadEssayWorkbook } from '../requirements/upload-essay-workbook'
import { getEssayWorkbook } from '../requirements/get-essay-workbook'
import { DEFAULT_UPLOAD_MAX_BYTES, FILE_MESSAGES } from '../../../domain/files/uploads'
import { checkDocx } from '../../format-check/check-docx'
import { resolveFormatProfile } from '../../format-check/saved-profiles'

const KINDS: readonly TEssayFileKind[] = ['docx', 'docx-introduction', 'presentation']

const handler = async (c: Context<AppEnv>) => {
  const kind = c.req.param('kind') as TEssayFileKind
  const id = c.req.param('id') ?? ''
  if (!KINDS.includes(kind) || !/^\d{1,18}$/.test(id)) return c.json({ error: { code: 'NOT_FOUND', message: 'Такого файла нет' } }, 404)
  // ?profile=<id>: the work written to a formatting profile the caller may use (a standard, their own, an approved one).
  const profile = kind === 'presentation' ? undefined : await resolveFormatProfile({ db: c.get('deps').db, caller: c.get('caller'), id: c.req.query('profile') })
  const file = await downloadEssayFile({ deps: c.get('deps'), caller: c.get('caller'), id, kind, profile })
  return attachment(c, { ...file, asciiName: kind === 'presentation' ? 'presentation.pptx' : 'work.docx' })
}

// The spec writes the paths with a trailing slash; both forms answer.
export const essayFileRoutes = new Hono<AppEnv>()
  // POST /api/ai-essay-order/{id}/reference-files – multipart field `file`; answers { fileId, name, size, format }.
  .post('/:id/reference-files', uploadLimit(SOURCE_FILE_MAX_BYTES, UPLOAD_MESSAGES.size), async (c) => {
    const file = await uploadedFile(c)
    if (!file) throw new AppError('BAD_REQUEST', UPLOAD_MESSAGES.format)
    const bytes = new Uint8Array(await file.arrayBuffer())
    return c.json(await uploadEssayReferenceFile({ deps: c.get('deps'), caller: c.get('caller'), aiEssayOrderId: c.req.param('id'), name: file.name, bytes }))
  })
  // POST /api/ai-essay-order/{id}/workbook – the workbook (multipart field `file`, 10 MB); answers { workbookFile }.
  .post('/:id/workbook', uploadLimit(DEFAULT_UPLOAD_MAX_BYTES, FILE_MESSAGES.size), async (c) => {
    const file = await uploadedFile(c)
    if (!file) throw new AppError('BAD_REQUEST', FILE_MESSAGES.format)
    const order = await uploadEssayWorkbook({ deps: c.get('deps'), caller: c.get('caller'), aiEssayOrderId: c.req.param('id'), name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) })
    return c.json({ workbookFile: order.workbookFile })
  })
  // GET /api/ai-essay-order/{id}/workbook – the attached file, for whoever may see the order.
  .get('/:id/workbook', async (c) => {
    const file = await getEssayWorkbook({ deps: c.get('deps'), caller: c.get('caller'), id: c.req.param('id') })
    return attachment(c, { bytes: file.bytes, contentType: 'application/octet-stream', asciiName: 'workbook', fileName: file.name })
  })
  // GET /api/ai-essay-order/{id}/format-check?profile – the work's DOCX, as the download gives it, checked against the
  // profile it is written to (GOST 7.32 by default).
  .get('/:id/format-check', async (c) => {
    const id = c.req.param('id')
    if (!/^\d{1,18}$/.test(id)) throw new AppError('NOT_FOUND', 'Такого файла нет')
    const profile = await resolveFormatProfile({ db: c.get('deps').db, caller: c.get('caller'), id: c.req.query('profile') })
    const file = await downloadEssayFile({ deps: c.get('deps'), caller: c.get('caller'), id, kind: 'docx', profile })
    c.header('cache-control', 'private, no-store')
    return c.json(checkDocx(file.bytes, { profile }))
  })
  .get('/:id/:kind', handler)
  .get('/:id/:kind/', handler)
