// Library search: Russian full-text search ranked by ts_rank_cd, and trigram similarity on the title when the words
// find nothing (a typo). The index spans the full answer, which guests may not read, so this runs as the server and
// returns only the card's guest-readable columns.
import { asService, type Db } from '../db/port'
import { LIBRARY_PAGE_SIZE, normalizeLibraryQuery } from '../../domain/library/work-types'
import { CARD_COLUMNS, CARD_FROM, toCard, type TCardRow } from './library-card'
import type { TLibraryCard } from '../../domain/library/card'

export type TLibrarySearch = { query: string; works: TLibraryCard[]; total: number; page: number; pageSize: number; byTypo: boolean }

type Row = TCardRow & { total: string | number }

/**
 * A broad query («задача») matches a large share of the library; ranking means reading every match's tsvector, so
 * only the first SEARCH_RANK_CAP matches the index hands over are ranked (and counted: `total` is then "at least").
 */
export const SEARCH_RANK_CAP = 1000

const FULL_TEXT = `
  with q as (select websearch_to_tsquery('russian', $1) as q),
  hits as materialized (
    select w.id from public.library_works w, q where w.published and w.russian @@ q.q limit ${SEARCH_RANK_CAP}
  )
  select ${CARD_COLUMNS}, count(*) over () as total
    from hits h join ${CARD_FROM} on w.id = h.id, q
   order by ts_rank_cd(w.russian, q.q) desc, w.views desc, w.id desc
   limit $2 offset $3`

// `<%`: some stretch of the title is close to the query (word_similarity), served by the title's trigram index.
const BY_TYPO = `
  select ${CARD_COLUMNS}, count(*) over () as total
    from ${CARD_FROM}
   where w.published and $1 <% w.title
   order by word_similarity($1, w.title) desc, w.views desc, w.id desc
   limit $2 offset $3`

/** Typos in one word of seven letters leave about a third of its trigrams; the default 0.6 would miss them. */
const TYPO_THRESHOLD = 0.35

export async function searchLibraryWorks({ db, q, page = 1 }: { db: Db; q: string | undefined; page?: number }): Promise<TLibrarySearch> {
  const query = normalizeLibraryQuery(q)
  const empty = { query, works: [], total: 0, page, pageSize: LIBRARY_PAGE_SIZE, byTypo: false }
  if (!query) return empty
  const args = [query, LIBRARY_PAGE_SIZE, (page - 1) * LIBRARY_PAGE_SIZE]
  return asService(db, async (tx) => {
    const found = await tx.query<Row>(FULL_TEXT, args)
    if (found.length > 0) return { ...empty, works: found.map(toCard), total: Number(found[0]!.total) }
    // A page past the end of a real result set is empty, not a typo.
    if (page > 1) {
      const any = await tx.query(`select 1 from public.library_works w where w.published and w.russian @@ websearch_to_tsquery('russian', $1) limit 1`, [query])
      if (any.length > 0) return empty
    }
    await tx.query(`select set_config('pg_trgm.word_similarity_threshold', $1, true)`, [String(TYPO_THRESHOLD)])
    const close = await tx.query<Row>(BY_TYPO, args)
    return { ...empty, works: close.map(toCard), total: Number(close[0]?.total ?? 0), byTypo: close.length > 0 }
  })
}
