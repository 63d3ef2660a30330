// The reference-search step (4 → 5): finds sources relevant to the topic and the approved outline and stores one page
// of them as «found» in relevance order (a later page skips what was offered before), then shows the selection screen.
// Guarded by status; a failed search retries, then fails the order.
import type { AppDeps } from '../../context'
import { asCaller, type Caller } from '../../db/port'
import { SERVICE } from '../../auth/service-caller'
import type { SourcesPort } from '../../sources/port'
import { findReferences, type TFoundReference } from '../../sources/find-references'
import { REFERENCES_PAGE } from '../../../domain/sources/search-note'
import type { TSourceRecord } from '../../../domain/sources/reference'
import { ESSAY_STATUS } from '../../../domain/essay/statuses'
import { aiEssayOrderRoom } from '../../../domain/realtime'
import { loadEssayOrder } from '../order/essay-order-row'
import { tryTransition } from '../../orders/transition'
import { ESSAY_MACHINE } from '../order/essay-machine'
import { toReferenceData } from '../../sources/reference-data'

const REFERENCES_NOT_FOUND = 'Не нашли источники по теме. Добавь свои источники или измени тему'

export async function searchEssayReferences(o: { deps: AppDeps; sources: SourcesPort; orderId: string; finalAttempt: boolean }): Promise<'found' | 'skipped' | 'failed'> {
  const order = await loadEssayOrder(o.deps.db, o.orderId)
  if (!order) return 'skipped'
  if (order.status !== ESSAY_STATUS.searchReferences) return 'skipped'
  const caller: Caller | undefined = order.userId ? { role: 'authenticated', userId: order.userId } : undefined
  const offered = await offeredBefore(o.deps, order.id)
  let found: TFoundReference[]
  try {
    const work = { topic: order.topic, chapters: (order.outline ?? []).map((c) => c.title) }
    found = (await findReferences(o.sources, work, caller, { exclude: offered.records })).slice(0, REFERENCES_PAGE)
  } catch (e) {
    if (!o.finalAttempt) throw e
    await finish(o, order.id, [], { page: offered.lastPage, exhausted: false, error: `${(e as Error).message}` })
    return 'failed'
  }
  const exhausted = found.length === 0 && offered.lastPage > 0
  await finish(o, order.id, found, { page: exhausted ? offered.lastPage : offered.lastPage + 1, exhausted, error: null })
  return 'found'
}

/** The works this order's searches offered before and the client set aside (or a «Найти другие источники» replaced). */
async function offeredBefore(deps: AppDeps, orderId: string): Promise<{ records: TSourceRecord[]; lastPage: number }> {
  const rows = await asCaller(deps.db, SERVICE, (tx) =>
    tx.query<{ data: unknown }>(`select data from public.ai_essay_order_references where ai_essay_order_id = $1::bigint and status = 'removed' and not added_by_client`, [orderId]),
  )
  const data = rows.map((r) => (typeof r.data === 'string' ? JSON.parse(r.data) : r.data) as { record?: TSourceRecord; page?: number })
  return { records: data.flatMap((d) => (d.record ? [d.record] : [])), lastPage: Math.max(0, ...data.map((d) => d.page ?? 0)) }
}

async function finish(o: { deps: AppDeps; orderId: string }, orderId: string, found: TFoundReference[], r: { page: number; exhausted: boolean; error: string | null }) {
  const exhausted = r.exhausted
  await asCaller(o.deps.db, SERVICE, async (tx) => {
    const moved = await tryTransition(tx, o.deps.realtime, ESSAY_MACHINE, {
      orderId,
      name: 'references-found',
      by: 'job',
      set: { reference_search_status: r.error ? 'failed' : 'done', error_message: r.error ? REFERENCES_NOT_FOUND : null },
      detail: { count: found.length, page: r.page, exhausted, ...(r.error && { error: r.error }) },
    })
    // The client asked for another search (or left the step) meanwhile: that run owns the list.
    if (!moved.ok) return
    // Nothing new on a later page: the page offered last comes back, and the summary says the search is exhausted.
    if (exhausted) {
      await tx.query(
        `update public.ai_essay_order_references set status = 'found' where ai_essay_order_id = $1::bigint and status = 'removed' and not added_by_client and (data->>'page')::int = $2`,
        [orderId, r.page],
      )
    }
    let position = 0
    for (const { hit, query, relevance, concepts } of found) {
      const why = concepts.length ? `Совпадает с темой: ${concepts.join(', ')}` : null
      const data = { ...toReferenceData(hit.record, { query, relevance, why }), page: r.page }
      await tx.query(`insert into public.ai_essay_order_references (ai_essay_order_id, status, position, data) values ($1::bigint, 'found', $2, $3::text::jsonb)`, [orderId, position++, JSON.stringify(data)])
    }
    await o.deps.realtime.publish(tx, { room: aiEssayOrderRoom(orderId), event: 'ai-essay-order-references-search-request-changed', data: { id: orderId, status: r.error ? 'failed' : 'done' } })
  })
}
