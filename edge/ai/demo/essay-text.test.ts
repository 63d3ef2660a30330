// The honest demo writer: a whole work written part by part (as the product writes it) repeats no sentence, weaves
// in the student's wishes and the outline's titles, cites approved sources only as «см. [n]», names no author and
// invents no figures.
import { describe, expect, it } from 'vitest'
import { checkCitations } from '../citations'
import { demoProvider } from '../demo-provider'
import { planEssayText, writeEssayPart, type TEssayContext } from '../essay-text'
import type { TApprovedSource, TOutline } from '../prompts/common'
import { demoOutline, demoRequirements } from './essay-structure'
import { createRng } from './rng'
import { VERBS } from './claim-verbs'

const CLAIM_VERBS = VERBS.map((v) => v.v)
import { PARAGRAPH_CLOSERS, PARAGRAPH_OPENERS, SECTION_OPENERS } from './phrases'
import { wishesOf } from './essay-text'

const ai = demoProvider({ streamDelayMs: 0 })

const TOPICS = [
  'Влияние цифровизации на малый бизнес в России',
  'Роль семьи в социализации подростков',
  'Экологические проблемы крупных городов',
  'Образ Петербурга в русской литературе',
  'Налоговое регулирование в 2020-х годах',
]

const SOURCES: TApprovedSource[] = [
  { title: 'Цифровая экономика: теория и практика', author: 'Иванов И. И.', year: 2021 },
  { title: 'Социология семьи', author: 'Кузнецова Е. В.', year: 2019 },
  { title: 'Общая теория занятости, процента и денег', author: 'Кейнс Дж. М.', year: 1936 },
  { title: 'Статистический ежегодник', year: 2023 },
  { title: 'Городская среда', author: 'Смирнов А. А., Волкова Н. П.', year: 2018 },
]
const SURNAMES = ['Иванов', 'Кузнецова', 'Кузнецов', 'Кейнс', 'Кейнса', 'Смирнов', 'Волкова']

const sentencesOf = (body: string) =>
  body
    .split('\n\n')
    .filter((p) => !p.startsWith('#'))
    .flatMap((p) => p.split(/(?<=[.!?])\s+(?=[А-ЯЁA-Z«(])/u))
    .map((s) => s.trim())
    .filter(Boolean)

const normalise = (s: string) =>
  s
    .toLowerCase()
    .replace(/ё/g, 'е')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()

async function writeWork(topic: string, wishes: { idea?: string; goal?: string; tasks?: string[] } = {}, given?: { outline: TOutline; pages: number }, seed?: string) {
  const rng = createRng(topic.length)
  const pages = given?.pages ?? 10
  const demoSeed = seed ? { demoSeed: seed } : {}
  const req = demoRequirements({ topic, workType: 'kursovaya', numberOfPages: pages, ...demoSeed }, rng)
  const outline: TOutline = given?.outline ?? demoOutline({ topic, workType: 'kursovaya', numberOfPages: pages, ...demoSeed }, rng)
  const ctx: TEssayContext = { topic, workType: 'kursovaya', idea: wishes.idea ?? req.idea, goal: wishes.goal ?? req.goal, tasks: wishes.tasks ?? req.tasks, outline, sources: SOURCES, ...demoSeed }
  const parts = []
  let previousText = ''
  for (const part of planEssayText(pages, outline)) {
    const written = await writeEssayPart(ai, ctx, part, { previousText })
    previousText = written.text
    parts.push(written)
  }
  return { ctx, outline, parts, body: parts.map((p) => p.text).join('\n\n') }
}

describe('demo essay writer: an honest whole work', () => {
  it('repeats no sentence within a 10-page work, for five topics', async () => {
    for (const topic of TOPICS) {
      const { body } = await writeWork(topic)
      const sentences = sentencesOf(body).map(normalise)
      expect(sentences.length).toBeGreaterThan(100)
      const seen = new Map<string, number>()
      for (const s of sentences) seen.set(s, (seen.get(s) ?? 0) + 1)
      const repeated = [...seen].filter(([, n]) => n > 1).map(([s]) => s)
      expect(repeated, topic).toEqual([])
    }
  })

  it('repeats no sentence in a long work either, when each section’s own share of claims runs out', async () => {
    const outline: TOutline = {
      chapters: ['Первая', 'Вторая', 'Третья', 'Четвертая', 'Пятая'].map((w) => ({
        title: `${w} глава исследования`,
        subchapters: ['Понятия', 'Подходы', 'Практика', 'Проблемы', 'Решения'].map((t) => ({ title: `${t}: ${w.toLowerCase()} часть` })),
      })),
    }
    const { body } = await writeWork(TOPICS[2] ?? '', {}, { outline, pages: 60 })
    const sentences = sentencesOf(body).map(normalise)
    expect(sentences.length).toBeGreaterThan(800)
    expect(sentences.length - new Set(sentences).size).toBe(0)
  })

  it('cites approved sources only as «см. [n]» and names no author of them', async () => {
    for (const topic of TOPICS) {
      const { body } = await writeWork(topic)
      const check = checkCitations(body, SOURCES.length)
      expect(check).toEqual({ cited: [1, 2, 3, 4, 5], outOfRange: [], ok: true })
      // Every bracket is preceded by «см.»: «см. [3]» or «см. [1]; см. [2]».
      const brackets = [...body.matchAll(/\[[^\]]*\]/g)]
      expect(brackets.length).toBeGreaterThan(5)
      for (const m of brackets) {
        expect(m[0], m[0]).toMatch(/^\[\d+\]$/)
        expect(body.slice(Math.max(0, (m.index ?? 0) - 4), m.index), body.slice((m.index ?? 0) - 40, (m.index ?? 0) + 5)).toBe('см. ')
      }
      for (const name of SURNAMES) expect(body, `${topic}: ${name}`).not.toContain(name)
      // Neither the sources' titles: a title is where an author's name or a year would slip in.
      for (const s of SOURCES) expect(body).not.toContain(s.title)
      expect(body).not.toMatch(/по мнению [А-ЯЁ]|как отмечает [А-ЯЁ]|пишет [А-ЯЁ]/u)
    }
  })

  it('states no figures: the only digits are citation numbers and those of the topic', async () => {
    for (const topic of TOPICS) {
      const { body } = await writeWork(topic)
      const allowed = new Set(topic.match(/\d+/g) ?? [])
      // Headings carry the outline's numbering (1.2.); the prose between them is what the writer made.
      const prose = body
        .split('\n\n')
        .filter((p) => !p.startsWith('#'))
        .join('\n\n')
        .replace(/см\. \[\d+\]/g, '')
      const numbers = prose.match(/\d+/g) ?? []
      expect(numbers.filter((n) => !allowed.has(n)), topic).toEqual([])
      expect(prose).not.toMatch(/%|процент|млн|млрд|тыс\./)
    }
    // A topic with a number keeps it; the body adds none.
    const { body } = await writeWork('Налоговое регулирование в 2020-х годах')
    expect(body).toContain('2020')
  })

  it('weaves in the student’s goal, idea and tasks and the outline’s section and subsection titles', async () => {
    const wishes = {
      idea: 'Показать, что онлайн-сервисы снижают издержки предпринимателей',
      goal: 'Оценить доступность цифровых сервисов для предпринимателей',
      tasks: ['Сравнить онлайн-кассы и маркетплейсы', 'Выявить барьеры для сельских предпринимателей', 'Предложить меры поддержки'],
    }
    const { body, outline, parts } = await writeWork(TOPICS[0] ?? '', wishes)
    const intro = parts[0]?.text ?? ''
    expect(intro).toContain('Цель работы — оценить доступность цифровых сервисов для предпринимателей.')
    expect(intro).toContain('показать, что онлайн-сервисы снижают издержки предпринимателей')
    expect(intro).toContain('сравнить онлайн-кассы и маркетплейсы; выявить барьеры для сельских предпринимателей; предложить меры поддержки')
    // Sections name their own titles and the chapter's; each task shows up in the body outside the introduction.
    const sections = parts.filter((p) => p.part.kind === 'section')
    for (const s of sections) {
      if (s.part.kind !== 'section') continue
      expect(s.text).toContain(`«${s.part.title}»`)
      expect(s.text).toContain(`«${s.part.chapterTitle}»`)
    }
    // The goal runs through the work: every third section, from the first, comes back to it.
    const withGoal = sections.filter((s) => s.text.includes('цели работы — оценить доступность цифровых сервисов для предпринимателей'))
    expect(withGoal.length).toBe(Math.ceil(sections.length / 3))
    expect(withGoal[0]).toBe(sections[0])
    const rest = sections.map((s) => s.text).join('\n')
    for (const t of wishes.tasks) expect(rest).toContain(t.charAt(0).toLowerCase() + t.slice(1))
    // The introduction and the conclusion name every chapter of the outline.
    const conclusion = parts.at(-1)?.text ?? ''
    for (const ch of outline.chapters) expect(intro).toContain(`«${ch.title}»`)
    expect(conclusion).toContain('Цель работы — оценить доступность цифровых сервисов для предпринимателей — достигнута.')
    expect(body).toContain('Замысел работы таков')
    // An idea that introduces itself is taken as it is.
    const own = await writeWork(TOPICS[1] ?? '', { idea: 'Основная идея работы — семья остается главным институтом социализации' })
    expect(own.parts[0]?.text).toContain(' Основная идея работы — семья остается главным институтом социализации.')
    expect(own.body).not.toContain('Замысел работы таков')
  })

  it('the demo provider still labels itself a demo', () => {
    expect(ai.info.isDemo).toBe(true)
  })
})

describe('demo essay writer: the student’s wishes', () => {
  const wishes = 'Преподаватель просит опираться на 44-ФЗ и региональную практику. Обратить внимание на сельские районы!\nНе меньше 15 страниц'
  it('takes each wish about the content into account once in the body, leaves form wishes to the file, quotes none in the introduction', async () => {
    const topic = TOPICS[0] ?? ''
    const rng = createRng(3)
    const outline = demoOutline({ topic, workType: 'kursovaya', numberOfPages: 10 }, rng)
    const ctx: TEssayContext = { topic, workType: 'kursovaya', outline, sources: SOURCES, wishes }
    const parts = []
    for (const part of planEssayText(10, outline)) parts.push(await writeEssayPart(ai, ctx, part))
    const intro = parts[0]!.text
    expect(intro).not.toMatch(/пожелани|преподаватель просит/i)
    const body = parts.slice(1, -1).map((p) => p.text).join('\n\n')
    expect(body.split('учтено пожелание преподавателя: опираться на 44-ФЗ и региональную практику.').length - 1).toBe(1)
    expect(body.split('учтено пожелание к работе: обратить внимание на сельские районы.').length - 1).toBe(1)
    // «Не меньше 15 страниц» is the work's volume, not a sentence of its text; nobody «просит» in the text.
    expect(body).not.toMatch(/15 страниц|просит/)
    const all = parts.map((p) => p.text).join('\n\n')
    const sentences = sentencesOf(all).map(normalise)
    expect(sentences.length - new Set(sentences).size).toBe(0)
    // Digits: the wishes' own (44) and citation numbers only.
    const prose = all.replace(/см\. \[\d+\]/g, '')
    expect((prose.match(/\d+/g) ?? []).filter((n) => n !== '44')).toEqual([])
  })

  it('names the topic at most once in each part of the work, and nests no quotes in the outline', async () => {
    for (const topic of [...TOPICS, 'Влияние социальных сетей на успеваемость студентов']) {
      const { parts, outline } = await writeWork(topic)
      for (const p of parts) expect(p.text.split(topic).length - 1, `${topic}: ${p.part.kind}`).toBeLessThanOrEqual(1)
      expect(parts.map((p) => p.text).join('\n').split(topic).length - 1).toBeLessThanOrEqual(parts.length)
      for (const ch of outline.chapters) expect(ch.title, topic).not.toMatch(/[«»"]/)
      // Later mentions read «эта тема» in the right case, never a bare «тема» with a gap.
      expect(parts.map((p) => p.text).join('\n')).not.toMatch(/тем[аыеу] »|«»/)
    }
  })

  it('wears no claim out: in a 10-page work no predicate comes more than 3 times, in a 20-page one more than 6', async () => {
    const topic = 'Влияние социальных сетей на успеваемость студентов'
    for (const [pages, most] of [[10, 3], [20, 6]] as const) {
      const { body } = await writeWork(topic, {}, { outline: demoOutline({ topic, workType: 'kursovaya', numberOfPages: pages }, createRng(pages)), pages })
      // A predicate is a verb with its object (claims.ts builds them word by word): «выявляет скрытые противоречия».
      const predicates = new Map<string, number>()
      const verbUses = CLAIM_VERBS.map((verb) => {
        const found = [...body.matchAll(new RegExp(`(?<!\\p{L})${verb} (?:более )?(\\p{L}+ \\p{L}+)`, 'gu'))]
        for (const m of found) predicates.set(`${verb} ${m[1]}`, (predicates.get(`${verb} ${m[1]}`) ?? 0) + 1)
        return found.length
      })
      expect(predicates.size, `${pages} pages`).toBeGreaterThan(100)
      expect(Math.max(...predicates.values()), `${pages} pages: ${[...predicates].filter(([, k]) => k > most).map(([p]) => p).join(", ")}`).toBeLessThanOrEqual(most)
      // Spread, not dropped: most of the verbs are used, none worn out.
      expect(verbUses.filter((n) => n > 0).length).toBeGreaterThan(CLAIM_VERBS.length / 2)
      expect(Math.max(...verbUses), `${pages} pages`).toBeLessThanOrEqual(pages * 2)
    }
  })

  it('splits the wishes into sentences and lines, without numbering or the final stop', () => {
    expect(wishesOf('1) Больше примеров.\n2) Меньше воды!  Что с ГОСТ?')).toEqual(['Больше примеров', 'Меньше воды', 'Что с ГОСТ'])
    expect(wishesOf(undefined)).toEqual([])
  })
})

// Issue 36, part 6: with an order's seed the demo draws its wording per order; it keeps every guarantee above.
describe('demo essay writer with an order’s seed', () => {
  const SEEDS = ['essay-101', 'essay-102', 'referat-order-7']

  it('repeats no sentence, cites only as «см. [n]», names no author, adds no figure, names the topic at most once a part', async () => {
    for (const topic of TOPICS) {
      for (const seed of SEEDS) {
        const { body, parts, outline } = await writeWork(topic, {}, undefined, seed)
        const sentences = sentencesOf(body).map(normalise)
        expect(sentences.length, `${topic} ${seed}`).toBeGreaterThan(100)
        expect(sentences.length - new Set(sentences).size, `${topic} ${seed}`).toBe(0)
        expect(checkCitations(body, SOURCES.length).ok).toBe(true)
        for (const m of body.matchAll(/\[[^\]]*\]/g)) expect(body.slice(Math.max(0, (m.index ?? 0) - 4), m.index)).toBe('см. ')
        for (const name of SURNAMES) expect(body).not.toContain(name)
        for (const s of SOURCES) expect(body).not.toContain(s.title)
        const allowed = new Set(topic.match(/\d+/g) ?? [])
        const prose = body.split('\n\n').filter((p) => !p.startsWith('#')).join('\n\n').replace(/см\. \[\d+\]/g, '')
        expect((prose.match(/\d+/g) ?? []).filter((n) => !allowed.has(n)), `${topic} ${seed}`).toEqual([])
        for (const p of parts) expect(p.text.split(topic).length - 1).toBeLessThanOrEqual(1)
        for (const ch of outline.chapters) {
          expect(ch.title).not.toMatch(/[«»"]/)
          expect(ch.title).not.toContain(topic)
        }
        expect(body).not.toMatch(/тем[аыеу] »|«»/)
      }
    }
  })

  it('wears no predicate out and writes a different work for each order, the same one again for the same order', async () => {
    const topic = 'Влияние социальных сетей на успеваемость студентов'
    const works = []
    for (const seed of SEEDS) {
      const { body } = await writeWork(topic, {}, undefined, seed)
      const predicates = new Map<string, number>()
      for (const verb of CLAIM_VERBS) {
        for (const m of body.matchAll(new RegExp(`(?<!\\p{L})${verb} (?:более )?(\\p{L}+ \\p{L}+)`, 'gu'))) {
          predicates.set(`${verb} ${m[1]}`, (predicates.get(`${verb} ${m[1]}`) ?? 0) + 1)
        }
      }
      expect(Math.max(...predicates.values()), seed).toBeLessThanOrEqual(3)
      works.push(body)
    }
    expect(new Set(works).size).toBe(SEEDS.length)
    expect((await writeWork(topic, {}, undefined, SEEDS[0])).body).toBe(works[0])
  })

  it('opens and closes paragraphs with sentences no other bank has, so a section cannot say one twice', () => {
    const all = [...SECTION_OPENERS, ...PARAGRAPH_OPENERS, ...PARAGRAPH_CLOSERS]
    expect(new Set(all).size).toBe(all.length)
  })
})
