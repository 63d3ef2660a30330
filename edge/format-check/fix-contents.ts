// The fixer adds the contents a work lacks (issue 37 part 3): after the title page, «СОДЕРЖАНИЕ» and a TOC field
// whose entries — the structural elements, chapters and sections, appendices — are already filled in with the page each
// heading is estimated to be on, so the contents shows in LibreOffice as it opens and Word rebuilds it with its own
// page numbers (w:updateFields, fix-document.ts). Only headings the student wrote are listed; nothing is invented.
import { child, children, descendants, el, type TXmlNode } from './xml'
import { PPR_ORDER, pPrOf, setChild } from './xml-edit'
import type { TViolation } from '../../domain/format-check/violations'
import type { TFixContext } from './fix-context'
import { paragraphPages } from './check-docx'
import { setFont, setSize } from './fix-paragraphs'
import { paragraphText } from './paragraph-text'

type TEntry = { text: string; level: number; page: number }

function rPr(ctx: TFixContext, bold = false): TXmlNode {
  const r = el('w:rPr')
  setFont(r, ctx.profile.body.fonts[0]!)
  if (bold) r.children.splice(1, 0, el('w:b'))
  setSize(r, ctx.bodySize)
  return r
}

const run = (ctx: TFixContext, ...kids: TXmlNode[]) => el('w:r', {}, [rPr(ctx), ...kids])
const text = (t: string) => el('w:t', { 'xml:space': 'preserve' }, [t])

function entryParagraph(ctx: TFixContext, e: TEntry, tabAt: number, opts: { begin: boolean; end: boolean }): TXmlNode {
  const pPr = el('w:pPr')
  setChild(pPr, 'w:tabs', {}, PPR_ORDER).children.push(el('w:tab', { 'w:val': 'right', 'w:leader': 'dot', 'w:pos': String(tabAt) }))
  setChild(pPr, 'w:spacing', { 'w:before': '0', 'w:after': '0', 'w:line': String(Math.round(ctx.profile.body.lineSpacing * 240)), 'w:lineRule': 'auto' }, PPR_ORDER)
  setChild(pPr, 'w:ind', { 'w:left': String(e.level * 284), 'w:firstLine': '0' }, PPR_ORDER)
  setChild(pPr, 'w:jc', { 'w:val': 'left' }, PPR_ORDER)
  const kids: TXmlNode[] = [pPr]
  if (opts.begin) {
    kids.push(run(ctx, el('w:fldChar', { 'w:fldCharType': 'begin', 'w:dirty': 'true' })))
    kids.push(run(ctx, el('w:instrText', { 'xml:space': 'preserve' }, [' TOC \\o "1-2" \\h \\z \\u '])))
    kids.push(run(ctx, el('w:fldChar', { 'w:fldCharType': 'separate' })))
  }
  kids.push(run(ctx, text(e.text)), run(ctx, el('w:tab')), run(ctx, text(String(e.page))))
  if (opts.end) kids.push(run(ctx, el('w:fldChar', { 'w:fldCharType': 'end' })))
  return el('w:p', {}, kids)
}

/** Whether a paragraph starts a page by itself: «page break before», or a page break ahead of its first text. */
function ownBreak(p: TXmlNode): boolean {
  const before = child(child(p, 'w:pPr'), 'w:pageBreakBefore')
  if (before && !['0', 'false', 'off'].includes(before.attrs['w:val'] ?? '')) return true
  for (const r of descendants(p, 'w:r')) {
    for (const c of children(r)) {
      if (c.name === 'w:br' && c.attrs['w:type'] === 'page') return true
      if (c.name === 'w:t' && c.children.some((x) => typeof x === 'string' && x.trim() !== '')) return false
    }
  }
  return false
}

/** Adds the contents when the check found none and the work has a title page; returns how many paragraphs it added. */
export function addContents(ctx: TFixContext, items: readonly TViolation[]): number {
  if (!items.some((v) => v.kind === 'contents-missing')) return 0
  const { model } = ctx.tree
  const { roles } = ctx
  const first = roles.findIndex((r) => r.kind !== 'title')
  if (first <= 0 || roles[0]?.kind !== 'title') return 0
  const anchor = ctx.tree.nodes[first]!
  const body = children(ctx.tree.document, 'w:body')[0]
  if (!body || !body.children.includes(anchor)) return 0
  // The contents takes a page of its own: every heading after it moves one page on.
  const { pages } = paragraphPages(model)
  const entries: TEntry[] = model.paragraphs.flatMap((_, i): TEntry[] => {
    const r = roles[i]!
    const page = (pages[i] ?? 1) + 1
    // The heading as the fixer left it (a corrected number or letter), as the contents must repeat it.
    const shown = () => paragraphText(ctx.tree.nodes[i]!).trim().replace(/\s+/g, ' ')
    if ((r.kind === 'structural' && r.name !== 'СОДЕРЖАНИЕ') || r.kind === 'appendix') return [{ text: shown(), level: 0, page }]
    if (r.kind === 'heading' && r.level <= 1) return [{ text: shown(), level: r.level, page }]
    return []
  })
  if (entries.length === 0) return 0
  const { page } = ctx.profile
  const tabAt = page.width - page.margins.left - page.margins.right
  const headingPPr = el('w:pPr')
  setChild(headingPPr, 'w:jc', { 'w:val': 'center' }, PPR_ORDER)
  setChild(headingPPr, 'w:ind', { 'w:firstLine': '0' }, PPR_ORDER)
  const heading = el('w:p', {}, [headingPPr, el('w:r', {}, [rPr(ctx, true), text('СОДЕРЖАНИЕ')])])
  const added = [heading, ...entries.map((e, k) => entryParagraph(ctx, e, tabAt, { begin: k === 0, end: k === entries.length - 1 }))]
  body.children.splice(body.children.indexOf(anchor), 0, ...added)
  // What followed the title page now follows the contents, on a page of its own. Where the title page ended by the
  // next paragraph's own break, the contents takes that break and the paragraph keeps its own.
  const sectionStart = model.sections.some((sec) => sec.firstParagraph === first && sec.type !== 'continuous')
  if (!sectionStart && ownBreak(anchor)) setChild(headingPPr, 'w:pageBreakBefore', {}, PPR_ORDER)
  else if (!ownBreak(anchor)) setChild(pPrOf(anchor), 'w:pageBreakBefore', { 'w:val': undefined }, PPR_ORDER)
  return added.length
}
