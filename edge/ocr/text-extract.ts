// Text extraction without OCR: TXT (UTF-8, else Windows-1251), DOCX (word/document.xml, inflated under a cap) and the
// text layer of a PDF (unpdf, pages capped). Each answers '' when the file holds no text. These run wherever the
// document reader puts them: a child process on Node (child-documents.ts), this thread on Workers (inProcessDocuments).
import { strFromU8 } from 'fflate'
import { readZipEntry } from '../documents/safe-unzip'
import { AppError } from '../http/errors'
import { OcrError, type TDocumentReader } from './port'

// Markup for far more text than a task form holds; the rest of a document is never inflated.
const DOCX_XML_BYTES = 4 * 1024 * 1024
export const PDF_MAX_PAGES = 30
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
  return markupText(strFromU8(xml))
}

/**
 * Paragraphs, tabs and breaks of Word markup as text. Linear in any input: no pattern scans past the next '<', so no
 * character is read by more than one failed attempt (a file of '<'s is the test).
 */
export function markupText(xml: string): string {
  // The cut may end inside a tag. Not `/<[^>]*$/`: that rescans to the end from every '<', quadratic in a file of
  // '<'s (200 000 of them, a 468-byte DOCX, froze the server for 72 s).
  const open = xml.lastIndexOf('<')
  const markup = open > xml.lastIndexOf('>') ? xml.slice(0, open) : xml
  return decodeEntities(
    markup
      .replace(/<w:tab\/>/g, '\t')
      .replace(/<w:br[^<>]*\/>/g, '\n')
      .replace(/<\/w:p>/g, '\n')
      .replace(/<[^<>]*>/g, ''),
  )
}

/**
 * The text layer of the first `maxPages` pages. `budgetMs` stops between pages once spent; it cannot stop one heavy
 * page, which only a reader in another process (killed from outside) can.
 */
export async function textOfPdf(bytes: Uint8Array, o: { maxPages?: number; budgetMs?: number } = {}): Promise<string> {
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
    const deadline = Date.now() + (o.budgetMs ?? PDF_BUDGET_MS)
    for (let n = 1; n <= Math.min(doc.numPages, o.maxPages ?? PDF_MAX_PAGES) && Date.now() < deadline; n++) {
      const page = await doc.getPage(n)
      const content = await page.getTextContent()
      pages.push(content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join(''))
    }
    return pages.join('\n')
  } finally {
    await doc.destroy()
  }
}

/**
 * Documents read in this thread, for Cloudflare Workers: no processes there, and an invocation has its own CPU limit,
 * so a hostile file costs its own request only. The page cap and the time budget between pages still apply.
 */
export const inProcessDocuments: TDocumentReader = {
  text: async (kind, bytes) => (kind === 'pdf' ? textOfPdf(bytes) : textOfDocx(bytes)),
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
