// The library's ready works that answer a task best (issue 12 part 2): the library's Russian full-text index, all the
// question's words first and any of them when none has all, ranked by ts_rank_cd (a work of the task's subject counts
// half again), then scored by the share of the question's words the work holds. The snippet is ts_headline over the
// task only: the full answer is the paid part and never leaves the server here.
import type { Queryable } from '../db/port'
import { TASK_MATCHES_MAX } from '../../domain/task/order-statuses'

export type TLibraryMatch = { libraryWorkId: string; score: number; snippet: string }

/** The words a search reads at most: a recognised page holds hundreds, the first ones carry the question. */
const MAX_CHARS = 600
/** Matches the index hands over that are ranked (as the library search caps its own). */
const RANK_CAP = 2000
/** Best-ranked works whose word share is measured before the final five are picked. */
const SCORED = 20
/**
 * A work holding fewer of the question's words than this is noise («найти» and a number in common), not a solution.
 * Two words of five, or one of two, still pass.
 */
const MIN_SHARE = 0.4
/** Marks of the matched words in a snippet; the page turns them into <mark>. */
const SNIPPET_MARKS = { start: '⟦', stop: '⟧' } as const

const RANKED = (tsquery: string) => `
  with q as (select ${tsquery} as q, tsvector_to_array(to_tsvector('russian', $1)) as lex),
  hits as materialized (
    select w.id, w.views, ts_rank_cd(w.russian, q.q) * case when w.subject_id = $2 then 1.5 else 1 end as rank
      from public.library_works w, q
     where numnode(q.q) > 0 and w.published and w.russian @@ q.q
     limit ${RANK_CAP}
  ),
  top as (select h.* from hits h order by h.rank desc, h.views desc, h.id desc limit ${SCORED}),
  scored as (
    select top.id, top.rank, top.views, w.task,
           (select count(*) from unnest(q.lex) l where w.russian @@ quote_literal(l)::tsquery)::float8 / greatest(cardinality(q.lex), 1) as share
      from top join public.library_works w on w.id = top.id, q
  )
  select s.id::text as id, least(1, s.share)::float8 as score,
         ts_headline('russian', s.task, q.q, 'MaxFragments=2, MaxWords=28, MinWords=10, FragmentDelimiter=" … ", StartSel=${SNIPPET_MARKS.start}, StopSel=${SNIPPET_MARKS.stop}') as snippet
    from scored s, q
   order by s.share desc, s.rank desc, s.views desc, s.id desc
   limit ${TASK_MATCHES_MAX}`

const ALL_WORDS = RANKED(`plainto_tsquery('russian', $1)`)
// plainto_tsquery joins lexemes with `&` only (and `<->` inside a hyphenated word): turning `&` into `|` asks for any.
const ANY_WORD = RANKED(`replace(plainto_tsquery('russian', $1)::text, ' & ', ' | ')::tsquery`)

type TRow = { id: string; score: number | string; snippet: string }

export async function rankLibraryMatches(q: Queryable, o: { text: string; subjectId: number }): Promise<TLibraryMatch[]> {
  const text = o.text.replace(/\s+/g, ' ').trim().slice(0, MAX_CHARS)
  if (!text) return []
  let rows = await q.query<TRow>(ALL_WORDS, [text, o.subjectId])
  if (rows.length < TASK_MATCHES_MAX) {
    const more = await q.query<TRow>(ANY_WORD, [text, o.subjectId])
    const seen = new Set(rows.map((r) => r.id))
    rows = [...rows, ...more.filter((r) => !seen.has(r.id))]
  }
  return rows.filter((r) => Number(r.score) >= MIN_SHARE).slice(0, TASK_MATCHES_MAX).map((r) => ({ libraryWorkId: r.id, score: Math.round(Number(r.score) * 1000) / 1000, snippet: r.snippet.slice(0, 2000) }))
}
