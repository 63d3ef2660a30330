// The edit history of a text work (issue 13 part 5): what each version kind is called, who it is shown as, how many
// versions a section keeps, and the word-level "diff-ish" summary the «История работы» page prints.
import { ESSAY_TEXT_ORIGINS } from './requirements'
import { parseVisualMarker } from './visual-items'

export const TEXT_VERSION_KINDS = ['GENERATED', ...ESSAY_TEXT_ORIGINS, 'RESET', 'RESTORE', 'REWRITE'] as const
export type TTextVersionKind = (typeof TEXT_VERSION_KINDS)[number]

export const TEXT_HISTORY_LIMITS = {
  /**
   * Versions one section keeps besides its generated ones: past this the oldest are pruned. 200 saves of at most
   * 10000 characters bound a section to ~2 MB, and a student rarely saves one section more than a few dozen times.
   */
  versionsPerSection: 200,
  workHistoryPage: { default: 50, max: 100 },
  previewChars: 240,
} as const

export const TEXT_VERSION_KIND_LABELS: Record<TTextVersionKind, string> = {
  GENERATED: 'Исходный текст',
  EDIT: 'Правка',
  AI_REWRITE: 'Переписано',
  AI_EXTEND: 'Дополнено',
  AI_SHORTEN: 'Сокращено',
  AI_CUSTOM: 'Изменено по запросу',
  VISUAL_ITEM: 'Добавлена иллюстрация',
  RESET: 'Сброс к исходному',
  RESTORE: 'Восстановлена версия',
  REWRITE: 'Обновлено после изменения плана или источников',
}

/**
 * What a version is called. A VISUAL_ITEM save inserts, deletes or replaces an item in place: its words (a marker
 * counts as the word «иллюстрация», see `wordChange`) tell which.
 */
export function textVersionLabel(v: { kind: TTextVersionKind; wordsAdded: number; wordsRemoved: number }): string {
  if (v.kind !== 'VISUAL_ITEM') return TEXT_VERSION_KIND_LABELS[v.kind]
  if (v.wordsRemoved > v.wordsAdded) return 'Удалена иллюстрация'
  if (v.wordsAdded === v.wordsRemoved) return 'Заменена иллюстрация'
  return TEXT_VERSION_KIND_LABELS.VISUAL_ITEM
}

export const TEXT_VERSION_AUTHORS = { client: 'Ты', aiEditor: 'ИИ-редактор', generated: 'Сгенерировано' } as const

/** Who a version is shown as: the writer for the generated text (and for a section the rewrite of a changed outline
 * or source list renumbered or rewrote), the AI editor for its changes, else the student. A visual item deleted in place
 * stays the AI editor's (its own tool), as the history's totals and «only mine» count it by kind. */
export function textVersionAuthor(kind: TTextVersionKind): string {
  if (kind === 'GENERATED' || kind === 'REWRITE') return TEXT_VERSION_AUTHORS.generated
  if (kind.startsWith('AI_') || kind === 'VISUAL_ITEM') return TEXT_VERSION_AUTHORS.aiEditor
  return TEXT_VERSION_AUTHORS.client
}

export const TEXT_HISTORY_MESSAGES = {
  versionNotFound: 'Такой версии нет',
  nothingToUndo: 'Текст уже изменился, вернуть сброс нельзя',
  restored: 'Вернули эту версию',
  resetConfirm: 'Весь текст работы вернётся к исходному, твои правки пропадут из работы (в истории они останутся).',
} as const

const VISUAL_PLACEHOLDER = '[иллюстрация]'

/** A one-line preview: visual-item markers named, whitespace collapsed, cut at a word. */
export function versionPreview(text: string, max: number = TEXT_HISTORY_LIMITS.previewChars): string {
  const flat = text
    .split(/\n+/)
    .map((p) => (parseVisualMarker(p) ? VISUAL_PLACEHOLDER : p.trim()))
    .filter(Boolean)
    .join(' ')
    .replace(/\s+/g, ' ')
  if (flat.length <= max) return flat
  const cut = flat.slice(0, max)
  const space = cut.lastIndexOf(' ')
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`
}

const words = (text: string): string[] =>
  text
    .toLowerCase()
    .replace(/\[\[visual:[0-9]+\]\]/g, ' иллюстрация ')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)

/**
 * Words added and removed from `before` to `after`, counted as a multiset difference: not a full diff, but enough to
 * tell «+12 −3 слова» from a rewrite, and linear in the text length.
 */
export function wordChange(before: string | null, after: string): { added: number; removed: number } {
  const counts = new Map<string, number>()
  for (const w of words(before ?? '')) counts.set(w, (counts.get(w) ?? 0) + 1)
  let added = 0
  for (const w of words(after)) {
    const left = counts.get(w) ?? 0
    if (left > 0) counts.set(w, left - 1)
    else added++
  }
  let removed = 0
  for (const n of counts.values()) removed += n
  return { added, removed }
}
