// The fixer's one structural move (issue 37 part 3): a caption on the wrong side of its figure or table — «Таблица 1 –
// …» under the table, «Рисунок 1 – …» over the picture — goes to the side the profile names, next to the same figure
// or table, aligned as the profile says. Only the caption paragraph moves; its text and runs stay as they are.
import type { TViolation } from '../../domain/format-check/violations'
import { children, descendants, type TXmlNode } from './xml'
import { PPR_ORDER, pPrOf, setChild } from './xml-edit'
import type { TFixContext } from './fix-context'

const DRAWINGS = ['w:drawing', 'w:pict', 'w:object']
const hasDrawing = (p: TXmlNode) => DRAWINGS.some((d) => descendants(p, d).length > 0)
const isEmpty = (n: TXmlNode) => n.name === 'w:p' && !hasDrawing(n) && descendants(n, 'w:t').every((t) => t.children.every((c) => typeof c === 'string' && c.trim() === ''))

/** The nearest element beside `from` in `list`, stepping by `step` over empty paragraphs. */
function neighbour(list: TXmlNode[], from: number, step: 1 | -1): TXmlNode | undefined {
  for (let i = from + step; i >= 0 && i < list.length; i += step) if (!isEmpty(list[i]!)) return list[i]
  return undefined
}

/** Moves each misplaced caption; returns how many moved. */
export function moveCaptions(ctx: TFixContext, items: readonly TViolation[]): number {
  const misplaced = items.filter((v) => v.kind === 'caption-position' && v.paragraph !== null)
  if (misplaced.length === 0) return 0
  let moved = 0
  for (const v of misplaced) {
    const role = ctx.roles[v.paragraph!]
    if (role?.kind !== 'caption') continue
    const caption = ctx.tree.nodes[v.paragraph!]!
    const parent = ctx.parentOf(caption)
    if (!parent) continue
    const list = children(parent)
    const at = list.indexOf(caption)
    const rule = ctx.profile.captions[role.of]
    // The figure or table it names is on the side it should not be on.
    const step = rule.position === 'above' ? 1 : -1
    const target = neighbour(list, at, step === 1 ? -1 : 1)
    const fits = target && (role.of === 'table' ? target.name === 'w:tbl' : target.name === 'w:p' && hasDrawing(target))
    if (!target || !fits) continue
    parent.children.splice(parent.children.indexOf(caption), 1)
    const where = parent.children.indexOf(target)
    parent.children.splice(rule.position === 'above' ? where : where + 1, 0, caption)
    const pPr = pPrOf(caption)
    setChild(pPr, 'w:jc', { 'w:val': rule.alignment === 'both' ? 'left' : rule.alignment }, PPR_ORDER)
    setChild(pPr, 'w:ind', { 'w:firstLine': '0', 'w:left': '0', 'w:hanging': undefined, 'w:start': undefined }, PPR_ORDER)
    moved++
  }
  return moved
}
