// Demo writer of the mock defense: exactly three committee questions built from the student's own work (its goal,
// a chapter, its sources — or its conclusions when it has none), each answer weighed by word overlap with the part of
// the text it is about, quoting the work where the answer misses it, then a report «Сильные стороны» / «Что
// подтянуть» and the done marker. Labelled «(демо)»: the overlap is a rough measure, not a model's judgement.
import type { TTrainingDefenseInput } from '../prompts/training-defense.v1'
import { sentencesOf } from '../../../domain/essay/work-document-theses'
import { countOf, SOURCES_FORMS } from '../../../domain/text/plural'
import { continueAfter, DEMO_LINE, DONE_MARKER } from './training-reply'

type TSource = NonNullable<TTrainingDefenseInput['source']>
type TQuestion = { label: string; ask: string; reference: string }
type TGrade = { question: TQuestion; level: 'good' | 'partial' | 'miss'; matched: string[]; quote: string | null }

const DEFENSE_QUESTIONS = 3

const STOP = new Set(['этот', 'этой', 'этого', 'которые', 'который', 'также', 'такие', 'может', 'можно', 'было', 'были', 'будет', 'более', 'очень', 'работа', 'работе', 'работы', 'котор'])
const wordsOf = (s: string) => s.toLowerCase().match(/[а-яёa-z]{4,}/g) ?? []
/** A rough Russian stem: the first five letters, enough to match «методы» and «методов». */
const stem = (w: string) => w.slice(0, 5)
const stemsOf = (s: string) => new Set(wordsOf(s).map(stem).filter((w) => !STOP.has(w)))
const cut = (s: string, n: number) => (s.length <= n ? s : `${s.slice(0, n - 1).trimEnd()}…`)

function questionsOf(src: TSource): TQuestion[] {
  const body = src.sections.filter((s) => !/^(введение|заключение)$/i.test(s.title.trim()))
  const intro = src.sections.find((s) => /^введение$/i.test(s.title.trim()))
  const conclusion = src.sections.find((s) => /^заключение$/i.test(s.title.trim())) ?? src.sections.at(-1)
  const chapter = body[0] ?? src.sections[0]
  return [
    { label: 'Цель работы', ask: `Сформулируйте, пожалуйста, цель вашей работы «${src.topic}». Что вы хотели выяснить?`, reference: src.goal ?? intro?.text ?? src.topic },
    { label: `Раздел «${chapter?.title ?? src.topic}»`, ask: `Расскажите о разделе «${chapter?.title ?? src.topic}»: что в нём рассмотрено и к какому выводу вы пришли?`, reference: chapter?.text ?? '' },
    src.sources.length
      ? { label: 'Источники', ask: `В работе ${countOf(src.sources.length, SOURCES_FORMS)} в списке литературы. На какие из них вы опирались больше всего и что из них взяли?`, reference: src.sources.join('\n') }
      : { label: 'Выводы', ask: 'Какие выводы вы сделали в работе? Назовите главный.', reference: conclusion?.text ?? '' },
  ]
}

/** The sentence of the reference the answer covers least: what the student should have said. */
function missedQuote(reference: string, answer: Set<string>): string | null {
  const sentences = reference.split(/\n+/).flatMap((p) => sentencesOf(p)).filter((s) => s.length >= 20)
  let best: { s: string; score: number } | null = null
  for (const s of sentences) {
    const score = [...stemsOf(s)].filter((w) => !answer.has(w)).length
    if (!best || score > best.score) best = { s, score }
  }
  return best && best.score > 0 ? cut(best.s.replace(/\s*\[[^\]]{1,40}\]/g, ''), 240) : null
}

function grade(question: TQuestion, answer: string): TGrade {
  const ref = stemsOf(question.reference)
  const own = stemsOf(answer)
  const matchedStems = new Set([...own].filter((w) => ref.has(w)))
  const matched = [...new Set(wordsOf(answer).filter((w) => matchedStems.has(stem(w))))].slice(0, 5)
  const level = matchedStems.size >= 3 ? 'good' : matchedStems.size >= 1 ? 'partial' : 'miss'
  return { question, level, matched, quote: level === 'good' ? null : missedQuote(question.reference, own) }
}

function feedback(g: TGrade): string {
  const said = g.matched.length ? `Совпадает с работой: вы называете ${g.matched.map((w) => `«${w}»`).join(', ')}.` : 'В ответе нет того, о чём говорит сама работа.'
  if (g.level === 'good') return `${said} Хороший ответ.`
  return [said, g.quote ? `В тексте работы сказано: «${g.quote}» — это стоит упомянуть.` : 'Опирайтесь на формулировки из своего текста.'].join(' ')
}

function report(grades: TGrade[]): string {
  const strong = grades.filter((g) => g.level !== 'miss').map((g) => `- ${g.question.label}: ответ опирается на текст работы${g.matched.length ? ` (${g.matched.slice(0, 3).join(', ')})` : ''}.`)
  const weak = grades.filter((g) => g.level !== 'good').map((g) => `- ${g.question.label}: ${g.quote ? `перечитай «${cut(g.quote, 160)}»` : 'подготовь ответ по своему тексту'}.`)
  return [
    'Пробная защита окончена. Отчёт (демо: оценка по совпадению слов ответа с текстом работы, а не суждение нейросети).',
    `Сильные стороны\n${strong.length ? strong.join('\n') : '- Вы ответили на все вопросы комиссии.'}`,
    `Что подтянуть\n${weak.length ? weak.join('\n') : '- Держите ответы короткими: 1–2 предложения с опорой на выводы работы.'}`,
  ].join('\n\n')
}

export function demoTrainingDefense(i: TTrainingDefenseInput): string {
  if (!i.source) {
    return continueAfter(`${DEMO_LINE}\n\nТекст работы недоступен: пробная защита идёт только по своей завершённой работе. Откройте работу и нажмите «Подготовиться к защите» ещё раз.`, i.partial)
  }
  const src = i.source
  const questions = questionsOf(src)
  const users = i.history.filter((t) => t.role === 'user').map((t) => t.content)
  // The first user message is the task («Пробная защита …»); the answers follow it.
  const answers = (users[0]?.trim() === i.task.trim() ? users.slice(1) : users).slice(0, DEFENSE_QUESTIONS)
  const ask = (k: number) => `Вопрос ${k + 1} из ${DEFENSE_QUESTIONS}. ${questions[k]!.ask}`
  const parts: string[] = [DEMO_LINE]
  if (answers.length === 0) {
    parts.push(`Начинаем пробную защиту: ${src.workTypeTitle.toLowerCase()} «${src.topic}». Я задам ${DEFENSE_QUESTIONS} вопроса, как комиссия, и после каждого ответа скажу, что совпадает с текстом работы.`, ask(0))
  } else {
    const grades = answers.map((a, k) => grade(questions[k]!, a))
    parts.push(feedback(grades.at(-1)!))
    parts.push(answers.length < DEFENSE_QUESTIONS ? ask(answers.length) : `${report(grades)}\n\n${DONE_MARKER}`)
  }
  return continueAfter(parts.join('\n\n'), i.partial)
}
