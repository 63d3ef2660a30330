// The defense deck of a finished text work (issue 14 part 5): the slide model (domain/presentation/deck.ts) drawn from
// the work's own text, no AI — the aim and tasks from the introduction, a slide per chapter with theses that keep the
// work's [N] citations, its tables and graphs, the conclusions and the GOST source list numbered as the text cites it;
// speaker notes of the work's own sentences for a 5–7 minute speech (./defense-notes.ts).
import { DEFAULT_PRESENTATION_THEME, ZDeckSlide, type TDeckSlide, type TDeckSpec, type TPresentationThemeId } from '../presentation/deck'
import type { TPresentationTitlePage } from '../presentation/input'
import { speakerNotes, type TNotesSource } from './defense-notes'
import { visualSlide } from './defense-visual-slides'
import { numberVisualItems, parseVisualMarker, visualCaption, type TVisualItem } from './visual-items'
import { workParagraphs, type TWorkChapter, type TWorkDocument, type TWorkTitlePage } from './work-document'
import { sentencesOf, thesesOf } from './work-document-theses'

export const DEFENSE_SLIDE_TITLES = { aims: 'Цель и задачи', introduction: 'Введение', conclusions: 'Выводы', sources: 'Список источников' } as const

/** At most this many sources on one slide (and about as many characters as 10 average GOST lines). */
const SOURCES_PER_SLIDE = 10
const SOURCES_CHARS_PER_SLIDE = 1600
/** A slide line read at a glance: shorter than the handout's theses. */
const THESIS_CHARS = 130

/** «Презентация к защите …»: the work type in the genitive. */
const GENITIVE: Record<string, string> = {
  Реферат: 'реферата',
  Проект: 'проекта',
  'Проект с ИИ': 'проекта',
  Доклад: 'доклада',
  Эссе: 'эссе',
  'Курсовая работа': 'курсовой работы',
  Статья: 'статьи',
  Сочинение: 'сочинения',
}

function defenseSubtitle(workType: string): string {
  return `Презентация к защите ${GENITIVE[workType.trim()] ?? 'работы'}`
}

const cut = (s: string, max: number) => (s.length <= max ? s : `${s.slice(0, max - 1).trimEnd()}…`)
const line = (s: string) => s.replace(/\s+/g, ' ').replace(/[.;:,]$/, '').trim()
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)
const GOAL = /(^|[^а-яё])цел(ь|ью)([^а-яё]|$)/i
const TASKS = /(^|[^а-яё])задач/i

/** The aim sentence and the tasks the introduction lists («задачи: раскрыть…, проанализировать…» or a list after «:»). */
function aimsOf(paragraphs: readonly string[]): { goal: string | null; tasks: string[]; used: Set<number> } {
  const used = new Set<number>()
  let goal: string | null = null
  let tasks: string[] = []
  paragraphs.forEach((p, i) => {
    const sentences = sentencesOf(p)
    const g = goal === null ? sentences.find((s) => GOAL.test(s) && !TASKS.test(s)) : undefined
    if (g) {
      goal = line(g)
      used.add(i)
    }
    const t = tasks.length === 0 ? sentences.find((s) => TASKS.test(s) && s.includes(':')) : undefined
    if (!t) return
    used.add(i)
    const after = t.slice(t.indexOf(':') + 1).trim()
    if (after) tasks = after.split(after.includes(';') ? ';' : ',').map(line)
    else
      for (let j = i + 1; j < paragraphs.length && j <= i + 6 && paragraphs[j]!.length < 300 && /^(\d+[).]|[–—•-]|[а-яё])/.test(paragraphs[j]!); j++) {
        tasks.push(line(paragraphs[j]!.replace(/^(\d+[).]|[–—•-])\s*/, '')))
        used.add(j)
      }
  })
  return { goal, tasks: tasks.filter((t) => t.split(' ').length >= 2).map(capital).slice(0, 5), used }
}

type TPlanned = { slide: TDeckSlide; notes: TNotesSource | null }

function chapterSlide(chapter: TWorkChapter, i: number): TPlanned {
  const groups = [...(chapter.paragraphs.length ? [chapter.paragraphs] : []), ...chapter.subchapters.map((s) => s.paragraphs)]
  const notes = { weight: 1.6, groups }
  const title = cut(`${i + 1}. ${chapter.title}`, 600)
  const [a, b] = chapter.subchapters
  if (chapter.subchapters.length === 2 && a && b) {
    const left = thesesOf([a.paragraphs], { min: 2, max: 3, keepCitations: true, maxChars: THESIS_CHARS })
    const right = thesesOf([b.paragraphs], { min: 2, max: 3, keepCitations: true, maxChars: THESIS_CHARS })
    if (left.length && right.length) {
      return { slide: { kind: 'two-columns', title, left: { heading: cut(a.title, 600), bullets: left }, right: { heading: cut(b.title, 600), bullets: right }, notes: '' }, notes }
    }
  }
  const theses = thesesOf(groups, { min: 3, max: 5, keepCitations: true, maxChars: THESIS_CHARS })
  if (theses.length >= 2 || i >= 10) return { slide: { kind: 'bullets', title, bullets: theses.length ? theses : [cut(chapter.title, 600)], notes: '' }, notes }
  return { slide: { kind: 'section', number: i + 1, title: cut(chapter.title, 600), ...(theses[0] ? { subtitle: theses[0] } : {}), notes: '' }, notes }
}

/** The work's visual items in the chapter, in text order, each with the paragraph that leads to it. */
function chapterVisuals(chapter: TWorkChapter, items: ReadonlyMap<string, TVisualItem>, numbers: ReadonlyMap<string, number>, isDemo: boolean, done: Set<string>): TPlanned[] {
  const paragraphs = [...chapter.paragraphs, ...chapter.subchapters.flatMap((s) => s.paragraphs)]
  return paragraphs.flatMap((p, k) => {
    const id = parseVisualMarker(p)
    const item = id === null ? undefined : items.get(id)
    const n = id === null ? undefined : numbers.get(id)
    if (!item || n === undefined || done.has(item.id)) return []
    done.add(item.id)
    const slide = visualSlide(item, n, { isDemo, notes: '' })
    const before = paragraphs.slice(0, k).reverse().find((x) => parseVisualMarker(x) === null)
    return slide ? [{ slide, notes: { weight: 0.4, groups: before ? [[before]] : [], fixed: `${visualCaption(item, n)}.` } }] : []
  })
}

function sourcesSlides(references: readonly string[]): TPlanned[] {
  const pages: string[][] = []
  references.forEach((ref, i) => {
    const entry = cut(`${i + 1}. ${ref.trim()}`, 600)
    const page = pages.at(-1)
    if (page && page.length < SOURCES_PER_SLIDE && page.join('').length + entry.length <= SOURCES_CHARS_PER_SLIDE) page.push(entry)
    else pages.push([entry])
  })
  const title = (k: number) => (pages.length > 1 ? `${DEFENSE_SLIDE_TITLES.sources} (${k + 1}/${pages.length})` : DEFENSE_SLIDE_TITLES.sources)
  return pages.map((references, k) => ({ slide: { kind: 'sources', title: title(k), references, notes: '' }, notes: null }))
}

export type TDefenseDeckOptions = {
  /** The work's demo flag (written by the demo writer): every slide says so. */
  isDemo: boolean
  /** The AI editor's tables and graphs of this work (essay_visual_items); their markers in the text place them. */
  visualItems?: readonly TVisualItem[]
  themeId?: TPresentationThemeId
}

/** `work` as the documents take it: parsed, its references in the GOST order, citations renumbered (orderReferences). */
export function essayDefenseDeck(work: TWorkDocument, opts: TDefenseDeckOptions): TDeckSpec {
  const intro = work.introduction.paragraphs
  const aims = aimsOf(intro)
  const aimBullets = [...(aims.goal ? [aims.goal] : []), ...aims.tasks].map((b) => cut(b, 600)).slice(0, 6)
  const introSlide: TPlanned = {
    slide: aimBullets.length
      ? { kind: 'bullets', title: DEFENSE_SLIDE_TITLES.aims, bullets: aimBullets, notes: '' }
      : { kind: 'bullets', title: DEFENSE_SLIDE_TITLES.introduction, bullets: orTopic(thesesOf([intro], { keepCitations: true, maxChars: THESIS_CHARS }), work.topic), notes: '' },
    // The speech opens with why the topic matters (the introduction's first paragraphs), then the aim and the tasks.
    notes: { weight: 1.1, groups: [intro.filter((_p, i) => !aims.used.has(i)).slice(0, 3), intro.filter((_p, i) => aims.used.has(i))].filter((g) => g.length) },
  }

  const items = new Map((opts.visualItems ?? []).map((v) => [v.id, v]))
  const numbers = numberVisualItems(workParagraphs(work), (id) => items.get(id)?.type)
  const done = new Set<string>()
  const chapters = work.chapters.flatMap((c, i) => [chapterSlide(c, i), ...chapterVisuals(c, items, numbers, opts.isDemo, done)])

  // «Проведённое исследование позволяет сделать ряд выводов.» opens many conclusions and says nothing on a slide.
  const substantial = work.conclusion.paragraphs.filter((p) => p.length >= 80)
  const conclusions = thesesOf([substantial.length >= 3 ? substantial : work.conclusion.paragraphs], { keepCitations: true, maxChars: THESIS_CHARS })
  const conclusion: TPlanned[] = conclusions.length
    ? [{ slide: { kind: 'bullets', title: DEFENSE_SLIDE_TITLES.conclusions, bullets: conclusions, notes: '' }, notes: { weight: 1.4, groups: [work.conclusion.paragraphs] } }]
    : []

  const sources = sourcesSlides(work.references)
  // The deck holds 40 slides: visual slides past that are left to the work itself.
  let room = 40 - 1 - work.chapters.length - conclusion.length - sources.length
  const body = chapters.filter((p) => (p.slide.kind === 'table' || p.slide.kind === 'chart' ? room-- > 0 : true))
  const planned = [introSlide, ...body, ...conclusion, ...sources]

  // Visual slides claim the sentence that leads to them first, so the chapter's notes do not say it twice.
  const withNotes = planned.map((p, i) => ({ p, i })).filter((x) => x.p.notes !== null)
  const order = [...withNotes.filter((x) => x.p.notes!.fixed), ...withNotes.filter((x) => !x.p.notes!.fixed)]
  const notes = speakerNotes(order.map((x) => x.p.notes!))
  const byIndex = new Map(order.map((x, k) => [x.i, notes[k]!]))
  const slides = planned.map((p, i) => ZDeckSlide.parse({ ...p.slide, notes: byIndex.get(i) ?? '' }))

  return {
    topic: cut(work.topic.trim(), 255),
    subtitle: defenseSubtitle(work.workType),
    themeId: opts.themeId ?? DEFAULT_PRESENTATION_THEME,
    isDemo: opts.isDemo,
    slides,
  }
}

const orTopic = (theses: string[], topic: string) => (theses.length ? theses : [cut(topic, 600)])

/** The title slide's lines from the work's title page (domain/presentation/input.ts TPresentationTitlePage). */
export function defenseTitlePage(tp: TWorkTitlePage): TPresentationTitlePage {
  const opt = (v: string | undefined, max: number) => (v ? { value: cut(v.trim(), max) } : null)
  const fields = {
    institution: opt(tp.institution, 300),
    subject: opt(tp.subject, 200),
    studentName: opt(tp.studentName, 200),
    group: opt(tp.group, 50),
    teacherName: opt(tp.teacher, 200),
    city: opt(tp.city, 100),
  }
  const forms = { ...(tp.authorForm && { authorForm: tp.authorForm }), ...(tp.teacherForm && { teacherForm: tp.teacherForm }) }
  return { ...Object.fromEntries(Object.entries(fields).flatMap(([k, v]) => (v ? [[k, v.value]] : []))), ...forms, year: tp.year }
}
