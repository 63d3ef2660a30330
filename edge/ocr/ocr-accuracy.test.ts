// OCR accuracy on twelve printed Russian tasks rendered at test time (scripts/ocr-accuracy.ts): the character error
// rate per image and overall is printed, and the overall one must stay under 5 %.
import { describe, expect, it } from 'vitest'
import { characterErrorRate, FORMULA_TASKS, levenshtein, measureOcrAccuracy, RUSSIAN_TASKS } from '../../scripts/ocr-accuracy'
import { canRun, CHROMIUM_PROBLEM, TESSERACT_PROBLEM } from '../../tests/fixtures/ocr/tesseract-available'

describe('the character error rate', () => {
  it('is the edit distance over the reference length, whitespace runs counted once', () => {
    expect(levenshtein('кот', 'кто')).toBe(2)
    expect(levenshtein('', 'абв')).toBe(3)
    expect(levenshtein('задача', 'задача')).toBe(0)
    expect(characterErrorRate('Решите  уравнение\n3x = 9', 'Решите уравнение 3х = 9')).toBeCloseTo(1 / 23)
  })
})

describe.runIf(canRun('OCR accuracy', TESSERACT_PROBLEM, CHROMIUM_PROBLEM))('Tesseract on printed Russian tasks', () => {
  it(`reads ${RUSSIAN_TASKS.length} rendered tasks with a character error rate under 5 %`, async () => {
    const { rows, overall } = await measureOcrAccuracy()
    console.table(rows)
    console.info(`OCR character error rate over ${rows.length} images: ${(overall * 100).toFixed(2)} %`)
    expect(rows.length).toBeGreaterThanOrEqual(10)
    expect(overall).toBeLessThan(0.05)
  }, 180_000)

  // Raw Tesseract reads these at 6.2 % (x² as «x?», y as «у», → as «>»); the formula correction brings them to 2.0 %
  // on this machine (issue 34). The bar sits between the two, so losing the correction fails it.
  it(`reads ${FORMULA_TASKS.length} rendered formula tasks with a character error rate under 4 %`, async () => {
    const { rows, overall } = await measureOcrAccuracy(FORMULA_TASKS)
    console.table(rows)
    console.info(`OCR character error rate over ${rows.length} formula images: ${(overall * 100).toFixed(2)} %`)
    expect(overall).toBeLessThan(0.04)
  }, 180_000)
})
