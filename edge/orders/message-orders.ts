// Orders whose answers are chat messages (the AI order, the advanced AI order): asking — a new order with its question
// and the empty answer its job fills, in one transaction under the AI answer limits —, paying for the answer from the
// balance, and a paid order's clarification, which adds a turn, takes one clarification off the count and enqueues the
// job again.
import type { AppDeps } from '../context'
import { asService, refusesAnalytics, type Caller, type Queryable } from '../db/port'
import { AppError } from '../http/errors'
import { checkAllowed } from '../auth/assert-allowed'
import type { TMessageAnswerTable } from '../streams/message-answers'
import { AI_MESSAGE_ROLE, AI_ORDER_CLARIFICATIONS, AI_ORDER_MESSAGES, ZAiClarificationInput } from '../../domain/ai-order/ai-order-input'
import { takeAiAnswerLimit } from './ai-answer-limit'
import { createOrder } from './create-order'
import { takeGuestAiLimit } from './guest-limits'
import { statusesOfSteps, type TOrderMachine } from './order-machine'
import { ownerOf } from './owner'
import { parseOrderInput } from './parse-order-input'
import { payFromBalance } from './pay-from-balance'
import { transition } from './transition'
import { withOwnOrder } from './with-own-order'

type TMessageOrder = { id: string; userId: string | null; status: number; isPaid: boolean; price: number; clarificationsCountLeft: number }

/** The question (or clarification) and the empty assistant message the answer job fills. */
export async function insertMessageTurn(q: Queryable, table: TMessageAnswerTable, o: { orderId: string; question: string }): Promise<void> {
  await q.query(
    `insert into ${table.messages} (${table.parentKey}, role, content, state) values ($1::bigint, $2, $3, 'done'), ($1::bigint, $4, '', 'streaming')`,
    [o.orderId, AI_MESSAGE_ROLE.user, o.question, AI_MESSAGE_ROLE.assistant],
  )
}

/**
 * A new order asking `question`: refused for a restricted client, counted against the client's (or guest browser's)
 * AI answers and, for a guest, the address's and all guests' limits; `values` runs first in the transaction (checks
 * that need the database) and gives the product's own columns. Every message order keeps its price, the clarifications
 * it may ask, and which AI (and prompt version) answers it.
 */
export async function createMessageOrder<S extends string, O extends { id: string }>(
  m: TOrderMachine<S, O>,
  table: TMessageAnswerTable,
  o: { deps: AppDeps; caller: Caller; ip: string | null },
  ask: { question: string; status: S; job: string; price: number; prompt: { version: number }; values: (tx: Queryable) => Promise<Readonly<Record<string, unknown>>> },
): Promise<O> {
  const owner = ownerOf(o.caller)
  const ai = o.deps.ports.ai.info
  return asService(o.deps.db, async (tx) => {
    if (owner.userId) await checkAllowed(tx, owner.userId, 'orders')
    await takeAiAnswerLimit(tx, owner)
    await takeGuestAiLimit(tx, { owner, ip: o.ip, settings: o.deps.settings })
    const values = {
      ...(await ask.values(tx)),
      price: ask.price,
      clarifications_count_left: AI_ORDER_CLARIFICATIONS,
      ai_provider: ai.model,
      is_demo: ai.isDemo,
      prompt_version: ask.prompt.version,
    }
    const order = await createOrder(tx, m, { noAnalytics: refusesAnalytics(o.caller), owner, text: ask.question, status: ask.status, values, job: ask.job })
    await insertMessageTurn(tx, table, { orderId: order.id, question: ask.question })
    return order
  })
}

/**
 * TryToPay…FromBalance of a message order (orders.md §7): the signed-in owner pays the order's price and the whole
 * answer opens. Under the order's row lock the charge (keyed by the order) and the paid mark go in one transaction, so
 * ten calls at once charge once; a paid order (a second click, another tab) comes back as it is, nothing charged; an
 * order whose first answer failed has nothing to pay for.
 */
export async function payMessageOrder<S extends string, O extends TMessageOrder>(
  m: TOrderMachine<S, O> & { statusId: (name: 'failed') => number },
  o: { deps: AppDeps; caller: Caller; unifiedOrderId: unknown },
): Promise<O> {
  const failed = m.statusId('failed')
  const machine: TOrderMachine<S, O> = m
  return withOwnOrder(machine, { ...o, signedIn: 'Войди, чтобы оплатить ответ' }, async (tx, order) => {
    if (order.isPaid) return order
    if (order.status === failed) throw new AppError('STALE_STEP', 'Ответ не получен, оплачивать нечего', { status: order.status })
    return payFromBalance(tx, o.deps, machine, { order, price: order.price })
  })
}

/**
 * A paid order's owner asks a follow-up once the last answer is there; at zero clarifications it is refused with
 * LIMIT. `set`: what else the «clarified» transition clears.
 */
export async function clarifyMessageOrder<S extends string, O extends TMessageOrder>(
  m: TOrderMachine<S, O>,
  table: TMessageAnswerTable,
  o: { deps: AppDeps; caller: Caller; unifiedOrderId: unknown; question: unknown },
  set: Readonly<Record<string, unknown>> = {},
): Promise<O> {
  const { question } = parseOrderInput(ZAiClarificationInput, { question: o.question })
  const answered = statusesOfSteps(m, ['clarified']).map((s) => m.statusId(s))
  return withOwnOrder(m, o, async (tx, order) => {
    if (!order.isPaid) throw new AppError('CONFLICT', AI_ORDER_MESSAGES.clarifyUnpaid, { reason: 'unpaid' })
    if (order.clarificationsCountLeft <= 0) throw new AppError('LIMIT', AI_ORDER_MESSAGES.noClarificationsLeft, { limit: AI_ORDER_CLARIFICATIONS, reason: 'clarifications' })
    if (!answered.includes(order.status)) throw new AppError('STALE_STEP', AI_ORDER_MESSAGES.clarifyWhileAnswering, { status: order.status })
    await insertMessageTurn(tx, table, { orderId: order.id, question })
    return transition(tx, o.deps.realtime, m, {
      orderId: order.id,
      name: 'clarified',
      by: 'client',
      set: { clarifications_count_left: order.clarificationsCountLeft - 1, ...set },
      detail: { left: order.clarificationsCountLeft - 1 },
    })
  })
}
