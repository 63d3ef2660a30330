// A hand-laid deck with every element kind (text with bullets, levels, bold, italic, every alignment; rects with and
// without radius; a table; bar, line and pie charts; notes), its boxes roomy enough for the text, so the PPTX writer's
// tests and the bench do not depend on the layout engine.
import { ZDeckSpec, type TDeckSpec, type TPresentationThemeId } from '../../domain/presentation/deck'
import type { TLaidDeck, TLaidElement, TLaidParagraph, TLaidSlide } from '../../domain/presentation/layout'

const W = 13.333
const H = 7.5
const FONT = 'Arial'
const INK = '1F2937'
const ACCENT = '2563EB'

type Text = Extract<TLaidElement, { type: 'text' }>

function text(role: string, box: { x: number; y: number; w: number; h: number }, paragraphs: TLaidParagraph[], o: Partial<Text> = {}): Text {
  return {
    type: 'text',
    role,
    ...box,
    paragraphs,
    fontFace: FONT,
    fontSize: 20,
    color: INK,
    align: 'left',
    valign: 'top',
    lineSpacing: 1.1,
    paraSpaceAfter: 8,
    inset: 0.1,
    measuredLines: paragraphs.length,
    ...o,
  }
}

const heading = (title: string): TLaidElement[] => [
  { type: 'rect', x: 0.6, y: 0.55, w: 0.12, h: 0.75, fill: ACCENT },
  text('title', { x: 0.9, y: 0.45, w: W - 1.5, h: 0.95 }, [{ text: title }], { fontSize: 30, bold: true, valign: 'middle' }),
]
const footer = (n: number, demo: boolean): TLaidElement[] => [
  text('footer', { x: 0.9, y: H - 0.6, w: W - 3, h: 0.4 }, [{ text: demo ? 'Демо-версия: пример содержания' : 'Цифровая экономика' }], { fontSize: 11, color: '4B5563' }),
  text('slide-number', { x: W - 1.9, y: H - 0.6, w: 1, h: 0.4 }, [{ text: String(n) }], { fontSize: 11, color: '4B5563', align: 'right' }),
]

const kinds: ((n: number) => Omit<TLaidSlide, 'background'>)[] = [
  () => ({
    kind: 'bullets',
    notes: 'Начните с того, что цифровая экономика меняет рынок труда.\nЗатем назовите три тенденции — по одной на тезис.',
    elements: [
      ...heading('Цифровая экономика: основные тенденции'),
      text('body', { x: 0.9, y: 1.65, w: W - 1.8, h: 4.9 }, [
        { text: 'Доля онлайн-услуг растёт: банки, госуслуги, образование и медицина переходят в сеть.', bullet: true },
        { text: 'Платформы объединяют продавцов и покупателей без посредников.', bullet: true },
        { text: 'Малый бизнес выходит на маркетплейсы', bullet: true, level: 1 },
        { text: 'Данные становятся главным ресурсом; «Ёлки» и №1 — проверка знаков.', bullet: true, bold: true },
        { text: 'Итог: навыки работы с данными нужны в любой профессии.' },
      ], { fontSize: 22, indent: 0.3, bulletChar: '■', bulletColor: '#F59E0B' }),
    ],
  }),
  () => ({
    kind: 'two-columns',
    notes: '',
    elements: [
      ...heading('Преимущества и риски'),
      text('left', { x: 0.9, y: 1.65, w: 5.6, h: 4.9 }, [{ text: 'Преимущества', bold: true }, { text: 'Скорость услуг', bullet: true }, { text: 'Доступ из любого города', bullet: true }]),
      text('right', { x: 6.9, y: 1.65, w: 5.6, h: 4.9 }, [{ text: 'Риски', bold: true }, { text: 'Утечки персональных данных', bullet: true }, { text: 'Цифровое неравенство регионов', bullet: true }]),
    ],
  }),
  () => ({
    kind: 'quote',
    notes: 'Определение без автора: формулировка из текста работы.',
    elements: [
      ...heading('Определение'),
      { type: 'rect', x: 1.5, y: 2, w: W - 3, h: 3.4, fill: 'EFF6FF', radius: 0.2 },
      text('quote', { x: 1.8, y: 2.2, w: W - 3.6, h: 2.4 }, [{ text: 'Цифровая экономика — хозяйственная деятельность, в которой ключевым фактором производства являются данные в цифровом виде.' }], { fontSize: 24, italic: true, align: 'center', valign: 'middle' }),
      text('source', { x: 1.8, y: 4.7, w: W - 3.6, h: 0.5 }, [{ text: 'Формулировка работы' }], { fontSize: 14, align: 'right', valign: 'bottom' }),
    ],
  }),
  () => ({
    kind: 'table',
    notes: 'Таблица сравнивает три вида услуг по четырём признакам.',
    elements: [
      ...heading('Сравнение услуг'),
      {
        type: 'table', x: 0.9, y: 1.7, w: 11.5, h: 3.6,
        header: ['Услуга', 'Онлайн, %', 'Офлайн, %', 'Комментарий'],
        rows: [['Банки', '78', '22', 'Быстрый рост'], ['Госуслуги', '65', '35', 'Портал и МФЦ'], ['Образование', '40', '60', 'Смешанный формат'], ['Медицина', '25', '75', 'Телемедицина']],
        fontFace: FONT, fontSize: 16, headerFill: ACCENT, headerColor: 'FFFFFF', color: INK, borderColor: 'CBD5E1',
        colW: [3, 2, 2, 4.5], rowH: 0.72, inset: 0.08, lineSpacing: 1.1,
      },
      text('caption', { x: 0.9, y: 5.6, w: W - 1.8, h: 0.5 }, [{ text: 'Демо-данные: пример, не статистика' }], { fontSize: 14, italic: true }),
    ],
  }),
  () => ({
    kind: 'chart',
    notes: 'Столбцы показывают долю онлайн-платежей по годам.',
    elements: [
      ...heading('Доля онлайн-платежей'),
      { type: 'chart', chartType: 'bar', x: 0.9, y: 1.6, w: 11.5, h: 4.3, categories: ['2021', '2022', '2023', '2024'], series: [{ name: 'Города', values: [40, 52, 61, 70] }, { name: 'Сёла', values: [12, 18, 25, 31] }], colors: [ACCENT, 'F59E0B'], fontFace: FONT, fontSize: 14, color: INK, unit: '%' },
      text('caption', { x: 0.9, y: 6, w: W - 1.8, h: 0.5 }, [{ text: 'Пример: условные числа демо-версии' }], { fontSize: 14, italic: true }),
    ],
  }),
  () => ({
    kind: 'chart',
    notes: 'Линия — число пользователей госуслуг.',
    elements: [
      ...heading('Пользователи портала'),
      { type: 'chart', chartType: 'line', x: 0.9, y: 1.6, w: 11.5, h: 4.3, categories: ['Янв', 'Фев', 'Мар', 'Апр', 'Май'], series: [{ name: 'Пользователи', values: [10.5, 11.2, 12.8, 13.1, 14.6] }], colors: ['059669'], fontFace: FONT, fontSize: 14, color: INK, unit: 'млн чел.' },
      text('caption', { x: 0.9, y: 6, w: W - 1.8, h: 0.5 }, [{ text: 'Пример: условные числа демо-версии' }], { fontSize: 14, italic: true }),
    ],
  }),
  () => ({
    kind: 'chart',
    notes: '',
    elements: [
      ...heading('Структура расходов'),
      { type: 'chart', chartType: 'pie', x: 0.9, y: 1.6, w: 11.5, h: 4.3, categories: ['Связь', 'Софт', 'Обучение'], series: [{ name: 'Расходы', values: [50, 30, 20] }], colors: [ACCENT, 'F59E0B', '10B981'], fontFace: FONT, fontSize: 14, color: INK },
      text('caption', { x: 0.9, y: 6, w: W - 1.8, h: 0.5 }, [{ text: 'Пример: условные доли' }], { fontSize: 14, italic: true }),
    ],
  }),
  (n) => ({
    kind: 'section',
    notes: 'Переходим ко второму разделу.',
    elements: [
      text('section-number', { x: 0.9, y: 1.5, w: 3, h: 1.6 }, [{ text: String(Math.ceil(n / 8)).padStart(2, '0') }], { fontSize: 72, bold: true, color: ACCENT, valign: 'bottom' }),
      text('title', { x: 0.9, y: 3.2, w: W - 1.8, h: 1.3 }, [{ text: 'Практика цифровизации' }], { fontSize: 40, bold: true }),
      text('subtitle', { x: 0.9, y: 4.6, w: W - 1.8, h: 0.8 }, [{ text: 'Примеры отраслей и сервисов' }], { fontSize: 22, color: '4B5563' }),
    ],
  }),
  () => ({
    kind: 'sources',
    notes: '',
    elements: [
      ...heading('Список источников'),
      text('sources', { x: 0.9, y: 1.65, w: W - 1.8, h: 4.9 }, [
        { text: '1. Иванов, И. И. Цифровая экономика : учебник / И. И. Иванов. — Москва : Наука, 2021. — 320 с.' },
        { text: '2. Петрова, А. А. Платформы и рынки / А. А. Петрова // Вопросы экономики. — 2022. — № 4. — С. 15–29.' },
      ], { fontSize: 14, paraSpaceAfter: 6 }),
    ],
  }),
]

/** Title slide, then the kinds in turn up to `slides` slides in all; every slide but the title has a footer. */
export function sampleLaidDeck({ slides = 10, isDemo = true }: { slides?: number; isDemo?: boolean } = {}): TLaidDeck {
  const title: TLaidSlide = {
    kind: 'title',
    background: INK,
    notes: 'Представьтесь и назовите тему.',
    elements: [
      { type: 'rect', x: 0, y: 0, w: 0.3, h: H, fill: ACCENT },
      text('title', { x: 0.9, y: 1.6, w: W - 1.8, h: 2.2 }, [{ text: 'Цифровая экономика в России: тенденции и риски' }], { fontSize: 40, bold: true, color: 'FFFFFF', valign: 'bottom', lineSpacing: 1 }),
      text('subtitle', { x: 0.9, y: 4, w: W - 1.8, h: 0.6 }, [{ text: 'Презентация к защите реферата' }], { fontSize: 20, color: 'E5E7EB' }),
      text('title-page', { x: 0.9, y: 4.9, w: W - 1.8, h: 1.5 }, [{ text: 'Выполнил: студент группы ЭК-21 А. Смирнов' }, { text: 'Руководитель: доцент Н. Ковалёва' }, { text: 'Москва, 2026' }], { fontSize: 16, color: 'E5E7EB', paraSpaceAfter: 4 }),
      ...(isDemo ? [text('demo-label', { x: W - 3.4, y: 0.3, w: 2.9, h: 0.45 }, [{ text: 'Демо-версия' }], { fontSize: 14, bold: true, color: 'FDE68A', align: 'right' })] : []),
    ],
  }
  const rest = Array.from({ length: slides - 1 }, (_, i) => {
    const n = i + 2
    const s = kinds[i % kinds.length]!(n)
    return { ...s, background: 'FFFFFF', elements: [...s.elements, ...footer(n, isDemo)] }
  })
  return { widthIn: W, heightIn: H, themeId: 'academic', topic: 'Цифровая экономика в России: тенденции и риски', isDemo, slides: [title, ...rest] }
}

/** A full deck spec (every kind, short and long text) for layoutDeck: the render check lays it out in each theme. */
export function sampleDeckSpec(themeId: TPresentationThemeId, isDemo = true): TDeckSpec {
  const long = 'Реформы затронули армию, флот, государственное управление, промышленность, торговлю, образование и быт, а их последствия ощущались на протяжении всего XVIII века'
  return ZDeckSpec.parse({
    topic: 'Реформы Петра I и их значение для развития Российского государства в первой четверти XVIII века',
    subtitle: 'Презентация к защите реферата',
    themeId,
    isDemo,
    slides: [
      { kind: 'section', number: 1, title: 'Предпосылки реформ', subtitle: 'Россия в конце XVII века', notes: 'Коротко о положении страны.\nЗатем — цели реформ.' },
      { kind: 'bullets', title: 'Основные направления', bullets: ['Создание регулярной армии и флота', 'Замена Боярской думы Сенатом, приказов — коллегиями', 'Развитие мануфактур и торговли', 'Новый календарь и гражданский шрифт', 'Открытие школ и Академии наук'], notes: 'Назовите пять направлений.' },
      { kind: 'bullets', title: `Итоги: ${long}`, bullets: Array.from({ length: 6 }, (_, i) => `${i + 1}. ${long}; «ёмкость» — №${i + 1}.`), notes: '' },
      { kind: 'two-columns', title: 'Приобретения и издержки', left: { heading: 'Приобретения', bullets: ['Выход к Балтийскому морю', 'Боеспособная армия и флот', 'Рост промышленности'] }, right: { heading: 'Издержки', bullets: ['Рост налогового бремени', 'Усиление крепостного права', long] }, notes: '' },
      { kind: 'quote', title: 'Определение', quote: 'Модернизация — переход от традиционного общества к индустриальному через обновление всех сторон жизни', source: 'Формулировка работы', notes: '' },
      { kind: 'table', title: 'Коллегии и их ведение', columns: ['Коллегия', 'Ведение', 'Год'], rows: [['Военная', 'Сухопутная армия', '1718'], ['Адмиралтейская', 'Флот и верфи', '1718'], ['Коммерц-коллегия', 'Торговля, таможни и купечество', '1719'], ['Берг-коллегия', 'Горное дело и металлургия', '1719']], caption: 'Составлено по тексту работы', notes: 'Таблица — для справки.' },
      { kind: 'table', title: 'Длинная таблица', columns: ['Показатель', 'Начало', 'Конец', 'Изменение', 'Комментарий'], rows: Array.from({ length: 8 }, (_, i) => [`Показатель ${i + 1}`, String(10 + i), String(20 + i * 3), `+${10 + i * 2}`, long.slice(0, 110)]), notes: '' },
      { kind: 'chart', title: 'Число мануфактур', chart: { type: 'bar', categories: ['1700', '1710', '1720', '1725'], series: [{ name: 'Мануфактуры', values: [30, 60, 150, 200] }], unit: 'шт.' }, caption: 'Пример: условные числа демо-версии', notes: '' },
      { kind: 'chart', title: 'Доходы казны', chart: { type: 'line', categories: ['1701', '1710', '1724'], series: [{ name: 'Доходы', values: [2.5, 3.1, 8.5] }, { name: 'Расходы', values: [2.2, 3.4, 7.9] }], unit: 'млн руб.' }, caption: 'Пример: условные числа демо-версии', notes: '' },
      { kind: 'chart', title: 'Структура расходов', chart: { type: 'pie', categories: ['Армия', 'Флот', 'Двор', 'Прочее'], series: [{ name: 'Доля', values: [60, 20, 10, 10] }] }, caption: 'Пример: условные доли', notes: '' },
      { kind: 'sources', title: 'Список источников', references: Array.from({ length: 10 }, (_, i) => `${i + 1}. Павленко, Н. И. Пётр Великий / Н. И. Павленко. — Москва : Мысль, ${1990 + i}. — ${400 + i} с. — ISBN 5-244-00${i}00-0.`), notes: '' },
    ],
  })
}

/** Every text at its longest (600 characters a line, six bullets, ten sources): the layout shrinks to its minimum and
 * cuts with «…», so the boxes are full to the brim, where a wrong line height would spill. */
export function longDeckSpec(themeId: TPresentationThemeId): TDeckSpec {
  const words = 'государство реформа Петербург промышленность торговля флот армия образование наука «капитал» — процесс… №5 2024 г. ёмкость модернизация'.split(' ')
  const text = (n: number, seed: number) => {
    let out = ''
    for (let i = seed; out.length < n; i++) out += (out ? ' ' : '') + words[(i * 7) % words.length]
    return out.slice(0, n).trim()
  }
  const bullets = (k: number, n: number) => Array.from({ length: k }, (_, i) => text(n, i))
  return ZDeckSpec.parse({
    topic: text(255, 1),
    subtitle: text(200, 2),
    themeId,
    isDemo: true,
    slides: [
      { kind: 'section', number: 10, title: text(600, 3), subtitle: text(600, 4), notes: '' },
      { kind: 'bullets', title: text(600, 5), bullets: bullets(6, 600), notes: '' },
      { kind: 'bullets', title: text(120, 6), bullets: bullets(6, 160), notes: '' },
      { kind: 'two-columns', title: text(600, 7), left: { heading: text(600, 8), bullets: bullets(5, 600) }, right: { heading: text(80, 9), bullets: bullets(5, 300) }, notes: '' },
      { kind: 'quote', title: text(600, 10), quote: text(600, 11), source: text(600, 12), notes: '' },
      { kind: 'table', title: text(600, 13), columns: bullets(5, 60), rows: Array.from({ length: 8 }, (_, i) => bullets(5, 120).map((c) => c.slice(i))), caption: text(600, 14), notes: '' },
      { kind: 'chart', title: text(600, 15), chart: { type: 'bar', categories: bullets(12, 40), series: [{ name: text(60, 1), values: Array.from({ length: 12 }, (_, i) => i * 3.5) }], unit: 'млн руб.' }, caption: text(600, 16), notes: '' },
      { kind: 'sources', title: text(600, 17), references: bullets(10, 600), notes: '' },
    ],
  })
}
