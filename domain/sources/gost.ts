// Reference-list entries per GOST R 7.0.100-2018: books, articles, chapters, theses and web pages
// (the entries' order in a list: reference-order.ts).
//
// Heading and responsibility follow the standard: 1–3 authors → the first one heads the entry and all
// are named after the slash; 4 and more → no heading, the entry opens with the title and the first
// three are named, then «[и др.]». A foreign record keeps its own language in every element and uses
// Latin abbreviations (Vol., no., P., p., [et al.]); notes added by the compiler («URL», «дата
// обращения», «Текст : электронный») are in Russian, the language of the list.
import type { TSourceAuthor, TSourceRecord } from './reference'

const DASH = ' – '
const CYRILLIC_LANGUAGES = new Set(['ru', 'uk', 'be', 'bg', 'sr', 'kk', 'mk'])

type Words = { etAl: string; vol: string; no: string; pageRange: string; pageCount: string }
const RU: Words = { etAl: '[и др.]', vol: 'Т.', no: '№', pageRange: 'С.', pageCount: 'с.' }
const LATIN: Words = { etAl: '[et al.]', vol: 'Vol.', no: 'no.', pageRange: 'P.', pageCount: 'p.' }

const wordsFor = (language: string) => (CYRILLIC_LANGUAGES.has(language) ? RU : LATIN)

/** "Иван Иванович" → "И. И.", "Жан-Поль" → "Ж.-П.", "J. M." stays, "" → "". */
export function initials(given: string): string {
  return given
    .split(/\s+/)
    .filter(Boolean)
    .map((word) =>
      word
        .split('-')
        .map((part) => {
          const letter = part.replace(/\./g, '').charAt(0)
          return letter ? `${letter.toUpperCase()}.` : ''
        })
        .filter(Boolean)
        .join('-'),
    )
    .filter(Boolean)
    .join(' ')
}

/** Heading form: "Иванов, И. И." */
const headingName = (a: TSourceAuthor) => (initials(a.given) ? `${a.family}, ${initials(a.given)}` : a.family)
/** The entry's heading: the first author's name when there are 1–3 authors; null (the title opens the entry) otherwise. */
export const entryHeading = (r: Pick<TSourceRecord, 'authors'>) => (r.authors.length >= 1 && r.authors.length <= 3 ? headingName(r.authors[0]!) : null)
/**
 * Responsibility form: "И. И. Иванов". The one spelling of an author outside the list's heading: the reference list's
 * «/ И. И. Иванов», the author line the wizard shows and the AI writes the text from (edge/essays/references/reference-data).
 */
export const responsibilityName = (a: TSourceAuthor) => (initials(a.given) ? `${initials(a.given)} ${a.family}` : a.family)

/** Ends a part with exactly one full stop (titles may already end with «?», «!» or «.»). */
const closed = (s: string) => (/[.?!]$/.test(s) ? s : `${s}.`)

/** "45-60" → "45–60" (GOST ranges use an en dash). */
const range = (pages: string) => pages.replace(/\s*[-‐‑—]\s*/g, '–')

function dateRu(iso: string): string {
  const [y, m, d] = iso.split('-')
  return `${d}.${m}.${y}`
}

/** Title and its subordinate information: "Заглавие : учебник / И. И. Иванов, П. П. Петров". */
function titleBlock(r: TSourceRecord, w: Words): string {
  let s = r.title
  if (r.subtitle) s += ` : ${r.subtitle}`
  if (r.kind === 'web' && !r.container) s += ' : [сайт]'
  if (r.authors.length > 0) {
    const named = r.authors.slice(0, 3).map(responsibilityName).join(', ')
    s += ` / ${named}${r.authors.length > 3 ? ` ${w.etAl}` : ''}`
  }
  // A thesis names the institution that awarded it after the authors.
  if (r.kind === 'thesis' && r.publisher) s += `${r.authors.length > 0 ? ' ;' : ' /'} ${r.publisher}`
  return s
}

function imprint(r: TSourceRecord): string {
  if (r.city && r.publisher) return `${r.city} : ${r.publisher}, ${r.year}`
  if (r.city) return `${r.city}, ${r.year}`
  if (r.publisher) return `${r.publisher}, ${r.year}`
  return String(r.year)
}

function volumeIssue(r: TSourceRecord, w: Words): string | null {
  const parts = [r.volume ? `${w.vol} ${r.volume}` : null, r.issue ? `${w.no} ${r.issue}` : null].filter(Boolean)
  return parts.length ? parts.join(', ') : null
}

function isDoiUrl(url: string, doi: string | undefined) {
  return doi !== undefined && url.toLowerCase().replace(/^https?:\/\/(dx\.)?doi\.org\//, '') === doi
}

export type TFormatOptions = {
  /** Date used as «дата обращения» when a record with a URL has no accessedAt (ISO YYYY-MM-DD). */
  accessedOn?: string
}

/** One entry of a reference list, without its number. */
export function formatReference(r: TSourceRecord, opts: TFormatOptions = {}): string {
  const w = wordsFor(r.language)
  const heading = entryHeading(r)
  const head = heading ? `${heading} ` : ''
  const areas: string[] = [`${head}${titleBlock(r, w)}`]

  if (r.container && (r.kind === 'article' || r.kind === 'chapter' || r.kind === 'web')) {
    // A part of something: its own title area, then "// Host" and the host's areas.
    let host = `// ${r.container}`
    if (r.kind === 'web') host += ' : [сайт]'
    areas[0] = `${areas[0]} ${host}`
    if (r.edition) areas.push(r.edition)
    if (r.kind === 'article') {
      areas.push(String(r.year))
      const vi = volumeIssue(r, w)
      if (vi) areas.push(vi)
    } else if (r.kind === 'chapter') {
      areas.push(imprint(r))
    } else {
      areas.push(String(r.year))
    }
    if (r.pages) areas.push(`${w.pageRange} ${range(r.pages)}`)
  } else {
    if (r.edition) areas.push(r.edition)
    if (r.kind === 'thesis') areas.push(r.city ? `${r.city}, ${r.year}` : String(r.year))
    else areas.push(imprint(r))
    if (r.pages) {
      areas.push(/^\d+$/.test(r.pages) ? `${r.pages} ${w.pageCount}` : `${w.pageRange} ${range(r.pages)}`)
    }
  }
  if (r.doi) areas.push(`DOI ${r.doi}`)
  // A doi.org address only repeats the DOI, except for a web page, which is cited by its address.
  const url = r.url && (r.kind === 'web' || !isDoiUrl(r.url, r.doi)) ? r.url : undefined
  if (url) {
    const on = r.accessedAt ?? opts.accessedOn
    areas.push(on ? `URL: ${url} (дата обращения: ${dateRu(on)})` : `URL: ${url}`)
    areas.push('Текст : электронный')
  }
  return areas.map(closed).join(DASH)
}
