// Нормоконтроль in the browser: a DOCX with seeded violations (a Word-made fixture) uploaded on /ecosystem/format-check,
// the report grouped by kind with where and what; a PDF refused with the checker's message. Screenshots at 375 and
// 1280 px go to /tmp/format-check/.
import { mkdir } from 'node:fs/promises'
import { afterAll, describe, expect, it } from 'vitest'
import { closeBrowser, newPage, open, shootWidths } from './fixtures'
import { FIXTURES } from '../fixtures/format-check/cases'

afterAll(closeBrowser)

const SHOTS = '/tmp/format-check'

describe('нормоконтроль of an own DOCX', () => {
  it('reports the seeded violations grouped by kind and refuses a PDF', { timeout: 120_000 }, async () => {
    await mkdir(SHOTS, { recursive: true })
    const fixture = FIXTURES.find((f) => f.name === 'word-fonts')!
    const page = await newPage('mobile')
    await page.addInitScript(() => localStorage.setItem('cookiesAccepted', 'true'))
    await open(page, '/ecosystem/format-check')
    expect(await page.textContent('h1')).toBe('Нормоконтроль')
    await page.waitForSelector('[data-island="format-check"][data-hydrated="true"]', { state: 'attached' })

    await page.setInputFiles('input[type="file"]', { name: 'работа.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7\n1 0 obj\n') })
    await page.click('[data-action="check-format"]')
    await expect.poll(() => page.locator('[data-form="format-check"] [role="alert"]').textContent()).toContain('Нужен файл Word в формате DOCX')

    await page.setInputFiles('input[type="file"]', { name: 'курсовая.docx', mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', buffer: Buffer.from(await fixture.bytes()) })
    await page.click('[data-action="check-format"]')
    await page.waitForSelector('.format-check__report')
    const kinds = await page.$$eval('.format-check__group', (els) => els.map((e) => e.getAttribute('data-kind')))
    for (const kind of new Set(fixture.seeds.map((s) => s.kind))) expect(kinds).toContain(kind)
    expect(Number(await page.getAttribute('.format-check__report', 'data-total'))).toBeGreaterThan(0)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    await shootWidths(page, `${SHOTS}/report`)
    await page.close()
  })
})
