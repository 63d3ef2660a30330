// Whether a library work answers an exam question: the share of the question's content words (crude Russian stems)
// that the work's title and task contain. The library search ranks candidates; this score decides whether the best one
// is close enough to be the ticket's answer, or the AI writes one instead.

/** A work must cover at least this share of the question's content words to answer the ticket. */
export const EXAM_LIBRARY_MATCH_THRESHOLD = 0.6
/** …and at least this many of them, so a two-word question is not matched by one common word. */
const EXAM_LIBRARY_MATCH_MIN_WORDS = 2

// Words of the question form, not of its subject.
const QUESTION_WORDS = new Set(
  'что как какие какой какая каков каковы такое это для при его или чем чём нет дайте назовите перечислите опишите охарактеризуйте раскройте объясните поясните сравните приведите примеры пример понятие определение основные основных особенности сущность роль значение виды решите найдите вычислите докажите вопрос билет'.split(' '),
)

// Five letters keep a Russian stem (производная / производной / производную → «произ»…) without a dictionary.
const STEM = 5

function contentStems(text: string): Set<string> {
  const words = text.toLowerCase().replace(/ё/g, 'е').match(/[a-zа-я0-9]+/g) ?? []
  return new Set(words.filter((w) => w.length >= 3 && !QUESTION_WORDS.has(w)).map((w) => w.slice(0, STEM)))
}

/** 0…1: the share of the question's content stems found in the work. */
export function libraryMatchScore(question: string, work: { title: string; task: string }): { score: number; matched: number } {
  const q = contentStems(question)
  if (!q.size) return { score: 0, matched: 0 }
  const w = contentStems(`${work.title} ${work.task}`)
  let matched = 0
  for (const s of q) if (w.has(s)) matched++
  return { score: matched / q.size, matched }
}

export const isLibraryMatch = (m: { score: number; matched: number }) => m.score >= EXAM_LIBRARY_MATCH_THRESHOLD && m.matched >= EXAM_LIBRARY_MATCH_MIN_WORDS
