// The hashes a text is looked up by in the index: a fraction of its shingles, chosen by winnowing (Schleimer,
// Wilkerson, Aiken 2003, as in MOSS) so that two texts sharing a long enough run of shingles always share one.

/** The hashes kept for the index lookup: winnowing (Schleimer, Wilkerson, Aiken 2003, as in MOSS) over the shingle
 *  hashes with a window W, distinct values, so any shared run of ≥ W shingles is guaranteed one shared fingerprint.
 *  W = 6: a guaranteed hit for any shared run of 6 shingles = 8 content words (about one sentence, ~10 running words),
 *  while the index holds 288 fingerprints per 1 000 shingles (measured on tests/fixtures/originality-corpus.ts; 2/(W+1)
 *  ≈ 286 expected), inside the 20–35 % asked for; W = 5 would keep ~33 %, W = 8 ~22 % but miss runs of 6–7. */
export const WINNOW_WINDOW: number = 6

/**
 * The minimum of every window of WINNOW_WINDOW consecutive hashes (the rightmost when it repeats, recorded once per
 * position), as distinct values in first-seen order. A shared run of W shingles is a window both texts hold, and its
 * minimum is picked in both. A text shorter than one window gives its minimum, so a short text is still found.
 */
export function fingerprints(hashes: readonly number[]): number[] {
  if (hashes.length === 0) return []
  const w = Math.min(WINNOW_WINDOW, hashes.length)
  const out = new Set<number>()
  let min = -1
  for (let end = w; end <= hashes.length; end++) {
    const start = end - w
    if (min < start) {
      // The last minimum left the window: scan it again.
      min = start
      for (let i = start + 1; i < end; i++) if ((hashes[i] as number) <= (hashes[min] as number)) min = i
    } else if ((hashes[end - 1] as number) <= (hashes[min] as number)) min = end - 1
    out.add(hashes[min] as number)
  }
  return [...out]
}
