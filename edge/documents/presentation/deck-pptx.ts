// The PPTX of a laid-out deck: every element of domain/presentation/layout.ts at its place and size, text with the
// measured font size and no autofit (the layout already fitted it), native charts and tables, speaker notes on every
// slide that has them. The LibreOffice render test (deck-render.test.ts) checks the text lands inside its boxes.
import PptxGenJS from 'pptxgenjs'
import type { TLaidDeck, TLaidElement, TLaidSlide } from '../../../domain/presentation/layout'
import { finishDeckPackage } from './deck-pptx-package'
import { addDeckChart, addDeckTable, hex, xmlSafe } from './deck-pptx-visuals'

type Slide = ReturnType<PptxGenJS['addSlide']>
type TextEl = Extract<TLaidElement, { type: 'text' }>
type TextRun = Parameters<Slide['addText']>[0] extends infer T ? Extract<T, unknown[]>[number] : never

/** A bullet's hanging indent when the layout gives none, inches: the bullet at the paragraph's left, its text one indent in. */
const DEFAULT_INDENT_IN = 0.25
/** pptxgenjs takes the bullet as 4 hex digits; a character past U+FFFF falls back to «•». */
const bulletCode = (char: string | undefined) => {
  const code = char?.codePointAt(0)
  return code !== undefined && code <= 0xffff ? code.toString(16).toUpperCase().padStart(4, '0') : '2022'
}
const LANG = 'ru-RU'
const DEMO_LABEL = 'Демо-версия'

function addTextElement(slide: Slide, el: TextEl) {
  const last = el.paragraphs.length - 1
  // Level 0 text starts one indent in, level 1 two (pptxgenjs: marL = indent × (1 + level), the bullet hangs one back).
  const bullet = { characterCode: bulletCode(el.bulletChar), indent: (el.indent ?? DEFAULT_INDENT_IN) * 72 }
  const runs: TextRun[] = el.paragraphs.map((p, i) => ({
    text: xmlSafe(p.text).replace(/\s*[\r\n]+\s*/g, ' '),
    options: {
      bullet: p.bullet ? bullet : false,
      indentLevel: p.bullet && p.level ? p.level : undefined,
      bold: p.bold ?? el.bold ?? false,
      breakLine: i < last,
      // Space after each paragraph but the last: the measured height is lines + gaps between paragraphs, and
      // PowerPoint counts a last paragraph's space when it centres or bottom-aligns the text.
      paraSpaceAfter: i < last ? el.paraSpaceAfter : undefined,
    },
  }))
  slide.addText(runs, {
    x: el.x,
    y: el.y,
    w: el.w,
    h: el.h,
    objectName: el.role,
    fontFace: el.fontFace,
    fontSize: el.fontSize,
    color: hex(el.color),
    bold: el.bold ?? false,
    italic: el.italic ?? false,
    align: el.align,
    valign: el.valign,
    lineSpacingMultiple: el.lineSpacing,
    // `inset` is in inches and, unlike `margin`, writes 0 too (pptxgenjs drops a zero margin for its 0.1 in default).
    inset: el.inset,
    fit: 'none',
    wrap: true,
    isTextBox: true,
    lang: LANG,
  })
}

function addRect(slide: Slide, el: Extract<TLaidElement, { type: 'rect' }>) {
  const radius = Math.min(el.radius ?? 0, Math.min(el.w, el.h) / 2)
  slide.addShape(radius > 0 ? 'roundRect' : 'rect', {
    x: el.x,
    y: el.y,
    w: el.w,
    h: el.h,
    fill: { color: hex(el.fill) },
    line: { type: 'none' },
    ...(radius > 0 ? { rectRadius: radius } : {}),
  })
}

function addSlide(pptx: PptxGenJS, laid: TLaidSlide) {
  const slide = pptx.addSlide()
  slide.background = { color: hex(laid.background) }
  for (const el of laid.elements) {
    if (el.type === 'text') addTextElement(slide, el)
    else if (el.type === 'rect') addRect(slide, el)
    else if (el.type === 'table') addDeckTable(slide, el, LANG)
    else addDeckChart(slide, el, LANG, laid.background)
  }
  const notes = speakerNotes(laid)
  if (notes) slide.addNotes(notes)
}

const speakerNotes = (laid: TLaidSlide) => xmlSafe(laid.notes).trim()

export async function buildDeckPptx(deck: TLaidDeck): Promise<Uint8Array> {
  const pptx = new PptxGenJS()
  // 13.333 × 7.5 in is PowerPoint's own 16:9 (12 192 000 × 6 858 000 EMU); another size gets a layout of its own.
  if (Math.abs(deck.widthIn - 13.333) < 0.001 && Math.abs(deck.heightIn - 7.5) < 0.001) pptx.layout = 'LAYOUT_WIDE'
  else {
    pptx.defineLayout({ name: 'DECK', width: deck.widthIn, height: deck.heightIn })
    pptx.layout = 'DECK'
  }
  pptx.title = xmlSafe(deck.topic)
  pptx.subject = 'Презентация'
  pptx.author = xmlSafe(deck.author ?? '')
  pptx.company = deck.isDemo ? DEMO_LABEL : ''
  const face = deck.slides.flatMap((s) => s.elements).find((e) => e.type === 'text')?.fontFace ?? 'Arial'
  pptx.theme = { headFontFace: face, bodyFontFace: face }
  for (const slide of deck.slides) addSlide(pptx, slide)
  const stored = (await pptx.write({ outputType: 'uint8array' })) as Uint8Array
  // The k-th <p:sp> of a slide is its k-th text or rect element (tables and charts are graphic frames).
  const bulletColors = deck.slides.map((s) => s.elements.flatMap((e) => (e.type === 'text' ? [e.bulletColor ? hex(e.bulletColor) : null] : e.type === 'rect' ? [null] : [])))
  return finishDeckPackage(stored, { notes: deck.slides.map(speakerNotes), bulletColors, keywords: deck.isDemo ? DEMO_LABEL : undefined, lang: LANG })
}
