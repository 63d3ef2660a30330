// Which page a paragraph is probably on, for the report's «стр. ~N». Not a layout: each paragraph takes whole lines
// of an average character width, and a page holds as many lines as its text height allows. Linear in the paragraphs.

export type TEstimateParagraph = {
  chars: number
  /** Points. */
  size: number
  /** Line spacing as a multiple of single. */
  line: number
  /** Starts a new page (a page break before, a section that starts on a new page). */
  newPage: boolean
  /** Twips of extra height it takes (a drawing, spacing before and after). */
  extra?: number
  /**
   * In a table: the share of the text width its cell has and of its row's height it stands for (1 / cells in a row),
   * so a row of short cells counts as one line, not as one line per cell.
   */
  cell?: number
}

export type TEstimatePage = { textWidth: number; textHeight: number }

// Times New Roman's average Cyrillic letter with its share of spaces is about 0.53 em wide (a GOST page of 14 pt at
// 1.5 spacing holds some 30 lines of 63 characters); a single line is 1.15 em high.
const CHAR_EM = 0.53
const LINE_EM = 1.15

/** The 1-based page each paragraph starts on, and the page count. */
export function estimateParagraphPages(list: readonly TEstimateParagraph[], page: TEstimatePage): { pages: number[]; total: number } {
  const pages: number[] = []
  let pageNo = 1
  let y = 0
  for (const p of list) {
    const size = p.size > 0 ? p.size : 12
    const cell = p.cell !== undefined && p.cell > 0 && p.cell <= 1 ? p.cell : 1
    const perLine = Math.max(5, Math.floor((page.textWidth * cell) / (size * 20 * CHAR_EM)))
    const lineHeight = size * 20 * LINE_EM * (p.line > 0 ? p.line : 1)
    const height = Math.max(1, Math.ceil(p.chars / perLine)) * lineHeight * cell + (p.extra ?? 0)
    if (p.newPage && y > 0) {
      pageNo++
      y = 0
    }
    pages.push(pageNo)
    y += height
    while (y > page.textHeight) {
      pageNo++
      y -= page.textHeight
    }
  }
  return { pages, total: pageNo }
}
