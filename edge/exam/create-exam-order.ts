// CreateExamOrder: a signed-in client's list of exam questions becomes one order (unified type 8) with a ticket per
// question at the settings' price per ticket; the answering job is enqueued in the same transaction.
import type { AppDeps } from '../context'
import { asCaller, type Caller, type Queryable, refusesAnalytics } from '../db/port'
import { SERVICE } from '../auth/service-caller'
import { AppError } from '../http/errors'
import { assertAllowed } from '../auth/assert-allowed'
import { createOrder } from '../orders/create-order'
import { EXAM_LIMITS, EXAM_MESSAGES, parseExamTickets } from '../../domain/exam/parse-tickets'
import { EXAM_ORDER_STATUSES } from '../../domain/exam/order-statuses'
import { EXAM_ANSWER_JOB } from '../../domain/exam/order-statuses'
import { examTotal } from '../../domain/exam/pricing'
import { EXAM_ORDER_MACHINE } from './exam-order-machine'
import type { TExamOrder } from './exam-order-row'

async function assertWithinLimits(q: Queryable, userId: string): Promise<void> {
  const [n] = await q.query<{ answering: number; hour: number }>(
    `select count(*) filter (where status = $2)::int as answering, count(*) filter (where created_at > now() - interval '1 hour')::int as hour
       from public.exam_orders where user_id = $1::uuid and created_at > now() - interval '1 day'`,
    [userId, EXAM_ORDER_STATUSES.ids.answering],
  )
  if ((n?.answering ?? 0) >= EXAM_LIMITS.answeringPerUser) throw new AppError('TOO_MANY_ATTEMPTS', EXAM_MESSAGES.busy, { retryAfterSeconds: 30 })
  if ((n?.hour ?? 0) >= EXAM_LIMITS.perUserPerHour) throw new AppError('TOO_MANY_ATTEMPTS', EXAM_MESSAGES.tooManyOrders, { retryAfterSeconds: 600 })
}

export async function createExamOrder(o: { deps: AppDeps; caller: Caller; text: unknown }): Promise<TExamOrder> {
  if (o.caller.role !== 'authenticated') throw new AppError('UNAUTHENTICATED', EXAM_MESSAGES.signIn)
  const parsed = parseExamTickets(o.text)
  if (!parsed.ok) throw new AppError('BAD_REQUEST', parsed.error, { category: 'validation', fields: ['text'] })
  const userId = o.caller.userId
  await assertAllowed(o.deps.db, userId, 'orders')
  const ticketPrice = o.deps.settings.EXAM_TICKET_PRICE_TOKENS
  const n = parsed.questions.length
  return asCaller(o.deps.db, SERVICE, async (tx) => {
    // Answers cost AI calls before anything is paid: a client's creates are serialised and counted.
    await tx.query(`select pg_advisory_xact_lock(hashtextextended('exam-order:' || $1, 0))`, [userId])
    await assertWithinLimits(tx, userId)
    const order = await createOrder(tx, EXAM_ORDER_MACHINE, {
      noAnalytics: refusesAnalytics(o.caller),
      owner: { userId, guestFingerprint: null },
      text: `Билеты к экзамену: ${parsed.questions[0]!.slice(0, 200)}`,
      status: 'answering',
      values: { tickets_count: n, ticket_price: ticketPrice, price: examTotal(n, ticketPrice) },
      job: EXAM_ANSWER_JOB,
    })
    await tx.query(
      `insert into public.exam_tickets (exam_order_id, position, question)
       select $1::bigint, q.ord::smallint, q.question from unnest($2::text[]) with ordinality as q (question, ord)`,
      [order.id, parsed.questions],
    )
    return order
  })
}
