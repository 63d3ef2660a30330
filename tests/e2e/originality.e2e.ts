// «Уникальность» of a finished text work in the browser, against the real server (the job worker, the index the
// library import fed at start): a section copied from a library work scores below 100 %, the work is listed with a link
// to its page, the copied fragment is highlighted in the text (CSS Custom Highlight API) and listed; «Переписать
// фрагмент» opens the AI editor's rewrite on it and, once the rewrite is saved, the check runs again by itself.
// Screenshots at 375 and 1280 px go to /tmp/originality/.
import { mkdir, readFile, readdir } from 'node:fs/promises'
import { Document, Packer, Paragraph } from 'docx'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import { closeBrowser, gqlClient, newPage, open, shootWidths, urlFor } from './fixtures'
import { signedInClient } from './clients'
import { seededWork } from './essay-fixtures'

afterAll(closeBrowser)

const SHOTS = '/tmp/originality'
const OWN = 'Эта работа рассматривает, как менялись взгляды на движущие силы истории, и сравнивает несколько подходов, которые предлагали исследователи разных школ.'

type TWork = { slug: string; title: string; answer: string }

/** The library work with the longest answer among those the e2e server loads at start (tests/fixtures/library, see e2e-server.ts). */
async function longestLibraryWork(): Promise<TWork> {
  const dir = join(process.cwd(), 'tests', 'fixtures', 'library')
  let best: TWork | null = null
  for (const name of await readdir(dir)) {
    for (const line of (await readFile(join(dir, name), 'utf8')).split('\n')) {
      if (!line.trim()) continue
      const w = JSON.parse(line) as TWork
      if (!best || w.answer.length > best.answer.length) best = w
    }
  }
  return best!
}

const sectionsWith = (copied: string) => [
  { key: 'introduction', title: 'Введение', level: 1, text: OWN },
  { key: 'c1', title: 'Материалистическое понимание истории', level: 1, text: copied },
  { key: 'conclusion', title: 'Заключение', level: 1, text: 'Подходы к истории дополняют друг друга, и ни один из них не объясняет всего.' },
]

const score = async (page: Page) => Number((await page.locator('.originality__score strong').textContent())!.replace(/[^\d,]/g, '').replace(',', '.'))
const highlighted = (page: Page) => page.evaluate(() => (CSS as unknown as { highlights: Map<string, Set<Range>> }).highlights.get('originality-match')?.size ?? 0)

describe('the originality check of a finished text work', () => {
  it('finds the copied library work, highlights the fragment, rewrites it with the AI editor and checks again', { timeout: 180_000 }, async () => {
    await mkdir(SHOTS, { recursive: true })
    const work = await longestLibraryWork()
    const token = await signedInClient(gqlClient())
    const path = await seededWork(token, 'Материалистическое понимание истории', sectionsWith(work.answer))
    const page = await newPage('desktop')
    await page.addInitScript((t) => {
      localStorage.setItem('apiToken', t)
      localStorage.setItem('cookiesAccepted', 'true')
      localStorage.setItem('onboardingFinishedSteps', JSON.stringify(['ai-editor__editor', 'ai-editor__text-selection']))
    }, token)
    await open(page, path)
    await page.waitForSelector('.essay-wizard[data-screen="completed"]')
    const report = page.locator('.originality')
    // The way to the own-file check is offered beside it (opened by the own-file test below).
    expect(await report.locator('a[href="/ecosystem/originality"]').textContent()).toBe('Проверь файл')
    await report.getByRole('button', { name: 'Проверить уникальность' }).click()
    // The job runs on the server; the report asks until it is done.
    await page.waitForSelector('.originality[data-originality="DONE"] .originality__score', { timeout: 60_000 })
    const first = await score(page)
    expect(first).toBeGreaterThan(0)
    expect(first).toBeLessThan(60)
    const link = report.locator('.originality__sources a', { hasText: work.title })
    expect(await link.getAttribute('href')).toContain(`/${work.slug}/`)
    expect(await highlighted(page)).toBeGreaterThan(0)
    expect(await report.locator('.originality__fragments li').count()).toBeGreaterThan(0)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280)
    await shootWidths(page, `${SHOTS}/report`, { before: async () => void (await report.scrollIntoViewIfNeeded()), fullPage: false })

    // The source's page opens.
    const source = await page.context().newPage()
    const res = await source.goto(urlFor((await link.getAttribute('href'))!))
    expect(res?.status()).toBe(200)
    await source.close()

    // «Переписать фрагмент»: the AI editor rewrites the first fragment; saving it starts a new check by itself.
    await report.locator('.originality__fragments li').first().getByRole('button', { name: 'Переписать фрагмент' }).click()
    await page.waitForSelector('[data-editor-action="save"]', { timeout: 30_000 })
    await page.click('[data-editor-action="save"]')
    await expect.poll(() => report.getAttribute('data-originality'), { timeout: 30_000 }).not.toBe('DONE')
    await page.waitForSelector('.originality[data-originality="DONE"] .originality__score', { timeout: 60_000 })
    expect(await score(page)).toBeGreaterThan(first)
    await shootWidths(page, `${SHOTS}/after-rewrite`, { before: async () => void (await report.scrollIntoViewIfNeeded()), fullPage: false })
    await page.close()
  })
})

describe('the originality check of an own file', () => {
  it('gives a guest the score of an uploaded DOCX and invites to sign in for the fragments', { timeout: 120_000 }, async () => {
    await mkdir(SHOTS, { recursive: true })
    const work = await longestLibraryWork()
    const page = await newPage('mobile')
    await page.addInitScript(() => localStorage.setItem('cookiesAccepted', 'true'))
    await open(page, '/ecosystem/originality')
    expect(await page.textContent('h1')).toBe('Проверка уникальности')
    await page.waitForSelector('[data-island="originality-file"][data-hydrated="true"]', { state: 'attached' })
    // Nothing chosen: a clear message, no request.
    await page.click('[data-action="check-file"]')
    expect(await page.textContent('[data-form="originality-file"] [role="alert"]')).toBe('Выбери файл DOCX, PDF или TXT')
    const docx = await Packer.toBuffer(new Document({ sections: [{ children: [OWN, ...work.answer.split('\n')].filter(Boolean).map((p) => new Paragraph(p)) }] }))
    await page.setInputFiles('input[type="file"]', { name: 'моя-работа.docx', mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', buffer: docx })
    expect(await page.textContent('[data-form="originality-file"] .file-picker__state')).toBe('Выбран «моя-работа.docx»')
    await page.click('[data-action="check-file"]')
    await page.waitForSelector('.originality[data-originality="DONE"] .originality__score', { timeout: 60_000 })
    expect(await score(page)).toBeLessThan(60)
    // A guest sees the score only.
    expect(await page.locator('.originality__fragments').count()).toBe(0)
    expect(await page.getAttribute('.originality[data-originality="DONE"] a[href="/ecosystem/auth"]', 'href')).toBe('/ecosystem/auth')
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    await shootWidths(page, `${SHOTS}/file-guest`)
    await page.close()
  })
})
