// Library search: Russian full-text search ranked by ts_rank_cd; when the words as typed find nothing, each word the
// index does not know is corrected to its nearest word of the library's dictionary (pg_trgm, trigram GIN over
// library_search_words) and the ranked full-text search runs again. The index spans the full answer, which guests may
// not read, so this runs as the server and returns only the card's guest-readable columns.
import { asService, type Db, type Tx } from '../db/port'
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

/**
 * The ranked search for a tsquery expression over parameters from $3 on ($1, $2: limit and offset). The rank is taken
 * in the same pass that reads the matches, and only the page's rows are joined into cards: fetching the capped matches
 * a second time by id cost more than ranking them.
 */
const fullText = (tsquery: string) => `
  with q as (select ${tsquery} as q),
  hits as materialized (
    select w.id, w.views, ts_rank_cd(w.russian, q.q) as rank
      from public.library_works w, q
     where w.published and w.russian @@ q.q
     limit ${SEARCH_RANK_CAP}
  ),
  top as (
    select h.id, h.rank, h.views, count(*) over () as total from hits h order by h.rank desc, h.views desc, h.id desc limit $1 offset $2
  )
  select ${CARD_COLUMNS}, top.total
    from top join ${CARD_FROM} on w.id = top.id
   order by top.rank desc, top.views desc, top.id desc`

const AS_TYPED = fullText(`websearch_to_tsquery('russian', $3)`)
/** Every word (plainto_tsquery ignores operators; the words are letters only anyway). */
const ALL_WORDS = fullText(`plainto_tsquery('russian', $3)`)

/** The query's words split as the dictionary splits a work (library_search_words_of), at most this many. */
const MAX_WORDS = 30

/**
 * Each word of the query, as typed or corrected: a word the full-text index knows (or a stop word) stays; another one
 * becomes the dictionary's nearest word within the similarity threshold (ties: the word more works use), or null.
 * `%` is answered by the dictionary's trigram GIN index; the few words it lets through are sorted by `<->`.
 */
const CORRECT = `
  with typed as (
    select w, min(ord) as ord
      from unnest(tsvector_to_array(to_tsvector('simple'::regconfig, $1))) with ordinality as t (w, ord)
     where w ~ '^[a-zа-яё]+$'
     group by w
     order by min(ord)
     limit ${MAX_WORDS}
  )
  select t.w as typed,
         case
           when numnode(plainto_tsquery('russian', t.w)) = 0 then t.w
           when exists (select 1 from public.library_works x where x.published and x.russian @@ plainto_tsquery('russian', t.w)) then t.w
           else (select c.word
                   from (select d.word, d.works, d.word <-> t.w as distance
                           from public.library_search_words d
                          where d.word % t.w
                          order by d.word <-> t.w
                          limit 5) c
                  order by c.distance, c.works desc, c.word
                  limit 1)
         end as fixed
    from typed t
   order by t.ord`

/**
 * A typo of one letter in a word of seven letters keeps about 0.45 of its trigrams («маятнек» ~ «маятник»), two typos
 * in a long word about 0.35; below 0.3 the nearest word is rarely the one meant.
 */
const TYPO_THRESHOLD = 0.3

export async function searchLibraryWorks({ db, q, page = 1 }: { db: Db; q: string | undefined; page?: number }): Promise<TLibrarySearch> {
  const query = normalizeLibraryQuery(q)
  const empty = { query, works: [], total: 0, page, pageSize: LIBRARY_PAGE_SIZE, byTypo: false }
  if (!query) return empty
  const paging = [LIBRARY_PAGE_SIZE, (page - 1) * LIBRARY_PAGE_SIZE]
  return asService(db, async (tx) => {
    const found = await tx.query<Row>(AS_TYPED, [...paging, query])
    if (found.length > 0) return { ...empty, works: found.map(toCard), total: Number(found[0]!.total) }
    // A page past the end of a real result set is empty, not a typo.
    if (page > 1) {
      const any = await tx.query(`select 1 from public.library_works w where w.published and w.russian @@ websearch_to_tsquery('russian', $1) limit 1`, [query])
      if (any.length > 0) return empty
    }
    const { words, changed } = await correctWords(tx, query)
    if (words.length === 0) return empty
    // Unchanged words were just searched all together (as typed).
    let close = changed ? await tx.query<Row>(ALL_WORDS, [...paging, words.join(' ')]) : []
    // Words that each exist but never together: the works with the most of them, best ranked first.
    if (close.length === 0 && words.length > 1) close = await tx.query<Row>(anyWord(words.length), [...paging, ...words])
    return { ...empty, works: close.map(toCard), total: Number(close[0]?.total ?? 0), byTypo: close.length > 0 }
  })
}

/** The query's words the search can use: known ones as typed, unknown ones corrected; words near nothing are left out. */
async function correctWords(tx: Tx, query: string): Promise<{ words: string[]; changed: boolean }> {
  await tx.query(`select set_config('pg_trgm.similarity_threshold', $1, true)`, [String(TYPO_THRESHOLD)])
  const rows = await tx.query<{ typed: string; fixed: string | null }>(CORRECT, [query])
  return { words: rows.map((r) => r.fixed).filter((w): w is string => w !== null), changed: rows.some((r) => r.fixed !== r.typed) }
}

const anyWord = (n: number) => fullText(Array.from({ length: n }, (_, i) => `plainto_tsquery('russian', $${i + 3})`).join(' || '))
