// Sources relevant to a work, for every product that writes with sources (the text work, the referat, the
// presentation): full-text searches by the work's topic, subjects and chapters, each hit judged by
// domain/sources/relevance, one work offered once.
import type { Caller } from '../db/port'
import type { SourcesPort, TSourceHit } from './port'
import { SOURCE_SUBJECTS } from '../../domain/sources/subjects'
import { englishWords, judgeRelevance, withRarity, workProfile } from '../../domain/sources/relevance'
import { sameWork } from '../../domain/sources/same-work'
import type { TSourceRecord } from '../../domain/sources/reference'
import { ESSAY_LIMITS } from '../../domain/essay/requirements'

export type TFoundReference = { hit: TSourceHit; query: string; relevance: number; concepts: string[] }

/**
 * Sources relevant to a work (its topic and approved outline), best first (newer first among equals), at most 30, each
 * with the query that found it: candidates come from full-text searches, then each is judged by domain/sources/relevance
 * (its subject and the work's distinguishing concepts it names, rarer ones weighing more among these candidates); a
 * candidate below the threshold is left out rather than used as filler. One work
 * found twice (the same DOI, an original and its translation) is offered once; `exclude` are works already offered.
 */
export async function findReferences(
  sources: SourcesPort,
  work: { topic: string; chapters: readonly string[] },
  caller?: Caller,
  opts: { exclude?: readonly TSourceRecord[] } = {},
): Promise<TFoundReference[]> {
  const profile = workProfile(work)
  const english = englishWords(profile).join(' ')
  const who = caller ? { caller } : {}
  const searches = [
    ...(profile.subjects.length ? profile.subjects : [undefined]).map((subject) => ({
      query: work.topic,
      text: [work.topic, english, subject ? SOURCE_SUBJECTS[subject] : ''].join(' '),
      subject,
      limit: 50,
    })),
    ...work.chapters.map((c) => ({ query: c, text: `${c} ${englishWords(workProfile({ topic: c, chapters: [] })).join(' ')}`, subject: profile.subjects[0], limit: 20 })),
  ]
  // Every candidate first, so each concept's rarity among them is known before any is judged.
  const candidates: { hit: TSourceHit; query: string }[] = []
  for (const s of searches) {
    const hits = await sources.searchSources({ query: s.text, limit: s.limit, ...(s.subject && { subject: s.subject }), ...who })
    for (const hit of hits) if (!candidates.some((c) => c.hit.id === hit.id)) candidates.push({ hit, query: s.query })
  }
  const rated = withRarity(profile, candidates.map((c) => c.hit.record))
  const judged: TFoundReference[] = []
  for (const { hit, query } of candidates) {
    const { relevance, concepts } = judgeRelevance(rated, hit)
    if (relevance > 0) judged.push({ hit, query, relevance, concepts })
  }
  judged.sort((a, b) => b.relevance - a.relevance || b.hit.record.year - a.hit.record.year || b.hit.score - a.hit.score)
  const out: TFoundReference[] = []
  for (const j of judged) {
    if (out.length >= ESSAY_LIMITS.references.max) break
    if (opts.exclude?.some((r) => sameWork(r, j.hit.record)) || out.some((o) => sameWork(o.hit.record, j.hit.record))) continue
    out.push(j)
  }
  return out
}
