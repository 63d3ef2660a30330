// Visual items in the DOCX, per GOST 7.32-2017 §6.5–6.6, §6.8: a table with «Таблица N — Название» above it, left
// aligned; a figure (the chart as SVG, with a PNG fallback) with «Рисунок N — Название» centred below it; a formula as a
// real Word equation (OMML), centred, its number «(N)» at the right margin. Tables, figures and formulas each count
// through the whole work in the order their markers stand in the text.
import {
  AlignmentType,
  BorderStyle,
  ImageRun,
  ImportedXmlComponent,
  LineRuleType,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TabStopType,
  TextRun,
  WidthType,
  type FileChild,
  type ParagraphChild,
} from 'docx'
import { mml2omml } from 'mathml2omml'
import { numberVisualItems, parseVisualMarker, visualCaption, type TVisualItem } from '../../domain/essay/visual-items'
import { CHART_SIZE, graphToSvg } from '../../domain/essay/visual-chart-svg'
import { latexToMathMl } from '../essays/visual-items/latex'
import { svgToPng } from './svg-png'
import { textWidth, type TLayoutBlock } from './docx-page-estimate'
import { GOST_LOOK, type TDocxLook } from './docx-profile'

/** What the blocks take from the work's look: the text width they fit into, the body's font, size and spacing. */
type TVisualLook = Pick<TDocxLook, 'textArea' | 'font' | 'size' | 'line'>

/** The chart's width on the page, in pixels at 96 dpi: 15 cm, or the text's width where margins leave less. */
const figurePx = (look: TVisualLook) => Math.min(Math.round((150 / 25.4) * 96), Math.floor(look.textArea.textWidth / 15))
const SINGLE = { line: 240, lineRule: LineRuleType.AUTO, before: 0, after: 0 }

/**
 * Every run of an equation at the body's size (14 pt by GOST) in Cambria Math (Word's equation font; a bare m:r falls
 * back to 11 pt).
 */
const mathRPr = (size: number) => `<w:rPr><w:rFonts w:ascii="Cambria Math" w:hAnsi="Cambria Math"/><w:sz w:val="${size}"/><w:szCs w:val="${size}"/></w:rPr>`

/** The converter's OMML made valid for Word and sized: no empty or undefined properties, m:rPr before w:rPr. */
function tidyOmml(omml: string, size: number): string {
  return omml
    .replace(/<w:rPr\/>/g, '')
    .replace(/<m:sty m:val="undefined"\/>/g, '')
    .replace(/<m:rPr><\/m:rPr>/g, '')
    .replace(/<m:r>(<m:rPr>.*?<\/m:rPr>)?/g, (_, rpr: string | undefined) => `<m:r>${rpr ?? ''}${mathRPr(size)}`)
}
const CELL_BORDER = { style: BorderStyle.SINGLE, size: 4, color: '000000' }

// A 1×1 white PNG: the fallback image where no rasteriser runs (Word 2016+ draws the SVG itself).
const BLANK_PNG = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/x8AAwMCAO+ip1sAAAAASUVORK5CYII='), (c) => c.charCodeAt(0))

const captionParagraph = (text: string, alignment: (typeof AlignmentType)[keyof typeof AlignmentType], spacing: { before: number; after: number }, keepNext: boolean) =>
  new Paragraph({ alignment, keepNext, indent: { firstLine: 0 }, spacing: { ...spacing }, children: [new TextRun(text)] })

function tableBlock(item: Extract<TVisualItem, { type: 'table' }>, n: number, look: TVisualLook): FileChild[] {
  const { columns, rows } = item.content
  const area = look.textArea.textWidth
  const width = Math.floor(area / columns.length)
  const cell = (text: string, bold = false) =>
    new TableCell({
      width: { size: width, type: WidthType.DXA },
      margins: { left: 80, right: 80, top: 40, bottom: 40 },
      borders: { top: CELL_BORDER, bottom: CELL_BORDER, left: CELL_BORDER, right: CELL_BORDER },
      // Cells stay 12 pt single-spaced (a table may be smaller than the text), in the body's font.
      children: [new Paragraph({ alignment: AlignmentType.LEFT, indent: { firstLine: 0 }, spacing: SINGLE, children: [new TextRun({ text, bold, size: 24, font: look.font })] })],
    })
  return [
    // GOST 7.32 §6.6.3: the name above the table, from the left edge, «Таблица N — Название».
    captionParagraph(visualCaption(item, n), AlignmentType.LEFT, { before: 240, after: 0 }, true),
    new Table({
      width: { size: area, type: WidthType.DXA },
      columnWidths: columns.map(() => width),
      rows: [
        new TableRow({ tableHeader: true, cantSplit: true, children: columns.map((c) => cell(c, true)) }),
        ...rows.map((r) => new TableRow({ cantSplit: true, children: r.map((c) => cell(c)) })),
      ],
    }),
    new Paragraph({ indent: { firstLine: 0 }, spacing: { ...SINGLE, after: 120 }, children: [] }),
  ]
}

async function figureBlock(item: Extract<TVisualItem, { type: 'graph' }>, n: number, chartFont: TChartFont | undefined, look: TVisualLook): Promise<FileChild[]> {
  const svg = graphToSvg(item.content)
  const png = chartFont ? await svgToPng(svg, { fontFile: chartFont.file }) : null
  const px = figurePx(look)
  const size = { width: px, height: Math.round((px * CHART_SIZE.height) / CHART_SIZE.width) }
  return [
    new Paragraph({
      alignment: AlignmentType.CENTER,
      keepNext: true,
      indent: { firstLine: 0 },
      spacing: { before: 240, after: 120, line: 240, lineRule: LineRuleType.AUTO },
      children: [
        new ImageRun({
          type: 'svg',
          data: new TextEncoder().encode(svg),
          transformation: size,
          fallback: { type: 'png', data: png ?? BLANK_PNG },
          altText: { name: `Рисунок ${n}`, title: item.content.caption, description: item.content.caption },
        }),
      ],
    }),
    // GOST 7.32 §6.5.6: «Рисунок N — Название» under the figure, centred.
    captionParagraph(visualCaption(item, n), AlignmentType.CENTER, { before: 0, after: 240 }, false),
  ]
}

function formulaBlock(item: Extract<TVisualItem, { type: 'formula' }>, n: number, look: TVisualLook): FileChild[] {
  const area = look.textArea.textWidth
  const omml = tidyOmml(mml2omml(latexToMathMl(item.content.latex)), look.size)
  const math = ImportedXmlComponent.fromXmlString(omml) as unknown as ParagraphChild
  return [
    new Paragraph({
      // GOST 7.32 §6.8: the formula on its own line, centred; its number in brackets at the right margin.
      indent: { firstLine: 0 },
      spacing: { before: 120, after: 120 },
      tabStops: [
        { type: TabStopType.CENTER, position: Math.round(area / 2) },
        { type: TabStopType.RIGHT, position: area },
      ],
      children: [new TextRun('\t'), math, new TextRun(`\t${visualCaption(item, n)}`)],
    }),
  ]
}

export type TDocxVisuals = {
  /** The blocks a marker paragraph stands for, or null for an ordinary paragraph (or an item that no longer exists). */
  blocksFor(paragraph: string): FileChild[] | null
  /**
   * The same blocks as the contents' page estimate sees them (docx-page-estimate.ts `special`): the caption as a
   * paragraph, the table row by row, the chart and the equation as fixed heights. Undefined for an ordinary paragraph.
   */
  layoutFor(paragraph: string): TLayoutBlock[] | undefined
}

/** Twips a 12 pt single-spaced line of a table cell takes (Times New Roman's line height is 1.15 em). */
const CELL_LINE = Math.round(12 * 20 * 1.15)
/** Twips the equation line takes: taller than a text line for fractions and indices, with its spacing. */
const formulaHeight = (size: number) => 120 + 120 + Math.round(size * 10 * 1.15 * 2)

/** What the page estimate needs of an item: measured like the blocks above draw it. */
function itemLayout(item: TVisualItem, n: number, look: TVisualLook): TLayoutBlock[] {
  // A caption is a paragraph of the body's size and spacing.
  const caption = (before: number, after: number, keepNext: boolean): TLayoutBlock => ({ kind: 'paragraph', text: visualCaption(item, n), size: look.size, line: look.line, before, after, keepNext })
  if (item.type === 'table') {
    const { columns, rows } = item.content
    const inner = Math.floor(look.textArea.textWidth / columns.length) - 160
    const rowHeight = (cells: readonly string[], bold: boolean) => 80 + CELL_LINE * Math.max(1, ...cells.map((c) => Math.ceil(textWidth(c, 24, bold) / Math.max(inner, 1))))
    return [
      caption(240, 0, true),
      { kind: 'fixed', height: rowHeight(columns, true), keepNext: true },
      ...rows.map((r): TLayoutBlock => ({ kind: 'fixed', height: rowHeight(r, false) })),
      { kind: 'fixed', height: CELL_LINE + 120 },
    ]
  }
  if (item.type === 'graph') {
    const heightPx = Math.round((figurePx(look) * CHART_SIZE.height) / CHART_SIZE.width)
    return [{ kind: 'fixed', height: 240 + 120 + heightPx * 15, keepNext: true }, caption(0, 240, false)]
  }
  return [{ kind: 'fixed', height: formulaHeight(look.size) }]
}

/** Numbers every item by the work's paragraphs and builds its blocks (charts are rasterised once, up front). */
/** The charts' PNG fallback is drawn with this font: the bundled DejaVu Sans, or `file` (settings PDF_FONT_FILE). */
export type TChartFont = { file?: string }

/** The blocks take the text width, font, size and spacing of `look` (the work's profile; GOST 7.32 by default). */
export async function prepareDocxVisuals(
  paragraphs: readonly string[],
  items: readonly TVisualItem[] | undefined,
  chartFont?: TChartFont,
  look: TVisualLook = GOST_LOOK,
): Promise<TDocxVisuals> {
  const byId = new Map((items ?? []).map((i) => [i.id, i]))
  if (byId.size === 0) return { blocksFor: (p) => (parseVisualMarker(p) === null ? null : []), layoutFor: (p) => (parseVisualMarker(p) === null ? undefined : []) }
  const numbers = numberVisualItems(paragraphs, (id) => byId.get(id)?.type)
  const blocks = new Map<string, FileChild[]>()
  for (const [id, n] of numbers) {
    const item = byId.get(id)!
    blocks.set(id, item.type === 'table' ? tableBlock(item, n, look) : item.type === 'graph' ? await figureBlock(item, n, chartFont, look) : formulaBlock(item, n, look))
  }
  const layouts = new Map([...numbers].map(([id, n]) => [id, itemLayout(byId.get(id)!, n, look)]))
  return {
    layoutFor(paragraph) {
      const id = parseVisualMarker(paragraph)
      if (id === null) return undefined
      const out = layouts.get(id) ?? []
      layouts.delete(id)
      return out
    },
    blocksFor(paragraph) {
      const id = parseVisualMarker(paragraph)
      if (id === null) return null
      // A second marker of the same item is not drawn twice; a marker of a deleted item leaves nothing behind.
      const out = blocks.get(id) ?? []
      blocks.delete(id)
      return out
    },
  }
}
