import { describe, expect, it } from 'vitest'
import { objectCall, textCall } from './prompt'
import { PROMPTS } from './registry'
import { WORK_TYPES } from './common'
import { WORK_TYPES as WIZARD_WORK_TYPES } from '../../../domain/essay/work-types'

const outline = { chapters: [{ title: 'Теоретические основы', subchapters: [{ title: 'Понятия' }] }] }
const sources = [{ title: 'Экономика фирмы', author: 'Иванов И. И.', year: 2020 }]

describe('prompts', () => {
  it('have unique ids, versions, and ask for Russian output in the system prompt', () => {
    const all = Object.values(PROMPTS)
    expect(new Set(all.map((p) => p.id)).size).toBe(all.length)
    for (const p of all) {
      expect(p.version).toBeGreaterThanOrEqual(1)
      expect(p.system).toContain('Пиши только на русском языке')
    }
  })

  it('put the topic, the outline, the approved sources and the length into the section prompt', () => {
    const call = textCall(PROMPTS.essaySection, {
      topic: 'Рынок труда в регионе',
      workType: 'referat',
      outline,
      sources,
      targetWords: 420,
      chapter: 1,
      subchapter: 1,
      chapterTitle: 'Теоретические основы',
      title: 'Понятия',
    })
    expect(call).toMatchObject({ task: 'essay-section', version: 1 })
    expect(call.prompt).toContain('«Рынок труда в регионе»')
    expect(call.prompt).toContain('1.1. Понятия')
    expect(call.prompt).toContain('[1] Иванов И. И., «Экономика фирмы», 2020')
    expect(call.prompt).toContain('по номеру: [1]. Других номеров нет')
    expect(call.prompt).toContain('420 слов')
  })

  it('tell the model not to cite anything when no source is approved', () => {
    const call = textCall(PROMPTS.essayIntroduction, { topic: 'Рынок труда в регионе', workType: 'referat', outline, sources: [], targetWords: 200 })
    expect(call.prompt).toContain('не ставь ссылок')
  })

  it('validate their input before a call is made', () => {
    expect(() => objectCall(PROMPTS.essayOutline, { topic: 'x', workType: 'referat', numberOfPages: 10 })).toThrow()
    expect(objectCall(PROMPTS.essayOutline, { topic: 'Рынок труда', workType: 'esse', numberOfPages: 5 }).prompt).toContain('2 глав(ы), в каждой 1 подглав(ы)')
  })

  it('know every work type of the wizard by its slug, with the spec’s id', () => {
    for (const t of WIZARD_WORK_TYPES) expect(WORK_TYPES[t.slug].id, t.slug).toBe(t.id)
    expect(WORK_TYPES.kursovaya.id).toBe(5)
    expect(WORK_TYPES.esse.name).toBe('эссе')
  })
})
