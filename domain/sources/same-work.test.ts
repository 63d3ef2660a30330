import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { ZSourceRecord } from './reference'
import { nameSkeleton, sameWork } from './same-work'

type TSourceRecordInput = z.input<typeof ZSourceRecord>

const r = (x: Partial<TSourceRecordInput>) => ZSourceRecord.parse({ kind: 'book', title: 'T', year: 2000, ...x })

describe('one work', () => {
  it('spells a family name the same across alphabets', () => {
    expect(nameSkeleton('Кейнс')).toBe(nameSkeleton('Keynes'))
    expect(nameSkeleton('Блок')).toBe(nameSkeleton('Bloch'))
    expect(nameSkeleton('Норт')).toBe(nameSkeleton('North'))
    expect(nameSkeleton('Хайдеггер')).toBe(nameSkeleton('Heidegger'))
    expect(nameSkeleton('Портер')).not.toBe(nameSkeleton('Кейнс'))
  })

  it('is the same DOI, the same title and author, or an original and its translation', () => {
    const keynesRu = r({ language: 'ru', authors: [{ family: 'Кейнс', given: 'Дж. М.' }], title: 'Общая теория занятости, процента и денег', year: 1999 })
    const keynesEn = r({ language: 'en', authors: [{ family: 'Keynes', given: 'John Maynard' }], title: 'The General Theory of Employment, Interest and Money', year: 1936 })
    expect(sameWork(keynesRu, keynesEn)).toBe(true)
    expect(sameWork(r({ doi: '10.1234/a', title: 'A' }), r({ doi: 'https://doi.org/10.1234/A', title: 'B' }))).toBe(true)
    expect(sameWork(r({ authors: [{ family: 'Алексеев', given: 'С. С.' }], title: 'Общая теория права', year: 1981 }), r({ authors: [{ family: 'Алексеев', given: 'С. С.' }], title: 'Общая  теория права.', year: 1982 }))).toBe(true)
    // Two works of one author in one language stay two; so do an article and a book.
    const porter = { language: 'en', authors: [{ family: 'Porter', given: 'Michael E.' }] }
    expect(sameWork(r({ ...porter, title: 'Competitive Strategy' }), r({ ...porter, title: 'Competitive Advantage' }))).toBe(false)
    expect(sameWork(r({ language: 'en', kind: 'article', authors: [{ family: 'LeCun', given: 'Yann' }], title: 'Deep Learning', year: 2015 }), r({ language: 'en', authors: [{ family: 'Goodfellow', given: 'Ian' }], title: 'Deep Learning', year: 2016 }))).toBe(false)
  })
})
