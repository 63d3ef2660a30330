// How relevant a source is to a work: the work's subjects (read from its topic and the approved outline) and its
// concepts (the topic's and the outline's meaningful words, with English stems for records in English), matched in the
// source's title first. Being of the same subject or sharing a word that only names the field («социальный»,
// «экономика», «обучение») is not relevance: a source must name a concept that distinguishes the topic, and a word the
// topic narrows («социальные сети») only counts with its narrowing word. Rarer concepts weigh more (rarity among the
// candidates), and newer works rank first among equally relevant ones. Pure and deterministic.
import type { TSourceRecord } from './reference'
import { subjectScores } from './subject-of-topic'
import type { TSourceSubject } from './subjects'
import { BOILERPLATE, COURSE, DISCIPLINE, ENGLISH, GENERIC, LAW_WORD, STOP } from './relevance-words'

/** A candidate whose distinguishing concepts score below this is not offered. One topic concept in the title scores 1. */
const RELEVANCE_THRESHOLD = 1

/** How little a word that only names the field counts next to a distinguishing one. */
const GENERIC_WEIGHT = 0.25

/**
 * How much newer works are preferred: the rank a work gains over an otherwise equal one a century older. Small next to
 * one concept (1), so a newer work never outranks one that names more of the topic, but it goes first among equals.
 */
export const RECENCY_WEIGHT = 0.2

const words = (text: string) => (text.toLowerCase().replace(/ё/g, 'е').match(/[\p{L}\p{N}]+/gu) ?? []).filter((w) => w.length >= 3 && !STOP.has(w))

const commonPrefix = (a: string, b: string) => {
  let i = 0
  while (i < a.length && i < b.length && a[i] === b[i]) i++
  return i
}

/**
 * Two word forms of one stem: «инфляция» ~ «инфляции», «сказки» ~ «сказка», «права» ~ «право». The shared beginning must
 * reach six letters, so «стратегия» is not «стратификация»; a shorter word may differ only in an ending of up to three
 * letters, so «среде» is not «средневековья».
 */
function sameStem(a: string, b: string): boolean {
  const shared = commonPrefix(a, b)
  if (shared >= 6) return true
  return shared >= 3 && shared >= Math.min(a.length, b.length) - 1 && Math.max(a.length, b.length) - shared <= 3
}

/** The English stems of the longest Russian stem the word starts with («искусственный»: artificial, not art). */
function englishOf(word: string): readonly string[] {
  const found = ENGLISH.filter(([ru]) => word.startsWith(ru))
  const longest = Math.max(0, ...found.map(([ru]) => ru.length))
  return found.filter(([ru]) => ru.length === longest).flatMap(([, en]) => en)
}
const isGeneric = (word: string) => LAW_WORD.test(word) || GENERIC.some((g) => word.startsWith(g))
// An adjective's ending (not a noun's «-ние»/«-тие»): «социальных», «психологические», «экономический».
const isAdjective = (word: string) => /(ый|ой|ая|яя|ое|ее|ые|ых|их|ого|его|ому|ему|ым|ую|юю)$|[^нтв]ие$|[^н]ий$/.test(word)

type TConcept = {
  word: string
  english: readonly string[]
  /** 1 for the topic's words, 0.6 for the outline's. */
  weight: number
  /** Only names the field («общество», «экономика»): never enough on its own. */
  generic: boolean
  /**
   * The adjective narrowing this word in the topic («социальных» for «сетей», «квантовая» for «механика»): named without
   * it, the word counts half — «The Rise of the Network Society» is not about social networks.
   */
  narrowedBy?: TConcept
  /** How rare the concept is among the candidates, 0…1 (1 when no candidate names it or none were counted). */
  rarity: number
}

export type TWorkProfile = {
  /** The work's subjects, strongest first (the second only when close to the first). */
  subjects: TSourceSubject[]
  concepts: TConcept[]
  /** The disciplines the topic itself names («…на экономику России»): their general courses serve it. */
  disciplines: TSourceSubject[]
}

/** The subjects and concepts of a work from its topic (weight 1) and its outline's titles (weight 0.6). */
export function workProfile(work: { topic: string; chapters: readonly string[] }): TWorkProfile {
  const concepts: TConcept[] = []
  const add = (text: string, weight: number) => {
    let previous: TConcept | undefined
    for (const word of words(text)) {
      let concept = concepts.find((c) => sameStem(c.word, word))
      if (!concept) {
        concept = { word, weight, english: englishOf(word), generic: isGeneric(word), rarity: 1 }
        if (previous && !concept.generic && isAdjective(previous.word)) concept.narrowedBy = previous
        concepts.push(concept)
      }
      previous = concept
    }
  }
  add(work.topic, 1)
  for (const c of work.chapters) add(c, 0.6)
  const scores = subjectScores([work.topic, work.topic, ...work.chapters].join(' '))
  const top = scores[0]?.score ?? 0
  const topicWords = words(work.topic)
  const disciplines = (Object.keys(DISCIPLINE) as TSourceSubject[]).filter((s) => topicWords.some((w) => DISCIPLINE[s]!.some((d) => w.startsWith(d))))
  return { subjects: scores.filter((s) => s.score >= top * 0.6).slice(0, 2).map((s) => s.subject), concepts, disciplines }
}

const names = (ws: readonly string[], c: TConcept) => ws.some((w) => sameStem(w, c.word) || c.english.some((e) => w.startsWith(e)) || englishOf(w).some((e) => c.english.includes(e)))

/**
 * How much of a record a concept is named in: its title fully, its subtitle and container half, else not; half that
 * again when the record lacks the adjective that narrows the concept in the topic.
 */
function field(record: TSourceRecord, c: TConcept): number {
  const title = words(record.title)
  const rest = words([record.subtitle, record.container].filter(Boolean).join(' ').toLowerCase().replace(BOILERPLATE, ' '))
  const where = names(title, c) ? 1 : names(rest, c) ? 0.5 : 0
  return where && c.narrowedBy && !names([...title, ...rest], c.narrowedBy) ? where / 2 : where
}

/**
 * The profile with each concept's rarity among the candidate records (1 − the share naming it), so that a concept half
 * the candidates name («обучение» among pedagogy records) weighs half of one only a few name.
 */
export function withRarity(profile: TWorkProfile, candidates: readonly TSourceRecord[]): TWorkProfile {
  if (!candidates.length) return profile
  return {
    ...profile,
    concepts: profile.concepts.map((c) => ({ ...c, rarity: 1 - candidates.filter((r) => field(r, c) > 0).length / (candidates.length + 1) })),
  }
}

/** A general course of the discipline: its title (before any subtitle) is the discipline's name and course words. */
function generalCourse(subject: TSourceSubject, record: TSourceRecord): boolean {
  const main = words(record.title.split(/[:.]/)[0] ?? '').filter((w) => !COURSE.has(w) && !/^[ivxlc]+$/.test(w))
  return main.length > 0 && main.every((w) => DISCIPLINE[subject]?.some((d) => w.startsWith(d)))
}

const recency = (year: number) => (RECENCY_WEIGHT * (year - 1900)) / 100

/**
 * A record's relevance to the work (0 when it is not relevant at all) and the work's words it names. A record of
 * another subject than the work's is not relevant whatever words it shares; a record of no known subject (the
 * student's own, a remote hit) is judged by its words alone. A record must name a distinguishing concept (one topic
 * concept in its title, or outline concepts worth as much); a topic made only of field words («Экономический анализ
 * права», «Общая теория права») needs them named, two if it has more; a general course of a discipline the topic names («Принципы экономикс» for inflation's
 * effect on the economy) serves it too, ranked after the works on the topic.
 */
export function judgeRelevance(profile: TWorkProfile, candidate: { record: TSourceRecord; subject?: TSourceSubject }): { relevance: number; concepts: string[] } {
  const none = { relevance: 0, concepts: [] }
  if (candidate.subject && profile.subjects.length && !profile.subjects.includes(candidate.subject)) return none
  let distinguishing = 0
  let generic = 0
  let rank = 0
  const matched: string[] = []
  for (const c of profile.concepts) {
    const f = field(candidate.record, c)
    if (!f) continue
    matched.push(c.word)
    if (c.generic) generic += c.weight * f
    else distinguishing += c.weight * f
    rank += c.weight * f * (c.generic ? GENERIC_WEIGHT : 0.5 + c.rarity)
  }
  const topicConcepts = profile.concepts.filter((c) => c.weight === 1)
  const onlyGeneric = topicConcepts.length > 0 && topicConcepts.every((c) => c.generic)
  const course = candidate.subject && candidate.subject === profile.subjects[0] && profile.disciplines.includes(candidate.subject) && generalCourse(candidate.subject, candidate.record)
  const relevant = distinguishing >= RELEVANCE_THRESHOLD || (onlyGeneric && generic >= Math.min(2, topicConcepts.length) * RELEVANCE_THRESHOLD) || course
  if (!relevant) return none
  // A record of the work's second subject must share two concepts: one shared word there is a coincidence.
  if (candidate.subject && profile.subjects.length > 1 && candidate.subject !== profile.subjects[0] && matched.length < 2) return none
  const onSubject = candidate.subject && candidate.subject === profile.subjects[0] ? 0.25 : 0
  const score = (course && distinguishing < RELEVANCE_THRESHOLD ? 0.5 : rank) + onSubject + recency(candidate.record.year)
  return { relevance: Math.round(score * 1000) / 1000, concepts: matched }
}

/** The profile's English stems, added to a catalogue query so English records are found too. */
export const englishWords = (profile: TWorkProfile) => [...new Set(profile.concepts.flatMap((c) => c.english))]
