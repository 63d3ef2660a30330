// The presentation made from a text work (orders.md §7 GET /api/ai-essay-order/{id}/presentation/):
// a 16:9 deck of a title slide, contents, one slide per chapter with 3–5 theses from its text,
// the conclusion and the sources, in a plain high-contrast theme with a Cyrillic-safe font.
import PptxGenJS from 'pptxgenjs'
import { orderReferencesByCitation } from '../../domain/essay/work-document-citations'
import { chapterTheses, thesesOf } from '../../domain/essay/work-document-theses'
import { ZWorkDocument, type TWorkDocumentInput } from '../../domain/essay/work-document'

// Arial has Cyrillic on every Office install; LibreOffice draws it with the metric-compatible Liberation Sans.
const FONT = 'Arial'
const INK = '1F2937'
const ACCENT = '2563EB'
const MUTED = '6B7280'
const SOURCES_PER_SLIDE = 8
const W = 13.333 // LAYOUT_WIDE, inches
const H = 7.5

export const SLIDE_TITLES = { contents: 'Содержание', introduction: 'Введение', conclusion: 'Заключение', sources: 'Список источников' } as const

type Slide = ReturnType<PptxGenJS['addSlide']>

function heading(slide: Slide, text: string) {
  slide.addShape('rect', { x: 0.6, y: 0.55, w: 0.12, h: 0.75, fill: { color: ACCENT }, line: { color: ACCENT } })
  slide.addText(text, { x: 0.9, y: 0.45, w: W - 1.5, h: 0.95, fontFace: FONT, fontSize: 30, bold: true, color: INK, valign: 'middle', fit: 'shrink' })
}

function bullets(slide: Slide, items: readonly string[]) {
  slide.addText(
    items.map((text) => ({ text, options: { bullet: { code: '25A0' }, paraSpaceAfter: 10, breakLine: true } })),
    { x: 0.9, y: 1.65, w: W - 1.8, h: H - 2.35, fontFace: FONT, fontSize: 22, color: INK, valign: 'top', fit: 'shrink' },
  )
}

function footer(slide: Slide, text: string) {
  slide.addText(text, { x: 0.9, y: H - 0.6, w: W - 1.8, h: 0.35, fontFace: FONT, fontSize: 11, color: MUTED })
}

export async function buildEssayPptx(input: TWorkDocumentInput): Promise<Uint8Array> {
  const work = orderReferencesByCitation(ZWorkDocument.parse(input))
  const tp = work.titlePage
  const pptx = new PptxGenJS()
  pptx.layout = 'LAYOUT_WIDE'
  pptx.title = work.topic
  pptx.subject = work.workType
  pptx.author = tp.studentName ?? 'StudyHelp'
  pptx.theme = { headFontFace: FONT, bodyFontFace: FONT }

  const title = pptx.addSlide()
  title.background = { color: INK }
  title.addText(tp.workTypeLabel.toUpperCase(), { x: 0.9, y: 1.2, w: W - 1.8, h: 0.5, fontFace: FONT, fontSize: 16, bold: true, color: '93C5FD', charSpacing: 2 })
  title.addText(work.topic, { x: 0.9, y: 1.8, w: W - 1.8, h: 2.4, fontFace: FONT, fontSize: 40, bold: true, color: 'FFFFFF', valign: 'top', fit: 'shrink' })
  const who = [
    tp.subject ? `Дисциплина: ${tp.subject}` : null,
    [tp.studentName, tp.group ? `группа ${tp.group}` : null].filter(Boolean).join(', ') || null,
    tp.teacher ? `Руководитель: ${tp.teacher}` : null,
    tp.institution ?? null,
  ].filter((s): s is string => !!s)
  if (who.length) title.addText(who.join('\n'), { x: 0.9, y: 4.5, w: W - 1.8, h: 1.9, fontFace: FONT, fontSize: 16, color: 'E5E7EB', valign: 'top', fit: 'shrink' })
  title.addText([tp.city, String(tp.year)].filter(Boolean).join(', '), { x: 0.9, y: H - 0.8, w: W - 1.8, h: 0.4, fontFace: FONT, fontSize: 14, color: '9CA3AF' })

  const contents = pptx.addSlide()
  heading(contents, SLIDE_TITLES.contents)
  bullets(contents, [SLIDE_TITLES.introduction, ...work.chapters.map((c, i) => `${i + 1}. ${c.title}`), SLIDE_TITLES.conclusion, SLIDE_TITLES.sources])

  work.chapters.forEach((chapter, i) => {
    const slide = pptx.addSlide()
    heading(slide, `${i + 1}. ${chapter.title}`)
    bullets(slide, chapterTheses(chapter))
    footer(slide, work.topic)
  })

  const conclusion = pptx.addSlide()
  heading(conclusion, SLIDE_TITLES.conclusion)
  // «Проведённое исследование позволяет сделать ряд выводов.» opens many conclusions and says nothing on a slide.
  const substantial = work.conclusion.paragraphs.filter((p) => p.length >= 80)
  bullets(conclusion, thesesOf([substantial.length >= 3 ? substantial : work.conclusion.paragraphs]))
  footer(conclusion, work.topic)

  const pages = Math.ceil(work.references.length / SOURCES_PER_SLIDE)
  for (let p = 0; p < pages; p++) {
    const slide = pptx.addSlide()
    heading(slide, pages > 1 ? `${SLIDE_TITLES.sources} (${p + 1}/${pages})` : SLIDE_TITLES.sources)
    const chunk = work.references.slice(p * SOURCES_PER_SLIDE, (p + 1) * SOURCES_PER_SLIDE)
    slide.addText(
      chunk.map((ref, j) => ({ text: `${p * SOURCES_PER_SLIDE + j + 1}. ${ref}`, options: { paraSpaceAfter: 6, breakLine: true } })),
      { x: 0.9, y: 1.65, w: W - 1.8, h: H - 2.2, fontFace: FONT, fontSize: 14, color: INK, valign: 'top', fit: 'shrink' },
    )
  }

  return (await pptx.write({ outputType: 'uint8array' })) as Uint8Array
}
