// Sections: page size and margins, the title-page switch, page numbering, and where the page number is — read from
// the footers and headers the section points at (a section without its own inherits the previous one's, as in Word).
import { child, children, descendants, numAttr, parseXml, type TXmlNode } from './xml'
import type { THeaderFooter, TSection } from './docx-model'
import { finishPara, paraProps, type TStyleSheet } from './docx-styles'
import { readRuns } from './docx-runs'

type TKind = 'default' | 'first'

/** A footer or header part: whether it shows the page number and how that paragraph is aligned. */
function headerFooter(xml: string, sheet: TStyleSheet): THeaderFooter {
  const root = parseXml(xml)
  let text = ''
  let found: THeaderFooter | undefined
  // Word's own page-number blocks put the field in a frame or a text box: every paragraph of the part counts.
  for (const p of descendants(root, 'w:p')) {
    const pPr = child(p, 'w:pPr')
    const styleId = child(pPr, 'w:pStyle')?.attrs['w:val']
    const r = readRuns(p, styleId, sheet, { open: [] })
    text += `${r.text} `
    if (found || r.beforePage === undefined) continue
    let alignment = finishPara({ ...sheet.paragraph(styleId), ...paraProps(pPr) }).alignment
    const frame = child(pPr, 'w:framePr')?.attrs['w:xAlign']
    if (frame === 'center') alignment = 'center'
    else if (frame === 'right' || frame === 'outside') alignment = 'right'
    // The Footer style's tab stops: one tab puts the number in the centre, two at the right.
    const tabs = (r.beforePage.match(/\t/g) ?? []).length
    if (alignment === 'left' && r.beforePage.trim() === '' && tabs > 0) alignment = tabs === 1 ? 'center' : 'right'
    found = { hasPageField: true, alignment, text: '' }
  }
  return { ...(found ?? { hasPageField: false }), text: text.trim() }
}

export function readSections(
  sectPrs: readonly { node: TXmlNode; last: number }[],
  rels: Map<string, string>,
  part: (name: string) => string | undefined,
  sheet: TStyleSheet,
): TSection[] {
  const cache = new Map<string, THeaderFooter | undefined>()
  const load = (id: string | undefined): THeaderFooter | undefined => {
    const target = id ? rels.get(id) : undefined
    if (!target) return undefined
    if (!cache.has(target)) {
      const xml = part(target)
      cache.set(target, xml ? headerFooter(xml, sheet) : undefined)
    }
    return cache.get(target)
  }
  const out: TSection[] = []
  let footer: TSection['footer'] = {}
  let header: TSection['header'] = {}
  let first = 0
  for (const { node, last } of sectPrs) {
    const refs = (kind: 'w:footerReference' | 'w:headerReference', inherited: TSection['footer']) => {
      const own: Partial<Record<TKind, THeaderFooter | undefined>> = { ...inherited }
      for (const r of children(node, kind)) {
        const type = r.attrs['w:type'] ?? 'default'
        if (type === 'default' || type === 'first') own[type] = load(r.attrs['r:id'])
      }
      return own
    }
    footer = refs('w:footerReference', footer)
    header = refs('w:headerReference', header)
    const pgSz = child(node, 'w:pgSz')
    const pgMar = child(node, 'w:pgMar')
    const num = child(node, 'w:pgNumType')
    const titlePg = child(node, 'w:titlePg')
    const type = child(node, 'w:type')?.attrs['w:val']
    out.push({
      // Word's defaults when a section leaves them out are US Letter and 1-inch margins.
      width: numAttr(pgSz, 'w:w') ?? 12240,
      height: numAttr(pgSz, 'w:h') ?? 15840,
      margins: {
        top: Math.abs(numAttr(pgMar, 'w:top') ?? 1440),
        right: numAttr(pgMar, 'w:right') ?? 1440,
        bottom: Math.abs(numAttr(pgMar, 'w:bottom') ?? 1440),
        left: numAttr(pgMar, 'w:left') ?? 1440,
      },
      titlePage: titlePg !== undefined && !['0', 'false', 'off'].includes(titlePg.attrs['w:val'] ?? ''),
      type: type === 'continuous' || type === 'evenPage' || type === 'oddPage' ? type : 'nextPage',
      numberStart: numAttr(num, 'w:start'),
      numberFormat: num?.attrs['w:fmt'] ?? 'decimal',
      footer: { ...footer },
      header: { ...header },
      firstParagraph: first,
      lastParagraph: last,
    })
    first = last + 1
  }
  return out
}
