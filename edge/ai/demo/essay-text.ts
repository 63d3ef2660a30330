// Demo writers for essay text: introduction, one section, conclusion — of the requested length. Honest by
// construction: each part of the work draws its claims from its own share of the phrase banks (no sentence repeats
// within a work, though every part is written by a separate call), the student's goal, idea and tasks (as they typed
// them, never added to), each wish about the content once in the body (a wish about the file's form is left to the
// file), and the outline's own titles are woven in; the topic is named once per part, then «эта тема», sources are cited only as «см. [n]» (never by author or title), and no digit
// appears that the order did not bring (no invented figures, dates or statistics).
import { WORK_TYPES, type TOutline } from '../prompts/common'
import type { TEssayTextContext } from '../prompts/essay-text-input'
import type { TEssaySectionInput } from '../prompts/essay-section.v1'
import { createComposer, writeToLength, type TSlot } from './compose'
import { CHAPTERS_GENITIVE, CONCLUSION_FILLERS, ORDINAL_CHAPTER, PARAGRAPH_CLOSERS, PARAGRAPH_OPENERS, RELEVANCE, SECTION_OPENERS, TOPICAL } from './phrases'
import { chooser, deck, type TRng } from './rng'
import { CHAPTER_MEMBER, COMPOSITION, CONCLUSION_OPENERS, GOAL_LINK, OBJECTS, SOURCES_BASE, STRUCTURE_LEAD, SUBJECT_MATTERS, TASK_LINK, TASKS_DONE, TASKS_LEAD, WISH_LEAD } from './frames'

const fillParts = (template: string, vars: Record<string, string>) => template.replace(/\{([A-Z]+)\}/g, (m, k: string) => vars[k] ?? m)

const lowerFirst = (s: string) => (/^\p{Lu}\p{Ll}/u.test(s) ? s.charAt(0).toLowerCase() + s.slice(1) : s)
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)
const noDot = (s: string) => s.trim().replace(/[.;!]+$/, '')
const ordinal = (k: number) => ORDINAL_CHAPTER[k] ?? 'следующей'
const quoted = (titles: string[]) => titles.map((t) => `«${t}»`).join(', ')

/** The goal without «Цель работы —», so it can be woven into other sentences. */
const goalBody = (goal: string) => lowerFirst(noDot(goal.trim().replace(/^цель\s+(?:работы|исследования)?\s*(?:—|-|:|–|состоит в том, чтобы|заключается в том, чтобы)?\s*/i, '')))

function goalSentence(goal: string | undefined) {
  if (!goal) return 'Цель работы — комплексно рассмотреть заявленную тему и сформулировать обоснованные выводы.'
  return /^цель/i.test(goal.trim()) ? `${noDot(goal)}.` : `Цель работы — ${lowerFirst(noDot(goal))}.`
}

/**
 * The student's wishes («Пожелания»), one a sentence or a line, as they typed them but for the full stop: the demo
 * writer quotes them and adds nothing of its own to them, so they bring no claim, figure or name it made up.
 */
export function wishesOf(wishes: string | undefined): string[] {
  return (wishes ?? '')
    .split(/\n+|(?<=[.!?])\s+(?=\p{Lu})/u)
    .map((w) => w.trim().replace(/^(?:\d{1,2}\s*[).]|[-–—•*])\s*/, '').replace(/[.;!?…]+$/, '').trim())
    .filter((w) => w.length > 1)
    .slice(0, 8)
}

// A wish about the file's form (volume, font, spacing, margins, GOST layout) is met by the work's settings and the
// DOCX, not by a sentence in its text.
const FORM_WISH = /страниц|шрифт|кегл|интервал|пол[ея]|отступ|оформлен|объ[её]м|\bгост\b/i
// «Преподаватель просит / хочет / требует(:)» before the wish itself.
const TEACHER_ASKS = /^(?:преподаватель|учитель|научный руководитель|руководитель)\s+(?:просит|хочет|требует|рекомендует|советует)\s*[:,—-]?\s*/i

/** The wishes a text can take into account, each once: form-only wishes dropped, «Преподаватель просит» taken off. */
export function contentWishes(wishes: string | undefined): { text: string; teacher: boolean }[] {
  return wishesOf(wishes)
    .filter((w) => !FORM_WISH.test(w))
    .map((w) => ({ text: w.replace(TEACHER_ASKS, ''), teacher: TEACHER_ASKS.test(w) }))
    .filter((w) => w.text.length > 1)
}

/** Sections in outline order, as the planner writes them: every subchapter (a chapter has at least one). */
const sectionCount = (o: TOutline) => o.chapters.reduce((n, ch) => n + Math.max(1, ch.subchapters.length), 0)

/** Slots of a work: the introduction, each section, the conclusion. */
const introSlot = (i: TEssayTextContext): TSlot => ({ index: 0, count: sectionCount(i.outline) + 2 })
const conclusionSlot = (i: TEssayTextContext): TSlot => ({
  index: sectionCount(i.outline) + 1,
  count: sectionCount(i.outline) + 2,
})

export function demoIntroduction(i: TEssayTextContext, rng: TRng): string {
  const c = createComposer(rng, { T: i.topic }, i.sources, introSlot(i), i.demoSeed)
  const choose = chooser(rng, i.demoSeed)
  const relevance = deck(rng, RELEVANCE)
  const n = i.outline.chapters.length
  const taskList = i.tasks?.map((t) => lowerFirst(noDot(t))).join('; ')
  const tasks = taskList ? `${choose(TASKS_LEAD)} ${taskList}.` : ''
  const ideaText = i.idea?.trim() ?? ''
  const ideaEnd = /[.!?]$/.test(ideaText) ? '' : '.'
  // The student's own idea, whole; «Замысел работы таков:» only when it does not introduce itself.
  const idea = !ideaText ? '' : /^(?:основная\s+)?идея|^замысел/i.test(ideaText) ? `${ideaText}${ideaEnd}` : `Замысел работы таков: ${lowerFirst(ideaText)}${ideaEnd}`
  const cited = i.sources.slice(0, 3).map((_, k) => `см. [${k + 1}]`)
  const sources = cited.length ? `${choose(SOURCES_BASE)} (${cited.join('; ')}).` : ''
  const chapters = i.outline.chapters.map((ch, k) => `${k === 0 ? '' : `${k === 1 ? 'во' : 'в'} ${ordinal(k)} — `}${quoted([ch.title])}`)
  const structure = `${choose(STRUCTURE_LEAD)} ${chapters.join(', ')}.`
  const tail = [
    goalSentence(i.goal),
    idea,
    tasks,
    `Объект исследования — ${choose(OBJECTS)}; предмет — ${choose(SUBJECT_MATTERS)}.`,
    sources,
    fillParts(choose(COMPOSITION), { W: cap(WORK_TYPES[i.workType].name), C: CHAPTERS_GENITIVE[n - 1] ?? 'нескольких глав' }),
    structure,
  ].filter(Boolean)
  // Relevance paragraphs grow or shrink to fit the length; goal, idea, tasks, object and structure close the text.
  return writeToLength(i.targetWords, (k) => (k === 0 ? c.fill(relevance()).replace('{CLAIM}', c.claim()) : k < 5 ? c.statement() : null), { tail })
}

/** Position of a section among all sections of the outline (0-based), so sections take turns with the sources. */
function sectionIndex(i: TEssaySectionInput) {
  let index = 0
  for (let ch = 0; ch < i.chapter - 1; ch++) index += Math.max(1, i.outline.chapters[ch]?.subchapters.length ?? 1)
  return index + (i.subchapter ?? 1) - 1
}

export function demoSection(i: TEssaySectionInput, rng: TRng): string {
  const index = sectionIndex(i)
  const slot: TSlot = { index: index + 1, count: sectionCount(i.outline) + 2 }
  const c = createComposer(rng, { T: i.topic, S: i.title, CN: ordinal(i.chapter - 1) }, i.sources, slot, i.demoSeed)
  const choose = chooser(rng, i.demoSeed)
  // Sentences without a claim name the section and stand at most once in it, so no other section repeats them.
  const opener = c.once(PARAGRAPH_OPENERS)
  const closer = c.once(PARAGRAPH_CLOSERS)
  const topical = c.once(TOPICAL)
  const count = i.sources.length
  // Each section starts further along the list, so across the work every approved source gets cited.
  let nextSource = count ? (index * 2) % count : 0
  const citeNext = () => {
    const n = nextSource + 1
    nextSource = (nextSource + 1) % count
    return c.cite(n)
  }
  // The student's wishes and the outline's wording: the chapter, a neighbouring subsection, a task, the goal.
  const chapter = i.outline.chapters[i.chapter - 1]
  const siblings = (chapter?.subchapters ?? []).map((s) => s.title).filter((t) => t !== i.title)
  const task = i.tasks?.length ? i.tasks[index % i.tasks.length] : undefined
  // Each of the student's wishes once in the body, in the section of its turn (all of them when there are fewer
  // sections than wishes, the last section takes the rest).
  const wished = contentWishes(i.wishes)
  const sections = sectionCount(i.outline)
  const mine = index < sections - 1 ? wished.slice(index, index + 1) : wished.slice(index)
  const wishes = [
    ...mine.map((w) => `${fillParts(choose(WISH_LEAD), { S: i.title })} ${w.teacher ? 'преподавателя' : 'к работе'}: ${lowerFirst(w.text)}.`),
    i.subchapter !== null && chapter
      ? `${fillParts(choose(CHAPTER_MEMBER), { S: i.title, C: i.chapterTitle })}${siblings.length ? ` ${choose(['наряду с', 'вместе с', 'рядом с'])} ${siblings.length === 1 ? 'вопросом' : 'вопросами'} ${quoted(siblings)}` : ''}.`
      : '',
    task ? `${fillParts(choose(TASK_LINK), { S: i.title })} ${lowerFirst(noDot(task))}.` : '',
    // The goal every third section (from the first), so it runs through the work without becoming a refrain.
    i.goal && index % 3 === 0 ? `${fillParts(choose(GOAL_LINK), { S: i.title })} ${goalBody(i.goal)}.` : '',
  ].filter(Boolean)
  const wish = () => wishes.shift() ?? null
  const first = c.fill(SECTION_OPENERS[Math.floor(rng() * SECTION_OPENERS.length)] ?? SECTION_OPENERS[0])
  const length = () => 4 + Math.floor(rng() * 3)
  const sizes: number[] = []
  return writeToLength(i.targetWords, (k, p) => {
    const size = (sizes[p] ??= length())
    if (k === 0) return p === 0 ? first : (opener() ?? c.statement())
    if (k >= size) return null
    if (k === 1) return wish() ?? c.statement()
    // Paragraph shape: opener, statements with one or two citations in the middle, sometimes a closing line.
    if (count && (k === 2 || (k === 4 && rng() < 0.5))) return citeNext()
    if (k === 3 && k < size - 1) return (topical() ?? c.statement()).replace('{CLAIM}', c.claim())
    if (k === size - 1 && rng() < 0.5) return closer() ?? c.statement()
    return c.statement()
  }, { extra: () => c.statement() })
}

export function demoConclusion(i: TEssayTextContext, rng: TRng): string {
  const c = createComposer(rng, { T: i.topic }, [], conclusionSlot(i), i.demoSeed)
  const choose = chooser(rng, i.demoSeed)
  const filler = c.once(CONCLUSION_FILLERS)
  const lead = [
    `${c.fill(choose(CONCLUSION_OPENERS))} ${i.goal ? `Цель работы — ${goalBody(i.goal)} — достигнута.` : choose(['Цель, поставленная во введении, достигнута.', 'Поставленная во введении цель достигнута.', 'Цель, намеченная во введении, выполнена.'])}`,
    ...i.outline.chapters.map((ch, k) => {
      const where = `${k === 1 ? 'Во' : 'В'} ${ordinal(k)} главе${ch.title.includes('«') ? '' : `${choose([', посвященной вопросу', ' о вопросе', ' под названием', ','])} «${ch.title}»,`}`
      return `${where} ${choose(['показано', 'установлено', 'выяснено', 'обосновано', 'прослежено', 'отмечено'])}, что ${c.claim()}.`
    }),
  ]
  const tasks = i.tasks?.length ? [`${choose(TASKS_DONE)} ${i.tasks.map((t) => lowerFirst(noDot(t))).join('; ')}.`] : []
  return writeToLength(i.targetWords, (k) => (k < 6 ? (filler() ?? c.statement()).replace('{CLAIM}', c.claim()) : null), { lead: [...lead, ...tasks] })
}
