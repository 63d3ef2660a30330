// The one doorway from a product that builds on a client's finished text work (the mock defense in training) to that
// work: its order and its document model as the DOCX shows it. A product never reaches into the essay product's folder
// itself (eslint.config.js); what the essay product keeps private stays there.
import type { Db } from '../db/port'
import { asCaller } from '../db/port'
import { SERVICE } from '../auth/service-caller'
import { ESSAY_STATUS } from '../../domain/essay/statuses'
import type { TWorkDocumentInput } from '../../domain/essay/work-document'
import { getAiEssayOrderById } from '../essays/order/get-ai-essay-order-by-id'
import type { TEssayOrder } from '../essays/order/essay-order-row'
import { approvedReferences } from '../essays/references/approved-references'
import { textReferenceIds } from '../essays/rewrite/rewrite-plan'
import { essayWorkDocument } from '../essays/files/essay-work-document'

export type TCompletedTextWork = { order: Pick<TEssayOrder, 'topic' | 'goal'>; document: TWorkDocumentInput }

/**
 * The client's own completed work by its unified order id; null when it is not the client's, not completed, or has no
 * text. Read as the client, so row-level security already hides another client's work; a guest's work is visible to
 * its browser, never to a client, so the owner is checked too. The sources are the approved list the text cites.
 */
export async function readCompletedTextWork(deps: { db: Db }, o: { userId: string; unifiedOrderId: string }): Promise<TCompletedTextWork | null> {
  const order = await getAiEssayOrderById({ db: deps.db, caller: { role: 'authenticated', userId: o.userId }, unifiedOrderId: o.unifiedOrderId })
  if (!order || order.userId !== o.userId || order.status !== ESSAY_STATUS.completed) return null
  const { references, writtenWith } = await asCaller(deps.db, SERVICE, async (tx) => ({ references: await approvedReferences(tx, order.id), writtenWith: await textReferenceIds(tx, order.id) }))
  const document = essayWorkDocument(order, references, new Date(), writtenWith)
  return document ? { order, document } : null
}
