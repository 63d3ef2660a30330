import { describe, expect, it } from 'vitest'
import { formatReference } from './gost'
import { normalizeDoi, parseAuthorName, ZAddSourceInput, ZSourceRecord } from './reference'

const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues.map((i) => i.message) ?? []

describe('ZAddSourceInput (the student’s own source)', () => {
  it('accepts a title, authors separated by «;» and an integer year', () => {
    const v = ZAddSourceInput.parse({ title: ' Мышление и речь ', author: 'Выготский Лев Семёнович; А. Р. Лурия', publicationYear: 1934 })
    expect(v).toEqual({
      title: 'Мышление и речь',
      author: [
        { family: 'Выготский', given: 'Лев Семёнович' },
        { family: 'Лурия', given: 'А. Р.' },
      ],
      publicationYear: 1934,
    })
  })

  it('gives the spec’s messages for a missing title, author and year', () => {
    expect(messages(ZAddSourceInput.safeParse({ title: '', author: ' ', publicationYear: undefined }))).toEqual([
      'Укажи название источника',
      'Укажи автора источника',
      'Укажи год издания источника',
    ])
  })

  it('refuses years before 1900 and fractional years', () => {
    expect(messages(ZAddSourceInput.safeParse({ title: 'Т', author: 'А', publicationYear: 1899 }))).toEqual(['Год издания не может быть меньше 1900'])
    expect(messages(ZAddSourceInput.safeParse({ title: 'Т', author: 'А', publicationYear: 2001.5 }))).toEqual(['Год издания должен быть целым числом'])
    expect(messages(ZAddSourceInput.safeParse({ title: 'Т', author: 'А', publicationYear: new Date().getUTCFullYear() + 5 }))).toEqual([
      'Год издания не может быть больше текущего',
    ])
    expect(ZAddSourceInput.safeParse({ title: 'Т', author: 'А', publicationYear: 1900 }).success).toBe(true)
  })
})

describe('ZAddSourceInput: place and publisher', () => {
  const base = { title: 'Мышление и речь', author: 'Выготский Л. С.', publicationYear: 1934 }
  const recordOf = (input: Record<string, unknown>) => {
    const v = ZAddSourceInput.parse({ ...base, ...input })
    return ZSourceRecord.parse({ kind: 'book', authors: v.author, title: v.title, year: v.publicationYear, city: v.city, publisher: v.publisher })
  }

  it('reads the place and publisher, trimmed, and leaves out empty or missing ones', () => {
    expect(ZAddSourceInput.parse({ ...base, city: ' Москва ', publisher: ' Соцэкгиз ' })).toMatchObject({ city: 'Москва', publisher: 'Соцэкгиз' })
    const bare = ZAddSourceInput.parse({ ...base, city: '  ', publisher: null })
    expect(bare.city).toBeUndefined()
    expect(bare.publisher).toBeUndefined()
    expect(messages(ZAddSourceInput.safeParse({ ...base, publisher: 'И'.repeat(301) }))).toEqual(['Слишком длинное значение'])
  })

  it('puts «Город : Издательство, год» in the GOST entry, or what of it is known', () => {
    expect(formatReference(recordOf({ city: 'Москва', publisher: 'Соцэкгиз' }))).toBe('Выготский, Л. С. Мышление и речь / Л. С. Выготский. – Москва : Соцэкгиз, 1934.')
    expect(formatReference(recordOf({ city: 'Москва' }))).toBe('Выготский, Л. С. Мышление и речь / Л. С. Выготский. – Москва, 1934.')
    expect(formatReference(recordOf({ publisher: 'Соцэкгиз' }))).toBe('Выготский, Л. С. Мышление и речь / Л. С. Выготский. – Соцэкгиз, 1934.')
    expect(formatReference(recordOf({}))).toBe('Выготский, Л. С. Мышление и речь / Л. С. Выготский. – 1934.')
  })
})

describe('ZSourceRecord', () => {
  it('normalises the DOI and defaults the language to Russian', () => {
    const r = ZSourceRecord.parse({ kind: 'article', title: 'Deep learning', year: 2015, doi: 'https://doi.org/10.1038/NATURE14539' })
    expect(r.doi).toBe('10.1038/nature14539')
    expect(r.language).toBe('ru')
    expect(r.authors).toEqual([])
  })

  it('refuses a bad kind, DOI, URL and language with Russian messages', () => {
    const res = ZSourceRecord.safeParse({ kind: 'video', title: 'x', year: 2000, doi: 'nature', url: 'ftp://x', language: 'russian' })
    expect(messages(res)).toEqual([
      'Тип источника: книга, статья, сайт, диссертация или глава',
      'DOI должен выглядеть как 10.1234/abcd',
      'Ссылка должна начинаться с http:// или https://',
      'Язык источника — двухбуквенный код, например ru или en',
    ])
  })
})

describe('parseAuthorName', () => {
  it.each([
    ['Иванов И. И.', { family: 'Иванов', given: 'И. И.' }],
    ['Иванов Иван Иванович', { family: 'Иванов', given: 'Иван Иванович' }],
    ['И. И. Иванов', { family: 'Иванов', given: 'И. И.' }],
    ['Smith, John', { family: 'Smith', given: 'John' }],
    ['John Maynard Keynes', { family: 'Keynes', given: 'John Maynard' }],
    ['Keynes J. M.', { family: 'Keynes', given: 'J. M.' }],
    ['Аристотель', { family: 'Аристотель', given: '' }],
  ])('%s', (raw, parsed) => {
    expect(parseAuthorName(raw)).toEqual(parsed)
  })
})

describe('limits', () => {
  it('normalizeDoi strips prefixes', () => {
    expect(normalizeDoi('doi: 10.1126/Science.162.3859.1243')).toBe('10.1126/science.162.3859.1243')
  })
})
