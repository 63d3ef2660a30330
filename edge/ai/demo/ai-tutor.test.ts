import { describe, expect, it } from 'vitest'
import { demoProvider } from '../demo-provider'
import { collectText } from '../port'
import { objectCall, textCall } from '../prompts/prompt'
import { PROMPTS } from '../prompts/registry'

const ai = demoProvider({ streamDelayMs: 0 })
const input = { question: 'Найди 7 + 5', subject: 'Математика', history: [], clarification: null }

describe('demo tutor', () => {
  it('streams a labelled worked solution with steps, $…$ and $$…$$ formulas and the final answer from the question’s numbers', async () => {
    const text = await collectText(ai.streamText(textCall(PROMPTS.aiTutor, input)))
    expect(text).toMatch(/^Демо-решение/)
    expect(text).toMatch(/Шаг 1\..*\$a = 7\$ и \$b = 5\$/)
    expect(text).toContain('$$a + b = 7 + 5 = 12$$')
    expect(text.trim().endsWith('Ответ: 12.')).toBe(true)
    expect(await ai.generateText(textCall(PROMPTS.aiTutor, input))).toBe(text)
  })

  it('answers a clarification by quoting it, and suggests two or three follow-ups', async () => {
    const text = await ai.generateText(textCall(PROMPTS.aiTutor, { ...input, history: [{ role: 'assistant', content: 'Ответ: 12.' }], clarification: 'Почему сложение?' }))
    expect(text).toContain('«Почему сложение?»')
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
