// The Cyrillic font PDFs embed and chart images are drawn with, on Node (package.json "#font-bytes"): DejaVu Sans from
// the dejavu-fonts-ttf package, or the TrueType file PDF_FONT_FILE names.
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'

export async function sansFontBytes(file?: string): Promise<Uint8Array> {
  return new Uint8Array(await readFile(file ?? createRequire(import.meta.url).resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')))
}
