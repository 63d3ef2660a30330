// Reference search relevance: a topic's sources come from its own subject and name its concepts, not records that
// merely share a common word such as «России» (the 20-topic report is edge/sources/find-references.test.ts).
import { describe, expect, it } from 'vitest'
import { createLocalCatalogue } from '../../edge/sources/local-catalogue'
import { findReferences } from '../../edge/sources/find-references'
import { subjectScores } from '../../domain/sources/subject-of-topic'
import type { TestDb } from '../helpers/test-db'
import { useTestDeps } from '../helpers/test-app'

let t: TestDb
useTestDeps((made) => ({ t } = made))

describe('reference relevance', () => {
  it.each([
    ['Инфляция и её влияние на экономику России', 'economics'],
    ['Психологические особенности подросткового возраста', 'psychology'],
  ])('keeps «%s» to its subject (%s)', async (topic, subject) => {
    expect(subjectScores(topic)[0]?.subject).toBe(subject)
    const found = (await findReferences(createLocalCatalogue(t.db), { topic, chapters: [] })).map((f) => f.hit)
    expect(found.length).toBeGreaterThanOrEqual(3)
    expect(found.every((h) => h.subject === subject)).toBe(true)
  })

  it('offers nothing rather than filler when the catalogue has no source on the topic', async () => {
    const topic = 'Уголовная ответственность за мошенничество в России'
    expect(subjectScores(topic)[0]?.subject).toBe('law')
    expect(await findReferences(createLocalCatalogue(t.db), { topic, chapters: [] })).toEqual([])
  })
})
