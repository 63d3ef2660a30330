// The order's approved references (found or uploaded, chosen by the client) in list order: citation [n] in the text is the n-th of them.
// The list is kept in the GOST order (domain/sources/reference-order.ts), so the text is written with the numbers the
// document prints.
import type { Queryable } from '../../db/port'
import type { TReferenceData } from '../../sources/reference-data'
import { referenceLineOrderKey, referenceOrderKey, sortReferences } from '../../../domain/sources/reference-order'

/**
 * The chosen references' ids in the GOST order of their records (their GOST lines for a reference stored without one);
 * two with one key stay in the order the client gave them.
 */
export function inReferenceOrder(rows: readonly { id: string; data: unknown }[], given: readonly string[]): string[] {
  const keyed = [...rows].sort((a, b) => given.indexOf(a.id) - given.indexOf(b.id)).map((r) => ({ id: r.id, data: (typeof r.data === 'string' ? JSON.parse(r.data) : r.data) as Partial<TReferenceData> | null }))
  return sortReferences(keyed, ({ data }) =>
    data?.record ? referenceOrderKey(data.record) : referenceLineOrderKey(data?.formatted ?? data?.title ?? ''),
  ).map((r) => r.id)
}

export async function approvedReferences(q: Queryable, orderId: string): Promise<(TReferenceData & { id: string })[]> {
  const rows = await q.query<{ id: string; data: unknown }>(
    `select id::text as id, data from public.ai_essay_order_references
      where ai_essay_order_id = $1::bigint and status = 'approved' order by position, id`,
    [orderId],
  )
  return rows.map((r) => ({ id: r.id, ...((typeof r.data === 'string' ? JSON.parse(r.data) : r.data) as TReferenceData) }))
}
