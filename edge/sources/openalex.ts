// OpenAlex works search (https://docs.openalex.org/api-entities/works/search-works): GET /works?search=…
// mapped to bibliographic records; `mailto` puts the requests in OpenAlex's polite pool.
import { ZSourceRecord, type TSourceKind, type TSourceRecord } from '../../domain/sources/reference'
import { joinUrl, ProviderError, requestJson, type TFetch } from '../adapters/http'
import { clampLimit, type SourcesPort, type TSearchSourcesInput, type TSourceHit } from './port'
import { guessLanguage, isOk, plainText, SOURCES_TIMEOUT_MS, splitDisplayName } from './remote-http'

export type OpenAlexWork = {
  id?: string
  doi?: string | null
  title?: string | null
  display_name?: string | null
  relevance_score?: number | null
  publication_year?: number | null
  language?: string | null
  type?: string | null
  primary_location?: {
    landing_page_url?: string | null
    source?: { display_name?: string | null; host_organization_name?: string | null; type?: string | null } | null
  } | null
  authorships?: { author?: { display_name?: string | null } | null; raw_author_name?: string | null }[] | null
  biblio?: { volume?: string | null; issue?: string | null; first_page?: string | null; last_page?: string | null } | null
}

const KIND: Record<string, TSourceKind> = {
  article: 'article',
  review: 'article',
  letter: 'article',
  editorial: 'article',
  preprint: 'article',
  book: 'book',
  'book-chapter': 'chapter',
  dissertation: 'thesis',
}

function pages(first?: string | null, last?: string | null): string | undefined {
  if (!first) return undefined
  return last && last !== first ? `${first}–${last}` : first
}

/** One OpenAlex work as a record; null when it lacks what a reference needs (title, year ≥ 1900). */
export function mapOpenAlexWork(w: OpenAlexWork): TSourceRecord | null {
  const title = plainText(w.title ?? w.display_name ?? '')
  const source = w.primary_location?.source ?? null
  const kind: TSourceKind = KIND[w.type ?? ''] ?? (source?.display_name ? 'article' : 'web')
  const parsed = ZSourceRecord.safeParse({
    kind,
    authors: (w.authorships ?? [])
      .map((a) => splitDisplayName(a.author?.display_name ?? a.raw_author_name ?? ''))
      .filter((a) => a.family),
    title,
    year: w.publication_year ?? undefined,
    container: kind === 'book' || kind === 'thesis' ? undefined : (source?.display_name ?? undefined),
    publisher: kind === 'book' || kind === 'thesis' ? (source?.host_organization_name ?? source?.display_name ?? undefined) : undefined,
    volume: w.biblio?.volume ?? undefined,
    issue: w.biblio?.issue ?? undefined,
    pages: kind === 'book' ? undefined : pages(w.biblio?.first_page, w.biblio?.last_page),
    doi: w.doi ?? undefined,
    url: w.doi ? undefined : (w.primary_location?.landing_page_url ?? undefined),
    language: w.language && /^[a-z]{2}$/.test(w.language) ? w.language : guessLanguage(title),
  })
  return parsed.success ? parsed.data : null
}

export function createOpenAlexSources(opts: { baseUrl: string; mailto?: string; fetchImpl?: TFetch; timeoutMs?: number }): SourcesPort {
  return {
    async searchSources(input: TSearchSourcesInput): Promise<TSourceHit[]> {
      const query = input.query.trim()
      if (!query) return []
      const params = new URLSearchParams({ search: query, 'per-page': String(clampLimit(input.limit)) })
      if (input.language) params.set('filter', `language:${input.language}`)
      if (opts.mailto) params.set('mailto', opts.mailto)
      const { body } = (await requestJson('OpenAlex', `${joinUrl(opts.baseUrl, '/works')}?${params}`, {
        headers: { accept: 'application/json' },
        acceptStatus: isOk,
        fetchImpl: opts.fetchImpl,
        timeoutMs: opts.timeoutMs ?? SOURCES_TIMEOUT_MS,
      })) as { body: { results?: OpenAlexWork[] } | null }
      if (!body || !Array.isArray(body.results)) throw new ProviderError('OpenAlex', 'ответ без списка results')
      return body.results.flatMap((w, i) => {
        const record = mapOpenAlexWork(w)
        if (!record || (input.language && record.language !== input.language)) return []
        const id = (w.id ?? '').replace(/^https:\/\/openalex\.org\//, '') || record.doi || `${i}`
        return [{ id: `openalex:${id}`, origin: 'openalex' as const, score: Number(w.relevance_score ?? 0), record }]
      })
    },
  }
}
