// /referat/search/: Russian full-text search over published referats' title and topic (weighted tsvector, GIN).
import type { Db } from '../db/port'
import { asCaller } from '../db/port'
import { cutReferatQuery } from '../../domain/referat/referat-slug'
import { REFERAT_CARD_COLUMNS } from './referat-card'
import type { TReferatCard } from '../../domain/referat/referat-types'

const SEARCH_LIMIT = 30
/**
 * As the library search (SEARCH_RANK_CAP): a broad word over a large catalogue would rank every match's tsvector, so
 * only the first matches the GIN index hands over are ranked. There is no typo path here, so no trigram scan either.
 */
const RANK_CAP = 1000

/** The query as searched (cut to 200 characters) and the hits, best first; an empty query finds nothing. */
export async function searchReferats(o: { db: Db; query: string | null | undefined }): Promise<{ query: string; hits: TReferatCard[] }> {
  const query = cutReferatQuery(o.query)
  if (!query) return { query, hits: [] }
  const hits = await asCaller(o.db, { role: 'anon' }, (tx) =>
    tx.query<TReferatCard>(
      `with q as (select websearch_to_tsquery('russian', $1) as q),
       hits as materialized (select r.id from public.referats r, q where r.search @@ q.q limit ${RANK_CAP})
       select ${REFERAT_CARD_COLUMNS} from hits h join public.referats r on r.id = h.id join public.subjects s on s.id = r.subject_id, q
       order by ts_rank(r.search, q.q) desc, r.id desc limit ${SEARCH_LIMIT}`,
      [query],
    ),
  )
  return { query, hits }
}
