// What the checker reports: a kind of violation, where it is, what was found and what the profile wants. Kinds are
// ranked by how soon a reviewer notices them — a missing section or the wrong font shows on the first glance at any
// page, a comma in one reference only to whoever reads the list — and the report is grouped by kind in that order.

/** The kinds, most noticeable first: the array's order is the ranking. */
export const VIOLATION_KINDS = [
  'structure-missing',
  'contents-missing',
  'page-size',
  'page-margins',
  'font-family',
  'font-size',
  'line-spacing',
  'page-number-missing',
  'heading-new-page',
  'heading-alignment',
  'heading-case',
  'heading-bold',
  'structure-name',
  'body-alignment',
  'first-line-indent',
  'font-color',
  'page-number-position',
  'page-number-title',
  'page-number-format',
  'heading-full-stop',
  'heading-numbering',
  'caption-missing',
  'caption-position',
  'caption-format',
  'caption-alignment',
  'caption-numbering',
  'list-marker',
  'reference-numbering',
  'reference-order',
  'reference-entry',
  'appendix-designation',
  'footnote-format',
] as const

export type TViolationKind = (typeof VIOLATION_KINDS)[number]

/** The group titles the report shows. */
export const VIOLATION_TITLES: Record<TViolationKind, string> = {
  'structure-missing': 'Нет обязательного раздела',
  'contents-missing': 'Нет содержания',
  'page-size': 'Формат листа',
  'page-margins': 'Поля страницы',
  'font-family': 'Шрифт',
  'font-size': 'Размер шрифта',
  'line-spacing': 'Межстрочный интервал',
  'page-number-missing': 'Нет номеров страниц',
  'heading-new-page': 'Раздел не с новой страницы',
  'heading-alignment': 'Выравнивание заголовка',
  'heading-case': 'Регистр заголовка',
  'heading-bold': 'Начертание заголовка',
  'structure-name': 'Название структурного элемента',
  'body-alignment': 'Выравнивание текста',
  'first-line-indent': 'Абзацный отступ',
  'font-color': 'Цвет текста',
  'page-number-position': 'Место номера страницы',
  'page-number-title': 'Номер на титульном листе',
  'page-number-format': 'Нумерация страниц',
  'heading-full-stop': 'Точка в конце заголовка',
  'heading-numbering': 'Нумерация разделов',
  'caption-missing': 'Нет подписи',
  'caption-position': 'Место подписи',
  'caption-format': 'Вид подписи',
  'caption-alignment': 'Выравнивание подписи',
  'caption-numbering': 'Нумерация рисунков и таблиц',
  'list-marker': 'Маркер списка',
  'reference-numbering': 'Нумерация списка источников',
  'reference-order': 'Порядок источников',
  'reference-entry': 'Описание источника',
  'appendix-designation': 'Обозначение приложения',
  'footnote-format': 'Оформление сносок',
}

export type TViolation = {
  kind: TViolationKind
  /** The body paragraph it is in (0-based, tables' paragraphs counted in order), or null for the whole document. */
  paragraph: number | null
  /** The page it is probably on (1-based), from the profile's characters per page. */
  page: number | null
  /** The first words of the paragraph, for finding it. */
  excerpt: string
  /** What is there, in Russian: «Arial, 12 пт». */
  found: string
  /** What the profile wants, in Russian. */
  expected: string
  /** A corrected text when one can be written (a reference entry). */
  suggestion?: string
}

export type TViolationGroup = { kind: TViolationKind; title: string; rank: number; count: number; items: TViolation[] }

export type TFormatReport = {
  profileId: string
  /** Pages the document probably has. */
  pages: number
  paragraphs: number
  total: number
  groups: TViolationGroup[]
}

const rankOf = (kind: TViolationKind) => VIOLATION_KINDS.indexOf(kind)

/** Groups by kind, the most noticeable kind first, each group in document order; one item per kind and paragraph. */
export function groupViolations(list: readonly TViolation[]): TViolationGroup[] {
  const byKind = new Map<TViolationKind, TViolation[]>()
  const seen = new Set<string>()
  for (const v of list) {
    // A paragraph with three wrong runs is one place to fix.
    const key = v.paragraph === null ? `${v.kind}|doc|${v.found}|${v.expected}` : `${v.kind}|${v.paragraph}`
    if (seen.has(key)) continue
    seen.add(key)
    const items = byKind.get(v.kind) ?? []
    items.push(v)
    byKind.set(v.kind, items)
  }
  return [...byKind.entries()]
    .map(([kind, items]) => ({
      kind,
      title: VIOLATION_TITLES[kind],
      rank: rankOf(kind) + 1,
      count: items.length,
      items: items.sort((a, b) => (a.paragraph ?? -1) - (b.paragraph ?? -1)),
    }))
    .sort((a, b) => a.rank - b.rank)
}

/** The first words of a paragraph, cut at a word. */
export function excerptOf(text: string, max = 80): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  if (flat.length <= max) return flat
  const cut = flat.slice(0, max)
  const space = cut.lastIndexOf(' ')
  return `${space > max / 2 ? cut.slice(0, space) : cut}…`
}
