// The text an originality check reads from a work kept as sections (a text work, a referat): each section's paragraphs
// as the editor splits them (sectionParagraphs), visual items' markers left out, one blank line apart. The map lets the
// page turn a matched fragment's range in that text back into a section, paragraph and offsets — to highlight it and
// to hand it to the AI editor's rewrite.
import { sectionParagraphs } from '../essay/ai-editor'
import { parseVisualMarker } from '../essay/visual-items'

export type TCheckedParagraph = { sectionKey: string; index: number; start: number; text: string }
export type TCheckedText = { text: string; paragraphs: TCheckedParagraph[] }
/** A part of one section: from (paragraph, offset) to (paragraph, offset), end exclusive (the editor's TParagraphRange). */
export type TSectionRange = { sectionKey: string; startParagraph: number; startOffset: number; endParagraph: number; endOffset: number }

const SEPARATOR = '\n\n'

export function checkedTextOfSections(sections: readonly { key?: string; text?: unknown }[]): TCheckedText {
  const paragraphs: TCheckedParagraph[] = []
  let at = 0
  sections.forEach((s, i) => {
    if (typeof s.text !== 'string') return
    sectionParagraphs(s.text).forEach((p, index) => {
      if (parseVisualMarker(p) !== null) return
      if (paragraphs.length > 0) at += SEPARATOR.length
      paragraphs.push({ sectionKey: s.key ?? String(i), index, start: at, text: p })
      at += p.length
    })
  })
  return { text: paragraphs.map((p) => p.text).join(SEPARATOR), paragraphs }
}

/** The sections' parts a range of the checked text covers (one per section it touches; none for an empty range). */
export function sectionRanges(checked: TCheckedText, start: number, end: number): TSectionRange[] {
  const out: TSectionRange[] = []
  for (const p of checked.paragraphs) {
    const from = Math.max(start, p.start)
    const to = Math.min(end, p.start + p.text.length)
    if (from >= to) continue
    const last = out.at(-1)
    if (last && last.sectionKey === p.sectionKey) {
      last.endParagraph = p.index
      last.endOffset = to - p.start
    } else {
      out.push({ sectionKey: p.sectionKey, startParagraph: p.index, startOffset: from - p.start, endParagraph: p.index, endOffset: to - p.start })
    }
  }
  return out
}
