// The TrueType font with Cyrillic that PDFs embed (settings PDF_FONT_FILE: Debian's fonts-dejavu-core by default),
// read once per path. Node reads the file; a runtime without it (Workers) gets a plain error instead of a broken PDF.
import { AppError } from '../http/errors'

const cache = new Map<string, Promise<Uint8Array>>()

async function read(path: string): Promise<Uint8Array> {
  const { readFile } = await import('node:fs/promises')
  return new Uint8Array(await readFile(path))
}

export function pdfFont(path: string): Promise<Uint8Array> {
  let font = cache.get(path)
  if (!font) {
    font = read(path).catch((e: unknown) => {
      cache.delete(path)
      throw new AppError('INTERNAL', `Не получилось собрать PDF: на сервере нет шрифта с кириллицей (${(e as { code?: string }).code ?? 'ошибка чтения'})`)
    })
    cache.set(path, font)
  }
  return font
}
