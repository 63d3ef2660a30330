import { describe, expect, it } from 'vitest'
import { extractGuideNumbers, GUIDE_LIMITS, profileFromGuide, type TGuideField, type TGuideNumbers } from './guide-extract'
import { GOST_7_32, ZFormatProfile } from './profile'

/** Every finding's value is the one in numbers, and its quote holds the words the value was read from. */
function expectQuotes(text: string, wording: Partial<Record<TGuideField, string>>) {
  const { numbers, found } = extractGuideNumbers(text)
  expect(found.map((f) => f.field).sort()).toEqual(Object.keys(wording).sort())
  for (const f of found) {
    expect(f.quote.length).toBeLessThanOrEqual(200)
    expect(f.quote).toBe(f.quote.trim())
    expect(f.quote.toLowerCase(), f.field).toContain(wording[f.field]?.toLowerCase())
    const [group, side] = f.field.split('.') as [keyof TGuideNumbers, string | undefined]
    const value = side ? numbers.margins[side as keyof TGuideNumbers['margins']] : numbers[group]
    expect(value, f.field).toBe(f.value)
  }
}

// A department's guidelines in the usual wording: margins in one sentence, a table size after the body's, the
// page count, the number of sources, a standard's year and figure numbers around them.
const COURSEWORK = `МЕТОДИЧЕСКИЕ УКАЗАНИЯ
по оформлению курсовых работ
Кафедра экономики и управления, 2023 г.

1 ОБЩИЕ ТРЕБОВАНИЯ
Курсовая работа выполняется в соответствии с ГОСТ 7.32–2017. Объём работы – 25–30 страниц без учёта приложений. Список использованных источников должен содержать не менее 15 источников, из них не менее 5 – за последние пять лет.

2 ОФОРМЛЕНИЕ ТЕКСТА
Текст работы печатается на одной стороне листа белой бумаги формата А4. Поля: левое – 30 мм, правое – 10 мм, верхнее и нижнее – 20 мм.
Шрифт Times New Roman, кегль 14, межстрочный интервал – полуторный. Абзацный отступ – 1,25 см. Выравнивание по ширине.
В таблицах допускается кегль 12 и одинарный интервал. Рисунок 1 и таблица 1 приведены в приложении А.
Страницы нумеруются арабскими цифрами, номер страницы проставляется внизу по центру без точки. Титульный лист включается в общую нумерацию, номер на нём не ставится.`

// A graduation thesis's guidelines: centimetres, «гарнитура», «14-й кегль», «через полтора интервала», «красная
// строка», and the tables' size stated before the body's.
const THESIS = `МИНИСТЕРСТВО НАУКИ И ВЫСШЕГО ОБРАЗОВАНИЯ РОССИЙСКОЙ ФЕДЕРАЦИИ
Методические указания по выполнению выпускной квалификационной работы (2024)

Объём выпускной квалификационной работы составляет 50–70 страниц, список литературы – не менее 40 источников. Таблицы и рисунки (например, рисунок 3) нумеруются в пределах раздела.

Таблицы набираются кеглем 12, допускается одинарный интервал внутри таблиц.
Основной текст набирается гарнитурой Times New Roman, 14-й кегль, через полтора интервала.
Размеры полей: левое — 3 см, правое — 1,5 см, верхнее — 2 см, нижнее — 2 см. Красная строка 1,25 см.
Текст выравнивается по ширине страницы, переносы расставляются автоматически.
Номер страницы ставится в правом нижнем углу, шрифтом 12 пт.`

// Text as it comes out of a PDF: lines broken mid-sentence, a bulleted list under a header, footnotes with their
// own size and spacing.
const PDF_LIKE = `3.1 Параметры страницы
Работа оформляется на листах формата А4 (210×297 мм). Поля страницы:
сверху и снизу 2 см, слева 3 см, справа 1 см.
Параметры текста:
– шрифт – Times New Roman, 14 пт;
– межстрочный интервал
1,5;
– отступ первой строки 1,27 см;
– выравнивание текста – по левому краю.
Для подстрочных сносок используется шрифт 10 пт и одинарный межстрочный интервал.
Номера страниц проставляются в верхней части листа справа.
3.2 Иллюстрации
Иллюстрации (рисунки 1–5) размещаются после первой ссылки на них.`

// A test paper's guidelines: margins across two sentences, «Arial 12», «междустрочный интервал 1,0», an indent in
// millimetres, the page number at the top.
const TEST_PAPER = `ОФОРМЛЕНИЕ КОНТРОЛЬНОЙ РАБОТЫ
Контрольная работа объёмом 15–20 страниц сдаётся на кафедру до 1 декабря 2024 г.
Левое поле 30 мм, правое 15 мм. Верхнее поле – 2 см, нижнее – 2,5 см.
Текст набирается в редакторе MS Word: Arial 12, междустрочный интервал 1,0. Абзацный отступ 15 мм. Текст выравнивается по ширине.
Рисунки нумеруются арабскими цифрами (Рисунок 1 – Схема процесса). Таблицы оформляются кеглем 10.
Номер страницы – вверху по центру.`

// An essay's guidelines in capitals and with a size range whose 14 is said to be the main text's.
const ESSAY = `Оформление реферата
Реферат объёмом 10–15 страниц оформляется на листах А4. Использованная литература – не менее 8 источников, изданных после 2019 года.
ПОЛЯ: ЛЕВОЕ ПОЛЕ 30 ММ, ПРАВОЕ 15 ММ, ВЕРХНЕЕ 20 ММ, НИЖНЕЕ 20 ММ.
Размер шрифта – 12–14 пт (14 – для основного текста, 12 – для таблиц и сносок), шрифт Calibri.
Межстрочный интервал – двойной.
Абзацный отступ – 1,25
см.
Страницы нумеруются арабскими цифрами в центре нижней части листа без точки.`

describe('extractGuideNumbers', () => {
  it('reads a coursework guideline and skips its page counts, sources, year and table size', () => {
    expect(extractGuideNumbers(COURSEWORK).numbers).toEqual({
      margins: { top: 20, right: 10, bottom: 20, left: 30 },
      font: 'Times New Roman',
      size: 14,
      lineSpacing: 1.5,
      firstLineIndent: 1.25,
      alignment: 'both',
      pageNumbers: 'bottom-center',
    })
    expectQuotes(COURSEWORK, {
      'margins.top': 'верхнее и нижнее – 20 мм',
      'margins.bottom': 'верхнее и нижнее – 20 мм',
      'margins.left': 'левое – 30 мм',
      'margins.right': 'правое – 10 мм',
      font: 'Times New Roman',
      size: 'кегль 14',
      lineSpacing: 'полуторный',
      firstLineIndent: '1,25 см',
      alignment: 'по ширине',
      pageNumbers: 'внизу по центру',
    })
    expect(extractGuideNumbers(COURSEWORK).found.find((f) => f.field === 'margins.left')?.quote).toBe('Поля: левое – 30 мм, правое – 10 мм, верхнее и нижнее – 20 мм.')
  })

  it('reads centimetres, «гарнитура», «14-й кегль» and «через полтора интервала», and prefers the main text to the tables', () => {
    expect(extractGuideNumbers(THESIS).numbers).toEqual({
      margins: { top: 20, right: 15, bottom: 20, left: 30 },
      font: 'Times New Roman',
      size: 14,
      lineSpacing: 1.5,
      firstLineIndent: 1.25,
      alignment: 'both',
      pageNumbers: 'bottom-right',
    })
    expectQuotes(THESIS, {
      'margins.top': 'верхнее — 2 см',
      'margins.bottom': 'нижнее — 2 см',
      'margins.left': 'левое — 3 см',
      'margins.right': 'правое — 1,5 см',
      font: 'гарнитурой Times New Roman',
      size: '14-й кегль',
      lineSpacing: 'через полтора интервала',
      firstLineIndent: 'Красная строка 1,25 см',
      alignment: 'по ширине',
      pageNumbers: 'в правом нижнем углу',
    })
  })

  it('reads a PDF’s broken lines and a bulleted list, and not the footnotes’ size and spacing', () => {
    expect(extractGuideNumbers(PDF_LIKE).numbers).toEqual({
      margins: { top: 20, right: 10, bottom: 20, left: 30 },
      font: 'Times New Roman',
      size: 14,
      lineSpacing: 1.5,
      firstLineIndent: 1.27,
      alignment: 'left',
      pageNumbers: 'top-right',
    })
    expectQuotes(PDF_LIKE, {
      'margins.top': 'сверху и снизу 2 см',
      'margins.bottom': 'сверху и снизу 2 см',
      'margins.left': 'слева 3 см',
      'margins.right': 'справа 1 см',
      font: 'Times New Roman',
      size: '14 пт',
      lineSpacing: 'межстрочный интервал 1,5',
      firstLineIndent: 'отступ первой строки 1,27 см',
      alignment: 'по левому краю',
      pageNumbers: 'в верхней части листа справа',
    })
    // A list item's quote names the header it stands under.
    expect(extractGuideNumbers(PDF_LIKE).found.find((f) => f.field === 'size')?.quote).toBe('Параметры текста: шрифт – Times New Roman, 14 пт')
  })

  it('reads margins across sentences, «Arial 12», «междустрочный интервал 1,0» and an indent in millimetres', () => {
    expect(extractGuideNumbers(TEST_PAPER).numbers).toEqual({
      margins: { top: 20, right: 15, bottom: 25, left: 30 },
      font: 'Arial',
      size: 12,
      lineSpacing: 1,
      firstLineIndent: 1.5,
      alignment: 'both',
      pageNumbers: 'top-center',
    })
    expectQuotes(TEST_PAPER, {
      'margins.top': 'Верхнее поле – 2 см',
      'margins.bottom': 'нижнее – 2,5 см',
      'margins.left': 'Левое поле 30 мм',
      'margins.right': 'правое 15 мм',
      font: 'Arial 12',
      size: 'Arial 12',
      lineSpacing: 'междустрочный интервал 1,0',
      firstLineIndent: 'Абзацный отступ 15 мм',
      alignment: 'по ширине',
      pageNumbers: 'вверху по центру',
    })
  })

  it('reads capitals, a line break inside a statement, and the 14 of a range said to be the main text’s', () => {
    expect(extractGuideNumbers(ESSAY).numbers).toEqual({
      margins: { top: 20, right: 15, bottom: 20, left: 30 },
      font: 'Calibri',
      size: 14,
      lineSpacing: 2,
      firstLineIndent: 1.25,
      pageNumbers: 'bottom-center',
    })
    expectQuotes(ESSAY, {
      'margins.top': 'ВЕРХНЕЕ 20 ММ',
      'margins.bottom': 'НИЖНЕЕ 20 ММ',
      'margins.left': 'ЛЕВОЕ ПОЛЕ 30 ММ',
      'margins.right': 'ПРАВОЕ 15 ММ',
      font: 'шрифт Calibri',
      size: '14 – для основного текста',
      lineSpacing: 'двойной',
      firstLineIndent: '1,25 см',
      pageNumbers: 'в центре нижней части листа',
    })
  })

  it('reads the other wordings of each setting', () => {
    const read = (text: string) => extractGuideNumbers(text).numbers
    expect(read('Левое поле 30 мм, правое 15 мм, верхнее 20 мм, нижнее 20 мм.').margins).toEqual({ left: 30, right: 15, top: 20, bottom: 20 })
    expect(read('Поля страницы: 30 мм слева, 10 мм справа.').margins).toEqual({ left: 30, right: 10 })
    expect(read('Поля (мм): левое – 30, правое – 10, верхнее – 20, нижнее – 20.').margins).toEqual({ left: 30, right: 10, top: 20, bottom: 20 })
    expect(read('Поля:\n– левое – 30 мм;\n– правое – 10 мм;\n– верхнее и нижнее – 20 мм.').margins).toEqual({ left: 30, right: 10, top: 20, bottom: 20 })
    expect(read('Размер шрифта – 14 пт.')).toEqual({ margins: {}, size: 14 })
    expect(read('Текст печатается кеглем 14.')).toEqual({ margins: {}, size: 14 })
    expect(read('Шрифт – Times New Roman, 14 пт.')).toEqual({ margins: {}, font: 'Times New Roman', size: 14 })
    expect(read('Текст набирается шрифтом Times New\nRoman.')).toEqual({ margins: {}, font: 'Times New Roman' })
    expect(read('Межстрочный интервал – полуторный.').lineSpacing).toBe(1.5)
    expect(read('Интервал 1,5.').lineSpacing).toBe(1.5)
    expect(read('Текст печатается через одинарный межстрочный интервал.').lineSpacing).toBe(1)
    expect(read('Межстрочный интервал – двойной.').lineSpacing).toBe(2)
    expect(read('Абзацный отступ 15 мм.').firstLineIndent).toBe(1.5)
    expect(read('Абзацы в тексте начинают отступом, равным 1,25 см.').firstLineIndent).toBe(1.25)
    expect(read('Абзацный отступ – 1,25.').firstLineIndent).toBe(1.25)
    expect(read('Выравнивание текста – по левому краю.').alignment).toBe('left')
    expect(read('Кегль основного текста 14, примечаний и сносок – 12.').size).toBe(14)
    // Lines a PDF gives without punctuation under a header.
    expect(read('Основной текст:\nшрифт Times New Roman\nразмер 14\nинтервал 1,5\nабзацный отступ 1,25 см')).toEqual({
      margins: {},
      font: 'Times New Roman',
      size: 14,
      lineSpacing: 1.5,
      firstLineIndent: 1.25,
    })
    expect(read('Номер страницы проставляется внизу по центру.').pageNumbers).toBe('bottom-center')
    expect(read('Страницы нумеруются сквозной нумерацией. Номер ставится вверху справа.').pageNumbers).toBe('top-right')
  })

  it('takes the first number of a size range unless the text gives the main text its own', () => {
    expect(extractGuideNumbers('Размер шрифта 12–14 пт.').numbers.size).toBe(12)
    expect(extractGuideNumbers('Размер шрифта основного текста – 12–14 пт, межстрочный интервал 1,5.').numbers).toEqual({ margins: {}, size: 12, lineSpacing: 1.5 })
    expect(extractGuideNumbers('Кегль 12 пт для сносок и 14 пт для основного текста.').numbers.size).toBe(14)
  })

  it('never takes a table’s, footnote’s, heading’s or page number’s setting for the body’s', () => {
    const only = `Для таблиц используется шрифт Times New Roman, кегль 12. Текст сносок – 10 пт, через одинарный интервал.
Заголовки выравниваются по левому краю. Номер страницы набирается шрифтом 12 пт. Между заголовком и текстом – 2 интервала.
Список литературы оформляется по ГОСТ Р 7.0.100–2018, шрифт 12, интервал одинарный.
Поля: для приложений допускается левое поле 20 мм.`
    expect(extractGuideNumbers(only)).toEqual({ numbers: { margins: {} }, found: [] })
    expect(extractGuideNumbers('Допускается использовать шрифт Arial. Основной текст – шрифт Times New Roman.').numbers.font).toBe('Times New Roman')
    expect(extractGuideNumbers('Использование шрифта Arial не допускается.').numbers.font).toBeUndefined()
    // An indent counted in characters is not a length.
    expect(extractGuideNumbers('Абзацный отступ – 5 знаков.').numbers.firstLineIndent).toBeUndefined()
    // The page number's distance from the edge is not a margin; «по центру» alone does not say top or bottom.
    expect(extractGuideNumbers('Номер страницы ставится по центру нижнего поля на расстоянии 10 мм от края.').numbers).toEqual({ margins: {}, pageNumbers: 'bottom-center' })
    expect(extractGuideNumbers('Номер страницы ставится по центру.').numbers.pageNumbers).toBeUndefined()
  })

  it('reads nothing from a text that states no formatting', () => {
    const text = `Курсовая работа – самостоятельное исследование студента. Объём работы 25–30 страниц, не менее 15 источников.
Работа сдаётся на кафедру до 15 мая 2025 года и защищается перед комиссией из 3 преподавателей. Рисунок 1 показывает структуру работы.`
    expect(extractGuideNumbers(text)).toEqual({ numbers: { margins: {} }, found: [] })
    expect(extractGuideNumbers('')).toEqual({ numbers: { margins: {} }, found: [] })
  })

  it('cuts a long statement’s quote around the words it read', () => {
    const filler = 'Работа должна быть выполнена аккуратно, без помарок и исправлений, с соблюдением требований кафедры и научного руководителя'
    const { found } = extractGuideNumbers(`${filler}, ${filler}, при этом абзацный отступ составляет 1,25 см, ${filler}, ${filler}.`)
    const quote = found[0]?.quote ?? ''
    expect(found.map((f) => f.field)).toEqual(['firstLineIndent'])
    expect(quote.length).toBeLessThanOrEqual(200)
    expect(quote).toContain('абзацный отступ составляет 1,25 см')
    expect(quote.startsWith('…') && quote.endsWith('…')).toBe(true)
  })
})

describe('profileFromGuide', () => {
  it('applies the numbers in twips and keeps what the guideline does not state', () => {
    const numbers: TGuideNumbers = { margins: { left: 30, right: 15, top: 20 }, font: 'Arial', size: 12, firstLineIndent: 1.25, pageNumbers: 'top-right' }
    const profile = profileFromGuide(GOST_7_32, numbers, { id: 'mgu-economics', name: 'МГУ, экономический факультет', source: 'Методичка «Оформление курсовых работ», 2023' })
    expect(ZFormatProfile.parse(profile)).toEqual(profile)
    expect(profile).toMatchObject({ id: 'mgu-economics', name: 'МГУ, экономический факультет', source: 'Методичка «Оформление курсовых работ», 2023' })
    expect(profile.page.margins).toEqual({ left: 1701, right: 850, top: 1134, bottom: GOST_7_32.page.margins.bottom })
    expect(profile.body).toEqual({ ...GOST_7_32.body, fonts: ['Arial'], size: { min: 12, max: 12 }, firstLineIndent: 709 })
    expect(profile.pageNumbers).toEqual({ ...GOST_7_32.pageNumbers, position: 'top-right' })
    const { id: _id, name: _name, source: _source, page, body: _body, pageNumbers: _pageNumbers, ...rest } = profile
    const { id: _i, name: _n, source: _s, page: basePage, body: _b, pageNumbers: _p, ...baseRest } = GOST_7_32
    expect(rest).toEqual(baseRest)
    expect({ ...page, margins: null }).toEqual({ ...basePage, margins: null })
    // The base is not changed.
    expect(GOST_7_32.body.fonts).toEqual(['Times New Roman'])
  })

  it('gives the base itself, renamed, for a guideline that states nothing', () => {
    const profile = profileFromGuide(GOST_7_32, { margins: {} }, { id: 'empty', name: 'Пустая', source: 'Методичка' })
    expect(profile).toEqual({ ...GOST_7_32, id: 'empty', name: 'Пустая', source: 'Методичка' })
  })

  it('reads and converts a whole guideline', () => {
    const profile = profileFromGuide(GOST_7_32, extractGuideNumbers(TEST_PAPER).numbers, { id: 'test-paper', name: 'Контрольная', source: 'Методичка' })
    expect(profile.page.margins).toEqual({ left: 1701, right: 850, top: 1134, bottom: 1417 })
    expect(profile.body).toMatchObject({ fonts: ['Arial'], size: { min: 12, max: 12 }, lineSpacing: 1, firstLineIndent: 850, alignment: 'both' })
    expect(profile.pageNumbers.position).toBe('top-center')
  })
})

describe('GUIDE_LIMITS', () => {
  it('holds GOST’s own numbers and names each range in Russian', () => {
    expect(GUIDE_LIMITS.margin.min <= 10 && GUIDE_LIMITS.margin.max >= 30).toBe(true)
    expect(GUIDE_LIMITS.size.min <= 12 && GUIDE_LIMITS.size.max >= 14).toBe(true)
    expect(GUIDE_LIMITS.lineSpacing.min <= 1 && GUIDE_LIMITS.lineSpacing.max >= 2).toBe(true)
    expect(GUIDE_LIMITS.firstLineIndent.min <= 1.25 && GUIDE_LIMITS.firstLineIndent.max >= 1.27).toBe(true)
    for (const limit of Object.values(GUIDE_LIMITS)) expect(limit.message).toMatch(/[а-я]/)
  })
})
