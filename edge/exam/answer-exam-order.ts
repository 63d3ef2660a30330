// The answering job's work for one order: each pending ticket in order gets its answer (answer-exam-ticket.ts), saved
// at once with a progress event on the order's room, so the page fills in live and a rerun after a crash goes on
// where it stopped. A run answers at most EXAM_TICKETS_PER_RUN tickets and then queues its continuation, so no run
// outlives a platform's time limit (a Worker's queue consumer) however long the list. When none is left the order
// moves to «ready»; the last failed attempt moves it to «failed».
import type { AppDeps } from '../context'
import { asService } from '../db/port'
import { AiError } from '../ai/errors'
import { tryTransition } from '../orders/transition'
import { unifiedOrderRoom } from '../../domain/realtime'
import { EXAM_ORDER_MACHINE } from './exam-order-machine'
import { EXAM_ORDER_COLUMNS, toExamOrder, type TExamOrderRow } from './exam-order-row'
import { answerExamTicket } from './answer-exam-ticket'
import { EXAM_ANSWER_ATTEMPTS } from './exam-order-machine'
import { EXAM_ANSWER_JOB } from '../../domain/exam/order-statuses'
import { enqueueJob } from '../jobs/queue'

/** Tickets one run answers before it hands the rest to a fresh job (with AI answers of ~10 s, under two minutes). */
const EXAM_TICKETS_PER_RUN = 10

const FAILED = 'Не получилось подготовить ответы: попробуй ещё раз, токены не списаны'

export async function answerExamOrder(o: { deps: AppDeps; orderId: string; finalAttempt: boolean }): Promise<'done' | 'continued' | 'skipped' | 'failed'> {
  const { deps } = o
  const [row] = await asService(deps.db, (tx) => tx.query<TExamOrderRow>(`select ${EXAM_ORDER_COLUMNS} from public.exam_orders where id = $1::bigint`, [o.orderId]))
  if (!row) return 'skipped'
  const order = toExamOrder(row)
  if (order.status !== 'answering') return 'skipped'
  const pending = await asService(deps.db, (tx) =>
    tx.query<{ id: string; position: number; question: string }>(
      `select id::text as id, position, question from public.exam_tickets where exam_order_id = $1::bigint and status = 'pending' order by position limit $2`,
      [order.id, EXAM_TICKETS_PER_RUN],
    ),
  )
  const room = unifiedOrderRoom(order.unifiedOrderId)
  for (const t of pending) {
    let a: Awaited<ReturnType<typeof answerExamTicket>>
    try {
      a = await answerExamTicket(deps, { question: t.question, position: Number(t.position) })
    } catch (e) {
      const retryable = e instanceof AiError ? e.retryable : true
      deps.log.warn('exam order: a ticket failed', { orderId: order.id, position: t.position, error: e instanceof AiError ? `${e.code}: ${e.detail}` : String(e) })
      if (retryable && !o.finalAttempt) throw e
      await asService(deps.db, (tx) =>
        tryTransition(tx, deps.realtime, EXAM_ORDER_MACHINE, { orderId: order.id, name: 'failed', by: 'job', set: { error_description: FAILED }, detail: { position: t.position } }),
      )
      return 'failed'
    }
    await asService(deps.db, async (tx) => {
      const [saved] = await tx.query<{ id: string }>(
        `update public.exam_tickets set status = 'answered', source = $2, answer = $3, library_work_id = $4::bigint, ai_provider = $5, answered_at = now()
          where id = $1::bigint and status = 'pending' returning id::text as id`,
        [t.id, a.source, a.answer, a.libraryWorkId, a.aiProvider],
      )
      if (!saved) return
      if (a.aiProvider === 'demo') await tx.query(`update public.exam_orders set has_demo = true where id = $1::bigint and not has_demo`, [order.id])
      await deps.realtime.publish(tx, { room, event: EXAM_ORDER_MACHINE.changedEvent, data: { id: order.id, ticket: Number(t.position), source: a.source } })
    })
  }
  return asService(deps.db, async (tx) => {
    const [left] = await tx.query<{ n: number }>(`select count(*)::int as n from public.exam_tickets where exam_order_id = $1::bigint and status = 'pending'`, [order.id])
    const n = Number(left?.n ?? 0)
    if (n > 0) {
      // Keyed by what is left, so a repeated run queues the same continuation once.
      await enqueueJob(tx, { name: EXAM_ANSWER_JOB, payload: { orderId: order.id }, key: `${EXAM_ANSWER_JOB}:${order.id}:left-${n}`, maxAttempts: EXAM_ANSWER_ATTEMPTS })
      return 'continued' as const
    }
    const moved = await tryTransition(tx, deps.realtime, EXAM_ORDER_MACHINE, { orderId: order.id, name: 'answered', by: 'job' })
    return moved.ok ? ('done' as const) : ('skipped' as const)
  })
}
