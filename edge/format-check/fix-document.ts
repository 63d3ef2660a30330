// The fixer's document-wide work: page size and margins of every section, page numbers (added at the foot where there
// are none, moved there from the top, centred, Arabic, hidden on the title page and counted from it), footnotes' font
// and size, list bullets in numbering.xml, the default font in styles.xml, and the contents field refreshed when the
// file is next opened in Word.
import type { TViolation } from '../../domain/format-check/violations'
import { child, children, descendants, el, textOf, type TXmlNode } from './xml'
import { PPR_ORDER, SECTPR_ORDER, ensureChild, insertChild, pPrOf, removeChildren, rPrOf, setChild } from './xml-edit'
import { relationships } from './docx-input'
import { editPart, type TFixContext } from './fix-context'
import { runsOf, setFont, setSize } from './fix-paragraphs'

const W_NS = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main'
const R_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships'
const FOOTER_TYPE = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/footer'
const FOOTER_CONTENT = 'application/vnd.openxmlformats-officedocument.wordprocessingml.footer+xml'

export function fixDocument(ctx: TFixContext, items: readonly TViolation[]) {
  const kinds = new Set(items.map((v) => v.kind))
  if (kinds.has('page-size') || kinds.has('page-margins')) fixPageSetup(ctx, kinds.has('page-margins'))
  fixPageNumbers(ctx, kinds)
  if (kinds.has('footnote-format')) fixFootnotes(ctx, items)
  if (kinds.has('font-family')) fixDefaultFont(ctx)
  if (ctx.tree.model.hasTocField) refreshFieldsOnOpen(ctx)
}

function fixPageSetup(ctx: TFixContext, margins: boolean) {
  const { page } = ctx.profile
  for (const s of ctx.tree.sectPrs) {
    const pgSz = ensureChild(s, 'w:pgSz', SECTPR_ORDER)
    const w = Number.parseFloat(pgSz.attrs['w:w'] ?? '12240')
    const h = Number.parseFloat(pgSz.attrs['w:h'] ?? '15840')
    const landscape = pgSz.attrs['w:orient'] === 'landscape' || w > h
    // A landscape section (a wide table) stays landscape, on the profile's sheet.
    Object.assign(pgSz.attrs, landscape ? { 'w:w': String(page.height), 'w:h': String(page.width), 'w:orient': 'landscape' } : { 'w:w': String(page.width), 'w:h': String(page.height) })
    if (!landscape) delete pgSz.attrs['w:orient']
    if (!margins || landscape) continue
    const pgMar = ensureChild(s, 'w:pgMar', SECTPR_ORDER)
    const m = page.margins
    // Every attribute of w:pgMar is required; header, footer and gutter keep what the student had.
    pgMar.attrs = { 'w:top': String(m.top), 'w:right': String(m.right), 'w:bottom': String(m.bottom), 'w:left': String(m.left), 'w:header': pgMar.attrs['w:header'] ?? '709', 'w:footer': pgMar.attrs['w:footer'] ?? '709', 'w:gutter': pgMar.attrs['w:gutter'] ?? '0' }
  }
}

/** The instruction of a complex field that starts in run `k` of `runs`, and the index of its end run. */
function fieldAt(runs: TXmlNode[], k: number): { instr: string; end: number } | undefined {
  if (children(runs[k], 'w:fldChar')[0]?.attrs['w:fldCharType'] !== 'begin') return undefined
  let instr = ''
  let depth = 0
  for (let j = k; j < runs.length; j++) {
    for (const c of children(runs[j])) {
      if (c.name === 'w:instrText' && depth === 1) instr += textOf(c)
      if (c.name !== 'w:fldChar') continue
      const type = c.attrs['w:fldCharType']
      if (type === 'begin') depth++
      else if (type === 'end' && --depth === 0) return { instr, end: j }
    }
  }
  return undefined
}

const isPage = (instr: string) => /^\s*PAGE\b/i.test(instr)

/** Whether a header or footer part shows the page number. */
function hasPageField(root: TXmlNode): boolean {
  return descendants(root, 'w:fldSimple').some((f) => isPage(f.attrs['w:instr'] ?? '')) || descendants(root, 'w:instrText').some((t) => isPage(textOf(t)))
}

/** The paragraphs of a part that hold a PAGE field. */
function pageParagraphs(root: TXmlNode): TXmlNode[] {
  return descendants(root, 'w:p').filter((p) => hasPageField(p))
}

/** Removes the page-number fields (their code and result) from a header, keeping its other text. */
function removePageFields(root: TXmlNode) {
  for (const p of descendants(root, 'w:p')) {
    p.children = p.children.filter((c) => typeof c === 'string' || c.name !== 'w:fldSimple' || !isPage(c.attrs['w:instr'] ?? ''))
    const runs = children(p, 'w:r')
    const drop = new Set<TXmlNode>()
    for (let k = 0; k < runs.length; k++) {
      const f = fieldAt(runs, k)
      if (!f || !isPage(f.instr)) continue
      for (let j = k; j <= f.end; j++) drop.add(runs[j]!)
      k = f.end
    }
    if (drop.size) p.children = p.children.filter((c) => typeof c === 'string' || !drop.has(c))
  }
}

/** A centred paragraph with the PAGE field, in the body's font and size. */
function pageParagraph(ctx: TFixContext): TXmlNode {
  const rPr = () => {
    const r = el('w:rPr')
    setFont(r, ctx.profile.body.fonts[0]!)
    setSize(r, ctx.bodySize)
    return r
  }
  const run = (...kids: TXmlNode[]) => el('w:r', {}, [rPr(), ...kids])
  const align = ctx.profile.pageNumbers.position.endsWith('right') ? 'right' : 'center'
  return el('w:p', {}, [
    el('w:pPr', {}, [el('w:jc', { 'w:val': align })]),
    run(el('w:fldChar', { 'w:fldCharType': 'begin' })),
    run(el('w:instrText', { 'xml:space': 'preserve' }, [' PAGE '])),
    run(el('w:fldChar', { 'w:fldCharType': 'separate' })),
    run(el('w:t', {}, ['2'])),
    run(el('w:fldChar', { 'w:fldCharType': 'end' })),
  ])
}

/** Centres (or right-aligns) each paragraph holding the page number, without the tabs that pushed it there. */
function alignPageParagraphs(ctx: TFixContext, root: TXmlNode) {
  const align = ctx.profile.pageNumbers.position.endsWith('right') ? 'right' : 'center'
  for (const p of pageParagraphs(root)) {
    const pPr = pPrOf(p)
    setChild(pPr, 'w:jc', { 'w:val': align }, PPR_ORDER)
    setChild(pPr, 'w:ind', { 'w:left': '0', 'w:right': '0', 'w:firstLine': '0', 'w:hanging': undefined, 'w:start': undefined, 'w:end': undefined }, PPR_ORDER)
    const frame = child(pPr, 'w:framePr')
    if (frame) frame.attrs['w:xAlign'] = align
    for (const r of runsOf(p)) removeChildren(r, 'w:tab')
  }
}

type TRef = { node: TXmlNode; target: string | undefined }

function fixPageNumbers(ctx: TFixContext, kinds: Set<string>) {
  const { sectPrs } = ctx.tree
  if (sectPrs.length === 0) return
  const rels = relationships(ctx.tree.parts.part('word/_rels/document.xml.rels'))
  const refs = (s: TXmlNode, name: 'w:footerReference' | 'w:headerReference', type: string): TRef[] =>
    children(s, name)
      .filter((r) => (r.attrs['w:type'] ?? 'default') === type)
      .map((node) => ({ node, target: rels.get(node.attrs['r:id'] ?? '') }))
  const atTop = kinds.has('page-number-position') && ctx.profile.pageNumbers.position.startsWith('bottom') && sectPrs.some((s) => [...refs(s, 'w:headerReference', 'default'), ...refs(s, 'w:headerReference', 'first')].some((r) => r.target && hasPageField(editPart(ctx, r.target)!)))

  if (atTop) {
    // The number moves from the top of the page to the foot.
    for (const s of sectPrs) for (const r of [...refs(s, 'w:headerReference', 'default'), ...refs(s, 'w:headerReference', 'first')]) if (r.target) removePageFields(editPart(ctx, r.target)!)
  }
  if (kinds.has('page-number-missing') || atTop) {
    let made: string | undefined
    sectPrs.forEach((s, k) => {
      const own = refs(s, 'w:footerReference', 'default')[0]
      const root = own?.target ? editPart(ctx, own.target) : undefined
      if (root) {
        if (!hasPageField(root)) root.children.push(pageParagraph(ctx))
      } else if (k === 0) {
        made = made ?? addFooter(ctx)
        insertChild(s, el('w:footerReference', { 'w:type': 'default', 'r:id': made }), SECTPR_ORDER)
      }
    })
  }
  if (kinds.has('page-number-position')) {
    for (const s of sectPrs) for (const r of [...refs(s, 'w:footerReference', 'default'), ...refs(s, 'w:footerReference', 'first')]) if (r.target) alignPageParagraphs(ctx, editPart(ctx, r.target)!)
  }
  const title = ctx.roles[0]?.kind === 'title'
  if (title && ctx.profile.pageNumbers.titleHidden && (kinds.has('page-number-title') || kinds.has('page-number-missing'))) {
    const first = sectPrs[0]!
    setChild(first, 'w:titlePg', { 'w:val': undefined }, SECTPR_ORDER)
    // Without a first-page footer of its own, the first section's first page shows none.
    for (const name of ['w:footerReference', 'w:headerReference'] as const) {
      for (const r of refs(first, name, 'first')) if (r.target && hasPageField(editPart(ctx, r.target)!)) first.children = first.children.filter((c) => c !== r.node)
    }
  }
  if (kinds.has('page-number-format')) {
    sectPrs.forEach((s, k) => {
      const num = child(s, 'w:pgNumType')
      if (!num) return
      if (ctx.profile.pageNumbers.format === 'decimal') delete num.attrs['w:fmt']
      else num.attrs['w:fmt'] = 'upperRoman'
      // The title page is page 1: the next section counts on from it instead of starting again.
      if (k > 0 && title && ctx.profile.pageNumbers.titleCounted) delete num.attrs['w:start']
    })
  }
}

/** Adds a footer part with the page number; returns its relationship id. */
function addFooter(ctx: TFixContext): string {
  const names = new Set([...ctx.written.keys()])
  let n = 1
  while (ctx.tree.parts.part(`word/footer${n}.xml`) !== undefined || names.has(`word/footer${n}.xml`)) n++
  const name = `footer${n}.xml`
  const footer = el('w:ftr', { 'xmlns:w': W_NS, 'xmlns:r': R_NS }, [pageParagraph(ctx)])
  ctx.edited.set(`word/${name}`, footer)
  const relsName = 'word/_rels/document.xml.rels'
  const rels = ctx.written.get(relsName) ?? ctx.tree.parts.part(relsName) ?? '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"></Relationships>'
  let id = 1
  while (rels.includes(`Id="rIdFormatFooter${id}"`)) id++
  const rid = `rIdFormatFooter${id}`
  ctx.written.set(relsName, rels.replace(/<\/Relationships>\s*$/, `<Relationship Id="${rid}" Type="${FOOTER_TYPE}" Target="${name}"/></Relationships>`))
  const typesName = '[Content_Types].xml'
  const types = ctx.written.get(typesName) ?? ctx.tree.parts.part(typesName) ?? ''
  ctx.written.set(typesName, types.replace(/<\/Types>\s*$/, `<Override PartName="/word/${name}" ContentType="${FOOTER_CONTENT}"/></Types>`))
  // The relationship prefix the reference uses must be declared on the document.
  if (!ctx.tree.document.attrs['xmlns:r']) ctx.tree.document.attrs['xmlns:r'] = R_NS
  return rid
}

function fixFootnotes(ctx: TFixContext, items: readonly TViolation[]) {
  const root = editPart(ctx, 'word/footnotes.xml')
  if (!root) return
  const { min, max } = ctx.profile.footnotes.size
  const sizeWrong = items.some((v) => v.kind === 'footnote-format' && /пт/.test(v.found))
  for (const f of children(root, 'w:footnote')) {
    const type = f.attrs['w:type']
    if (type === 'separator' || type === 'continuationSeparator' || type === 'continuationNotice') continue
    for (const p of children(f, 'w:p')) {
      for (const r of runsOf(p)) {
        const rPr = rPrOf(r)
        setFont(rPr, ctx.profile.body.fonts[0]!)
        if (sizeWrong) setSize(rPr, Math.min(max, Math.max(min, 10)))
      }
    }
  }
}

/** The default font of the document and of its Normal style: text that sets none takes the profile's. */
function fixDefaultFont(ctx: TFixContext) {
  const root = editPart(ctx, 'word/styles.xml')
  if (!root) return
  const font = ctx.profile.body.fonts[0]!
  const defaults = child(child(child(root, 'w:docDefaults'), 'w:rPrDefault'), 'w:rPr')
  if (defaults) setFont(defaults, font)
  const normal = children(root, 'w:style').find((s) => s.attrs['w:type'] === 'paragraph' && s.attrs['w:default'] === '1')
  const rPr = child(normal, 'w:rPr')
  if (rPr && child(rPr, 'w:rFonts')) setFont(rPr, font)
}

// CT_Settings elements that come after w:updateFields (ECMA-376 Part 1, 17.15.1.78).
const AFTER_UPDATE_FIELDS = new Set(['w:hdrShapeDefaults', 'w:footnotePr', 'w:endnotePr', 'w:compat', 'w:docVars', 'w:rsids', 'm:mathPr', 'w:attachedSchema', 'w:themeFontLang', 'w:clrSchemeMapping', 'w:doNotIncludeSubdocsInStats', 'w:doNotAutoCompressPictures', 'w:forceUpgrade', 'w:captions', 'w:readModeInkLockDown', 'w:smartTagType', 'sl:schemaLibrary', 'w:shapeDefaults', 'w:doNotEmbedSmartTags', 'w:decimalSymbol', 'w:listSeparator'])

/** Word rebuilds the contents (with the headings and page numbers as they now are) when it next opens the file. */
export function refreshFieldsOnOpen(ctx: TFixContext) {
  const root = editPart(ctx, 'word/settings.xml')
  if (!root) return
  if (child(root, 'w:updateFields')) return void (child(root, 'w:updateFields')!.attrs = { 'w:val': 'true' })
  const at = root.children.findIndex((c) => typeof c !== 'string' && AFTER_UPDATE_FIELDS.has(c.name))
  root.children.splice(at < 0 ? root.children.length : at, 0, el('w:updateFields', { 'w:val': 'true' }))
}

/** Bullets in numbering.xml the profile does not allow become its first mark, in the body font. */
export function fixListBullets(ctx: TFixContext, lists: readonly { numId: string; ilvl: number }[]) {
  const root = editPart(ctx, 'word/numbering.xml')
  if (!root || lists.length === 0) return
  const mark = ctx.profile.lists.bullets[0]!
  const font = ctx.profile.body.fonts[0]!
  const fix = (lvl: TXmlNode | undefined) => {
    if (!lvl || child(lvl, 'w:numFmt')?.attrs['w:val'] !== 'bullet') return
    ensureChild(lvl, 'w:lvlText', LVL_ORDER).attrs = { 'w:val': mark }
    setFont(ensureChild(lvl, 'w:rPr', LVL_ORDER), font)
  }
  for (const { numId, ilvl } of lists) {
    const num = children(root, 'w:num').find((n) => n.attrs['w:numId'] === numId)
    const abstractId = child(num, 'w:abstractNumId')?.attrs['w:val']
    const abstract = children(root, 'w:abstractNum').find((a) => a.attrs['w:abstractNumId'] === abstractId)
    fix(children(abstract, 'w:lvl').find((l) => l.attrs['w:ilvl'] === String(ilvl)))
    for (const o of children(num, 'w:lvlOverride')) if (o.attrs['w:ilvl'] === String(ilvl)) fix(child(o, 'w:lvl'))
  }
}

// CT_Lvl's order (17.9.6).
const LVL_ORDER = ['w:start', 'w:numFmt', 'w:lvlRestart', 'w:pStyle', 'w:isLgl', 'w:suff', 'w:lvlText', 'w:lvlPicBulletId', 'w:legacy', 'w:lvlJc', 'w:pPr', 'w:rPr']
