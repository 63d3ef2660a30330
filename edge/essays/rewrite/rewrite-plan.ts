// The rewrite plan of a finished work as it stands: its text against its outline now, and the sources its citations
// number (text_reference_ids, or the approved list when that has not changed) against the approved list now.
import type { Queryable } from '../../db/port'
import { planRewrite, type TRewritePlan } from '../../../domain/essay/rewrite-sections'
import type { TEssayOrder } from '../order/essay-order-row'
import { approvedReferences } from '../references/approved-references'

export async function textReferenceIds(q: Queryable, orderId: string): Promise<string[] | null> {
  const [row] = await q.query<{ ids: unknown }>(`select text_reference_ids as ids from public.ai_essay_orders where id = $1::bigint`, [orderId])
  const ids = typeof row?.ids === 'string' ? (JSON.parse(row.ids) as unknown) : row?.ids
  return Array.isArray(ids) ? ids.map(String) : null
}

export async function loadRewritePlan(q: Queryable, order: TEssayOrder): Promise<TRewritePlan & { approvedIds: string[] }> {
  const approvedIds = (await approvedReferences(q, order.id)).map((r) => r.id)
  const oldSourceIds = (await textReferenceIds(q, order.id)) ?? approvedIds
  return { ...planRewrite({ old: order.finalText ?? [], outline: order.outline ?? [], oldSourceIds, newSourceIds: approvedIds }), approvedIds }
}
