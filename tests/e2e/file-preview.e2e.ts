// «Просмотр файла» (platform.md §2 Popups): a signed-in student's attached photo on the task start opens fitted in the
// popup, which closes by Escape and by the backdrop and locks the page's scroll meanwhile; a text file shows its text
// (as text, never HTML), a DOCX its name, size and «Скачать»; a text work's workbook comes from its route with the
// client's token (an SVG one shown as an <img>, its script never run), and a file the server will not give back says
// «Что-то пошло не так». Shots: /tmp/shots/file-preview/.
import type { Page } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import { closeBrowser, gqlClient, open, shootWidths, urlFor } from './fixtures'
import { makePng } from './auth-helpers'
import { pageSignedInAs, signedInClient } from './clients'

afterAll(closeBrowser)

const gql = gqlClient()
const SHOTS = '/tmp/shots/file-preview'
const POPUP = '[data-popup="file-preview"]'

const shoot = (page: Page, name: string) => shootWidths(page, `${SHOTS}/${name}`, { fullPage: false })

/** The task start, hydrated; text recognition answers at once that it failed (the preview needs none of it, and the
 * shared machine is spared Tesseract). */
async function taskStart(page: Page) {
  await page.route('**/api/recognize-text', (route) => route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ error: { code: 'BAD_REQUEST', message: 'Не удалось распознать текст' } }) }))
  await open(page, '/ecosystem/task-solver')
  await page.waitForSelector('[data-island="task-start"][data-hydrated="true"]')
}

async function attach(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  await page.setInputFiles('input[name="file"]', file)
  await page.waitForSelector('.task-file[data-file-state="failed"]')
}

const popupState = (page: Page) => page.getAttribute(`${POPUP} [data-popup-body="file-preview"]`, 'data-state')

async function openChip(page: Page, chip = '[data-file-name]') {
  await page.click(chip)
  await page.waitForSelector(`${POPUP} [data-popup-body="file-preview"][data-state="ready"]`)
  expect(await page.textContent(`${POPUP} .popup__title`)).toBe('Просмотр файла')
}

describe('file preview popup', () => {
  it('a signed-in student: the attached photo fitted, closed by Escape and by the backdrop; a text file and a DOCX', async () => {
    const page = await pageSignedInAs(await signedInClient(gql))
    await taskStart(page)
    const png = await makePng(page)
    await attach(page, { name: 'фотография_задачи_из_учебника.png', mimeType: 'image/png', buffer: png })
    // The chip shows the name cut to 15 characters plus the extension.
    expect(await page.textContent('[data-file-name]')).toBe('фотография_зада….png')

    await openChip(page)
    expect(await page.getAttribute(`${POPUP} [data-popup-body]`, 'data-preview')).toBe('image')
    const img = page.locator(`${POPUP} img.file-preview__image`)
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(120)
    expect(await img.getAttribute('src')).toMatch(/^blob:/)
    // Fitted: never wider than the dialog.
    const [imgBox, dialogBox] = [await img.boundingBox(), await page.locator(`${POPUP} [role="dialog"]`).boundingBox()]
    expect(imgBox!.width).toBeLessThanOrEqual(dialogBox!.width)
    expect(await page.textContent(`${POPUP} .file-preview__name`)).toBe('фотография_задачи_из_учебника.png')
    expect(await page.textContent(`${POPUP} .file-preview__size`)).toMatch(/^\d+ Б$|КБ$/)
    expect(await page.getAttribute('html', 'data-scroll-locked')).toBe('true')
    await shoot(page, 'image')

    await page.keyboard.press('Escape')
    await page.waitForSelector(POPUP, { state: 'detached' })
    expect(await page.getAttribute('html', 'data-scroll-locked')).toBeNull()

    // The thumbnail opens it too; a click on the backdrop (outside the dialog) closes it.
    await page.click('.task-file__thumb-open')
    await page.waitForSelector(`${POPUP} img.file-preview__image`)
    await page.mouse.click(8, 8)
    await page.waitForSelector(POPUP, { state: 'detached' })

    // A text file: its text as text — markup in it stays characters, nothing of it is rendered.
    await page.click('button[aria-label^="Убрать файл"]')
    const text = 'Задача 1. Найди скорость поезда.\n<b>не жирный</b><img src=x onerror="window.__pwned=1">'
    await attach(page, { name: 'условие.txt', mimeType: 'text/plain', buffer: Buffer.from(text) })
    await openChip(page)
    expect(await page.getAttribute(`${POPUP} [data-popup-body]`, 'data-preview')).toBe('text')
    expect(await page.textContent(`${POPUP} .file-preview__text`)).toBe(text)
    expect(await page.locator(`${POPUP} .file-preview__text b, ${POPUP} .file-preview__text img`).count()).toBe(0)
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined()
    await shoot(page, 'text')
    await page.keyboard.press('Escape')
    await page.waitForSelector(POPUP, { state: 'detached' })

    // Anything else: its name, size and «Скачать», which saves the same bytes under the full name.
    await page.click('button[aria-label^="Убрать файл"]')
    const docx = Buffer.from('PK\u0003\u0004 not really a document')
    await attach(page, { name: 'Лабораторная_работа_номер_три.docx', mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', buffer: docx })
    await openChip(page)
    expect(await page.getAttribute(`${POPUP} [data-popup-body]`, 'data-preview')).toBe('download')
    expect(await page.textContent(`${POPUP} .file-preview__name`)).toBe('Лабораторная_работа_номер_три.docx')
    expect(await page.textContent(`${POPUP} .file-preview__size`)).toBe(`${docx.length} Б`)
    const [download] = await Promise.all([page.waitForEvent('download'), page.click(`${POPUP} a:text-is("Скачать")`)])
    expect(download.suggestedFilename()).toBe('Лабораторная_работа_номер_три.docx')
    await shoot(page, 'download')
    await page.close()
  })

  it("a text work's workbook is fetched with the owner's token; a file the server refuses says «Что-то пошло не так»", async () => {
    const token = await signedInClient(gql)
    const essay = (await gql<{ createAiEssayOrder: { id: string; unifiedOrderId: string } }>('mutation { createAiEssayOrder(topic: "Инфляция и её влияние на экономику России", workTypeId: 1) { id unifiedOrderId } }', {}, token)).createAiEssayOrder
    const essayId = essay.id
    const form = new FormData()
    const body = 'Объём работы 3 страницы, обязательно рассмотреть ключевую ставку.'
    form.append('file', new Blob([body], { type: 'text/plain' }), 'Методические_указания_кафедры.txt')
    const up = await fetch(urlFor(`/api/ai-essay-order/${essayId}/workbook`), { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } })
    expect(up.status).toBe(200)
    // The route answers its owner alone: another client is refused.
    const stranger = await signedInClient(gql)
    const foreign = await fetch(urlFor(`/api/ai-essay-order/${essayId}/workbook`), { headers: { authorization: `Bearer ${stranger}` } })
    expect([403, 404]).toContain(foreign.status)

    const page = await pageSignedInAs(token)
    const asked: string[] = []
    page.on('request', (r) => {
      if (r.url().endsWith('/workbook')) asked.push(r.headers()['authorization'] ?? '')
    })
    await open(page, `/ecosystem/text-copilot/${essay.unifiedOrderId}`)
    await page.waitForSelector('.essay-workbook__name')
    expect(await page.textContent('.essay-workbook__name')).toContain('Методические_ук….txt')
    await openChip(page, '.essay-workbook__name')
    expect(await page.textContent(`${POPUP} .file-preview__text`)).toBe(body)
    expect(asked).toEqual([`Bearer ${token}`])
    await shoot(page, 'workbook')
    await page.mouse.click(8, 8)
    await page.waitForSelector(POPUP, { state: 'detached' })

    // An SVG workbook (the route answers application/octet-stream): shown as an <img> given image/svg+xml, never inline,
    // so its script never runs.
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="150"><rect width="300" height="150" fill="#4b3df5"/><script>parent.__pwned=1;window.__pwned=1</script></svg>'
    const svgForm = new FormData()
    svgForm.append('file', new Blob([svg], { type: 'image/svg+xml' }), 'схема.svg')
    expect((await fetch(urlFor(`/api/ai-essay-order/${essayId}/workbook`), { method: 'POST', body: svgForm, headers: { authorization: `Bearer ${token}` } })).status).toBe(200)
    await page.reload()
    await expect.poll(() => page.textContent('.essay-workbook__name')).toContain('схема.svg')
    await openChip(page, '.essay-workbook__name')
    expect(await page.getAttribute(`${POPUP} [data-popup-body]`, 'data-preview')).toBe('image')
    await expect.poll(() => page.locator(`${POPUP} img.file-preview__image`).evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(300)
    expect(await page.locator(`${POPUP} .file-preview svg`).count()).toBe(0)
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined()
    await page.keyboard.press('Escape')
    await page.waitForSelector(POPUP, { state: 'detached' })

    // The server cannot give it back (gone, or not this client's): the popup says so.
    await page.route('**/workbook', (route) => route.fulfill({ status: 404, contentType: 'application/json', body: JSON.stringify({ error: { code: 'NOT_FOUND', message: 'Такого файла нет' } }) }))
    await page.click('.essay-workbook__name')
    await expect.poll(() => popupState(page)).toBe('failed')
    expect(await page.textContent(`${POPUP} [role="alert"]`)).toBe('Что-то пошло не так')
    await shoot(page, 'failed')
    await page.close()
  })
})
