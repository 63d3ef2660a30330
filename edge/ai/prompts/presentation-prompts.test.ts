// The presentation prompts: registered and versioned, sized to the slides count, honest about data, and answered by
// the demo provider with answers their own schemas accept.
import { describe, expect, it } from 'vitest'
import { demoProvider } from '../demo-provider'
import { objectCall } from './prompt'
import { PROMPTS } from './registry'
import { presentationOutlineSize } from './presentation-outline.v1'
import { ZPresentationOutline } from '../../../domain/presentation/input'
import { ZRawOutline } from '../../../domain/presentation/repair'

const ai = demoProvider({ streamDelayMs: 0 })
const justification = { idea: 'Основная идея выступления', problem: 'Проблема выступления', relevance: 'Актуальность темы', goal: 'Цель выступления' }
const outline = ZPresentationOutline.parse([
  { title: 'Введение', subsections: [{ title: 'Тема', narratives: ['Тезис о теме'] }] },
  { title: 'Основная часть', subsections: [{ title: 'Причины', narratives: ['Первая причина', 'Вторая причина'] }, { title: 'Следствия', narratives: ['Следствие'] }] },
])

describe('presentation prompts', () => {
  it('are registered under their task names, version 1, asking for Russian', () => {
    expect([PROMPTS.presentationJustification, PROMPTS.presentationOutline, PROMPTS.presentationSlides].map((p) => [p.id, p.version])).toEqual([
      ['presentation-justification', 1],
      ['presentation-outline', 1],
      ['presentation-slides', 1],
    ])
  })

  it('ask for slidesCount − 2 content slides in the outline', () => {
    expect(presentationOutlineSize(8)).toEqual({ slides: 6, sections: 3 })
    expect(presentationOutlineSize(20)).toEqual({ slides: 18, sections: 6 })
    const call = objectCall(PROMPTS.presentationOutline, { topic: 'Инфляция в России', slidesCount: 12, justification })
    expect(call.prompt).toContain('ровно из 10 слайдов содержания')
    expect(call.prompt).toContain('Цель: Цель выступления')
  })

  it('give the section to write with its theses, the honesty rules and the notes length', () => {
    const call = objectCall(PROMPTS.presentationSlides, { topic: 'Инфляция в России', outline, section: 2 })
    expect(call.prompt).toContain('раздела 2 «Основная часть» (2 шт.)')
    expect(call.prompt).toContain('   - Вторая причина')
    expect(call.system).toContain('«Источник: …»')
    expect(call.system).toContain('никогда не человек')
    expect(call.system).toContain('60–90 секунд (126–189 слов)')
  })

  it('validate their input before a call is made', () => {
    expect(() => objectCall(PROMPTS.presentationSlides, { topic: 'Инфляция в России', outline, section: 3 })).toThrow()
    expect(() => objectCall(PROMPTS.presentationOutline, { topic: 'Инфляция', slidesCount: 30, justification })).toThrow()
    expect(() => objectCall(PROMPTS.presentationJustification, { topic: 'x', slidesCount: 10 })).toThrow()
  })

  it('get demo answers their schemas accept, for a short and a 255-character topic', async () => {
    for (const topic of ['Инфляция в России', `Очень длинная тема ${'презентации '.repeat(20)}`.slice(0, 255)]) {
      const j = await ai.generateObject(objectCall(PROMPTS.presentationJustification, { topic, slidesCount: 10 }))
      expect(PROMPTS.presentationJustification.schema.parse(j)).toEqual(j)
      for (const f of Object.values(j)) expect(f.length).toBeLessThanOrEqual(1000)
      const o = await ai.generateObject(objectCall(PROMPTS.presentationOutline, { topic, slidesCount: 10, justification }))
      expect(PROMPTS.presentationOutline.schema.parse(o)).toEqual(o)
      const raw = ZRawOutline.parse(o.sections.map((s) => ({ title: s.title, subsections: s.slides?.map((sl) => ({ title: sl.title, narratives: sl.theses })) })))
      // The demo outline needs no repair: it is within the limits as written.
      expect(ZPresentationOutline.safeParse(raw).success).toBe(true)
      const s = await ai.generateObject(objectCall(PROMPTS.presentationSlides, { topic, outline, section: 2 }))
      expect(s.slides).toHaveLength(2)
    }
  })
})
