// What the bibliographic APIs (OpenAlex, Crossref) share: their time limit and the cleaning of their records.

/** Shorter than other providers: a slow catalogue should not hold the reference search. */
export const SOURCES_TIMEOUT_MS = 8_000

/** Only 2xx answers carry a list; the others fail with the status and the start of their body. */
export const isOk = (status: number) => status >= 200 && status < 300

/** "<i>Title</i> &amp; more" → "Title & more": remote titles carry markup and entities. */
export function plainText(s: string): string {
  return s
    .replace(/<[^>]+>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' })[e] ?? '')
    .replace(/\s+/g, ' ')
    .trim()
}

const PARTICLES = new Set(['van', 'von', 'de', 'da', 'del', 'der', 'den', 'di', 'la', 'le', 'du', 'dos', 'das', 'ter', 'ten', 'bin', 'ibn', 'al'])

/** "Given Family" display names (as OpenAlex gives them) → family and given, keeping particles ("van Dijk"). */
export function splitDisplayName(name: string): { family: string; given: string } {
  const words = plainText(name).split(' ').filter(Boolean)
  if (words.length <= 1) return { family: words[0] ?? '', given: '' }
  let at = words.length - 1
  while (at > 1 && PARTICLES.has(words[at - 1]!.toLowerCase())) at--
  return { family: words.slice(at).join(' '), given: words.slice(0, at).join(' ') }
}

const CYRILLIC = /[\u0400-\u04ff]/

/** A record's language when the API does not say: Cyrillic titles are Russian, others English. */
export const guessLanguage = (title: string) => (CYRILLIC.test(title) ? 'ru' : 'en')
