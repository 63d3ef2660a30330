// The order of a reference list: entries in Cyrillic first, then those in Latin script, then any other, each group
// alphabetical by its heading (the first author's «Фамилия, И. О.», or the title when the entry has no heading: a work
// of 4 and more authors or of none), ties by year, then by title. Case and leading quotes or brackets do not count;
// «Ё» sorts as «Е» (the Russian collation's own rule). The same rule orders a list kept as records and one kept as
// GOST lines only (a stored referat, a work document), so both put one source in one place.
import { entryHeading } from './gost'
import type { TSourceRecord } from './reference'

export type TReferenceOrderKey = { heading: string; title: string; year: number | null }

const LEADING = /^[\s«»"„“”'‘’`‹›([{<.…–—-]+/u
const SCRIPTS = [
  { test: /\p{Script=Cyrillic}/u, locale: 'ru' },
  { test: /\p{Script=Latin}/u, locale: 'en' },
] as const

const bare = (s: string) => s.replace(LEADING, '')

/** 0 for a Cyrillic heading, 1 for a Latin one, 2 for anything else (digits, Greek…). */
function scriptOf(heading: string): number {
  const first = bare(heading).charAt(0)
  const i = SCRIPTS.findIndex((s) => s.test.test(first))
  return i === -1 ? SCRIPTS.length : i
}

const compareText = (a: string, b: string, locale: string | undefined) => bare(a).localeCompare(bare(b), locale, { sensitivity: 'accent' })

/** Negative when `a` goes before `b` in a GOST reference list. */
export function compareReferenceKeys(a: TReferenceOrderKey, b: TReferenceOrderKey): number {
  const sa = scriptOf(a.heading)
  const sb = scriptOf(b.heading)
  if (sa !== sb) return sa - sb
  const locale = SCRIPTS[sa]?.locale
  return compareText(a.heading, b.heading, locale) || (a.year ?? 0) - (b.year ?? 0) || compareText(a.title, b.title, locale)
}

/** The key of a record: its heading as the formatter writes it (gost.ts entryHeading), else its title. */
export function referenceOrderKey(r: Pick<TSourceRecord, 'authors' | 'title' | 'year'>): TReferenceOrderKey {
  return { heading: entryHeading(r) ?? r.title, title: r.title, year: r.year }
}

// «Иванов, И. И. Заглавие…», «Smith, J. A. Title…», «Руссо, Ж.-Ж. Об общественном договоре…».
const HEADED = /^([\p{L}\p{M}'’ -]{1,120}), (\p{Lu}\.(?:-\p{Lu}\.)*(?: \p{Lu}\.(?:-\p{Lu}\.)*)*) (.+)$/u

/**
 * The key of an entry kept as a GOST line (formatReference's output): the heading when the line opens with one, the
 * title up to its subordinate parts, the year of its publication area. A heading without initials («Аристотель
 * Политика…») cannot be told from a title, so such a line sorts by its opening words, which start with the same name.
 */
export function referenceLineOrderKey(line: string): TReferenceOrderKey {
  const text = line.trim()
  const headed = HEADED.exec(text)
  const rest = headed ? headed[3]! : text
  const title = rest.split(/ \/\/? | : |\. – /)[0]!.replace(/\.$/, '')
  const year = /\b(1[5-9]\d\d|20\d\d)\b/.exec(text.split(' – ').slice(1).join(' – '))
  return { heading: headed ? `${headed[1]}, ${headed[2]}` : title, title, year: year ? Number(year[1]) : null }
}

/** `items` in the GOST order (a stable sort: entries with one key keep their order). */
export function sortReferences<T>(items: readonly T[], keyOf: (item: T) => TReferenceOrderKey): T[] {
  const keyed = items.map((item, i) => ({ item, i, key: keyOf(item) }))
  keyed.sort((a, b) => compareReferenceKeys(a.key, b.key) || a.i - b.i)
  return keyed.map((k) => k.item)
}
