// Demo writer of the training tutor: a scripted but coherent hint ladder, labelled «(демо)» in every reply. Its state is
// read from the chat itself (how many attempts, whether the student asked for the solution, whether the last answer is
// right), so the same chat always gets the same reply and a resumed reply completes once. Tasks it can check (see
// training-plans.ts) get real checks and the done marker; any other task gets an honest generic ladder with no answer.
import type { TTrainingTutorInput } from '../prompts/training-tutor.v1'
import { factOf } from './training-facts'
import { planOf, type TPlan, type TVerdict } from './training-plans'
import { continueAfter, DEMO_LINE, DONE_MARKER, qa } from './training-reply'

const WANTS_SOLUTION = /покажи\s+(решение|ответ)|не\s+знаю,?\s*реши|реши\s+(сам|за\s+меня)|дай\s+(ответ|решение)|скажи\s+ответ|сдаюсь/i
/** Wrong answers after which the tutor shows the whole solution without being asked. */
const ATTEMPTS_BEFORE_SOLUTION = 3

export const wantsSolution = (message: string) => WANTS_SOLUTION.test(message)

type TState = { turns: string[]; last: string | null; verdicts: TVerdict[] }

function stateOf(i: TTrainingTutorInput, plan: TPlan | null): TState {
  // The first user message is the task itself; the student's turns are the ones after it.
  const users = i.history.filter((t) => t.role === 'user').map((t) => t.content)
  const turns = users[0]?.trim() === i.task.trim() ? users.slice(1) : users
  return { turns, last: turns.at(-1) ?? null, verdicts: plan ? turns.map((t) => plan.check(t)) : [] }
}

/** A fact asked in passing («а какая формула площади круга?») is answered straight away, then the ladder goes on. */
function factAside(message: string | null, plan: TPlan | null): string | null {
  const fact = message ? factOf(message) : null
  return fact && !(plan?.kind === 'fact' && plan.topic === fact.topic) ? fact.answer : null
}

/** What the loaded memories say about this topic: a weak spot slows the ladder down, a sure level lets the student lead. */
function remembered(i: TTrainingTutorInput, plan: TPlan): string | null {
  const topic = plan.topic.toLowerCase()
  const about = i.memories.map((m) => m.toLowerCase()).filter((m) => m.includes(topic))
  if (about.some((m) => /путает|ошиба|трудн|слаб/.test(m))) return `Помню, что в теме «${plan.topic}» раньше были трудности — пойдём медленно и с проверкой каждого шага.`
  if (about.some((m) => /уверенно|с первой попытки/.test(m))) return `Помню, что в теме «${plan.topic}» у тебя получается уверенно — попробуй сначала сам, подсказки будут, если понадобятся.`
  return null
}

function planReply(i: TTrainingTutorInput, plan: TPlan): string {
  const s = stateOf(i, plan)
  if (!s.last) {
    return [DEMO_LINE, remembered(i, plan), plan.opening, plan.kind === 'fact' ? null : 'Что ты уже пробовал? Напиши свой шаг или выбери вариант.', qa(plan.openingOptions)]
      .filter(Boolean)
      .join('\n\n')
  }
  const verdict = s.verdicts.at(-1)!
  if (verdict.kind === 'right') {
    return [DEMO_LINE, `Верно! Ответ: ${plan.answer}.`, verdict.note, 'Ты дошёл до ответа сам — так решение запоминается лучше всего.', DONE_MARKER].join('\n\n')
  }
  const wrong = s.verdicts.filter((v) => v.kind === 'wrong').length
  if (wantsSolution(s.last) || wrong >= ATTEMPTS_BEFORE_SOLUTION) {
    return [
      DEMO_LINE,
      wantsSolution(s.last) ? 'Хорошо, покажу решение целиком.' : `Попыток было уже ${wrong} — давай разберём решение целиком.`,
      plan.solution,
      `Ответ: ${plan.answer}.`,
      'Теперь запиши ответ сам — так он лучше запомнится.',
    ].join('\n\n')
  }
  // Each turn climbs one rung; a right intermediate step may jump to the rung after it.
  const rung = Math.min(plan.hints.length - 1, Math.max(s.turns.length - 1, verdict.kind === 'step' ? verdict.level - 1 : 0))
  const hint = plan.hints[rung]!
  const aside = factAside(s.last, plan)
  const feedback = verdict.kind === 'wrong' || verdict.kind === 'step' ? verdict.note : aside ? null : 'Давай по шагам.'
  return [DEMO_LINE, aside, feedback, hint.text, qa(hint.options)].filter(Boolean).join('\n\n')
}

const GENERIC_HINTS = [
  'Выпиши, что дано в условии (все величины с единицами измерения) и что нужно найти. Что получилось?',
  'Теперь подумай, какое правило, закон или формула связывают данные с искомым. Какое приходит в голову первым?',
  'Подставь данные в выбранную формулу, вычисли и проверь ответ: единицы измерения, порядок величины, подстановку в условие.',
]

function genericReply(i: TTrainingTutorInput): string {
  const s = stateOf(i, null)
  const limits =
    'Демо-репетитор умеет проверять линейные и квадратные уравнения, задачи на проценты и несколько формул. Эту задачу он проверить не может, поэтому ответа не назовёт — но покажет, как идёт работа с репетитором.'
  if (!s.last) return [DEMO_LINE, limits, 'Что ты уже пробовал? С чего бы ты начал?', qa(['Выписать, что дано', 'Не знаю, с чего начать'])].join('\n\n')
  if (wantsSolution(s.last)) {
    return [DEMO_LINE, 'Полного решения этой задачи в демо-режиме нет: демо не умеет её проверять, а выдумывать ответ репетитор не станет. С подключённой нейросетью здесь будет разобранное решение.', GENERIC_HINTS[0]!].join('\n\n')
  }
  const aside = factAside(s.last, null)
  const hint = GENERIC_HINTS[Math.min(GENERIC_HINTS.length - 1, s.turns.length - 1)]!
  return [DEMO_LINE, aside, aside ? null : 'Хорошо, идём дальше маленькими шагами.', hint, qa(['Готово, вот что вышло', 'Нужна ещё подсказка'])].filter(Boolean).join('\n\n')
}

export function demoTrainingTutor(i: TTrainingTutorInput): string {
  const plan = planOf(i.task)
  return continueAfter(plan ? planReply(i, plan) : genericReply(i), i.partial)
}
