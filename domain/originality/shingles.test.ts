import { describe, expect, it } from 'vitest'
import { contentWords } from './content-words'
import { SHINGLE_WORDS, shingleText } from './shingles'

const stems = (text: string, o?: { excludeCitedQuotes?: boolean }) => contentWords(text, o).map((w) => w.stem)

describe('contentWords: the normalisation of issue 36', () => {
  it('lower-cases, turns ё into е, stems Russian and English, drops stop words, numbers and single letters', () => {
    expect(stems('Её Социальные СЕТИ и 2024 год, т. е. networks в 3-м квартале')).toEqual(['социальн', 'сет', 'год', 'network', 'квартал'])
    expect(stems('ещё')).toEqual([])
    expect(stems('Всё учтённое')).toEqual(['учтен'])
  })

  it('drops citation marks of every usual shape', () => {
    for (const mark of ['[1]', '[1, с. 5]', '[1; 4]', '[1–3]', '[1, 2]', '[12, p. 3-4]', '[3, т. 2, с. 15]']) {
      const words = contentWords(`Рост цен ${mark} снижает доходы`)
      expect(words.map((w) => w.stem), mark).toEqual(['рост', 'цен', 'снижа', 'доход'])
    }
    // Square brackets that are not a citation stay text.
    expect(stems('[примечание автора]')).toEqual(['примечан', 'автор'])
  })

  it('drops the reference list up to an appendix heading or the end, and only from a heading line', () => {
    const body = 'Инфляция снижает реальные доходы.'
    for (const heading of ['Список литературы', 'СПИСОК ИСПОЛЬЗОВАННЫХ ИСТОЧНИКОВ', 'Список использованной литературы', 'Библиографический список', 'Литература', 'References', '5. Список литературы']) {
      const text = `${body}\n\n${heading}\n1. Иванов И. И. Деньги и кредит. М.: Наука, 2020.\n2. Smith A. Wealth of Nations.\n\nПриложение А\nТаблица расходов семьи`
      expect(stems(text), heading).toEqual(['инфляц', 'снижа', 'реальн', 'доход', 'приложен', 'таблиц', 'расход', 'сем'])
    }
    expect(stems(`${body}\nСписок литературы\nПетров П. П. Экономика.`)).toEqual(['инфляц', 'снижа', 'реальн', 'доход'])
    // A table of contents without page numbers names the list first: the list is the last such heading.
    const contents = 'Содержание\nВведение\nГлава 1\nСписок литературы\n\nВведение\nИнфляция снижает реальные доходы.'
    expect(stems(`${contents}\n\nСписок литературы\nПетров П. П. Экономика.`)).toEqual(['содержан', 'введен', 'глав', 'список', 'литератур', 'введен', 'инфляц', 'снижа', 'реальн', 'доход'])
    // «литература» inside a sentence is a word, not a heading.
    expect(stems('Литература эпохи изучена мало.')).toEqual(['литератур', 'эпох', 'изуч', 'мал'])
  })

  it('drops a quotation followed by a citation only when asked', () => {
    const text = 'Автор пишет: «Деньги теряют ценность быстро» [2, с. 15]. Мы согласны. Термин "денежная масса" [3] известен. Цитата «без ссылки» остается.'
    expect(stems(text)).toEqual(['автор', 'пишет', 'деньг', 'теря', 'ценност', 'быстр', 'согласн', 'термин', 'денежн', 'масс', 'извест', 'цитат', 'ссылк', 'оста'])
    expect(stems(text, { excludeCitedQuotes: true })).toEqual(['автор', 'пишет', 'согласн', 'термин', 'извест', 'цитат', 'ссылк', 'оста'])
  })

  it('keeps each word’s range in the original text', () => {
    const text = 'Её «Социальные» сети'
    const words = contentWords(text)
    expect(words.map((w) => text.slice(w.start, w.end))).toEqual(['Социальные', 'сети'])
  })
})

describe('shingleText', () => {
  it('gives consecutive windows of SHINGLE_WORDS content words with their original ranges', () => {
    const text = 'Инфляция спроса возникает, когда совокупные расходы населения растут быстрее производства.'
    const s = shingleText(text)
    const words = contentWords(text)
    expect(s.words).toBe(9)
    expect(s.hashes).toHaveLength(s.words - SHINGLE_WORDS + 1)
    expect(s.spans).toHaveLength(2 * s.hashes.length)
    s.hashes.forEach((_, i) => {
      expect(s.spans[2 * i]).toBe(words[i]?.start)
      expect(s.spans[2 * i + 1]).toBe(words[i + SHINGLE_WORDS - 1]?.end)
    })
    expect(text.slice(s.spans[0], s.spans[1]).startsWith('Инфляция спроса')).toBe(true)
    expect(text.slice(s.spans.at(-2), s.spans.at(-1)).endsWith('быстрее производства')).toBe(true)
    for (const h of s.hashes) expect(h).toBe(h | 0)
  })

  it('gives the same hashes whatever the case, ё, cases of words, stop words and numbers', () => {
    const a = shingleText('Влияние социальных сетей на успеваемость студентов в 2024 году.')
    const b = shingleText('ВЛИЯНИЕМ социальной сети и успеваемостью студента году')
    expect(b.hashes).toEqual(a.hashes)
    expect(shingleText('Влияние социальных сетей').hashes).not.toEqual(shingleText('Влияние экономических сетей').hashes)
  })

  it('gives no shingles to a text shorter than one shingle, and nothing to an empty one', () => {
    expect(shingleText('')).toEqual({ hashes: [], spans: [], words: 0 })
    expect(shingleText('   \n  [1] 2024 и в на ')).toEqual({ hashes: [], spans: [], words: 0 })
    expect(shingleText('Рост цен').hashes).toEqual([])
  })
})
