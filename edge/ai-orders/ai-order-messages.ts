// The messages of an AI order: the question and answers the server writes, and what the owner may read of them (the
// whole text once the order is paid, a preview of AI_ORDER_PREVIEW_CHARS of an unpaid answer otherwise).
import { asService, type Db, type Queryable } from '../db/port'
import { AI_MESSAGE_ROLE, AI_ORDER_PREVIEW_CHARS, type TAiMessageRole } from '../../domain/ai-order/ai-order-input'
import type { TMessageAnswerTable } from '../streams/message-answers'

/** Where the answers live, for the kernel's answer runner and stream (edge/streams). */
export const AI_ANSWER_TABLE: TMessageAnswerTable = { orders: 'public.ai_orders', messages: 'public.ai_order_messages', parentKey: 'ai_order_id', event: 'ai-order-changed' }

type TAiMessageState = 'streaming' | 'done' | 'failed'

export type TAiMessage = {
  id: string
  role: TAiMessageRole
  /** The text the caller may read: all of it, or the preview of an unpaid answer. */
  content: string
  /** True when `content` is cut at the paywall. */
  isPreview: boolean
  state: TAiMessageState
  error: string | null
  createdAt: Date
}

type TRow = { id: string; role: number; content: string; state: TAiMessageState; error: string | null; created_at: Date | string }

/** Whether an assistant message of an order paid or not reads in full. */
function visibleText(content: string, role: number, isPaid: boolean): { content: string; isPreview: boolean } {
  if (isPaid || role !== AI_MESSAGE_ROLE.assistant) return { content, isPreview: false }
  return { content: content.slice(0, AI_ORDER_PREVIEW_CHARS), isPreview: true }
}

/** Service read (the content column is not granted to clients): call only after the caller's ownership is checked. */
async function readAiMessages(q: Queryable, o: { aiOrderId: string; isPaid: boolean }): Promise<TAiMessage[]> {
  const rows = await q.query<TRow>(
    `select id::text as id, role, content, state, error, created_at from public.ai_order_messages m where m.ai_order_id = $1::bigint order by m.id`,
    [o.aiOrderId],
  )
  return rows.map((r) => ({
    id: r.id,
    role: Number(r.role) as TAiMessageRole,
    ...visibleText(r.content, Number(r.role), o.isPaid),
    state: r.state,
    error: r.error,
    createdAt: r.created_at instanceof Date ? r.created_at : new Date(r.created_at),
  }))
}

/** The messages of an order the caller was already allowed to read (the GraphQL AiOrder came through its RLS). */
export const listAiMessages = (o: { db: Db; aiOrderId: string; isPaid: boolean }) => asService(o.db, (tx) => readAiMessages(tx, o))
