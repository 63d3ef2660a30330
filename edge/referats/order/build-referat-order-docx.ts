// GET /api/ai-referat-order/{id}/docx: the client's paid AI referat as a GOST DOCX (edge/documents/essay-docx.ts)
// with the client's saved title page (issue 33 item 9), labelled as a demo text when the demo writer made it. Another
// client's order is not found (RLS).
import type { AppDeps } from '../../context'
import type { Caller } from '../../db/port'
import { AppError } from '../../http/errors'
import { buildEssayDocx } from '../../documents/essay-docx'
import { REFERAT_ORDER_MESSAGES } from '../../../domain/referat/order-input'
import { DEMO_REFERAT_NOTICE, referatDocument } from '../build-referat-docx'
import { getAiReferatOrderById } from './get-ai-referat-order-by-id'
import { referatOrderContent } from './referat-order-content'
import { getLastTitlePageData } from '../../accounts/get-last-title-page-data'
import { workTitlePageFromSaved } from '../../../domain/auth/title-page'

export async function buildReferatOrderDocx(o: { deps: AppDeps; caller: Caller; id: string }): Promise<{ bytes: Uint8Array; fileName: string }> {
  if (o.caller.role !== 'authenticated') throw new AppError('UNAUTHENTICATED')
  const order = await getAiReferatOrderById({ db: o.deps.db, caller: o.caller, id: o.id })
  if (!order) throw new AppError('NOT_FOUND', REFERAT_ORDER_MESSAGES.orderNotFound)
  if (order.status !== 'COMPLETED') throw new AppError('CONFLICT', REFERAT_ORDER_MESSAGES.notReady)
  if (!order.isPaid) throw new AppError('FORBIDDEN', REFERAT_ORDER_MESSAGES.notPaid)
  const content = await referatOrderContent({ db: o.deps.db, order })
  // The saved subject belongs to the work it was typed for; a referat on its own topic leaves the line out.
  const titlePage = { ...workTitlePageFromSaved(await getLastTitlePageData({ db: o.deps.db, caller: o.caller }), 'Реферат'), subject: undefined }
  const doc = referatDocument({ title: order.topic, outline: order.outline ?? [], references: order.references, sections: content?.sections ?? [] }, titlePage)
  const bytes = await buildEssayDocx(doc, { ...(order.aiProvider === 'demo' && { notice: DEMO_REFERAT_NOTICE, demo: true }) })
  return { bytes, fileName: `${order.topic.slice(0, 120)}.docx` }
}
