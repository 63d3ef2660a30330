// The parts of a text-work order read on demand: its references and its log, under the caller's row-level security.
import { asCaller, type Caller, type Db } from '../../db/port'

export type TEssayReference = {
  id: string
  status: string
  addedByClient?: boolean
  data: { title: string; author?: string | null; year?: number | null; source?: string | null; url?: string | null; query?: string | null; why?: string | null; relevance?: number | null; inText?: string | null; formatted?: string | null; file?: { id: string; name: string; size: number } | null }
}

const json = <T>(v: unknown): T => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T))

/** The references of several orders in one query (a list of orders asks once), keyed by order id. */
export async function listEssayReferences(o: { db: Db; caller: Caller; orderIds: readonly string[] }): Promise<Map<string, TEssayReference[]>> {
  const rows = await asCaller(o.db, o.caller, (tx) =>
    tx.query<{ order_id: string; id: string; status: string; data: unknown; added_by_client: boolean }>(
      `select ai_essay_order_id::text as order_id, id::text as id, status, data, added_by_client from public.ai_essay_order_references
        where ai_essay_order_id = any($1::bigint[]) and status <> 'removed' order by position, id`,
      [o.orderIds],
    ),
  )
  return groupBy(rows, (r) => ({ id: r.id, status: r.status, addedByClient: r.added_by_client, data: json<TEssayReference['data']>(r.data) }))
}

/** The logs of several orders in one query, keyed by order id, oldest entry first. */
export async function listEssayLogs(o: { db: Db; caller: Caller; orderIds: readonly string[] }): Promise<Map<string, { event: string; createdAt: Date }[]>> {
  const rows = await asCaller(o.db, o.caller, (tx) =>
    tx.query<{ order_id: string; event: string; created_at: Date | string }>(
      `select ai_essay_order_id::text as order_id, event, created_at from public.ai_essay_order_logs where ai_essay_order_id = any($1::bigint[]) order by id`,
      [o.orderIds],
    ),
  )
  return groupBy(rows, (r) => ({ event: r.event, createdAt: r.created_at instanceof Date ? r.created_at : new Date(r.created_at) }))
}

function groupBy<R extends { order_id: string }, V>(rows: readonly R[], map: (r: R) => V): Map<string, V[]> {
  const out = new Map<string, V[]>()
  for (const r of rows) {
    const list = out.get(r.order_id) ?? []
    list.push(map(r))
    out.set(r.order_id, list)
  }
  return out
}
