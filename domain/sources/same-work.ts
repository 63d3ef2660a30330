// Whether two records are one work: the same DOI; the same title by the same first author (another edition or a
// repeated record); or an original and its translation — the same kind of work, as many authors, and a first author
// whose name sounds the same across alphabets («Кейнс» and «Keynes», «Блок» and «Bloch», «Норт» and «North»).
import type { TSourceRecord } from './reference'

const CYRILLIC_TO_LATIN: Record<string, string> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ж: 'zh', з: 'z', и: 'i', й: 'i', к: 'k', л: 'l', м: 'm', н: 'n', о: 'o',
  п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'h', ц: 'ts', ч: 'ch', ш: 'sh', щ: 'sh', ъ: '', ы: 'y', ь: '', э: 'e',
  ю: 'yu', я: 'ya',
}

/** A family name as a rough sound skeleton in Latin letters: consonants only, spelling variants folded. */
export function nameSkeleton(family: string): string {
  const latin = family
    .toLowerCase()
    .replace(/ё/g, 'е')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[а-я]/g, (c) => CYRILLIC_TO_LATIN[c] ?? '')
    .replace(/[^a-z]/g, '')
  return latin
    .replace(/sch/g, 'sh')
    .replace(/ch$/g, 'k')
    .replace(/ph/g, 'f')
    .replace(/th/g, 't')
    .replace(/ck|q|c(?=[aou]|$)/g, 'k')
    .replace(/x/g, 'ks')
    .replace(/w/g, 'v')
    .replace(/c/g, 's')
    .replace(/[aeiouyh]/g, '')
    .replace(/(.)\1+/g, '$1')
}

/** Title for comparison: lower case, «ё» as «е», letters and digits only. */
const normalTitle = (title: string) =>
  title
    .toLowerCase()
    .replace(/ё/g, 'е')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()

const firstAuthor = (r: TSourceRecord) => (r.authors[0] ? nameSkeleton(r.authors[0].family) : '')

export function sameWork(a: TSourceRecord, b: TSourceRecord): boolean {
  if (a.doi && b.doi) return a.doi === b.doi
  const ta = normalTitle(a.title)
  if (ta === normalTitle(b.title) && (a.year === b.year || (firstAuthor(a) !== '' && firstAuthor(a) === firstAuthor(b)))) return true
  if (a.language === b.language || a.kind !== b.kind || a.authors.length !== b.authors.length) return false
  const fa = firstAuthor(a)
  return fa.length >= 2 && fa === firstAuthor(b)
}
