// Order attachments (orders.md §3 "Allowed upload extensions", §5 Files): the extensions the products accept, checked
// case-insensitively on the name, the default 10 MB limit with the spec's messages, and names cut to 15 characters
// plus the extension for display. Pure.
import { UPLOAD_MESSAGES } from '../auth/avatar'

export const ALLOWED_UPLOAD_EXTENSIONS = [
  'jpeg', 'jpg', 'bmp', 'png', 'svg', 'pdf', 'jfif', 'webp', 'avif', 'doc', 'docx', 'txt', 'xls', 'xlsx', 'csv', 'pptx', 'ppt', 'key', 'ppsx', 'odp',
] as const

export const DEFAULT_UPLOAD_MAX_BYTES = 10 * 1024 * 1024

export const FILE_MESSAGES = { format: UPLOAD_MESSAGES.format, size: UPLOAD_MESSAGES.size, empty: 'Файл пустой — выбери другой', broken: 'Файл повреждён или слишком большой' } as const

/** The name's extension in lower case (`Фото.JPG` → `jpg`), or null without one. */
export const fileExtension = (name: string): string | null => /\.([A-Za-z0-9]+)$/.exec(name)?.[1]?.toLowerCase() ?? null

/** The MIME type of each upload extension a browser can be handed (the uploads are stored as octet-stream). */
export const UPLOAD_MIME_TYPES: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  jfif: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  bmp: 'image/bmp',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
  txt: 'text/plain; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  ppsx: 'application/vnd.openxmlformats-officedocument.presentationml.slideshow',
  odp: 'application/vnd.oasis.opendocument.presentation',
}

/** A file name's MIME type by its extension, else octet-stream. */
export const uploadMimeType = (name: string): string => UPLOAD_MIME_TYPES[fileExtension(name) ?? ''] ?? 'application/octet-stream'

/** Null when the file may be uploaded, else the spec's message. */
export function checkUpload(file: { name: string; size: number }, maxBytes = DEFAULT_UPLOAD_MAX_BYTES): string | null {
  const ext = fileExtension(file.name)
  if (!ext || !(ALLOWED_UPLOAD_EXTENSIONS as readonly string[]).includes(ext)) return FILE_MESSAGES.format
  if (file.size <= 0) return FILE_MESSAGES.empty
  return file.size > maxBytes ? FILE_MESSAGES.size : null
}

/** «Очень_длинное_имя_файла.docx» → «Очень_длинное_и….docx»: 15 characters of the name plus the extension. */
export function shortFileName(name: string): string {
  const ext = fileExtension(name)
  const base = ext ? name.slice(0, -(ext.length + 1)) : name
  return base.length <= 15 ? name : `${base.slice(0, 15)}…${ext ? `.${ext}` : ''}`
}
