// The PPTX of a finished work (orders.md §7 GET /api/ai-essay-order/{id}/presentation/): the defense deck drawn from
// the work's text (domain/essay/defense-deck.ts), laid out and written by the slide engine, in the academic theme.
import type { AppDeps } from '../../context'
import { asCaller } from '../../db/port'
import { SERVICE } from '../../auth/service-caller'
import { buildDeckPptx } from '../../documents/presentation/deck-pptx'
import { layoutDeck } from '../../../domain/presentation/layout'
import { defenseTitlePage, essayDefenseDeck } from '../../../domain/essay/defense-deck'
import { orderReferences } from '../../../domain/essay/work-document-citations'
import { ZWorkDocument, type TWorkDocumentInput } from '../../../domain/essay/work-document'
import type { TVisualItem } from '../../../domain/essay/visual-items'
import type { TEssayOrder } from '../order/essay-order-row'
import { approvedReferences } from '../references/approved-references'
import { textReferenceIds } from '../rewrite/rewrite-plan'
import { listEssayVisualItems } from '../visual-items/list-visual-items'
import { essayWorkDocument } from '../files/essay-work-document'

export async function buildEssayDefensePptx(doc: TWorkDocumentInput, o: { isDemo: boolean; visualItems?: readonly TVisualItem[] }): Promise<Uint8Array> {
  const work = orderReferences(ZWorkDocument.parse(doc))
  return buildDeckPptx(layoutDeck(essayDefenseDeck(work, o), defenseTitlePage(work.titlePage)))
}

/** What the deck is made of, read as the service (the job has no client): the work now, its sources and visual items. */
export async function essayDefenseInput(deps: AppDeps, order: TEssayOrder): Promise<{ doc: TWorkDocumentInput; isDemo: boolean; visualItems: TVisualItem[] } | null> {
  const { references, writtenWith } = await asCaller(deps.db, SERVICE, async (tx) => ({ references: await approvedReferences(tx, order.id), writtenWith: await textReferenceIds(tx, order.id) }))
  const doc = essayWorkDocument(order, references, new Date(), writtenWith)
  if (!doc) return null
  const visualItems = (await listEssayVisualItems({ db: deps.db, caller: SERVICE, orderIds: [order.id] })).get(order.id) ?? []
  return { doc, isDemo: order.aiProvider === 'demo', visualItems }
}
