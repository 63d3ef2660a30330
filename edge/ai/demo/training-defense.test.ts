// The demo mock defense: three questions from the work's own goal, chapter and sources, each answer weighed against
// the text (what matches, a quote of what it misses), then the report and the done marker — never before.
import { describe, expect, it } from 'vitest'
import type { TTrainingDefenseInput } from '../prompts/training-defense.v1'
import { demoTrainingDefense } from './training-defense'
import { DONE_MARKER } from './training-reply'

const TASK = 'Пробная защита: «Цифровая экономика и рынок труда»'
const source: NonNullable<TTrainingDefenseInput['source']> = {
  topic: 'Цифровая экономика и рынок труда',
  workTypeTitle: 'Реферат',
  goal: 'Цель работы — показать, как цифровые платформы меняют рынок труда в регионах.',
  sections: [
    { title: 'Введение', text: 'Тема важна для регионов. Цель работы — показать, как цифровые платформы меняют рынок труда в регионах.' },
    { title: 'Платформы и занятость', text: 'Платформенная занятость растёт быстрее традиционной. Курьеры и водители такси работают через приложения без трудового договора.' },
    { title: 'Заключение', text: 'Платформы снижают издержки и создают новые формы занятости.' },
  ],
  sources: ['Иванов И. И. Цифровая экономика. — М. : Наука, 2020. — 200 с.', 'Петрова А. А. Платформенная занятость. — СПб. : Питер, 2021. — 150 с.'],
}

function defense(answers: string[], src: TTrainingDefenseInput['source'] = source): string {
  const history: TTrainingDefenseInput['history'] = [{ role: 'user', content: TASK }]
  for (const a of answers) {
    history.push({ role: 'assistant', content: demoTrainingDefense({ task: TASK, source: src, history: [...history], memories: [], partial: null }) })
    history.push({ role: 'user', content: a })
  }
  return demoTrainingDefense({ task: TASK, source: src, history, memories: [], partial: null })
}

describe('demo mock defense', () => {
  it('asks the first question about the goal of this work, labelled demo', () => {
    const r = defense([])
    expect(r.startsWith('(демо)')).toBe(true)
    expect(r).toContain('«Цифровая экономика и рынок труда»')
    expect(r).toContain('Вопрос 1 из 3.')
    expect(r).toContain('цель')
    expect(r).not.toContain(DONE_MARKER)
  })

  it('weighs a matching answer as matching and asks about the work’s own chapter', () => {
    const r = defense(['Цель — показать, как цифровые платформы меняют рынок труда'])
    expect(r).toContain('Совпадает с работой')
    expect(r).toContain('Хороший ответ')
    expect(r).toContain('Вопрос 2 из 3.')
    expect(r).toContain('«Платформы и занятость»')
  })

  it('quotes the work where an answer misses it', () => {
    const r = defense(['Не помню, что-то про экономику вообще'])
    expect(r).toContain('В тексте работы сказано: «Цель работы — показать, как цифровые платформы меняют рынок труда в регионах.»')
  })

  it('asks about the sources third, then writes the report with both headings and ends with the marker', () => {
    const third = defense(['Показать, как платформы меняют рынок труда', 'Платформенная занятость растёт, курьеры работают через приложения'])
    expect(third).toContain('Вопрос 3 из 3.')
    expect(third).toContain('2 источника')
    expect(third).not.toContain(DONE_MARKER)
    const last = defense(['Показать, как платформы меняют рынок труда', 'Платформенная занятость растёт, курьеры работают через приложения', 'Не помню'])
    expect(last).toContain('Сильные стороны')
    expect(last).toContain('Что подтянуть')
    expect(last).toContain('- Источники: перечитай')
    expect(last.endsWith(DONE_MARKER)).toBe(true)
    expect(last.match(/Вопрос \d из 3/g)).toBeNull()
  })

  it('asks about the conclusions when the work has no sources', () => {
    expect(defense(['а', 'б'], { ...source, sources: [] })).toContain('Какие выводы вы сделали')
  })

  it('says the text is unavailable, without the marker, when there is no source', () => {
    const r = defense([], null)
    expect(r).toContain('Текст работы недоступен')
    expect(r).not.toContain(DONE_MARKER)
  })
})
