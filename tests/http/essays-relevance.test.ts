// Reference search relevance (issue 34 item 1): a topic's sources name what distinguishes the topic, not merely its
// subject or a shared word such as «России» or «социальный»; where the catalogue holds fewer than a page of them the
// wizard shows those few and says so, and where it holds none it offers nothing and says that. The hand-judged set is
// edge/sources/relevance-set.test.ts; the 20-topic report edge/sources/find-references.test.ts.
import { describe, expect, it } from 'vitest'
import type { AppDeps } from '../../edge/context'
import { createLocalCatalogue } from '../../edge/sources/local-catalogue'
import { findReferences } from '../../edge/sources/find-references'
import { searchEssayReferences } from '../../edge/essays/references/search-essay-references'
import { subjectScores } from '../../domain/sources/subject-of-topic'
import { referenceSearchNote, sourcesCount } from '../../domain/sources/search-note'
import { RELEVANCE_SET, sourceKey } from '../fixtures/source-relevance-set'
import type { TestDb } from '../helpers/test-db'
import { approveOutline, essayOnOutline } from '../helpers/essay-orders'
import { gql, phoneClients } from './auth-support'
import { useTestApp, type TTestApp } from '../helpers/test-app'

let t: TestDb
let deps: AppDeps
let app: TTestApp
useTestApp((made) => ({ t, deps, app } = made))
const client = phoneClients('10.97.1', () => ({ app, db: t.db }))

const ORDER = `query($id: ID!) { getAiEssayOrderById(id: $id) { referenceSearch { found page exhausted } references { status referenceData { title year } } } }`
const judged = (topic: string) => RELEVANCE_SET.find((w) => w.topic === topic)!.relevant

/** The wizard up to its reference step: the topic, the demo outline approved, the search run; what the step shows. */
async function wizardSources(topic: string) {
  const { headers: h } = await client(100)
  const { id, outline } = await essayOnOutline(app, deps, h, topic, 4)
  expect(await approveOutline(app, deps, h, id, outline)).toBe(4)
  expect(await searchEssayReferences({ deps, sources: deps.ports.sources, orderId: id, finalAttempt: false })).toBe('found')
  const order = (await gql(app, ORDER, { id }, h)).data.getAiEssayOrderById
  const offered = (order.references as { status: string; referenceData: { title: string; year: number } }[]).filter((r) => r.status === 'found').map((r) => sourceKey(r.referenceData))
  return { offered, note: referenceSearchNote(order.referenceSearch) }
}

describe('reference relevance', () => {
  it.each([
    ['Мотивация учебной деятельности студентов', 'psychology'],
    ['Конкурентная стратегия организации', 'management'],
  ])('offers «%s» three or more sources of its subject (%s), each judged relevant', async (topic, subject) => {
    expect(subjectScores(topic)[0]?.subject).toBe(subject)
    const found = (await findReferences(createLocalCatalogue(t.db), { topic, chapters: [] })).map((f) => f.hit)
    expect(found.length).toBeGreaterThanOrEqual(3)
    expect(found.every((h) => h.subject === subject)).toBe(true)
    expect(found.map((h) => sourceKey(h.record)).filter((k) => !judged(topic).includes(k))).toEqual([])
  })

  it.each([
    ['Инфляция и её влияние на экономику России', 'economics'],
    ['Психологические особенности подросткового возраста', 'psychology'],
  ])('offers «%s» only the sources of its subject judged relevant, not ones sharing a word (%s)', async (topic, subject) => {
    expect(subjectScores(topic)[0]?.subject).toBe(subject)
    const found = (await findReferences(createLocalCatalogue(t.db), { topic, chapters: [] })).map((f) => f.hit)
    expect(found.length).toBeGreaterThanOrEqual(2)
    expect(found.every((h) => h.subject === subject)).toBe(true)
    expect(found.map((h) => sourceKey(h.record)).filter((k) => !judged(topic).includes(k))).toEqual([])
  })

  it('offers nothing rather than filler when the catalogue has no source on the topic', async () => {
    const topic = 'Уголовная ответственность за мошенничество в России'
    expect(subjectScores(topic)[0]?.subject).toBe('law')
    expect(await findReferences(createLocalCatalogue(t.db), { topic, chapters: [] })).toEqual([])
  })
})

describe('what the wizard says when the catalogue has few sources on the topic', () => {
  it('offers the few relevant ones for inflation and says it found only that many', { timeout: 60_000 }, async () => {
    const topic = 'Инфляция и её влияние на экономику России'
    const { offered, note } = await wizardSources(topic)
    expect(offered.length).toBeGreaterThanOrEqual(1)
    expect(offered.length).toBeLessThan(3)
    expect(offered.filter((k) => !judged(topic).includes(k))).toEqual([])
    expect(note).toBe(`Нашли только ${sourcesCount(offered.length)} — добавь свои или измени тему`)
  })

  it('offers nothing for social networks and students’ performance and says it found none', { timeout: 60_000 }, async () => {
    const { offered, note } = await wizardSources('Влияние социальных сетей на успеваемость студентов')
    expect(offered).toEqual([])
    expect(note).toBe('Не нашли подходящих источников — добавь свои или измени тему')
  })
})
