import { describe, expect, it } from 'vitest'
import { checkedTextOfSections, sectionRanges } from './sections-text'

const sections = [
  { key: 'intro', text: 'Первый абзац.\n\nВторой абзац.' },
  { key: 'ch1', text: '[[visual:12]]\nТретий абзац главы.' },
]

describe('the checked text of a sectioned work', () => {
  it('joins the paragraphs one blank line apart, without visual items, and keeps where each came from', () => {
    const c = checkedTextOfSections(sections)
    expect(c.text).toBe('Первый абзац.\n\nВторой абзац.\n\nТретий абзац главы.')
    // The paragraph index is the editor's, so the marker still counts in its section.
    expect(c.paragraphs.map((p) => [p.sectionKey, p.index, c.text.slice(p.start, p.start + p.text.length)])).toEqual([
      ['intro', 0, 'Первый абзац.'],
      ['intro', 1, 'Второй абзац.'],
      ['ch1', 1, 'Третий абзац главы.'],
    ])
  })

  it('maps a range of the text back to sections, paragraphs and offsets', () => {
    const c = checkedTextOfSections(sections)
    const start = c.text.indexOf('абзац.')
    const end = c.text.indexOf(' главы')
    expect(sectionRanges(c, start, end)).toEqual([
      { sectionKey: 'intro', startParagraph: 0, startOffset: 7, endParagraph: 1, endOffset: 13 },
      { sectionKey: 'ch1', startParagraph: 1, startOffset: 0, endParagraph: 1, endOffset: 12 },
    ])
    expect(sectionRanges(c, 5, 5)).toEqual([])
  })
})
