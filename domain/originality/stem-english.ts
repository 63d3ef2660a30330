// A light Porter-style English stemmer: strips plural, tense and common derivational suffixes, so «networks» and
// «network», «learning» and «learned» meet. English words in Russian student texts are mostly terms and titles, so a
// full Porter stemmer would buy little; the suffixes are tried longest first and leave a stem of at least 3 letters.

const VOWEL = /[aeiouy]/

/** Derivational suffixes and what they become, longest first within each length. */
const SUFFIXES: ReadonlyArray<readonly [string, string]> = [
  ['izations', 'ize'],
  ['ization', 'ize'],
  ['ational', 'ate'],
  ['fulness', 'ful'],
  ['iveness', 'ive'],
  ['ousness', 'ous'],
  ['ations', 'ate'],
  ['ation', 'ate'],
  ['ments', ''],
  ['ment', ''],
  ['ness', ''],
  ['ities', ''],
  ['ity', ''],
  ['ally', ''],
  ['ical', 'ic'],
  ['ful', ''],
  ['ous', ''],
  ['ive', ''],
  ['able', ''],
  ['ible', ''],
  ['al', ''],
  ['ly', ''],
  ['er', ''],
]

const hasVowel = (s: string) => VOWEL.test(s)

function inflection(word: string): string {
  if (word.endsWith('sses')) return word.slice(0, -2)
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`
  if (word.endsWith('s') && !word.endsWith('ss') && !word.endsWith('us') && !word.endsWith('is') && word.length > 3) word = word.slice(0, -1)
  for (const end of ['ing', 'ed']) {
    const base = word.slice(0, -end.length)
    if (word.endsWith(end) && base.length >= 3 && hasVowel(base)) {
      // «stopped» → «stop»; «hoped» → «hop», and a final e is dropped below, so «hope» and «hoped» meet.
      return /([^aeiouslz])\1$/.test(base) ? base.slice(0, -1) : base
    }
  }
  return word
}

export function stemEnglish(word: string): string {
  let w = inflection(word)
  for (const [suffix, replacement] of SUFFIXES) {
    if (w.endsWith(suffix) && w.length - suffix.length >= 3 && hasVowel(w.slice(0, -suffix.length))) {
      w = w.slice(0, -suffix.length) + replacement
      break
    }
  }
  // A final e and y → i, so «educate» / «educated», «study» / «studies» share a stem.
  if (w.endsWith('e') && w.length > 3) w = w.slice(0, -1)
  if (w.endsWith('y') && w.length > 3) w = `${w.slice(0, -1)}i`
  return w
}
