// How alike a student's task and a library work's task are, 0–1 (issue 34 item 2): the share of the question's words a
// work held scored the photo's own equation 60 %, like unrelated Cauchy and Cramer problems. Here formulas are compared
// as formulas — their shape (numbers as #) apart from their numbers — and words by a weighted overlap of stems in which
// task verbs («найдите», «решите») weigh little. The same task scores 1, the same task with other numbers 0.85–0.99, a
// task on the same topic about 0.4–0.8, an unrelated one below 0.4 (measured on tests/fixtures/task-similarity-pairs.ts).
import { stemRu, taskParts, type TTaskParts } from './task-similarity-tokens'

/** Share of the formulas' weight in a task that has words and formulas on both sides (the words carry the rest). */
const FORMULA_WEIGHT = 0.5
/** What a task's words alone are worth when the candidate has a formula and the question none (a typed question). */
const NO_QUESTION_FORMULA = 0.9
/** What the words alone are worth when the question has a formula and the candidate none. */
const NO_CANDIDATE_FORMULA = 0.75
/** The least factor other numbers leave: the same task with other numbers keeps this share of its score. */
const OTHER_NUMBERS = 0.86

const STOP_WORDS = `и в во на с со по к ко из от до за для при о об обо у а но или ли же бы не ни что чтобы как так это этот эта
  эти то тот та те его ее её их он она оно они мы вы я ты который которая которое которые которого которой которых если
  уже ещё еще все всё весь вся был была было были быть есть через между над под без про также тоже каждый им ему них
  него нее ней себя свой своей свои можно будет будут чем где когда какой какая какое какие каков какова чему`
/** Words every task has («найдите», «решите», «ответ»): they say what to do, not what the task is about. */
const TASK_WORDS = `найдите найти найди найдем найденных решите решить реши решение решения вычислите вычислить вычисли определите
  определить докажите доказать объясните объяснить укажите указать запишите записать напишите сформулируйте приведите
  постройте сделайте сделать проверку проверьте ответ ответе задача задачи задание задания пример примеры дано
  известно используя помощью сколько равен равна равно равны равным принять считать следующий следующие номер
  упражнение вариант данной данного данную выполните выполнить`
const GENERIC_WEIGHT = 0.3

const stemsOf = (words: string) => new Set(words.split(/\s+/).filter(Boolean).map(stemRu))
const STOP = stemsOf(STOP_WORDS)
const GENERIC = stemsOf(TASK_WORDS)
const weight = (stem: string) => (STOP.has(stem) ? 0 : GENERIC.has(stem) ? GENERIC_WEIGHT : 1)

/** The same stem, or one a letter off (OCR, a typo) or cut differently (the stemmer's own slips), in a long word. */
function sameStem(a: string, b: string): boolean {
  if (a === b) return true
  if (Math.min(a.length, b.length) < 5 || Math.abs(a.length - b.length) > 2) return false
  if (a.startsWith(b) || b.startsWith(a)) return true
  return a.length === b.length ? [...a].filter((c, i) => c !== b[i]).length <= 1 : oneInserted(a.length > b.length ? a : b, a.length > b.length ? b : a)
}

const oneInserted = (long: string, short: string) => {
  if (long.length !== short.length + 1) return false
  for (let i = 0; i < long.length; i++) if (long.slice(0, i) + long.slice(i + 1) === short) return true
  return false
}

/** The weighted share of `from`'s stems that `into` holds; null when `from` has no weighed word. */
function heldShare(from: string[], into: string[]): number | null {
  let total = 0
  let held = 0
  for (const s of from) {
    const w = weight(s)
    total += w
    if (w > 0 && into.some((t) => sameStem(s, t))) held += w
  }
  return total > 0 ? held / total : null
}

/** The words' likeness: the harmonic mean of the shares each side's words the other holds. */
function wordsLikeness(q: TTaskParts, c: TTaskParts): number | null {
  const recall = heldShare(q.stems, c.stems)
  const precision = heldShare(c.stems, q.stems)
  if (recall === null && precision === null) return null
  if (recall === null || precision === null) return 0
  return recall + precision === 0 ? 0 : (2 * recall * precision) / (recall + precision)
}

/** Dice of two multisets of strings. */
function dice(a: string[], b: string[]): number {
  if (a.length + b.length === 0) return 1
  const counts = new Map<string, number>()
  for (const x of a) counts.set(x, (counts.get(x) ?? 0) + 1)
  let common = 0
  for (const x of b) {
    const n = counts.get(x) ?? 0
    if (n > 0) {
      common++
      counts.set(x, n - 1)
    }
  }
  return (2 * common) / (a.length + b.length)
}

/** A formula's token pairs and triples, bounded, so the order of its parts counts and not only what it has. */
const grams = (shapes: string[][]) =>
  shapes.flatMap((s) => {
    const t = ['⊢', ...s, '⊣']
    return [...t.slice(1).map((x, i) => `${t[i]} ${x}`), ...t.slice(2).map((x, i) => `${t[i]} ${t[i + 1]} ${x}`)]
  })

/** Tokens of a formula that say what kind of task it is, beside the count of its formulas and unknowns. */
const KIND_TOKEN = /^(?:[=<>≤≥≠^/√∫'[→|%]|[a-z]{2,})$/

/**
 * What kind of formulas a text has: how many and in how many unknowns, which relations, powers, roots, functions. An
 * equation in x and a system in x and y share most token pairs (# x, ± #, = #), not this.
 */
function formulaKind(shapes: string[][]): string[] {
  const tokens = shapes.flat()
  const unknowns = new Set(tokens.filter((t) => /^v\d+$/.test(t))).size
  return [...new Set([`formulas:${Math.min(shapes.length, 3)}`, `unknowns:${Math.min(unknowns, 3)}`, ...tokens.filter((t) => KIND_TOKEN.test(t))])]
}

/** The last question's parts: a search compares one question with up to 120 tasks and titles in a row. */
let lastQuestion: { text: string; parts: TTaskParts } | null = null
function questionParts(text: string): TTaskParts {
  if (lastQuestion?.text !== text) lastQuestion = { text, parts: taskParts(text) }
  return lastQuestion.parts
}

/** How alike the question's and the candidate's tasks are, 0–1 (1: the same task). Deterministic, no database. */
export function taskSimilarity(question: string, candidate: string): number {
  const q = questionParts(question)
  const c = taskParts(candidate)
  const words = wordsLikeness(q, c)
  const formulas = q.shapes.length && c.shapes.length ? dice(grams(q.shapes), grams(c.shapes)) * dice(formulaKind(q.shapes), formulaKind(c.shapes)) : null
  let structure: number
  if (formulas !== null) structure = words === null ? formulas : (1 - FORMULA_WEIGHT) * words + FORMULA_WEIGHT * formulas
  else if (words === null) structure = 0
  else structure = words * (c.shapes.length ? NO_QUESTION_FORMULA : q.shapes.length ? NO_CANDIDATE_FORMULA : 1)
  // Numbers tell the same task from its twin with other data; a question without numbers asks about the method.
  const numbers = q.numbers.length && c.numbers.length ? dice(q.numbers, c.numbers) : 1
  const score = structure * (OTHER_NUMBERS + (1 - OTHER_NUMBERS) * numbers)
  return Math.round(Math.min(1, Math.max(0, score)) * 1000) / 1000
}
