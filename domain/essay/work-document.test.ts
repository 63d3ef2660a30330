import { describe, expect, it } from 'vitest'
import { sampleEssay } from '../../tests/helpers/sample-essay'
import { citationsIn, citeCurrentSources, orderReferences, renumberCitations } from './work-document-citations'
import { firstSentence, thesesOf, thesis } from './work-document-theses'
import { workParagraphs, ZWorkDocument } from './work-document'

describe('citations', () => {
  it('reads single, listed, ranged and paged citations and ignores other brackets', () => {
    expect(citationsIn('А [1]. Б [2, 3]; В [4–6] и [7, с. 25], [sic], [см. рис. 2], [2021].')).toEqual([1, 2, 3, 4, 5, 6, 7])
  })

  it('renumbers through a map and keeps page references', () => {
    const map = new Map([[1, 2], [2, 1], [3, 3]])
    expect(renumberCitations('Текст [1, 3] и [2, с. 14].', map)).toBe('Текст [2, 3] и [1, с. 14].')
  })

  it('puts the list in the GOST order and renumbers every citation to the source it named', () => {
    const refs = [
      'Smith, A. The wealth of nations / A. Smith. – London : Methuen, 1904. – 462 p.',
      'Сорокин, П. А. Человек. Цивилизация. Общество / П. А. Сорокин. – Москва : Политиздат, 1992. – 543 с.',
      'Бурдьё, П. Социология политики / П. Бурдьё. – Москва : Socio-Logos, 1993. – 336 с.',
      'Социология : учебник / В. И. Добреньков, А. И. Кравченко, Г. В. Осипов [и др.]. – Москва : Инфра-М, 2010. – 624 с.',
    ]
    const w = orderReferences({
      introduction: { paragraphs: ['[1] затем [2, с. 10] и [3; 4]'] },
      chapters: [{ paragraphs: [], subchapters: [{ paragraphs: ['снова [1–2]'] }] }],
      conclusion: { paragraphs: ['без ссылок'] },
      references: refs,
    })
    expect(w.references).toEqual([refs[2], refs[1], refs[3], refs[0]])
    expect(w.introduction.paragraphs).toEqual(['[4] затем [2, с. 10] и [1, 3]'])
    expect(w.chapters[0]!.subchapters[0]!.paragraphs).toEqual(['снова [2, 4]'])
    expect(w.conclusion.paragraphs).toEqual(['без ссылок'])
  })
})

describe('citations of a text written with an older source list', () => {
  // Old list [A, B, C] → new list [C, D]: B and A are gone, C is now 1.
  const map = new Map([[3, 1]])
  it('renumbers what stays and drops what was taken out, with its «см.» and brackets', () => {
    expect(citeCurrentSources('Первый [1] и третий [3].', map)).toBe('Первый и третий [1].')
    expect(citeCurrentSources('Так считается (см. [2]), но [2, 3, с. 5] уточняет.', map)).toBe('Так считается, но [1, с. 5] уточняет.')
    expect(citeCurrentSources('Годы [2021] и [sic] остаются [1–3].', map)).toBe('Годы [2021] и [sic] остаются [1].')
  })
})

describe('ZWorkDocument', () => {
  it('accepts the sample work, and an already ordered one stays as it is', () => {
    const work = orderReferences(ZWorkDocument.parse(sampleEssay()))
    expect(orderReferences(work)).toBe(work)
    expect(workParagraphs(work).length).toBeGreaterThan(20)
  })

  it('explains in Russian what is missing', () => {
    const w = sampleEssay({ pages: 6 })
    const r = ZWorkDocument.safeParse({ ...w, topic: ' ', chapters: [{ title: 'Глава' }] })
    expect(r.success).toBe(false)
    const messages = r.error!.issues.map((i) => i.message)
    expect(messages).toContain('Не указана тема работы')
    expect(messages).toContain('В главе нет текста')
  })
})

describe('theses', () => {
  it('takes the first sentence, not stopping at initials or «с.»', () => {
    expect(firstSentence('По данным И. И. Иванова, рост составил 5 % [2, с. 14]. Далее идёт другое.')).toBe('По данным И. И. Иванова, рост составил 5 % [2, с. 14].')
  })

  it('drops citations and cuts long sentences at a word', () => {
    expect(thesis('Короткий тезис о главном [3].')).toBe('Короткий тезис о главном')
    const long = thesis(`${'слово '.repeat(60)}конец.`, 40)
    expect(long.length).toBeLessThanOrEqual(40)
    expect(long).toMatch(/слово…$/)
  })

  it('gives 3–5 theses, a subchapter lead each first', () => {
    expect(thesesOf([['Первый тезис главы.'], ['Второй тезис главы.'], ['Третий тезис главы.']])).toHaveLength(3)
    expect(thesesOf([['Первый тезис главы.', 'Четвёртый тезис главы.'], ['Второй тезис главы.', 'Пятый тезис главы.']])).toEqual([
      'Первый тезис главы',
      'Второй тезис главы',
      'Четвёртый тезис главы',
      'Пятый тезис главы',
    ])
    expect(thesesOf(Array.from({ length: 7 }, (_, i) => [`Тезис номер ${i + 1} по теме.`]))).toHaveLength(5)
  })
})

describe('theses of a short text', () => {
  it('uses later sentences when there are too few paragraphs', () => {
    expect(thesesOf([['Первое утверждение главы. Второе утверждение главы.', 'Третье утверждение главы.']])).toEqual([
      'Первое утверждение главы',
      'Третье утверждение главы',
      'Второе утверждение главы',
    ])
  })
})
