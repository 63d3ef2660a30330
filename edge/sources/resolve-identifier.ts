// A DOI, ISBN or link typed by a student → the source's real bibliographic record (connected mode only): Crossref or
// OpenAlex for a DOI, Open Library for an ISBN, the page's own metadata for a link. Every failure is the spec-style
// Russian message; nothing is invented when the lookup finds nothing. Each lookup is counted against the caller's and
// the address's limits (lookup-rate-limit.ts) before it goes out.
import { IDENTIFIER_MESSAGES, parseSourceIdentifier } from '../../domain/sources/identifier'
import type { TSourceRecord } from '../../domain/sources/reference'
import type { TFetch } from '../adapters/http'
import { AppError } from '../http/errors'
import type { TSettings } from '../settings'
import { lookupDoi } from './lookup-doi'
import { lookupIsbn } from './lookup-isbn'
import { lookupUrl, UrlRefused } from './url-metadata'
import { takeSourceLookup, type TLookupRequester } from './lookup-rate-limit'

type TIdentifierSettings = Pick<TSettings, 'SOURCES_PROVIDER' | 'SOURCES_MAILTO' | 'OPENALEX_BASE_URL' | 'CROSSREF_BASE_URL' | 'OPENLIBRARY_BASE_URL' | 'SOURCES_ALLOW_PRIVATE_URLS'>

/** Adding by identifier needs the outside catalogues: the connected mode (SOURCES_PROVIDER openalex or crossref). */
export const canResolveIdentifiers = (settings: Pick<TSettings, 'SOURCES_PROVIDER'>) => settings.SOURCES_PROVIDER !== 'local'

export async function resolveSourceIdentifier(o: {
  settings: TIdentifierSettings
  requester: TLookupRequester
  identifier: unknown
  fetchImpl?: TFetch
  today?: string
}): Promise<TSourceRecord> {
  if (!canResolveIdentifiers(o.settings)) throw new AppError('FORBIDDEN', IDENTIFIER_MESSAGES.connectedOnly)
  const id = typeof o.identifier === 'string' ? parseSourceIdentifier(o.identifier) : null
  if (!id) throw new AppError('BAD_REQUEST', IDENTIFIER_MESSAGES.invalid)
  await takeSourceLookup(o.requester)
  const today = o.today ?? new Date().toISOString().slice(0, 10)
  let record: TSourceRecord | null
  try {
    record =
      id.kind === 'doi'
        ? await lookupDoi(id.doi, { crossrefBaseUrl: o.settings.CROSSREF_BASE_URL, openAlexBaseUrl: o.settings.OPENALEX_BASE_URL, mailto: o.settings.SOURCES_MAILTO, fetchImpl: o.fetchImpl })
        : id.kind === 'isbn'
          ? await lookupIsbn(id.isbn, { baseUrl: o.settings.OPENLIBRARY_BASE_URL, fetchImpl: o.fetchImpl })
          : await lookupUrl(id.url, { allowPrivate: o.settings.SOURCES_ALLOW_PRIVATE_URLS, fetchImpl: o.fetchImpl, today })
  } catch (e) {
    if (e instanceof UrlRefused) throw new AppError('BAD_REQUEST', IDENTIFIER_MESSAGES.urlRefused)
    throw new AppError('CONFLICT', IDENTIFIER_MESSAGES.unavailable)
  }
  if (!record) throw new AppError('NOT_FOUND', id.kind === 'doi' ? IDENTIFIER_MESSAGES.doiNotFound : id.kind === 'isbn' ? IDENTIFIER_MESSAGES.isbnNotFound : IDENTIFIER_MESSAGES.urlUnreadable)
  return record
}
