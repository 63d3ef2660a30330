// The text of an AI referat order for its owner: all sections once paid, the introduction as a preview before. The
// caller must have got `order` through RLS (getAiReferatOrderById); the content column itself is server-only.
import { asService, type Db } from '../../db/port'
import type { TReferatSection } from '../../../domain/referat/referat-types'
import type { TReferatOrder } from './referat-order-row'

export type TReferatOrderContent = { sections: TReferatSection[]; isPreview: boolean }

export async function referatOrderContent(o: { db: Db; order: TReferatOrder }): Promise<TReferatOrderContent | null> {
  if (o.order.status !== 'COMPLETED') return null
  const [row] = await asService(o.db, (tx) => tx.query<{ content: TReferatSection[] | null }>(`select content from public.ai_referat_orders where id = $1::bigint`, [o.order.id]))
  const sections = row?.content ?? []
  return o.order.isPaid ? { sections, isPreview: false } : { sections: sections.slice(0, 1), isPreview: true }
}
