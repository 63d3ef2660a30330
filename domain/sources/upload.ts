// Checks of a source file the student uploads (orders.md §5 Sources): at most 20 MB, and a format
// recognised by BOTH its extension and its content, so a renamed executable is refused.
// Accepted: PDF, DOCX, DOC, ODT, RTF, EPUB, DjVu (scanned books are common in Russian libraries) and plain TXT.
import { ESSAY_LIMITS } from '../essay/requirements'

const SOURCE_FILE_FORMATS = ['pdf', 'docx', 'doc', 'odt', 'rtf', 'epub', 'djvu', 'txt'] as const
export type TSourceFileFormat = (typeof SOURCE_FILE_FORMATS)[number]

export const SOURCE_FILE_MAX_BYTES = ESSAY_LIMITS.referenceFileBytes

export const UPLOAD_MESSAGES = {
  format: 'Файл такого формата не поддерживается',
  size: 'Размер файла не должен превышать 20Mb',
  empty: 'Файл пустой — выбери другой',
  uploading: 'Дождись загрузки источников',
} as const

const ascii = (s: string) => Uint8Array.from(s, (c) => c.charCodeAt(0))

function startsWith(bytes: Uint8Array, prefix: Uint8Array, at = 0): boolean {
  if (bytes.length < at + prefix.length) return false
  for (let i = 0; i < prefix.length; i++) if (bytes[at + i] !== prefix[i]) return false
  return true
}

function contains(bytes: Uint8Array, needle: Uint8Array): boolean {
  const first = needle[0]
  outer: for (let i = bytes.indexOf(first!); i !== -1 && i <= bytes.length - needle.length; i = bytes.indexOf(first!, i + 1)) {
    for (let j = 1; j < needle.length; j++) if (bytes[i + j] !== needle[j]) continue outer
    return true
  }
  return false
}

const ZIP = ascii('PK\x03\x04')
const OLE2 = Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])

/** Text if it has no NUL bytes and decodes as UTF-8 (with or without BOM) or is single-byte (cp1251). */
function looksLikeText(bytes: Uint8Array): boolean {
  const sample = bytes.subarray(0, 64 * 1024)
  if (sample.includes(0)) return false
  // Control characters other than tab, CR, LF, FF mean a binary file.
  for (const b of sample) if (b < 0x20 && b !== 9 && b !== 10 && b !== 13 && b !== 12) return false
  return true
}

/** What the content says the file is, whatever its name. */
export function sniffSourceFormat(bytes: Uint8Array): TSourceFileFormat | null {
  if (startsWith(bytes, ascii('%PDF-'))) return 'pdf'
  if (startsWith(bytes, ascii('{\\rtf'))) return 'rtf'
  if (startsWith(bytes, OLE2)) return 'doc'
  if (startsWith(bytes, ascii('AT&TFORM')) && (startsWith(bytes, ascii('DJVU'), 12) || startsWith(bytes, ascii('DJVM'), 12))) return 'djvu'
  if (startsWith(bytes, ZIP)) {
    // ODF and EPUB store an uncompressed "mimetype" entry first (offset 30 of the first local header).
    if (startsWith(bytes, ascii('mimetypeapplication/vnd.oasis.opendocument.text'), 30)) return 'odt'
    if (startsWith(bytes, ascii('mimetypeapplication/epub+zip'), 30)) return 'epub'
    // OOXML: entry names are stored uncompressed, so a Word package names its main part.
    if (contains(bytes, ascii('[Content_Types].xml')) && contains(bytes, ascii('word/document'))) return 'docx'
    return null
  }
  return bytes.length > 0 && looksLikeText(bytes) ? 'txt' : null
}

export type TSourceUploadCheck = { ok: true; format: TSourceFileFormat } | { ok: false; error: string }

/** For the file input's `accept`: the extensions above. */
export const SOURCE_FILE_ACCEPT = SOURCE_FILE_FORMATS.map((f) => `.${f}`).join(',')

/** Before reading the file: its extension alone (a browser knows it at once). */
export function checkSourceFileName(name: string): string | null {
  const ext = /\.([A-Za-z0-9]+)$/.exec(name)?.[1]?.toLowerCase()
  return ext && (SOURCE_FILE_FORMATS as readonly string[]).includes(ext) ? null : UPLOAD_MESSAGES.format
}

/** Before reading the file: the size alone (a browser knows it at once). */
export function checkSourceFileSize(size: number): string | null {
  if (size <= 0) return UPLOAD_MESSAGES.empty
  return size > SOURCE_FILE_MAX_BYTES ? UPLOAD_MESSAGES.size : null
}

/** The whole check: size, extension and content must agree. */
export function checkSourceUpload(file: { name: string; bytes: Uint8Array }): TSourceUploadCheck {
  const sizeError = checkSourceFileSize(file.bytes.length)
  if (sizeError) return { ok: false, error: sizeError }
  const ext = /\.([A-Za-z0-9]+)$/.exec(file.name)?.[1]?.toLowerCase()
  if (!ext || !(SOURCE_FILE_FORMATS as readonly string[]).includes(ext)) return { ok: false, error: UPLOAD_MESSAGES.format }
  const sniffed = sniffSourceFormat(file.bytes)
  if (sniffed !== ext) return { ok: false, error: UPLOAD_MESSAGES.format }
  return { ok: true, format: sniffed }
}
