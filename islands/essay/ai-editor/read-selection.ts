// Turns the browser's text selection inside the finished text into a paragraph range of one section (offsets in the
// section's own paragraph strings), or says why it is not one.
import { parseVisualMarker } from '../../../domain/essay/visual-items'
import { sectionParagraphs, selectedText, type TParagraphRange } from '../../../domain/essay/ai-editor'

export type TEditorTarget = { sectionKey: string; sectionText: string; range: TParagraphRange; text: string }

export type TSelectionRead =
  | { kind: 'outside' }
  /** A caret (zero-length selection) inside a paragraph: the editor closes. */
  | { kind: 'collapsed' }
  | { kind: 'crosses-visual' }
  | { kind: 'target'; target: TEditorTarget }

type TPoint = { paragraph: HTMLElement; index: number; offset: number }

function pointOf(node: Node, offset: number): TPoint | null {
  const el = (node instanceof Element ? node : node.parentElement)?.closest<HTMLElement>('[data-paragraph]')
  if (!el) return null
  const r = document.createRange()
  r.selectNodeContents(el)
  try {
    r.setEnd(node, offset)
  } catch {
    return null
  }
  return { paragraph: el, index: Number(el.dataset.paragraph), offset: r.toString().length }
}

const sectionKeyOf = (el: HTMLElement) => el.closest<HTMLElement>('[data-section]')?.dataset.section ?? null

/** The target for a whole paragraph (the «Редактировать с ИИ» button). */
export function paragraphTarget(sectionKey: string, sectionText: string, index: number): TEditorTarget | null {
  const p = sectionParagraphs(sectionText)[index]
  if (p === undefined || parseVisualMarker(p)) return null
  const range = { startParagraph: index, startOffset: 0, endParagraph: index, endOffset: p.length }
  return { sectionKey, sectionText, range, text: p }
}

/** The target for a part of a section (a matched fragment of the originality report); null when it no longer fits. */
export function rangeTarget(sectionKey: string, sectionText: string, range: TParagraphRange): TEditorTarget | null {
  const paragraphs = sectionParagraphs(sectionText)
  for (let i = range.startParagraph; i <= range.endParagraph; i++) if (paragraphs[i] === undefined || parseVisualMarker(paragraphs[i]!)) return null
  if (range.startOffset > paragraphs[range.startParagraph]!.length || range.endOffset > paragraphs[range.endParagraph]!.length) return null
  const text = selectedText(sectionText, range)
  return text.trim() ? { sectionKey, sectionText, range, text } : null
}

export function readSelection(area: HTMLElement, sel: Selection | null, textOf: (sectionKey: string) => string | null): TSelectionRead {
  if (!sel || sel.rangeCount === 0) return { kind: 'outside' }
  const r = sel.getRangeAt(0)
  if (!area.contains(r.commonAncestorContainer)) return { kind: 'outside' }
  const start = pointOf(r.startContainer, r.startOffset)
  if (r.collapsed) return start ? { kind: 'collapsed' } : { kind: 'outside' }
  if (!start) return { kind: 'outside' }
  const sectionKey = sectionKeyOf(start.paragraph)
  const sectionText = sectionKey ? textOf(sectionKey) : null
  if (!sectionKey || sectionText === null) return { kind: 'outside' }
  const paragraphs = sectionParagraphs(sectionText)
  let end = pointOf(r.endContainer, r.endOffset)
  // A triple click ends at the start of the next block, or outside any paragraph: keep to the paragraphs it covered.
  if (!end || sectionKeyOf(end.paragraph) !== sectionKey) end = { ...start, offset: paragraphs[start.index]?.length ?? start.offset }
  let range: TParagraphRange = { startParagraph: start.index, startOffset: start.offset, endParagraph: end.index, endOffset: end.offset }
  if (range.endOffset === 0 && range.endParagraph > range.startParagraph) {
    const previous = range.endParagraph - 1
    range = { ...range, endParagraph: previous, endOffset: paragraphs[previous]?.length ?? 0 }
  }
  for (let i = range.startParagraph; i <= range.endParagraph; i++) if (parseVisualMarker(paragraphs[i] ?? '')) return { kind: 'crosses-visual' }
  let text: string
  try {
    text = selectedText(sectionText, range)
  } catch {
    return { kind: 'outside' }
  }
  if (!text.trim()) return { kind: 'collapsed' }
  return { kind: 'target', target: { sectionKey, sectionText, range, text } }
}
