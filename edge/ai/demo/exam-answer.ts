// The demo provider's answer to an exam ticket: plainly labelled as a demo, built from the question's own words only,
// so it never states a fact.
import type { TExamAnswerInput } from '../prompts/exam-answer.v1'
import { pick, type TRng } from './rng'

export const DEMO_EXAM_LABEL = 'Демонстрационный ответ'

const OPENINGS = [
  'Ответ на этот вопрос стоит начать с определения ключевого понятия',
  'Отвечая на билет, важно сначала назвать предмет вопроса',
  'Начни ответ с короткого определения',
] as const

export function demoExamAnswer(i: TExamAnswerInput, rng: TRng): string {
  const topic = i.question.replace(/[?.!]+$/, '')
  return [
    `${DEMO_EXAM_LABEL} (встроенный демо-генератор, не языковая модель) на билет ${i.position}.`,
    `${pick(rng, OPENINGS)}: «${topic}».`,
    'Затем перечисли три–пять основных положений по теме, каждое одной-двумя фразами, и поясни, как они связаны между собой.',
    'В конце приведи пример из курса и сделай короткий вывод. Проверь факты по конспекту или учебнику: демо-генератор их не знает.',
  ].join('\n')
}
