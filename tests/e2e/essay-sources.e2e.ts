// The sources step in the browser (issue 13 part 3), demo mode: a client with tokens approves an outline and gets only
// the relevant sources with a note that there are few; «Найти другие источники» says when there are no others; an
// own source with a wrong extension, missing fields, a year before 1900 and a submit during the upload each get the
// spec's message; the own source is added, chosen and approved. Adding by DOI explains it needs the connected mode.
// Screenshots at 375 and 1280 px go to /tmp/essay-sources/.
import type { Page } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import { closeBrowser, gqlClient, open, shootWidths } from './fixtures'
import { clientWithTokens, pageSignedInAs } from './clients'

const gql = gqlClient()
afterAll(closeBrowser)

const SHOTS = '/tmp/essay-sources'
// A topic the catalogue holds only two relevant works on (two general economics courses): few sources, then «nothing
// new». The digitalisation of small business, used before, now gets none at all (edge/sources/relevance-set.test.ts).
const TOPIC = 'Инфляция и её влияние на экономику России'

const shoot = (page: Page, name: string) => shootWidths(page, `${SHOTS}/${name}`)

const screen = (page: Page, name: string, timeout = 90_000) => page.waitForSelector(`.essay-wizard[data-screen="${name}"]`, { timeout })
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n')

describe('the sources step', () => {
  it('shows only relevant sources, says when there are few or no others, and adds an own source by file', async () => {
    const token = await clientWithTokens(gql, 50)
    const page = await pageSignedInAs(token, 'mobile')
    await open(page, `/ecosystem/text-copilot?topic=${encodeURIComponent(TOPIC)}`)
    await page.waitForSelector('[data-island="text-copilot-start"][data-hydrated="true"]')
    await page.click('.essay-type[data-work-type-id="1"]')
    await page.click('button:text-is("Далее")')
    await page.waitForURL(/\/ecosystem\/text-copilot\/\d+$/)
    await screen(page, 'requirements')
    await page.fill('input[name="numberOfPages"]', '3')
    await page.fill('textarea[name="idea"]', 'Инфляция снижает реальные доходы и меняет решения фирм')
    await page.fill('textarea[name="goal"]', 'Показать, как инфляция влияет на экономику России')
    await page.click('button:text-is("Составить план")')
    await screen(page, 'outline')
    await page.click('button:text-is("Утвердить план")')

    // 1. Only relevant sources, and a note that there are few: never the option-pricing or portfolio papers.
    await screen(page, 'references')
    const note = page.locator('.essay-refs__note')
    await expect.poll(() => note.textContent()).toMatch(/^Нашли только \d+ подходящ(ий источник|их источника|их источников) — добавь свои или измени тему$/)
    const titles = await page.locator('.essay-ref__gost').allTextContents()
    expect(titles.length).toBeGreaterThan(0)
    expect(titles.length).toBeLessThan(10)
    for (const t of titles) expect(t).not.toMatch(/Black|Scholes|Markowitz/)
    await shoot(page, '01-few')

    // 2. «Найти другие источники»: nothing new, so the same page comes back and the step says so.
    await page.click('button:text-is("Найти другие источники")')
    await screen(page, 'references')
    await expect.poll(() => note.textContent(), { timeout: 30_000 }).toBe('Других подходящих источников не нашли — показываем прежние. Добавь свои или измени тему')
    expect(await page.locator('.essay-ref__gost').allTextContents()).toEqual(titles)

    // 2b. ?searchRefs asks for that search from the address, once: the flag leaves the address.
    const searches: string[] = []
    page.on('request', (r) => {
      if (r.url().endsWith('/graphql') && (r.postData() ?? '').includes('searchAiEssayOrderReferences')) searches.push(r.url())
    })
    const searched = page.waitForResponse((r) => r.url().endsWith('/graphql') && (r.request().postData() ?? '').includes('searchAiEssayOrderReferences'))
    await open(page, `${new URL(page.url()).pathname}?searchRefs=1`)
    await searched
    await screen(page, 'references')
    expect(searches.length).toBe(1)
    await expect.poll(() => new URL(page.url()).searchParams.has('searchRefs')).toBe(false)
    await screen(page, 'references')
    await expect.poll(() => note.textContent(), { timeout: 30_000 }).toBe('Других подходящих источников не нашли — показываем прежние. Добавь свои или измени тему')

    // 3. An own source: the spec's messages, then the source joins the list, chosen.
    await page.click('[data-action="add-own-source"]')
    const form = page.locator('[data-form="own-source"]')
    // Demo mode: adding by DOI, ISBN or link is not offered, and the step says why.
    expect(await page.textContent('[data-form="identifier"][data-available="false"]')).toContain('когда сервис подключён к каталогам Crossref и OpenAlex')
    // The file is picked through a Russian button; the native input stays reachable by keyboard.
    expect(await form.locator('[data-action="pick-file"]').textContent()).toBe('Выбрать файл')
    expect(await form.locator('[data-file-state]').textContent()).toBe('Файл не выбран')
    await form.locator('input[name="file"]').focus()
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type)).toBe('file')
    await form.locator('input[name="file"]').setInputFiles({ name: 'virus.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') })
    await expect.poll(() => form.locator('[data-field="file"] .field__error').textContent()).toBe('Файл такого формата не поддерживается')
    await form.locator('button[type="submit"]').click()
    expect(await form.locator('[data-field="title"] .field__error').textContent()).toBe('Укажи название источника')
    expect(await form.locator('[data-field="author"] .field__error').textContent()).toBe('Укажи автора источника')
    expect(await form.locator('[data-field="publicationYear"] .field__error').textContent()).toBe('Укажи год издания источника')
    await form.locator('input[name="publicationYear"]').fill('1899')
    await form.locator('button[type="submit"]').click()
    expect(await form.locator('[data-field="publicationYear"] .field__error').textContent()).toBe('Год издания не может быть меньше 1900')
    await shoot(page, '02-own-source-errors')

    // A submit while the file is still uploading waits for it.
    let release: () => void = () => {}
    const held = new Promise<void>((r) => (release = r))
    await page.route('**/reference-files', async (route) => {
      await held
      await route.continue()
    })
    await form.locator('input[name="file"]').setInputFiles({ name: 'Цифровая экономика.pdf', mimeType: 'application/pdf', buffer: PDF })
    await form.locator('input[name="title"]').fill('Цифровая экономика малого предприятия')
    await form.locator('input[name="author"]').fill('Иванов И. И.')
    await form.locator('input[name="publicationYear"]').fill('2020')
    await form.locator('input[name="city"]').fill('Москва')
    await form.locator('input[name="publisher"]').fill('Наука')
    await form.locator('button[type="submit"]').click()
    expect(await form.locator('[role="alert"]').textContent()).toBe('Дождись загрузки источников')
    release()
    await form.locator('[data-uploaded="true"]').waitFor()
    expect(await form.locator('[data-file-state="uploaded"] [data-action="preview-file"]').getAttribute('title')).toBe('Просмотр файла Цифровая экономика.pdf')
    expect(await form.locator('[data-action="pick-file"]').textContent()).toBe('Выбрать другой файл')
    await form.locator('button[type="submit"]').click()
    const own = page.locator('.essay-ref:has(.essay-ref__own)')
    await own.waitFor()
    expect(await own.locator('.essay-ref__title').textContent()).toContain('Цифровая экономика малого предприятия')
    expect(await own.getAttribute('data-checked')).toBe('true')
    expect(await own.locator('.essay-ref__gost').textContent()).toBe('Иванов, И. И. Цифровая экономика малого предприятия / И. И. Иванов. – Москва : Наука, 2020.')
    await shoot(page, '03-own-source-added')

    // 4. Approve: the work is written from the chosen sources, the own one included.
    await page.click('button:text-is("Утвердить источники")')
    await screen(page, 'title-page')
    await page.close()
  })
})
