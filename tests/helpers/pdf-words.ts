// Words of a PDF as `pdftotext -bbox-layout` prints them (an XHTML page per PDF page), their boxes in inches from the
// page's top left: what the render checks compare with the laid-out boxes.
export type TPdfWord = { text: string; x0: number; y0: number; x1: number; y1: number }

const unescape = (s: string) => s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&')

/** A list of words per page. */
export function pdfWords(xhtml: string): TPdfWord[][] {
  return [...xhtml.matchAll(/<page\b[^>]*>(.*?)<\/page>/gs)].map((page) =>
    [...page[1]!.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">(.*?)<\/word>/g)].map((m) => ({
      text: unescape(m[5]!),
      x0: Number(m[1]) / 72,
      y0: Number(m[2]) / 72,
      x1: Number(m[3]) / 72,
      y1: Number(m[4]) / 72,
    })),
  )
}

/** How many lines the words stand on: words whose vertical middles are closer than half a word's height share one. */
export function renderedLines(words: TPdfWord[]): number {
  const mids = words.map((w) => ({ mid: (w.y0 + w.y1) / 2, h: w.y1 - w.y0 })).sort((a, b) => a.mid - b.mid)
  let lines = 0
  let last = -Infinity
  for (const { mid, h } of mids) {
    if (mid - last > h / 2) lines++
    last = mid
  }
  return lines
}
