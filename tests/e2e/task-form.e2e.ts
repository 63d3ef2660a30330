// The task start form in the browser: /s/rb/a lands on it with the refill popup; the spec's validation and file
// messages; a PNG of a printed Russian task (rendered here) attached by a signed-in client is read by real Tesseract into
// the question; submit posts the contract's body (the endpoint is intercepted) and opens the order; a guest's address
// prefills the form, a photo asks for sign-in, and the order opens on the preview. Screens: tests/e2e/artifacts/task-form-*.
import type { Page, Route } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import { closeBrowser, gqlClient, newPage, open } from './fixtures'
import { shootBoth } from './auth-helpers'
import { textRenderer } from '../fixtures/ocr/render-text'
import { signedInClient, pageSignedInAs } from './clients'

afterAll(closeBrowser)

const gql = gqlClient()
const TASK = 'Поезд прошёл 240 км за 3 часа. С какой скоростью он двигался?'

/** Intercepts the endpoint: answers order 123 and hands back what the form sent. */
function interceptOrder(page: Page, path: string): Promise<Record<string, unknown>> {
  return new Promise((resolve) => {
    void page.route(`**${path}`, async (route: Route) => {
      resolve(route.request().postDataJSON() as Record<string, unknown>)
      await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ unified_order_id: 123, error: null, errors: [] }) })
    })
  })
}

/**
 * Waits for the attachment to reach a state, jumping the page's clock over the recognition's poll waits (5 s, 10 s, …
 * of orders.md §9) instead of sleeping through them; Tesseract itself runs on the server in real time.
 */
async function recognitionEnds(page: Page, state: 'done' | 'failed') {
  const selector = `.task-file[data-file-state="${state}"]`
  for (let i = 0; i < 60 && !(await page.$(selector)); i++) {
    await page.clock.fastForward(20_000)
    await page.waitForTimeout(250)
  }
  await page.waitForSelector(selector, { timeout: 1000 })
}

const formReady = (page: Page) => page.waitForSelector('[data-island="task-start"][data-hydrated="true"] input[name="subject"][placeholder="Выбери или начни вводить"]')

describe('task start form', () => {
  it('a signed-in client: /s/rb/a refill popup, validation, a photo read by Tesseract, submit and the order', async () => {
    const render = await textRenderer()
    const png = Buffer.from(await render.png(TASK, { font: 'DejaVu Sans', sizePx: 28, widthPx: 760 }))
    const blank = Buffer.from(await render.png(' ', { widthPx: 400 }))
    await render.close()
    const token = await signedInClient(gql)
    const page = await pageSignedInAs(token)
    await page.clock.install()

    // The short link lands on the task start with the refill popup, AI's default amount preselected.
    await open(page, '/s/rb/a')
    expect(new URL(page.url()).pathname).toBe('/ecosystem/task-solver')
    await page.waitForSelector('[role="dialog"] .money-refill[data-state="ready"]')
    expect(await page.getAttribute('.money-package[aria-checked="true"]', 'data-tokens')).toBe('50')
    await page.keyboard.press('Escape')
    await page.waitForSelector('.money-refill', { state: 'detached' })
    await formReady(page)

    // Nothing filled: both of the spec's messages.
    await page.click('button[type="submit"]')
    expect(await page.textContent('[data-error="subject"]')).toBe('Заполни предмет, чтобы отправить вопрос')
    expect(await page.textContent('[data-error="question"]')).toBe('Напиши вопрос или приложи фото, чтобы отправить')
    await shootBoth(page, 'task-form-errors')

    // Files: a wrong format and one over 10 MB are refused before any upload.
    await page.setInputFiles('input[name="file"]', { name: 'virus.EXE', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') })
    expect(await page.textContent('[data-error="file"]')).toBe('Упс 😳 Такой формат не подходит, попробуй другой')
    await page.setInputFiles('input[name="file"]', { name: 'big.PNG', mimeType: 'image/png', buffer: Buffer.alloc(10 * 1024 * 1024 + 1) })
    expect(await page.textContent('[data-error="file"]')).toBe('Упс 😳 Файлы слишком большие, попробуй другие')

    // A blank picture: nothing to read, said so, and what was typed stays.
    await page.fill('textarea[name="question"]', 'Черновик вопроса')
    await page.setInputFiles('input[name="file"]', { name: 'blank.png', mimeType: 'image/png', buffer: blank })
    await recognitionEnds(page, 'failed')
    expect(await page.textContent('.task-file__status')).toBe('Не удалось распознать текст')
    expect(await page.inputValue('textarea[name="question"]')).toBe('Черновик вопроса')
    await page.click('button[aria-label^="Убрать файл"]')
    await page.fill('textarea[name="question"]', '')

    // The photo: the name cut at 15, recognised by Tesseract, the text in the question.
    await page.setInputFiles('input[name="file"]', { name: 'задача_про_поезд_из_учебника.PNG', mimeType: 'image/png', buffer: png })
    expect(await page.textContent('[data-file-name]')).toBe('задача_про_поез….png')
    await recognitionEnds(page, 'done')
    const recognised = await page.inputValue('textarea[name="question"]')
    expect(recognised).toMatch(/Поезд прош[её]л 240 км за 3 часа/)
    expect(recognised).toContain('скоростью')
    // The recognised words point to physics: the subject is chosen for the student, who is told and can change it.
    expect(await page.getAttribute('input[name="subject"]', 'data-subject-id')).toBe('11')
    expect(await page.textContent('[data-subject-guessed]')).toBe('Предмет подобран по тексту задачи — можно выбрать другой')
    await shootBoth(page, 'task-form-guessed')

    // Subject by keyboard: typed, then chosen with Enter.
    await page.click('input[name="subject"]')
    await page.keyboard.type('физ')
    await page.screenshot({ path: 'tests/e2e/artifacts/task-form-subjects-1280.png' })
    await page.keyboard.press('Enter')
    expect(await page.getAttribute('input[name="subject"]', 'data-subject-id')).toBe('11')
    expect(await page.$('[data-subject-guessed]')).toBeNull()
    await shootBoth(page, 'task-form-recognised')

    // The same task asked before (me.unifiedOrders answered here): the similar-task popup offers it; a new one anyway.
    const question = `${recognised} Ответ в км/ч.`
    await page.route('**/graphql', async (route) => {
      if (!String(route.request().postData()).includes('query MyOrders')) return route.continue()
      const order = { id: '77', typeId: 1, status: 'COMPLETED', statusBySearch: 2, text: ` ${question.toUpperCase()} `, createdAt: new Date().toISOString(), href: '/ecosystem/task-solver/77' }
      await route.fulfill({ contentType: 'application/json', body: JSON.stringify({ data: { me: { id: '1', unifiedOrders: { items: [order], counters: { inProgress: 0, completed: 1 }, total: 1, page: 1, lastPage: 1 } } } }) })
    })
    await page.fill('textarea[name="question"]', question)
    await page.click('button[type="submit"]')
    await page.waitForSelector('[data-popup-body="similar-task-order"] a[href="/ecosystem/task-solver/77"]')
    await shootBoth(page, 'task-form-similar')

    // Submit: the contract's body with the recognition id, then the order page.
    const sent = interceptOrder(page, '/api/unified-order/search')
    await page.click('[data-action="create-anyway"]')
    const body = await sent
    expect(body).toMatchObject({ query: question.trim(), subject_id: 11 })
    expect(typeof body.recognition_id).toBe('string')
    await page.waitForURL((u) => u.pathname === '/ecosystem/task-solver/123')
    await page.close()
  })

  it('a guest: the address prefills, a photo asks for sign-in, the order opens on the preview', async () => {
    const page = await newPage('mobile')
    await page.addInitScript(() => localStorage.setItem('cookiesAccepted', 'true'))
    await open(page, `/ecosystem/task-solver?search=${encodeURIComponent('Найди производную y = x^2')}&subject=algebra&utm_source=vk`)
    await formReady(page)
    await expect.poll(() => page.getAttribute('input[name="subject"]', 'data-subject-id')).toBe('2')
    expect(await page.inputValue('textarea[name="question"]')).toBe('Найди производную y = x^2')
    await shootBoth(page, 'task-form-guest')

    await page.setInputFiles('input[name="file"]', { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: Buffer.from([0xff, 0xd8, 0xff, 0xe0]) })
    await page.waitForSelector('[data-popup-body="text-recognition-unauthorised"]')
    await shootBoth(page, 'task-form-unauthorised')
    // «Войти» opens the sign-in screens; closed, the form is as it was.
    await page.click('[data-popup-body="text-recognition-unauthorised"] [data-action="sign-in"]')
    await page.waitForSelector('.popup[role="dialog"] [data-step="providers"]')
    await page.keyboard.press('Escape')
    await page.waitForSelector('.popup[role="dialog"]', { state: 'detached' })
    expect(await page.inputValue('textarea[name="question"]')).toBe('Найди производную y = x^2')

    const sent = interceptOrder(page, '/api/unified-order/search')
    await page.click('button[type="submit"]')
    expect(await sent).toEqual({ query: 'Найди производную y = x^2', subject_id: 2, get_params: { search: 'Найди производную y = x^2', subject: 'algebra', utm_source: 'vk' } })
    await page.waitForURL((u) => u.pathname === '/ecosystem/task-solver/preview/123')

    // A hostile address: answered with the page, the text shown as text, nothing opened or navigated to.
    const hostile = '<script>window.__pwned=1</script>\u0000'
    const res = await open(page, `/ecosystem/task-solver?search=${encodeURIComponent(hostile)}&subject=..%2F..%2Fetc&order_subject_id=99999999999&librarySearchAiPopup=openLibraryWork&libraryWork=%2F%2Fevil.example`)
    expect(res.status()).toBe(200)
    await formReady(page)
    expect(await page.inputValue('textarea[name="question"]')).toContain('<script>window.__pwned=1</script>')
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined()
    expect(await page.getAttribute('input[name="subject"]', 'data-subject-id')).toBe('')
    expect(new URL(page.url()).pathname).toBe('/ecosystem/task-solver')

    // librarySearchAiPopup=openLibrarySearch: the library search popup with the question, searching /biblioteka/.
    await open(page, `/ecosystem/task-solver?librarySearchAiPopup=openLibrarySearch&search=${encodeURIComponent('маятник')}`)
    await page.waitForSelector('[data-popup-body="library-search"]')
    expect(await page.inputValue('[data-popup-body="library-search"] input[name="q"]')).toBe('маятник')
    await shootBoth(page, 'task-form-library-search')
    await page.click('[data-popup-body="library-search"] button[type="submit"]')
    await page.waitForURL((u) => u.pathname === '/biblioteka/' && u.searchParams.get('q') === 'маятник')

    // The AI start: subject optional, posts to /create, opens the AI order.
    await open(page, '/ecosystem/ai?search=Что такое интеграл')
    await formReady(page)
    await shootBoth(page, 'task-form-ai')
    const asked = interceptOrder(page, '/api/unified-order/create')
    await page.click('button[type="submit"]')
    expect(await asked).toMatchObject({ query: 'Что такое интеграл' })
    await page.waitForURL((u) => u.pathname === '/ecosystem/ai/123')
    await page.close()
  })
})
