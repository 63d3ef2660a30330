import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { formatReference } from './gost'
import { ZSourceRecord, type TSourceRecord } from './reference'
import { referenceLineOrderKey, referenceOrderKey, sortReferences } from './reference-order'

const a = (family: string, given: string) => ({ family, given })
const rec = (r: z.input<typeof ZSourceRecord>) => ZSourceRecord.parse(r)

// Given in citation order, as a text would cite them.
const RECORDS: TSourceRecord[] = [
  rec({ kind: 'article', language: 'en', authors: [a('Miller', 'George A.')], title: 'The magical number seven, plus or minus two', container: 'Psychological Review', year: 1956, volume: '63', issue: '2', pages: '81-97' }),
  rec({ kind: 'book', authors: [a('Выготский', 'Лев Семёнович')], title: 'Мышление и речь', city: 'Москва', publisher: 'Соцэкгиз', year: 1934 }),
  rec({ kind: 'book', authors: [], title: 'Конституция Российской Федерации', city: 'Москва', publisher: 'Юридическая литература', year: 1993 }),
  rec({ kind: 'book', language: 'en', authors: [a('de Beauvoir', 'Simone')], title: 'The second sex', city: 'New York', publisher: 'Knopf', year: 1953 }),
  rec({ kind: 'book', authors: [a('Ершов', 'Пётр Павлович')], title: 'Режиссура как практическая психология', city: 'Москва', publisher: 'Искусство', year: 1972 }),
  rec({ kind: 'book', authors: [a('Ёлкин', 'Виктор Андреевич')], title: 'Эволюционная психология', city: 'Москва', publisher: 'Наука', year: 2015 }),
  rec({
    kind: 'book',
    authors: [a('Камаев', 'В. Д.'), a('Ильин', 'М. З.'), a('Тарасевич', 'Л. С.'), a('Пуляев', 'В. Т.')],
    title: 'Экономическая теория',
    city: 'Москва',
    publisher: 'Владос',
    year: 2004,
  }),
  rec({ kind: 'book', language: 'en', authors: [a('Kahneman', 'Daniel')], title: 'Thinking, fast and slow', city: 'New York', publisher: 'Farrar, Straus and Giroux', year: 2011 }),
  rec({ kind: 'web', authors: [], title: '«Большая российская энциклопедия»: электронная версия', url: 'https://bigenc.ru', year: 2023 }),
  rec({ kind: 'book', authors: [a('Выготский', 'Лев Семёнович')], title: 'Педагогическая психология', city: 'Москва', publisher: 'Работник просвещения', year: 1926 }),
  rec({ kind: 'book', authors: [a('Абрамова', 'Галина Сергеевна')], title: 'Возрастная психология', city: 'Москва', publisher: 'Юрайт', year: 2019 }),
]

const EXPECTED = [
  'Абрамова|Возрастная психология',
  '|«Большая российская энциклопедия»: электронная версия',
  'Выготский|Педагогическая психология', // the same heading: the earlier year first, though «М» < «П»
  'Выготский|Мышление и речь',
  'Ёлкин|Эволюционная психология', // «Ё» as «Е»: before «Ер», not before «А» as its code point would put it
  'Ершов|Режиссура как практическая психология',
  '|Конституция Российской Федерации', // no heading: by its title
  '|Экономическая теория', // four authors: no heading, by its title
  'de Beauvoir|The second sex', // case does not count: «de» between «Ку…» and «K…»
  'Kahneman|Thinking, fast and slow',
  'Miller|The magical number seven, plus or minus two',
]

const label = (r: TSourceRecord) => `${r.authors.length <= 3 ? (r.authors[0]?.family ?? '') : ''}|${r.title}`

describe('sortReferences (GOST order)', () => {
  it('puts Cyrillic entries first, then Latin ones, each alphabetical by heading, ties by year', () => {
    expect(sortReferences(RECORDS, referenceOrderKey).map(label)).toEqual(EXPECTED)
  })

  it('orders the same list kept as GOST lines the same way', () => {
    const lines = RECORDS.map((r) => formatReference(r))
    const byRecord = sortReferences(RECORDS, referenceOrderKey).map((r) => formatReference(r))
    expect(sortReferences(lines, referenceLineOrderKey)).toEqual(byRecord)
  })

  it('reads a line’s heading, title and year', () => {
    expect(referenceLineOrderKey('Руссо, Ж.-Ж. Об общественном договоре / Ж.-Ж. Руссо. – Москва : Канон-пресс, 1998. – 416 с.')).toEqual({
      heading: 'Руссо, Ж.-Ж.',
      title: 'Об общественном договоре',
      year: 1998,
    })
    expect(referenceLineOrderKey('Экономическая теория : учебник / В. Д. Камаев, М. З. Ильин, Л. С. Тарасевич [и др.]. – Москва : Владос, 2004. – 592 с.')).toEqual({
      heading: 'Экономическая теория',
      title: 'Экономическая теория',
      year: 2004,
    })
  })

  it('keeps entries with one key in their given order and does not change its input', () => {
    const twins = [rec({ kind: 'book', authors: [a('Иванов', 'И. И.')], title: 'Том', year: 2000 }), rec({ kind: 'book', authors: [a('иванов', 'и. и.')], title: 'том', year: 2000 })]
    expect(sortReferences(twins, referenceOrderKey)).toEqual(twins)
    const copy = [...RECORDS]
    sortReferences(RECORDS, referenceOrderKey)
    expect(RECORDS).toEqual(copy)
  })
})
