// The full answer of a library work as a PDF (GET /api/library-work/answer/{id}/pdf/): A4, the work's title, «Условие»,
// «Решение» with the full answer, and the address of the work, in an embedded Cyrillic TrueType font (subset). Formulas
// are the library's Unicode text; LaTeX, where a work has it, is turned into the same (domain/library/formula-text.ts).
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib'
import fontkit from '@pdf-lib/fontkit'
import { formulasToText } from '../../domain/library/formula-text'
import { PRODUCT_NAME } from '../../domain/product'

export type TLibraryAnswerPdfInput = { title: string; subject: string; task: string; answer: string; url: string }

const A4: [number, number] = [595.28, 841.89]
const MARGIN = 56
const BODY = 11
const LEADING = 1.45
const INK = rgb(0.1, 0.1, 0.12)
const MUTED = rgb(0.42, 0.42, 0.47)

// Tabs read as spaces; other control characters have no glyph and are dropped.
const clean = (s: string) => formulasToText(s).replace(/\t/g, '    ').replace(/\r\n?/g, '\n').replace(/[\u0000-\u0009\u000b-\u001f\u007f]/g, '')

/** Lines of `text` no wider than `width`: words wrap, a word longer than a line is cut by characters. */
function wrapLines(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = []
  for (const para of text.split('\n')) {
    let line = ''
    for (const word of para.split(/ +/)) {
      const candidate = line ? `${line} ${word}` : word
      if (font.widthOfTextAtSize(candidate, size) <= width) {
        line = candidate
        continue
      }
      if (line) lines.push(line)
      line = ''
      let rest = word
      while (font.widthOfTextAtSize(rest, size) > width) {
        let cut = rest.length - 1
        while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut--
        lines.push(rest.slice(0, cut))
        rest = rest.slice(cut)
      }
      line = rest
    }
    lines.push(line)
  }
  return lines
}

export async function buildLibraryAnswerPdf(input: TLibraryAnswerPdfInput, fontBytes: Uint8Array): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  doc.registerFontkit(fontkit)
  const font = await doc.embedFont(fontBytes, { subset: true })
  doc.setTitle(clean(input.title))
  doc.setLanguage('ru-RU')
  doc.setCreator(PRODUCT_NAME)
  doc.setProducer(PRODUCT_NAME)
  const width = A4[0] - 2 * MARGIN
  let page: PDFPage = doc.addPage(A4)
  let y = A4[1] - MARGIN

  const write = (text: string, size: number, color = INK, after = 0) => {
    for (const line of wrapLines(clean(text), font, size, width)) {
      if (y - size < MARGIN) {
        page = doc.addPage(A4)
        y = A4[1] - MARGIN
      }
      y -= size
      if (line) page.drawText(line, { x: MARGIN, y, size, font, color })
      y -= size * (LEADING - 1)
    }
    y -= after
  }

  write(input.subject, 10, MUTED, 4)
  write(input.title, 16, INK, 14)
  write('Условие', 13, INK, 6)
  write(input.task, BODY, INK, 14)
  write('Решение', 13, INK, 6)
  write(input.answer, BODY, INK, 18)
  write(`Работа в библиотеке Кампуса: ${input.url}`, 9, MUTED)
  // Without object streams the file opens in older readers too (and its font descriptors stay plain to inspect).
  return doc.save({ useObjectStreams: false })
}
