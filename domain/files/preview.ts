// «Просмотр файла» (platform.md §2 Popups, orders.md §2 "Popups used by these products"): how a student's attached or
// uploaded file is shown. A picture is shown fitted, as an <img> only (an SVG in an <img> runs none of its scripts); a
// plain-text file shows its first characters as text, never as HTML; anything else (PDF included: the pages' CSP has
// object-src 'none' and frames only this origin, and the file routes refuse to be framed, so a PDF is never embedded)
// shows its name, size and «Скачать». Pure.
import { fileExtension, UPLOAD_MIME_TYPES } from './uploads'

export type TFilePreviewKind = 'image' | 'text' | 'download'

const pick = (exts: readonly string[]): Record<string, string> => Object.fromEntries(exts.map((e) => [e, UPLOAD_MIME_TYPES[e]!.split(';')[0]!]))

/** The picture types an <img> shows, each with the MIME type its bytes must carry (an SVG renders only as image/svg+xml). */
const IMAGE_TYPES = pick(['jpg', 'jpeg', 'jfif', 'png', 'webp', 'avif', 'bmp', 'svg'])

const TEXT_TYPES = pick(['txt', 'csv'])

/** How many characters of a text file the popup shows. */
export const TEXT_PREVIEW_CHARS = 4000

export const FILE_PREVIEW_MESSAGES = {
  failed: 'Что-то пошло не так',
  download: 'Скачать',
  loading: 'Загружаем файл…',
  textCut: `Показаны первые ${TEXT_PREVIEW_CHARS.toLocaleString('ru-RU')} символов`,
  noPreview: 'Этот файл нельзя показать здесь — скачай его, чтобы открыть',
} as const

/** The MIME type without its parameters, lower case: `Text/Plain; charset=utf-8` → `text/plain`. */
const baseType = (type: string | null | undefined) => (type ?? '').split(';')[0]!.trim().toLowerCase()

/**
 * How the popup shows the file: by its name's extension (case-insensitive); a name without a known one falls back to
 * the type the browser or server gave. Anything that is not a known picture or plain text is offered for download.
 */
export function filePreviewKind(file: { name: string; type?: string | null }): TFilePreviewKind {
  const ext = fileExtension(file.name)
  if (ext && ext in IMAGE_TYPES) return 'image'
  if (ext && ext in TEXT_TYPES) return 'text'
  if (ext) return 'download'
  const type = baseType(file.type)
  if (Object.values(IMAGE_TYPES).includes(type)) return 'image'
  if (Object.values(TEXT_TYPES).includes(type)) return 'text'
  return 'download'
}

/**
 * The MIME type the preview's bytes are given (a file route answers application/octet-stream, and an <img> shows an SVG
 * only as image/svg+xml): the extension's type for a picture or text, else the type given, else octet-stream.
 */
export function previewMimeType(file: { name: string; type?: string | null }): string {
  const ext = fileExtension(file.name)
  if (ext && ext in IMAGE_TYPES) return IMAGE_TYPES[ext]!
  if (ext && ext in TEXT_TYPES) return TEXT_TYPES[ext]!
  return baseType(file.type) || 'application/octet-stream'
}

/** The first TEXT_PREVIEW_CHARS characters (whole code points) and whether the text went on. */
export function previewText(text: string): { text: string; cut: boolean } {
  const chars = Array.from(text)
  return chars.length <= TEXT_PREVIEW_CHARS ? { text, cut: false } : { text: chars.slice(0, TEXT_PREVIEW_CHARS).join(''), cut: true }
}

/** Bytes to read for the text preview: enough for TEXT_PREVIEW_CHARS characters of up to 4 bytes each, plus one. */
export const TEXT_PREVIEW_BYTES = TEXT_PREVIEW_CHARS * 4 + 4

const SIZE = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 1 })

/** 512 → «512 Б», 2 560 → «2,5 КБ», 3 145 728 → «3 МБ». */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '—'
  if (bytes < 1024) return `${Math.round(bytes)} Б`
  if (bytes < 1024 * 1024) return `${SIZE.format(bytes / 1024)} КБ`
  return `${SIZE.format(bytes / 1024 / 1024)} МБ`
}
