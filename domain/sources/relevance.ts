// How relevant a source is to a work: the work's subjects (read from its topic and the approved outline) and its
// concepts (the topic's and the outline's meaningful words, with English stems for records in English), matched in the
// source's title first. Sharing one common word («России», «развитие») is not relevance, and neither is merely being
// a record of the same subject: a source must name a concept of the work. Pure and deterministic.
import type { TSourceRecord } from './reference'
import { subjectScores } from './subject-of-topic'
import type { TSourceSubject } from './subjects'

/** A candidate below this score is not offered. One topic concept in the title scores 1. */
const RELEVANCE_THRESHOLD = 1

// Words that say nothing about what a work is about (the outline's scaffolding, frames such as «роль», «влияние»).
const STOP = new Set(
  (
    'и в во на с со к ко о об от до по за из под над при для без как что это его ее их или а но же ли не ни также ' +
    'развитие развития проблемы проблема проблем современный современная современные современной современном ' +
    'россия россии российский российской российские рф анализ анализа особенности особенность роль роли влияние влияния ' +
    'основы основные основной понятие понятия виды вид теория теории теоретические методы метод условиях условия значение ' +
    'сущность факторы фактор перспективы пример примере практика практики система системы вопросы аспекты тенденции опыт ' +
    'характеристика оценка направления подходы подход глава введение заключение общая общие общий характеристика ' +
    'изучение исследование исследования структура место функции формирование путь пути мир мире век века года год ' +
    'the and of a an in on for to with its from by at is are as or introduction review new some'
  ).split(' '),
)

// Russian stem → English stems, so an English record can match a Russian topic.
const ENGLISH: readonly (readonly [string, readonly string[]])[] = [
  ['инфляц', ['inflat']], ['эконом', ['econom']], ['финанс', ['financ']], ['бюджет', ['budget', 'fiscal']], ['налог', ['tax']],
  ['рын', ['market']], ['денеж', ['money', 'monet']], ['деньг', ['money', 'monet']], ['банк', ['bank']], ['кредит', ['credit']],
  ['инвест', ['invest']], ['безработ', ['unemploy']], ['занятост', ['employ']], ['предприним', ['entrepreneur']], ['бизнес', ['business', 'firm']],
  ['фирм', ['firm']], ['предприят', ['firm', 'enterpris', 'compan']], ['цифров', ['digital']], ['конкурен', ['competit']], ['стратег', ['strateg']],
  ['управлен', ['manag']], ['менеджмент', ['manag']], ['организац', ['organiz']], ['маркетинг', ['marketing']], ['реклам', ['advertis']],
  ['бренд', ['brand']], ['потребител', ['consumer']], ['уголовн', ['criminal']], ['преступ', ['crime', 'criminal']], ['правов', ['law', 'legal']],
  ['закон', ['law']], ['суд', ['court', 'judic']], ['государств', ['state']], ['демократ', ['democra']], ['политик', ['politic']],
  ['политическ', ['politic']], ['власт', ['power']], ['выбор', ['election']], ['цивилизац', ['civiliz']], ['психолог', ['psycholog']],
  ['личност', ['personality']], ['мотивац', ['motivat']], ['эмоци', ['emotion']], ['стресс', ['stress']], ['подрост', ['adolescen']],
  ['памят', ['memory']], ['мышлен', ['thinking', 'thought']], ['сознан', ['conscious', 'mind']], ['поведен', ['behavio']], ['обучен', ['learning', 'teaching']],
  ['образован', ['educat']], ['школ', ['school']], ['воспитан', ['educat']], ['педагог', ['pedagog']], ['обществ', ['societ', 'social']],
  ['социальн', ['social']], ['семь', ['famil']], ['семей', ['famil']], ['молодеж', ['youth']], ['миграц', ['migrat']], ['неравенств', ['inequal']],
  ['философ', ['philosoph']], ['этик', ['ethic']], ['бытие', ['being']], ['знани', ['knowledge']], ['литератур', ['literat']],
  ['роман', ['novel']], ['поэз', ['poet']], ['истори', ['histor']], ['революц', ['revolution']], ['войн', ['war']], ['импер', ['empir']],
  ['эволюц', ['evolution']], ['генет', ['genet']], ['клетк', ['cell']], ['днк', ['dna']], ['экосистем', ['ecosystem']], ['эколог', ['ecolog']],
  ['климат', ['climat']], ['загрязн', ['pollut']], ['окружающ', ['environment']], ['природ', ['nature']], ['медицин', ['medic']],
  ['болезн', ['disease']], ['заболеван', ['disease']], ['лечени', ['treatment', 'therap']], ['здоров', ['health']], ['вакцин', ['vaccin']],
  ['вирус', ['virus']], ['иммун', ['immun']], ['физик', ['physic']], ['квант', ['quantum']], ['энерги', ['energy']], ['относительн', ['relativ']],
  ['электр', ['electr']], ['хими', ['chemi']], ['молекул', ['molecul']], ['реакци', ['reaction']], ['математ', ['mathemat']],
  ['вероятност', ['probabil']], ['статистик', ['statist']], ['алгоритм', ['algorithm']], ['программ', ['program', 'software']], ['компьютер', ['computer', 'computing']],
  ['искусствен', ['artificial']], ['интеллект', ['intelligen']], ['нейросет', ['neural']], ['нейрон', ['neural']], ['данн', ['data']],
  ['язык', ['language', 'linguist']], ['лингвист', ['linguist']], ['речь', ['speech']], ['речев', ['speech']], ['культур', ['cultur']],
  ['искусств', ['art']], ['рост', ['growth']], ['капитал', ['capital']], ['труд', ['labo']], ['игр', ['game', 'play']], ['лидер', ['leader']],
  ['персонал', ['personnel']], ['коммуникац', ['communicat']], ['информац', ['informat']], ['сет', ['network']],
]

const words = (text: string) => (text.toLowerCase().replace(/ё/g, 'е').match(/[\p{L}\p{N}]+/gu) ?? []).filter((w) => w.length >= 3 && !STOP.has(w))

const commonPrefix = (a: string, b: string) => {
  let i = 0
  while (i < a.length && i < b.length && a[i] === b[i]) i++
  return i
}

/** Two word forms of one stem: «инфляция» ~ «инфляции», «экономика» ~ «экономические»; short words must match whole. */
const sameStem = (a: string, b: string) => commonPrefix(a, b) >= Math.min(5, a.length, b.length)

type TConcept = { word: string; english: readonly string[]; weight: number }

export type TWorkProfile = {
  /** The work's subjects, strongest first (the second only when close to the first). */
  subjects: TSourceSubject[]
  concepts: TConcept[]
}

/** The subjects and concepts of a work from its topic (weight 1) and its outline's titles (weight 0.6). */
export function workProfile(work: { topic: string; chapters: readonly string[] }): TWorkProfile {
  const concepts: TConcept[] = []
  const add = (word: string, weight: number) => {
    if (concepts.some((c) => sameStem(c.word, word))) return
    concepts.push({ word, weight, english: ENGLISH.filter(([ru]) => word.startsWith(ru)).flatMap(([, en]) => en) })
  }
  for (const w of words(work.topic)) add(w, 1)
  for (const w of work.chapters.flatMap(words)) add(w, 0.6)
  const scores = subjectScores([work.topic, work.topic, ...work.chapters].join(' '))
  const top = scores[0]?.score ?? 0
  return { subjects: scores.filter((s) => s.score >= top * 0.6).slice(0, 2).map((s) => s.subject), concepts }
}

/** The concepts a record names: its title counts fully, its subtitle and container half. */
function conceptScore(profile: TWorkProfile, record: TSourceRecord): { score: number; matched: string[] } {
  const title = words(record.title)
  const rest = words([record.subtitle, record.container].filter(Boolean).join(' '))
  const names = (ws: readonly string[], c: TConcept) => ws.some((w) => sameStem(w, c.word) || c.english.some((e) => w.startsWith(e)))
  let score = 0
  const matched: string[] = []
  for (const c of profile.concepts) {
    const field = names(title, c) ? 1 : names(rest, c) ? 0.5 : 0
    if (field) matched.push(c.word)
    score += c.weight * field
  }
  return { score, matched }
}

/**
 * A record's relevance to the work (0 when it is not relevant at all) and the work's words it names. A record of
 * another subject than the work's is not relevant whatever words it shares; a record of no known subject (the
 * student's own, a remote hit) is judged by its words alone.
 */
export function judgeRelevance(profile: TWorkProfile, candidate: { record: TSourceRecord; subject?: TSourceSubject }): { relevance: number; concepts: string[] } {
  const none = { relevance: 0, concepts: [] }
  if (candidate.subject && profile.subjects.length && !profile.subjects.includes(candidate.subject)) return none
  const { score, matched } = conceptScore(profile, candidate.record)
  // A record of the work's second subject must share two concepts: one shared word there is a coincidence.
  if (candidate.subject && profile.subjects.length > 1 && candidate.subject !== profile.subjects[0] && matched.length < 2) return none
  if (score < RELEVANCE_THRESHOLD) return none
  const onSubject = candidate.subject && candidate.subject === profile.subjects[0] ? 0.25 : 0
  return { relevance: Math.round((score + onSubject) * 1000) / 1000, concepts: matched }
}

/** The profile's English stems, added to a catalogue query so English records are found too. */
export const englishWords = (profile: TWorkProfile) => [...new Set(profile.concepts.flatMap((c) => c.english))]
