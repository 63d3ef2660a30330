// The advanced AI order's job: on its first run it searches the sources port (edge/sources, the search the text work
// uses for references) for the question and stores up to 5 of the records found — only found records, never made-up
// ones — then streams the answer with the versioned prompt through the kernel's answer runner (edge/streams), with the
// citation guard between the model and the row: numbers beyond the stored references never reach a reader. A
// clarification's run answers with the same references. A half-written answer from a dead worker is continued from
// its stored text, not restarted. A failed first answer fails the order and gives a paid one's tokens back; a failed
// clarification's answer gives the clarification back and the order stays answered.
import type { AppDeps } from '../context'
import { asService } from '../db/port'
import { AiError } from '../ai/errors'
import { textCall } from '../ai/prompts/prompt'
import { PROMPTS } from '../ai/prompts/registry'
import { tryTransition } from '../orders/transition'
import { spendKeyOf } from '../orders/pay-from-balance'
import { AI_MESSAGE_ROLE, AI_ORDER_CLARIFICATIONS } from '../../domain/ai-order/ai-order-input'
import { failedAnswerText } from '../../domain/ai-order/failed-answer'
import { returnFailedAnswer } from '../money/return-failed-answer'
import { ADVANCED_AI_ORDER_STATUS } from '../../domain/advanced-ai-order/order-statuses'
import { ADVANCED_AI_MAX_REFERENCES } from '../../domain/advanced-ai-order/advanced-ai-order-input'
import type { TSourceHit } from '../sources/port'
import { closeAnswer, lockOpenAnswer } from '../streams/answer-table'
import { continuationOf } from '../streams/drop-repeated-start'
import { runAnswer } from '../streams/run-answer'
import { ADVANCED_AI_COLUMNS, ADVANCED_AI_ANSWER_TABLE, ADVANCED_AI_ORDER_MACHINE, toAdvancedAiOrder } from './advanced-ai-order-row'
import { createCitationStream } from './citation-stream'

type TQuery = { id: string; role: number; content: string; state: string }
type TRef = { title: string; author: string | null; year: number | null }

const INTERRUPTED = 'Ответ прервался. Задай вопрос ещё раз чуть позже'

export type TAdvancedAnswerOutcome = 'answered' | 'failed' | 'skipped'

const authorOf = (h: TSourceHit) => {
  const names = h.record.authors.map((a) => [a.family, a.given].filter(Boolean).join(' ')).filter(Boolean)
  return names.length ? names.slice(0, 3).join(', ') + (names.length > 3 ? ' и др.' : '') : null
}
const urlOf = (h: TSourceHit) => h.record.url ?? (h.record.doi ? `https://doi.org/${h.record.doi}` : null)

/** Searches the sources and stores the first found records as references 1…5; moves the order to answering. */
async function findReferences(deps: AppDeps, orderId: string, question: string): Promise<void> {
  let hits: TSourceHit[] = []
  try {
    hits = await deps.ports.sources.searchSources({ query: question.slice(0, 300), limit: ADVANCED_AI_MAX_REFERENCES })
  } catch (e) {
    // No sources is an answer without citations, not a failed order.
    deps.log.warn('advanced ai order: sources search failed', { orderId, error: String(e) })
  }
  const found = hits.slice(0, ADVANCED_AI_MAX_REFERENCES)
  await asService(deps.db, async (tx) => {
    for (const [i, h] of found.entries()) {
      await tx.query(
        `insert into public.advanced_ai_order_references (advanced_ai_order_id, position, source_id, title, author, year, url, source)
         values ($1::bigint, $2, $3, $4, $5, $6, $7, $8) on conflict do nothing`,
        [orderId, i + 1, h.id.slice(0, 300), h.record.title.slice(0, 1000), authorOf(h)?.slice(0, 1000) ?? null, h.record.year, urlOf(h)?.slice(0, 2000) ?? null, h.origin],
      )
    }
    await tryTransition(tx, deps.realtime, ADVANCED_AI_ORDER_MACHINE, { orderId, name: 'sourcesFound', by: 'job', set: { meta: { referencesFound: found.length } }, detail: { references: found.length } })
  })
}

/**
 * `abandoned`: the job died for good (its process died in the last attempt): an answer still open — searching or
 * answering — is failed at once (a paid one refunded) instead of written.
 */
export async function answerAdvancedAiOrder(o: { deps: AppDeps; orderId: string; finalAttempt: boolean; abandoned?: boolean }): Promise<TAdvancedAnswerOutcome> {
  const { deps } = o
  const load = () =>
    asService(deps.db, async (tx) => {
      const [row] = await tx.query<Record<string, unknown>>(`select ${ADVANCED_AI_COLUMNS} from public.advanced_ai_orders where id = $1::bigint`, [o.orderId])
      if (!row) return null
      const queries = await tx.query<TQuery>(`select id::text as id, role, content, state from public.advanced_ai_order_queries q where q.advanced_ai_order_id = $1::bigint order by q.id`, [o.orderId])
      const refs = await tx.query<TRef>(`select title, author, year from public.advanced_ai_order_references where advanced_ai_order_id = $1::bigint order by position`, [o.orderId])
      return { order: toAdvancedAiOrder(row), queries, refs }
    })
  let loaded = await load()
  if (loaded?.order.status === ADVANCED_AI_ORDER_STATUS.searching && !o.abandoned) {
    const question = loaded.queries.find((q) => Number(q.role) === AI_MESSAGE_ROLE.user)?.content ?? ''
    await findReferences(deps, o.orderId, question)
    loaded = await load()
  }
  const openStatuses = o.abandoned ? [ADVANCED_AI_ORDER_STATUS.searching, ADVANCED_AI_ORDER_STATUS.answering] : [ADVANCED_AI_ORDER_STATUS.answering]
  if (!loaded || !(openStatuses as number[]).includes(loaded.order.status)) return 'skipped'
  const { order, queries, refs } = loaded
  const open = queries.at(-1)
  if (!open || Number(open.role) !== AI_MESSAGE_ROLE.assistant || open.state !== 'streaming') return 'skipped'
  const turns = queries.slice(0, -1).filter((q) => Number(q.role) !== AI_MESSAGE_ROLE.system)
  const isClarification = turns.length > 1
  if (o.abandoned) return (await fail(deps, { orderId: order.id, queryId: open.id, runnerId: null, cause: INTERRUPTED, isClarification })) ?? 'skipped'

  const input = {
    question: turns[0]?.content ?? '',
    type: order.type,
    category: order.category,
    references: refs.map((r) => ({ title: r.title, author: r.author, year: r.year == null ? null : Number(r.year) })),
    history: isClarification ? turns.slice(0, -1).map((t) => ({ role: Number(t.role) === AI_MESSAGE_ROLE.user ? ('user' as const) : ('assistant' as const), content: t.content })) : [],
    clarification: isClarification ? (turns.at(-1)?.content ?? null) : null,
  }
  const { ai } = deps.ports
  const guard = createCitationStream(refs.length)
  const outcome = await runAnswer<TAdvancedAnswerOutcome>({
    deps,
    table: ADVANCED_AI_ANSWER_TABLE,
    parentId: order.id,
    unifiedOrderId: order.unifiedOrderId,
    messageId: open.id,
    source: ({ partial, signal }) => continuationOf(ai.streamText(textCall(PROMPTS.advancedAiAnswer, { ...input, ...(partial && { partial }) }, { signal })), partial, ai.info.isDemo),
    filter: guard,
    async close({ runnerId, text, failure, release }) {
      const e = failure ?? (text.length === 0 ? new AiError('bad_output', 'the advanced answer is empty') : null)
      if (e) {
        if (text.length === 0 && !o.finalAttempt && (!(e instanceof AiError) || e.retryable)) {
          await release()
          throw e
        }
        deps.log.warn('advanced ai order: answer failed', { orderId: order.id, received: text.length, ...(e instanceof AiError ? e.toLog() : { error: String(e) }) })
        return fail(deps, { orderId: order.id, queryId: open.id, runnerId, cause: e instanceof AiError ? e.message : 'Сервис генерации временно недоступен. Попробуй еще раз позже', isClarification })
      }
      return asService(deps.db, async (tx) => {
        if (!(await closeAnswer(tx, ADVANCED_AI_ANSWER_TABLE, { messageId: open.id, runnerId, state: 'done' }))) return null
        await tryTransition(tx, deps.realtime, ADVANCED_AI_ORDER_MACHINE, {
          orderId: order.id,
          name: isClarification ? 'clarificationAnswered' : 'answered',
          by: 'job',
          detail: { queryId: open.id, characters: text.length, citationsRemoved: guard.removed },
        })
        return 'answered' as const
      })
    },
  })
  // Another runner holds the answer's lease: a later attempt finds it written, or its runner gone and continues it.
  if (outcome === 'busy' && !o.finalAttempt) throw new Error(`advanced ai order ${order.id}: the answer is being written by another runner`)
  return outcome === 'busy' || outcome === 'lost' || outcome === 'abandoned' ? 'skipped' : outcome
}

// The key pay-advanced-ai-order.ts spends the tokens under.
const spendKey = (orderId: string) => spendKeyOf(ADVANCED_AI_ORDER_MACHINE, orderId)

/**
 * Closes the open answer as failed, under the order's row lock: a second run closing the same answer finds it
 * settled. With `runnerId`, only while that runner holds the answer's lease (null when it was taken over).
 */
async function fail(deps: AppDeps, o: { orderId: string; queryId: string; runnerId: string | null; cause: string; isClarification: boolean }): Promise<TAdvancedAnswerOutcome | null> {
  return asService(deps.db, async (tx) => {
    const [row] = await tx.query<Record<string, unknown>>(`select ${ADVANCED_AI_COLUMNS} from public.advanced_ai_orders where id = $1::bigint for update`, [o.orderId])
    // Searching too: an order whose job died before its sources were found fails from there.
    if (!row || (Number(row.status) !== ADVANCED_AI_ORDER_STATUS.answering && Number(row.status) !== ADVANCED_AI_ORDER_STATUS.searching)) return 'failed'
    if (!(await lockOpenAnswer(tx, ADVANCED_AI_ANSWER_TABLE, { messageId: o.queryId, runnerId: o.runnerId }))) return o.runnerId ? null : 'failed'
    const order = toAdvancedAiOrder(row)
    const { returned, refund } = await returnFailedAnswer(tx, deps.realtime, { userId: order.userId, isPaid: order.isPaid, isClarification: o.isClarification, spendKey: spendKey(order.id), ref: `advanced-ai:${order.id}` })
    const error = failedAnswerText(o.cause, returned)
    await closeAnswer(tx, ADVANCED_AI_ANSWER_TABLE, { messageId: o.queryId, runnerId: o.runnerId, state: 'failed', error })
    await tryTransition(tx, deps.realtime, ADVANCED_AI_ORDER_MACHINE, {
      orderId: o.orderId,
      name: o.isClarification ? 'clarificationFailed' : 'failed',
      by: 'job',
      ...(o.isClarification && { set: { clarifications_count_left: Math.min(order.clarificationsCountLeft + 1, AI_ORDER_CLARIFICATIONS) } }),
      detail: { queryId: o.queryId, error, ...(Object.keys(refund).length > 0 && { refunded: refund }) },
    })
    return 'failed' as const
  })
}
