// The relevance report kept in the project (issue 13, part 3): the real reference search over the shipped catalogue for
// 20 topics with their outlines in 10 subjects. At least 90 % of the offered sources must be of the topic's subject,
// no work may be offered twice (same DOI, or an original and its translation), and a topic on the digitalisation of
// small business must not be offered Black–Scholes, Markowitz or Keynes. The share is printed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testDb, type TestDb } from '../../tests/helpers/test-db'
import { createLocalCatalogue } from './local-catalogue'
import type { SourcesPort } from './port'
import { sameWork } from '../../domain/sources/same-work'
import type { TSourceSubject } from '../../domain/sources/subjects'
import { REFERENCES_PAGE } from '../../domain/sources/search-note'
import { findReferences } from './find-references'

type TTopic = { topic: string; chapters: string[]; subject: TSourceSubject }

const TOPICS: TTopic[] = [
  { subject: 'economics', topic: 'Цифровизация малого бизнеса в России', chapters: ['Малый бизнес в экономике страны', 'Цифровые технологии в работе малых предприятий', 'Государственная поддержка цифровизации предпринимательства'] },
  { subject: 'economics', topic: 'Инфляция и её влияние на экономику России', chapters: ['Понятие и виды инфляции', 'Причины инфляции', 'Денежно-кредитная политика и инфляция'] },
  { subject: 'law', topic: 'Уголовная ответственность за мошенничество в России', chapters: ['Понятие мошенничества в уголовном праве', 'Состав преступления', 'Судебная практика'] },
  { subject: 'law', topic: 'Конституционные права и свободы человека', chapters: ['Права человека в конституции', 'Защита прав и свобод'] },
  { subject: 'psychology', topic: 'Психологические особенности подросткового возраста', chapters: ['Кризис подросткового возраста', 'Развитие личности подростка'] },
  { subject: 'psychology', topic: 'Мотивация учебной деятельности студентов', chapters: ['Теории мотивации', 'Мотивы учения'] },
  { subject: 'pedagogy', topic: 'Проектное обучение в школе', chapters: ['Педагогические основы проектного обучения', 'Проекты на уроках'] },
  { subject: 'pedagogy', topic: 'Воспитание ребёнка в семье и школе', chapters: ['Цели воспитания', 'Педагогика сотрудничества'] },
  { subject: 'history', topic: 'Отмена крепостного права в России', chapters: ['Крепостное право накануне реформы', 'Реформа 1861 года и её итоги'] },
  { subject: 'history', topic: 'Русская революция 1917 года', chapters: ['Причины революции', 'Революция и гражданская война'] },
  { subject: 'philosophy', topic: 'Философия сознания и проблема искусственного разума', chapters: ['Сознание в философии', 'Мысленный эксперимент «Китайская комната»'] },
  { subject: 'philosophy', topic: 'Этика Канта', chapters: ['Категорический императив', 'Критика практического разума'] },
  { subject: 'literature', topic: 'Поэтика древнерусской литературы', chapters: ['Жанры древнерусской литературы', 'Образ человека в литературе Древней Руси'] },
  { subject: 'literature', topic: 'Романы Достоевского', chapters: ['Полифонический роман', 'Герои Достоевского'] },
  { subject: 'ecology', topic: 'Изменение климата и его последствия', chapters: ['Причины изменения климата', 'Климатическая политика'] },
  { subject: 'ecology', topic: 'Загрязнение окружающей среды пестицидами', chapters: ['Пестициды в сельском хозяйстве', 'Экологические последствия загрязнения'] },
  { subject: 'management', topic: 'Стратегический менеджмент организации', chapters: ['Конкурентная стратегия', 'Стратегическое управление изменениями'] },
  { subject: 'management', topic: 'Управление персоналом на предприятии', chapters: ['Мотивация персонала', 'Лидерство в организации'] },
  { subject: 'computer-science', topic: 'Алгоритмы сортировки и структуры данных', chapters: ['Алгоритмы сортировки', 'Структуры данных в программировании'] },
  { subject: 'computer-science', topic: 'Искусственный интеллект и глубокое обучение нейросетей', chapters: ['Нейросети', 'Глубокое обучение'] },
]

let t: TestDb
let sources: SourcesPort
beforeAll(async () => {
  t = await testDb()
  sources = createLocalCatalogue(t.db)
}, 120_000)
afterAll(async () => {
  await t.dispose()
})

describe('reference relevance over the shipped catalogue', () => {
  it('offers sources of the topic’s subject (≥ 90 %), never one work twice, and fewer rather than filler', async () => {
    let offered = 0
    let onSubject = 0
    let duplicates = 0
    const lines: string[] = []
    for (const work of TOPICS) {
      const page = (await findReferences(sources, work)).slice(0, REFERENCES_PAGE)
      offered += page.length
      onSubject += page.filter((f) => f.hit.subject === work.subject).length
      page.forEach((a, i) => page.slice(i + 1).forEach((b) => (duplicates += sameWork(a.hit.record, b.hit.record) ? 1 : 0)))
      lines.push(`${work.subject.padEnd(16)} ${String(page.length).padStart(2)}  ${work.topic}: ${page.map((f) => f.hit.record.title.slice(0, 40)).join(' | ')}`)
    }
    const share = onSubject / offered
    console.log(`${lines.join('\n')}\nrelevance: ${onSubject}/${offered} offered sources match the topic's subject (${(share * 100).toFixed(1)} %), ${duplicates} duplicates`)
    expect(new Set(TOPICS.map((w) => w.subject)).size).toBe(10)
    expect(offered).toBeGreaterThanOrEqual(TOPICS.length)
    expect(share).toBeGreaterThanOrEqual(0.9)
    expect(duplicates).toBe(0)
  })

  it('does not offer Black–Scholes, Markowitz or Keynes for the digitalisation of small business', async () => {
    const found = await findReferences(sources, TOPICS[0]!)
    const authors = found.flatMap((f) => f.hit.record.authors.map((a) => a.family))
    for (const name of ['Black', 'Scholes', 'Markowitz', 'Keynes', 'Кейнс']) expect(authors).not.toContain(name)
  })

  it('offers one work once: Keynes in Russian and in English, North in both languages, a repeated record', async () => {
    const inflation = await findReferences(sources, { topic: 'Занятость, процент и деньги в экономике', chapters: [] })
    const keynes = inflation.filter((f) => f.hit.record.authors.some((a) => a.family === 'Keynes' || a.family === 'Кейнс'))
    expect(keynes).toHaveLength(1)
    const institutions = await findReferences(sources, { topic: 'Институты и институциональные изменения в экономике', chapters: [] })
    expect(institutions.filter((f) => f.hit.record.authors.some((a) => a.family === 'North' || a.family === 'Норт'))).toHaveLength(1)
    const law = await findReferences(sources, { topic: 'Общая теория права', chapters: ['Право и правовые нормы'] })
    expect(law.filter((f) => f.hit.record.title === 'Общая теория права')).toHaveLength(1)
  })

  it('skips works offered before, so «Найти другие источники» gets another page or nothing', async () => {
    const work = TOPICS[19]!
    const first = (await findReferences(sources, work)).slice(0, 3)
    const next = await findReferences(sources, work, undefined, { exclude: first.map((f) => f.hit.record) })
    for (const f of next) expect(first.some((p) => sameWork(p.hit.record, f.hit.record))).toBe(false)
    const all = await findReferences(sources, work)
    expect(await findReferences(sources, work, undefined, { exclude: all.map((f) => f.hit.record) })).toEqual([])
  })
})
