// A hand-laid deck with every element kind (text with bullets, levels, bold, italic, every alignment; rects with and
// without radius; a table; bar, line and pie charts; notes), its boxes roomy enough for the text, so the PPTX writer's
// tests and the bench do not depend on the layout engine.
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
      ], { fontSize: 22 }),
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
        colW: [3, 2, 2, 4.5], rowH: 0.72,
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
