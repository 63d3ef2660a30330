// The demo tutor's ladder, turn by turn: every reply labelled, a wrong answer shown wrong by substitution and met with
// the next hint, a right intermediate step acknowledged, the right answer praised with the done marker, the full
// solution on request or after three misses, facts answered directly, an unknown task never given an answer.
import { describe, expect, it } from 'vitest'
import { parseQa } from '../../../domain/training/qa'
import { TUTOR_DONE_MARKER } from '../../training/tutor/tutor-port'
import { demoTrainingTutor } from './training-tutor'
import { DONE_MARKER } from './training-reply'
import { findEquation, integerRoots, plain, studentValues } from './training-math'

/** The reply after the student's turns (the tutor's earlier replies are written by the demo too). */
function chat(task: string, turns: string[], memories: string[] = []): string {
  const history: { role: 'user' | 'assistant'; content: string }[] = [{ role: 'user', content: task }]
  for (const turn of turns) {
    history.push({ role: 'assistant', content: demoTrainingTutor({ task, history: [...history], memories, partial: null }) })
    history.push({ role: 'user', content: turn })
  }
  return demoTrainingTutor({ task, history, memories, partial: null })
}

const LINEAR = 'Реши уравнение 3x + 5 = 20'

describe('demo tutor: a linear equation', () => {
  it('opens with the demo label, a question about what was tried, and the step options', () => {
    const r = chat(LINEAR, [])
    expect(r.startsWith('(демо)')).toBe(true)
    expect(r).toContain('$3x + 5 = 20$')
    expect(r).toContain('Что ты уже пробовал?')
    expect(parseQa(r).options).toEqual(['Перенести 5 в правую часть', 'Разделить обе части на 3', 'Не знаю, с чего начать'])
    expect(r).not.toContain(DONE_MARKER)
    expect(r).not.toMatch(/x = 5/)
  })

  it('shows a wrong answer wrong by substitution and gives the next smallest hint with candidate steps', () => {
    const r = chat(LINEAR, ['x = 4'])
    expect(r).toContain('при $x = 4$')
    expect(r).toContain('не подходит')
    expect(r).toContain('Перенеси все числа в правую часть')
    expect(parseQa(r).options).toEqual(['3x = 15', '3x = 25'])
    expect(r).not.toContain(DONE_MARKER)
  })

  it('takes a picked step option for a step, not an answer, even when its number is the answer', () => {
    const r = chat(LINEAR, ['Перенести 5 в правую часть'])
    expect(r).not.toContain(DONE_MARKER)
    expect(r).toContain('Перенеси все числа в правую часть')
    expect(chat(LINEAR, ['Ответ: 5'])).toContain(DONE_MARKER)
  })

  it('acknowledges a right first step and moves to the next rung', () => {
    const r = chat(LINEAR, ['3x = 15'])
    expect(r).toContain('Верно, $3x = 15$')
    expect(r).toContain('Какое действие оставит $x$ одного?')
    expect(r).not.toContain(DONE_MARKER)
  })

  it('climbs one rung a turn and offers candidate numbers with the right one on the checking step', () => {
    const r = chat(LINEAR, ['не понимаю', 'а дальше?', 'и что теперь?'])
    expect(r).toContain('Осталось вычислить')
    const options = parseQa(r).options
    expect(options).toContain('5')
    expect(options.length).toBeGreaterThanOrEqual(2)
  })

  it('praises the right answer and ends with the done marker (the port’s marker)', () => {
    const r = chat(LINEAR, ['x = 4', 'x = 5'])
    expect(DONE_MARKER).toBe(TUTOR_DONE_MARKER)
    expect(r).toContain('Верно! Ответ: $x = 5$')
    expect(r.endsWith(TUTOR_DONE_MARKER)).toBe(true)
  })

  it('shows the full solution on an explicit request, without the marker, and asks the student to write the answer', () => {
    for (const ask of ['покажи решение', 'Не знаю, реши', 'сдаюсь']) {
      const r = chat(LINEAR, [ask])
      expect(r).toContain('покажу решение целиком')
      expect(r).toContain('Шаг 1.')
      expect(r).toContain('Ответ: $x = 5$')
      expect(r).toContain('запиши ответ сам')
      expect(r).not.toContain(DONE_MARKER)
    }
  })

  it('shows the full solution after three wrong attempts, not before', () => {
    expect(chat(LINEAR, ['x = 1', 'x = 2'])).not.toContain('Шаг 1.')
    const r = chat(LINEAR, ['x = 1', 'x = 2', 'x = 3'])
    expect(r).toContain('Попыток было уже 3')
    expect(r).toContain('Ответ: $x = 5$')
  })

  it('solves any numbers exactly: both sides, decimals, fractions', () => {
    expect(chat('Реши: 3х - 7 = 2x + 1', ['x = 8'])).toContain(DONE_MARKER)
    expect(chat('Реши уравнение 2,5x = 7', ['x = 2,8'])).toContain('Ответ: $x = 2{,}8$')
    expect(chat('Реши уравнение 3x + 1 = 8', ['x = 7/3'])).toContain('Ответ: $x = \\frac{7}{3}$')
    expect(chat('Реши уравнение 3x + 1 = 8', ['x = 2,33'])).not.toContain(DONE_MARKER)
    expect(chat('Реши уравнение -2x + 3 = 9', ['-3'])).toContain(DONE_MARKER)
    expect(chat('Реши уравнение 0,125x - 0,5 = 0', ['x = 4'])).toContain(DONE_MARKER)
  })

  it('is deterministic: the same chat writes the same reply', () => {
    expect(chat(LINEAR, ['x = 4', 'не знаю'])).toBe(chat(LINEAR, ['x = 4', 'не знаю']))
  })

  it('uses a remembered weak topic to slow down and a sure level to let the student lead', () => {
    expect(chat(LINEAR, [], ['Линейные уравнения: путается при переносе слагаемых'])).toContain('Помню, что в теме «Линейные уравнения»')
    expect(chat(LINEAR, [], ['Линейные уравнения: решает уверенно, с первой попытки'])).toContain('у тебя получается уверенно')
    expect(chat(LINEAR, [], ['Предпочитает подсказки'])).not.toContain('Помню')
  })
})

describe('demo tutor: quadratic equations, percentages, facts', () => {
  const Q = 'Реши уравнение x² - 5x + 6 = 0'
  it('walks a quadratic with integer roots: discriminant, one root, both roots', () => {
    expect(chat(Q, [])).toContain('$x^2 - 5x + 6 = 0$')
    expect(chat(Q, ['D = 1'])).toContain('Верно, $D = 1$')
    expect(chat(Q, ['x = 1'])).toContain('не $0$')
    expect(chat(Q, ['2'])).toContain('есть и второй')
    const r = chat(Q, ['x1 = 2, x2 = 3'])
    expect(r).toContain('$x_1 = 2$, $x_2 = 3$')
    expect(r.endsWith(DONE_MARKER)).toBe(true)
  })

  it('walks «15% от 240»: one percent, then the answer', () => {
    expect(parseQa(chat('Найди 15% от 240', ['не знаю как'])).options).toContain('2,4')
    expect(chat('Найди 15% от 240', ['2,4'])).toContain('Верно, $1\\%$ — это $2{,}4$')
    expect(chat('Найди 15% от 240', ['36'])).toContain(DONE_MARKER)
    expect(chat('Найди 15% от 240', ['24'])).not.toContain(DONE_MARKER)
  })

  it('answers a plain fact directly, then checks it with a question it can verify', () => {
    const r = chat('Какая формула площади круга?', [])
    expect(r).toContain('$S = \\pi r^2$')
    expect(r).toContain('радиуса $3$')
    expect(parseQa(r).options).toContain('9π')
    expect(chat('Какая формула площади круга?', ['9π'])).toContain('Ответ: $9\\pi$')
    expect(chat('Какая формула площади круга?', ['9π'])).toContain(DONE_MARKER)
  })

  it('answers a fact asked in the middle of a task, then goes on with the ladder', () => {
    const r = chat('Найди 15% от 240', ['а какая теорема Пифагора?'])
    expect(r).toContain('$c^2 = a^2 + b^2$')
    expect(r).toContain('Чему равен $1\\%$')
  })
})

describe('demo tutor: a task it cannot check', () => {
  const T = 'Почему небо голубое?'
  it('says honestly what it can check and never claims an answer or completes', () => {
    const replies = [chat(T, []), chat(T, ['не знаю']), chat(T, ['не знаю', 'дальше', 'ещё']), chat(T, ['покажи решение'])]
    for (const r of replies) {
      expect(r.startsWith('(демо)')).toBe(true)
      expect(r).not.toContain(DONE_MARKER)
      expect(r).not.toMatch(/Ответ:/)
    }
    expect(replies[0]).toContain('проверить не может')
    expect(replies[3]).toContain('Полного решения этой задачи в демо-режиме нет')
    expect(parseQa(replies[0]!).options.length).toBeGreaterThanOrEqual(2)
  })
})

describe('demo arithmetic', () => {
  it('reads equations, roots and the student’s numbers', () => {
    expect(findEquation('Реши 4x − 8 = 0')?.source).toBe('4x - 8 = 0')
    expect(findEquation('Сколько будет 2 + 2?')).toBeNull()
    expect(integerRoots(findEquation('x^2 + 2x - 8 = 0')!.poly)).toEqual([-4, 2])
    expect(integerRoots(findEquation('x^2 + x + 1 = 0')!.poly)).toBeNull()
    expect(studentValues('x1 = 2, x2 = 3').map(plain)).toEqual(['2', '3'])
    expect(studentValues('корни 2, 3').map(plain)).toEqual(['2', '3'])
    expect(studentValues('2,5').map(plain)).toEqual(['2,5'])
    expect(studentValues('x = -7/3').map(plain)).toEqual(['-7/3'])
    expect(studentValues('не знаю')).toEqual([])
  })
})
