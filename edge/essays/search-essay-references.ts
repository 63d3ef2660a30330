// The reference-search step (4 → 5): finds sources for the topic and each chapter, stores up to 30 as «found» in
// relevance order, then shows the selection screen. Guarded by status; a failed search retries, then fails the order.
import type { AppDeps } from '../context'
import { asCaller, type Caller } from '../db/port'
import { SERVICE } from '../auth/service-caller'
import type { SourcesPort, TSourceHit } from '../sources/port'
import { ESSAY_LIMITS } from '../../domain/essay/requirements'
import { ESSAY_STATUS } from '../../domain/essay/statuses'
import { aiEssayOrderRoom } from '../../domain/realtime'
import { ESSAY_ORDER_COLUMNS, toEssayOrder, type TEssayOrderRow } from './essay-order-row'
import { logEssayEvent } from './lock-own-order'
import { publishEssayChanged } from './publish-essay-changed'
import { toReferenceData } from './reference-data'

export const REFERENCES_NOT_FOUND = 'Не нашли источники по теме. Добавь свои источники или измени тему'

export async function searchEssayReferences(o: { deps: AppDeps; sources: SourcesPort; orderId: string; finalAttempt: boolean }): Promise<'found' | 'skipped' | 'failed'> {
  const [row] = await asCaller(o.deps.db, SERVICE, (tx) => tx.query<TEssayOrderRow>(`select ${ESSAY_ORDER_COLUMNS} from public.ai_essay_orders where id = $1::bigint`, [o.orderId]))
  if (!row) return 'skipped'
  const order = toEssayOrder(row)
  if (order.status !== ESSAY_STATUS.searchReferences) return 'skipped'
  const caller: Caller | undefined = order.userId ? { role: 'authenticated', userId: order.userId } : undefined
  const queries = [order.topic, ...(order.outline ?? []).map((c) => `${c.title} ${order.topic}`)]
  const seen = new Map<string, { hit: TSourceHit; query: string }>()
  try {
    for (const query of queries) {
      if (seen.size >= ESSAY_LIMITS.references.max) break
      const hits = await o.sources.searchSources({ query, limit: 20, ...(caller && { caller }) })
      for (const hit of hits) if (!seen.has(hit.id) && seen.size < ESSAY_LIMITS.references.max) seen.set(hit.id, { hit, query })
    }
  } catch (e) {
    if (!o.finalAttempt) throw e
    await finish(o, order.id, [], `${(e as Error).message}`)
    return 'failed'
  }
  await finish(o, order.id, [...seen.values()], null)
  return 'found'
}

async function finish(o: { deps: AppDeps; orderId: string }, orderId: string, found: { hit: TSourceHit; query: string }[], error: string | null) {
  await asCaller(o.deps.db, SERVICE, async (tx) => {
    const [locked] = await tx.query<{ status: number }>(`select status from public.ai_essay_orders where id = $1::bigint for update`, [orderId])
    if (!locked || Number(locked.status) !== ESSAY_STATUS.searchReferences) return
    let position = 0
    for (const { hit, query } of found) {
      const data = toReferenceData(hit.record, { query, relevance: Math.round(hit.score * 1000) / 1000, why: hit.subject ? `Источник по теме «${query}»` : null })
      await tx.query(`insert into public.ai_essay_order_references (ai_essay_order_id, status, position, data) values ($1::bigint, 'found', $2, $3::text::jsonb)`, [orderId, position++, JSON.stringify(data)])
    }
    const [saved] = await tx.query<TEssayOrderRow>(
      `update public.ai_essay_orders set status = $2, reference_search_status = $3, error_message = $4 where id = $1::bigint returning ${ESSAY_ORDER_COLUMNS}`,
      [orderId, ESSAY_STATUS.selectReferences, error ? 'failed' : 'done', error ? REFERENCES_NOT_FOUND : null],
    )
    await logEssayEvent(tx, orderId, 'references-found', { count: found.length, ...(error && { error }) })
    await o.deps.realtime.publish(tx, { room: aiEssayOrderRoom(orderId), event: 'ai-essay-order-references-search-request-changed', data: { id: orderId, status: error ? 'failed' : 'done' } })
    await publishEssayChanged(o.deps.realtime, tx, toEssayOrder(saved!))
  })
}
