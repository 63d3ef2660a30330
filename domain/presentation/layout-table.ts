// A native table on a slide: column widths from the measured content (a narrow column keeps its natural width, the
// rest share what is left), one row height for all rows (the PPTX writer's `rowH`), the font shrunk until the rows
// fit; at the smallest size long cells are cut with «…» and, if even that does not do, trailing rows are left off.
import type { TLaidElement } from './layout'
import { lineHeightIn, measureText, wrapText } from './text-fit'
import type { TPresentationTheme } from './themes'

type TTableElement = Extract<TLaidElement, { type: 'table' }>

const CELL_INSET = 0.08
const LINE_SPACING = 1
const MAX_SIZE = 18
const MIN_SIZE = 10
const MIN_COL_W = 1.1

/** Water-filling: every column gets its natural width if that is under an equal share of what is left. */
export function columnWidths(natural: number[], total: number): number[] {
  const n = natural.length
  const sum = natural.reduce((a, b) => a + b, 0)
  if (sum <= total) return natural.map((w) => (w / sum) * total)
  const out = new Array<number>(n).fill(0)
  let open = natural.map((_, i) => i)
  let left = total
  for (;;) {
    const share = left / open.length
    const narrow = open.filter((i) => Math.max(natural[i]!, MIN_COL_W) <= share)
    if (narrow.length === 0) {
      for (const i of open) out[i] = share
      break
    }
    for (const i of narrow) {
      out[i] = Math.max(natural[i]!, MIN_COL_W)
      left -= out[i]!
    }
    open = open.filter((i) => !narrow.includes(i))
    if (open.length === 0) {
      // Everything is narrow: hand the remainder out evenly.
      for (let i = 0; i < n; i++) out[i] = out[i]! + left / n
      break
    }
  }
  return out
}

type TTableInput = { x: number; y: number; w: number; h: number; columns: string[]; rows: string[][]; theme: TPresentationTheme }

export function layoutTable(t: TTableInput): TTableElement {
  const face = t.theme.bodyFont
  const n = t.columns.length
  // A row shorter or longer than the header is padded / cut to the header's width.
  const rows = t.rows.map((r) => Array.from({ length: n }, (_, i) => r[i] ?? ''))
  for (let size = MAX_SIZE; size >= MIN_SIZE; size--) {
    const natural = t.columns.map((h, i) => {
      const widths = [measureText(h, face, true, size), ...rows.map((r) => measureText(r[i]!, face, false, size))]
      return Math.max(...widths) / 0.97 + 2 * CELL_INSET + 0.02
    })
    const colW = columnWidths(natural, t.w)
    const lh = lineHeightIn(face, size, LINE_SPACING)
    const wrap = (text: string, i: number, bold: boolean) => wrapText(text, colW[i]! - 2 * CELL_INSET, face, bold, size)
    const header = t.columns.map((h, i) => wrap(h, i, true))
    const body = rows.map((r) => r.map((c, i) => wrap(c, i, false)))
    const maxLines = Math.max(...[header, ...body].flatMap((r) => r.map((c) => c.length)))
    const rowH = maxLines * lh + 2 * CELL_INSET
    if ((rows.length + 1) * rowH <= t.h + 1e-9) return element(t, size, colW, rowH, t.columns, rows, [header, ...body])
    if (size === MIN_SIZE) return cut(t, size, colW, lh, header, body)
  }
  throw new Error('layoutTable: unreachable')
}

/** At the smallest size: as many rows as leave at least two lines a cell (all of them if they fit), cells cut with «…». */
function cut(t: TTableInput, size: number, colW: number[], lh: number, header: string[][], body: string[][][]): TTableElement {
  const face = t.theme.bodyFont
  let keep = body.length
  const capFor = (k: number) => Math.floor(((t.h + 1e-9) / (k + 1) - 2 * CELL_INSET) / lh)
  while (keep > 1 && capFor(keep) < 2) keep--
  const cap = Math.max(1, capFor(keep))
  const clip = (lines: string[], i: number, bold: boolean): string[] => {
    if (lines.length <= cap) return lines
    const kept = lines.slice(0, cap)
    let last = kept[cap - 1]!
    const limit = (colW[i]! - 2 * CELL_INSET) * 0.97
    while (last && measureText(last + '…', face, bold, size) > limit) last = [...last].slice(0, -1).join('')
    kept[cap - 1] = last.trimEnd() + '…'
    return kept
  }
  const headerLines = header.map((c, i) => clip(c, i, true))
  const bodyLines = body.slice(0, keep).map((r) => r.map((c, i) => clip(c, i, false)))
  const maxLines = Math.max(...[headerLines, ...bodyLines].flatMap((r) => r.map((c) => c.length)))
  const rowH = maxLines * lh + 2 * CELL_INSET
  const cells = [headerLines, ...bodyLines].map((r) => r.map((c) => c.join(' ')))
  return element(t, size, colW, rowH, cells[0]!, cells.slice(1), [headerLines, ...bodyLines])
}

function element(t: TTableInput, size: number, colW: number[], rowH: number, header: string[], rows: string[][], cellLines: string[][][]): TTableElement {
  return {
    type: 'table',
    x: t.x,
    y: t.y,
    w: t.w,
    h: rowH * (rows.length + 1),
    header,
    rows,
    fontFace: t.theme.bodyFont,
    fontSize: size,
    headerFill: t.theme.tableHeaderFill,
    headerColor: t.theme.tableHeaderColor,
    color: t.theme.textColor,
    borderColor: t.theme.tableBorder,
    colW,
    rowH,
    inset: CELL_INSET,
    lineSpacing: LINE_SPACING,
    cellLines,
  }
}
