// Demo writers for essay text: introduction, one section, conclusion — of the requested length, citing only
// the approved sources by their numbers.
import { WORK_TYPES } from '../prompts/common'
import type { TEssayTextContext } from '../prompts/essay-text-input'
import type { TEssaySectionInput } from '../prompts/essay-section.v1'
import { createComposer, writeToLength } from './compose'
import { CHAPTERS_GENITIVE, CONCLUSION_FILLERS, ORDINAL_CHAPTER, PARAGRAPH_CLOSERS, PARAGRAPH_OPENERS, RELEVANCE, SECTION_OPENERS, TOPICAL } from './phrases'
import { deck, type TRng } from './rng'

const lowerFirst = (s: string) => (/^\p{Lu}\p{Ll}/u.test(s) ? s.charAt(0).toLowerCase() + s.slice(1) : s)
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)
const noDot = (s: string) => s.trim().replace(/[.;]+$/, '')

function goalSentence(goal: string | undefined, topic: string) {
  if (!goal) return `Цель работы — комплексно рассмотреть тему «${topic}» и сформулировать обоснованные выводы.`
  return /^цель/i.test(goal.trim()) ? `${noDot(goal)}.` : `Цель работы — ${lowerFirst(noDot(goal))}.`
}

export function demoIntroduction(i: TEssayTextContext, rng: TRng): string {
  const c = createComposer(rng, { T: i.topic }, i.sources)
  const relevance = deck(rng, RELEVANCE)
  const n = i.outline.chapters.length
  const tasks = i.tasks?.length ? `Для достижения цели поставлены следующие задачи: ${i.tasks.map((t) => lowerFirst(noDot(t))).join('; ')}.` : ''
  const sources = i.sources.length
    ? `Теоретическую базу исследования составили работы, включенные в список источников, в том числе ${i.sources
        .slice(0, 3)
        .map((s, k) => `«${s.title}» [${k + 1}]`)
        .join(', ')}.`
    : ''
  const tail = [
    goalSentence(i.goal, i.topic),
    tasks,
    `Объект исследования — круг явлений и отношений, охватываемых темой «${i.topic}»; предмет — их содержание, факторы и тенденции развития.`,
    sources,
    `${cap(WORK_TYPES[i.workType].name)} состоит из введения, ${CHAPTERS_GENITIVE[n - 1] ?? `${n} глав`}, заключения и списка использованных источников.`,
  ].filter(Boolean)
  // Relevance paragraphs grow or shrink to fit the length; goal, tasks, object and structure always close the text.
  return writeToLength(i.targetWords, (k) => (k === 0 ? c.fill(relevance()).replace('{CLAIM}', c.claim()) : k < 5 ? c.statement() : null), { tail })
}

/** Position of a section among all sections of the outline (0-based), so sections take turns with the sources. */
function sectionIndex(i: TEssaySectionInput) {
  let index = 0
  for (let ch = 0; ch < i.chapter - 1; ch++) index += Math.max(1, i.outline.chapters[ch]?.subchapters.length ?? 1)
  return index + (i.subchapter ?? 1) - 1
}

export function demoSection(i: TEssaySectionInput, rng: TRng): string {
  const c = createComposer(rng, { T: i.topic, S: i.title, CN: ORDINAL_CHAPTER[i.chapter - 1] ?? `${i.chapter}-й` }, i.sources)
  const opener = deck(rng, PARAGRAPH_OPENERS)
  const closer = deck(rng, PARAGRAPH_CLOSERS)
  const topical = deck(rng, TOPICAL)
  const count = i.sources.length
  // Each section starts further along the list, so across the work every approved source gets cited.
  let nextSource = count ? (sectionIndex(i) * 2) % count : 0
  const citeNext = () => {
    const n = nextSource + 1
    nextSource = (nextSource + 1) % count
    return c.cite(n)
  }
  const first = c.fill(SECTION_OPENERS[Math.floor(rng() * SECTION_OPENERS.length)] ?? SECTION_OPENERS[0])
  const length = () => 4 + Math.floor(rng() * 3)
  const sizes: number[] = []
  return writeToLength(i.targetWords, (k, p) => {
    const size = (sizes[p] ??= length())
    if (k === 0) return p === 0 ? first : opener()
    if (k >= size) return null
    // Paragraph shape: opener, statements with one or two citations in the middle, sometimes a closing line.
    if (count && (k === 2 || (k === 4 && rng() < 0.5))) return citeNext()
    if (k === 3 && k < size - 1) return c.fill(topical()).replace('{CLAIM}', c.claim())
    if (k === size - 1 && rng() < 0.5) return c.fill(closer())
    return c.statement()
  }, { extra: () => c.statement() })
}

export function demoConclusion(i: TEssayTextContext, rng: TRng): string {
  const c = createComposer(rng, { T: i.topic }, [])
  const filler = deck(rng, CONCLUSION_FILLERS)
  const lead = [
    `В ходе работы была рассмотрена тема «${i.topic}». Цель, поставленная во введении, достигнута.`,
    ...i.outline.chapters.map(
      (ch, k) => `${k === 1 ? 'Во' : 'В'} ${ORDINAL_CHAPTER[k] ?? `${k + 1}-й`} главе${ch.title.includes('«') ? '' : `, посвященной вопросу «${ch.title}»,`} показано, что ${c.claim()}.`,
    ),
  ]
  const tasks = i.tasks?.length ? [`Поставленные задачи решены: удалось ${i.tasks.map((t) => lowerFirst(noDot(t))).join('; ')}.`] : []
  return writeToLength(i.targetWords, (k) => (k < 6 ? c.fill(filler()).replace('{CLAIM}', c.claim()) : null), { lead: [...lead, ...tasks] })
}
