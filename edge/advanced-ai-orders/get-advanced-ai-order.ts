// An advanced AI order the caller may see (RLS hides the rest), its queries (the answer cut at the preview while
// unpaid) and its references.
import { asCaller, asService, type Caller, type Db } from '../db/port'
import { orderRowId } from '../orders/parse-order-input'
import { AI_MESSAGE_ROLE, AI_ORDER_PREVIEW_CHARS } from '../../domain/ai-order/ai-order-input'
import { ADVANCED_AI_COLUMNS, toAdvancedAiOrder, type TAdvancedAiOrder } from './advanced-ai-order-row'

export async function getAdvancedAiOrder(o: { db: Db; caller: Caller; unifiedOrderId: unknown }): Promise<TAdvancedAiOrder | null> {
  const id = orderRowId(o.unifiedOrderId)
  if (!id) return null
  const [row] = await asCaller(o.db, o.caller, (tx) => tx.query<Record<string, unknown>>(`select ${ADVANCED_AI_COLUMNS} from public.advanced_ai_orders where unified_order_id = $1::bigint`, [id]))
  return row ? toAdvancedAiOrder(row) : null
}

export type TAdvancedAiQuery = { id: string; role: number; content: string; isPreview: boolean; state: string; error: string | null; createdAt: Date }

/** Service read (content is not granted to clients): only for an order that came through the caller's RLS. */
export async function listAdvancedAiQueries(o: { db: Db; orderId: string; isPaid: boolean }): Promise<TAdvancedAiQuery[]> {
  const rows = await asService(o.db, (tx) =>
    tx.query<{ id: string; role: number; content: string; state: string; error: string | null; created_at: Date | string }>(
      `select id::text as id, role, content, state, error, created_at from public.advanced_ai_order_queries q where q.advanced_ai_order_id = $1::bigint order by q.id`,
      [o.orderId],
    ),
  )
  return rows.map((r) => {
    const cut = !o.isPaid && Number(r.role) === AI_MESSAGE_ROLE.assistant
    return {
      id: r.id,
      role: Number(r.role),
      content: cut ? r.content.slice(0, AI_ORDER_PREVIEW_CHARS) : r.content,
      isPreview: cut,
      state: r.state,
      error: r.error,
      createdAt: r.created_at instanceof Date ? r.created_at : new Date(r.created_at),
    }
  })
}

export type TAdvancedAiReference = { id: string; position: number; title: string; author: string | null; year: number | null; url: string | null; source: string }

/** The order's references under the caller's RLS (the owner sees them whether or not the answer is paid). */
export async function listAdvancedAiReferences(o: { db: Db; caller: Caller; orderId: string }): Promise<TAdvancedAiReference[]> {
  const rows = await asCaller(o.db, o.caller, (tx) =>
    tx.query<{ id: string; position: number; title: string; author: string | null; year: number | null; url: string | null; source: string }>(
      `select id::text as id, position, title, author, year, url, source from public.advanced_ai_order_references where advanced_ai_order_id = $1::bigint order by position`,
      [o.orderId],
    ),
  )
  return rows.map((r) => ({ ...r, position: Number(r.position), year: r.year == null ? null : Number(r.year) }))
}
