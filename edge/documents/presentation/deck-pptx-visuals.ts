// Native tables and charts of a laid-out deck (PowerPoint edits them: a table's cells, a chart's data sheet), plus the
// two string helpers every part of the deck writer shares.
import type PptxGenJS from 'pptxgenjs'
import type { TLaidElement } from '../../../domain/presentation/layout'

type Slide = ReturnType<PptxGenJS['addSlide']>
type TableEl = Extract<TLaidElement, { type: 'table' }>
type ChartEl = Extract<TLaidElement, { type: 'chart' }>

/** A cell's inner margins, inches (top, right, bottom, left): what the layout leaves around a cell's text. */
export const TABLE_CELL_MARGIN_IN: [number, number, number, number] = [0.05, 0.08, 0.05, 0.08]
const BORDER_PT = 0.75

/** pptxgenjs takes colours without «#». */
export const hex = (color: string) => color.replace(/^#/, '').toUpperCase()

/** Characters XML 1.0 forbids (control codes, lone surrogates) would make the file unreadable: dropped. */
export const xmlSafe = (s: string) => s.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '')

export function addDeckTable(slide: Slide, el: TableEl, lang: string) {
  const border = { type: 'solid' as const, pt: BORDER_PT, color: hex(el.borderColor) }
  const cell = (text: string, header: boolean) => ({
    text: xmlSafe(text),
    options: header ? { bold: true, color: hex(el.headerColor), fill: { color: hex(el.headerFill) } } : {},
  })
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
    margin: TABLE_CELL_MARGIN_IN,
    valign: 'middle',
    autoPage: false,
    lang,
  })
}

export function addDeckChart(slide: Slide, el: ChartEl, lang: string) {
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
    chartColors: el.colors.map(hex),
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
    showValue: !pie,
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
    valGridLine: { color: 'D9D9D9', size: 0.5 },
    ...(unit && !pie
      ? { showValAxisTitle: true, valAxisTitle: unit, valAxisTitleFontFace: font.face, valAxisTitleFontSize: font.size, valAxisTitleColor: font.color }
      : {}),
  })
}
