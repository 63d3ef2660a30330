// Demo writer of the advanced AI answer: a labelled demo answer that cites the given references by number, and
// nothing beyond them (no references, no citations), so the page, the stream and the citation guard can be seen
// without a model.
import type { TAdvancedAiAnswerInput } from '../prompts/advanced-ai-answer.v1'
import { pick, type TRng } from './rng'

const DEMO_LABEL = 'Демо-ответ: текст написан демонстрационным генератором, а не нейросетью.'

const short = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s)

export function demoAdvancedAiAnswer(i: TAdvancedAiAnswerInput, rng: TRng): string {
  const n = i.references.length
  const cite = (k: number) => (k <= n ? ` [${k}]` : '')
  if (i.clarification) {
    return [DEMO_LABEL, `Ты спрашиваешь: «${short(i.clarification, 200)}».`, `Коротко: ответ опирается на те же источники${cite(1)}.`, 'Вывод: суть ответа не меняется.'].join('\n\n')
  }
  return [
    DEMO_LABEL,
    `Вопрос: ${short(i.question, 300).replace(/[.?!…]$/, '')}?`,
    n ? `Короткий ответ: ${pick(rng, ['вопрос разобран в литературе', 'ответ есть в найденных источниках', 'источники сходятся в главном'])}${cite(1)}.` : 'Источники по вопросу не найдены, поэтому ответ дан без ссылок на литературу.',
    `1. Основное положение: ${pick(rng, ['сначала определим понятия', 'начнём с определений', 'разберём термины'])}${cite(1)}.`,
    `2. Подробности и оговорки${cite(2)}.`,
    `3. Как это применить на практике${cite(3)}.`,
    'Вывод: ответ построен только на перечисленных ниже источниках.',
  ].join('\n\n')
}
