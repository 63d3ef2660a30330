// Reads the text of a workbook for the AI: plain text as UTF-8 (or Windows-1251), DOCX through the OCR port's document
// reader (on Node a child process under a time and memory cap, in the shared OCR pool: a hostile DOCX costs the upload
// its answer, never the server its thread). Other formats give null: the file is kept for the client, the AI works
// without it. A DOCX that is broken, a zip bomb or too complex is refused (AppError) rather than kept.
import type { TOcr } from '../../ocr/port'
import { OcrBusyError, OcrError } from '../../ocr/port'
import { AppError } from '../../http/errors'
import { FILE_MESSAGES } from '../../../domain/files/uploads'
import { RECOGNITION_MESSAGES } from '../../../domain/recognition/recognition'

const WORKBOOK_EXCERPT_CHARS = 1500
const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
/** The reader's refusals that mean the file itself is bad: the upload is refused with that reason. */
const REFUSED: readonly string[] = [FILE_MESSAGES.broken, RECOGNITION_MESSAGES.tooComplex]

const squeeze = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, WORKBOOK_EXCERPT_CHARS) || null

export async function workbookText(ocr: TOcr, name: string, bytes: Uint8Array): Promise<string | null> {
  const ext = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase()
  if (ext === 'txt' || ext === 'csv') {
    // A prefix is plenty for the excerpt, and keeps a 10 MB text from being decoded and squeezed whole.
    const head = bytes.subarray(0, WORKBOOK_EXCERPT_CHARS * 16)
    try {
      // stream: a character cut at the prefix's end waits for bytes that never come instead of failing the decode.
      return squeeze(new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true }))
    } catch {
      return squeeze(new TextDecoder('windows-1251').decode(head))
    }
  }
  if (ext !== 'docx') return null
  try {
    return squeeze(await ocr.recognize(bytes, DOCX_MIME))
  } catch (e) {
    if (e instanceof OcrBusyError) throw new AppError('TOO_MANY_ATTEMPTS', e.message, { retryAfterSeconds: 60 })
    if (e instanceof OcrError && REFUSED.includes(e.message)) throw new AppError('BAD_REQUEST', e.message)
    // No text in it, or no Word document: kept for the client, the AI works without it.
    return null
  }
}
