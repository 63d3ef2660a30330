import { describe, expect, it } from 'vitest'
import { formatReference, initials } from './gost'
import type { z } from 'zod'
import { ZSourceRecord } from './reference'

type TSourceRecordInput = z.input<typeof ZSourceRecord>

const fmt = (r: TSourceRecordInput, accessedOn?: string) => formatReference(ZSourceRecord.parse(r), { accessedOn })
const a = (family: string, given: string) => ({ family, given })

describe('initials', () => {
  it('reduces given names to initials, keeping hyphens and existing initials', () => {
    expect(initials('Алексей Николаевич')).toBe('А. Н.')
    expect(initials('Жан-Жак')).toBe('Ж.-Ж.')
    expect(initials('G. A.')).toBe('G. A.')
    expect(initials('')).toBe('')
  })
})

describe('formatReference (GOST R 7.0.100-2018)', () => {
  it('book, one author', () => {
    expect(
      fmt({ kind: 'book', authors: [a('Леонтьев', 'Алексей Николаевич')], title: 'Деятельность. Сознание. Личность', city: 'Москва', publisher: 'Политиздат', year: 1975, pages: '304' }),
    ).toBe('Леонтьев, А. Н. Деятельность. Сознание. Личность / А. Н. Леонтьев. – Москва : Политиздат, 1975. – 304 с.')
  })

  it('book, three authors: the first heads the entry, all three after the slash', () => {
    expect(
      fmt({
        kind: 'book',
        authors: [a('Мескон', 'М. Х.'), a('Альберт', 'М.'), a('Хедоури', 'Ф.')],
        title: 'Основы менеджмента',
        city: 'Москва',
        publisher: 'Дело',
        year: 1992,
        pages: '702',
      }),
    ).toBe('Мескон, М. Х. Основы менеджмента / М. Х. Мескон, М. Альберт, Ф. Хедоури. – Москва : Дело, 1992. – 702 с.')
  })

  it('book, four authors: no heading, the first three and «[и др.]», edition area', () => {
    expect(
      fmt({
        kind: 'book',
        authors: [a('Кормен', 'Т.'), a('Лейзерсон', 'Ч.'), a('Ривест', 'Р.'), a('Штайн', 'К.')],
        title: 'Алгоритмы: построение и анализ',
        edition: '2-е изд.',
        city: 'Москва',
        publisher: 'Вильямс',
        year: 2005,
        pages: '1296',
      }),
    ).toBe('Алгоритмы: построение и анализ / Т. Кормен, Ч. Лейзерсон, Р. Ривест [и др.]. – 2-е изд. – Москва : Вильямс, 2005. – 1296 с.')
  })

  it('book with subtitle information, foreign: Latin abbreviations', () => {
    expect(
      fmt({
        kind: 'book',
        language: 'en',
        authors: [a('Kahneman', 'Daniel')],
        title: 'Thinking, Fast and Slow',
        city: 'New York',
        publisher: 'Farrar, Straus and Giroux',
        year: 2011,
        pages: '499',
      }),
    ).toBe('Kahneman, D. Thinking, Fast and Slow / D. Kahneman. – New York : Farrar, Straus and Giroux, 2011. – 499 p.')
    expect(fmt({ kind: 'book', authors: [a('Спиркин', 'А. Г.')], title: 'Философия', subtitle: 'учебник', city: 'Москва', publisher: 'Гардарики', year: 1998 })).toBe(
      'Спиркин, А. Г. Философия : учебник / А. Г. Спиркин. – Москва : Гардарики, 1998.',
    )
  })

  it('Russian journal article: volume, issue and page range', () => {
    expect(
      fmt({
        kind: 'article',
        authors: [a('Полтерович', 'В. М.')],
        title: 'Институциональные ловушки и экономические реформы',
        container: 'Экономика и математические методы',
        year: 1999,
        volume: '35',
        issue: '2',
        pages: '3-20',
      }),
    ).toBe('Полтерович, В. М. Институциональные ловушки и экономические реформы / В. М. Полтерович // Экономика и математические методы. – 1999. – Т. 35, № 2. – С. 3–20.')
  })

  it('foreign article with a DOI (a doi.org address is not repeated as a URL)', () => {
    expect(
      fmt({
        kind: 'article',
        language: 'en',
        authors: [a('Akerlof', 'George A.')],
        title: 'The Market for "Lemons": Quality Uncertainty and the Market Mechanism',
        container: 'The Quarterly Journal of Economics',
        year: 1970,
        volume: '84',
        issue: '3',
        pages: '488–500',
        doi: 'https://doi.org/10.2307/1879431',
        url: 'https://doi.org/10.2307/1879431',
      }),
    ).toBe(
      'Akerlof, G. A. The Market for "Lemons": Quality Uncertainty and the Market Mechanism / G. A. Akerlof // The Quarterly Journal of Economics. – 1970. – Vol. 84, no. 3. – P. 488–500. – DOI 10.2307/1879431.',
    )
  })

  it('electronic article with many authors: «[et al.]», URL with the access date, «Текст : электронный»', () => {
    expect(
      fmt(
        {
          kind: 'article',
          language: 'en',
          authors: [a('Vaswani', 'Ashish'), a('Shazeer', 'Noam'), a('Parmar', 'Niki'), a('Uszkoreit', 'Jakob'), a('Jones', 'Llion'), a('Gomez', 'Aidan N.'), a('Kaiser', 'Łukasz'), a('Polosukhin', 'Illia')],
          title: 'Attention Is All You Need',
          container: 'Advances in Neural Information Processing Systems',
          year: 2017,
          volume: '30',
          pages: '5998–6008',
          url: 'https://proceedings.neurips.cc/paper/2017/hash/3f5ee243547dee91fbd053c1c4a845aa-Abstract.html',
        },
        '2025-02-01',
      ),
    ).toBe(
      'Attention Is All You Need / A. Vaswani, N. Shazeer, N. Parmar [et al.] // Advances in Neural Information Processing Systems. – 2017. – Vol. 30. – P. 5998–6008. – URL: https://proceedings.neurips.cc/paper/2017/hash/3f5ee243547dee91fbd053c1c4a845aa-Abstract.html (дата обращения: 01.02.2025). – Текст : электронный.',
    )
  })

  it('web page on a site, with its own access date', () => {
    expect(
      fmt({
        kind: 'web',
        language: 'en',
        authors: [a('Van Gulick', 'Robert')],
        title: 'Consciousness',
        container: 'The Stanford Encyclopedia of Philosophy',
        year: 2004,
        url: 'https://plato.stanford.edu/entries/consciousness/',
        accessedAt: '2025-03-15',
      }),
    ).toBe(
      'Van Gulick, R. Consciousness / R. Van Gulick // The Stanford Encyclopedia of Philosophy : [сайт]. – 2004. – URL: https://plato.stanford.edu/entries/consciousness/ (дата обращения: 15.03.2025). – Текст : электронный.',
    )
  })

  it('web site without an author opens with its title', () => {
    expect(fmt({ kind: 'web', title: 'КиберЛенинка', subtitle: 'научная электронная библиотека', year: 2012, url: 'https://cyberleninka.ru/', accessedAt: '2025-01-10' })).toBe(
      'КиберЛенинка : научная электронная библиотека : [сайт]. – 2012. – URL: https://cyberleninka.ru/ (дата обращения: 10.01.2025). – Текст : электронный.',
    )
  })

  it('chapter in a book: host title, imprint, page range', () => {
    expect(
      fmt({
        kind: 'chapter',
        language: 'en',
        authors: [a('Jakobson', 'Roman')],
        title: 'Linguistics and Poetics',
        container: 'Style in Language',
        city: 'Cambridge, MA',
        publisher: 'MIT Press',
        year: 1960,
        pages: '350-377',
      }),
    ).toBe('Jakobson, R. Linguistics and Poetics / R. Jakobson // Style in Language. – Cambridge, MA : MIT Press, 1960. – P. 350–377.')
  })

  it('thesis: degree statement and institution, place and year without a publisher', () => {
    expect(
      fmt({ kind: 'thesis', language: 'en', authors: [a('Nash', 'John Forbes')], title: 'Non-Cooperative Games', subtitle: 'PhD thesis', publisher: 'Princeton University', city: 'Princeton', year: 1950 }),
    ).toBe('Nash, J. F. Non-Cooperative Games : PhD thesis / J. F. Nash ; Princeton University. – Princeton, 1950.')
  })

  it('keeps a title’s own question mark instead of adding a full stop', () => {
    expect(
      fmt({ kind: 'article', language: 'en', authors: [a('Gettier', 'Edmund L.')], title: 'Is Justified True Belief Knowledge?', container: 'Analysis', year: 1963, volume: '23', issue: '6', pages: '121–123', doi: '10.1093/analys/23.6.121' }),
    ).toBe('Gettier, E. L. Is Justified True Belief Knowledge? / E. L. Gettier // Analysis. – 1963. – Vol. 23, no. 6. – P. 121–123. – DOI 10.1093/analys/23.6.121.')
  })
})

describe('formatReference without a host title', () => {
  it('formats an article whose journal is unknown like a separate work', () => {
    expect(fmt({ kind: 'article', authors: [{ family: 'Иванов', given: 'И. И.' }], title: 'Заметка', year: 2020, pages: '5-7' })).toBe(
      'Иванов, И. И. Заметка / И. И. Иванов. – 2020. – С. 5–7.',
    )
  })
})
