// Edits of a parsed WordprocessingML tree that keep the schema's element order: Word refuses a file whose w:pPr or
// w:rPr children are out of their sequence, so a property is inserted where the schema puts it.
import { el, type TXmlNode } from './xml'

// CT_PPrBase, CT_RPr and CT_SectPr, in their schema order (ECMA-376 Part 1, 17.3.1.26, 17.3.2.28, 17.6.17).
export const PPR_ORDER = [
  'w:pStyle', 'w:keepNext', 'w:keepLines', 'w:pageBreakBefore', 'w:framePr', 'w:widowControl', 'w:numPr', 'w:suppressLineNumbers',
  'w:pBdr', 'w:shd', 'w:tabs', 'w:suppressAutoHyphens', 'w:kinsoku', 'w:wordWrap', 'w:overflowPunct', 'w:topLinePunct', 'w:autoSpaceDE',
  'w:autoSpaceDN', 'w:bidi', 'w:adjustRightInd', 'w:snapToGrid', 'w:spacing', 'w:ind', 'w:contextualSpacing', 'w:mirrorIndents',
  'w:suppressOverlap', 'w:jc', 'w:textDirection', 'w:textAlignment', 'w:textboxTightWrap', 'w:outlineLvl', 'w:divId', 'w:cnfStyle',
  'w:rPr', 'w:sectPr', 'w:pPrChange',
]
export const RPR_ORDER = [
  'w:rStyle', 'w:rFonts', 'w:b', 'w:bCs', 'w:i', 'w:iCs', 'w:caps', 'w:smallCaps', 'w:strike', 'w:dstrike', 'w:outline', 'w:shadow',
  'w:emboss', 'w:imprint', 'w:noProof', 'w:snapToGrid', 'w:vanish', 'w:webHidden', 'w:color', 'w:spacing', 'w:w', 'w:kern', 'w:position',
  'w:sz', 'w:szCs', 'w:highlight', 'w:u', 'w:effect', 'w:bdr', 'w:shd', 'w:fitText', 'w:vertAlign', 'w:rtl', 'w:cs', 'w:em', 'w:lang',
  'w:eastAsianLayout', 'w:specVanish', 'w:oMath', 'w:rPrChange',
]
export const SECTPR_ORDER = [
  'w:headerReference', 'w:footerReference', 'w:footnotePr', 'w:endnotePr', 'w:type', 'w:pgSz', 'w:pgMar', 'w:paperSrc', 'w:pgBorders',
  'w:lnNumType', 'w:pgNumType', 'w:cols', 'w:formProt', 'w:vAlign', 'w:noEndnote', 'w:titlePg', 'w:textDirection', 'w:bidi', 'w:rtlGutter',
  'w:docGrid', 'w:printerSettings', 'w:sectPrChange',
]

/** Where a new child named `name` goes: after every child that comes before it in `order`. */
function insertAt(parent: TXmlNode, name: string, order: readonly string[]): number {
  const rank = order.indexOf(name)
  let at = 0
  parent.children.forEach((c, i) => {
    if (typeof c === 'string') return
    const r = order.indexOf(c.name)
    if (r >= 0 && r <= rank) at = i + 1
  })
  return at
}

/** The child named `name`, made (in schema order) when there is none. */
export function ensureChild(parent: TXmlNode, name: string, order: readonly string[]): TXmlNode {
  const found = parent.children.find((c): c is TXmlNode => typeof c !== 'string' && c.name === name)
  if (found) return found
  const made = el(name)
  parent.children.splice(insertAt(parent, name, order), 0, made)
  return made
}

/** Sets attributes of the child `name` (made when missing); `undefined` removes an attribute. */
export function setChild(parent: TXmlNode, name: string, attrs: Record<string, string | undefined>, order: readonly string[]): TXmlNode {
  const node = ensureChild(parent, name, order)
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined) delete node.attrs[k]
    else node.attrs[k] = v
  }
  return node
}

/** Removes every child named `name`. */
export function removeChildren(parent: TXmlNode, name: string): void {
  parent.children = parent.children.filter((c) => typeof c === 'string' || c.name !== name)
}

/** The child `name` of `node`, made as its first child when missing (w:pPr in a paragraph, w:rPr in a run). */
function leadingChild(node: TXmlNode, name: string): TXmlNode {
  const found = node.children.find((c): c is TXmlNode => typeof c !== 'string' && c.name === name)
  if (found) return found
  const made = el(name)
  node.children.unshift(made)
  return made
}

/** A paragraph's w:pPr. */
export const pPrOf = (p: TXmlNode) => leadingChild(p, 'w:pPr')

/** A run's w:rPr. */
export const rPrOf = (r: TXmlNode) => leadingChild(r, 'w:rPr')

/** Inserts `node` where the schema puts an element of its name (after the others of that name). */
export function insertChild(parent: TXmlNode, node: TXmlNode, order: readonly string[]): void {
  parent.children.splice(insertAt(parent, node.name, order), 0, node)
}
