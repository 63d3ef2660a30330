// The student's own completed text work (read through edge/text-work) as the mock defense reads it: topic, goal,
// sections, and the approved sources in the order the text cites them, as the work's document (DOCX, defense deck)
// shows them.
import type { AppDeps } from '../../context'
import { sentencesOf } from '../../../domain/essay/work-document-theses'
import { orderReferences } from '../../../domain/essay/work-document-citations'
import { ZWorkDocument } from '../../../domain/essay/work-document'
import { parseVisualMarker } from '../../../domain/essay/visual-items'
import { readCompletedTextWork } from '../../text-work/read-completed-text-work'
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
  const work = await readCompletedTextWork(deps, { userId: o.userId, unifiedOrderId: o.essayUnifiedOrderId })
  if (!work) return null
  const { order } = work
  const parsed = ZWorkDocument.safeParse(work.document)
  if (!parsed.success) return null
  const doc = orderReferences(parsed.data)
  const sections = [
    { title: 'Введение', text: textOf(doc.introduction.paragraphs) },
    ...doc.chapters.map((c) => ({ title: c.title, text: textOf([...c.paragraphs, ...c.subchapters.flatMap((s) => [s.title, ...s.paragraphs])]) })),
    { title: 'Заключение', text: textOf(doc.conclusion.paragraphs) },
  ].filter((s) => s.text.trim())
  if (!sections.length) return null
  return {
    topic: order.topic,
    workTypeTitle: doc.workType,
    goal: order.goal?.trim() || goalOf(doc.introduction.paragraphs),
    sections,
    sources: doc.references,
  }
}
