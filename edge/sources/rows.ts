// Catalogue and user-source rows ↔ bibliographic records, and the text-search query both tables use.
import { ZSourceRecord, type TSourceRecord } from '../../domain/sources/reference'

export const RECORD_COLUMNS = `kind, language, authors, title, subtitle, edition, container, city, publisher, year, volume, issue, pages, doi, url`

export type TRecordRow = {
  kind: string
  language: string
  authors: { family: string; given: string }[] | string
  title: string
  subtitle: string | null
  edition: string | null
  container: string | null
  city: string | null
  publisher: string | null
  year: number
  volume: string | null
  issue: string | null
  pages: string | null
  doi: string | null
  url: string | null
}

/** A stored row as a record; null if the row somehow fails the record's own rules. */
export function rowToRecord(row: TRecordRow): TSourceRecord | null {
  const parsed = ZSourceRecord.safeParse({
    ...Object.fromEntries(Object.entries(row).map(([k, v]) => [k, v === null ? undefined : v])),
    authors: typeof row.authors === 'string' ? JSON.parse(row.authors) : row.authors,
  })
  return parsed.success ? parsed.data : null
}

/**
 * The words of a free-text query joined with OR for to_tsquery, so a longer query ranks records that
 * match more of it higher instead of finding nothing. Only letters and digits reach Postgres.
 */
export function orQueryText(query: string): string | null {
  const words = [...new Set((query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((w) => w.length >= 2))].slice(0, 16)
  return words.length ? words.join(' | ') : null
}

/** A FROM item `query` with column `q`: the query in both configurations ($n is orQueryText's result). */
export const tsQueryFrom = (param: string) => `(select to_tsquery('russian', ${param}) || to_tsquery('english', ${param}) as q) as query`
