// The order's approved references (found or uploaded, chosen by the client) in list order: citation [n] in the text is the n-th of them.
import type { Queryable } from '../../db/port'
import type { TReferenceData } from '../../sources/reference-data'

export async function approvedReferences(q: Queryable, orderId: string): Promise<(TReferenceData & { id: string })[]> {
  const rows = await q.query<{ id: string; data: unknown }>(
    `select id::text as id, data from public.ai_essay_order_references
      where ai_essay_order_id = $1::bigint and status = 'approved' order by position, id`,
    [orderId],
  )
  return rows.map((r) => ({ id: r.id, ...((typeof r.data === 'string' ? JSON.parse(r.data) : r.data) as TReferenceData) }))
}
