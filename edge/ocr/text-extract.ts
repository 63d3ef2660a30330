// Text extraction without OCR: TXT (UTF-8, else Windows-1251), DOCX (word/document.xml, inflated under a cap) and the
// text layer of a PDF (unpdf, pages capped). Each answers '' when the file holds no text.
import { strFromU8 } from 'fflate'
import { readZipEntry } from '../documents/safe-unzip'
import { AppError } from '../http/errors'
import { OcrError } from './port'

// Markup for far more text than a task form holds; the rest of a document is never inflated.
const DOCX_XML_BYTES = 4 * 1024 * 1024
const PDF_MAX_PAGES = 30
const PDF_BUDGET_MS = 10_000

export function textOfTxt(bytes: Uint8Array): string {
  const body = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? bytes.subarray(3) : bytes
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(body)
  } catch {
    return new TextDecoder('windows-1251').decode(body)
  }
}

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' }

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|lt|gt|quot|apos|amp);/gi, (all, name: string) => {
    if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? all
    const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10)
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ''
  })
}

export function textOfDocx(bytes: Uint8Array): string {
  let xml: Uint8Array | null
  try {
    xml = readZipEntry(bytes, 'word/document.xml', DOCX_XML_BYTES)
  } catch (e) {
    // A zip bomb, a broken archive: the shared refusal «Файл повреждён или слишком большой».
    if (e instanceof AppError) throw new OcrError('unreadable', e.message, 'docx')
    throw e
  }
  if (!xml) throw new OcrError('unreadable', 'В файле DOCX нет текста документа', 'no word/document.xml')
  const markup = strFromU8(xml).replace(/<[^>]*$/, '')
  return decodeEntities(
    markup
      .replace(/<w:tab\/>/g, '\t')
      .replace(/<w:br[^>]*\/>/g, '\n')
      .replace(/<\/w:p>/g, '\n')
      .replace(/<[^>]+>/g, ''),
  )
}

export async function textOfPdf(bytes: Uint8Array): Promise<string> {
  const { getDocumentProxy } = await import('unpdf')
  let doc: Awaited<ReturnType<typeof getDocumentProxy>>
  try {
    // A copy: pdf.js may transfer (detach) the buffer it is given.
    doc = await getDocumentProxy(bytes.slice(), { isEvalSupported: false, stopAtErrors: false, verbosity: 0 })
  } catch (e) {
    throw new OcrError('unreadable', 'Файл PDF повреждён или защищён паролем', String(e))
  }
  try {
    const pages: string[] = []
    // pdf.js parses in this thread: a hostile file gets a time budget, and what was read by then is the text.
    const deadline = Date.now() + PDF_BUDGET_MS
    for (let n = 1; n <= Math.min(doc.numPages, PDF_MAX_PAGES) && Date.now() < deadline; n++) {
      const page = await doc.getPage(n)
      const content = await page.getTextContent()
      pages.push(content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join(''))
    }
    return pages.join('\n')
  } finally {
    await doc.destroy()
  }
}

/** Runs of spaces become one, three or more line breaks two; the text is cut to `maxChars`. */
export function tidyText(text: string, maxChars: number): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[^\S\n]+/g, ' ')
    .replace(/ ?\n ?/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
    .slice(0, maxChars)
}
