// The reference-search step (4 → 5): finds sources for the topic and each chapter, stores up to 30 as «found» in
// relevance order, then shows the selection screen. Guarded by status; a failed search retries, then fails the order.
import type { AppDeps } from '../../context'
import { asCaller, type Caller } from '../../db/port'
import { SERVICE } from '../../auth/service-caller'
import type { SourcesPort, TSourceHit } from '../../sources/port'
import { SOURCE_SUBJECTS, type TSourceSubject } from '../../../domain/sources/subjects'
import { subjectOfTopic } from '../../../domain/sources/subject-of-topic'
import { ESSAY_LIMITS } from '../../../domain/essay/requirements'
import { ESSAY_STATUS } from '../../../domain/essay/statuses'
import { aiEssayOrderRoom } from '../../../domain/realtime'
import { loadEssayOrder } from '../order/essay-order-row'
import { tryTransition } from '../../orders/transition'
import { ESSAY_MACHINE } from '../order/essay-machine'
import { toReferenceData } from './reference-data'

const REFERENCES_NOT_FOUND = 'Не нашли источники по теме. Добавь свои источники или измени тему'

export async function searchEssayReferences(o: { deps: AppDeps; sources: SourcesPort; orderId: string; finalAttempt: boolean }): Promise<'found' | 'skipped' | 'failed'> {
  const order = await loadEssayOrder(o.deps.db, o.orderId)
  if (!order) return 'skipped'
  if (order.status !== ESSAY_STATUS.searchReferences) return 'skipped'
  const caller: Caller | undefined = order.userId ? { role: 'authenticated', userId: order.userId } : undefined
  let found: { hit: TSourceHit; query: string }[]
  try {
    found = await findReferences(o.sources, { topic: order.topic, chapters: (order.outline ?? []).map((c) => c.title) }, caller)
  } catch (e) {
    if (!o.finalAttempt) throw e
    await finish(o, order.id, [], `${(e as Error).message}`)
    return 'failed'
  }
  await finish(o, order.id, found, null)
  return 'found'
}

/**
 * Sources for a topic and its chapters, at most 30, each with the query that found it. The topic's words (or else its
 * best hits) tell its subject; every search then prefers that subject's records, since sharing one common word such as
 * «России» is not relevance.
 */
export async function findReferences(sources: SourcesPort, work: { topic: string; chapters: readonly string[] }, caller?: Caller): Promise<{ hit: TSourceHit; query: string }[]> {
  const seen = new Map<string, { hit: TSourceHit; query: string }>()
  const first = await sources.searchSources({ query: work.topic, limit: 20, ...(caller && { caller }) })
  const subject = subjectOfTopic(work.topic) ?? dominantSubject(first)
  for (const query of [work.topic, ...work.chapters.map((c) => `${c} ${work.topic}`)]) {
    if (seen.size >= ESSAY_LIMITS.references.max) break
    // The subject's name is in every catalogue record of it, so adding it finds the subject's records even when the
    // topic's own words are not in their titles.
    const hits = !subject
      ? query === work.topic ? first : await sources.searchSources({ query, limit: 20, ...(caller && { caller }) })
      : await sources.searchSources({ query: `${query} ${SOURCE_SUBJECTS[subject]}`, limit: 20, subject, ...(caller && { caller }) })
    for (const hit of relevant(hits, subject)) if (!seen.has(hit.id) && seen.size < ESSAY_LIMITS.references.max) seen.set(hit.id, { hit, query })
  }
  return [...seen.values()]
}

/** The subject that carries most of the score among the best hits; null when the hits have no subjects. */
function dominantSubject(hits: readonly TSourceHit[]): TSourceSubject | null {
  const weight = new Map<TSourceSubject, number>()
  for (const h of hits.slice(0, 10)) if (h.subject) weight.set(h.subject, (weight.get(h.subject) ?? 0) + h.score)
  return [...weight].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null
}

/**
 * The client's own sources, remote hits and the topic subject's catalogue records; records of other subjects only to
 * fill up a thin result (fewer than MIN_ON_SUBJECT), best first.
 */
function relevant(hits: readonly TSourceHit[], subject: TSourceSubject | null): TSourceHit[] {
  if (!subject) return [...hits]
  const onSubject = hits.filter((h) => h.origin !== 'catalogue' || h.subject === subject)
  if (onSubject.length >= MIN_ON_SUBJECT) return onSubject
  return [...onSubject, ...hits.filter((h) => !onSubject.includes(h)).slice(0, MIN_ON_SUBJECT - onSubject.length)]
}

const MIN_ON_SUBJECT = 5

async function finish(o: { deps: AppDeps; orderId: string }, orderId: string, found: { hit: TSourceHit; query: string }[], error: string | null) {
  await asCaller(o.deps.db, SERVICE, async (tx) => {
    const moved = await tryTransition(tx, o.deps.realtime, ESSAY_MACHINE, {
      orderId,
      name: 'references-found',
      by: 'job',
      set: { reference_search_status: error ? 'failed' : 'done', error_message: error ? REFERENCES_NOT_FOUND : null },
      detail: { count: found.length, ...(error && { error }) },
    })
    // The client asked for another search (or left the step) meanwhile: that run owns the list.
    if (!moved.ok) return
    let position = 0
    for (const { hit, query } of found) {
      const data = toReferenceData(hit.record, { query, relevance: Math.round(hit.score * 1000) / 1000, why: hit.subject ? `Источник по теме «${query}»` : null })
      await tx.query(`insert into public.ai_essay_order_references (ai_essay_order_id, status, position, data) values ($1::bigint, 'found', $2, $3::text::jsonb)`, [orderId, position++, JSON.stringify(data)])
    }
    await o.deps.realtime.publish(tx, { room: aiEssayOrderRoom(orderId), event: 'ai-essay-order-references-search-request-changed', data: { id: orderId, status: error ? 'failed' : 'done' } })
  })
}
