// The advanced AI order's job: on its first run it searches the sources port (edge/sources, the search the text work
// uses for references) for the question and stores up to 5 of the records found — only found records, never made-up
// ones — then answers as every message order does (edge/orders/answer-message-order.ts: streamed through the answer
// runner, continued after a dead worker, closed or failed, a failed paid answer refunded) with the versioned prompt
// and the citation guard between the model and the row: numbers beyond the stored references never reach a reader. A
// clarification's run answers with the same references.
import type { AppDeps } from '../context'
import { asService } from '../db/port'
import { PROMPTS } from '../ai/prompts/registry'
import { tryTransition } from '../orders/transition'
import { answerMessageOrder, promptSource, type TAnswerOutcome, type TMessageOrderAnswer } from '../orders/answer-message-order'
import { AI_MESSAGE_ROLE } from '../../domain/ai-order/ai-order-input'
import { ADVANCED_AI_ORDER_STATUSES, type TAdvancedAiOrderStatusName } from '../../domain/advanced-ai-order/order-statuses'
import { ADVANCED_AI_MAX_REFERENCES } from '../../domain/advanced-ai-order/advanced-ai-order-input'
import type { TSourceHit } from '../sources/port'
import { ADVANCED_AI_ANSWER_TABLE, ADVANCED_AI_ORDER_MACHINE, type TAdvancedAiOrder } from './advanced-ai-order-row'
import { createCitationStream } from './citation-stream'

type TRef = { title: string; author: string | null; year: number | null }

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

const ADVANCED_AI_ORDER_ANSWER: TMessageOrderAnswer<TAdvancedAiOrderStatusName, TAdvancedAiOrder, TRef[]> = {
  machine: ADVANCED_AI_ORDER_MACHINE,
  table: ADVANCED_AI_ANSWER_TABLE,
  name: 'advanced ai order',
  idKey: 'queryId',
  load: (tx, order) => tx.query<TRef>(`select title, author, year from public.advanced_ai_order_references where advanced_ai_order_id = $1::bigint order by position`, [order.id]),
  async prepare(deps, order, queries) {
    if (order.status !== ADVANCED_AI_ORDER_STATUSES.ids.searching) return false
    await findReferences(deps, order.id, queries.find((q) => Number(q.role) === AI_MESSAGE_ROLE.user)?.content ?? '')
    return true
  },
  empty: 'the advanced answer is empty',
  write(deps, { order, extra: refs, turns }) {
    const guard = createCitationStream(refs.length)
    const input = {
      question: turns.question,
      type: order.type,
      category: order.category,
      references: refs.map((r) => ({ title: r.title, author: r.author, year: r.year == null ? null : Number(r.year) })),
      history: turns.history,
      clarification: turns.clarification,
    }
    return {
      source: promptSource(deps.ports.ai, PROMPTS.advancedAiAnswer, input),
      filter: guard,
      done: async () => ({ detail: { citationsRemoved: guard.removed } }),
    }
  },
}

/**
 * `abandoned`: the job died for good (its process died in the last attempt): an answer still open — searching or
 * answering — is failed at once (a paid one refunded) instead of written.
 */
export const answerAdvancedAiOrder = (o: { deps: AppDeps; orderId: string; finalAttempt: boolean; abandoned?: boolean }): Promise<TAnswerOutcome> =>
  answerMessageOrder(ADVANCED_AI_ORDER_ANSWER, o)
