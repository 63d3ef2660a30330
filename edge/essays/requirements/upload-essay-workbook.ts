// Attaching the workbook (методичка) to a text work before its outline is approved: checked like every order upload
// (the spec's extensions, 10 MB), one per order (a new one replaces it), its text kept for the outline and the text.
// The bytes go to storage (essay-workbooks/<order>/<random>); the row keeps the name, the excerpt and the key.
import type { AppDeps } from '../../context'
import type { Caller } from '../../db/port'
import { AppError } from '../../http/errors'
import { checkUpload, DEFAULT_UPLOAD_MAX_BYTES, FILE_MESSAGES } from '../../../domain/files/uploads'
import { ESSAY_ORDER_COLUMNS, toEssayOrder, type TEssayOrder, type TEssayOrderRow } from '../order/essay-order-row'
import { withOwnOrder } from '../../orders/with-own-order'
import { logOrderEvent } from '../../orders/log-order-event'
import { ESSAY_MACHINE } from '../order/essay-machine'
import { getAiEssayOrderById } from '../order/get-ai-essay-order-by-id'
import { newStorageKey } from '../../storage/port'
import { storeThenRecord } from '../../storage/store-then-record'
import { workbookText } from './workbook-text'

// Served only as a download (attachment, nosniff), whatever the file is.
const WORKBOOK_CONTENT_TYPE = 'application/octet-stream'

export async function uploadEssayWorkbook(o: { deps: AppDeps; caller: Caller; aiEssayOrderId: unknown; name: string; bytes: Uint8Array }): Promise<TEssayOrder> {
  if (o.bytes.length > DEFAULT_UPLOAD_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', FILE_MESSAGES.size)
  const problem = checkUpload({ name: o.name, size: o.bytes.length })
  if (problem) throw new AppError('BAD_REQUEST', problem)
  const name = o.name.replace(/[\\/\u0000-\u001f]+/g, ' ').trim().slice(-120)
  // Read before the order is locked, so a refused or slow file never holds the lock.
  const excerpt = await workbookText(o.deps.ports.ocr, name, o.bytes)
  // Someone who cannot see the order never gets to write to storage.
  const visible = await getAiEssayOrderById({ db: o.deps.db, caller: o.caller, id: o.aiEssayOrderId })
  if (!visible) throw new AppError('NOT_FOUND', 'Заказ не найден')
  const key = newStorageKey('essay-workbooks', visible.id)
  const store = { storage: o.deps.ports.storage, log: o.deps.log, key, bytes: o.bytes, contentType: WORKBOOK_CONTENT_TYPE }
  return storeThenRecord(store, () =>
    withOwnOrder(ESSAY_MACHINE, { ...o, id: visible.id, step: 'upload-workbook' }, async (tx, order) => {
      const [before] = await tx.query<{ storage_key: string | null }>(`select storage_key from private.essay_workbook_files where ai_essay_order_id = $1::bigint for update`, [order.id])
      await tx.query(
        `insert into private.essay_workbook_files (ai_essay_order_id, name, size, storage_key, excerpt) values ($1::bigint, $2, $3, $4, $5)
         on conflict (ai_essay_order_id) do update set name = excluded.name, size = excluded.size, bytes = null, storage_key = excluded.storage_key, excerpt = excluded.excerpt, created_at = now()`,
        [order.id, name, o.bytes.length, key, excerpt],
      )
      const file = { path: `/api/ai-essay-order/${order.id}/workbook`, name }
      const [row] = await tx.query<TEssayOrderRow>(`update public.ai_essay_orders set workbook_file = $2::text::jsonb where id = $1::bigint returning ${ESSAY_ORDER_COLUMNS}`, [order.id, JSON.stringify(file)])
      await logOrderEvent(tx, ESSAY_MACHINE, order.id, 'workbook-attached', { size: o.bytes.length })
      return { result: toEssayOrder(row!), replaced: [before?.storage_key ?? null] }
    }),
  )
}
