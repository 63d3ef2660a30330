// Reads the text of a workbook for the AI: plain text as UTF-8 (or Windows-1251), DOCX from word/document.xml. Other
// formats give null: the file is kept for the client, the AI works without it. A DOCX that is broken or a zip bomb is
// refused (AppError) rather than kept.
import { strFromU8 } from 'fflate'
import { AppError } from '../../http/errors'
import { readZipEntry } from '../../documents/safe-unzip'

const WORKBOOK_EXCERPT_CHARS = 1500
// Enough markup to hold the excerpt's text many times over; the rest of the document is never inflated.
const DOCX_XML_BYTES = 2 * 1024 * 1024

const squeeze = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, WORKBOOK_EXCERPT_CHARS) || null

export function workbookText(name: string, bytes: Uint8Array): string | null {
  const ext = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase()
  try {
    if (ext === 'txt' || ext === 'csv') {
      const utf8 = new TextDecoder('utf-8', { fatal: true })
      try {
        return squeeze(utf8.decode(bytes))
      } catch {
        return squeeze(new TextDecoder('windows-1251').decode(bytes))
      }
    }
    if (ext === 'docx') {
      const xml = readZipEntry(bytes, 'word/document.xml', DOCX_XML_BYTES)
      if (!xml) return null
      // The prefix may end inside a tag or a multi-byte character.
      return squeeze(strFromU8(xml).replace(/<[^>]*$/, '').replace(/<\/w:p>/g, '\n').replace(/<[^>]+>/g, '').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&amp;/g, '&'))
    }
  } catch (error) {
    if (error instanceof AppError) throw error
    return null
  }
  return null
}
