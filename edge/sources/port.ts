// Sources port: one search over where bibliographic records come from (the local catalogue, the
// student's own sources, OpenAlex, Crossref); every hit is a validated record with a relevance score.
import type { Caller } from '../db/port'
import type { TSourceRecord } from '../../domain/sources/reference'
import type { TSourceSubject } from '../../domain/sources/subjects'

type TSourceOrigin = 'catalogue' | 'user' | 'openalex' | 'crossref'

export type TSearchSourcesInput = {
  query: string
  subject?: TSourceSubject
  /** ISO 639-1 code; only records in this language. */
  language?: string
  limit: number
  /** Whose own sources to include (authenticated callers only); guests search the shared sources. */
  caller?: Caller
}

export type TSourceHit = {
  /** Stable within its origin: "catalogue:12", "user:5", "openalex:W2741809807", "crossref:10.1037/h0043158". */
  id: string
  origin: TSourceOrigin
  /** Higher is better; comparable only within one origin. */
  score: number
  subject?: TSourceSubject
  record: TSourceRecord
}

export interface SourcesPort {
  searchSources(input: TSearchSourcesInput): Promise<TSourceHit[]>
}

const SEARCH_LIMIT_MAX = 50

/** Clamps a requested limit to 1…50. */
export const clampLimit = (limit: number) => Math.min(SEARCH_LIMIT_MAX, Math.max(1, Math.floor(Number.isFinite(limit) ? limit : 1)))
