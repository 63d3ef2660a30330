// The document as the checker sees it: what Word would show, resolved from the OOXML (docDefaults → style chain →
// numbering → direct formatting). Lengths are twips, font sizes points.

export type TAlign = 'left' | 'center' | 'right' | 'both'

export type TRunProps = {
  font?: string
  /** Points. */
  size?: number
  bold: boolean
  italic: boolean
  caps: boolean
  underline: boolean
  /** Hex RRGGBB upper case, or undefined for automatic (black). */
  color?: string
}

export type TParaProps = {
  alignment: TAlign
  /** Positive: first-line indent; negative: hanging. */
  firstLine: number
  left: number
  /** Twips (exact/atLeast) or 240ths of a line (auto). */
  line: number
  lineRule: 'auto' | 'exact' | 'atLeast'
  before: number
  after: number
  pageBreakBefore: boolean
  outlineLevel?: number
  numId?: string
  ilvl: number
}

export type TRun = { text: string; props: TRunProps }

export type TListLabel = { numFmt: string; text: string; font?: string }

export type TParagraph = {
  index: number
  text: string
  styleId?: string
  styleName?: string
  /** 0 for a chapter heading (Heading 1 / outline level 1), 1 for a section…; undefined for text. */
  headingLevel?: number
  props: TParaProps
  runs: TRun[]
  /** The table it sits in, or null. */
  table: number | null
  hasDrawing: boolean
  /** Twips of height its pictures declare; 0 when unknown. */
  drawingHeight: number
  hasMath: boolean
  /** Field codes it holds, upper case: PAGE, TOC, REF… */
  fields: string[]
  /** Inside a table of contents (a TOC field's result or a contents content control). */
  inToc: boolean
  list?: TListLabel
  /** Starts on a new page: a page break before it (property or break) or a section that starts a page. */
  newPage: boolean
  section: number
}

export type TTable = { index: number; firstParagraph: number; lastParagraph: number; rows: number }

export type TBlock = { kind: 'p'; paragraph: number } | { kind: 'table'; table: number }

export type THeaderFooter = { hasPageField: boolean; alignment?: TAlign; text: string }

export type TSection = {
  width: number
  height: number
  margins: { top: number; right: number; bottom: number; left: number }
  /** Has a first-page header and footer of its own (w:titlePg). */
  titlePage: boolean
  type: 'nextPage' | 'continuous' | 'evenPage' | 'oddPage'
  /** The page number it restarts at, if it does. */
  numberStart?: number
  numberFormat: string
  footer: { default?: THeaderFooter; first?: THeaderFooter }
  header: { default?: THeaderFooter; first?: THeaderFooter }
  firstParagraph: number
  lastParagraph: number
}

export type TFootnote = { id: string; text: string; runs: TRun[] }

export type TDocxModel = {
  paragraphs: TParagraph[]
  tables: TTable[]
  blocks: TBlock[]
  sections: TSection[]
  footnotes: TFootnote[]
  /** A TOC field or a contents content control anywhere in the body. */
  hasTocField: boolean
}
