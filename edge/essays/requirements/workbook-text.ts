// Reads the text of a workbook for the AI: plain text as UTF-8 (or Windows-1251), DOCX from word/document.xml. Other
// formats give null: the file is kept for the client, the AI works without it.
import { strFromU8, unzipSync } from 'fflate'

const WORKBOOK_EXCERPT_CHARS = 1500

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
      const xml = unzipSync(bytes, { filter: (f) => f.name === 'word/document.xml' })['word/document.xml']
      if (!xml) return null
      return squeeze(strFromU8(xml).replace(/<\/w:p>/g, '\n').replace(/<[^>]+>/g, '').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&amp;/g, '&'))
    }
  } catch {
    return null
  }
  return null
}
