// Demo writers of the AI presentation: a basis that restates the topic and says «(демо)», an outline with the
// generic structure of a talk (introduction, concepts, the topic's aspects, practice, problems, conclusions) sized to
// the slides count, and slides built from the outline's own words: the goal with a task per section, a two-columns
// slide and a comparison table to fill (captioned as a demo template), notes labelled demo.
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

// The slides that carry the demo's plan of tasks, its comparison template and two columns, found by their titles; an
// outline the client changed may have none of them, and then the slides are plain bullets. The demo draws no chart: it
// has no numbers of its own, and a chart of anything else (this deck's slide counts) told a student nothing.
const TASKS_ON = 'Цель и задачи выступления'
const TABLE_ON = ['Сравнение подходов', 'Подходы к изучению темы']
const COLUMNS_ON = 'Ключевые термины'

export function demoPresentationSlides(i: TPresentationSlidesInput): TPresentationSlidesAnswer {
  const titles = i.outline.flatMap((s) => s.subsections.map((sl) => sl.title))
  const table = titles.findIndex((t) => t === TABLE_ON.find((on) => titles.includes(on)))
  const tasks = titles.indexOf(TASKS_ON)
  const columns = titles.includes(COLUMNS_ON) ? titles.indexOf(COLUMNS_ON) : 1
  const offset = i.outline.slice(0, i.section - 1).reduce((n, s) => n + s.subsections.length, 0)
  return {
    slides: i.outline[i.section - 1]!.subsections.map((sl, k) => {
      const g = offset + k
      const notes = buildNotes({ title: sl.title, theses: sl.narratives }, { demo: true })
      const base = { title: sl.title, notes }
      if (g === tasks) return tasksSlide(i, base, sl.narratives)
      if (g === table) return comparisonSlide(base)
      if (g === columns) {
        return { ...base, kind: 'two-columns', left: { heading: 'Главное', bullets: sl.narratives.slice(0, 5) }, right: { heading: 'Что добавить (демо)', bullets: ['Пример из ваших источников', 'Определение со ссылкой на источник', 'Короткий вывод для слушателей'] } }
      }
      return { ...base, kind: 'bullets', bullets: sl.narratives }
    }),
  }
}

type TBase = { title: string; notes: string }

/** The goal, then the task each later section of this talk carries out (a section the client renamed: by its title). */
function tasksSlide(i: TPresentationSlidesInput, base: TBase, theses: string[]): TDeckSlide {
  const goal = theses.find((t) => t.startsWith('Цель')) ?? theses[0]!
  const taskOf = (title: string) => DEMO_TALK.find((s) => s.title === title)?.task ?? `рассмотреть вопрос «${title}»`
  const tasks = i.outline.slice(1, 6).map((s, n) => clip(`Задача ${n + 1} — ${taskOf(s.title)}`, 120))
  return { ...base, kind: 'bullets', bullets: [goal, ...tasks] }
}

/** A comparison to fill from the student's sources: criteria rows, empty cells, captioned as a demo template. */
function comparisonSlide(base: TBase): TDeckSlide {
  return {
    ...base,
    kind: 'table',
    columns: ['Критерий', 'Подход 1', 'Подход 2'],
    rows: ['В центре внимания', 'Основные методы', 'Сильные стороны', 'Ограничения'].map((c) => [c, '—', '—']),
    caption: 'Шаблон сравнения (демо): заполните по своим источникам',
  }
}
