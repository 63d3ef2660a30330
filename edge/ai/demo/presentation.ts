// Demo writers of the AI presentation: a basis that restates the topic and says «(демо)», an outline with the
// generic structure of a talk (introduction, concepts, the topic's aspects, practice, problems, conclusions) sized to
// the slides count, and slides built from the outline's own words: a two-columns slide, a table of the talk's own
// structure and a chart of this deck's own slide counts (captioned as example data to replace), notes labelled demo.
// Nothing here states a fact about the topic.
import { buildNotes } from '../../../domain/presentation/speaker-notes'
import { clip } from '../../../domain/presentation/clip-text'
import type { TDeckSlide } from '../../../domain/presentation/deck'
import type { TPresentationJustificationAnswer, TPresentationJustificationInput } from '../prompts/presentation-justification.v1'
import { presentationOutlineSize, type TPresentationOutlineAnswer, type TPresentationOutlineInput } from '../prompts/presentation-outline.v1'
import type { TPresentationSlidesAnswer, TPresentationSlidesInput } from '../prompts/presentation-slides.v1'
import { DEMO_TALK } from './presentation-talk'
import { pick, type TRng } from './rng'

const about = (topic: string) => (topic.length <= 120 ? `«${topic}»` : 'этой презентации')

export function demoPresentationJustification(i: TPresentationJustificationInput, rng: TRng): TPresentationJustificationAnswer {
  const t = about(i.topic)
  return {
    idea: `(демо) Основная идея выступления — ${pick(rng, ['последовательно раскрыть тему', 'шаг за шагом объяснить тему'])} ${t}: от ключевых понятий к главным выводам, чтобы слушатели увидели тему целиком.`,
    problem: `(демо) Проблема: чтобы разобраться в теме ${t}, нужно понять ее основные понятия и то, как они связаны между собой; презентация отвечает на этот вопрос.`,
    relevance: `(демо) Актуальность: понимание темы ${t} помогает увереннее ориентироваться в предмете. Подкрепите актуальность данными из своих источников — демо-версия их не приводит.`,
    goal: `(демо) Цель: за ${i.slidesCount} слайдов познакомить слушателей с темой ${t}, объяснить ее основные понятия и сформулировать выводы.`,
  }
}

/**
 * Slides to each section of the talk: one each, then one more in turn (the introduction's aims first, then the
 * middle of the talk) while a section has slides to give. Six slides leave out «Проблемы и перспективы».
 */
function allocate(total: number): number[] {
  const counts = DEMO_TALK.map((s): number => (total <= 6 && s.title === 'Проблемы и перспективы' ? 0 : 1))
  const order = [0, 2, 1, 3, 4, 5]
  let left = total - counts.reduce((a, b) => a + b, 0)
  while (left > 0) {
    let added = false
    for (const s of order) {
      if (left > 0 && counts[s]! > 0 && counts[s]! < DEMO_TALK[s]!.slides.length) {
        counts[s]!++
        left--
        added = true
      }
    }
    if (!added) break
  }
  return counts
}

export function demoPresentationOutline(i: TPresentationOutlineInput): TPresentationOutlineAnswer {
  const t = about(i.topic)
  const counts = allocate(presentationOutlineSize(i.slidesCount).slides)
  return {
    sections: DEMO_TALK.flatMap((section, s) =>
      counts[s] ? [{ title: section.title, slides: section.slides.slice(0, counts[s]).map((sl) => ({ title: sl.title, theses: sl.theses.map((th) => th.replace('{T}', t)) })) }] : [],
    ),
  }
}

// The slides that carry the demo's table, chart and two columns; an outline the client changed falls back to positions.
const TABLE_ON = 'Цель и задачи выступления'
const CHART_ON = 'Данные и наблюдения'
const COLUMNS_ON = 'Ключевые термины'

export function demoPresentationSlides(i: TPresentationSlidesInput): TPresentationSlidesAnswer {
  const titles = i.outline.flatMap((s) => s.subsections.map((sl) => sl.title))
  const at = (title: string, fallback: number) => (titles.includes(title) ? titles.indexOf(title) : fallback)
  const table = at(TABLE_ON, Math.floor(titles.length / 2))
  const chart = i.outline.length >= 2 && i.outline.length <= 12 ? at(CHART_ON, titles.length - 2) : -1
  const columns = at(COLUMNS_ON, 1)
  const offset = i.outline.slice(0, i.section - 1).reduce((n, s) => n + s.subsections.length, 0)
  return {
    slides: i.outline[i.section - 1]!.subsections.map((sl, k) => {
      const g = offset + k
      const notes = buildNotes({ title: sl.title, theses: sl.narratives }, { demo: true })
      const base = { title: sl.title, notes }
      if (g === table) return tableSlide(i, base)
      if (g === chart) return chartSlide(i, base)
      if (g === columns) {
        return { ...base, kind: 'two-columns', left: { heading: 'Главное', bullets: sl.narratives.slice(0, 5) }, right: { heading: 'Что добавить (демо)', bullets: ['Пример из ваших источников', 'Определение со ссылкой на источник', 'Короткий вывод для слушателей'] } }
      }
      return { ...base, kind: 'bullets', bullets: sl.narratives }
    }),
  }
}

type TBase = { title: string; notes: string }

/** The talk's own plan: each section after the first and its first thesis (at most eight rows). */
function tableSlide(i: TPresentationSlidesInput, base: TBase): TDeckSlide {
  const sections = i.outline.length > 1 ? i.outline.slice(1) : i.outline
  return {
    ...base,
    kind: 'table',
    columns: ['Раздел выступления', 'О чем говорим'],
    rows: sections.slice(0, 8).map((s) => [clip(s.title, 120), clip(s.subsections[0]!.narratives[0]!, 120)]),
    caption: 'План выступления по разделам (демо)',
  }
}

/** The number of slides in each section of this very deck: true numbers, captioned as example data to replace. */
function chartSlide(i: TPresentationSlidesInput, base: TBase): TDeckSlide {
  return {
    ...base,
    kind: 'chart',
    chart: { type: 'bar', categories: i.outline.map((s) => clip(s.title, 40)), series: [{ name: 'Слайдов в разделе', values: i.outline.map((s) => s.subsections.length) }] },
    caption: 'Пример данных (демо): число слайдов в каждом разделе этой презентации — замените своими данными с источником',
  }
}
