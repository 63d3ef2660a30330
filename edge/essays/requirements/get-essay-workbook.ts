// The workbook attached to a text work, for whoever may see the order (its client, or the guest browser that made it).
import { asCaller, type Caller, type Db } from '../../db/port'
import { SERVICE } from '../../auth/service-caller'
import { AppError } from '../../http/errors'
import { getAiEssayOrderById } from '../order/get-ai-essay-order-by-id'

export async function getEssayWorkbook(o: { db: Db; caller: Caller; id: string }): Promise<{ name: string; bytes: Uint8Array }> {
  const order = await getAiEssayOrderById({ db: o.db, caller: o.caller, id: o.id })
  if (!order) throw new AppError('NOT_FOUND', 'Заказ не найден')
  const [row] = await asCaller(o.db, SERVICE, (tx) => tx.query<{ name: string; bytes: Uint8Array }>(`select name, bytes from private.essay_workbook_files where ai_essay_order_id = $1::bigint`, [order.id]))
  if (!row) throw new AppError('NOT_FOUND', 'Методичка не прикреплена')
  return { name: row.name, bytes: row.bytes instanceof Uint8Array ? row.bytes : new Uint8Array(row.bytes as ArrayBuffer) }
}
