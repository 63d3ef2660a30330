// Complaints about library works (orders.md §7): the types as static JSON and the multipart create.
import { Hono } from 'hono'
import type { AppEnv } from '../../context'
import { AppError } from '../../http/errors'
import { uploadLimit } from '../../http/upload'
import { COMPLAINT_LIMITS, COMPLAINT_MESSAGES } from '../../../domain/library/complaint'
import { createLibraryWorkComplaint, type TComplaintFile } from './create-library-work-complaint'
import { listComplaintTypes } from './list-complaint-types'

const field = (form: Record<string, unknown>, ...names: string[]): string | undefined => {
  for (const n of names) {
    const v = form[n]
    if (typeof v === 'string') return v
  }
  return undefined
}

export const complaintTypesRoutes = new Hono<AppEnv>()
  // GET /storage/library_work_user_complaint_types.json – [{ id, title }], the complaint form's choices
  .get('/library_work_user_complaint_types.json', async (c) => {
    c.header('cache-control', 'public, max-age=300')
    return c.json(await listComplaintTypes(c.get('deps').db))
  })

export const complaintRoutes = new Hono<AppEnv>()
  // POST /api/library-work/complaints/create – multipart: library_work_id or library_work_order_id, type_id, text, attachments[]
  .post(
    '/complaints/create',
    // Every attachment at its limit, plus the envelope (the form's text fields and boundaries) uploadLimit adds.
    uploadLimit(COMPLAINT_LIMITS.totalBytes, COMPLAINT_MESSAGES.size),
    async (c) => {
      // The token first: a guest learns nothing about the form.
      if (c.get('caller').role !== 'authenticated') throw new AppError('UNAUTHENTICATED', 'Войди, чтобы отправить жалобу')
      if (!(c.req.header('content-type') ?? '').startsWith('multipart/form-data')) throw new AppError('BAD_REQUEST', 'Ожидается multipart/form-data')
      let form: Record<string, unknown>
      try {
        form = (await c.req.parseBody({ all: true })) as Record<string, unknown>
      } catch (e) {
        if (e instanceof AppError) throw e
        throw new AppError('BAD_REQUEST', 'Не удалось прочитать форму жалобы: запрос повреждён')
      }
      const raw = form['attachments[]'] ?? form.attachments ?? []
      const list = (Array.isArray(raw) ? raw : [raw]).filter((f) => f !== '')
      if (list.some((f) => !(f instanceof File))) throw new AppError('BAD_REQUEST', COMPLAINT_MESSAGES.format)
      const files: TComplaintFile[] = []
      if (list.length > COMPLAINT_LIMITS.attachments) throw new AppError('BAD_REQUEST', COMPLAINT_MESSAGES.count)
      for (const f of list as File[]) files.push({ name: f.name, bytes: new Uint8Array(await f.arrayBuffer()) })
      const input = {
        libraryWorkId: field(form, 'library_work_id', 'libraryWorkId'),
        libraryWorkOrderId: field(form, 'library_work_order_id', 'libraryWorkOrderId'),
        typeId: field(form, 'type_id', 'typeId'),
        text: field(form, 'text'),
      }
      return c.json(await createLibraryWorkComplaint({ deps: c.get('deps'), caller: c.get('caller'), input, files }))
    },
  )
