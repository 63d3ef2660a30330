// Native tables and charts of a laid-out deck (PowerPoint edits them: a table's cells, a chart's data sheet), plus the
// two string helpers every part of the deck writer shares.
import type PptxGenJS from 'pptxgenjs'
import type { TLaidElement } from '../../../domain/presentation/layout'

type Slide = ReturnType<PptxGenJS['addSlide']>
type TableEl = Extract<TLaidElement, { type: 'table' }>
type ChartEl = Extract<TLaidElement, { type: 'chart' }>

/** A cell's inner margin when the layout gives none, inches. */
const DEFAULT_CELL_INSET_IN = 0.08
const BORDER_PT = 0.75

/** pptxgenjs takes colours without «#». */
export const hex = (color: string) => color.replace(/^#/, '').toUpperCase()

/** Characters XML 1.0 forbids (control codes, lone surrogates) would make the file unreadable: dropped. */
export const xmlSafe = (s: string) => s.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '')

export function addDeckTable(slide: Slide, el: TableEl, lang: string) {
  const border = { type: 'solid' as const, pt: BORDER_PT, color: hex(el.borderColor) }
  // pptxgenjs writes a cell's line spacing from its options (its types leave the option out).
  const spacing = (el.lineSpacing ? { lineSpacingMultiple: el.lineSpacing } : {}) as PptxGenJS.TableCellProps
  const cell = (text: string, header: boolean): PptxGenJS.TableCell => ({
    text: xmlSafe(text).replace(/\s*[\r\n]+\s*/g, ' '),
    options: header ? { ...spacing, bold: true, color: hex(el.headerColor), fill: { color: hex(el.headerFill) } } : spacing,
  })
  const inset = el.inset ?? DEFAULT_CELL_INSET_IN
  const columns = el.colW.length
  const pad = (row: string[]) => Array.from({ length: columns }, (_, i) => row[i] ?? '')
  slide.addTable([pad(el.header).map((t) => cell(t, true)), ...el.rows.map((r) => pad(r).map((t) => cell(t, false)))], {
    x: el.x,
    y: el.y,
    w: el.w,
    colW: el.colW,
    rowH: el.rowH,
    fontFace: el.fontFace,
    fontSize: el.fontSize,
    color: hex(el.color),
    border: [border, border, border, border],
    margin: [inset, inset, inset, inset],
    valign: 'middle',
    autoPage: false,
    lang,
  })
}

/** A colour `t` of the way from `a` to `b` (hex): grid lines a step off the slide's background, in any theme. */
function mix(a: string, b: string, t: number): string {
  const ch = (c: string, i: number) => parseInt(hex(c).slice(i, i + 2), 16) || 0
  return [0, 2, 4].map((i) => Math.round(ch(a, i) + (ch(b, i) - ch(a, i)) * t).toString(16).padStart(2, '0')).join('').toUpperCase()
}

export function addDeckChart(slide: Slide, el: ChartEl, lang: string, background: string) {
  const pie = el.chartType === 'pie'
  const categories = el.categories.map(xmlSafe)
  const series = (pie ? el.series.slice(0, 1) : el.series).map((s) => ({
    name: xmlSafe(s.name),
    labels: categories,
    values: categories.map((_, i) => (Number.isFinite(s.values[i]) ? s.values[i]! : 0)),
  }))
  const unit = el.unit ? xmlSafe(el.unit).replace(/["\\]/g, '').trim() : ''
  const font = { face: el.fontFace, size: el.fontSize, color: hex(el.color) }
  slide.addChart(el.chartType, series, {
    x: el.x,
    y: el.y,
    w: el.w,
    h: el.h,
    lang,
    // A colour per series (pptxgenjs would colour the bars of a lone series each differently); a pie's per slice.
    chartColors: (pie ? el.colors : el.colors.slice(0, series.length)).map(hex),
    barDir: 'col',
    barGapWidthPct: 60,
    lineSize: 2,
    lineDataSymbol: 'circle',
    lineDataSymbolSize: 7,
    showLegend: pie || series.length > 1,
    legendPos: pie ? 'r' : 'b',
    legendFontFace: font.face,
    legendFontSize: font.size,
    legendColor: font.color,
    // Values on the points of one series; with two or three they crowd each other, the axis reads them.
    showValue: !pie && series.length === 1,
    showPercent: pie,
    dataLabelFontFace: font.face,
    dataLabelFontSize: font.size,
    dataLabelColor: font.color,
    dataLabelPosition: pie ? 'bestFit' : el.chartType === 'line' ? 't' : 'outEnd',
    // pptxgenjs rounds labels to whole numbers by default: 10,5 would read «11».
    ...(pie ? {} : { dataLabelFormatCode: 'General', valAxisLabelFormatCode: 'General' }),
    catAxisLabelFontFace: font.face,
    catAxisLabelFontSize: font.size,
    catAxisLabelColor: font.color,
    valAxisLabelFontFace: font.face,
    valAxisLabelFontSize: font.size,
    valAxisLabelColor: font.color,
    valGridLine: { color: mix(background, el.color, 0.2), size: 0.5 },
    catAxisLineColor: mix(background, el.color, 0.4),
    valAxisLineColor: mix(background, el.color, 0.4),
    ...(unit && !pie
      ? { showValAxisTitle: true, valAxisTitle: unit, valAxisTitleFontFace: font.face, valAxisTitleFontSize: font.size, valAxisTitleColor: font.color }
      : {}),
  })
}
