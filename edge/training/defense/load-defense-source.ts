// The student's own completed text work as the mock defense reads it (topic, goal, sections, sources): the order is
// read as the client, so row-level security already hides another client's work; the sources are the approved list
// in the order the text cites them, as the work's document (DOCX, defense deck) shows them.
import type { AppDeps } from '../../context'
import { asCaller } from '../../db/port'
import { SERVICE } from '../../auth/service-caller'
import { ESSAY_STATUS } from '../../../domain/essay/statuses'
import { sentencesOf } from '../../../domain/essay/work-document-theses'
import { orderReferencesByCitation } from '../../../domain/essay/work-document-citations'
import { ZWorkDocument } from '../../../domain/essay/work-document'
import { getAiEssayOrderById } from '../../essays/order/get-ai-essay-order-by-id'
import { approvedReferences } from '../../essays/references/approved-references'
import { textReferenceIds } from '../../essays/rewrite/rewrite-plan'
import { essayWorkDocument } from '../../essays/files/essay-work-document'
import { parseVisualMarker } from '../../../domain/essay/visual-items'
import type { TDefenseSource } from '../tutor/tutor-port'

const GOAL = /(^|[^а-яё])цел(ь|ью)([^а-яё]|$)/i
const PLACEHOLDER = '…'

/** The work's own aim sentence from its introduction, when the order has no goal field. */
function goalOf(introduction: readonly string[]): string | null {
  for (const p of introduction) {
    const s = sentencesOf(p).find((x) => GOAL.test(x))
    if (s) return s.replace(/\s+/g, ' ').trim()
  }
  return null
}

const textOf = (paragraphs: readonly string[]) => paragraphs.filter((p) => p !== PLACEHOLDER && parseVisualMarker(p) === null).join('\n')

/** Null when the work is not the client's, not completed, or has no text. */
export async function loadDefenseSource(deps: AppDeps, o: { userId: string; essayUnifiedOrderId: string }): Promise<TDefenseSource | null> {
  const order = await getAiEssayOrderById({ db: deps.db, caller: { role: 'authenticated', userId: o.userId }, unifiedOrderId: o.essayUnifiedOrderId })
  // A guest's work is visible to its browser, never to a client: the owner check is explicit, not only RLS.
  if (!order || order.userId !== o.userId || order.status !== ESSAY_STATUS.completed) return null
  const { references, writtenWith } = await asCaller(deps.db, SERVICE, async (tx) => ({ references: await approvedReferences(tx, order.id), writtenWith: await textReferenceIds(tx, order.id) }))
  const doc = essayWorkDocument(order, references, new Date(), writtenWith)
  const parsed = doc ? ZWorkDocument.safeParse(doc) : null
  if (!parsed?.success) return null
  const work = orderReferencesByCitation(parsed.data)
  const sections = [
    { title: 'Введение', text: textOf(work.introduction.paragraphs) },
    ...work.chapters.map((c) => ({ title: c.title, text: textOf([...c.paragraphs, ...c.subchapters.flatMap((s) => [s.title, ...s.paragraphs])]) })),
    { title: 'Заключение', text: textOf(work.conclusion.paragraphs) },
  ].filter((s) => s.text.trim())
  if (!sections.length) return null
  return {
    topic: order.topic,
    workTypeTitle: work.workType,
    goal: order.goal?.trim() || goalOf(work.introduction.paragraphs),
    sections,
    sources: work.references,
  }
}
