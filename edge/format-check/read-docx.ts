// A DOCX as the checker's model (docx-model.ts): every body paragraph in order — tables' too — with its resolved
// formatting, the sections with their page setup and footers, tables, drawings, fields and footnotes. One pass over
// each part; nothing is converted to text first, since the formatting is what is checked.
import { child, children, descendants, parseXml, type TXmlNode } from './xml'
import type { TBlock, TDocxModel, TFootnote, TParagraph, TTable } from './docx-model'
import { finishPara, paraProps, readStyles, readTheme, type TStyleSheet } from './docx-styles'
import { readNumbering, type TNumbering } from './docx-numbering'
import { readRuns, type TFieldState } from './docx-runs'
import { readSections } from './docx-sections'
import { openDocx, relationships, type TDocxParts } from './docx-input'

const HEADING_NAME = /^(?:heading|заголовок)\s*(\d)$/i

type TWalk = {
  sheet: TStyleSheet
  numbering: TNumbering
  fields: TFieldState
  paragraphs: TParagraph[]
  tables: TTable[]
  blocks: TBlock[]
  /** Body sectPr nodes with the last paragraph of their section. */
  sectPrs: { node: TXmlNode; last: number }[]
  pendingBreak: boolean
  hasToc: boolean
  /** Each paragraph's element, by the model's paragraph index (what the fixer edits). */
  nodes: TXmlNode[]
}

function headingLevel(styleName: string | undefined, styleId: string | undefined, outline: number | undefined): number | undefined {
  const m = HEADING_NAME.exec(styleName ?? '') ?? /^Heading(\d)$/.exec(styleId ?? '')
  if (m) return Number(m[1]) - 1
  return outline !== undefined && outline < 9 ? outline : undefined
}

function paragraph(p: TXmlNode, w: TWalk, table: number | null, inTocControl: boolean) {
  const pPr = child(p, 'w:pPr')
  const styleId = child(pPr, 'w:pStyle')?.attrs['w:val'] ?? w.sheet.defaultParagraph
  const direct = paraProps(pPr)
  const style = w.sheet.paragraph(styleId)
  const numId = direct.numId ?? style.numId
  const ilvl = direct.ilvl ?? style.ilvl ?? 0
  const level = numId ? w.numbering.levelProps(numId, ilvl) : {}
  const props = finishPara({ ...style, ...level, ...direct, numId, ilvl })
  const tocBefore = w.fields.open.some((f) => /^\s*TOC\b/i.test(f.instr))
  const r = readRuns(p, styleId, w.sheet, w.fields)
  const tocAfter = w.fields.open.some((f) => /^\s*TOC\b/i.test(f.instr))
  const inToc = inTocControl || tocBefore || tocAfter || r.fields.includes('TOC')
  if (inToc) w.hasToc = true
  const styleName = w.sheet.styleName(styleId)
  const index = w.paragraphs.length
  w.nodes.push(p)
  w.paragraphs.push({
    index,
    text: r.text,
    styleId,
    styleName,
    headingLevel: inToc ? undefined : headingLevel(styleName, styleId, props.outlineLevel),
    props,
    runs: r.runs,
    table,
    hasDrawing: r.hasDrawing,
    drawingHeight: r.drawingHeight,
    hasMath: r.hasMath,
    fields: r.fields,
    inToc,
    list: numId && numId !== '0' ? w.numbering.next(numId, ilvl) : undefined,
    newPage: props.pageBreakBefore || r.breakBeforeText || w.pendingBreak,
    section: w.sectPrs.length,
  })
  w.pendingBreak = r.breakAfterText
  if (table === null) w.blocks.push({ kind: 'p', paragraph: index })
  const sectPr = child(pPr, 'w:sectPr')
  if (sectPr) w.sectPrs.push({ node: sectPr, last: index })
}

function tableOf(tbl: TXmlNode, w: TWalk, depth: number) {
  const index = w.tables.length
  const entry: TTable = { index, firstParagraph: w.paragraphs.length, lastParagraph: w.paragraphs.length - 1, rows: 0 }
  w.tables.push(entry)
  if (depth === 0) w.blocks.push({ kind: 'table', table: index })
  for (const tr of children(tbl, 'w:tr')) {
    entry.rows++
    for (const tc of children(tr, 'w:tc')) content(tc, w, index, depth + 1, false)
  }
  entry.lastParagraph = w.paragraphs.length - 1
}

function isTocControl(sdt: TXmlNode): boolean {
  const gallery = descendants(child(sdt, 'w:sdtPr'), 'w:docPartGallery')[0]?.attrs['w:val'] ?? ''
  return /table of contents/i.test(gallery)
}

function content(node: TXmlNode, w: TWalk, table: number | null, depth: number, inToc: boolean) {
  for (const c of children(node)) {
    if (c.name === 'w:p') paragraph(c, w, table, inToc)
    else if (c.name === 'w:tbl') tableOf(c, w, depth)
    else if (c.name === 'w:sdt') content(child(c, 'w:sdtContent') ?? c, w, table, depth, inToc || isTocControl(c))
    else if (c.name === 'w:customXml' || c.name === 'w:ins') content(c, w, table, depth, inToc)
  }
}

/**
 * The body's paragraphs in the order the model numbers them (the walk of `content` above, without reading them): the
 * fixer's map from a paragraph it moved back to where it was.
 */
export function bodyParagraphNodes(document: TXmlNode): TXmlNode[] {
  const out: TXmlNode[] = []
  const walk = (node: TXmlNode) => {
    for (const c of children(node)) {
      if (c.name === 'w:p') out.push(c)
      else if (c.name === 'w:tbl') for (const tr of children(c, 'w:tr')) for (const tc of children(tr, 'w:tc')) walk(tc)
      else if (c.name === 'w:sdt') walk(child(c, 'w:sdtContent') ?? c)
      else if (c.name === 'w:customXml' || c.name === 'w:ins') walk(c)
    }
  }
  const body = child(document, 'w:body')
  if (body) walk(body)
  return out
}

function footnotesOf(xml: string | undefined, sheet: TStyleSheet): TFootnote[] {
  if (!xml) return []
  const out: TFootnote[] = []
  for (const f of children(parseXml(xml), 'w:footnote')) {
    const type = f.attrs['w:type']
    if (type === 'separator' || type === 'continuationSeparator' || type === 'continuationNotice') continue
    const runs = children(f, 'w:p').flatMap((p) => readRuns(p, child(child(p, 'w:pPr'), 'w:pStyle')?.attrs['w:val'] ?? sheet.defaultParagraph, sheet, { open: [] }).runs)
    out.push({ id: f.attrs['w:id'] ?? '', runs, text: runs.map((r) => r.text).join('').trim() })
  }
  return out
}

/** The model with what it was read from: the parts, the parsed document and each paragraph's element. */
export type TDocxTree = { model: TDocxModel; parts: TDocxParts; document: TXmlNode; nodes: TXmlNode[]; sectPrs: TXmlNode[] }

/** Reads an uploaded DOCX; throws an AppError with a Russian message when it is not one or is damaged. */
export function readDocx(bytes: Uint8Array): TDocxModel {
  return readDocxTree(bytes).model
}

export function readDocxTree(bytes: Uint8Array): TDocxTree {
  const parts = openDocx(bytes)
  const theme = readTheme(parts.part('word/theme/theme1.xml') ? parseXml(parts.part('word/theme/theme1.xml')!) : undefined)
  const stylesXml = parts.part('word/styles.xml')
  const sheet = readStyles(stylesXml ? parseXml(stylesXml) : undefined, theme)
  const numberingXml = parts.part('word/numbering.xml')
  const w: TWalk = {
    sheet,
    numbering: readNumbering(numberingXml ? parseXml(numberingXml) : undefined),
    fields: { open: [] },
    paragraphs: [],
    tables: [],
    blocks: [],
    sectPrs: [],
    pendingBreak: false,
    hasToc: false,
    nodes: [],
  }
  const document = parseXml(parts.document)
  const body = child(document, 'w:body')
  if (body) content(body, w, null, 0, false)
  const final = child(body, 'w:sectPr')
  if (final) w.sectPrs.push({ node: final, last: w.paragraphs.length - 1 })
  // LibreOffice may leave the last section's properties in its last paragraph and none on the body.
  else if (w.sectPrs.length > 0) w.sectPrs[w.sectPrs.length - 1]!.last = w.paragraphs.length - 1
  const rels = relationships(parts.part('word/_rels/document.xml.rels'))
  const sections = readSections(w.sectPrs, rels, parts.part, sheet)
  for (const s of sections.slice(1)) {
    const first = w.paragraphs[s.firstParagraph]
    if (first && s.type !== 'continuous') first.newPage = true
  }
  for (const p of w.paragraphs) p.section = Math.min(p.section, Math.max(0, sections.length - 1))
  const model: TDocxModel = { paragraphs: w.paragraphs, tables: w.tables, blocks: w.blocks, sections, footnotes: footnotesOf(parts.part('word/footnotes.xml'), sheet), hasTocField: w.hasToc }
  return { model, parts, document, nodes: w.nodes, sectPrs: w.sectPrs.map((s) => s.node) }
}
