// Issue 13 end to end in the browser, on the demo AI: a student's finished text work is rewritten in one paragraph by
// the AI editor, gets a table, a graph and a formula from a passage (Visualize mode), has an earlier version of a
// section restored from its history, goes back to the sources and adds an own source by file and approves, and the
// downloaded DOCX carries the table, figure and equation with their GOST 7.32 captions and numbers and the own source
// in its list. The DOCX is kept in tests/e2e/artifacts/essay-text-work.docx (render it with LibreOffice to look at it).
import { readFile, writeFile } from 'node:fs/promises'
import type { Page } from 'playwright-core'
import { strFromU8, unzipSync } from 'fflate'
import { afterAll, describe, expect, it } from 'vitest'
import { ARTIFACTS_DIR, closeBrowser, gqlClient, newPage } from './fixtures'
import { shootBoth } from './auth-helpers'
import { essayOrder, finishedWork as baseFinishedWork, openFinishedWork } from './essay-fixtures'
import { clientWithTokens } from './clients'

afterAll(closeBrowser)
const gql = gqlClient()

const OWN_TITLE = 'Стратегия малого предприятия на практике'
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n')

const order = (id: string, token: string) => essayOrder(gql, id, token)
const finishedWork = (token: string) => baseFinishedWork(gql, token, { workTypeId: 1, numberOfPages: 3 })

const screen = (page: Page, name: string, timeout = 30_000) => page.waitForSelector(`.essay-wizard[data-screen="${name}"]`, { timeout })
const stepParam = (page: Page) => new URL(page.url()).searchParams.get('step')
const para = (page: Page, section: string, i: number) => page.locator(`.essay-section[data-section="${section}"] [data-paragraph="${i}"]`)

/** Selects characters [from, to) of a paragraph the way a drag would leave the selection. */
async function select(page: Page, section: string, i: number, from: number, to: number) {
  await para(page, section, i).evaluate(
    (p, [a, b]) => {
      const r = document.createRange()
      r.setStart(p.firstChild!, a!)
      r.setEnd(p.firstChild!, b!)
      const s = window.getSelection()!
      s.removeAllRanges()
      s.addRange(r)
    },
    [from, to],
  )
  await page.waitForSelector('.ai-editor[data-ai-editor="form"]')
}

/** Visualize mode on the conclusion's first paragraph: the kind, an optional wish, «Создать», «Вставить». */
async function visualize(page: Page, kind: 'table' | 'graph' | 'formula', wish?: string) {
  const first = (await para(page, 'conclusion', 0).textContent())!
  await select(page, 'conclusion', 0, 0, first.length)
  await page.click('[data-editor-action="visualize"]')
  await page.click(`.essay-visualize__kind[data-kind="${kind}"]`)
  if (wish) await page.fill('.essay-visualize__wish', wish)
  await page.click('[data-action="create-visual"]')
  await page.click('[data-action="insert-visual"]', { timeout: 30_000 })
  await page.locator('.ai-editor').waitFor({ state: 'detached' })
  await page.locator(`.essay-section[data-section="conclusion"] [data-visual-type="${kind}"]`).waitFor()
}

describe('a finished text work, all of issue 13 together', () => {
  it('rewrites, visualizes, restores a version, adds an own source and downloads a DOCX with GOST captions', { timeout: 420_000 }, async () => {
    const token = await clientWithTokens(gql, 50)
    const work = await finishedWork(token)
    const page = await newPage('desktop')
    await openFinishedWork(page, token, work)
    await page.waitForSelector('[data-island="popup-host"][data-hydrated="true"]', { state: 'attached' })

    // 1. The AI editor rewrites the introduction's first sentence and replaces it.
    const original = (await para(page, 'introduction', 0).textContent())!
    const sentence = original.split(/(?<=[.!?])\s/)[0]!
    await select(page, 'introduction', 0, 0, sentence.length)
    await page.click('[data-editor-action="rewrite"]')
    await page.waitForSelector('.ai-editor[data-ai-editor="result"]')
    const rewritten = (await page.textContent('[data-editor-result]'))!.trim()
    expect(rewritten).not.toBe(sentence)
    await page.click('[data-editor-action="save"]')
    await page.locator('.ai-editor').waitFor({ state: 'detached' })
    await expect.poll(() => para(page, 'introduction', 0).textContent()).toBe(original.replace(sentence, rewritten))

    // 2. A table, a graph and a formula from the conclusion's first paragraph (the formula from the student's wish).
    await visualize(page, 'table')
    // The demo text states no figures, so the graph's numbers come from the wish (a graph of nothing is refused).
    await visualize(page, 'graph', 'График: 2021 — 35 %, 2022 — 42 %, 2023 — 51 %')
    await visualize(page, 'formula', 'E = mc^2')
    const conclusion = page.locator('.essay-section[data-section="conclusion"]')
    expect(await conclusion.locator('[data-visual-type="table"] figcaption').textContent()).toMatch(/^Таблица 1 — /)
    expect(await conclusion.locator('[data-visual-type="graph"] figcaption').textContent()).toMatch(/^Рисунок 1 — /)
    expect(await conclusion.locator('[data-visual-type="graph"] svg').count()).toBe(1)
    expect(await conclusion.locator('[data-visual-type="formula"] .katex').count()).toBeGreaterThan(0)
    await shootBoth(page, 'essay-text-work-01-visuals')

    // 3. The introduction's history: the rewrite is the current version; the generated text comes back.
    await page.click('.essay-section[data-section="introduction"] [data-action="section-history"]')
    const history = page.locator('[data-popup-body="essay-section-history"]')
    await history.waitFor()
    expect(await history.locator('.text-history__item').first().getAttribute('data-kind')).toBe('AI_REWRITE')
    await history.locator('.text-history__item[data-kind="GENERATED"] [data-action="restore"]').click()
    await expect.poll(() => para(page, 'introduction', 0).textContent(), { timeout: 15_000 }).toBe(original)
    await page.keyboard.press('Escape')
    await history.waitFor({ state: 'detached' })

    // 4. Back to the sources from the progress list: an own source by file, chosen, approved.
    await page.click('.essay-progress__item[data-progress="references"] .essay-progress__link')
    await screen(page, 'references')
    expect(await page.locator('.essay-ref[data-checked="true"]').count()).toBe(3)
    await page.click('[data-action="add-own-source"]')
    const form = page.locator('[data-form="own-source"]')
    await form.locator('input[name="file"]').setInputFiles({ name: 'Стратегия.pdf', mimeType: 'application/pdf', buffer: PDF })
    await form.locator('[data-uploaded="true"]').waitFor()
    await form.locator('input[name="title"]').fill(OWN_TITLE)
    await form.locator('input[name="author"]').fill('Петрова А. В.')
    await form.locator('input[name="publicationYear"]').fill('2022')
    await form.locator('button[type="submit"]').click()
    const own = page.locator('.essay-ref:has(.essay-ref__own)')
    await own.waitFor()
    expect(await own.getAttribute('data-checked')).toBe('true')
    await shootBoth(page, 'essay-text-work-02-own-source')
    await page.click('button:text-is("Утвердить источники")')
    await expect.poll(async () => (await order(work.id, token)).references.length, { timeout: 15_000 }).toBeGreaterThanOrEqual(4)
    // The changed choice lands and the work opens again («Готово»), the added source affecting no section.
    await screen(page, 'completed')
    expect(stepParam(page)).toBeNull()
    // The text kept every change: the restored introduction (its citations renumbered, the own source standing first in
    // the new list) and the three items.
    const uncited = (t: string | null) => (t ?? '').replace(/\[[\d,\s–с.]+\]/g, '[]')
    expect(uncited(await para(page, 'introduction', 0).textContent())).toBe(uncited(original))
    expect(await conclusion.locator('[data-visual-item]').count()).toBe(3)

    // 5. The DOCX: «Таблица 1 — …» above a table, a drawing with «Рисунок 1 — …» below, a Word equation numbered (1),
    // and the own source in the list.
    const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), page.click('[data-download="docx"]')])
    const bytes = new Uint8Array(await readFile((await download.path())!))
    await writeFile(`${ARTIFACTS_DIR}essay-text-work.docx`, bytes)
    const xml = strFromU8(unzipSync(bytes)['word/document.xml']!)
    const text = [...xml.matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>|<w:tbl>|<w:drawing>|<m:oMath[\s>]/g)].map((m) => m[1] ?? m[0]).join('')
    expect(text).toMatch(/Таблица 1 — [^<]+<w:tbl>/)
    expect(text).toMatch(/<w:drawing>Рисунок 1 — /)
    expect(text).toMatch(/<m:oMath[\s>][^]*?\(1\)/)
    expect(text).toContain(OWN_TITLE)
    expect(text).toContain('Петрова')
    await page.close()
  })
})
