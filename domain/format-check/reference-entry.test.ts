import { describe, expect, it } from 'vitest'
import { checkReferenceEntry, parseReferenceEntry } from './reference-entry'

const TODAY = '01.12.2026'

// Entries written to GOST R 7.0.100-2018 (our own generator's reference list): no problem may be found in them.
const GOOD = [
  'Федеральный закон от 29.12.2012 № 273-ФЗ «Об образовании в Российской Федерации» : текст с изменениями и дополнениями на 1 сентября 2024 г. – Москва : Эксмо, 2024. – 224 с. – ISBN 978-5-04-198765-1.',
  'Абрамов, А. В. Цифровизация высшего образования: вызовы и решения : монография / А. В. Абрамов, Е. С. Кузнецова. – Москва : Юрайт, 2022. – 248 с. – ISBN 978-5-534-14512-3.',
  'Белова, Н. И. Электронная информационно-образовательная среда вуза / Н. И. Белова // Высшее образование в России. – 2021. – Т. 30, № 4. – С. 41–56.',
  'Васильев, Д. К. Смешанное обучение в университете : учебное пособие / Д. К. Васильев. – 2-е изд., перераб. и доп. – Санкт-Петербург : Питер, 2023. – 192 с.',
  'Егорова, Л. В. Аналитика учебных данных: теория и практика : монография / Л. В. Егорова. – Казань : Изд-во Казан. ун-та, 2021. – 176 с.',
  'Цифровая экономика: 2024 : краткий статистический сборник / Г. И. Абдрахманова, С. А. Васильковский, К. О. Вишневский [и др.] ; Нац. исслед. ун-т «Высшая школа экономики». – Москва : ИСИЭЗ ВШЭ, 2024. – 124 с.',
  'Министерство науки и высшего образования Российской Федерации : официальный сайт. – Москва, 2025. – URL: https://minobrnauki.gov.ru (дата обращения: 15.09.2025).',
  'Козлов, Е. Н. Модели цифрового университета / Е. Н. Козлов. – Текст : электронный // Информатика и образование. – 2022. – № 6. – С. 5–14. – URL: https://info.infojournal.ru/jour/article/view/1234 (дата обращения: 20.09.2025).',
  '12. Морозов, В. Г. Университет и работодатель: цифровые формы взаимодействия : монография / В. Г. Морозов. – Новосибирск : НГТУ, 2020. – 210 с.',
  // A title that opens with a word like a town's followed by a colon is still the title.
  'Макконнелл, К. Р. Экономикс: принципы, проблемы и политика : в 2 т. / К. Р. Макконнелл, С. Л. Брю. – Москва : Республика, 1992. – 400 с.',
]

describe('checkReferenceEntry (GOST R 7.0.100-2018)', () => {
  it.each(GOOD)('finds nothing wrong in a conformant entry: %s', (entry) => {
    const r = checkReferenceEntry(entry, TODAY)
    expect(r.problems).toEqual([])
    expect(r.suggestion).toBe(entry.replace(/^\d+\.\s/, ''))
  })

  it('parses a book, an article and an online source into their parts', () => {
    expect(parseReferenceEntry(GOOD[3]!)).toMatchObject({ kind: 'book', heading: 'Васильев, Д. К.', place: 'Санкт-Петербург', publisher: 'Питер', year: '2023', pages: '192' })
    expect(parseReferenceEntry(GOOD[2]!)).toMatchObject({ kind: 'article', journal: 'Высшее образование в России', year: '2021', pages: '41–56' })
    expect(parseReferenceEntry(GOOD[6]!)).toMatchObject({ kind: 'electronic', url: 'https://minobrnauki.gov.ru', accessDate: '15.09.2025' })
  })

  it('corrects the old style without dashes, comma or responsibility', () => {
    const r = checkReferenceEntry('Иванов И.И. Экономика предприятия. М.: Наука, 2020. 250 стр.', TODAY)
    expect(r.problems).toEqual(
      expect.arrayContaining([
        'После фамилии в заголовке ставится запятая: «Иванов, И. И.»',
        'После заглавия нужны сведения об ответственности: «/ И. И. Иванов»',
        'Области описания разделяются точкой и тире: «. – »',
        'Объём указывается как «250 с.», не «стр.»',
        'Место издания и издательство разделяются « : » (с пробелами)',
      ]),
    )
    expect(r.suggestion).toBe('Иванов, И. И. Экономика предприятия / И. И. Иванов. – М. : Наука, 2020. – 250 с.')
  })

  it('corrects an article with a bare double slash, lowercase pages and a hyphen range', () => {
    const r = checkReferenceEntry('Петров, П. П. Рынок труда / П. П. Петров //Вопросы экономики. 2021. № 4. с. 15-28', TODAY)
    expect(r.problems).toContain('Перед названием журнала ставятся две косые черты с пробелами: « // »')
    expect(r.problems).toContain('Страницы статьи пишутся с прописной: «С. 15–28»')
    expect(r.problems).toContain('В конце описания ставится точка')
    expect(r.suggestion).toBe('Петров, П. П. Рынок труда / П. П. Петров // Вопросы экономики. – 2021. – № 4. – С. 15–28.')
  })

  it('adds URL: and the access date to an online source that lacks them', () => {
    const r = checkReferenceEntry('Росстат : официальный сайт. – Москва, 2025. – https://rosstat.gov.ru', TODAY)
    expect(r.problems).toEqual(['Адрес сайта пишется после «URL:»', 'Для электронного ресурса нужна дата обращения: «(дата обращения: ДД.ММ.ГГГГ)»', 'В конце описания ставится точка'])
    expect(r.suggestion).toBe('Росстат : официальный сайт. – Москва, 2025. – URL: https://rosstat.gov.ru (дата обращения: 01.12.2026).')
  })

  it('moves initials written before the surname behind it', () => {
    const r = checkReferenceEntry('А. А. Смирнов Менеджмент / А. А. Смирнов. – Москва : Юрайт, 2019. – 300 с.', TODAY)
    expect(r.problems).toEqual(['Заголовок записи начинается с фамилии, инициалы после неё: «Иванов, И. И.»'])
    expect(r.suggestion).toBe('Смирнов, А. А. Менеджмент / А. А. Смирнов. – Москва : Юрайт, 2019. – 300 с.')
  })

  it('names a book without publisher, year or pages', () => {
    const r = checkReferenceEntry('Сидоров, С. С. История / С. С. Сидоров.', TODAY)
    expect(r.problems).toEqual(['Не указаны место издания и издательство: «Москва : Наука, 2020»', 'Не указан год издания', 'Не указан объём: «250 с.»'])
  })

  it('reads foreign entries with Latin places and «p.» pages', () => {
    expect(checkReferenceEntry('Juran, J. M. Quality Control Handbook / J. M. Juran. – New York : McGraw-Hill, 1999. – 1730 p.', TODAY).problems).toEqual([])
    expect(checkReferenceEntry('Deming, W. E. Quality and productivity / W. E. Deming // Management Review. – 1982. – Vol. 71, № 4. – P. 12–20.', TODAY).problems).toEqual([])
  })

  it('rewrites the old GOST 7.1-2003 online form into URL and access date', () => {
    const r = checkReferenceEntry('Росстат [Электронный ресурс]. – Режим доступа: https://rosstat.gov.ru (дата обращения: 10.11.2026).', TODAY)
    expect(r.problems).toEqual(['«[Электронный ресурс]» — обозначение старого ГОСТ 7.1-2003: по ГОСТ Р 7.0.100-2018 пишется «– Текст : электронный»'])
    expect(r.suggestion).toBe('Росстат. – URL: https://rosstat.gov.ru (дата обращения: 10.11.2026). – Текст : электронный.')
  })
})
