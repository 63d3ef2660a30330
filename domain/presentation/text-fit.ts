// Text measured with the fonts' own advance widths (font-metrics.ts, generated from the Liberation TTFs): greedy word
// wrap by width, and a fit that shrinks the size 1 pt at a time until the wrapped text fits its box, then cuts whole
// trailing lines and ends with «…» if even the smallest size does not fit. Nothing the layout places overflows.
import { FONT_METRICS, METRIC_CHARS, type TFontStyleMetrics } from './font-metrics'
import type { TLaidParagraph } from './layout'
import type { TThemeFont } from './themes'

const CHAR_INDEX = new Map<string, number>([...METRIC_CHARS].map((ch, i) => [ch, i]))

/** Renderers round positions and may rewrap a hair earlier than our arithmetic: lines are filled to this share only. */
const WIDTH_SLACK = 0.97
const ELLIPSIS = '…'

function style(face: TThemeFont, bold: boolean): TFontStyleMetrics {
  return FONT_METRICS[face][bold ? 'bold' : 'regular']
}

/** Single line height as a multiple of the size: hhea ascender + descender + line gap, as LibreOffice and PowerPoint space lines. */
export function lineFactor(face: TThemeFont): number {
  const m = style(face, false)
  return (m.ascent + m.descent + m.lineGap) / m.unitsPerEm
}

/** The height of one line, inches. */
export function lineHeightIn(face: TThemeFont, sizePt: number, lineSpacing: number): number {
  return (sizePt / 72) * lineFactor(face) * lineSpacing
}

function charUnits(m: TFontStyleMetrics, ch: string): number {
  const i = CHAR_INDEX.get(ch)
  if (i !== undefined) return m.widths[i]!
  // Outside the table (other scripts, symbols, emoji): a fallback font draws them; count a wide glyph to stay safe.
  return ch.codePointAt(0)! < 0x2000 ? m.unitsPerEm * 0.7 : m.unitsPerEm
}

const wordCache = new WeakMap<TFontStyleMetrics, Map<string, number>>()

/** A text's width in font units; words are cached per style (the fit measures the same words at every size). */
function textUnits(m: TFontStyleMetrics, text: string): number {
  let cache = wordCache.get(m)
  if (!cache || cache.size > 20_000) wordCache.set(m, (cache = new Map()))
  const hit = cache.get(text)
  if (hit !== undefined) return hit
  let units = 0
  for (const ch of text) units += charUnits(m, ch)
  cache.set(text, units)
  return units
}

/** Width of `text` on one line, inches (no kerning: PPTX text runs and the preview switch it off). */
export function measureText(text: string, face: TThemeFont, bold: boolean, sizePt: number): number {
  const m = style(face, bold)
  return (textUnits(m, text) / m.unitsPerEm) * (sizePt / 72)
}

let splitCache = new Map<string, string[]>()
function splitWords(text: string): string[] {
  let words = splitCache.get(text)
  if (!words) {
    if (splitCache.size > 5_000) splitCache = new Map()
    splitCache.set(text, (words = text.split(/\s+/).filter(Boolean)))
  }
  return words
}

/** Greedy wrap to `maxWidthIn`; a word longer than a line breaks between characters. Always at least one line. */
export function wrapText(text: string, maxWidthIn: number, face: TThemeFont, bold: boolean, sizePt: number): string[] {
  const m = style(face, bold)
  // Widths add up (no kerning), so a line's width is kept as a running sum in font units.
  const limit = ((maxWidthIn * WIDTH_SLACK * 72) / sizePt) * m.unitsPerEm + 1e-6
  const space = charUnits(m, ' ')
  const lines: string[] = []
  let line = ''
  let lineW = 0
  for (const word of splitWords(text)) {
    const w = textUnits(m, word)
    if (line && lineW + space + w <= limit) {
      line += ` ${word}`
      lineW += space + w
      continue
    }
    if (line) lines.push(line)
    if (w <= limit) {
      line = word
      lineW = w
      continue
    }
    line = ''
    lineW = 0
    for (const ch of word) {
      const c = charUnits(m, ch)
      if (line && lineW + c > limit) {
        lines.push(line)
        line = ''
        lineW = 0
      }
      line += ch
      lineW += c
    }
  }
  lines.push(line)
  return lines
}

export type TFitOptions = {
  paragraphs: TLaidParagraph[]
  face: TThemeFont
  bold?: boolean
  /** The theme size and the smallest allowed, points. */
  size: number
  minSize: number
  box: { w: number; h: number }
  inset: number
  lineSpacing: number
  /** Space after a paragraph as a share of the font size (0.4 → 0.4 × size points). */
  paraSpaceRatio: number
  /** Hanging indent of a bulleted paragraph and of each level, inches. */
  indent: number
}

export type TFitResult = {
  fontSize: number
  paragraphs: TLaidParagraph[]
  /** The wrapped lines of each paragraph, as measured. */
  lines: string[][]
  measuredLines: number
  paraSpaceAfter: number
  /** The text's height, inches (≤ the box's height minus its insets). */
  height: number
}

/** The left offset of a paragraph's text inside the box's inner area, inches. */
export function paragraphIndent(p: TLaidParagraph, indent: number): number {
  return (p.bullet ? indent : 0) + (p.level ?? 0) * indent
}

function layoutAt(o: TFitOptions, size: number) {
  const innerW = o.box.w - 2 * o.inset
  const lines = o.paragraphs.map((p) => wrapText(p.text, innerW - paragraphIndent(p, o.indent), o.face, p.bold ?? o.bold ?? false, size))
  const lh = lineHeightIn(o.face, size, o.lineSpacing)
  const paraSpaceAfter = Math.round(size * o.paraSpaceRatio * 10) / 10
  const count = lines.reduce((n, l) => n + l.length, 0)
  const height = count * lh + Math.max(0, lines.length - 1) * (paraSpaceAfter / 72)
  return { lines, lh, paraSpaceAfter, count, height }
}

/**
 * The largest size from `size` down to `minSize` (1 pt steps) at which the wrapped text fits. Taller text at a larger
 * size is the rule, so the theme size is tried first and then the steps are bisected instead of walked one by one.
 */
export function fitText(o: TFitOptions): TFitResult {
  const innerH = o.box.h - 2 * o.inset + 1e-9
  const result = (size: number, l: ReturnType<typeof layoutAt>): TFitResult => ({ fontSize: size, paragraphs: o.paragraphs, lines: l.lines, measuredLines: l.count, paraSpaceAfter: l.paraSpaceAfter, height: l.height })
  const top = layoutAt(o, o.size)
  if (top.height <= innerH || o.size <= o.minSize) return top.height <= innerH ? result(o.size, top) : truncate(o, o.size, top, innerH)
  const bottom = layoutAt(o, o.minSize)
  if (bottom.height > innerH) return truncate(o, o.minSize, bottom, innerH)
  // Invariant: `lo` fits, `hi` does not.
  let lo = o.minSize
  let best = bottom
  let hi = o.size
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1
    const l = layoutAt(o, mid)
    if (l.height <= innerH) [lo, best] = [mid, l]
    else hi = mid
  }
  return result(lo, best)
}

/** At the smallest size: keep the whole lines that fit, end the last kept one with «…». */
function truncate(o: TFitOptions, size: number, l: ReturnType<typeof layoutAt>, innerH: number): TFitResult {
  const space = l.paraSpaceAfter / 72
  const paragraphs: TLaidParagraph[] = []
  const lines: string[][] = []
  let height = 0
  for (let p = 0; p < o.paragraphs.length; p++) {
    const kept: string[] = []
    for (const line of l.lines[p]!) {
      const cost = l.lh + (kept.length === 0 && p > 0 ? space : 0)
      if (height + cost > innerH + 1e-9) break
      height += cost
      kept.push(line)
    }
    if (kept.length > 0) {
      lines.push(kept)
      paragraphs.push(o.paragraphs[p]!)
    }
    if (kept.length < l.lines[p]!.length) break
  }
  if (lines.length === 0) {
    // Not even one line fits: the box is too small for the minimum size; show the ellipsis alone at the top.
    return { fontSize: size, paragraphs: [{ ...o.paragraphs[0]!, text: ELLIPSIS }], lines: [[ELLIPSIS]], measuredLines: 1, paraSpaceAfter: l.paraSpaceAfter, height: l.lh }
  }
  const last = lines.length - 1
  const lastP = paragraphs[last]!
  const innerW = o.box.w - 2 * o.inset - paragraphIndent(lastP, o.indent)
  const bold = lastP.bold ?? o.bold ?? false
  const lastLines = lines[last]!
  let tail = lastLines[lastLines.length - 1]!
  while (tail && measureText(tail.trimEnd() + ELLIPSIS, o.face, bold, size) > innerW * WIDTH_SLACK) tail = [...tail].slice(0, -1).join('')
  tail = tail.trimEnd().replace(/[\s,.;:–—-]+$/, '') + ELLIPSIS
  lastLines[lastLines.length - 1] = tail
  paragraphs[last] = { ...lastP, text: lastLines.join(' ') }
  const measuredLines = lines.reduce((n, x) => n + x.length, 0)
  return { fontSize: size, paragraphs, lines, measuredLines, paraSpaceAfter: l.paraSpaceAfter, height }
}
