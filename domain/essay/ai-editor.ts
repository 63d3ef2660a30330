// The AI editor of the finished text work (orders.md §2 modes, §3 Editor enums, §4/§5 AI editor): its limits and
// messages (the server validates the same schemas), and the pure text operations the panel applies to a section —
// replace the selection, add the result below it, put a visual item's marker under it.
import { z } from 'zod'
import { ESSAY_MESSAGES, type ESSAY_TEXT_ORIGINS } from './requirements'

type TEssayTextOrigin = (typeof ESSAY_TEXT_ORIGINS)[number]

/** orders.md §3 Editor enums. */
export type TAiEditorMode = 'form' | 'result' | 'loading' | 'collapsed' | 'visualize'
export type TAiEditorRewriteType = 'custom' | 'rewrite' | 'extender' | 'shortener'
export type TAiEditorAction = 'save' | 'retry' | 'add-down' | 'cancel'

/** The spec keeps the values unshown; these keep a request cheap and a passage a passage. */
export const AI_EDITOR_LIMITS = {
  selection: { max: 3000 },
  instruction: { max: 500 },
} as const

/** How long the changed passage flashes after an apply (orders.md §4 AI editor). */
export const AI_EDITOR_FLASH_MS = 3000

export const AI_EDITOR_MESSAGES = {
  selectionTooLong: `Выделенный фрагмент не может быть больше ${AI_EDITOR_LIMITS.selection.max} символов`,
  selectionEmpty: 'Выдели фрагмент текста',
  instructionTooLong: `Инструкция не может быть больше ${AI_EDITOR_LIMITS.instruction.max} символов`,
  instructionEmpty: 'Напиши, что сделать с текстом',
  crossesVisual: 'Выдели текст без графиков, таблиц и формул',
  default: ESSAY_MESSAGES.default,
} as const

export const ZAiEditorText = z
  .string({ error: AI_EDITOR_MESSAGES.selectionEmpty })
  .refine((t) => t.trim().length > 0, AI_EDITOR_MESSAGES.selectionEmpty)
  .refine((t) => t.length <= AI_EDITOR_LIMITS.selection.max, AI_EDITOR_MESSAGES.selectionTooLong)

export const ZAiEditorInstruction = z
  .string({ error: AI_EDITOR_MESSAGES.instructionEmpty })
  .trim()
  .min(1, AI_EDITOR_MESSAGES.instructionEmpty)
  .max(AI_EDITOR_LIMITS.instruction.max, AI_EDITOR_MESSAGES.instructionTooLong)

/** The edit-log origin of each kind of AI change (domain/essay/requirements.ts ESSAY_TEXT_ORIGINS). */
export const AI_EDITOR_ORIGIN: Record<TAiEditorRewriteType, TEssayTextOrigin> = {
  rewrite: 'AI_REWRITE',
  extender: 'AI_EXTEND',
  shortener: 'AI_SHORTEN',
  custom: 'AI_CUSTOM',
}

// ---------------------------------------------------------------------------------------------
// Section text as paragraphs, and the edits the panel applies
// ---------------------------------------------------------------------------------------------

/** The paragraphs a section shows, in order (blank lines separate nothing extra). */
export function sectionParagraphs(text: string): string[] {
  return text.split(/\n+/).filter((p) => p.trim().length > 0)
}

/** A selection inside one section: from (paragraph, offset) to (paragraph, offset), end exclusive. */
export type TParagraphRange = { startParagraph: number; startOffset: number; endParagraph: number; endOffset: number }

/** What an edit produced: the section's new text and the paragraphs that changed (inclusive), for the flash. */
export type TSectionEdit = { text: string; changed: { from: number; to: number } }

const separatorOf = (text: string) => (text.includes('\n\n') ? '\n\n' : '\n')

const join = (paragraphs: string[], original: string) => paragraphs.join(separatorOf(original))

function checkRange(paragraphs: string[], r: TParagraphRange) {
  const start = paragraphs[r.startParagraph]
  const end = paragraphs[r.endParagraph]
  if (start === undefined || end === undefined || r.startParagraph > r.endParagraph) throw new RangeError('selection outside the section')
  if (r.startOffset < 0 || r.startOffset > start.length || r.endOffset < 0 || r.endOffset > end.length) throw new RangeError('offset outside the paragraph')
  if (r.startParagraph === r.endParagraph && r.startOffset > r.endOffset) throw new RangeError('reversed selection')
}

/** The selected text itself (paragraphs joined by a line break). */
export function selectedText(text: string, r: TParagraphRange): string {
  const paragraphs = sectionParagraphs(text)
  checkRange(paragraphs, r)
  if (r.startParagraph === r.endParagraph) return paragraphs[r.startParagraph]!.slice(r.startOffset, r.endOffset)
  return [paragraphs[r.startParagraph]!.slice(r.startOffset), ...paragraphs.slice(r.startParagraph + 1, r.endParagraph), paragraphs[r.endParagraph]!.slice(0, r.endOffset)].join('\n')
}

/** «Сохранить»: the selection becomes the result; text around it in the first and last paragraph stays. */
export function replaceSelection(text: string, r: TParagraphRange, result: string): TSectionEdit {
  const paragraphs = sectionParagraphs(text)
  checkRange(paragraphs, r)
  const before = paragraphs[r.startParagraph]!.slice(0, r.startOffset)
  const after = paragraphs[r.endParagraph]!.slice(r.endOffset)
  // A selection that took the space after a word keeps it: the result goes between the same spaces.
  const selected = selectedText(text, r)
  const lead = /^\s*/.exec(selected)![0].replace(/\n/g, ' ')
  const trail = /\s*$/.exec(selected)![0].replace(/\n/g, ' ')
  const middle = sectionParagraphs(`${before}${lead}${result.trim()}${trail}${after}`)
  const next = [...paragraphs.slice(0, r.startParagraph), ...middle, ...paragraphs.slice(r.endParagraph + 1)]
  return { text: join(next, text), changed: { from: r.startParagraph, to: r.startParagraph + Math.max(0, middle.length - 1) } }
}

/** «Добавить ниже»: the result goes in as new paragraphs right after the selection's last paragraph. */
export function addBelow(text: string, r: TParagraphRange, result: string): TSectionEdit {
  const paragraphs = sectionParagraphs(text)
  checkRange(paragraphs, r)
  return insertAfter(text, paragraphs, r.endParagraph, sectionParagraphs(result))
}

/** A visual item's marker as its own paragraph right after the paragraph `after`. */
export function insertMarkerBelow(text: string, after: number, marker: string): TSectionEdit {
  const paragraphs = sectionParagraphs(text)
  if (paragraphs[after] === undefined) throw new RangeError('paragraph outside the section')
  return insertAfter(text, paragraphs, after, [marker])
}

function insertAfter(original: string, paragraphs: string[], after: number, added: string[]): TSectionEdit {
  const next = [...paragraphs.slice(0, after + 1), ...added, ...paragraphs.slice(after + 1)]
  return { text: join(next, original), changed: { from: after + 1, to: after + Math.max(1, added.length) } }
}
