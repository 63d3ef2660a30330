// The TrueType font with Cyrillic that PDFs embed: DejaVu Sans as the runtime has it (#font-bytes: the package on
// Node, the static assets on Workers) or the file PDF_FONT_FILE names, read once. Without it a PDF is a plain error
// naming why, never a broken file.
import { sansFontBytes } from '#font-bytes'
import { AppError } from '../http/errors'

const cache = new Map<string, Promise<Uint8Array>>()

export function pdfFont(path?: string): Promise<Uint8Array> {
  const key = path ?? ''
  let font = cache.get(key)
  if (!font) {
    font = sansFontBytes(path).catch((e: unknown) => {
      cache.delete(key)
      throw new AppError('INTERNAL', `Не получилось собрать PDF: на сервере нет шрифта с кириллицей (${(e as { code?: string }).code ?? 'ошибка чтения'})`)
    })
    cache.set(key, font)
  }
  return font
}
