// The Tesseract adapter: a missing binary or a missing Russian model answers the Russian «unavailable» message; with
// the real CLI (skipped, with the reason printed, only where it is not installed) text is read and junk is no text.
import { chmod, mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { pngHeaderWithGarbage, solidPng } from '../../tests/fixtures/ocr/png'
import { textRenderer } from '../../tests/fixtures/ocr/render-text'
import { canRun, CHROMIUM_PROBLEM, TESSERACT_PROBLEM } from '../../tests/fixtures/ocr/tesseract-available'
import { documentsOcr } from './create-ocr'
import { OcrError } from './port'
import { tesseractOcr } from './tesseract'
import { characterErrorRate } from '../../scripts/ocr-accuracy'

const failure = (p: Promise<unknown>) => p.then(() => expect.fail('should have thrown'), (e: unknown) => (expect(e).toBeInstanceOf(OcrError), e as OcrError))

/** A stand-in `tesseract` that lists only the given models. */
async function fakeTesseract(models: string[]): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'fake-tesseract-'))
  const bin = join(dir, 'tesseract')
  await writeFile(bin, `#!/bin/sh\nif [ "$1" = "--list-langs" ]; then echo 'List of available languages (${models.length}):'; printf '${models.join('\\n')}\\n'; exit 0; fi\necho 'should not run' >&2; exit 1\n`)
  await chmod(bin, 0o755)
  return bin
}

describe('tesseractOcr without what it needs', () => {
  it('answers «Распознавание изображений недоступно на этом сервере» without the binary', async () => {
    const e = await failure(tesseractOcr({ bin: '/nonexistent/tesseract' }).recognize(solidPng(10, 10), 'image/png'))
    expect({ kind: e.kind, message: e.message }).toEqual({ kind: 'unavailable', message: 'Распознавание изображений недоступно на этом сервере' })
  })

  it('answers the same without the Russian model, and never runs the engine', async () => {
    const e = await failure(tesseractOcr({ bin: await fakeTesseract(['eng', 'osd']) }).recognize(solidPng(10, 10), 'image/png'))
    expect(e.kind).toBe('unavailable')
    expect(e.detail).toContain('rus')
  })
})

describe.runIf(canRun('Tesseract adapter', TESSERACT_PROBLEM, CHROMIUM_PROBLEM))('tesseractOcr with the CLI', () => {
  it('reads Russian and English from a rendered PNG', async () => {
    const render = await textRenderer()
    const task = 'Задача 7. Вычислите площадь круга радиусом 3 см. Use pi = 3,14.'
    const png = await render.png(task).finally(() => render.close())
    const text = await tesseractOcr().recognize(png, 'image/png')
    expect(characterErrorRate(task, text)).toBeLessThan(0.03)
    expect(text).toMatch(/Вычислите площадь круга/)
  }, 60_000)

  it('finds no text on a blank page or in garbage behind a PNG header, and stops at its time limit', async () => {
    const ocr = documentsOcr(tesseractOcr())
    expect((await failure(ocr.recognize(solidPng(600, 300), 'image/png'))).message).toBe('Не удалось распознать текст')
    expect((await failure(ocr.recognize(pngHeaderWithGarbage(), 'image/png'))).message).toBe('Не удалось распознать текст')
    const render = await textRenderer()
    const long = await render.png('Очень длинный текст задачи. '.repeat(200)).finally(() => render.close())
    const started = Date.now()
    const slow = await failure(tesseractOcr({ timeoutMs: 300 }).recognize(long, 'image/png'))
    expect(slow.detail).toMatch(/timed out/)
    // Killed at its limit, not left to finish the long page; the bound is loose for a busy machine.
    expect(Date.now() - started).toBeLessThan(15_000)
  }, 60_000)
})
