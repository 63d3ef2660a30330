// One layout per slide kind: where the title, the body, the columns, the quote, the table, the chart and the
// sources sit, and the sizes their text starts from before it is fitted.
import type { TDeckSlide, TDeckSpec } from './deck'
import type { TPresentationTitlePage } from './input'
import { signatureWords } from '../essay/title-page'
import type { TLaidElement, TLaidSlide } from './layout'
import { BODY_BOX, CONTENT_W, MARGIN, MIN_SIZE, decorations, slideTitle, textBox, type TTextElement } from './layout-parts'
import { layoutTable } from './layout-table'
import type { TPresentationTheme } from './themes'

const SLIDE_W = 13.333
/** A pie has a slice per category (up to 12): after the theme's three colours, these (distinct, mid-dark). */
const PIE_EXTRA = ['#64748B', '#0F766E', '#7C3AED', '#B91C1C', '#1D4ED8', '#65A30D', '#DB2777', '#A16207', '#0891B2']

export const DEMO_TITLE_LABEL = 'Демо-версия: текст-пример, факты не проверены'

/** The title slide: institution, topic, subtitle, who made it and for whom, city and year. */
export function titleSlide(spec: TDeckSpec, theme: TPresentationTheme, page: TPresentationTitlePage = {}): TLaidSlide {
  const t = theme
  const els: TLaidElement[] = decorations(t.decorations.title)
  const muted = { face: t.bodyFont, color: t.mutedColor, theme: t }
  if (page.institution) els.push(textBox({ ...muted, role: 'institution', x: MARGIN, y: 0.45, w: CONTENT_W, h: 0.9, paragraphs: [{ text: page.institution }], size: 16, minSize: 12, align: 'center', valign: 'top' }))
  els.push(textBox({ role: 'title', x: MARGIN, y: 1.45, w: CONTENT_W, h: 2.5, paragraphs: [{ text: spec.topic }], face: t.titleFont, size: 44, minSize: 24, color: t.titleColor, bold: true, align: 'center', valign: 'bottom', theme: t }))
  if (spec.subtitle) els.push(textBox({ role: 'subtitle', x: MARGIN, y: 4.2, w: CONTENT_W, h: 0.75, paragraphs: [{ text: spec.subtitle }], face: t.bodyFont, size: 22, minSize: 14, color: t.textColor, align: 'center', valign: 'top', theme: t }))
  const who: string[] = []
  if (page.subject) who.push(`Дисциплина: ${page.subject}`)
  // The student's and the teacher's own choices; none chosen reads «Выполнил» and «Проверил», as on the text work's page.
  const words = signatureWords(page)
  if (page.studentName) who.push(`${words.author}: ${page.studentName}${page.group ? `, группа ${page.group}` : ''}`)
  else if (page.group) who.push(`Группа: ${page.group}`)
  if (page.teacherName) who.push(`${words.teacher}: ${page.teacherName}`)
  if (who.length) els.push(textBox({ ...muted, color: t.textColor, role: 'title-page', x: 7.1, y: 5.05, w: SLIDE_W - MARGIN - 7.1, h: 1.5, paragraphs: who.map((text) => ({ text })), size: 14, minSize: 10, paraSpaceRatio: 0.2 }))
  if (spec.isDemo) els.push(textBox({ ...muted, color: t.accent, role: 'demo-label', x: MARGIN, y: 5.05, w: 6, h: 0.9, paragraphs: [{ text: DEMO_TITLE_LABEL }], size: 16, minSize: 12, bold: true }))
  const cityYear = [page.city, page.year ? String(page.year) : undefined].filter(Boolean).join(', ')
  if (cityYear) els.push(textBox({ ...muted, role: 'city-year', x: MARGIN, y: 6.65, w: CONTENT_W, h: 0.5, paragraphs: [{ text: cityYear }], size: 14, minSize: 10, align: 'center', valign: 'middle' }))
  return { kind: 'title', background: t.background, elements: els, notes: '' }
}

/** The elements of one content slide (without footer); the caller adds the footer and the notes. */
export function slideElements(slide: TDeckSlide, t: TPresentationTheme): TLaidElement[] {
  if (slide.kind === 'section') return sectionSlide(slide, t)
  const els: TLaidElement[] = [...decorations(t.decorations.content), slideTitle(t, slide.title)]
  const body = { face: t.bodyFont, color: t.textColor, theme: t, lineSpacing: 1.1 }
  switch (slide.kind) {
    case 'bullets':
      els.push(textBox({ ...body, ...BODY_BOX, role: 'body', paragraphs: slide.bullets.map((text) => ({ text, bullet: true })), size: 24, minSize: MIN_SIZE.body, paraSpaceRatio: 0.5 }))
      break
    case 'two-columns': {
      const gap = 0.5
      const w = (CONTENT_W - gap) / 2
      const col = (role: string, x: number, c: { heading: string; bullets: string[] }, size: number) =>
        textBox({ ...body, ...BODY_BOX, x, w, role, paragraphs: [{ text: c.heading, bold: true }, ...c.bullets.map((text) => ({ text, bullet: true }))], size, minSize: MIN_SIZE.body, paraSpaceRatio: 0.45 })
      // Both columns at one size: fit each, then lay both out at the smaller of the two.
      const size = Math.min(col('left', MARGIN, slide.left, 22).fontSize, col('right', MARGIN + w + gap, slide.right, 22).fontSize)
      els.push(col('left', MARGIN, slide.left, size), col('right', MARGIN + w + gap, slide.right, size))
      break
    }
    case 'quote': {
      els.push({ type: 'rect', x: MARGIN + 0.2, y: 2.1, w: 0.1, h: 3.4, fill: t.accent })
      els.push(textBox({ ...body, role: 'quote', x: MARGIN + 0.6, y: 2.0, w: CONTENT_W - 0.8, h: 3.6, paragraphs: [{ text: `«${slide.quote.replace(/^[«"]+|[»"]+$/g, '')}»` }], face: t.titleFont, size: 30, minSize: 16, color: t.titleColor, valign: 'middle', lineSpacing: 1.15 }))
      if (slide.source) els.push(textBox({ ...body, role: 'quote-source', x: MARGIN + 0.6, y: 5.75, w: CONTENT_W - 0.8, h: 0.9, paragraphs: [{ text: `— ${slide.source}` }], size: 16, minSize: MIN_SIZE.caption, color: t.mutedColor, align: 'right' }))
      break
    }
    case 'table': {
      const captionH = slide.caption ? 0.7 : 0
      const table = layoutTable({ ...BODY_BOX, h: BODY_BOX.h - captionH - (captionH ? 0.1 : 0), columns: slide.columns, rows: slide.rows, theme: t })
      els.push(table)
      if (slide.caption) els.push(caption(t, slide.caption, table.y + table.h + 0.1, captionH))
      break
    }
    case 'chart': {
      const captionH = 0.8
      const c = slide.chart
      els.push({ type: 'chart', ...BODY_BOX, h: BODY_BOX.h - captionH - 0.1, chartType: c.type, categories: c.categories, series: c.series, colors: c.type === 'pie' ? [...t.chartColors, ...PIE_EXTRA].slice(0, Math.max(3, c.categories.length)) : [...t.chartColors], fontFace: t.bodyFont, fontSize: 14, color: t.textColor, ...(c.unit ? { unit: c.unit } : {}) })
      els.push(caption(t, slide.caption, BODY_BOX.y + BODY_BOX.h - captionH, captionH))
      break
    }
    case 'sources':
      els.push(textBox({ ...body, ...BODY_BOX, role: 'sources', paragraphs: slide.references.map((text, i) => ({ text: /^\d{1,3}\.\s/.test(text) ? text : `${i + 1}. ${text}` })), size: 16, minSize: MIN_SIZE.sources, paraSpaceRatio: 0.3, lineSpacing: 1 }))
      break
  }
  return els
}

function caption(t: TPresentationTheme, text: string, y: number, h: number): TTextElement {
  return textBox({ role: 'caption', x: MARGIN, y, w: CONTENT_W, h, paragraphs: [{ text }], face: t.bodyFont, size: 16, minSize: MIN_SIZE.caption, color: t.mutedColor, theme: t })
}

function sectionSlide(slide: Extract<TDeckSlide, { kind: 'section' }>, t: TPresentationTheme): TLaidElement[] {
  const els: TLaidElement[] = decorations(t.decorations.section)
  els.push(textBox({ role: 'section-number', x: MARGIN + 0.1, y: 2.2, w: 2.6, h: 2.0, paragraphs: [{ text: String(slide.number).padStart(2, '0') }], face: t.titleFont, size: 96, minSize: 48, color: t.accent, bold: true, align: 'left', valign: 'bottom', theme: t }))
  els.push(textBox({ role: 'title', x: 3.6, y: 1.2, w: SLIDE_W - MARGIN - 3.6, h: 2.95, paragraphs: [{ text: slide.title }], face: t.titleFont, size: 40, minSize: MIN_SIZE.title, color: t.titleColor, bold: true, valign: 'bottom', theme: t }))
  if (slide.subtitle) els.push(textBox({ role: 'subtitle', x: 3.6, y: 4.45, w: SLIDE_W - MARGIN - 3.6, h: 1.6, paragraphs: [{ text: slide.subtitle }], face: t.bodyFont, size: 22, minSize: MIN_SIZE.body, color: t.textColor, theme: t }))
  return els
}
