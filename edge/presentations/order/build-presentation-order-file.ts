// GET /api/ai-presentation-order/{id}/pptx/ and /docx/ (orders.md §7): the owner's completed, paid presentation as
// slides (layoutDeck → buildDeckPptx) or as the handout DOCX, named after the order. Downloads need an API token: a
// guest is asked to sign in; another client's order is not found (RLS).
import type { AppDeps } from '../../context'
import type { Caller } from '../../db/port'
import { AppError } from '../../http/errors'
import { layoutDeck } from '../../../domain/presentation/layout'
import { ZDeckSpec, type TDeckSpec } from '../../../domain/presentation/deck'
import { PRESENTATION_MESSAGES } from '../../../domain/presentation/input'
import { buildDeckPptx } from '../../documents/presentation/deck-pptx'
import { buildPresentationHandoutDocx } from '../../documents/presentation/handout-docx'
import { getAiPresentationOrderById } from './get-ai-presentation-order-by-id'
import type { TPresentationOrder } from './presentation-order-row'

export type TPresentationFileKind = 'pptx' | 'docx'

const PRESENTATION_FILE_TYPES = {
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const

/** A file name from the topic: no path or control characters, at most 120 characters. */
const presentationFileName = (topic: string, kind: TPresentationFileKind) =>
  `${topic.replace(/[\u0000-\u001f\u007f/\\:*?"<>|]+/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 120).trim() || 'Презентация'}.${kind}`

/** The caller's order when its files may be downloaded; the download's refusals otherwise. */
export async function downloadablePresentationOrder(o: { deps: AppDeps; caller: Caller; id: string }): Promise<TPresentationOrder & { deck: TDeckSpec }> {
  if (o.caller.role !== 'authenticated') throw new AppError('UNAUTHENTICATED', PRESENTATION_MESSAGES.signInToDownload)
  const order = await getAiPresentationOrderById({ db: o.deps.db, caller: o.caller, id: o.id })
  if (!order) throw new AppError('NOT_FOUND', PRESENTATION_MESSAGES.orderNotFound)
  if (!order.isPaid) throw new AppError('FORBIDDEN', PRESENTATION_MESSAGES.notPaid)
  if (order.status !== 'COMPLETED' || !order.deck) throw new AppError('CONFLICT', PRESENTATION_MESSAGES.notReady)
  return { ...order, deck: ZDeckSpec.parse({ ...order.deck, themeId: order.themeId }) }
}

export async function buildPresentationOrderFile(o: {
  deps: AppDeps
  caller: Caller
  id: string
  kind: TPresentationFileKind
  order?: TPresentationOrder & { deck: TDeckSpec }
}): Promise<{ bytes: Uint8Array; fileName: string; contentType: string }> {
  const order = o.order ?? (await downloadablePresentationOrder(o))
  const titlePage = order.titlePage ?? undefined
  const bytes = o.kind === 'pptx' ? await buildDeckPptx(layoutDeck(order.deck, titlePage)) : await buildPresentationHandoutDocx(order.deck, titlePage)
  return { bytes, fileName: presentationFileName(order.topic, o.kind), contentType: PRESENTATION_FILE_TYPES[o.kind] }
}
