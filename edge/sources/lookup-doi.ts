// A DOI's record from Crossref (GET /works/{doi}), or from OpenAlex (GET /works/doi:{doi}) when Crossref does not
// know it: null when neither does. A provider that fails (not a 404) throws, so «not found» is never a guess.
import type { TSourceRecord } from '../../domain/sources/reference'
import { joinUrl, ProviderError, requestJson, type TFetch } from '../adapters/http'
import { mapCrossrefItem, type CrossrefItem } from './crossref'
import { mapOpenAlexWork, type OpenAlexWork } from './openalex'
import { SOURCES_TIMEOUT_MS } from './remote-http'

type TLookupOptions = { crossrefBaseUrl: string; openAlexBaseUrl: string; mailto?: string; fetchImpl?: TFetch; timeoutMs?: number }

const okOr404 = (status: number) => (status >= 200 && status < 300) || status === 404

export async function lookupDoi(doi: string, o: TLookupOptions): Promise<TSourceRecord | null> {
  const mailto = o.mailto ? `?mailto=${encodeURIComponent(o.mailto)}` : ''
  const common = { acceptStatus: okOr404, fetchImpl: o.fetchImpl, timeoutMs: o.timeoutMs ?? SOURCES_TIMEOUT_MS, headers: { accept: 'application/json' } }
  let failure: ProviderError | null = null
  try {
    const crossref = await requestJson('Crossref', `${joinUrl(o.crossrefBaseUrl, `/works/${encodeURIComponent(doi)}`)}${mailto}`, common)
    const item = (crossref.body as { message?: CrossrefItem } | null)?.message
    const record = crossref.status === 200 && item ? mapCrossrefItem(item) : null
    if (record) return { ...record, doi }
  } catch (e) {
    if (!(e instanceof ProviderError)) throw e
    // Crossref answers an unknown DOI with a plain-text 404.
    if (e.status !== 404) failure = e
  }
  try {
    const openAlex = await requestJson('OpenAlex', `${joinUrl(o.openAlexBaseUrl, `/works/doi:${encodeURIComponent(doi)}`)}${mailto}`, common)
    const record = openAlex.status === 200 && openAlex.body ? mapOpenAlexWork(openAlex.body as OpenAlexWork) : null
    if (record) return { ...record, doi }
  } catch (e) {
    if (!(e instanceof ProviderError)) throw e
    if (e.status !== 404) failure = e
  }
  if (failure) throw failure
  return null
}
