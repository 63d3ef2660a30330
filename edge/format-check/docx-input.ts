// The uploaded file's parts, read only through the bomb-safe reader. What is not a DOCX is named by its magic bytes
// (a DOC, a PDF, an ODT, an RTF) so the message says what to do with it.
import { readZipEntry } from '../documents/safe-unzip'
import { AppError } from '../http/errors'
import { FILE_MESSAGES } from '../../domain/files/uploads'

export const NOT_DOCX_MESSAGE = 'Нужен файл Word в формате DOCX. Файлы DOC, ODT и PDF сначала сохраните как DOCX.'

/** A part may be this large: a 60-page work's document.xml is a few MB, and uploads are at most 10 MB packed. */
export const PART_BYTES = 24 * 1024 * 1024

const startsWith = (bytes: Uint8Array, magic: readonly number[]) => magic.every((b, i) => bytes[i] === b)
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0))

function notDocx(what: string): AppError {
  return new AppError('BAD_REQUEST', `${what} ${NOT_DOCX_MESSAGE}`)
}

export type TDocxParts = {
  document: string
  /** A part by its path in the zip (word/styles.xml), or undefined when the file has none. */
  part(name: string): string | undefined
}

export function openDocx(bytes: Uint8Array): TDocxParts {
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0])) throw notDocx('Это файл DOC (Word 97–2003).')
  if (startsWith(bytes, ascii('%PDF'))) throw notDocx('Это файл PDF.')
  if (startsWith(bytes, ascii('{\\rtf'))) throw notDocx('Это файл RTF.')
  if (!startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) && !startsWith(bytes, [0x50, 0x4b, 0x05, 0x06])) throw notDocx('Это не документ Word.')
  const decoder = new TextDecoder()
  const cache = new Map<string, string | undefined>()
  const part = (name: string): string | undefined => {
    if (cache.has(name)) return cache.get(name)
    // Throws the shared «Файл повреждён или слишком большой» on a bomb or a damaged archive.
    const raw = readZipEntry(bytes, name, PART_BYTES)
    if (raw && raw.length >= PART_BYTES) throw new AppError('BAD_REQUEST', FILE_MESSAGES.broken)
    const text = raw ? decoder.decode(raw) : undefined
    cache.set(name, text)
    return text
  }
  const document = part('word/document.xml')
  if (document === undefined) {
    const mime = part('mimetype') ?? ''
    if (mime.startsWith('application/vnd.oasis.opendocument')) throw notDocx('Это файл OpenDocument (ODT).')
    throw notDocx('В архиве нет документа Word.')
  }
  return { document, part }
}

/** The parts a relationships part points at, by id, as paths in the zip. */
export function relationships(rels: string | undefined, base = 'word/'): Map<string, string> {
  const out = new Map<string, string>()
  if (!rels) return out
  for (const m of rels.matchAll(/<Relationship\b[^>]*>/g)) {
    const id = /\bId="([^"]*)"/.exec(m[0])?.[1]
    const target = /\bTarget="([^"]*)"/.exec(m[0])?.[1]
    if (!id || !target || /TargetMode="External"/.test(m[0])) continue
    out.set(id, target.startsWith('/') ? target.slice(1) : base + target.replace(/^\.\//, ''))
  }
  return out
}
