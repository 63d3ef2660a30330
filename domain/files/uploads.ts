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
