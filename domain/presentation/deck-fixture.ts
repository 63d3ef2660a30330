// A demo deck with every slide kind, for the layout tests, the preview harness and the bench. Its numbers are
// labelled as made up and its quote is a definition without an author (deck.ts: never a claim in a named mouth).
import type { TDeckSlide, TDeckSpec, TPresentationThemeId } from './deck'
import type { TPresentationTitlePage } from './input'

export const FIXTURE_TITLE_PAGE: TPresentationTitlePage = {
  institution: 'Национальный исследовательский университет (пример)',
  subject: 'История России',
  studentName: 'Иванова Мария Сергеевна',
  group: 'ИСТ-21',
  teacherName: 'Петров П. П.',
  city: 'Москва',
  year: 2026,
}

const KINDS: TDeckSlide[] = [
  { kind: 'section', number: 1, title: 'Предпосылки преобразований', subtitle: 'Государство и общество на рубеже XVII–XVIII веков', notes: 'Коротко назвать, почему реформы стали нужны.' },
  {
    kind: 'bullets',
    title: 'Основные направления реформ',
    bullets: ['Создание регулярной армии и военно-морского флота', 'Замена Боярской думы Сенатом, приказов — коллегиями', 'Развитие мануфактур и торговли', 'Новый календарь и гражданский шрифт', 'Открытие школ и Академии наук'],
    notes: 'Перечислить направления и сказать, что подробнее о каждом — дальше.',
  },
  {
    kind: 'two-columns',
    title: 'Итоги: приобретения и издержки',
    left: { heading: 'Приобретения', bullets: ['Выход к Балтийскому морю', 'Боеспособная армия и флот', 'Рост промышленности'] },
    right: { heading: 'Издержки', bullets: ['Рост налогового бремени', 'Усиление крепостного права', 'Разрыв культуры сословий'] },
    notes: 'Сопоставить две колонки и подвести к выводу.',
  },
  { kind: 'quote', title: 'Ключевое понятие', quote: 'Модернизация — переход общества от традиционного уклада к индустриальному, сопровождающийся изменением институтов, хозяйства и культуры.', source: 'рабочее определение этой работы', notes: '' },
  {
    kind: 'table',
    title: 'Хронология ключевых событий',
    columns: ['Год', 'Событие', 'Значение'],
    rows: [
      ['1700', 'Начало Северной войны', 'Борьба за выход к Балтике'],
      ['1703', 'Основание Санкт-Петербурга', 'Новая столица и порт'],
      ['1711', 'Учреждение Сената', 'Высший орган управления'],
      ['1718–1721', 'Создание коллегий', 'Отраслевое управление вместо приказов'],
      ['1722', 'Табель о рангах', 'Служба по заслугам, а не по происхождению'],
    ],
    caption: 'Таблица 1 — Хронология реформ',
    notes: 'Пройти по годам сверху вниз.',
  },
  {
    kind: 'chart',
    title: 'Рост числа мануфактур (условные данные)',
    chart: { type: 'bar', categories: ['1700', '1705', '1710', '1715', '1720', '1725'], series: [{ name: 'Мануфактуры', values: [20, 35, 60, 90, 150, 200] }], unit: 'шт.' },
    caption: 'Демо-версия: числа условные, приведены для примера оформления диаграммы',
    notes: 'Подчеркнуть, что данные условные.',
  },
  {
    kind: 'chart',
    title: 'Структура расходов казны (условные данные)',
    chart: { type: 'pie', categories: ['Армия', 'Флот', 'Управление', 'Прочее'], series: [{ name: 'Доля', values: [60, 20, 12, 8] }], unit: '%' },
    caption: 'Демо-версия: доли условные, приведены для примера оформления',
    notes: '',
  },
  {
    kind: 'chart',
    title: 'Население городов (условные данные)',
    chart: { type: 'line', categories: ['1700', '1710', '1720', '1730'], series: [{ name: 'Город А', values: [10, 14, 20, 25] }, { name: 'Город Б', values: [8, 9, 12, 18] }], unit: 'тыс. чел.' },
    caption: 'Демо-версия: числа условные',
    notes: '',
  },
  {
    kind: 'sources',
    title: 'Список источников',
    references: ['Демо-версия: в готовой презентации здесь список реальных источников по ГОСТ Р 7.0.100–2018, на которые ссылается текст.', 'Демо-версия: номера в списке совпадают с номерами ссылок в тексте работы.'],
    notes: '',
  },
]

/** A demo deck of `slides` content slides cycling through every kind (plus the title slide layoutDeck adds). */
export function fixtureDeckSpec(themeId: TPresentationThemeId = 'academic', slides = KINDS.length): TDeckSpec {
  return {
    topic: 'Реформы Петра I и их значение для России',
    subtitle: 'Презентация к защите реферата',
    themeId,
    isDemo: true,
    slides: Array.from({ length: slides }, (_, i) => KINDS[i % KINDS.length]!),
  }
}
