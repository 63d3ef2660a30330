// The library's ready works that answer a task best (issue 12 part 2, issue 34 item 2): the library's Russian
// full-text index finds the candidates — works with all the question's words first, then with fewer (down to 40 %),
// ranked by ts_rank_cd (a work of the task's subject counts half again) — and taskSimilarity (domain/task/
// task-similarity.ts) orders and scores them against the work's task (or its title, which a short typed question reads
// like); a work below MIN_SIMILARITY is left out. The snippet is ts_headline over the task only (the full answer is the
// paid part and never leaves the server here), re-cut from the task at word and formula boundaries
// (domain/task/match-snippet.ts snippetAtBoundaries).
import type { Queryable } from '../db/port'
import { TASK_MATCHES_MAX } from '../../domain/task/order-statuses'
import { snippetAtBoundaries } from '../../domain/task/match-snippet'
import { taskSimilarity } from '../../domain/task/task-similarity'

export type TLibraryMatch = { libraryWorkId: string; score: number; snippet: string }

/** The text the full-text search reads at most: a recognised page holds hundreds of words, the first ones carry the question. */
const MAX_CHARS = 600
/** The text compared with a work's task at most (formulas and numbers past the first sentences still tell tasks apart). */
const MAX_SIMILARITY_CHARS = 2000
/** The question's words the search weighs (the first ones): 10 keep every «k of n» query within 252 groups. */
const MAX_LEXEMES = 10
/** «k of n» queries with more groups than this are skipped (never with 10 words). */
const MAX_GROUPS = 252
/**
 * Matches of one «k of n» query that are ranked (as the library search caps its own): they all hold k of the words, so
 * the cap only chooses among equals; reading the tsvectors to rank is what costs (2 000: ~90 ms on 100 000 works).
 */
const RANK_CAP = 500
/** Best-ranked works of the full-text search that taskSimilarity scores before the best TASK_MATCHES_MAX are kept. */
const CANDIDATES = 60
/** The full-text search asks for works holding at least this share of the question's words. */
const MIN_SHARE = 0.4
/**
 * A work less alike than this is another task (tests/fixtures/task-similarity-pairs.ts: every unrelated pair scores below it, the
 * same topic mostly above): the page shows fewer matches rather than noise.
 */
export const MIN_SIMILARITY = 0.4
/** Marks of the matched words in a snippet; the page turns them into <mark>. */
const SNIPPET_MARKS = { start: '⟦', stop: '⟧' } as const

/**
 * The works matching the tsquery $2, best ranked first by $3 (any of the question's lexemes; a work of subject $1
 * counts half again): ranking by the large «k of n» query itself would take seconds.
 */
const CANDIDATES_SQL = `
  with hits as materialized (
    select w.id, w.views, w.subject_id = $1 as own_subject, ts_rank_cd(w.russian, $3::tsquery) * case when w.subject_id = $1 then 1.5 else 1 end as rank
      from public.library_works w
     where w.published and w.russian @@ $2::tsquery
     limit ${RANK_CAP}
  )
  select h.id::text as id, h.own_subject, w.task, w.title
    from hits h join public.library_works w on w.id = h.id
   order by h.rank desc, h.views desc, h.id desc
   limit ${CANDIDATES}`

/** The tasks of works $1 highlighted by $2 (any of the question's lexemes): ts_headline over the kept works only. */
const SNIPPETS = `
  select w.id::text as id, w.task,
         ts_headline('russian', w.task, $2::tsquery, 'MaxFragments=2, MaxWords=28, MinWords=10, FragmentDelimiter=" … ", StartSel=${SNIPPET_MARKS.start}, StopSel=${SNIPPET_MARKS.stop}') as snippet
    from public.library_works w
   where w.id = any($1::bigint[])`

/** The question's distinct lexemes in the order it uses them, as the library's index spells them. */
const LEXEMES = `select coalesce(array(select l.lexeme from unnest(to_tsvector('russian', $1)) l order by l.positions[1] limit ${MAX_LEXEMES}), '{}') as lex`

type TCandidate = { id: string; own_subject: boolean; task: string; title: string }
type TSnippetRow = { id: string; task: string; snippet: string }

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
 * from n to the share a match needs (each k as one tsquery: an OR of every k-word AND), and stops once it has
 * CANDIDATES; taskSimilarity then decides which of them match and in what order.
 */
export async function rankLibraryMatches(q: Queryable, o: { text: string; subjectId: number }): Promise<TLibraryMatch[]> {
  const question = o.text.replace(/\s+/g, ' ').trim()
  const text = question.slice(0, MAX_CHARS)
  if (!text) return []
  const [row] = await q.query<{ lex: string[] }>(LEXEMES, [text])
  const lex = row?.lex ?? []
  if (lex.length === 0) return []
  const candidates: TCandidate[] = []
  const seen = new Set<string>()
  const need = Math.max(1, Math.ceil(MIN_SHARE * lex.length))
  const anyWord = lex.map(quoted).join(' | ')
  for (let k = lex.length; k >= need && candidates.length < CANDIDATES; k--) {
    const groups = combinations(lex, k, MAX_GROUPS)
    if (!groups) continue
    const tsquery = groups.map((g) => `(${g.map(quoted).join(' & ')})`).join(' | ')
    for (const c of await q.query<TCandidate>(CANDIDATES_SQL, [o.subjectId, tsquery, anyWord])) {
      if (!seen.has(c.id)) candidates.push(c)
      seen.add(c.id)
    }
  }
  // Compared as written: a line break parts two formulas that the search's one-line text would join.
  const compared = o.text.trim().slice(0, MAX_SIMILARITY_CHARS)
  const scored = candidates
    .map((c, found) => ({ id: c.id, ownSubject: c.own_subject, found, score: Math.max(taskSimilarity(compared, c.task), taskSimilarity(compared, c.title)) }))
    .filter((c) => c.score >= MIN_SIMILARITY)
    // Equal scores: a work of the task's subject first, then the full-text search's order.
    .sort((a, b) => b.score - a.score || Number(b.ownSubject) - Number(a.ownSubject) || a.found - b.found)
    .slice(0, TASK_MATCHES_MAX)
  if (scored.length === 0) return []
  const snippets = new Map((await q.query<TSnippetRow>(SNIPPETS, [scored.map((c) => c.id), anyWord])).map((r) => [r.id, r]))
  return scored.flatMap((c) => {
    const s = snippets.get(c.id)
    return s ? [{ libraryWorkId: c.id, score: c.score, snippet: snippetAtBoundaries(s.task, s.snippet).slice(0, 2000) }] : []
  })
}
