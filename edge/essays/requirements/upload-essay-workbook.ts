// Attaching the workbook (методичка) to a text work before its outline is approved: checked like every order upload
// (the spec's extensions, 10 MB), one per order (a new one replaces it), its text kept for the outline and the text.
import type { AppDeps } from '../../context'
import type { Caller } from '../../db/port'
import { AppError } from '../../http/errors'
import { checkUpload, DEFAULT_UPLOAD_MAX_BYTES, FILE_MESSAGES } from '../../../domain/files/uploads'
import { ESSAY_STATUS } from '../../../domain/essay/statuses'
import { ESSAY_ORDER_COLUMNS, toEssayOrder, type TEssayOrder, type TEssayOrderRow } from '../order/essay-order-row'
import { logEssayEvent, withOwnOrder } from '../order/lock-own-order'
import { workbookText } from './workbook-text'

export async function uploadEssayWorkbook(o: { deps: AppDeps; caller: Caller; aiEssayOrderId: unknown; name: string; bytes: Uint8Array }): Promise<TEssayOrder> {
  if (o.bytes.length > DEFAULT_UPLOAD_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', FILE_MESSAGES.size)
  const problem = checkUpload({ name: o.name, size: o.bytes.length })
  if (problem) throw new AppError('BAD_REQUEST', problem)
  const name = o.name.replace(/[\\/\u0000-\u001f]+/g, ' ').trim().slice(-120)
  // Read before the order is locked, so a refused or slow file never holds the lock.
  const excerpt = workbookText(name, o.bytes)
  const allowed = [ESSAY_STATUS.created, ESSAY_STATUS.extendedDescriptionGeneration, ESSAY_STATUS.requirementsDefinition, ESSAY_STATUS.onApproveOutline]
  return withOwnOrder({ ...o, orderId: o.aiEssayOrderId, allowed }, async (tx, order) => {
    await tx.query(
      `insert into private.essay_workbook_files (ai_essay_order_id, name, size, bytes, excerpt) values ($1::bigint, $2, $3, $4, $5)
       on conflict (ai_essay_order_id) do update set name = excluded.name, size = excluded.size, bytes = excluded.bytes, excerpt = excluded.excerpt, created_at = now()`,
      [order.id, name, o.bytes.length, o.bytes, excerpt],
    )
    const file = { path: `/api/ai-essay-order/${order.id}/workbook`, name }
    const [row] = await tx.query<TEssayOrderRow>(`update public.ai_essay_orders set workbook_file = $2::text::jsonb where id = $1::bigint returning ${ESSAY_ORDER_COLUMNS}`, [order.id, JSON.stringify(file)])
    await logEssayEvent(tx, order.id, 'workbook-attached', { size: o.bytes.length })
    return toEssayOrder(row!)
  })
}
