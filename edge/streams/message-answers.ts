// What a stream reader of one AI order message may send now: the message's text (cut at the preview while the order
// is unpaid), its state and error. Service read, called only after the caller's ownership of the order is checked.
import { asService, type Db } from '../db/port'
import { AI_ORDER_PREVIEW_CHARS } from '../../domain/ai-order/ai-order-input'

/** Where an answer lives: the order table, its messages table and the messages' key to the order (code constants only). */
export type TAnswerTables = { orders: string; messages: string; key: string }
export const AI_ANSWER_TABLES: TAnswerTables = { orders: 'public.ai_orders', messages: 'public.ai_order_messages', key: 'ai_order_id' }

export type TStreamState = { content: string; length: number; state: 'streaming' | 'done' | 'failed'; error: string | null; isPaid: boolean; price: number; limit: number }

export async function readStreamState(db: Db, o: { aiOrderId: string; messageId: string }, t: TAnswerTables = AI_ANSWER_TABLES): Promise<TStreamState | null> {
  const [row] = await asService(db, (tx) =>
    tx.query<{ content: string; state: TStreamState['state']; error: string | null; is_paid: boolean; price: number }>(
      `select m.content, m.state, m.error, o.is_paid, o.price from ${t.messages} m join ${t.orders} o on o.id = m.${t.key}
        where m.id = $1::bigint and m.${t.key} = $2::bigint and m.role = 2`,
      [o.messageId, o.aiOrderId],
    ),
  )
  if (!row) return null
  const isPaid = Boolean(row.is_paid)
  return {
    content: row.content,
    length: row.content.length,
    state: row.state,
    error: row.error,
    isPaid,
    price: Number(row.price),
    limit: isPaid ? row.content.length : Math.min(row.content.length, AI_ORDER_PREVIEW_CHARS),
  }
}

/** The message a stream follows when none is named: the order's latest answer. */
export async function latestAnswerId(db: Db, aiOrderId: string, t: TAnswerTables = AI_ANSWER_TABLES): Promise<string | null> {
  const [row] = await asService(db, (tx) =>
    tx.query<{ id: string }>(`select m.id::text as id from ${t.messages} m where m.${t.key} = $1::bigint and m.role = 2 order by m.id desc limit 1`, [aiOrderId]),
  )
  return row?.id ?? null
}
