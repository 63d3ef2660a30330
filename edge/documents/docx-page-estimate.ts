// The contents' page numbers of a text work, worked out from the work itself rather than by docx/layout laying out the
// whole XML (≈ 450 ms for 20 pages, almost all of it per word): our documents use one font (Times New Roman, or one as
// wide), one size and a handful of paragraph kinds, so the lines are broken here as Word breaks them (greedy, at spaces and after
// hyphens, from a per-glyph width table), and the pages filled as Word fills them (line height from the font's
// metrics, page breaks before chapters, keep-with-next headings, widow and orphan control). A few milliseconds.
import type { PageNumberEstimator } from 'docx'
import { parseVisualMarker } from '../../domain/essay/visual-items'
import { TIMES_LINE_UNITS, TIMES_UNITS_PER_EM, timesWidths } from './times-widths'

/** A paragraph as it is laid out: twips (1/20 pt) and half-points, as in the DOCX. */
export type TLayoutParagraph = {
  kind: 'paragraph'
  text: string
  /** Run size in half-points (28 = 14 pt). */
  size: number
  bold?: boolean
  /** Line spacing in 240ths of a line (360 = 1.5 lines). */
  line: number
  firstLine?: number
  left?: number
  /** Space before and after, twips. */
  before?: number
  after?: number
  pageBreakBefore?: boolean
  keepNext?: boolean
  keepLines?: boolean
  /** The contents lists it: its page is reported in {@link TPageEstimate.headings}. */
  heading?: boolean
  /** Justified: Word squeezes a word onto a line that it overshoots a little. */
  justify?: boolean
  /** Room kept at the end of the last line (a contents entry's page number), twips. */
  endReserve?: number
}

/** Something of a known height that is not text (a table or figure the caller measured), twips; it is not split. */
export type TLayoutBlock = TLayoutParagraph | { kind: 'fixed'; height: number; keepNext?: boolean }

export type TLayoutPage = { textWidth: number; textHeight: number }

export type TPageEstimate = {
  /** Pages the blocks fill. */
  pages: number
  /** The page (1-based, within the blocks) each heading starts on, in order. */
  headings: { text: string; page: number }[]
}

const NBSP = '\u00a0'

/** Fonts with Times New Roman's advance widths and line height (times-widths.ts): text in them is measured here. */
const TIMES_METRIC_FONTS = new Set(['times new roman', 'liberation serif', 'tinos'])
export const measuresFont = (font: string) => TIMES_METRIC_FONTS.has(font.trim().toLowerCase())

const widthCache = new Map<string, number>()

/** The width of a piece of text in twips: Word neither kerns nor ligates by default. */
export function textWidth(text: string, size: number, bold = false): number {
  const key = `${bold ? 'b' : 'r'}${size}|${text}`
  const cached = widthCache.get(key)
  if (cached !== undefined) return cached
  const table = bold ? timesWidths().bold : timesWidths().regular
  const average = table.get(0x6f)! // an unknown character counts as an average letter ("o")
  let units = 0
  for (const ch of text) units += table.get(ch.codePointAt(0)!) ?? average
  const twips = (units * size * 10) / TIMES_UNITS_PER_EM
  if (widthCache.size > 50_000) widthCache.clear()
  widthCache.set(key, twips)
  return twips
}

/** The words of a text with the spaces after each, and the parts of each word a line may break after (its hyphens). */
function words(text: string): { parts: string[]; space: string }[] {
  const out: { parts: string[]; space: string }[] = []
  for (const m of text.matchAll(/([^ ]*)( *)/g)) {
    if (m[0] === '') continue
    out.push({ parts: m[1]!.split(/(?<=\p{L}-)(?=\p{L})/u), space: m[2]! })
  }
  return out
}

const TOL = 0.2 // twips
const MOST_SQUEEZE = 0.25
const STRETCH_TO_SQUEEZE = 2.015

/**
 * How many lines Word breaks the text into. A word goes on the line if it fits without the spaces after it; on a
 * justified line also if Word squeezes it in: by shrinking the line's spaces by less than a quarter of their width and
 * less than half of what they would stretch by without it (the rule docx/layout measured on Word). A word that doesn't
 * go on breaks after its last hyphen that fits, without squeezing.
 */
export function countLines(
  p: Pick<TLayoutParagraph, 'text' | 'size' | 'bold' | 'firstLine' | 'left' | 'endReserve' | 'justify'>,
  page: TLayoutPage,
): number {
  const full = page.textWidth - (p.left ?? 0)
  const width = (t: string) => textWidth(t, p.size, p.bold)
  let lines = 1
  let room = full - (p.firstLine ?? 0)
  let end = 0 // where the line's last word ends
  let inner = 0 // the width of the spaces between the words on the line
  let pending = 0 // the spaces after the last word
  let started = false
  const startLine = (w: number) => {
    lines++
    room = full
    end = w
    inner = 0
    if (end > room + TOL) {
      // A word longer than a line (a long address) is broken anywhere.
      lines += Math.ceil(end / room) - 1
      end = end % room
    }
  }
  for (const word of words(p.text)) {
    const w = width(word.parts.join(''))
    if (!started) {
      end = w
      started = true
    } else {
      const position = end + pending
      const over = position + w - room
      const spaces = inner + pending
      const squeezed =
        p.justify === true &&
        over > TOL &&
        spaces > TOL &&
        over / spaces <= MOST_SQUEEZE &&
        (inner <= 0 || (room - end) / inner >= (STRETCH_TO_SQUEEZE * over) / spaces)
      if (over <= TOL || squeezed) {
        inner += pending
        end = position + w
      } else {
        let k = word.parts.length - 1
        while (k > 0 && position + width(word.parts.slice(0, k).join('')) > room + TOL) k--
        startLine(k > 0 ? width(word.parts.slice(k).join('')) : w)
      }
    }
    pending = width(word.space)
  }
  if (p.endReserve && end + pending + p.endReserve > room) lines++
  return lines
}

/** A line's height in twips: Word's single line for the font, times the spacing. */
export const lineHeight = (size: number, line: number) => ((TIMES_LINE_UNITS / TIMES_UNITS_PER_EM) * size * 10 * line) / 240

type TPlaced = { lines: number; lh: number; below: number; before: number; after: number; block: TLayoutBlock }

const TOLERANCE = 0.5

/** Lines of a paragraph that go on a page where `fits` of the `total` left fit (widow and orphan control, keepLines). */
function linesKept(total: number, fits: number, keepLines: boolean, isFirstLine: boolean): number {
  if (keepLines && isFirstLine) return 0
  if (total < 2) return fits
  const withoutWidow = total - fits === 1 ? fits - 1 : fits
  return isFirstLine && withoutWidow === 1 ? 0 : withoutWidow
}

/**
 * Fills pages with the blocks as Word does (the rules docx/layout follows, for what our documents hold): a paragraph's
 * lines go on the page while they fit; with widow and orphan control (Word's default) no page starts or ends with a
 * lone line of a paragraph; keepLines moves a paragraph whole; keepNext moves a paragraph with the next one's first
 * lines (all of them up to three); the space between two paragraphs is the larger of the one's space after and the
 * other's space before, and there is none at the top of a page; the last line on a page may hang its multiple
 * spacing's share below the page's text; a page break before starts a page unless it is empty.
 */
export function estimatePages(blocks: readonly TLayoutBlock[], page: TLayoutPage): TPageEstimate {
  const placed: TPlaced[] = blocks.map((block) =>
    block.kind === 'fixed'
      ? { lines: 1, lh: block.height, below: 0, before: 0, after: 0, block }
      : {
          lines: countLines(block, page),
          lh: lineHeight(block.size, block.line),
          // What multiple spacing adds below a line's text: the last line on a page fits without it (Word lets it hang).
          below: block.line > 240 ? lineHeight(block.size, block.line - 240) : 0,
          before: block.before ?? 0,
          after: block.after ?? 0,
          block,
        },
  )
  const H = page.textHeight + TOLERANCE
  let pageNo = 1
  let y = 0
  let prevAfter = 0
  let onPage = false
  const headings: TPageEstimate['headings'] = []
  const newPage = () => {
    pageNo++
    y = 0
    prevAfter = 0
    onPage = false
  }
  const keepsLines = (p: TPlaced) => p.block.kind === 'fixed' || !!p.block.keepLines
  const keepsNext = (p: TPlaced) => !!p.block.keepNext
  /** The height the chain of paragraphs kept with the next, from i, needs here: all of them and the next one's first lines. */
  const keptHeight = (i: number): number => {
    let h = 0
    let after = prevAfter
    let j = i
    for (; j < placed.length && keepsNext(placed[j]!) && j + 1 < placed.length; j++) {
      const p = placed[j]!
      h += (j === i && !onPage ? 0 : Math.max(after, p.before)) + p.lines * p.lh
      after = p.after
    }
    const next = placed[j]!
    if (j === i) return 0
    if (isHardBreak(next.block)) return h - placed[j - 1]!.below
    const first = keepsLines(next) || next.lines <= 3 ? next.lines : 2
    return h + Math.max(after, next.before) + first * next.lh - next.below
  }
  placed.forEach((p, i) => {
    const b = p.block
    if (isHardBreak(b) && onPage) newPage()
    if (onPage && keepsNext(p) && y + keptHeight(i) > H) newPage()
    if (b.kind === 'paragraph' && b.heading) headings.push({ text: b.text, page: pageNo })
    let left = p.lines
    let first = true
    for (;;) {
      const space = onPage ? Math.max(prevAfter, p.before) : 0
      const fits = Math.max(0, Math.floor((H - y - space + p.below) / p.lh))
      if (fits >= left) {
        y += space + left * p.lh
        break
      }
      let take = linesKept(left, fits, keepsLines(p), first)
      if (take === 0 && !onPage) take = Math.max(1, fits) // taller than a page: it goes on anyway
      if (take > 0) {
        left -= take
        first = false
      }
      newPage()
    }
    prevAfter = p.after
    onPage = true
  })
  return { pages: pageNo, headings }
}

const isHardBreak = (b: TLayoutBlock) => b.kind === 'paragraph' && !!b.pageBreakBefore

type TXml = unknown

/** The text of a formatted paragraph and whether it starts a bookmark, with the bookmark's name. */
function paragraphsWithBookmarks(body: TXml): { name: string; text: string }[] {
  const out: { name: string; text: string }[] = []
  const textOf = (node: TXml): string => {
    if (typeof node === 'string') return node
    if (Array.isArray(node)) return node.map(textOf).join('')
    if (node && typeof node === 'object') {
      return Object.entries(node)
        .filter(([k]) => k !== '_attr' && k !== 'w:instrText' && k !== 'w:pPr' && k !== 'w:rPr')
        .map(([, v]) => textOf(v))
        .join('')
    }
    return ''
  }
  const visit = (node: TXml) => {
    if (Array.isArray(node)) return node.forEach(visit)
    if (!node || typeof node !== 'object') return
    for (const [k, v] of Object.entries(node)) {
      if (k === 'w:p' && Array.isArray(v)) {
        const mark = v.find((c: TXml) => c && typeof c === 'object' && 'w:bookmarkStart' in c) as { 'w:bookmarkStart': { _attr: { 'w:name': string } } } | undefined
        if (mark) out.push({ name: mark['w:bookmarkStart']._attr['w:name'], text: textOf(v) })
        else visit(v)
      } else if (k !== '_attr') visit(v)
    }
  }
  visit(body)
  return out
}

/**
 * A page-number estimator for `new Document({ pageNumbers })` that writes the given heading pages: the bookmarks docx
 * puts on the headings are matched to them in order by their text. When they don't match (the document isn't the one
 * laid out), nothing is written and Word fills the numbers in when it updates the fields.
 */
export function headingPageNumbers(headings: readonly { text: string; page: number }[]): PageNumberEstimator {
  return (body) => {
    const marked = paragraphsWithBookmarks(body).filter((b) => b.name.startsWith('_Toc'))
    const norm = (s: string) => s.replaceAll(NBSP, ' ').trim()
    const ok = marked.length === headings.length && marked.every((m, i) => norm(m.text) === norm(headings[i]!.text))
    return { bookmarks: new Map(ok ? marked.map((m, i) => [m.name, String(headings[i]!.page)]) : []) }
  }
}

/** What {@link workHeadingPages} needs of the DOCX: its page, styles and the structural headings' words. */
export type TWorkLayout = {
  /** The text area between the margins. */
  page: TLayoutPage
  /** The body's (and headings') size in half-points; default 28, GOST 7.32's 14 pt. */
  size?: number
  line: number
  firstLineIndent: number
  /** Whether the body is justified (default): Word squeezes words onto justified lines only. */
  justify?: boolean
  structural: { contents: string; introduction: string; conclusion: string; references: string }
  /** The bold line above the contents, if any. */
  notice?: string
  /**
   * Blocks for a body paragraph that is not plain text, such as a visual item's marker (a table, figure or equation
   * with its caption, measured by whoever draws it). A marker it gives none for can't be laid out here.
   */
  special?: (paragraph: string) => TLayoutBlock[] | undefined
}

/**
 * The page each contents entry's heading starts on in the full work as essay-docx.ts builds it: the title page is
 * page 1 (a section of its own), the contents starts page 2, the introduction, chapters, conclusion and references
 * start new pages. Headings are in the contents' order. Null when the work holds what it can't measure (a visual
 * item no {@link TWorkLayout.special} gives blocks for).
 */
export function workHeadingPages(
  work: { chapters: readonly { title: string; paragraphs: readonly string[]; subchapters: readonly { title: string; paragraphs: readonly string[] }[] }[]; introduction: { paragraphs: readonly string[] }; conclusion: { paragraphs: readonly string[] }; references: readonly string[] },
  layout: TWorkLayout,
  text: (paragraph: string) => string = (t) => t,
): { text: string; page: number }[] | null {
  const { size: S = 28, line, firstLineIndent: indent, justify = true } = layout
  let unmeasured = false
  const plain = (t: string): TLayoutBlock[] => {
    const special = layout.special?.(t)
    if (special) return special
    if (parseVisualMarker(t) !== null) unmeasured = true
    return [{ kind: 'paragraph', text: text(t), size: S, line, firstLine: indent, justify }]
  }
  const structural = (t: string, heading = true): TLayoutBlock => ({ kind: 'paragraph', text: t, size: S, bold: true, line, after: 360, keepNext: true, heading, pageBreakBefore: heading })
  const h1 = (t: string): TLayoutBlock => ({ kind: 'paragraph', text: t, size: S, bold: true, line, firstLine: indent, after: 360, pageBreakBefore: true, keepNext: true, keepLines: true, heading: true })
  const h2 = (t: string): TLayoutBlock => ({ kind: 'paragraph', text: t, size: S, bold: true, line, firstLine: indent, before: 360, after: 360, keepNext: true, keepLines: true, heading: true })

  const body: TLayoutBlock[] = [structural(layout.structural.introduction), ...work.introduction.paragraphs.flatMap(plain)]
  work.chapters.forEach((c, i) => {
    body.push(h1(`${i + 1} ${c.title}`), ...c.paragraphs.flatMap(plain))
    c.subchapters.forEach((s, j) => body.push(h2(`${i + 1}.${j + 1} ${s.title}`), ...s.paragraphs.flatMap(plain)))
  })
  body.push(structural(layout.structural.conclusion), ...work.conclusion.paragraphs.flatMap(plain))
  if (work.references.length > 0) {
    body.push(structural(layout.structural.references))
    body.push(...work.references.map((r, i): TLayoutBlock => ({ kind: 'paragraph', text: text(`${i + 1}. ${r}`), size: S, line, firstLine: indent })))
  }

  // The contents lists every heading; an entry's number sits at the right margin after a dot leader.
  const headings = body.filter((b): b is TLayoutParagraph => b.kind === 'paragraph' && !!b.heading)
  const numberRoom = textWidth(' 000', S)
  const contents: TLayoutBlock[] = [
    ...(layout.notice ? [{ kind: 'paragraph', text: layout.notice, size: S, bold: true, line } as const] : []),
    structural(layout.structural.contents, false),
    ...headings.map((h): TLayoutBlock => ({ kind: 'paragraph', text: h.text, size: S, line, left: h.before ? 283 : 0, endReserve: numberRoom })),
  ]
  if (unmeasured) return null
  const all = [...contents, ...body]
  const pages = estimatePages(all, layout.page).headings
  // Page 1 is the title page.
  return pages.map((h) => ({ text: h.text, page: h.page + 1 }))
}

/** The estimator for the full work's contents ({@link workHeadingPages}), or null when the work can't be laid out here. */
export function workPageNumbers(...args: Parameters<typeof workHeadingPages>): PageNumberEstimator | null {
  const headings = workHeadingPages(...args)
  return headings ? headingPageNumbers(headings) : null
}
