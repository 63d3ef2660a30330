// The demo provider answers the real prompts' calls and schemas with Russian text shaped by the order.
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { checkCitations } from './citations'
import { demoProvider } from './demo-provider'
import { AiError } from './errors'
import { planEssayText, writeEssayPart } from './essay-text'
import { countWords } from './length'
import { collectText } from '../../tests/helpers/collect-text'
import { objectCall, textCall } from './prompts/prompt'
import { PROMPTS } from './prompts/registry'
import type { TOutline } from './prompts/common'

const ai = demoProvider({ streamDelayMs: 0 })
const topic = 'Влияние цифровизации на малый бизнес в России'
const sources = [
  { title: 'Цифровая экономика: теория и практика', author: 'Иванов И. И.', year: 2021 },
  { title: 'Малый бизнес в условиях цифровой трансформации', author: 'Петрова А. С.', year: 2022 },
  { title: 'Статистический ежегодник', year: 2023 },
  { title: 'Электронная коммерция в регионах', author: 'Сидоров П. П.', year: 2020 },
]

// Mostly Cyrillic letters: the text is Russian, not lorem ipsum.
const cyrillicShare = (text: string) => (text.match(/[а-яё]/gi)?.length ?? 0) / Math.max(1, text.match(/[a-zа-яё]/gi)?.length ?? 0)

describe('demo provider: structured steps', () => {
  it('labels itself as a demo', () => {
    expect(ai.info).toEqual({ kind: 'demo', model: 'demo-ru-1', isDemo: true })
  })

  it('suggests idea, goal and tasks about the topic, valid by the prompt schema', async () => {
    const r = await ai.generateObject(objectCall(PROMPTS.essayRequirements, { topic, workType: 'kursovaya', numberOfPages: 12 }))
    expect(PROMPTS.essayRequirements.schema.parse(r)).toEqual(r)
    // The topic is on the title page; the goal and idea speak of «заявленную тему» / «тема», so the text that quotes
    // them does not name the topic again and again (issue 34).
    expect(r.goal).toMatch(/^Цель работы — исследовать заявленную тему/)
    expect(r.idea).toMatch(/тема требует комплексного рассмотрения/)
    expect(`${r.goal} ${r.idea}`).not.toContain(topic)
    expect(r.tasks.length).toBeGreaterThanOrEqual(3)
    for (const t of r.tasks) expect(t).toMatch(/^[А-ЯЁ][а-яё]+ть /)
  })

  it('is deterministic: the same input gives the same answer, another topic a different one', async () => {
    const input = { topic, workType: 'referat' as const, numberOfPages: 10 }
    const a = await ai.generateObject(objectCall(PROMPTS.essayOutline, input))
    const b = await ai.generateObject(objectCall(PROMPTS.essayOutline, input))
    expect(b).toEqual(a)
    const other = await ai.generateObject(objectCall(PROMPTS.essayOutline, { ...input, topic: 'История развития отечественной космонавтики' }))
    for (const ch of other.chapters) expect(ch.title).not.toContain('История развития отечественной космонавтики')
    expect(other).not.toEqual(a)
  })

  it('shapes the outline by work type and size', async () => {
    const course = await ai.generateObject(objectCall(PROMPTS.essayOutline, { topic, workType: 'kursovaya', numberOfPages: 20 }))
    expect(course.chapters).toHaveLength(3)
    expect(course.chapters.every((c) => c.subchapters.length === 3)).toBe(true)
    expect(course.chapters[0]?.title).toMatch(/^Теоретические основы/)
    const essay = await ai.generateObject(objectCall(PROMPTS.essayOutline, { topic, workType: 'esse', numberOfPages: 4 }))
    expect(essay.chapters).toHaveLength(2)
    expect(essay.chapters.every((c) => c.subchapters.length === 1)).toBe(true)
    const project = await ai.generateObject(objectCall(PROMPTS.essayOutline, { topic, workType: 'project', numberOfPages: 10 }))
    expect(project.chapters[1]?.title).toBe('Разработка проекта')
  })

  it('leaves a very long topic out of chapter titles so they stay within 200 characters', async () => {
    const long = `${'Очень длинная тема исследования '.repeat(6)}в России`
    const o = await ai.generateObject(objectCall(PROMPTS.essayOutline, { topic: long, workType: 'referat', numberOfPages: 10 }))
    expect(o.chapters.every((c) => c.title.length <= 200 && !c.title.includes(long))).toBe(true)
  })

  it('refuses a task it has no writer for, and a schema the answer does not match', async () => {
    const unknown = await ai.generateObject({ task: 'nope', system: '', prompt: '', schema: z.object({}) }).catch((e: unknown) => e)
    expect(unknown).toBeInstanceOf(AiError)
    expect((unknown as AiError).code).toBe('unavailable')
    const call = objectCall(PROMPTS.essayOutline, { topic, workType: 'referat', numberOfPages: 10 })
    const mismatch = await ai.generateObject({ ...call, schema: z.object({ x: z.string() }) }).catch((e: unknown) => e)
    expect((mismatch as AiError).code).toBe('bad_output')
  })
})

describe('demo provider: essay text', () => {
  const outline: TOutline = {
    chapters: [
      { title: 'Теоретические основы цифровизации', subchapters: [{ title: 'Понятие цифровизации' }, { title: 'Этапы цифровой трансформации' }] },
      { title: 'Цифровые инструменты малого бизнеса', subchapters: [{ title: 'Электронная торговля' }, { title: 'Онлайн-сервисы для предпринимателей' }] },
      { title: 'Перспективы развития', subchapters: [{ title: 'Барьеры цифровизации' }] },
    ],
  }
  const ctx = { topic, workType: 'kursovaya' as const, goal: 'Выявить влияние цифровизации на малый бизнес', tasks: ['Изучить понятие цифровизации', 'Оценить цифровые инструменты'], outline, sources }

  it('writes a section of the requested length about its title, citing only approved sources', async () => {
    for (const targetWords of [150, 400, 900]) {
      const text = await ai.generateText(
        textCall(PROMPTS.essaySection, { ...ctx, targetWords, chapter: 2, subchapter: 1, chapterTitle: 'Цифровые инструменты малого бизнеса', title: 'Электронная торговля' }),
      )
      expect(Math.abs(countWords(text) - targetWords) / targetWords).toBeLessThanOrEqual(0.15)
      expect(text).toContain('«Электронная торговля»')
      expect(cyrillicShare(text)).toBeGreaterThan(0.97)
      const check = checkCitations(text, sources.length)
      expect(check.ok).toBe(true)
      expect(check.cited.length).toBeGreaterThan(0)
      expect(text).not.toMatch(/lorem|ipsum/i)
    }
  })

  it('puts no citations in a section when no source is approved', async () => {
    const text = await ai.generateText(
      textCall(PROMPTS.essaySection, { ...ctx, sources: [], targetWords: 300, chapter: 1, subchapter: 1, chapterTitle: 'Теоретические основы цифровизации', title: 'Понятие цифровизации' }),
    )
    expect(text).not.toMatch(/\[\d/)
  })

  it('writes an introduction with the goal, tasks and structure', async () => {
    const text = await ai.generateText(textCall(PROMPTS.essayIntroduction, { ...ctx, targetWords: 300 }))
    expect(text).toContain('Цель работы — выявить влияние цифровизации на малый бизнес.')
    expect(text).toContain('изучить понятие цифровизации; оценить цифровые инструменты')
    expect(text).toContain('Курсовая работа состоит из введения, трех глав, заключения и списка использованных источников.')
    expect(Math.abs(countWords(text) - 300) / 300).toBeLessThanOrEqual(0.15)
    expect(checkCitations(text, sources.length).ok).toBe(true)
  })

  it('streams the same text it generates', async () => {
    const call = textCall(PROMPTS.essayConclusion, { ...ctx, targetWords: 200 })
    const pieces: string[] = []
    const streamed = await collectText(ai.streamText(call), (d) => pieces.push(d))
    expect(pieces.length).toBeGreaterThan(10)
    expect(streamed).toBe(await ai.generateText(call))
    expect(streamed).not.toMatch(/\[\d/)
    expect(streamed).toContain('В первой главе, посвященной вопросу «Теоретические основы цифровизации», показано')
  })

  it('writes the whole work to the page count, citing every approved source and nothing else', async () => {
    const parts = []
    let previousText = ''
    for (const part of planEssayText(10, outline)) {
      const written = await writeEssayPart(ai, ctx, part, { previousText })
      expect(written.removedCitations).toBe(0)
      previousText = written.text
      parts.push(written)
    }
    const body = parts.map((p) => p.text).join('\n\n')
    expect(Math.abs(countWords(body) - 2200) / 2200).toBeLessThanOrEqual(0.1)
    expect(checkCitations(body, sources.length)).toEqual({ cited: [1, 2, 3, 4], outOfRange: [], ok: true })
  })
})
