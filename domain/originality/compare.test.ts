// The figures of issue 36 on the fixture corpus (texts written for it): a 40 % copy, a lightly reworded copy, an
// original text on the same topic, texts compared with nothing, and what the check leaves out.
import { describe, expect, it } from 'vitest'
import { INFLATION, INFLATION_REWORDED, PETERSBURG, SOCIAL_NETWORKS, SOCIAL_NETWORKS_INDEPENDENT, URBAN_ECOLOGY } from '../../tests/fixtures/originality-corpus'
import { compareTexts, type TSourceDoc } from './compare'
import { SHINGLE_WORDS, shingleText } from './shingles'

const doc = (id: string, text: string, o?: { excludeCitedQuotes?: boolean }): TSourceDoc => ({ id, ...shingleText(text, o) })
const paragraphs = (text: string) => text.split('\n\n')
const SOURCES = [doc('inflation', INFLATION), doc('social', SOCIAL_NETWORKS), doc('urban', URBAN_ECOLOGY)]

describe('compareTexts on the corpus', () => {
  it('scores a work with 40 % of its words copied at 60 ± 5 and shows the copied part in both texts', () => {
    const own = paragraphs(PETERSBURG)
    const copied = paragraphs(URBAN_ECOLOGY).slice(1, 5).join('\n\n')
    const before = own.slice(0, 3).join('\n\n')
    const work = [before, copied, own.slice(3, 6).join('\n\n')].join('\n\n')
    const checked = shingleText(work)
    // The work is built to the figure: 156 of its 383 content words come from URBAN_ECOLOGY.
    expect(shingleText(copied).words / checked.words).toBeCloseTo(0.4, 1)

    const report = compareTexts(checked, SOURCES)
    // Measured: 59.3 — all 156 copied words matched, in one fragment, and none of the work's own 227.
    expect(report.originality).toBeGreaterThanOrEqual(55)
    expect(report.originality).toBeLessThanOrEqual(65)
    expect(report.words).toBe(checked.words)
    expect(report.sources.map((s) => s.id)).toEqual(['urban'])
    expect(report.sources[0]?.share).toBeCloseTo(100 - report.originality, 0)

    const copiedStart = before.length + 2
    const copiedEnd = copiedStart + copied.length
    expect(report.fragments.length).toBeGreaterThan(0)
    let shown = 0
    for (const f of report.fragments) {
      expect(f.start).toBeGreaterThanOrEqual(copiedStart)
      expect(f.end).toBeLessThanOrEqual(copiedEnd)
      shown += f.end - f.start
      const [source] = f.sources
      expect(f.sources).toHaveLength(1)
      expect(source?.id).toBe('urban')
      // The ranges map back to the same words in both texts.
      expect(URBAN_ECOLOGY.slice(source?.start, source?.end)).toBe(work.slice(f.start, f.end))
    }
    expect(shown / copied.length).toBeGreaterThan(0.97)
  })

  it('finds a lightly reworded copy with most of its words', () => {
    const report = compareTexts(shingleText(INFLATION_REWORDED), SOURCES)
    // Measured with SHINGLE_WORDS = 3: 77.1 % of its words matched (originality 22.9); with 4 it would be 66.3 %.
    expect(report.sources[0]).toMatchObject({ id: 'inflation' })
    expect(report.sources[0]?.share).toBeGreaterThanOrEqual(70)
    expect(report.originality).toBeLessThanOrEqual(30)
    // Every fragment points into the reworded paragraphs (2–5) of the source.
    const from = INFLATION.indexOf(paragraphs(INFLATION)[1] as string)
    const to = INFLATION.indexOf(paragraphs(INFLATION)[4] as string) + (paragraphs(INFLATION)[4] as string).length
    for (const f of report.fragments) {
      for (const s of f.sources) {
        expect(s.start).toBeGreaterThanOrEqual(from)
        expect(s.end).toBeLessThanOrEqual(to)
      }
    }
  })

  it('scores an independently written text on the same topic at 95 % or more', () => {
    const report = compareTexts(shingleText(SOCIAL_NETWORKS_INDEPENDENT), [...SOURCES, doc('petersburg', PETERSBURG)])
    // Measured: 100 (no shingle shared with SOCIAL_NETWORKS or any other text).
    expect(report.originality).toBeGreaterThanOrEqual(95)
  })

  it('scores a text compared with nothing at 100, and an empty text at 100 with no words', () => {
    expect(compareTexts(shingleText(INFLATION), [])).toMatchObject({ originality: 100, matchedWords: 0, fragments: [], sources: [] })
    expect(compareTexts(shingleText(''), SOURCES)).toEqual({ originality: 100, words: 0, matchedWords: 0, fragments: [], sources: [] })
    expect(compareTexts(shingleText('и в на 2024 [1]'), SOURCES)).toMatchObject({ originality: 100, words: 0 })
  })

  it('scores a verbatim copy at 0 and lists sources by share, highest first', () => {
    const own = paragraphs(SOCIAL_NETWORKS)
    const work = [paragraphs(INFLATION).slice(0, 4).join('\n\n'), own[0], own[1]].join('\n\n')
    const report = compareTexts(shingleText(work), SOURCES)
    expect(report.originality).toBe(0)
    expect(report.sources.map((s) => s.id)).toEqual(['inflation', 'social'])
    expect((report.sources[0]?.share ?? 0) + (report.sources[1]?.share ?? 0)).toBeCloseTo(100, 0)
    expect(compareTexts(shingleText(URBAN_ECOLOGY), SOURCES)).toMatchObject({ originality: 0, sources: [{ id: 'urban', share: 100 }] })
  })
})

describe('compareTexts: what is not counted', () => {
  const quote = paragraphs(URBAN_ECOLOGY)[1] as string
  const own = paragraphs(PETERSBURG)[0] as string

  it('leaves out citation marks: a copy with [n] added matches like the copy without', () => {
    const cited = quote.replace(/\.\s/g, ' [4, с. 12]. ')
    expect(shingleText(cited).hashes).toEqual(shingleText(quote).hashes)
  })

  it('leaves out a quotation with a citation when asked, and counts it otherwise', () => {
    const work = `${own} Как пишут экологи, «${quote}» [3, с. 15].`
    const counted = compareTexts(shingleText(work), SOURCES)
    expect(counted.sources.map((s) => s.id)).toEqual(['urban'])
    const excluded = compareTexts(shingleText(work, { excludeCitedQuotes: true }), SOURCES)
    expect(excluded).toMatchObject({ originality: 100, words: shingleText(`${own} Как пишут экологи.`).words, sources: [] })
  })

  it('leaves out the reference list, even when it repeats a source word for word', () => {
    const references = paragraphs(URBAN_ECOLOGY).slice(0, 3).join('\n')
    const work = `${own}\n\nСписок использованных источников\n${references}`
    expect(compareTexts(shingleText(work), SOURCES)).toMatchObject({ originality: 100, sources: [] })
    expect(compareTexts(shingleText(`${own}\n\n${references}`), SOURCES).originality).toBeLessThan(50)
  })
})

describe('compareTexts: fragments', () => {
  const source = 'альфа бета гамма дельта эпсилон дзета теорема тета йота каппа лямбда мускат нуга кси омикрон пирамида ро сигма тау ипсилон'
  const replace = (from: number, count: number) =>
    source
      .split(' ')
      .map((w, i) => (i >= from && i < from + count ? `замена${'абвгд'[i - from]}` : w))
      .join(' ')

  it('merges matches that 1 or 2 unmatched words separate, and splits them at 3', () => {
    const sources = [doc('s', source)]
    for (const [count, fragments] of [[1, 1], [2, 1], [3, 2]] as const) {
      const checked = shingleText(replace(8, count))
      const report = compareTexts(checked, sources)
      expect(report.fragments, `${count} words replaced`).toHaveLength(fragments)
      expect(report.matchedWords).toBe(checked.words - count)
    }
  })

  it('covers a shingle’s words once: matched words are the union of the matched shingles’ words', () => {
    const checked = shingleText(source)
    expect(compareTexts(checked, [doc('a', source), doc('b', source)])).toMatchObject({
      matchedWords: checked.words,
      originality: 0,
      sources: [
        { id: 'a', share: 100 },
        { id: 'b', share: 100 },
      ],
    })
    // One shared shingle covers SHINGLE_WORDS words.
    const words = source.split(' ')
    const one = compareTexts(checked, [doc('c', `${words.slice(4, 4 + SHINGLE_WORDS).join(' ')} совсем другое продолжение`)])
    expect(one.matchedWords).toBe(SHINGLE_WORDS)
    expect(one.fragments).toHaveLength(1)
  })
})
