// Avatar uploads: which images are accepted and how big (platform spec §5 Uploads), told by their first bytes.

export const AVATAR_MAX_BYTES = 10 * 1024 * 1024

export const UPLOAD_MESSAGES = {
  format: 'Упс 😳 Такой формат не подходит, попробуй другой',
  size: 'Упс 😳 Файлы слишком большие, попробуй другие',
  required: 'Не забудь добавить свою фотографию',
} as const

export type TAvatarType = 'image/jpeg' | 'image/png' | 'image/webp' | 'image/avif' | 'image/bmp'

const ascii = (bytes: Uint8Array, from: number, text: string) => [...text].every((ch, i) => bytes[from + i] === ch.charCodeAt(0))

/**
 * The image type by magic bytes, or null. SVG is left out on purpose: served from this site it could run script.
 * The file name and the declared type are ignored, since both are whatever the sender says.
 */
export function sniffImageType(bytes: Uint8Array): TAvatarType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg'
  if (bytes.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => bytes[i] === b)) return 'image/png'
  if (bytes.length >= 12 && ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WEBP')) return 'image/webp'
  if (bytes.length >= 12 && ascii(bytes, 4, 'ftyp') && (ascii(bytes, 8, 'avif') || ascii(bytes, 8, 'avis'))) return 'image/avif'
  if (bytes.length >= 14 && ascii(bytes, 0, 'BM')) return 'image/bmp'
  return null
}
