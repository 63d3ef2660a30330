// The library's ready works that answer a task best (issue 12 part 2): the library's Russian full-text index, works
// with all the question's words first, then with fewer (down to 40 %), ranked by ts_rank_cd (a work of the task's
// subject counts half again) and scored by the share of the question's words the work holds. The snippet is
// ts_headline over the task only (the full answer is the paid part and never leaves the server here), re-cut from the
// task at word and formula boundaries (domain/task/match-snippet.ts snippetAtBoundaries).
import type { Queryable } from '../db/port'
import { TASK_MATCHES_MAX } from '../../domain/task/order-statuses'
import { snippetAtBoundaries } from '../../domain/task/match-snippet'

export type TLibraryMatch = { libraryWorkId: string; score: number; snippet: string }

/** The text a search reads at most: a recognised page holds hundreds of words, the first ones carry the question. */
const MAX_CHARS = 600
/** The question's words the search weighs (the first ones): 10 keep every «k of n» query within 252 groups. */
const MAX_LEXEMES = 10
/** «k of n» queries with more groups than this are skipped (never with 10 words). */
const MAX_GROUPS = 252
/**
 * Matches of one «k of n» query that are ranked (as the library search caps its own): they all hold k of the words, so
 * the cap only chooses among equals; reading the tsvectors to rank is what costs (2 000: ~90 ms on 100 000 works).
 */
const RANK_CAP = 500
/** Best-ranked works whose word share is measured before the final five are picked. */
const SCORED = 20
/**
 * A work holding fewer of the question's words than this is noise («найти» and a number in common), not a solution.
 * Two words of five, or one of two, still pass.
 */
const MIN_SHARE = 0.4
/** Marks of the matched words in a snippet; the page turns them into <mark>. */
const SNIPPET_MARKS = { start: '⟦', stop: '⟧' } as const

/**
 * The works matching the tsquery $2 (subject $1), ranked, scored by the share of the question's lexemes $3 they hold,
 * and highlighted by $4 (any of those lexemes): ranking and ts_headline by the large «k of n» query itself would
 * take seconds.
 */
const RANKED = `
  with q as (select $2::tsquery as filter, $4::tsquery as q, $3::text[] as lex),
  hits as materialized (
    select w.id, w.views, ts_rank_cd(w.russian, q.q) * case when w.subject_id = $1 then 1.5 else 1 end as rank
      from public.library_works w, q
     where w.published and w.russian @@ q.filter
     limit ${RANK_CAP}
  ),
  top as (select h.* from hits h order by h.rank desc, h.views desc, h.id desc limit ${SCORED}),
  scored as (
    select top.id, top.rank, top.views, w.task,
           (select count(*) from unnest(q.lex) l where w.russian @@ quote_literal(l)::tsquery)::float8 / greatest(cardinality(q.lex), 1) as share
      from top join public.library_works w on w.id = top.id, q
  )
  select s.id::text as id, least(1, s.share)::float8 as score, s.task,
         ts_headline('russian', s.task, q.q, 'MaxFragments=2, MaxWords=28, MinWords=10, FragmentDelimiter=" … ", StartSel=${SNIPPET_MARKS.start}, StopSel=${SNIPPET_MARKS.stop}') as snippet
    from scored s, q
   where s.share >= ${MIN_SHARE}
   order by s.share desc, s.rank desc, s.views desc, s.id desc
   limit ${TASK_MATCHES_MAX}`

/** The question's distinct lexemes in the order it uses them, as the library's index spells them. */
const LEXEMES = `select coalesce(array(select l.lexeme from unnest(to_tsvector('russian', $1)) l order by l.positions[1] limit ${MAX_LEXEMES}), '{}') as lex`

type TRow = { id: string; score: number | string; snippet: string; task: string }

const quoted = (lexeme: string) => `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`

/** Every way to pick `k` of `items` (in order), or null when there are more than `max`. */
function combinations<T>(items: readonly T[], k: number, max: number): T[][] | null {
  let count = 1
  for (let i = 0; i < k; i++) count = (count * (items.length - i)) / (i + 1)
  if (count > max) return null
  const out: T[][] = []
  const pick = (from: number, chosen: T[]) => {
    if (chosen.length === k) return void out.push(chosen)
    for (let i = from; i <= items.length - (k - chosen.length); i++) pick(i + 1, [...chosen, items[i]!])
  }
  pick(0, [])
  return out
}

/**
 * A GIN index answers «all these words» fast but not «most of them», and «any of them» matches most of the library,
 * which no ranking can read in time. So the search asks for works holding k of the question's n words, k going down
 * from n to the share a match needs (each k as one tsquery: an OR of every k-word AND), and stops once five are found.
 */
export async function rankLibraryMatches(q: Queryable, o: { text: string; subjectId: number }): Promise<TLibraryMatch[]> {
  const text = o.text.replace(/\s+/g, ' ').trim().slice(0, MAX_CHARS)
  if (!text) return []
  const [row] = await q.query<{ lex: string[] }>(LEXEMES, [text])
  const lex = row?.lex ?? []
  if (lex.length === 0) return []
  const rows: TRow[] = []
  const seen = new Set<string>()
  const need = Math.max(1, Math.ceil(MIN_SHARE * lex.length))
  const anyWord = lex.map(quoted).join(' | ')
  for (let k = lex.length; k >= need && rows.length < TASK_MATCHES_MAX; k--) {
    const groups = combinations(lex, k, MAX_GROUPS)
    if (!groups) continue
    const tsquery = groups.map((g) => `(${g.map(quoted).join(' & ')})`).join(' | ')
    for (const r of await q.query<TRow>(RANKED, [o.subjectId, tsquery, lex, anyWord])) {
      if (!seen.has(r.id)) rows.push(r)
      seen.add(r.id)
    }
  }
  return rows.slice(0, TASK_MATCHES_MAX).map((r) => ({ libraryWorkId: r.id, score: Math.round(Number(r.score) * 1000) / 1000, snippet: snippetAtBoundaries(r.task, r.snippet).slice(0, 2000) }))
}
