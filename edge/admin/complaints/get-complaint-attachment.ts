// One attachment of a complaint, for an administrator only (the route sits behind the admin door): its bytes from the
// storage port, its name, and a content type named by its extension (the upload stored every file as octet-stream,
// having checked the extension and, for photos, the first bytes).
import { asService, type Db } from '../../db/port'
import { AppError } from '../../http/errors'
import type { TStorage } from '../../storage/port'
import { uploadMimeType } from '../../../domain/files/uploads'

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
  return { name: row.name, contentType: uploadMimeType(row.name), bytes: object.bytes }
}
