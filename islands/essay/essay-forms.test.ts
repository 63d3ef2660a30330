// The wizard's form checks give the spec's Russian messages (orders.md §5) before anything is sent.
import { describe, expect, it } from 'vitest'
import { outlineError } from './outline-step'
import { requirementErrors } from './requirements-step'
import { topicError } from './text-copilot-start.island'

const form = (o: Partial<Record<'topic' | 'numberOfPages' | 'idea' | 'goal' | 'taskDetails', string>> = {}) => ({
  topic: 'Инфляция и её влияние на экономику',
  numberOfPages: '10',
  idea: '',
  goal: '',
  taskDetails: '',
  ...o,
})

describe('text-work forms', () => {
  it('checks the topic length', () => {
    expect(topicError('коротко')).toBe('Длина темы работы не должна быть меньше 10 символов')
    expect(topicError('а'.repeat(256))).toBe('Длина темы работы не должна быть больше 255 символов')
    expect(topicError('  Тема из десяти знаков  ')).toBeNull()
  })

  it('checks the requirements field by field, optional fields only when filled', () => {
    expect(requirementErrors(form())).toEqual({})
    expect(requirementErrors(form({ numberOfPages: '2' }))).toEqual({ numberOfPages: 'Количество страниц не должно быть меньше 3' })
    expect(requirementErrors(form({ numberOfPages: '21' }))).toEqual({ numberOfPages: 'Количество страниц не должно быть больше 20' })
    expect(requirementErrors(form({ numberOfPages: 'пять' }))).toEqual({ numberOfPages: 'Количество страниц должно быть числом' })
    expect(requirementErrors(form({ idea: 'мало', goal: 'г'.repeat(2001) }))).toEqual({
      idea: 'Длина идеи работы не должна быть меньше 10 символов',
      goal: 'Длина цели работы не должна быть больше 2000 символов',
    })
  })

  it('checks the outline within the limits of the work type', () => {
    const chapter = (title = 'Глава') => ({ title, subchapters: [{ title: 'Подглава' }] })
    expect(outlineError([chapter()], false)).toBeNull()
    expect(outlineError([], false)).toBe('Для написания работы должна быть хотя бы одна глава')
    expect(outlineError([chapter(' ')], false)).toBe('В содержании не должно быть пустых глав или подглав')
    expect(outlineError(Array.from({ length: 8 }, () => chapter()), false)).toBe('Количество глав не должно превышать 7')
    expect(outlineError(Array.from({ length: 8 }, () => chapter()), true)).toBeNull()
    expect(outlineError([{ title: 'Глава', subchapters: [] }], false)).toBe('В главе должна быть хотя бы одна подглава')
  })
})
