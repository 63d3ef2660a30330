// Demo writer of the tutor answer, clearly labelled. It states only what it can know for certain: a question that holds
// a plain arithmetic expression («12 + 30») gets that expression worked out step by step with $…$ and $$…$$ formulas and
// the exact result; any other question gets the shape of a tutor's answer (what is given, which steps follow) with no
// answer claimed, and a clarification is quoted back with the way a tutor would take it up — never a made-up fact.
import type { TAiTutorInput } from '../prompts/ai-tutor.v1'
import { pick, type TRng } from './rng'

const DEMO_TUTOR_LABEL = 'Демо-решение: ответ написан демонстрационным генератором, а не нейросетью.'

const short = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s)

const NUMBER = String.raw`\d+(?:[.,]\d+)?`
const EXPRESSION = new RegExp(String.raw`(${NUMBER})\s*([+\-−*×·/:])\s*(${NUMBER})`)

type TArithmetic = { a: number; b: number; sign: '+' | '-' | '\\cdot' | ':'; result: number; inverse: string }

const num = (s: string) => Number(s.replace(',', '.'))
const round = (x: number) => Math.round(x * 1e6) / 1e6
/** Numbers as a Russian reader writes them in a formula: a decimal comma. */
const tex = (x: number) => String(round(x)).replace('.', '{,}')

/** The first plain «a op b» of the question, worked out exactly; null when there is none (or a division by zero). */
export function arithmeticOf(question: string): TArithmetic | null {
  const m = EXPRESSION.exec(question)
  if (!m) return null
  const a = num(m[1]!)
  const b = num(m[3]!)
  switch (m[2]) {
    case '+':
      return { a, b, sign: '+', result: round(a + b), inverse: `${tex(round(a + b))} - ${tex(b)} = ${tex(a)}` }
    case '-':
    case '−':
      return { a, b, sign: '-', result: round(a - b), inverse: `${tex(round(a - b))} + ${tex(b)} = ${tex(a)}` }
    case '*':
    case '×':
    case '·':
      return { a, b, sign: '\\cdot', result: round(a * b), inverse: b === 0 ? `${tex(b)} \\cdot ${tex(a)} = 0` : `${tex(round(a * b))} : ${tex(b)} = ${tex(a)}` }
    default:
      return b === 0 ? null : { a, b, sign: ':', result: round(a / b), inverse: `${tex(round(a / b))} \\cdot ${tex(b)} = ${tex(a)}` }
  }
}

export function demoTutorAnswer(i: TAiTutorInput, rng: TRng): string {
  if (i.clarification) {
    return [
      DEMO_TUTOR_LABEL,
      `Ты спрашиваешь: «${short(i.clarification, 200)}».`,
      pick(rng, ['Разберём этот момент подробнее.', 'Хороший вопрос, вернёмся к этому шагу.', 'Поясню на том же примере.']),
      'Нейросеть здесь не подключена, поэтому по существу на уточнение ответит она, когда её подключат. Репетитор ответит так: найдёт шаг решения, о котором вопрос, объяснит, почему он сделан именно так, и покажет, как это проверить.',
    ].join('\n\n')
  }
  const given = `Дано: ${short(i.question, 300)}${i.subject ? ` (предмет: ${i.subject})` : ''}.`
  const x = arithmeticOf(i.question)
  if (x) {
    const expr = `${tex(x.a)} ${x.sign} ${tex(x.b)}`
    return [
      DEMO_TUTOR_LABEL,
      given,
      `Шаг 1. ${pick(rng, ['Выпишем числа из условия', 'Запишем, что известно', 'Выделим числа из условия'])}: $a = ${tex(x.a)}$ и $b = ${tex(x.b)}$.`,
      'Шаг 2. Выполним действие из условия:',
      `$$${expr} = ${tex(x.result)}$$`,
      `Шаг 3. Проверим результат обратным действием: $${x.inverse}$ — получилось исходное число, значит, вычисление верное.`,
      'Совет: в похожих задачах сначала запиши действие, потом вычисли и проверь себя обратным действием — так ошибка видна сразу.',
      `Ответ: ${String(x.result).replace('.', ',')}.`,
    ].join('\n\n')
  }
  const numbers = (i.question.match(new RegExp(NUMBER, 'g')) ?? []).slice(0, 3).map(num)
  return [
    DEMO_TUTOR_LABEL,
    'Нейросеть здесь не подключена, поэтому это не решение твоей задачи, а пример того, как будет устроен ответ репетитора.',
    given,
    numbers.length
      ? `Шаг 1. Выпишем величины из условия: ${numbers.map((n, k) => `$x_${k + 1} = ${tex(n)}$`).join(', ')}.`
      : 'Шаг 1. Выпишем, что известно из условия и что нужно найти.',
    'Шаг 2. Подберём закон или формулу, которые связывают известное с искомым, и объясним, почему именно их.',
    'Шаг 3. Подставим величины, вычислим и проверим ответ: единицы измерения, порядок величины, подстановку в условие.',
    'Ответ: в демо-режиме не вычисляется — его даст нейросеть.',
  ].join('\n\n')
}

export function demoTutorFollowUps(_i: { question: string; answer: string }, rng: TRng): { prompts: string[] } {
  const all = ['Почему во втором шаге именно так?', 'Как проверить ответ другим способом?', 'Где ошибаются в таких задачах чаще всего?', 'Объясни первый шаг подробнее']
  const first = pick(rng, all)
  return { prompts: [first, ...all.filter((p) => p !== first).slice(0, 2)] }
}
