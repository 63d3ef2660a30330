// What a checker does not count (issue 36, part 1): citation marks [n], the reference list (a list of other people's
// titles is bound to match them) and, when asked, quotations in «…» or "…" followed by a citation, as university
// checkers allow. Returns character ranges [start, end) of the original text, in order.

/** [1], [1, с. 5], [1; 4], [1–3], [1, 2], [12, p. 3–4], [3, т. 2, с. 15]: digits, separators and page marks only. */
const CITATION = /\[\s*\d+(?:\s*[,;:.–—-]\s*(?:(?:с|стр|т|ч|c|p|pp|s|vol)\.?\s*)?\d+)*\s*\]/giu

/** A quotation directly followed by a citation: «…» may hold „…“ inside; "…" and “…” hold no quote of their kind. */
const CITED_QUOTE = new RegExp(`(?:«[^«»]*(?:«[^«»]*»[^«»]*)*»|"[^"]*"|“[^“”]*”|„[^„“]*“)\\s*(?=${CITATION.source})`, 'giu')

const REFERENCES_HEADING =
  /^[ \t]*(?:(?:\d{1,2}|[IVXivx]{1,4})[.)]?[ \t]*)?(?:список[ \t]+(?:использованн(?:ых|ой)[ \t]+)?(?:литературы|источников)(?:[ \t]+и[ \t]+литературы)?|библиографический[ \t]+список|литература|references|bibliography)[ \t]*[:.]?[ \t]*$/gimu

// (?!\p{L}) where \b would not do: \b knows ASCII word characters only, not Cyrillic.
const APPENDIX_HEADING = /^[ \t]*приложени[ея](?!\p{L})/imu

type TRange = [number, number]

function matches(re: RegExp, text: string): TRange[] {
  return [...text.matchAll(re)].map((m) => [m.index, m.index + m[0].length] as TRange)
}

/**
 * From the last reference-list heading to the next «Приложение…» heading or the end. The last, because a table of
 * contents without page numbers names «Список литературы» on a line of its own too, and the first would take the
 * whole work for the list.
 */
function referenceList(text: string): TRange[] {
  const last = [...text.matchAll(REFERENCES_HEADING)].at(-1)
  if (!last) return []
  const from = last.index + last[0].length
  const appendix = APPENDIX_HEADING.exec(text.slice(from))
  return [[last.index, appendix ? from + appendix.index : text.length]]
}

/** Sorted, merged ranges. */
function merge(ranges: TRange[]): TRange[] {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0])
  const out: TRange[] = []
  for (const r of sorted) {
    const last = out[out.length - 1]
    if (last && r[0] <= last[1]) last[1] = Math.max(last[1], r[1])
    else out.push([r[0], r[1]])
  }
  return out
}

export function excludedRanges(text: string, o: { excludeCitedQuotes?: boolean } = {}): TRange[] {
  return merge([...referenceList(text), ...matches(CITATION, text), ...(o.excludeCitedQuotes ? matches(CITED_QUOTE, text) : [])])
}
