// The workbook attached to a text work, for whoever may see the order (its client, or the guest browser that made it).
import type { AppDeps } from '../../context'
import { asCaller, type Caller } from '../../db/port'
import { SERVICE } from '../../auth/service-caller'
import { AppError } from '../../http/errors'
import { getAiEssayOrderById } from '../order/get-ai-essay-order-by-id'
import { storedBytes, type TFileRow } from '../../storage/stored-bytes'

const NOT_ATTACHED = 'Методичка не прикреплена'

export async function getEssayWorkbook(o: { deps: AppDeps; caller: Caller; id: string }): Promise<{ name: string; bytes: Uint8Array }> {
  const order = await getAiEssayOrderById({ db: o.deps.db, caller: o.caller, id: o.id })
  if (!order) throw new AppError('NOT_FOUND', 'Заказ не найден')
  const [row] = await asCaller(o.deps.db, SERVICE, (tx) =>
    tx.query<TFileRow & { name: string }>(`select name, bytes, storage_key from private.essay_workbook_files where ai_essay_order_id = $1::bigint`, [order.id]),
  )
  const bytes = row ? await storedBytes(o.deps.ports.storage, row) : null
  if (!row || !bytes) throw new AppError('NOT_FOUND', NOT_ATTACHED)
  return { name: row.name, bytes }
}
