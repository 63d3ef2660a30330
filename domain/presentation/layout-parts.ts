// The pieces every slide layout is made of: the grid (inches on the 13.333 × 7.5 slide), a fitted text box, the
// decorations, the title and the footer.
import type { TLaidElement, TLaidParagraph } from './layout'
import { fitText } from './text-fit'
import type { TPresentationTheme, TThemeFont, TThemeRect } from './themes'

export const MARGIN = 0.75
export const CONTENT_W = 13.333 - 2 * MARGIN
const TITLE_BOX = { x: MARGIN, y: 0.4, w: CONTENT_W, h: 1.15 }
/** The area under the title and above the footer. */
export const BODY_BOX = { x: MARGIN, y: 1.85, w: CONTENT_W, h: 4.9 }
const FOOTER_Y = 6.95
const FOOTER_H = 0.4

/** Smallest sizes the fit may shrink to, points (DESIGN: titles 20, body 14, captions 12, sources 10). */
export const MIN_SIZE = { title: 20, body: 14, caption: 12, sources: 10 } as const

export const DEMO_FOOTER = 'Демо-версия'

export type TTextBoxInput = {
  role: string
  x: number
  y: number
  w: number
  h: number
  paragraphs: TLaidParagraph[]
  face: TThemeFont
  size: number
  minSize: number
  color: string
  bold?: boolean
  align?: 'left' | 'center' | 'right'
  valign?: 'top' | 'middle' | 'bottom'
  lineSpacing?: number
  paraSpaceRatio?: number
  inset?: number
  indent?: number
  theme: TPresentationTheme
}

export type TTextElement = Extract<TLaidElement, { type: 'text' }>

export function textBox(i: TTextBoxInput): TTextElement {
  const inset = i.inset ?? 0.1
  const indent = i.indent ?? 0.4
  const lineSpacing = i.lineSpacing ?? 1
  const fit = fitText({
    paragraphs: i.paragraphs,
    face: i.face,
    bold: i.bold,
    size: i.size,
    minSize: i.minSize,
    box: { w: i.w, h: i.h },
    inset,
    lineSpacing,
    paraSpaceRatio: i.paraSpaceRatio ?? 0.35,
    indent,
  })
  const hasBullets = fit.paragraphs.some((p) => p.bullet)
  return {
    type: 'text',
    role: i.role,
    x: i.x,
    y: i.y,
    w: i.w,
    h: i.h,
    paragraphs: fit.paragraphs,
    fontFace: i.face,
    fontSize: fit.fontSize,
    color: i.color,
    ...(i.bold ? { bold: true } : {}),
    align: i.align ?? 'left',
    valign: i.valign ?? 'top',
    lineSpacing,
    paraSpaceAfter: fit.paraSpaceAfter,
    inset,
    measuredLines: fit.measuredLines,
    lines: fit.lines,
    indent,
    ...(hasBullets ? { bulletChar: i.theme.bullet, bulletColor: i.theme.bulletColor } : {}),
  }
}

export function decorations(rects: TThemeRect[]): TLaidElement[] {
  return rects.map((r) => ({ type: 'rect', x: r.x, y: r.y, w: r.w, h: r.h, fill: r.fill, ...(r.radius ? { radius: r.radius } : {}) }))
}

export function slideTitle(theme: TPresentationTheme, title: string): TTextElement {
  return textBox({ ...TITLE_BOX, role: 'title', paragraphs: [{ text: title }], face: theme.titleFont, size: 36, minSize: MIN_SIZE.title, color: theme.titleColor, bold: true, valign: 'bottom', theme })
}

/** The slide number on the right and, on a demo deck, «Демо-версия» on the left. */
export function footer(theme: TPresentationTheme, number: number, isDemo: boolean): TLaidElement[] {
  const common = { y: FOOTER_Y, h: FOOTER_H, face: theme.bodyFont, size: 12, minSize: 10, color: theme.mutedColor, valign: 'middle' as const, inset: 0.05, theme }
  const out: TLaidElement[] = [textBox({ ...common, role: 'footer-number', x: 13.333 - MARGIN - 1.2, w: 1.2, paragraphs: [{ text: String(number) }], align: 'right' })]
  if (isDemo) out.push(textBox({ ...common, role: 'footer-demo', x: MARGIN, w: 5, paragraphs: [{ text: DEMO_FOOTER }], bold: true }))
  return out
}
