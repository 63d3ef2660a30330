// Demo writer of the advanced AI answer, clearly labelled. It claims nothing on the question and attributes nothing to
// the found authors: it says which sources the search found, each cited by its number next to its own title (a true
// statement: [k] is that source), and that a model would answer from them only. So the page, the stream and the
// citation guard can be seen without a model, and no named author is made to say anything.
import type { TAdvancedAiAnswerInput } from '../prompts/advanced-ai-answer.v1'
import { pick, type TRng } from './rng'
import { countOf, SOURCES_FORMS } from '../../../domain/text/plural'

const DEMO_LABEL = 'Демо-ответ: текст написан демонстрационным генератором, а не нейросетью.'
const NO_CLAIMS = 'Нейросеть здесь не подключена, поэтому ответа по существу нет: ни одно утверждение ниже не приписано авторам источников.'

const short = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s)

const titleOf = (r: TAdvancedAiAnswerInput['references'][number]) =>
  `«${short(r.title, 160)}»${r.author ? `, ${short(r.author, 120)}` : ''}${r.year ? `, ${r.year}` : ''}`

export function demoAdvancedAiAnswer(i: TAdvancedAiAnswerInput, rng: TRng): string {
  const found = i.references
  if (i.clarification) {
    return [
      DEMO_LABEL,
      `Ты спрашиваешь: «${short(i.clarification, 200)}».`,
      NO_CLAIMS,
      found.length
        ? `Нейросеть ответит на уточнение по тем же источникам: ${found.map((r, k) => `[${k + 1}] ${titleOf(r)}`).join('; ')}.`
        : 'Источники по вопросу не найдены, поэтому нейросеть ответит без ссылок на литературу.',
    ].join('\n\n')
  }
  return [
    DEMO_LABEL,
    NO_CLAIMS,
    `Вопрос: ${short(i.question, 300).replace(/[.?!…]$/, '')}?`,
    found.length
      ? `${pick(rng, ['Поиск по словам вопроса нашёл', 'По словам вопроса найдены', 'Для ответа подобраны'])} ${countOf(found.length, SOURCES_FORMS)}:`
      : 'Источники по вопросу не найдены, поэтому нейросеть ответит без ссылок на литературу.',
    ...found.map((r, k) => `[${k + 1}] — ${titleOf(r)}.`),
    found.length ? 'Нейросеть построит ответ только на этих источниках и сошлётся на них теми же номерами.' : '',
  ]
    .filter(Boolean)
    .join('\n\n')
}
