// A paragraph's text as the checker reads it (docx-runs.ts), mapped back to the w:t elements that hold it, so the
// fixer can change a few characters — «Рис. 2.» into «Рисунок 2 –» — and leave every other run and its formatting as
// the student made it.
import { children, type TXmlNode } from './xml'

type TSegment = { node: TXmlNode | null; start: number; end: number }

// What docx-runs.ts skips or reads as one character, so the offsets here are the model's offsets.
const SKIPPED = new Set(['w:del', 'w:moveFrom', 'w:pPr', 'w:rPr', 'w:bookmarkStart', 'w:bookmarkEnd', 'w:proofErr', 'w:commentRangeStart', 'w:commentRangeEnd'])
const ONE_CHAR = new Set(['w:tab', 'w:noBreakHyphen'])

function segments(p: TXmlNode): TSegment[] {
  const out: TSegment[] = []
  let at = 0
  const push = (node: TXmlNode | null, length: number) => {
    out.push({ node, start: at, end: at + length })
    at += length
  }
  const run = (r: TXmlNode) => {
    for (const c of children(r)) {
      if (c.name === 'w:t') push(c, c.children.filter((x): x is string => typeof x === 'string').join('').length)
      else if (ONE_CHAR.has(c.name)) push(null, 1)
      else if ((c.name === 'w:br' || c.name === 'w:cr') && c.attrs['w:type'] !== 'page') push(null, 1)
    }
  }
  const walk = (node: TXmlNode) => {
    for (const c of children(node)) {
      if (SKIPPED.has(c.name)) continue
      if (c.name === 'w:r') run(c)
      else if (c.name === 'm:oMath' || c.name === 'm:oMathPara') continue
      else if (c.name === 'w:sdt') walk(children(c, 'w:sdtContent')[0] ?? c)
      else walk(c)
    }
  }
  walk(p)
  return out
}

const textOfT = (t: TXmlNode) => t.children.filter((x): x is string => typeof x === 'string').join('')

function setT(t: TXmlNode, text: string) {
  t.children = text ? [text] : []
  t.attrs['xml:space'] = 'preserve'
}

/** The paragraph's text as the model reads it. */
export function paragraphText(p: TXmlNode): string {
  return segments(p)
    .map((s) => (s.node ? textOfT(s.node) : ' '))
    .join('')
}

/**
 * Replaces characters [from, to) of the paragraph's text with `insert`, inside the runs that hold them (the new text
 * takes the formatting of the run it lands in). Refuses (false) when the range spans a tab, a line break or anything
 * that is not plain text: such a change is left for the student.
 */
export function spliceText(p: TXmlNode, from: number, to: number, insert: string): boolean {
  const segs = segments(p)
  const touched = segs.filter((s) => (from === to ? s.start <= from && from <= s.end : s.end > from && s.start < to))
  if (from !== to && touched.some((s) => s.node === null)) return false
  const texts = touched.filter((s): s is TSegment & { node: TXmlNode } => s.node !== null)
  if (texts.length === 0) return false
  let placed = false
  for (const s of texts) {
    const text = textOfT(s.node)
    const a = Math.max(0, from - s.start)
    const b = Math.min(text.length, to - s.start)
    const keepBefore = text.slice(0, a)
    const keepAfter = text.slice(Math.max(a, b))
    setT(s.node, placed ? keepBefore + keepAfter : keepBefore + insert + keepAfter)
    placed = true
  }
  return true
}
