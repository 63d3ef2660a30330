// The contents' page numbers worked out from the work (docx-page-estimate.ts) against docx/layout's Word-like layout
// of the whole XML, on the sample works and on generated ones with wrapped titles, digits, Latin text and long
// addresses; and, where LibreOffice is installed, against the pages LibreOffice prints.
import { execFileSync, spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { strFromU8, unzipSync } from 'fflate'
import { extractText, getDocumentProxy } from 'unpdf'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TWorkDocumentInput } from '../../domain/essay/work-document'
import { parseVisualMarker, visualMarker } from '../../domain/essay/visual-items'
import { sampleEssay } from '../../tests/helpers/sample-essay'
import { countLines, estimatePages, headingPageNumbers, lineHeight, workHeadingPages } from './docx-page-estimate'
import { buildEssayDocx, GOST_PAGE, STRUCTURAL } from './essay-docx'

const PAGE = { textWidth: 9355, textHeight: 14570 }

/** The contents' entries of a built DOCX: the heading's text and the page number written after it. */
function contents(bytes: Uint8Array): { title: string; page: string }[] {
  const xml = strFromU8(unzipSync(bytes)['word/document.xml']!)
  return [...xml.matchAll(/<w:hyperlink [^>]*w:anchor="_Toc\d+"[^>]*>([^]*?)<\/w:hyperlink>/g)].map((m) => {
    const texts = [...m[1]!.matchAll(/<w:t[^>]*>([^<]*)<\/w:t>/g)].map((t) => t[1]!)
    return { title: texts.slice(0, -1).join('').trim(), page: texts.at(-1)! }
  })
}

/** A work with what the sample lacks: titles that wrap in the contents, digits, Latin, dashes, long addresses. */
function generatedWork(seed: number): TWorkDocumentInput {
  let s = seed
  const rand = () => ((s = (s * 1103515245 + 12345) % 2147483648), s / 2147483648)
  const WORDS = (
    'и в на экономика «цифровой» — развитие 2024 г. ВВП 3,5 % OECD policy анализ Иванов И. И. социально-экономический ' +
    'информационно-коммуникационных (см. табл. 1) https://example.org/a/very/long/path/that/keeps/going/on/and/on/2024 ' +
    'задача: решение; итог! вопрос? №5 XXI век'
  ).split(' ')
  const word = () => WORDS[Math.floor(rand() * WORDS.length)]!
  const sentence = () => Array.from({ length: 5 + Math.floor(rand() * 14) }, word).join(' ') + '.'
  const paragraph = () => Array.from({ length: 1 + Math.floor(rand() * 8) }, sentence).join(' ')
  const paragraphs = (n: number) => Array.from({ length: 1 + Math.floor(rand() * n) }, paragraph)
  const title = () => Array.from({ length: 2 + Math.floor(rand() * (rand() < 0.3 ? 25 : 6)) }, word).join(' ')
  return {
    workType: 'Реферат',
    topic: 'Проверка вёрстки',
    titlePage: { workTypeLabel: 'Реферат', year: 2026, studentName: 'Иванов Иван' },
    introduction: { paragraphs: paragraphs(4) },
    chapters: Array.from({ length: 1 + Math.floor(rand() * 4) }, () => {
      const subchapters = Array.from({ length: Math.floor(rand() * 4) }, () => ({ title: title(), paragraphs: paragraphs(6) }))
      return { title: title(), paragraphs: subchapters.length === 0 || rand() < 0.5 ? paragraphs(3) : [], subchapters }
    }),
    conclusion: { paragraphs: paragraphs(3) },
    references: Array.from({ length: Math.floor(rand() * 12) }, sentence),
  }
}

describe('contents page numbers without laying out the XML', () => {
  const cases: [string, TWorkDocumentInput, string | undefined][] = [
    ...[4, 8, 14, 20, 25, 33].map((pages, i): [string, TWorkDocumentInput, string | undefined] => [`sample, ${pages} pages, seed ${i + 1}`, sampleEssay({ pages, seed: i + 1 }), i % 2 ? 'Демо-версия: текст написан без ИИ' : undefined]),
    ...[1, 2, 3, 4, 5, 6].map((seed): [string, TWorkDocumentInput, string | undefined] => [`generated, seed ${seed}`, generatedWork(seed), undefined]),
  ]
  it.each(cases)('writes the numbers docx/layout writes: %s', { timeout: 60_000 }, async (_name, work, notice) => {
    const slow = contents(await buildEssayDocx(work, { estimatePages: 'docx-layout', notice }))
    const fast = contents(await buildEssayDocx(work, { notice }))
    expect(fast.length).toBeGreaterThan(3)
    expect(fast.every((e) => /^\d+$/.test(e.page))).toBe(true)
    expect(fast).toEqual(slow)
  })
  // Its speed (a new 20-page text well inside 300 ms) is a figure of `npm run bench` (scripts/bench-docs.mjs).
})

describe('line breaking', () => {
  const p = { size: 28, firstLine: 709 }
  it('counts one line for a short text and more for a long one', () => {
    expect(countLines({ ...p, text: 'Короткий абзац.' }, PAGE)).toBe(1)
    expect(countLines({ ...p, text: 'слово '.repeat(200).trim() }, PAGE)).toBeGreaterThan(10)
  })
  it('keeps words joined by a non-breaking space on one line, and breaks after a hyphen between letters', () => {
    const fill = 'ааааа '.repeat(14) // a line less a few letters after the indent
    const joined = countLines({ ...p, text: `${fill}Иванов\u00a0И.\u00a0И.` }, PAGE)
    expect(joined).toBe(countLines({ ...p, text: `${fill}ИвановИИИИ` }, PAGE))
    const hyphen = countLines({ ...p, firstLine: 0, text: `${'ааааа '.repeat(15)}бб-вввввввввввввввввввввввввв` }, PAGE)
    const solid = countLines({ ...p, firstLine: 0, text: `${'ааааа '.repeat(15)}ббвввввввввввввввввввввввввв` }, PAGE)
    expect([hyphen, solid]).toEqual([2, 2])
  })
  it('squeezes a word that overshoots a justified line a little, and not a left-aligned one', () => {
    // Find a text whose last word overshoots the first line by a hair.
    let text = ''
    for (let n = 1; n < 40; n++) {
      const t = `${'слово '.repeat(n)}сло`
      const left = countLines({ ...p, firstLine: 0, text: t }, PAGE)
      if (left === 2 && countLines({ ...p, firstLine: 0, text: t, justify: true }, PAGE) === 1) {
        text = t
        break
      }
    }
    expect(text).not.toBe('')
  })
})

describe('filling pages', () => {
  /** A paragraph of exactly n lines. */
  const lines = (n: number) => {
    const p = { kind: 'paragraph' as const, size: 28, line: 360, text: 'сорок' }
    while (countLines({ ...p, text: `${p.text} сорок` }, PAGE) <= n) p.text += ' сорок'
    return p
  }
  const perPage = Math.floor((PAGE.textHeight + lineHeight(28, 120)) / lineHeight(28, 360))
  it('fits 30 lines of 14 pt at 1.5 spacing on a GOST page', () => {
    expect(perPage).toBe(30)
    expect(countLines(lines(30), PAGE)).toBe(30)
    expect(estimatePages([lines(30)], PAGE).pages).toBe(1)
    expect(estimatePages([lines(31)], PAGE).pages).toBe(2)
  })
  it('moves a heading at the foot of a page to the next with its paragraph', () => {
    const heading = { kind: 'paragraph' as const, size: 28, line: 360, text: 'Заголовок', bold: true, keepNext: true, keepLines: true, heading: true, before: 360, after: 360 }
    const r = estimatePages([lines(28), heading, lines(5)], PAGE)
    expect(r.headings).toEqual([{ text: 'Заголовок', page: 2 }])
    expect(estimatePages([lines(20), heading, lines(5)], PAGE).headings[0]!.page).toBe(1)
  })
  it('starts a page at a page break, and counts a figure the caller measured', () => {
    const chapter = { ...lines(1), text: 'Глава', pageBreakBefore: true, heading: true }
    expect(estimatePages([lines(3), chapter], PAGE).headings[0]!.page).toBe(2)
    expect(estimatePages([lines(10), { kind: 'fixed', height: 10_000 }, chapter], PAGE).headings[0]!.page).toBe(3)
  })
  it('writes nothing for bookmarks it cannot match to the headings it laid out', () => {
    const body = { 'w:body': [{ 'w:p': [{ 'w:bookmarkStart': { _attr: { 'w:name': '_Toc1', 'w:id': 1 } } }, { 'w:r': [{ 'w:t': ['ВВЕДЕНИЕ'] }] }] }] }
    const est = (headings: { text: string; page: number }[]) => headingPageNumbers(headings)(body as never, {} as never).bookmarks
    expect([...est([{ text: 'ВВЕДЕНИЕ', page: 3 }])]).toEqual([['_Toc1', '3']])
    expect(est([{ text: 'ЗАКЛЮЧЕНИЕ', page: 3 }]).size).toBe(0)
  })
  const LAYOUT = { page: PAGE, line: GOST_PAGE.line, firstLineIndent: GOST_PAGE.firstLineIndent, structural: STRUCTURAL }
  it('lays out the work with its title page first', () => {
    const pages = workHeadingPages(sampleEssay({ pages: 6 }), LAYOUT)
    expect(pages?.[0]).toEqual({ text: STRUCTURAL.introduction, page: 3 })
  })
  it('gives up on a visual item nobody measured, and counts one that is measured', () => {
    const work = sampleEssay({ pages: 6 })
    const withVisual = { ...work, introduction: { paragraphs: [...work.introduction.paragraphs, visualMarker('42')] } }
    expect(workHeadingPages(withVisual, LAYOUT)).toBeNull()
    const page = (h: { text: string; page: number }[] | null) => h?.find((x) => x.text.startsWith('1 '))?.page
    const tall = workHeadingPages(withVisual, { ...LAYOUT, special: (p) => (parseVisualMarker(p) ? [{ kind: 'fixed', height: PAGE.textHeight }] : undefined) })
    expect(page(tall)).toBe(page(workHeadingPages(work, LAYOUT))! + 1)
  })
})

const hasLibreOffice = spawnSync('sh', ['-c', 'command -v libreoffice']).status === 0

describe.skipIf(!hasLibreOffice)('against LibreOffice (skipped without libreoffice)', () => {
  const WORKS: [pages: number, seed: number][] = [
    [20, 7],
    [12, 3],
    [30, 5],
  ]
  const dir = mkdtempSync(join(tmpdir(), 'page-estimate-'))
  const built = new Map<string, Uint8Array>()
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  // One LibreOffice start prints all three works: a start costs seconds, a page a few milliseconds.
  beforeAll(async () => {
    for (const [pages, seed] of WORKS) {
      const bytes = await buildEssayDocx(sampleEssay({ pages, seed }))
      built.set(`work-${pages}-${seed}`, bytes)
      writeFileSync(join(dir, `work-${pages}-${seed}.docx`), bytes)
    }
    execFileSync('libreoffice', [`-env:UserInstallation=file://${join(dir, 'profile')}`, '--headless', '--convert-to', 'pdf', '--outdir', dir, ...[...built.keys()].map((name) => join(dir, `${name}.docx`))], {
      stdio: 'ignore',
      timeout: 240_000,
    })
  }, 300_000)

  it.each(WORKS)('every contents entry of the %i-page work (seed %i) is on the page LibreOffice prints it on', async (pages, seed) => {
    const name = `work-${pages}-${seed}`
    const pdf = await getDocumentProxy(new Uint8Array(readFileSync(join(dir, `${name}.pdf`))))
    const printed = (await extractText(pdf, { mergePages: false })).text.map((t) => t.replace(/\s+/g, ' '))
    const entries = contents(built.get(name)!)
    expect(entries.length).toBeGreaterThan(5)
    for (const e of entries) {
      const title = e.title.replace(/\s+/g, ' ').replaceAll('\u00a0', ' ')
      // The first page after the contents that prints the heading.
      const at = printed.findIndex((t, i) => i >= 2 && t.replaceAll('\u00a0', ' ').includes(title)) + 1
      expect({ title, page: at }).toEqual({ title, page: Number(e.page) })
    }
  })
})
