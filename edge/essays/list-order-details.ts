// The parts of a text-work order read on demand: its references and its log, under the caller's row-level security.
import { asCaller, type Caller, type Db } from '../db/port'

export type TEssayReference = {
  id: string
  status: string
  addedByClient?: boolean
  data: { title: string; author?: string | null; year?: number | null; source?: string | null; url?: string | null; query?: string | null; why?: string | null; relevance?: number | null; inText?: string | null; formatted?: string | null; file?: { id: string; name: string; size: number } | null }
}

const json = <T>(v: unknown): T => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T))

export async function listEssayReferences(o: { db: Db; caller: Caller; orderId: string }): Promise<TEssayReference[]> {
  const rows = await asCaller(o.db, o.caller, (tx) =>
    tx.query<{ id: string; status: string; data: unknown; added_by_client: boolean }>(
      `select id::text as id, status, data, added_by_client from public.ai_essay_order_references
        where ai_essay_order_id = $1::bigint and status <> 'removed' order by position, id`,
      [o.orderId],
    ),
  )
  return rows.map((r) => ({ id: r.id, status: r.status, addedByClient: r.added_by_client, data: json<TEssayReference['data']>(r.data) }))
}

export async function listEssayLogs(o: { db: Db; caller: Caller; orderId: string }): Promise<{ event: string; createdAt: Date }[]> {
  const rows = await asCaller(o.db, o.caller, (tx) =>
    tx.query<{ event: string; created_at: Date | string }>(
      `select event, created_at from public.ai_essay_order_logs where ai_essay_order_id = $1::bigint order by id`,
      [o.orderId],
    ),
  )
  return rows.map((r) => ({ event: r.event, createdAt: r.created_at instanceof Date ? r.created_at : new Date(r.created_at) }))
}
