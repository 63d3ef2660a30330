// A text as word shingles (issue 36, part 1): consecutive windows of SHINGLE_WORDS content words, each hashed to a
// signed 32-bit integer for the index, with its character range in the original text for showing the match.
import { contentWords } from './content-words'
import { fnv1a32 } from './hash'

/**
 * Words per shingle: MEASURED_LATER.
 */
export const SHINGLE_WORDS: number = 3

export type TShingled = {
  /** One signed 32-bit integer hash per shingle, in text order (fits a Postgres int4). */
  hashes: number[]
  /** Flat character ranges [start, end) in the ORIGINAL text, two numbers per shingle: start0, end0, start1, end1, … */
  spans: number[]
  /** How many content words the text counts (after dropping stop words, numbers, citations, the reference list). */
  words: number
}

/**
 * Shingle i covers content words i … i + SHINGLE_WORDS − 1, so a text of n ≥ SHINGLE_WORDS words has
 * n − SHINGLE_WORDS + 1 shingles (compareTexts relies on this); a shorter text has none.
 */
export function shingleText(text: string, o: { excludeCitedQuotes?: boolean } = {}): TShingled {
  const words = contentWords(text, o)
  const hashes: number[] = []
  const spans: number[] = []
  for (let i = 0; i + SHINGLE_WORDS <= words.length; i++) {
    let joined = ''
    for (let k = 0; k < SHINGLE_WORDS; k++) joined += (k ? ' ' : '') + (words[i + k] as { stem: string }).stem
    hashes.push(fnv1a32(joined))
    spans.push((words[i] as { start: number }).start, (words[i + SHINGLE_WORDS - 1] as { end: number }).end)
  }
  return { hashes, spans, words: words.length }
}
