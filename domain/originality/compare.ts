// A checked text against the source texts that share shingles with it (issue 36, part 2): which content words a
// matched shingle covers, the originality that leaves, the fragments to show and each source's share.
import { SHINGLE_WORDS, type TShingled } from './shingles'

export type TSourceDoc = { id: string; hashes: readonly number[]; spans: readonly number[] }
export type TOriginalityFragment = { start: number; end: number; sources: Array<{ id: string; start: number; end: number }> }
export type TOriginalityReport = {
  /** Percent of the checked text's content words covered by no matched shingle, 0..100, one decimal. */
  originality: number
  words: number
  matchedWords: number
  /** Merged character ranges in the checked text, in text order; each names the source docs and the source's char range. */
  fragments: TOriginalityFragment[]
  /** Every source that matched, with the percent (one decimal) of the checked text's words it covers, highest first. */
  sources: Array<{ id: string; share: number }>
}

/** Matched shingles this many unmatched words apart or closer make one fragment (the issue: ≤ 2). */
const FRAGMENT_GAP_WORDS = 2

const round1 = (x: number) => Math.round(x * 10) / 10
const percent = (part: number, whole: number) => (whole ? round1((100 * part) / whole) : 0)

/** Content words covered by the given shingles: shingle i covers words i … i + SHINGLE_WORDS − 1. */
function coveredWords(shingles: readonly number[], words: number): number {
  let covered = 0
  let upTo = 0 // words [0, upTo) are already counted
  for (const i of shingles) {
    const from = Math.max(i, upTo)
    const to = Math.min(i + SHINGLE_WORDS, words)
    if (to > from) covered += to - from
    upTo = Math.max(upTo, to)
  }
  return covered
}

/** Source positions by hash, built once per source. */
function positionsByHash(doc: TSourceDoc): Map<number, number[]> {
  const map = new Map<number, number[]>()
  doc.hashes.forEach((h, i) => {
    const list = map.get(h)
    if (list) list.push(i)
    else map.set(h, [i])
  })
  return map
}

/** Source shingles farther apart than this (in shingles) belong to different passages of the source. */
const SOURCE_GAP_SHINGLES = 2 * (SHINGLE_WORDS + FRAGMENT_GAP_WORDS)

/**
 * The source's range for a fragment. A stock phrase may recur elsewhere in the source, so each matched shingle takes
 * the source position that best continues the alignment so far (the same distance from the previous pick as in the
 * checked text); the picks are then cut where they lie farther apart than a fragment's gap allows, and the largest
 * passage wins.
 */
function sourceRange(doc: TSourceDoc, hits: ReadonlyArray<{ at: number; positions: readonly number[] }>): { start: number; end: number } {
  const picks: number[] = []
  let previous: { at: number; pos: number } | null = null
  for (const { at, positions } of hits) {
    const expected = previous ? previous.pos + (at - previous.at) : (positions[0] as number)
    let pos = positions[0] as number
    for (const p of positions) if (Math.abs(p - expected) < Math.abs(pos - expected)) pos = p
    picks.push(pos)
    previous = { at, pos }
  }
  const sorted = [...new Set(picks)].sort((a, b) => a - b)
  let best = { from: 0, to: 0 }
  let from = 0
  for (let k = 1; k <= sorted.length; k++) {
    if (k === sorted.length || (sorted[k] as number) - (sorted[k - 1] as number) > SOURCE_GAP_SHINGLES) {
      if (k - from > best.to - best.from) best = { from, to: k }
      from = k
    }
  }
  const first = sorted[best.from] as number
  const last = sorted[best.to - 1] as number
  return { start: doc.spans[2 * first] as number, end: doc.spans[2 * last + 1] as number }
}

export function compareTexts(checked: TShingled, sources: readonly TSourceDoc[]): TOriginalityReport {
  const n = checked.hashes.length
  const indexes = sources.map(positionsByHash)
  // For each source, the checked text's shingles it holds, in text order.
  const matchedBy = indexes.map((index) => checked.hashes.flatMap((h, i) => (index.has(h) ? [i] : [])))
  const matched: number[] = []
  for (let i = 0; i < n; i++) if (indexes.some((index) => index.has(checked.hashes[i] as number))) matched.push(i)
  const matchedWords = coveredWords(matched, checked.words)

  // Runs of matched shingles whose words overlap, touch or lie at most FRAGMENT_GAP_WORDS apart.
  const runs: Array<{ first: number; last: number }> = []
  for (const i of matched) {
    const run = runs[runs.length - 1]
    if (run && i - (run.last + SHINGLE_WORDS) <= FRAGMENT_GAP_WORDS) run.last = i
    else runs.push({ first: i, last: i })
  }
  const fragments = runs.map(({ first, last }): TOriginalityFragment => {
    const fragmentSources = sources.flatMap((doc, s) => {
      const index = indexes[s] as Map<number, number[]>
      const hits: Array<{ at: number; positions: number[] }> = []
      for (let i = first; i <= last; i++) {
        const positions = index.get(checked.hashes[i] as number)
        if (positions) hits.push({ at: i, positions })
      }
      return hits.length ? [{ id: doc.id, ...sourceRange(doc, hits) }] : []
    })
    return { start: checked.spans[2 * first] as number, end: checked.spans[2 * last + 1] as number, sources: fragmentSources }
  })

  const shares = sources
    .map((doc, s) => ({ id: doc.id, words: coveredWords(matchedBy[s] as number[], checked.words) }))
    .filter((x) => x.words > 0)
    .sort((a, b) => b.words - a.words)
    .map((x) => ({ id: x.id, share: percent(x.words, checked.words) }))

  return {
    originality: checked.words ? round1((100 * (checked.words - matchedWords)) / checked.words) : 100,
    words: checked.words,
    matchedWords,
    fragments,
    sources: shares,
  }
}
