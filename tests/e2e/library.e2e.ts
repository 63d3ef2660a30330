// The library as a guest, against the built server whose first start loaded tests/fixtures/library: from the main page
// to a subject list and a work with its shortened answer and similar works; search, 404, 301, zero JavaScript, and
// that the guest's HTML never carries the full answer.
import { readFile } from 'node:fs/promises'
import { afterAll, describe, expect, it } from 'vitest'
import { closeBrowser, newPage, screenshot, urlFor, watchScripts } from './fixtures'

afterAll(closeBrowser)

const get = (path: string) => fetch(urlFor(path), { redirect: 'manual' })
const WORK = '/biblioteka/zadachi/physics/fiz-period-mayatnika-2-5-m/'

describe('library pages as a guest', () => {
  it('from / to a subject list and a work with its shortened answer and similar works, with no JavaScript', async () => {
    for (const [viewport, width] of [['mobile', 375], ['desktop', 1280]] as const) {
      const page = await newPage(viewport)
      const scripts = watchScripts(page)
      await page.goto(urlFor('/'), { waitUntil: 'load' })
      await page.locator('a[href="/biblioteka/"]:visible').first().click()
      await page.waitForURL((u) => u.pathname === '/biblioteka/')
      expect(await page.textContent('h1')).toBe('Библиотека готовых работ')
      await screenshot(page, `library-main-${width}`)

      await page.locator('.lib-type[data-type="zadachi"] a[href="/biblioteka/zadachi/physics/"]').click()
      await page.waitForURL((u) => u.pathname === '/biblioteka/zadachi/physics/')
      expect(await page.textContent('h1')).toBe('Решение задач по физике')
      expect(await page.locator('.lib-card').count()).toBe(3)
      await screenshot(page, `library-category-${width}`)

      await page.locator(`a[href="${WORK}"]`).click()
      await page.waitForURL((u) => u.pathname === WORK)
      expect(await page.textContent('h1')).toBe('Найти период колебаний математического маятника длиной 2,5 м')
      expect(await page.textContent('.lib-work__short')).toContain('Запишем формулу Гюйгенса')
      expect(await page.locator('#lib-similar ~ .lib-cards a').first().textContent()).toBe('Какой длины должен быть маятник, чтобы его период был равен 2 с')
      expect(await page.locator('#lib-other ~ .lib-cards .lib-card').count()).toBeGreaterThan(0)
      expect(await page.locator('.lib-crumbs a').allTextContents()).toEqual(['Главная', 'Библиотека', 'Решение задач: Физика'])
      // The purchase entry of the work (sign-in first for a guest; tests/e2e/library-order.e2e.ts walks it).
      expect(await page.getAttribute('.lib-work__unlock a.btn', 'href')).toBe('/ecosystem/library/buy/fiz-period-mayatnika-2-5-m')
      expect(await page.title()).toBe('Найти период колебаний математического маятника длиной 2,5 м — Готовая работа — Кампус')
      expect(await page.getAttribute('link[rel="canonical"]', 'href')).toBe(urlFor(WORK))
      expect(await page.getAttribute('meta[name="description"]', 'content')).toBe('Подробное решение задачи на период колебаний математического маятника по формуле Гюйгенса.')
      expect(await page.locator('meta[name="description"]').count()).toBe(1)
      await screenshot(page, `library-work-${width}`)

      await page.goto(urlFor('/biblioteka/reshenie-zadach/'), { waitUntil: 'load' })
      await page.selectOption('#task-subject', 'physics')
      await page.fill('#task-text', 'Найти период колебаний маятника длиной 1 м')
      await screenshot(page, `library-task-${width}`)
      // Every library page above loaded no JavaScript file.
      expect((await scripts.summary()).scripts).toEqual([])
      await page.click('.lib-task__form button[type="submit"]')
      await page.waitForURL((u) => u.pathname.startsWith('/ecosystem/task-solver'))
      const handed = new URL(page.url())
      expect(handed.searchParams.get('subject')).toBe('physics')
      expect(handed.searchParams.get('search')).toBe('Найти период колебаний маятника длиной 1 м')
      await page.close()
    }
  })

  it('searches on the server: Russian word forms and typos', async () => {
    const page = await newPage('desktop')
    await page.goto(urlFor('/biblioteka/'), { waitUntil: 'load' })
    await page.fill('#lib-q', 'маятника')
    await page.click('.lib-search button')
    await page.waitForURL((u) => u.searchParams.get('q') === 'маятника')
    expect(await page.locator('.lib-card').count()).toBe(2)
    expect(await page.getAttribute('meta[name="robots"]', 'content')).toBe('noindex, follow')
    await page.goto(urlFor('/biblioteka/?q=маятнек'), { waitUntil: 'load' })
    expect(await page.textContent('.lib-section')).toContain('Точных совпадений нет')
    expect(await page.locator('.lib-card').first().textContent()).toContain('маятник')
    await page.goto(urlFor('/biblioteka/?q=qzxwv'), { waitUntil: 'load' })
    expect(await page.textContent('.lib-empty')).toBe('К сожалению, ничего не найдено 😢')
    await page.close()
  })

  it('hostile search text answers a page, never a server error: a NUL, operators, backslashes, 800 characters', async () => {
    for (const q of ['\u0000', 'маятнек\u0000"\\&|!:*()<->', '«»—…!?', 'маятнек '.repeat(100)]) {
      const res = await get(`/biblioteka/?q=${encodeURIComponent(q)}`)
      expect(res.status, q.slice(0, 20)).toBe(200)
      expect(await res.text()).toMatch(/lib-card|К сожалению, ничего не найдено 😢/)
      expect((await get(`/referat/search/?q=${encodeURIComponent(q)}`)).status, q.slice(0, 20)).toBe(200)
    }
  })

  it('an empty category shows the spec’s empty message', async () => {
    const res = await get('/biblioteka/uprazhneniya/physics/')
    expect(res.status).toBe(200)
    expect(await res.text()).toContain('К сожалению, ничего не найдено 😢')
  })

  it('unknown type, subject or work answers the 404 page', async () => {
    for (const path of ['/biblioteka/referaty/physics/', '/biblioteka/zadachi/alchemy/', '/biblioteka/zadachi/physics/no-such-work/']) {
      const res = await get(path)
      expect(res.status, path).toBe(404)
      expect(await res.text()).toContain('Упс, кажется тут ничего нет')
    }
  })

  it('a work asked for under another category answers 301 to its address', async () => {
    const res = await get('/biblioteka/voprosy/physics/fiz-period-mayatnika-2-5-m/?utm_source=x')
    expect(res.status).toBe(301)
    expect(res.headers.get('location')).toBe(`${WORK}?utm_source=x`)
  })

  it('the guest’s HTML has the shortened answer and never the full one', async () => {
    const html = await (await get(WORK)).text()
    const row = JSON.parse((await readFile('tests/fixtures/library/physics.jsonl', 'utf8')).split('\n')[0]!) as { answer: string; short_answer: string }
    expect(html).toContain('Запишем формулу Гюйгенса')
    expect(html).not.toContain('Ответ: T ≈ 3,17 с')
    // No paragraph of the full answer (past its first, which may share words with the free part) is in the page.
    for (const paragraph of row.answer.split('\n\n').slice(1)) expect(html).not.toContain(paragraph.slice(0, 40))
  })
})
