// Turns a text-work order into the document model the DOCX and PPTX builders take: sections split into paragraphs,
// chapters from the approved outline, the title page from the order's data, the approved references as GOST lines.
import type { TWorkDocumentInput } from '../../../domain/essay/work-document'
import { ZEssayTitlePageData } from '../../../domain/essay/title-page'
import { workTypeById } from '../../../domain/essay/work-types'
import type { TEssayOrder, TEssaySection } from '../order/essay-order-row'
import type { TReferenceData } from '../../sources/reference-data'
import { citeCurrentSources } from '../../../domain/essay/work-document-citations'

const PLACEHOLDER = '…'

const paragraphsOf = (text: string | null | undefined): string[] =>
  (text ?? '')
    .split(/\n+/)
    .map((p) => p.replace(/^#+\s*/, '').trim())
    .filter(Boolean)

function titlePage(order: TEssayOrder, now: Date) {
  const parsed = ZEssayTitlePageData.safeParse(order.titlePageData ?? {})
  const t = parsed.success ? parsed.data : {}
  return {
    ministry: t.ministry ?? undefined,
    institution: t.institutionTitle ?? undefined,
    faculty: t.faculty ?? undefined,
    department: t.department ?? undefined,
    workTypeLabel: t.workType ?? workTypeById(order.workTypeId)?.title ?? 'Реферат',
    subject: t.subject ?? undefined,
    studentName: t.fullName ?? undefined,
    group: t.group ?? undefined,
    teacher: t.teacherName ?? undefined,
    authorForm: t.authorForm ?? undefined,
    teacherForm: t.teacherForm ?? undefined,
    city: t.institutionCity ?? undefined,
    year: t.year ?? now.getFullYear(),
  }
}

/**
 * The whole work; null while the text is not written. `writtenWith` is the source list the text's citations number when
 * the sources changed since it was written (text_reference_ids, until the affected sections are rewritten): its
 * citations are then brought to the list now, and one of a source taken out loses its number.
 */
export function essayWorkDocument(order: TEssayOrder, references: readonly (TReferenceData & { id?: string })[], now = new Date(), writtenWith?: readonly string[] | null): TWorkDocumentInput | null {
  const sections = order.finalText
  if (!sections?.length || !order.outline?.length) return null
  const byKey = new Map<string, TEssaySection>(sections.map((s) => [s.key, s]))
  const map = writtenWith ? new Map(writtenWith.flatMap((id, i) => (references.some((r) => r.id === id) ? [[i + 1, references.findIndex((r) => r.id === id) + 1] as const] : []))) : null
  const text = (key: string) => {
    const paragraphs = paragraphsOf(byKey.get(key)?.text)
    return map ? paragraphs.map((p) => citeCurrentSources(p, map)).filter(Boolean) : paragraphs
  }
  return {
    workType: workTypeById(order.workTypeId)?.title ?? 'Реферат',
    topic: order.topic,
    titlePage: titlePage(order, now),
    introduction: { paragraphs: orPlaceholder(text('introduction')) },
    chapters: order.outline.map((c, i) => ({
      title: c.title,
      paragraphs: text(`c${i + 1}`),
      subchapters: c.subchapters.map((s, j) => ({ title: s.title, paragraphs: orPlaceholder(text(`c${i + 1}.${j + 1}`)) })),
    })).map((c) => (c.paragraphs.length + c.subchapters.length ? c : { ...c, paragraphs: [PLACEHOLDER] })),
    conclusion: { paragraphs: orPlaceholder(text('conclusion')) },
    references: references.map((r) => r.formatted),
  }
}

/** Title page and introduction only: the written introduction, or before payment the fake one. */
export function essayIntroductionDocument(order: TEssayOrder, references: readonly TReferenceData[], now = new Date()): TWorkDocumentInput | null {
  const written = order.finalText?.find((s) => s.key === 'introduction')?.text
  const intro = paragraphsOf(written || order.fakeIntroduction)
  if (!intro.length) return null
  // The fake introduction cites nothing; the written one cites the approved list.
  const refs = written ? references.map((r) => r.formatted) : []
  return {
    workType: workTypeById(order.workTypeId)?.title ?? 'Реферат',
    topic: order.topic,
    titlePage: titlePage(order, now),
    introduction: { paragraphs: written ? intro : intro.map((p) => p.replace(/\s*\[\d+(?:[^\]]*)\]/g, '')) },
    // The builder renders only the introduction with introductionOnly; the rest satisfies the model.
    chapters: (order.outline?.length ? order.outline : [{ title: order.topic, subchapters: [] }]).map((c) => ({ title: c.title, paragraphs: [PLACEHOLDER], subchapters: [] })),
    conclusion: { paragraphs: [PLACEHOLDER] },
    references: refs,
  }
}

const orPlaceholder = (p: string[]) => (p.length ? p : [PLACEHOLDER])
