// The answer job's work for an order whose answers are chat messages (the AI order, the advanced AI order): loads the
// order and its messages, streams the open assistant message through the kernel's answer runner (edge/streams: the
// row's lease, batches, the live channel), then closes it with the «answered» transition, or fails it. A provider
// failure keeps the part received and fails the message with its Russian text (shown as «Ошибка: …»); a run that finds
// a half-written message (the previous attempt's process died mid-stream) takes its lease over and continues it from
// the stored text. A failed first answer fails the order and gives a paid one's payment back; a failed
// clarification's answer gives the clarification back and the order stays answered. The product names only its
// prompt, what it reads besides the messages, and what its close adds.
import type { AppDeps } from '../context'
import { asService, type Tx } from '../db/port'
import { z } from 'zod'
import { AiError } from '../ai/errors'
import type { TAi } from '../ai/port'
import { textCall, type TTextPrompt } from '../ai/prompts/prompt'
import { returnFailedAnswer } from '../money/return-failed-answer'
import { closeAnswer, lockOpenAnswer } from '../streams/answer-table'
import { continuationOf } from '../streams/drop-repeated-start'
import type { TMessageAnswerTable } from '../streams/message-answers'
import { runAnswer } from '../streams/run-answer'
import { defineJob } from '../jobs/registry'
import { jobDeps } from '../jobs/job-deps'
import { AI_MESSAGE_ROLE, AI_ORDER_CLARIFICATIONS } from '../../domain/ai-order/ai-order-input'
import { failedAnswerText } from '../../domain/ai-order/failed-answer'
import { statusesOfSteps, type TOrderMachine } from './order-machine'
import { spendKeyOf } from './pay-from-balance'
import { tryTransition } from './transition'
import { enqueueIndexing, type TOriginalityKind } from '../originality/originality-kinds'

export type TAnswerOutcome = 'answered' | 'failed' | 'skipped'

type TAnswerableOrder = { id: string; unifiedOrderId: string; userId: string | null; isPaid: boolean; clarificationsCountLeft: number; status: number }
type TMessage = { id: string; role: number; content: string; state: string }

/** The conversation the open answer follows. */
export type TAnswerTurns = {
  /** The order's first question. */
  question: string
  /** Before a clarification: the turns it follows (question and answers). */
  history: { role: 'user' | 'assistant'; content: string }[]
  clarification: string | null
  isClarification: boolean
}

/** The deltas of an answer: what the runner calls with the text a previous runner left. */
type TAnswerSource = (p: { partial: string; signal: AbortSignal }) => AsyncIterable<string>

/** One answer about to be written: its deltas, the product's filter, and what its close writes besides the state. */
export type TAnswerWriting = {
  source: TAnswerSource
  filter?: { push(delta: string): string; end(): string }
  /** Outside any transaction, once the text is whole: columns set and log facts of the «answered» transition. */
  done?: (text: string) => Promise<{ set?: Readonly<Record<string, unknown>>; detail?: Readonly<Record<string, unknown>> }>
}

export type TMessageOrderAnswer<S extends string, O extends TAnswerableOrder, X> = {
  machine: TOrderMachine<S, O>
  table: TMessageAnswerTable
  /** The log lines' name of the product ('ai order'). */
  name: string
  /** The log facts' key of the answer's id ('messageId'). */
  idKey: string
  /** What the product reads besides the order and its messages (a subject's title, the references). */
  load: (tx: Tx, order: O) => Promise<X>
  /** Work a run does first in a status the answer does not start from (a search); true when it moved the order. */
  prepare?: (deps: AppDeps, order: O, messages: readonly TMessage[]) => Promise<boolean>
  /** Why an empty text is a failure, for the log. */
  empty: string
  /** The answer is a text a student may hand in: once written it joins the originality index under this kind. */
  finishedText?: TOriginalityKind
  write: (deps: AppDeps, w: { order: O; extra: X; turns: TAnswerTurns; messageId: string }) => TAnswerWriting
}

const INTERRUPTED = 'Ответ прервался. Задай вопрос ещё раз чуть позже'
const UNAVAILABLE = 'Сервис генерации временно недоступен. Попробуй еще раз позже'

/** A versioned text prompt as an answer's source, continued from `partial` when a previous runner left some. */
export function promptSource<I extends object>(ai: TAi, prompt: TTextPrompt<I>, input: I): TAnswerSource {
  return ({ partial, signal }) => continuationOf(ai.streamText(textCall(prompt, { ...input, ...(partial && { partial }) }, { signal })), partial, ai.info.isDemo)
}

/**
 * `abandoned`: the job died for good (its process died in the last attempt): an answer still open is failed at once
 * (a paid one refunded) instead of written.
 */
export async function answerMessageOrder<S extends string, O extends TAnswerableOrder, X>(
  p: TMessageOrderAnswer<S, O, X>,
  o: { deps: AppDeps; orderId: string; finalAttempt: boolean; abandoned?: boolean },
): Promise<TAnswerOutcome> {
  const { deps } = o
  const m = p.machine
  const load = () =>
    asService(deps.db, async (tx) => {
      const [row] = await tx.query<Record<string, unknown>>(`select ${m.columns} from ${m.table} where id = $1::bigint`, [o.orderId])
      if (!row) return null
      const order = m.toOrder(row)
      const messages = await tx.query<TMessage>(`select id::text as id, role, content, state from ${p.table.messages} m where m.${p.table.parentKey} = $1::bigint order by m.id`, [o.orderId])
      return { order, messages, extra: await p.load(tx, order) }
    })
  let loaded = await load()
  if (loaded && p.prepare && !o.abandoned && (await p.prepare(deps, loaded.order, loaded.messages))) loaded = await load()
  // An answer is written in the statuses «answered» moves from; a dead job's is failed in those «failed» moves from.
  const open = statusesOfSteps(m, [o.abandoned ? 'failed' : 'answered']).map((s) => m.statusId(s))
  if (!loaded || !open.includes(loaded.order.status)) return 'skipped'
  const { order, messages } = loaded
  const answer = messages.at(-1)
  if (!answer || Number(answer.role) !== AI_MESSAGE_ROLE.assistant || answer.state !== 'streaming') return 'skipped'
  const turns = messages.slice(0, -1).filter((t) => Number(t.role) !== AI_MESSAGE_ROLE.system)
  const isClarification = turns.length > 1
  const failing = { orderId: order.id, messageId: answer.id, isClarification }
  if (o.abandoned) return (await fail(p, deps, { ...failing, runnerId: null, cause: INTERRUPTED })) ?? 'skipped'

  const writing = p.write(deps, {
    order,
    extra: loaded.extra,
    messageId: answer.id,
    turns: {
      question: turns[0]?.content ?? '',
      history: isClarification ? turns.slice(0, -1).map((t) => ({ role: Number(t.role) === AI_MESSAGE_ROLE.user ? ('user' as const) : ('assistant' as const), content: t.content })) : [],
      clarification: isClarification ? (turns.at(-1)?.content ?? null) : null,
      isClarification,
    },
  })
  const outcome = await runAnswer<TAnswerOutcome>({
    deps,
    table: p.table,
    parentId: order.id,
    unifiedOrderId: order.unifiedOrderId,
    messageId: answer.id,
    source: writing.source,
    filter: writing.filter,
    async close({ runnerId, text, failure, release }) {
      const e = failure ?? (text.length === 0 ? new AiError('bad_output', p.empty) : null)
      if (e) {
        // Nothing went out yet: a retryable failure gets another attempt with a clean slate.
        if (text.length === 0 && !o.finalAttempt && (!(e instanceof AiError) || e.retryable)) {
          await release()
          throw e
        }
        deps.log.warn(`${p.name}: answer failed`, { orderId: order.id, received: text.length, ...(e instanceof AiError ? e.toLog() : { error: String(e) }) })
        return fail(p, deps, { ...failing, runnerId, cause: e instanceof AiError ? e.message : UNAVAILABLE })
      }
      const closing = (await writing.done?.(text)) ?? {}
      return asService(deps.db, async (tx) => {
        if (!(await closeAnswer(tx, p.table, { messageId: answer.id, runnerId, state: 'done' }))) return null
        if (p.finishedText) await enqueueIndexing(tx, p.finishedText, [answer.id])
        await tryTransition(tx, deps.realtime, m, {
          orderId: order.id,
          name: isClarification ? 'clarificationAnswered' : 'answered',
          by: 'job',
          ...(closing.set && { set: closing.set }),
          detail: { [p.idKey]: answer.id, characters: text.length, ...closing.detail },
        })
        return 'answered' as const
      })
    },
  })
  // Another runner holds the answer's lease: a later attempt finds it written, or its runner gone and continues it.
  if (outcome === 'busy' && !o.finalAttempt) throw new Error(`${p.name} ${order.id}: the answer is being written by another runner`)
  return outcome === 'busy' || outcome === 'lost' || outcome === 'abandoned' ? 'skipped' : outcome
}

/**
 * Closes the open message as failed, under the order's row lock: a second run closing the same answer finds it
 * settled. With `runnerId`, only while that runner holds the answer's lease (null when it was taken over).
 */
async function fail<S extends string, O extends TAnswerableOrder, X>(
  p: TMessageOrderAnswer<S, O, X>,
  deps: AppDeps,
  o: { orderId: string; messageId: string; runnerId: string | null; cause: string; isClarification: boolean },
): Promise<TAnswerOutcome | null> {
  const m = p.machine
  const failsFrom = statusesOfSteps(m, ['failed']).map((s) => m.statusId(s))
  return asService(deps.db, async (tx) => {
    const [row] = await tx.query<Record<string, unknown>>(`select ${m.columns} from ${m.table} where id = $1::bigint for update`, [o.orderId])
    if (!row || !failsFrom.includes(Number(row.status))) return 'failed'
    if (!(await lockOpenAnswer(tx, p.table, o))) return o.runnerId ? null : 'failed'
    const order = m.toOrder(row)
    const { returned, refund } = await returnFailedAnswer(tx, deps.realtime, {
      userId: order.userId,
      isPaid: order.isPaid,
      isClarification: o.isClarification,
      spendKey: spendKeyOf(m, order.id),
      ref: `${m.payment?.ref}:${order.id}`,
    })
    const error = failedAnswerText(o.cause, returned)
    await closeAnswer(tx, p.table, { messageId: o.messageId, runnerId: o.runnerId, state: 'failed', error })
    await tryTransition(tx, deps.realtime, m, {
      orderId: o.orderId,
      name: o.isClarification ? 'clarificationFailed' : 'failed',
      by: 'job',
      ...(o.isClarification && { set: { clarifications_count_left: Math.min(order.clarificationsCountLeft + 1, AI_ORDER_CLARIFICATIONS) } }),
      detail: { [p.idKey]: o.messageId, error, ...(Object.keys(refund).length > 0 && { refunded: refund }) },
    })
    return 'failed' as const
  })
}

type TAnswerRun = (o: { deps: AppDeps; orderId: string; finalAttempt: boolean; abandoned?: boolean }) => Promise<TAnswerOutcome>

/**
 * The durable job that writes a message order's answer (`label` names it in the log): the last of the product's
 * attempts fails the message instead of throwing, and a job whose process died in its last attempt settles the order:
 * the open answer fails now, and a paid order gets its tokens back.
 */
export const messageAnswerJob = <S extends string, O>(m: TOrderMachine<S, O>, name: string, label: string, answer: TAnswerRun) => {
  const attempts = m.jobAttempts[name] ?? 3
  return defineJob({
    name,
    schema: z.object({ orderId: z.string().regex(/^\d+$/) }),
    async handler({ orderId }, ctx) {
      const outcome = await answer({ deps: jobDeps(ctx), orderId, finalAttempt: ctx.attempt >= attempts })
      ctx.log.info(`${label} answer`, { orderId, outcome })
    },
    async onDead({ orderId }, ctx) {
      const outcome = await answer({ deps: jobDeps(ctx), orderId, finalAttempt: true, abandoned: true })
      ctx.log.warn(`${label} answer abandoned`, { orderId, outcome, error: ctx.error })
    },
  })
}
