import { describe, expect, it } from 'vitest'
import { estimateParagraphPages } from './page-estimate'

// The GOST text area: A4 less 30 + 15 mm across and 20 + 20 mm down, in twips.
const PAGE = { textWidth: 11906 - 1701 - 850, textHeight: 16838 - 1134 - 1134 }
const para = (chars: number, newPage = false) => ({ chars, size: 14, line: 1.5, newPage })

describe('estimateParagraphPages', () => {
  it('fits about 1 800–2 000 characters of 14 pt text at 1.5 spacing on a page', () => {
    const perPage = (n: number) => estimateParagraphPages(Array.from({ length: n }, () => para(600)), PAGE).total
    // Ten lines per paragraph, three paragraphs a page: the fourth starts page 2.
    expect(perPage(3)).toBe(1)
    expect(perPage(4)).toBe(2)
  })

  it('starts a new page where a paragraph breaks the page, not before the first', () => {
    const { pages, total } = estimateParagraphPages([para(100, true), para(100), para(100, true), para(100)], PAGE)
    expect(pages).toEqual([1, 1, 2, 2])
    expect(total).toBe(2)
  })

  it('carries a paragraph longer than a page over the following pages', () => {
    const { pages } = estimateParagraphPages([para(5000), para(10)], PAGE)
    expect(pages).toEqual([1, 3])
  })
})
