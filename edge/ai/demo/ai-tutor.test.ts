import { describe, expect, it } from 'vitest'
import { demoProvider } from '../demo-provider'
import { collectText } from '../../../tests/helpers/collect-text'
import { objectCall, textCall } from '../prompts/prompt'
import { PROMPTS } from '../prompts/registry'
import { arithmeticOf } from './ai-tutor'

const ai = demoProvider({ streamDelayMs: 0 })
const input = { question: 'Найди 7 + 5', subject: 'Математика', history: [], clarification: null }

describe('demo tutor', () => {
  it('streams a labelled worked solution with steps, $…$ and $$…$$ formulas and the exact result of the question’s expression', async () => {
    const text = await collectText(ai.streamText(textCall(PROMPTS.aiTutor, input)))
    expect(text).toMatch(/^Демо-решение/)
    expect(text).toMatch(/Шаг 1\..*\$a = 7\$ и \$b = 5\$/)
    expect(text).toContain('$$7 + 5 = 12$$')
    expect(text).toContain('$12 - 5 = 7$')
    expect(text.trim().endsWith('Ответ: 12.')).toBe(true)
    expect(await ai.generateText(textCall(PROMPTS.aiTutor, input))).toBe(text)
  })

  it('works out only what it can: the four operations exactly, no answer claimed for any other question', async () => {
    expect(arithmeticOf('Сколько будет 12 + 30?')).toMatchObject({ result: 42 })
    expect(arithmeticOf('Вычисли 2,5 × 4')).toMatchObject({ result: 10, sign: '\\cdot' })
    expect(arithmeticOf('100 − 58 = ?')).toMatchObject({ result: 42 })
    expect(arithmeticOf('Раздели 7 : 2')).toMatchObject({ result: 3.5 })
    expect(arithmeticOf('Раздели 7 / 0')).toBeNull()
    const text = await ai.generateText(textCall(PROMPTS.aiTutor, { ...input, question: 'Как найти период колебаний математического маятника длиной 2,5 м?', subject: 'Физика' }))
    expect(text).toMatch(/^Демо-решение/)
    expect(text).toContain('это не решение твоей задачи')
    expect(text).toContain('$x_1 = 2{,}5$')
    expect(text.trim().endsWith('Ответ: в демо-режиме не вычисляется — его даст нейросеть.')).toBe(true)
    // No number is offered as the result.
    expect(text).not.toMatch(/Ответ: \d/)
  })

  it('answers a clarification by quoting it, and suggests two or three follow-ups', async () => {
    const text = await ai.generateText(textCall(PROMPTS.aiTutor, { ...input, history: [{ role: 'assistant', content: 'Ответ: 12.' }], clarification: 'Почему сложение?' }))
    expect(text).toContain('«Почему сложение?»')
    // Nothing made up: no formula or number that the question did not hold.
    expect(text).not.toMatch(/\$|\d/)
    const { prompts } = await ai.generateObject(objectCall(PROMPTS.aiTutorFollowUps, { question: input.question, answer: text }))
    expect(prompts.length).toBeGreaterThanOrEqual(2)
    expect(prompts.length).toBeLessThanOrEqual(3)
    expect(new Set(prompts).size).toBe(prompts.length)
  })

  it('puts the question, the history and the clarification into the real prompt', () => {
    const call = textCall(PROMPTS.aiTutor, { ...input, history: [{ role: 'user', content: 'Найди 7 + 5' }, { role: 'assistant', content: 'Ответ: 12.' }], clarification: 'А вычитание?' })
    expect(call.system).toContain('Пиши только на русском языке')
    expect(call.system).toMatch(/LaTeX/)
    expect(call.prompt).toContain('Предмет: Математика.')
    expect(call.prompt).toContain('Репетитор: Ответ: 12.')
    expect(call.prompt).toContain('А вычитание?')
  })
})
