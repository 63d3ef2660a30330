// Answers kept as chat messages of an order that opens in full once paid (the AI order's `ai_order_messages`, the
// advanced AI order's `advanced_ai_order_queries`): what a stream reader of one such message may send now — its text
// (cut at the preview while the order is unpaid), state and error. Service reads, called only after the caller's
// ownership of the order is checked.
import { asService, type Db } from '../db/port'
import { AI_ORDER_PREVIEW_CHARS } from '../../domain/ai-order/ai-order-input'
import type { TAnswerTable } from './answer-table'

/** The answers table (its parent key names the order) and the orders table with `is_paid` and `price`. */
export type TMessageAnswerTable = TAnswerTable & { orders: string }

export type TStreamState = { content: string; length: number; state: 'streaming' | 'done' | 'failed'; error: string | null; isPaid: boolean; price: number; limit: number }

/** The characters of `length` an order paid or not may read. */
export const readableLength = (length: number, isPaid: boolean) => (isPaid ? length : Math.min(length, AI_ORDER_PREVIEW_CHARS))

export async function readStreamState(db: Db, t: TMessageAnswerTable, o: { orderId: string; messageId: string }): Promise<TStreamState | null> {
  const [row] = await asService(db, (tx) =>
    tx.query<{ content: string; state: TStreamState['state']; error: string | null; is_paid: boolean; price: number }>(
      `select m.content, m.state, m.error, o.is_paid, o.price from ${t.messages} m join ${t.orders} o on o.id = m.${t.parentKey}
        where m.id = $1::bigint and m.${t.parentKey} = $2::bigint and m.role = 2`,
      [o.messageId, o.orderId],
    ),
  )
  if (!row) return null
  const isPaid = Boolean(row.is_paid)
  return { content: row.content, length: row.content.length, state: row.state, error: row.error, isPaid, price: Number(row.price), limit: readableLength(row.content.length, isPaid) }
}

/** The message a stream follows when none is named: the order's latest answer. */
export async function latestAnswerId(db: Db, t: TMessageAnswerTable, orderId: string): Promise<string | null> {
  const [row] = await asService(db, (tx) =>
    tx.query<{ id: string }>(`select m.id::text as id from ${t.messages} m where m.${t.parentKey} = $1::bigint and m.role = 2 order by m.id desc limit 1`, [orderId]),
  )
  return row?.id ?? null
}
