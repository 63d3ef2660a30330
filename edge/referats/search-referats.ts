// /referat/search/: Russian full-text search over published referats' title and topic (weighted tsvector, GIN).
import type { Db } from '../db/port'
import { asCaller } from '../db/port'
import { cutReferatQuery } from '../../domain/referat/referat-slug'
import { REFERAT_CARD_COLUMNS } from './referat-card'
import type { TReferatCard } from '../../domain/referat/referat-types'

const SEARCH_LIMIT = 30

/** The query as searched (cut to 200 characters) and the hits, best first; an empty query finds nothing. */
export async function searchReferats(o: { db: Db; query: string | null | undefined }): Promise<{ query: string; hits: TReferatCard[] }> {
  const query = cutReferatQuery(o.query)
  if (!query) return { query, hits: [] }
  const hits = await asCaller(o.db, { role: 'anon' }, (tx) =>
    tx.query<TReferatCard>(
      `select ${REFERAT_CARD_COLUMNS} from public.referats r join public.subjects s on s.id = r.subject_id,
         websearch_to_tsquery('russian', $1) q
       where r.search @@ q
       order by ts_rank(r.search, q) desc, r.id desc limit ${SEARCH_LIMIT}`,
      [query],
    ),
  )
  return { query, hits }
}
