// The fixer puts a reference list in the order the text first cites its sources (issue 37 part 3; GOST 7.32 orders the
// list so): the entries move, their typed numbers follow, and every citation in the text — «[3]», «[3, с. 25]», «[1; 4]»,
// «[2–4]» — is renumbered to match, so each still points at the same source. It is all or nothing: a citation of a
// number the list lacks, a range that would stop being a range, or entries the list does not number 1, 2, 3… leave the
// order as it was, reported.
import type { TViolation } from '../../domain/format-check/violations'
import type { TXmlNode } from './xml'
import { paragraphText, spliceText } from './paragraph-text'
import type { TFixContext } from './fix-context'

const BRACKET = /\[([^[\]]{1,60})\]/g
const PIECE = /^(\s*)(\d{1,3})(?:(\s*[–-]\s*)(\d{1,3}))?(\s*(?:,\s*с\.\s*[\d–-]+)?\s*)$/

type TSplice = { node: TXmlNode; from: number; to: number; insert: string }

/** Each citation bracket of a text renumbered by `map`, as splices; undefined when one cannot be. */
function renumber(node: TXmlNode, text: string, map: Map<number, number>): TSplice[] | undefined {
  const out: TSplice[] = []
  for (const m of text.matchAll(BRACKET)) {
    const pieces = m[1]!.split(/([;,](?!\s*с\.))/)
    let changed = false
    let cites = false
    const rewritten = pieces.map((piece) => {
      if (/^[;,]$/.test(piece)) return piece
      const p = PIECE.exec(piece)
      if (!p) return piece
      cites = true
      const a = map.get(Number(p[2]))
      if (a === undefined) return null
      if (!p[4]) {
        if (a !== Number(p[2])) changed = true
        return `${p[1]}${a}${p[5]}`
      }
      // A range stays a range only when its sources stay side by side, in order.
      const from = Number(p[2])
      const to = Number(p[4])
      if (to < from || to - from > 50) return null
      const mapped: number[] = []
      for (let n = from; n <= to; n++) {
        const x = map.get(n)
        if (x === undefined) return null
        mapped.push(x)
      }
      if (mapped.some((x, k) => k > 0 && x !== mapped[k - 1]! + 1)) return null
      if (mapped[0] !== from) changed = true
      return `${p[1]}${mapped[0]}${p[3]}${mapped[mapped.length - 1]}${p[5]}`
    })
    if (!cites) continue
    if (rewritten.some((x) => x === null)) return undefined
    if (!changed) continue
    const from = m.index! + 1
    out.push({ node, from, to: from + m[1]!.length, insert: rewritten.join('') })
  }
  return out
}

/** Reorders the list by first citation; true when it did. */
export function reorderReferences(ctx: TFixContext, items: readonly TViolation[]): boolean {
  if (!items.some((v) => v.kind === 'reference-order')) return false
  if (ctx.profile.references.order === 'alphabetical') return false
  const { nodes } = ctx.tree
  const refs = ctx.roles.flatMap((r, i) => (r.kind === 'reference' ? [i] : []))
  if (refs.length < 2) return false
  // The entries: siblings of one parent, one after another, numbered 1, 2, 3… (typed, or by Word's list).
  const parent = ctx.parentOf(nodes[refs[0]!]!)
  if (!parent || refs.some((i) => ctx.parentOf(nodes[i]!) !== parent)) return false
  const at = refs.map((i) => parent.children.indexOf(nodes[i]!))
  if (at.some((x, k) => k > 0 && x !== at[k - 1]! + 1)) return false
  const texts = refs.map((i) => paragraphText(nodes[i]!))
  const typed = texts.map((t) => /^\s*(\d{1,3})[.)]\s*/.exec(t))
  const listed = refs.map((i) => ctx.tree.model.paragraphs[i]!.list?.text.trim())
  const numberOf = (k: number) => (typed[k] ? Number(typed[k]![1]) : listed[k] && /^\d+\.$/.test(listed[k]!) ? Number.parseInt(listed[k]!, 10) : NaN)
  if (refs.some((_, k) => numberOf(k) !== k + 1)) return false

  // The order the text first cites them in, then the sources it never cites, as they were.
  const seen: number[] = []
  const cited = new Map<number, string>()
  ctx.roles.forEach((r, i) => {
    if (r.kind === 'reference' || r.kind === 'toc' || r.kind === 'title') return
    const text = paragraphText(nodes[i]!)
    cited.set(i, text)
    for (const m of text.matchAll(BRACKET)) {
      for (const piece of m[1]!.split(/[;,](?!\s*с\.)/)) {
        const p = PIECE.exec(piece)
        if (!p) continue
        for (let n = Number(p[2]); n <= Number(p[4] ?? p[2]) && n <= Number(p[2]) + 50; n++) if (!seen.includes(n)) seen.push(n)
      }
    }
  })
  if (seen.some((n) => n < 1 || n > refs.length)) return false
  const newOrder = [...seen, ...refs.map((_, k) => k + 1).filter((n) => !seen.includes(n))]
  const map = new Map(newOrder.map((old, k) => [old, k + 1]))
  if (newOrder.every((old, k) => old === k + 1)) return false

  const splices: TSplice[] = []
  for (const [i, text] of cited) {
    const s = renumber(nodes[i]!, text, map)
    if (!s) return false
    if (s.length) {
      splices.push(...s)
      ctx.textChanged.add(i)
    }
  }
  // Right to left within a paragraph, so earlier offsets hold.
  for (const s of splices.sort((a, b) => b.from - a.from)) spliceText(s.node, s.from, s.to, s.insert)

  // The entries in their new order, each typed number its new place.
  const entries = refs.map((i) => nodes[i]!)
  parent.children.splice(at[0]!, entries.length, ...newOrder.map((old) => entries[old - 1]!))
  newOrder.forEach((old, k) => {
    const m = typed[old - 1]
    if (!m || Number(m[1]) === k + 1) return
    const lead = m[0].length - m[0].trimStart().length
    spliceText(entries[old - 1]!, lead, lead + m[1]!.length, String(k + 1))
    ctx.textChanged.add(refs[old - 1]!)
  })
  return true
}
