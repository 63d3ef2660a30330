// The words a check counts: every word of the text outside the excluded ranges, lower-cased with ё → е, stemmed
// (Russian or English by its letters), without stop words, numbers and single letters. Each keeps its character range
// in the original text, so matches can be shown where they are.
import { excludedRanges } from './exclusions'
import { stemEnglish } from './stem-english'
import { stemRussian } from './stem-russian'
import { STOP_WORDS } from './stop-words'

type TContentWord = { stem: string; start: number; end: number }

/** Letters and digits; a hyphen or apostrophe splits words («социально-экономический» gives two). */
const WORD = /[\p{L}\p{N}]+/gu
const CYRILLIC = /^[а-я]+$/
const LATIN = /^[a-z]+$/

function stemOf(word: string): string | null {
  if (word.length < 2 || /\p{N}/u.test(word) || STOP_WORDS.has(word)) return null
  if (CYRILLIC.test(word)) return stemRussian(word)
  if (LATIN.test(word)) return stemEnglish(word)
  return word
}

export function contentWords(text: string, o: { excludeCitedQuotes?: boolean } = {}): TContentWord[] {
  const excluded = excludedRanges(text, o)
  const out: TContentWord[] = []
  let next = 0
  for (const m of text.matchAll(WORD)) {
    const start = m.index
    while (next < excluded.length && (excluded[next] as [number, number])[1] <= start) next++
    const range = excluded[next]
    if (range && range[0] <= start) continue
    const stem = stemOf(m[0].toLowerCase().replace(/ё/g, 'е'))
    if (stem) out.push({ stem, start, end: start + m[0].length })
  }
  return out
}
