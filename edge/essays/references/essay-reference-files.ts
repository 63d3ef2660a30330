// Uploading a source file for a text work (REST, multipart): checked by size, extension and content, stored with the
// order; CreateAiEssayOrderReference then names it by its id. The bytes go to storage
// (essay-reference-files/<order>/<random>); the row keeps the name, format, size and key.
import type { AppDeps } from '../../context'
import type { Caller } from '../../db/port'
import { AppError } from '../../http/errors'
import { checkSourceUpload, SOURCE_FILE_MAX_BYTES, UPLOAD_MESSAGES } from '../../../domain/sources/upload'
import { withOwnOrder } from '../../orders/with-own-order'
import { ESSAY_MACHINE } from '../order/essay-machine'
import { getAiEssayOrderById } from '../order/get-ai-essay-order-by-id'
import { newStorageKey } from '../../storage/port'
import { storeThenRecord } from '../../storage/store-then-record'

export type TUploadedReferenceFile = { fileId: string; name: string; size: number; format: string }

/** Names are cut to 100 characters; the extension stays. */
const safeName = (name: string) => {
  const clean = name.replace(/[\\/\u0000-\u001f]+/g, ' ').trim() || 'file'
  if (clean.length <= 100) return clean
  const ext = /\.[A-Za-z0-9]{1,8}$/.exec(clean)?.[0] ?? ''
  return clean.slice(0, 100 - ext.length) + ext
}

export async function uploadEssayReferenceFile(o: { deps: AppDeps; caller: Caller; aiEssayOrderId: unknown; name: string; bytes: Uint8Array }): Promise<TUploadedReferenceFile> {
  if (o.caller.role !== 'authenticated') throw new AppError('UNAUTHENTICATED', 'Войди, чтобы добавить свой источник')
  if (o.bytes.length > SOURCE_FILE_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', UPLOAD_MESSAGES.size)
  const check = checkSourceUpload({ name: o.name, bytes: o.bytes })
  if (!check.ok) throw new AppError('BAD_REQUEST', check.error)
  // Someone who cannot see the order never gets to write to storage.
  const visible = await getAiEssayOrderById({ db: o.deps.db, caller: o.caller, id: o.aiEssayOrderId })
  if (!visible) throw new AppError('NOT_FOUND', 'Заказ не найден')
  const name = safeName(o.name)
  const key = newStorageKey('essay-reference-files', visible.id)
  // Kept for the server to read, never served inline.
  const store = { storage: o.deps.ports.storage, log: o.deps.log, key, bytes: o.bytes, contentType: 'application/octet-stream' }
  return storeThenRecord(store, () =>
    withOwnOrder(ESSAY_MACHINE, { ...o, id: visible.id, step: 'edit-own-sources' }, async (tx, order) => {
      const [row] = await tx.query<{ id: string }>(
        `insert into private.essay_reference_files (ai_essay_order_id, name, format, size, storage_key) values ($1::bigint, $2, $3, $4, $5) returning id::text as id`,
        [order.id, name, check.format, o.bytes.length, key],
      )
      return { result: { fileId: row!.id, name, size: o.bytes.length, format: check.format } }
    }),
  )
}
