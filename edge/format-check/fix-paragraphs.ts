// The fixer's paragraph work: for each paragraph the checker reported, the direct formatting the profile wants —
// font, size, colour, spacing, indent, alignment, bold, capitals, a new page — set on that paragraph and its runs, and
// the few textual corrections the checker could write with certainty (a caption's «Рисунок 2 –», a heading's number,
// a reference's punctuation) spliced into the runs that hold them. The student's words stay where they are.
import type { THeadingRule } from '../../domain/format-check/profile'
import type { TViolation, TViolationKind } from '../../domain/format-check/violations'
import { checkReferenceEntry } from '../../domain/format-check/reference-entry'
import { children, type TXmlNode } from './xml'
import { PPR_ORDER, RPR_ORDER, pPrOf, rPrOf, setChild } from './xml-edit'
import { paragraphText, spliceText } from './paragraph-text'
import type { TFixContext } from './fix-context'

const SKIPPED = new Set(['w:del', 'w:moveFrom', 'w:pPr', 'w:rPr'])

/** The runs of a paragraph that show (hyperlinks, insertions, fields and content controls included). */
export function runsOf(p: TXmlNode): TXmlNode[] {
  const out: TXmlNode[] = []
  const walk = (node: TXmlNode) => {
    for (const c of children(node)) {
      if (SKIPPED.has(c.name) || c.name === 'm:oMath' || c.name === 'm:oMathPara') continue
      if (c.name === 'w:r') out.push(c)
      else walk(c)
    }
  }
  walk(p)
  return out
}

const THEME_FONT_ATTRS = { 'w:asciiTheme': undefined, 'w:hAnsiTheme': undefined, 'w:eastAsiaTheme': undefined, 'w:cstheme': undefined, 'w:hint': undefined }

export function setFont(rPr: TXmlNode, font: string) {
  setChild(rPr, 'w:rFonts', { 'w:ascii': font, 'w:hAnsi': font, 'w:cs': font, 'w:eastAsia': font, ...THEME_FONT_ATTRS }, RPR_ORDER)
}

export function setSize(rPr: TXmlNode, points: number) {
  const half = String(Math.round(points * 2))
  setChild(rPr, 'w:sz', { 'w:val': half }, RPR_ORDER)
  setChild(rPr, 'w:szCs', { 'w:val': half }, RPR_ORDER)
}

const on = (rPr: TXmlNode, name: string) => setChild(rPr, name, { 'w:val': undefined }, RPR_ORDER)

function setIndent(p: TXmlNode, firstLine: number, resetLeft: boolean) {
  const pPr = pPrOf(p)
  const ind = children(pPr, 'w:ind')[0]
  const hanging = ind !== undefined && (ind.attrs['w:hanging'] !== undefined || ind.attrs['w:hangingChars'] !== undefined)
  setChild(pPr, 'w:ind', { 'w:firstLine': String(firstLine), 'w:hanging': undefined, 'w:firstLineChars': undefined, 'w:hangingChars': undefined, ...((resetLeft || hanging) && { 'w:left': '0', 'w:start': undefined, 'w:leftChars': undefined, 'w:startChars': undefined }) }, PPR_ORDER)
}

const setAlign = (p: TXmlNode, align: 'left' | 'center' | 'right' | 'both') => setChild(pPrOf(p), 'w:jc', { 'w:val': align }, PPR_ORDER)

/** The most common of the sizes, or undefined. */
function mostCommon(sizes: number[]): number | undefined {
  const count = new Map<number, number>()
  for (const s of sizes) count.set(s, (count.get(s) ?? 0) + 1)
  return [...count.entries()].sort((a, b) => b[1] - a[1] || b[0] - a[0])[0]?.[0]
}

/** The size the body text mostly has, within the profile's range; the range's top when none does. */
export function bodySize(ctx: TFixContext): number {
  const { min, max } = ctx.profile.body.size
  const sizes = ctx.tree.model.paragraphs.flatMap((p, i) => (ctx.roles[i]!.kind === 'body' ? p.runs.filter((r) => r.text.trim()).map((r) => r.props.size ?? 10) : []))
  return mostCommon(sizes.filter((s) => s >= min && s <= max)) ?? max
}

function headingRule(ctx: TFixContext, i: number): THeadingRule | undefined {
  const role = ctx.roles[i]!
  if (role.kind === 'structural' || role.kind === 'appendix') return ctx.profile.headings.structuralRule
  if (role.kind === 'heading') return ctx.profile.headings.levels[Math.min(role.level, ctx.profile.headings.levels.length - 1)]
  return undefined
}

// Kinds whose fix is a change of text, carried by the violation's suggestion.
const TEXT_KINDS = new Set<TViolationKind>(['heading-full-stop', 'heading-numbering', 'structure-name', 'appendix-designation', 'caption-format', 'caption-numbering', 'reference-numbering'])

type TSplice = { from: number; to: number; insert: string }

/** The smallest change that turns `current` into `wanted`, at `offset` in the paragraph. */
function spliceFor(current: string, wanted: string, offset: number): TSplice | undefined {
  if (current === wanted) return undefined
  let a = 0
  while (a < current.length && a < wanted.length && current[a] === wanted[a]) a++
  let b = 0
  while (b < current.length - a && b < wanted.length - a && current[current.length - 1 - b] === wanted[wanted.length - 1 - b]) b++
  return { from: offset + a, to: offset + current.length - b, insert: wanted.slice(a, wanted.length - b) }
}

/** Applies the splices right to left (so earlier offsets hold), skipping one that overlaps one already made. */
function applySplices(p: TXmlNode, splices: TSplice[]): number {
  let done = 0
  let limit = Number.POSITIVE_INFINITY
  for (const s of [...splices].sort((x, y) => y.from - x.from)) {
    if (s.to > limit) continue
    if (spliceText(p, s.from, s.to, s.insert)) {
      done++
      limit = s.from
    }
  }
  return done
}

/** Fixes one paragraph for the violations reported in it. */
export function fixParagraph(ctx: TFixContext, i: number, items: TViolation[]): void {
  const p = ctx.tree.nodes[i]!
  const para = ctx.tree.model.paragraphs[i]!
  const { body } = ctx.profile
  const kinds = new Set(items.map((v) => v.kind))
  const runs = runsOf(p)
  const rule = headingRule(ctx, i)
  const role = ctx.roles[i]!

  if (kinds.has('font-family')) runs.forEach((r) => setFont(rPrOf(r), body.fonts[0]!))
  if (kinds.has('font-size')) {
    const { min, max } = body.size
    const own = mostCommon(para.runs.filter((r) => r.text.trim()).map((r) => r.props.size ?? 10).filter((s) => s >= min && s <= max))
    const size = own ?? ctx.bodySize
    runs.forEach((r) => setSize(rPrOf(r), size))
  }
  if (kinds.has('font-color')) runs.forEach((r) => setChild(rPrOf(r), 'w:color', { 'w:val': body.color, 'w:themeColor': undefined, 'w:themeShade': undefined, 'w:themeTint': undefined }, RPR_ORDER))
  if (kinds.has('line-spacing')) setChild(pPrOf(p), 'w:spacing', { 'w:line': String(Math.round(body.lineSpacing * 240)), 'w:lineRule': 'auto' }, PPR_ORDER)
  if (kinds.has('first-line-indent')) setIndent(p, body.firstLineIndent, false)
  if (kinds.has('body-alignment')) setAlign(p, body.alignment)

  if (rule) {
    if (kinds.has('heading-bold')) runs.forEach((r) => (on(rPrOf(r), 'w:b'), on(rPrOf(r), 'w:bCs')))
    if (kinds.has('heading-case') && rule.case === 'upper') runs.forEach((r) => on(rPrOf(r), 'w:caps'))
    if (kinds.has('heading-alignment')) {
      if (rule.alignment === 'center' || rule.alignment === 'right') {
        setAlign(p, rule.alignment)
        setIndent(p, 0, true)
      } else {
        setAlign(p, 'left')
        setIndent(p, rule.indent ? body.firstLineIndent : 0, true)
      }
    }
    if (kinds.has('heading-new-page')) setChild(pPrOf(p), 'w:pageBreakBefore', { 'w:val': undefined }, PPR_ORDER)
  }
  if (kinds.has('caption-alignment') && role.kind === 'caption') {
    const align = ctx.profile.captions[role.of].alignment
    setAlign(p, align === 'both' ? 'left' : align)
    setIndent(p, 0, true)
  }

  // What the text itself needs: each violation's own suggestion, and a sentence-case heading's first letter.
  if (paragraphText(p).replace(/\u00a0/g, ' ') !== para.text) return
  const lead = para.text.length - para.text.trimStart().length
  const trimmed = para.text.trim()
  const splices: TSplice[] = []
  for (const v of items) {
    if (!TEXT_KINDS.has(v.kind) || v.suggestion === undefined) continue
    const s = spliceFor(trimmed, v.suggestion, lead)
    if (s) splices.push(s)
  }
  if (kinds.has('heading-case') && rule?.case === 'sentence') {
    const at = trimmed.search(/[a-zа-яё]/)
    const numberEnd = (/^\d+(?:\.\d+)*\.?\s*/.exec(trimmed)?.[0] ?? '').length
    if (at === numberEnd) splices.push({ from: lead + at, to: lead + at + 1, insert: trimmed[at]!.toUpperCase() })
  }
  if (kinds.has('list-marker') && !para.list) {
    const m = /^([•●▪■◦○·✓➢►\uF0B7\uF0A7*])\s?/.exec(trimmed)
    if (m) {
      splices.push({ from: lead, to: lead + m[0].length, insert: `${ctx.profile.lists.bullets[0]} ` })
      // A dash item starts at the paragraph indent, as the text does.
      setIndent(p, body.firstLineIndent, true)
    }
  }
  if (kinds.has('reference-entry')) {
    // Only an entry parsed with certainty is rewritten: nothing guessed, no word of the student's lost.
    const number = /^\d{1,3}\s*[.)]\s*/.exec(trimmed)?.[0] ?? ''
    const entry = trimmed.slice(number.length)
    const r = checkReferenceEntry(entry, ctx.today)
    if (r.certain) {
      const s = spliceFor(entry, r.suggestion, lead + number.length)
      if (s) splices.push(s)
    }
  }
  if (applySplices(p, splices) > 0) ctx.textChanged.add(i)
}
