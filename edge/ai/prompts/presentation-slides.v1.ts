// Prompt: the slides of one section of an AI presentation: for each outline slide its layout (bullets, two columns,
// quote, table, chart, section), its content and 60–90 seconds of speaker notes. Tables and charts hold only data the
// model is sure of, a chart names its source; a quote is never put in a named person's mouth. The answer is brought to
// the slide model by repairDeck (domain/presentation/repair-deck.ts).
import { z } from 'zod'
import { ZPresentationOutline } from '../../../domain/presentation/input'
import { ZRawDeckSlide } from '../../../domain/presentation/repair-deck'
import { NOTES_SECONDS, NOTES_WORDS } from '../../../domain/presentation/speaker-notes'
import { RUSSIAN_ONLY, ZTopic } from './common'
import type { TObjectPrompt } from './prompt'

const ZInput = z
  .object({
    topic: ZTopic,
    idea: z.string().trim().max(1000).optional(),
    goal: z.string().trim().max(1000).optional(),
    outline: ZPresentationOutline,
    /** The section to write, from 1. */
    section: z.number().int().min(1).max(10),
  })
  .refine((i) => i.section <= i.outline.length, { message: 'section is beyond the outline', path: ['section'] })
export type TPresentationSlidesInput = z.infer<typeof ZInput>

const ZAnswer = z.object({ slides: z.array(ZRawDeckSlide).min(1).max(10) })
export type TPresentationSlidesAnswer = z.infer<typeof ZAnswer>

const LAYOUTS = [
  'Виды слайдов (поле "kind"):',
  '- "bullets": {"kind": "bullets", "title", "bullets": [2–6 коротких пунктов], "notes"} — основной вид.',
  '- "two-columns": {"kind": "two-columns", "title", "left": {"heading", "bullets": [1–5]}, "right": {"heading", "bullets": [1–5]}, "notes"} — сравнение, «было — стало», «причины — следствия», «плюсы — минусы».',
  '- "quote": {"kind": "quote", "title", "quote", "source"?, "notes"} — только ключевая мысль самого выступления или определение понятия; source — например «Определение» или название закона, но никогда не человек: не приписывай слова людям.',
  '- "table": {"kind": "table", "title", "columns": [2–5 названий], "rows": [[ячейки], до 8 строк], "caption"?, "notes"} — сравнение или классификация; в каждой строке столько ячеек, сколько столбцов.',
  '- "chart": {"kind": "chart", "title", "chart": {"type": "bar" | "line" | "pie", "categories": [2–12 подписей], "series": [{"name", "values": [числа]}], "unit"?}, "caption": "Источник: …", "notes"} — в каждом ряду столько чисел, сколько подписей; у круговой один ряд.',
  '- "section": {"kind": "section", "title", "subtitle", "notes"} — заставка раздела; редко, только для первого слайда раздела.',
].join('\n')

const HONEST = [
  'Не придумывай фактов, чисел, дат, фамилий, цитат и названий исследований.',
  'Таблицу с числами и диаграмму делай только с общеизвестными данными, в которых ты уверен; в подписи диаграммы обязательно укажи источник данных («Источник: …»). Нет таких данных — выбери другой вид слайда.',
  'Таблица без чисел (сравнение, классификация, этапы) допустима всегда.',
].join('\n')

export const presentationSlidesV1: TObjectPrompt<TPresentationSlidesInput, typeof ZAnswer> = {
  id: 'presentation-slides',
  version: 1,
  kind: 'object',
  system: [
    'Ты готовишь слайды учебной презентации и текст выступления к ним.',
    RUSSIAN_ONLY,
    'Ответ — JSON-объект {"slides": [...]}: по одному слайду на каждый слайд раздела из структуры, в том же порядке.',
    LAYOUTS,
    HONEST,
    'Пункты на слайде короткие (до 120 символов) и раскрывают тезисы своего слайда; заголовок слайда — его название из структуры или близкое к нему.',
    `"notes" — заметки докладчика: связный текст выступления на ${NOTES_SECONDS.min}–${NOTES_SECONDS.max} секунд (${NOTES_WORDS.min}–${NOTES_WORDS.max} слов), что сказать слушателям своими словами; не зачитывай пункты слайда, объясняй их, приводи пояснения и связку со следующим слайдом; без markdown.`,
    'Разнообразь виды слайдов по смыслу, а не ради разнообразия.',
  ].join('\n'),
  input: ZInput,
  user: (i) => {
    const section = i.outline[i.section - 1]!
    return [
      `Тема презентации: «${i.topic}»`,
      i.idea ? `Основная идея: ${i.idea}` : '',
      i.goal ? `Цель: ${i.goal}` : '',
      `Структура презентации:\n${i.outline.map((s, n) => `${n + 1}. ${s.title}: ${s.subsections.map((sl) => sl.title).join('; ')}`).join('\n')}`,
      `Сделай слайды раздела ${i.section} «${section.title}» (${section.subsections.length} шт.):`,
      section.subsections.map((sl, n) => `${n + 1}) ${sl.title}\n${sl.narratives.map((t) => `   - ${t}`).join('\n')}`).join('\n'),
    ]
      .filter(Boolean)
      .join('\n\n')
  },
  schema: ZAnswer,
}
