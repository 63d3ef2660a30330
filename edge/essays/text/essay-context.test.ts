// The order's requirements reach the text prompts: idea, goal, the tasks of the extended description (without their
// numbering) and the student's wishes («Пожелания», taskDetails) — into the introduction, every section and the
// conclusion.
import { describe, expect, it } from 'vitest'
import { planEssayText } from '../../ai/essay-text'
import { textCall } from '../../ai/prompts/prompt'
import { PROMPTS } from '../../ai/prompts/registry'
import type { TEssayOrder } from '../order/essay-order-row'
import { essayContext, tasksOf } from './essay-context'

const order = (o: Partial<TEssayOrder>) =>
  ({
    topic: 'Цифровизация малого бизнеса',
    workTypeId: 5,
    idea: null,
    goal: 'Оценить доступность цифровых сервисов',
    taskDetails: null,
    extendedDescription: null,
    outline: [{ title: 'Теория', subchapters: [{ title: 'Понятия' }, { title: 'Подходы' }] }],
    ...o,
  }) as TEssayOrder

describe('essay context', () => {
  it('reads the tasks of the extended description without the heading and numbering', () => {
    expect(tasksOf('Задачи работы:\n1) Изучить понятия\n2) Сравнить подходы\n\n3. Предложить меры')).toEqual(['Изучить понятия', 'Сравнить подходы', 'Предложить меры'])
    expect(tasksOf('- одна задача\n• другая')).toEqual(['одна задача', 'другая'])
    expect(tasksOf(null)).toEqual([])
    const long = tasksOf(`1) ${'слово '.repeat(100)}`)[0]!
    expect(long.length).toBeLessThanOrEqual(300)
    expect(long.endsWith('слово')).toBe(true)
    expect(tasksOf(Array.from({ length: 14 }, (_, i) => `${i + 1}) задача`).join('\n'))).toHaveLength(10)
  })

  it('passes the wishes and tasks into the introduction, each section and the conclusion prompts', () => {
    const ctx = essayContext(order({ taskDetails: '  Опираться на практику Татарстана  ', extendedDescription: 'Задачи работы:\n1) Изучить понятия\n2) Сравнить подходы' }), [])
    expect(ctx).toMatchObject({ wishes: 'Опираться на практику Татарстана', tasks: ['Изучить понятия', 'Сравнить подходы'] })
    for (const part of planEssayText(10, ctx.outline)) {
      const base = { ...ctx, targetWords: part.words }
      const call =
        part.kind === 'section'
          ? textCall(PROMPTS.essaySection, { ...base, chapter: part.chapter, subchapter: part.subchapter, chapterTitle: part.chapterTitle, title: part.title })
          : textCall(part.kind === 'introduction' ? PROMPTS.essayIntroduction : PROMPTS.essayConclusion, base)
      expect(call.prompt, part.kind).toContain('Опираться на практику Татарстана')
      expect(call.prompt, part.kind).toContain('- Сравнить подходы')
    }
  })

  it('leaves them out when the student gave none', () => {
    const ctx = essayContext(order({ taskDetails: '   ' }), [])
    expect(ctx).not.toHaveProperty('wishes')
    expect(ctx).not.toHaveProperty('tasks')
    const call = textCall(PROMPTS.essaySection, { ...ctx, targetWords: 300, chapter: 1, subchapter: 1, chapterTitle: 'Теория', title: 'Понятия' })
    expect(call.prompt).not.toContain('Пожелания')
  })
})
