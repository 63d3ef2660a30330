// The rewrite plan of a finished work as it stands: its text against its outline now, and the sources its citations
// number (text_reference_ids, or the approved list when that has not changed) against the approved list now.
import type { Queryable, Tx } from '../../db/port'
import { affectedKeys, assembleRewrite, planRewrite, type TRewritePlan, type TRewriteSection } from '../../../domain/essay/rewrite-sections'
import { ESSAY_ORDER_COLUMNS, toEssayOrder, type TEssayOrder, type TEssayOrderRow } from '../order/essay-order-row'
import { approvedReferences } from '../references/approved-references'
import { recordChangedSections } from '../history/record-text-version'

export async function textReferenceIds(q: Queryable, orderId: string): Promise<string[] | null> {
  const [row] = await q.query<{ ids: unknown }>(`select text_reference_ids as ids from public.ai_essay_orders where id = $1::bigint`, [orderId])
  const ids = typeof row?.ids === 'string' ? (JSON.parse(row.ids) as unknown) : row?.ids
  return Array.isArray(ids) ? ids.map(String) : null
}

export async function generatedSections(q: Queryable, orderId: string): Promise<TRewriteSection[]> {
  const [row] = await q.query<{ generated: unknown }>(`select generated_final_text as generated from public.ai_essay_orders where id = $1::bigint`, [orderId])
  const parsed = typeof row?.generated === 'string' ? (JSON.parse(row.generated) as unknown) : row?.generated
  return Array.isArray(parsed) ? (parsed as TRewriteSection[]) : []
}

export async function loadRewritePlan(q: Queryable, order: TEssayOrder): Promise<TRewritePlan & { approvedIds: string[] }> {
  const approvedIds = (await approvedReferences(q, order.id)).map((r) => r.id)
  const oldSourceIds = (await textReferenceIds(q, order.id)) ?? approvedIds
  return { ...planRewrite({ old: order.finalText ?? [], outline: order.outline ?? [], oldSourceIds, newSourceIds: approvedIds }), approvedIds }
}

/**
 * After a change that affects no section (a chapter renamed or moved, sources reordered or added), the text follows
 * at once: titles and keys from the outline, citations renumbered; nothing is written and the edits stay.
 */
export async function followWithoutWriting(tx: Tx, order: TEssayOrder): Promise<TEssayOrder> {
  const plan = await loadRewritePlan(tx, order)
  if (affectedKeys(plan).length > 0 || !order.finalText || !order.outline) return order
  const { finalText, generatedText } = assembleRewrite({
    current: order.finalText,
    generated: await generatedSections(tx, order.id),
    outline: order.outline,
    oldSourceIds: (await textReferenceIds(tx, order.id)) ?? plan.approvedIds,
    newSourceIds: plan.approvedIds,
    written: new Map(),
  })
  const [row] = await tx.query<TEssayOrderRow>(
    `update public.ai_essay_orders set final_text = $2::text::jsonb, generated_final_text = $3::text::jsonb, text_reference_ids = null where id = $1::bigint returning ${ESSAY_ORDER_COLUMNS}`,
    [order.id, JSON.stringify(finalText), JSON.stringify(generatedText)],
  )
  await recordChangedSections(tx, order.id, 'REWRITE')
  return toEssayOrder(row!)
}
