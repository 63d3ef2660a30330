// An exam order the caller may see (its client; RLS hides the rest) by its id or its unified order id, with its
// tickets: the whole answer once paid, before that its first lines. Answers are read as the server (no client grant)
// only after RLS proved the order is the caller's.
import { asService, type Caller, type Db } from '../db/port'
import { findOwnOrder } from '../orders/find-own-order'
import { answerPreview } from '../../domain/exam/pricing'
import type { TExamTicketSource, TExamTicketStatus } from '../../domain/exam/order-statuses'
import { EXAM_ORDER_MACHINE } from './exam-order-machine'
import type { TExamOrder } from './exam-order-row'

export type TExamTicket = {
  position: number
  question: string
  status: TExamTicketStatus
  source: TExamTicketSource | null
  /** The full answer when the order is paid, else null. */
  answer: string | null
  /** The first lines, shown before payment (null while pending). */
  preview: string | null
  isDemo: boolean
}

export type TExamOrderView = TExamOrder & { answeredCount: number; tickets: TExamTicket[] }

type TTicketRow = { position: number; question: string; status: TExamTicketStatus; source: TExamTicketSource | null; answer: string | null; ai_provider: string | null }

export const findExamOrder = (o: { db: Db; caller: Caller; id?: unknown; unifiedOrderId?: unknown }): Promise<TExamOrder | null> => findOwnOrder(EXAM_ORDER_MACHINE, o)

/** The tickets of an order already proved visible, answers in full only when `paid`. */
export async function examOrderTickets(db: Db, order: Pick<TExamOrder, 'id' | 'isPaid'>): Promise<TExamTicket[]> {
  const rows = await asService(db, (tx) =>
    tx.query<TTicketRow>(`select position, question, status, source, answer, ai_provider from public.exam_tickets where exam_order_id = $1::bigint order by position`, [order.id]),
  )
  return rows.map((r) => ({
    position: Number(r.position),
    question: r.question,
    status: r.status,
    source: r.source,
    answer: order.isPaid ? r.answer : null,
    preview: r.answer === null ? null : answerPreview(r.answer),
    isDemo: r.ai_provider === 'demo',
  }))
}

export async function getExamOrder(o: { db: Db; caller: Caller; id?: unknown; unifiedOrderId?: unknown }): Promise<TExamOrderView | null> {
  const order = await findExamOrder(o)
  if (!order) return null
  const tickets = await examOrderTickets(o.db, order)
  return { ...order, answeredCount: tickets.filter((t) => t.status === 'answered').length, tickets }
}
