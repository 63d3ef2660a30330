// Crossref works search (https://api.crossref.org/swagger-ui/index.html): GET /works?query.bibliographic=…
// mapped to bibliographic records. Etiquette: a User-Agent naming the app and a mailto address.
import { ZSourceRecord, type TSourceKind, type TSourceRecord } from '../../domain/sources/reference'
import { joinUrl, ProviderError, requestJson, type TFetch } from '../adapters/http'
import { clampLimit, type SourcesPort, type TSearchSourcesInput, type TSourceHit } from './port'
import { guessLanguage, isOk, plainText, SOURCES_TIMEOUT_MS } from './remote-http'

type DateParts = { 'date-parts'?: (number | null)[][] | null } | null | undefined

export type CrossrefItem = {
  DOI?: string
  URL?: string
  type?: string
  title?: string[]
  subtitle?: string[]
  author?: { given?: string; family?: string; name?: string }[]
  'container-title'?: string[]
  publisher?: string
  'publisher-location'?: string
  issued?: DateParts
  'published-print'?: DateParts
  'published-online'?: DateParts
  volume?: string
  issue?: string
  page?: string
  language?: string
  score?: number
}

const KIND: Record<string, TSourceKind> = {
  'journal-article': 'article',
  'proceedings-article': 'article',
  'posted-content': 'article',
  'book-chapter': 'chapter',
  'book-section': 'chapter',
  'book-part': 'chapter',
  'reference-entry': 'chapter',
  book: 'book',
  monograph: 'book',
  'edited-book': 'book',
  'reference-book': 'book',
  dissertation: 'thesis',
}

const yearOf = (...dates: DateParts[]) => dates.map((d) => d?.['date-parts']?.[0]?.[0]).find((y): y is number => typeof y === 'number')

/** One Crossref item as a record; null when it lacks what a reference needs (title, year ≥ 1900). */
export function mapCrossrefItem(item: CrossrefItem): TSourceRecord | null {
  const title = plainText(item.title?.[0] ?? '')
  const kind: TSourceKind = KIND[item.type ?? ''] ?? 'article'
  const isWhole = kind === 'book' || kind === 'thesis'
  const parsed = ZSourceRecord.safeParse({
    kind,
    authors: (item.author ?? [])
      .map((a) => (a.family ? { family: plainText(a.family), given: plainText(a.given ?? '') } : { family: plainText(a.name ?? ''), given: '' }))
      .filter((a) => a.family),
    title,
    subtitle: item.subtitle?.[0] ? plainText(item.subtitle[0]) : undefined,
    year: yearOf(item.issued, item['published-print'], item['published-online']),
    container: isWhole ? undefined : item['container-title']?.[0] ? plainText(item['container-title'][0]) : undefined,
    publisher: isWhole || kind === 'chapter' ? item.publisher : undefined,
    city: isWhole || kind === 'chapter' ? item['publisher-location'] : undefined,
    volume: item.volume,
    issue: item.issue,
    pages: item.page,
    doi: item.DOI,
    url: item.DOI ? undefined : item.URL,
    language: item.language && /^[a-z]{2}$/.test(item.language) ? item.language : guessLanguage(title),
  })
  return parsed.success ? parsed.data : null
}

export function createCrossrefSources(opts: { baseUrl: string; mailto?: string; appUrl?: string; fetchImpl?: TFetch; timeoutMs?: number }): SourcesPort {
  const contact = [opts.appUrl, opts.mailto ? `mailto:${opts.mailto}` : undefined].filter(Boolean).join('; ')
  const userAgent = `Kampus/1.0${contact ? ` (${contact})` : ''}`
  return {
    async searchSources(input: TSearchSourcesInput): Promise<TSourceHit[]> {
      const query = input.query.trim()
      if (!query) return []
      const limit = clampLimit(input.limit)
      // Crossref cannot filter by language, so ask for more when filtering here.
      const params = new URLSearchParams({ 'query.bibliographic': query, rows: String(input.language ? Math.min(50, limit * 2) : limit) })
      if (opts.mailto) params.set('mailto', opts.mailto)
      const { body } = (await requestJson('Crossref', `${joinUrl(opts.baseUrl, '/works')}?${params}`, {
        headers: { accept: 'application/json', 'user-agent': userAgent },
        acceptStatus: isOk,
        fetchImpl: opts.fetchImpl,
        timeoutMs: opts.timeoutMs ?? SOURCES_TIMEOUT_MS,
      })) as { body: { status?: string; message?: { items?: CrossrefItem[] } } | null }
      if (body?.status !== 'ok' || !Array.isArray(body.message?.items)) throw new ProviderError('Crossref', 'ответ без списка message.items')
      return body.message.items
        .flatMap((item) => {
          const record = mapCrossrefItem(item)
          if (!record || (input.language && record.language !== input.language)) return []
          return [{ id: `crossref:${record.doi ?? item.URL ?? record.title}`, origin: 'crossref' as const, score: Number(item.score ?? 0), record }]
        })
        .slice(0, limit)
    },
  }
}
