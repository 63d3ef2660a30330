// Puts every text that exists but is not in the originality index yet into it (`npm run originality:backfill`): the
// texts written before the index existed, or any the index jobs missed. Each kind's finished texts without an entry are
// queued as index jobs of up to 500 ids at background priority, so the worker (the Cron and the Queue on Workers) does
// the work and nobody waits on it. A re-run queues only what is still missing.
import { asService, type Db } from '../db/port'
import { ESSAY_STATUS } from '../../domain/essay/statuses'
import { REFERAT_ORDER_STATUSES } from '../../domain/referat/order-statuses'
import { AI_MESSAGE_ROLE } from '../../domain/ai-order/ai-order-input'
import { enqueueIndexing, type TOriginalityKind } from './originality-kinds'

const BATCH = 500

/** Each kind's finished texts, as `id::text as id` with the text's table aliased `t`. */
const FINISHED: Record<Exclude<TOriginalityKind, 'upload'>, { sql: string; params: unknown[] }> = {
  library_work: { sql: `select t.id::text as id from public.library_works t where t.published`, params: [] },
  referat: { sql: `select t.id::text as id from public.referats t where t.status = 'published'`, params: [] },
  text_work: { sql: `select t.id::text as id from public.ai_essay_orders t where t.status = $1 and t.final_text is not null`, params: [ESSAY_STATUS.completed] },
  referat_order: { sql: `select t.id::text as id from public.ai_referat_orders t where t.status = $1 and t.content is not null`, params: [REFERAT_ORDER_STATUSES.ids.COMPLETED] },
  ai_answer: { sql: `select t.id::text as id from public.ai_order_messages t where t.role = $1 and t.state = 'done'`, params: [AI_MESSAGE_ROLE.assistant] },
}

export async function backfillOriginality(db: Db): Promise<Record<string, number>> {
  const queued: Record<string, number> = {}
  for (const [kind, q] of Object.entries(FINISHED) as [Exclude<TOriginalityKind, 'upload'>, { sql: string; params: unknown[] }][]) {
    const n = q.params.length + 1
    const missing = await asService(db, (tx) =>
      tx.query<{ id: string }>(
        `${q.sql} and not exists (select 1 from private.originality_documents d where d.kind = $${n} and d.source_id = t.id::text) order by t.id`,
        [...q.params, kind],
      ),
    )
    for (let i = 0; i < missing.length; i += BATCH) {
      await asService(db, (tx) => enqueueIndexing(tx, kind, missing.slice(i, i + BATCH).map((r) => r.id)) ?? Promise.resolve(''))
    }
    queued[kind] = missing.length
  }
  return queued
}
