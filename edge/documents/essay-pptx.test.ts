// Opens the built PPTX and checks the deck: 16:9, slide order and titles, theses taken from the text.
import { strFromU8, unzipSync } from 'fflate'
import { describe, expect, it } from 'vitest'
import { sampleEssay } from '../../tests/helpers/sample-essay'
import { chapterTheses } from '../../domain/essay/work-document-theses'
import { buildEssayPptx, SLIDE_TITLES } from './essay-pptx'

const unescape = (s: string) => s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&amp;/g, '&')

/** Each slide's paragraphs (a:p) as text, slides in their number order. */
function slides(files: Record<string, Uint8Array>): string[][] {
  return Object.keys(files)
    .filter((n) => /^ppt\/slides\/slide\d+\.xml$/.test(n))
    .sort((a, b) => Number(/(\d+)\.xml/.exec(a)![1]) - Number(/(\d+)\.xml/.exec(b)![1]))
    .map((n) =>
      [...strFromU8(files[n]!).matchAll(/<a:p>(.*?)<\/a:p>/gs)]
        .map((p) => unescape([...(p[1] ?? '').matchAll(/<a:t>(.*?)<\/a:t>/gs)].map((t) => t[1]).join('')))
        .filter((t) => t !== ''),
    )
}

describe('buildEssayPptx', async () => {
  const work = sampleEssay()
  const files = unzipSync(await buildEssayPptx(work))
  const deck = slides(files)

  it('is a 16:9 deck: title, contents, a slide per chapter, conclusion, sources', () => {
    expect(strFromU8(files['ppt/presentation.xml']!)).toMatch(/<p:sldSz cx="12192000" cy="6858000"/)
    const sourceSlides = Math.ceil(work.references.length / 8)
    expect(deck).toHaveLength(2 + work.chapters.length + 1 + sourceSlides)
    expect(deck[0]).toContain(work.topic)
    expect(deck[0]).toContain('РЕФЕРАТ')
    expect(deck[1]![0]).toBe(SLIDE_TITLES.contents)
    expect(deck[1]!.slice(1)).toEqual([
      SLIDE_TITLES.introduction,
      ...work.chapters.map((c, i) => `${i + 1}. ${c.title}`),
      SLIDE_TITLES.conclusion,
      SLIDE_TITLES.sources,
    ])
    work.chapters.forEach((c, i) => expect(deck[2 + i]![0]).toBe(`${i + 1}. ${c.title}`))
    expect(deck[2 + work.chapters.length]![0]).toBe(SLIDE_TITLES.conclusion)
    expect(deck.at(-1)![0]).toMatch(new RegExp(`^${SLIDE_TITLES.sources}`))
  })

  it('puts 3–5 theses from the chapter text on each chapter slide, without citations', () => {
    work.chapters.forEach((c, i) => {
      const theses = chapterTheses(c)
      expect(theses.length).toBeGreaterThanOrEqual(3)
      expect(theses.length).toBeLessThanOrEqual(5)
      expect(deck[2 + i]!.slice(1, 1 + theses.length)).toEqual(theses)
      for (const t of theses) {
        expect(t).not.toMatch(/\[\d/)
        expect(c.subchapters.some((s) => s.paragraphs.some((p) => p.startsWith(t.replace(/…$/, ''))))).toBe(true)
      }
    })
  })

  it('lists every source, numbered, across the sources slides', () => {
    const listed = deck.filter((s) => s[0]!.startsWith(SLIDE_TITLES.sources)).flatMap((s) => s.slice(1))
    expect(listed).toEqual(work.references.map((r, i) => `${i + 1}. ${r}`))
  })
})
