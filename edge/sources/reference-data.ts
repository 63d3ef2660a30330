// A found or added source as an order reference stores it: the spec's reference data (title, author, year, source,
// url, query, why, relevance) plus the whole bibliographic record and its GOST R 7.0.100-2018 line.
import { formatReference, responsibilityName } from '../../domain/sources/gost'
import type { TSourceRecord } from '../../domain/sources/reference'

export type TReferenceData = {
  title: string
  author: string | null
  year: number | null
  source: string | null
  url: string | null
  query: string | null
  why: string | null
  relevance: number | null
  inText: string | null
  formatted: string
  record: TSourceRecord
}

// Spelled as the GOST list spells them («И. И. Иванов»), so the text written from this line names authors as the list does.
const authorLine = (r: TSourceRecord) => (r.authors.length ? r.authors.slice(0, 3).map(responsibilityName).join(', ') + (r.authors.length > 3 ? ' и др.' : '') : null)

export function toReferenceData(record: TSourceRecord, extra: { query?: string | null; why?: string | null; relevance?: number | null } = {}): TReferenceData {
  return {
    title: record.title,
    author: authorLine(record),
    year: record.year ?? null,
    source: record.container ?? record.publisher ?? null,
    url: record.url ?? (record.doi ? `https://doi.org/${record.doi}` : null),
    query: extra.query ?? null,
    why: extra.why ?? null,
    relevance: extra.relevance ?? null,
    inText: null,
    formatted: formatReference(record),
    record,
  }
}
