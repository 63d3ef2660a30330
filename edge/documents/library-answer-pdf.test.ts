import { describe, expect, it } from 'vitest'
import { buildLibraryAnswerPdf } from './library-answer-pdf'
import { pdfFont } from './pdf-font'

async function textOf(bytes: Uint8Array): Promise<{ pages: number; text: string }> {
  // unpdf's pdf.js, the one the server reads PDFs with (edge/ocr/text-extract.ts).
  const { getDocumentProxy } = await import('unpdf')
  const doc = await getDocumentProxy(bytes.slice(), { verbosity: 0 })
  let text = ''
  for (let p = 1; p <= doc.numPages; p++) text += (await (await doc.getPage(p)).getTextContent()).items.map((i) => ('str' in i ? i.str : '')).join('') + '\n'
  return { pages: doc.numPages, text }
}

describe('library answer PDF', () => {
  it('flows a long answer onto more pages, cuts an endless word, turns LaTeX into text and drops control characters', async () => {
    // The bundled DejaVu Sans (the dejavu-fonts-ttf package): no system font needed.
    const font = await pdfFont()
    const answer = `${'Шаг решения с формулой x² + y² = r². '.repeat(400)}\n\nКонец: $\\frac{a}{b}$ и ${'ж'.repeat(300)}\u0007`
    const bytes = await buildLibraryAnswerPdf({ title: 'Длинная работа', subject: 'Математика', task: 'Условие\tс табуляцией', answer, url: 'http://x/biblioteka/' }, font)
    const { pages, text } = await textOf(bytes)
    expect(pages).toBeGreaterThan(2)
    expect(text).toContain('Конец: a/b и')
    expect(text).toMatch(/Условие\s+с табуляцией/)
    expect(text).not.toContain('\u0007')
  })

  it('without PDF_FONT_FILE the font is the bundled DejaVu Sans, a TrueType file', async () => {
    const font = await pdfFont()
    expect([...font.subarray(0, 4)]).toEqual([0, 1, 0, 0])
    expect(font.length).toBeGreaterThan(500_000)
  })

  it('a missing font file is a plain error, not a broken PDF', async () => {
    await expect(pdfFont('/nonexistent/font.ttf')).rejects.toThrow('Не получилось собрать PDF: на сервере нет шрифта с кириллицей (ENOENT)')
  })
})
