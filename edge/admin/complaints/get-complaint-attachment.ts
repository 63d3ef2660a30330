// One attachment of a complaint, for an administrator only (the route sits behind the admin door): its bytes from the
// storage port, its name, and a content type named by its extension (the upload stored every file as octet-stream,
// having checked the extension and, for photos, the first bytes).
import { asService, type Db } from '../../db/port'
import { AppError } from '../../http/errors'
import type { TStorage } from '../../storage/port'

const TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  jfif: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  bmp: 'image/bmp',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
  txt: 'text/plain; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  ppsx: 'application/vnd.openxmlformats-officedocument.presentationml.slideshow',
  odp: 'application/vnd.oasis.opendocument.presentation',
}

const attachmentContentType = (name: string) => TYPES[/\.([A-Za-z0-9]+)$/.exec(name)?.[1]?.toLowerCase() ?? ''] ?? 'application/octet-stream'

export async function getComplaintAttachment(o: {
  db: Db
  storage: TStorage
  complaintId: string
  attachmentId: string
}): Promise<{ name: string; contentType: string; bytes: Uint8Array }> {
  const missing = new AppError('NOT_FOUND', 'Вложение не найдено')
  if (!/^\d{1,18}$/.test(o.complaintId) || !/^\d{1,18}$/.test(o.attachmentId)) throw missing
  const [row] = await asService(o.db, (tx) =>
    tx.query<{ name: string; storage_key: string }>(
      'select name, storage_key from private.library_work_complaint_attachments where id = $1::bigint and complaint_id = $2::bigint',
      [o.attachmentId, o.complaintId],
    ),
  )
  if (!row) throw missing
  const object = await o.storage.get(row.storage_key)
  if (!object) throw missing
  return { name: row.name, contentType: attachmentContentType(row.name), bytes: object.bytes }
}
