// In-text citations [n]: every n must point to an approved source (1..approvedCount, in the approved list's order).
// Accepts the shapes models write: [3], [1, 4], [2-4], [1; 3], and GOST page references [3, с. 45].

// A bracket whose content is only numbers/ranges separated by , or ;, optionally ending with a page reference.
const CITATION = /\s?\[(\s*\d+(?:\s*[-–]\s*\d+)?(?:\s*[,;]\s*\d+(?:\s*[-–]\s*\d+)?)*)((?:\s*,\s*(?:с|c|p|стр)\.\s*\d+(?:\s*[-–]\s*\d+)?)?)\s*\]/g

function numbersIn(list: string): number[] {
  const out: number[] = []
  for (const part of list.split(/[,;]/)) {
    const m = /^\s*(\d+)(?:\s*[-–]\s*(\d+))?\s*$/.exec(part)
    if (!m) continue
    const from = Number(m[1])
    const to = m[2] ? Number(m[2]) : from
    // A reversed or huge range is a typo, not 500 sources: keep its ends only.
    if (to < from || to - from > 50) out.push(from, to)
    else for (let n = from; n <= to; n++) out.push(n)
  }
  return out
}

export type TCitationCheck = {
  /** Sorted distinct numbers of cited approved sources. */
  cited: number[]
  /** Sorted distinct numbers outside 1..approvedCount. */
  outOfRange: number[]
  ok: boolean
}

export function checkCitations(text: string, approvedCount: number): TCitationCheck {
  const cited = new Set<number>()
  const bad = new Set<number>()
  for (const m of text.matchAll(CITATION)) {
    for (const n of numbersIn(m[1] ?? '')) (n >= 1 && n <= approvedCount ? cited : bad).add(n)
  }
  const sort = (s: Set<number>) => [...s].sort((a, b) => a - b)
  return { cited: sort(cited), outOfRange: sort(bad), ok: bad.size === 0 }
}

export type TCleanedCitations = {
  text: string
  /** How many out-of-range numbers were dropped. */
  removed: number
  cited: number[]
}

/** Drops numbers outside 1..approvedCount; a citation left empty disappears with the space before it. */
export function cleanCitations(text: string, approvedCount: number): TCleanedCitations {
  let removed = 0
  const cleaned = text.replace(CITATION, (whole, list: string, page: string) => {
    const all = numbersIn(list)
    const kept = [...new Set(all.filter((n) => n >= 1 && n <= approvedCount))]
    removed += all.length - all.filter((n) => n >= 1 && n <= approvedCount).length
    if (kept.length === all.length) return whole
    if (kept.length === 0) return ''
    const lead = whole.startsWith(' ') || whole.startsWith('\n') ? whole[0] : ''
    // A page reference belongs to a single source; with several left it no longer says which.
    return `${lead}[${kept.join(', ')}${kept.length === 1 ? page : ''}]`
  })
  return { text: cleaned, removed, cited: checkCitations(cleaned, approvedCount).cited }
}
