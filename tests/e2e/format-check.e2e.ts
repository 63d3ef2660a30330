// Нормоконтроль in the browser: a DOCX with seeded violations (a Word-made fixture) uploaded on /ecosystem/format-check,
// the report grouped by kind with where and what; a PDF refused with the checker's message; a guest is invited to sign
// in to fix. A signed-in client with tokens presses «Исправить», gets the fixed DOCX downloaded and sees what is left;
// the downloaded file passes the check. Screenshots at 375 and 1280 px go to /tmp/format-check/.
import { mkdir, readFile } from 'node:fs/promises'
import { afterAll, describe, expect, it } from 'vitest'
import { closeBrowser, gqlClient, newPage, open, shootWidths } from './fixtures'
import { clientWithTokens, pageSignedInAs, signedInClient, tokensOf } from './clients'
import { seededWork } from './essay-fixtures'
import { Document, Packer, Paragraph } from 'docx'
import { isBlocking, runAxe } from './axe'
import { FIXTURES } from '../fixtures/format-check/cases'
import { checkDocx } from '../../edge/format-check/check-docx'
import { readDocx } from '../../edge/format-check/read-docx'

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
    expect(await page.textContent('[data-fix="offer"]')).toContain('Войди, чтобы исправить оформление')
    await shootWidths(page, `${SHOTS}/report`)
    await page.close()
  })

  it('fixes the file for a signed-in client: the download passes the check and keeps the text', { timeout: 120_000 }, async () => {
    const gql = gqlClient()
    const token = await clientWithTokens(gql, 50)
    const before = await tokensOf(gql, token)
    const fixture = FIXTURES.find((f) => f.name === 'libreoffice-mixed')!
    const original = await fixture.bytes()
    const page = await pageSignedInAs(token, 'mobile')
    await open(page, '/ecosystem/format-check')
    await page.waitForSelector('[data-island="format-check"][data-hydrated="true"]', { state: 'attached' })
    await page.setInputFiles('input[type="file"]', { name: 'курсовая.docx', mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', buffer: Buffer.from(original) })
    await page.click('[data-action="check-format"]')
    await page.waitForSelector('[data-action="fix-format"]')
    expect(await page.textContent('[data-fix="offer"]')).toMatch(/Стоит \d+ ток\. — бесплатно с подпиской/)
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('[data-action="fix-format"]')])
    expect(download.suggestedFilename()).toBe('курсовая-исправлено.docx')
    const fixed = new Uint8Array(await readFile((await download.path())!))
    await page.waitForSelector('[data-fix="done"]')
    expect(await page.getAttribute('[data-fix="done"]', 'data-left')).toBe('0')
    expect(await page.textContent('[data-fix="done"] h3')).toMatch(/^Исправлено: (\d+) из \1$/)
    expect(checkDocx(fixed).total).toBe(0)
    expect(readDocx(fixed).paragraphs.length).toBe(readDocx(original).paragraphs.length)
    expect(await tokensOf(gql, token)).toBeLessThan(before)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    expect((await runAxe(page)).filter(isBlocking)).toEqual([])
    await shootWidths(page, `${SHOTS}/fixed`)
    await page.close()
  })

  it('checks a finished text work’s file before download, on its completed step', { timeout: 120_000 }, async () => {
    const token = await signedInClient(gqlClient())
    const text = 'Цифровая экономика меняет рынок труда: одни профессии уходят, другие появляются, и вузы отвечают на это новыми программами. '.repeat(6)
    const path = await seededWork(token, 'Цифровая экономика и рынок труда', [
      { key: 'introduction', title: 'Введение', level: 1, text },
      { key: 'c1', title: 'Рынок труда в цифровой экономике', level: 1, text },
      { key: 'conclusion', title: 'Заключение', level: 1, text },
    ])
    const page = await pageSignedInAs(token, 'desktop')
    await page.addInitScript(() => localStorage.setItem('onboardingFinishedSteps', JSON.stringify(['ai-editor__editor', 'ai-editor__text-selection'])))
    await open(page, path)
    await page.waitForSelector('.essay-wizard[data-screen="completed"]')
    await page.click('[data-action="check-work-format"]')
    await page.waitForSelector('.format-check__work:not([data-format-check="none"])')
    expect(await page.textContent('.format-check__work')).toContain('Нормоконтроль (ГОСТ 7.32-2017)')
    // The seeded work cites no sources, so its file has no reference list: that, and nothing about the layout, is
    // what the check finds.
    const kinds = await page.$$eval('.format-check__work .format-check__group', (els) => els.map((e) => e.getAttribute('data-kind')))
    expect(kinds).toEqual(['structure-missing'])
    expect(await page.textContent('.format-check__work')).toContain('нет «СПИСОК ИСПОЛЬЗОВАННЫХ ИСТОЧНИКОВ»')
    await shootWidths(page, `${SHOTS}/work`, { before: async () => void (await page.locator('.format-check__work').scrollIntoViewIfNeeded()), fullPage: false })
    await page.close()
  })

  it('reads a university guideline into a profile the student confirms, saves it and checks by it', { timeout: 120_000 }, async () => {
    const token = await signedInClient(gqlClient())
    const guide = await Packer.toBuffer(
      new Document({
        sections: [
          {
            children: [
              'Методические указания по оформлению курсовых работ',
              'Объём работы — 25–30 страниц. Поля: левое – 25 мм, правое – 10 мм, верхнее и нижнее – 20 мм.',
              'Шрифт Times New Roman, кегль 14, межстрочный интервал – полуторный, абзацный отступ – 1,25 см.',
            ].map((t) => new Paragraph(t)),
          },
        ],
      }),
    )
    const page = await pageSignedInAs(token, 'mobile')
    await open(page, '/ecosystem/format-check')
    await page.waitForSelector('[data-island="format-check"][data-hydrated="true"]', { state: 'attached' })
    await page.click('[data-action="open-guide-profile"]')
    await page.setInputFiles('.guide-profile input[type="file"]', { name: 'Методичка.docx', mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', buffer: Buffer.from(guide) })
    await page.click('[data-action="read-guide"]')
    await page.waitForSelector('.guide-profile[data-guide="read"]')
    expect(await page.inputValue('[data-guide-field="margins.left"]')).toBe('25')
    expect(await page.inputValue('[data-guide-field="margins.right"]')).toBe('10')
    // Each number says where it came from; what the guideline does not say is marked for checking.
    expect(await page.textContent('[data-guide-field="margins.left"] ~ .guide-profile__quote')).toContain('левое – 25 мм')
    expect(await page.locator('.guide-profile__quote[data-origin="missing"]').count()).toBeGreaterThan(0)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    expect((await runAxe(page)).filter(isBlocking)).toEqual([])
    await shootWidths(page, `${SHOTS}/guide`, { before: async () => void (await page.locator('.guide-profile').scrollIntoViewIfNeeded()), fullPage: false })
    await page.fill('.guide-profile input[placeholder^="Например: НИУ"]', 'Тестовый университет')
    await page.click('[data-action="save-guide-profile"]')
    await expect.poll(() => page.$eval('[data-field="profile"]', (el) => (el as HTMLSelectElement).selectedOptions[0]?.textContent ?? '')).toContain('Тестовый университет')

    const work = await FIXTURES.find((f) => f.name === 'word-clean')!.bytes()
    await page.setInputFiles('[data-form="format-check"] input[type="file"]', { name: 'курсовая.docx', mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', buffer: Buffer.from(work) })
    await page.click('[data-action="check-format"]')
    await page.waitForSelector('.format-check__report')
    // A GOST work's 30 mm left margin is not this university's 25 mm.
    const kinds = await page.$$eval('.format-check__group', (els) => els.map((e) => e.getAttribute('data-kind')))
    expect(kinds).toContain('page-margins')
    expect(await page.textContent('.format-check__report')).toContain('левое 25 мм')
    await page.close()
  })

  it('the dashboard links the originality and format checks, and both open', { timeout: 60_000 }, async () => {
    const token = await signedInClient(gqlClient())
    const page = await pageSignedInAs(token, 'mobile')
    for (const [href, title] of [
      ['/ecosystem/originality', 'Проверка уникальности'],
      ['/ecosystem/format-check', 'Нормоконтроль'],
    ] as const) {
      await open(page, '/ecosystem')
      const link = page.locator(`.more-links a[href="${href}"]`)
      expect(await link.textContent()).toBe(title)
      if (href === '/ecosystem/format-check') await shootWidths(page, `${SHOTS}/dashboard`, { before: async () => void (await link.scrollIntoViewIfNeeded()), fullPage: false })
      await Promise.all([page.waitForURL(`**${href}`), link.click()])
      expect(await page.textContent('h1')).toBe(title)
    }
    await page.close()
  })
})
