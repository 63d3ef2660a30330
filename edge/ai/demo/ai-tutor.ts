// Demo writer of the tutor answer: a clearly labelled demo solution with numbered steps, $…$ and $$…$$ formulas and a
// final line, built from the question's own numbers, so the chat, the stream and KaTeX can be seen without a model.
import type { TAiTutorInput } from '../prompts/ai-tutor.v1'
import { pick, type TRng } from './rng'

const DEMO_TUTOR_LABEL = 'Демо-решение: ответ написан демонстрационным генератором, а не нейросетью.'

const short = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s)

export function demoTutorAnswer(i: TAiTutorInput, rng: TRng): string {
  if (i.clarification) {
    return [
      DEMO_TUTOR_LABEL,
      `Ты спрашиваешь: «${short(i.clarification, 200)}».`,
      pick(rng, ['Разберём этот момент подробнее.', 'Хороший вопрос, вернёмся к этому шагу.', 'Поясню на том же примере.']),
      'Главное здесь — формула площади квадрата $S = a^2$: если сторона $a = 3$, то площадь равна $S = 3^2 = 9$.',
      'Проверка: подставь найденное значение обратно в условие — обе части должны совпасть.',
      'Ответ: смысл шага не меняется, меняются только числа, которые ты подставляешь.',
    ].join('\n\n')
  }
  const numbers = (i.question.match(/\d+(?:[.,]\d+)?/g) ?? []).slice(0, 2).map((n) => Number(n.replace(',', '.')))
  const a = numbers[0] ?? 2
  const b = numbers[1] ?? 3
  const sum = Math.round((a + b) * 100) / 100
  return [
    DEMO_TUTOR_LABEL,
    `Дано: ${short(i.question, 300)}${i.subject ? ` (предмет: ${i.subject})` : ''}.`,
    `Шаг 1. ${pick(rng, ['Выпишем величины из условия', 'Запишем, что известно', 'Выделим числа из условия'])}: $a = ${a}$ и $b = ${b}$.`,
    'Шаг 2. Составим выражение. Если нужно найти сумму, то',
    `$$a + b = ${a} + ${b} = ${sum}$$`,
    `Шаг 3. Проверим результат обратным действием: $${sum} - ${b} = ${Math.round((sum - b) * 100) / 100}$, получилось $a$, значит, вычисление верное.`,
    'Шаг 4. Для квадратного уравнения $ax^2 + bx + c = 0$ корни ищут по формуле $x = \\frac{-b \\pm \\sqrt{D}}{2a}$, где $D = b^2 - 4ac$ — дискриминант; этот приём пригодится в похожих задачах.',
    `Ответ: ${sum}.`,
  ].join('\n\n')
}

export function demoTutorFollowUps(_i: { question: string; answer: string }, rng: TRng): { prompts: string[] } {
  const all = ['Почему во втором шаге именно так?', 'Как проверить ответ другим способом?', 'Объясни формулу из шага 4 попроще', 'Где ошибаются в таких задачах чаще всего?']
  const first = pick(rng, all)
  return { prompts: [first, ...all.filter((p) => p !== first).slice(0, 2)] }
}
