// Referat catalogue as a guest, against the built server whose first start queued the starter topics: the seed
// completes, the pages answer with real statuses (301 to the canonical slug, 404 for unknown data), search works
// without JavaScript, and a browser goes from /referat/search/?q=… to a referat and its «Скачать DOCX» sign-in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatTokens } from '../../domain/money/format'
import { strFromU8, unzipSync } from 'fflate'
import { readFile } from 'node:fs/promises'
import { closeBrowser, gqlClient, newPage, screenshot, serverJwtSecret, urlFor, watchScripts } from './fixtures'
import { shootBoth, signInByPhone } from './auth-helpers'
import { signInPage } from './essay-fixtures'
import { signedInClient, tokensOf } from './clients'
import { issueToken } from '../../edge/auth/token'

afterAll(closeBrowser)

const get = (path: string) => fetch(urlFor(path), { redirect: 'manual' })
const gql = gqlClient()
const scriptFilesIn = (html: string) => html.match(/<script[^>]*\bsrc=|<script[^>]*type="module"|rel="modulepreload"/g) ?? []
const totalIn = (html: string) => Number(html.match(/data-total="(\d+)"/)?.[1] ?? 0)

let detailPath = ''

beforeAll(async () => {
  // The in-process worker writes the 64 starter referats after the server starts; measured here.
  const started = Date.now()
  let total = 0
  while (Date.now() - started < 50_000) {
    total = totalIn(await (await get('/referat/')).text())
    if (total >= 60) break
    await new Promise((r) => setTimeout(r, 500))
  }
  process.stdout.write(`referat seed: ${total} published, seen ${Date.now() - started} ms after the suite began\n`)
  expect(total).toBeGreaterThanOrEqual(60)
  const html = await (await get('/referat/history/')).text()
  detailPath = html.match(/href="(\/referat\/otmena-krepostnogo[a-z0-9-]*-\d+\/)"/)![1]!
})

describe('referat pages over HTTP', () => {
  it('main, subject and detail pages answer 200 with no JavaScript, a canonical link and their own description', async () => {
    for (const path of ['/referat/', '/referat/history/', detailPath, '/referat/search/?q=инфляция']) {
      const res = await get(path)
      const html = await res.text()
      expect(res.status, path).toBe(200)
      expect(scriptFilesIn(html), path).toEqual([])
      expect(html).toMatch(/<link rel="canonical" href="http:\/\/127\.0\.0\.1:\d+\/referat\//)
      expect(html.match(/<meta name="description"/g)).toHaveLength(1)
    }
    const detail = await (await get(detailPath)).text()
    expect(detail).toContain('<title>Реферат на тему «Отмена крепостного права в России в 1861 году» — скачать в DOCX</title>')
    expect(detail).toContain('Демонстрационный текст')
    // «Уникальность» is a measured figure only: the originality index job measures a published referat against every
    // other text and the page then prints it (never a made-up number).
    await expect
      .poll(async () => /data-testid="referat-uniqueness"[^>]*>\s*\d{1,3}(?:,\d)?\s%/.test(await (await get(detailPath)).text()), { timeout: 30_000 })
      .toBe(true)
  })

  it('a wrong slug moves to the canonical address; an unknown id or subject is the 404 page', async () => {
    const id = detailPath.match(/-(\d+)\/$/)![1]
    const moved = await get(`/referat/kakoy-to-staryy-slug-${id}/`)
    expect(moved.status).toBe(301)
    expect(new URL(moved.headers.get('location')!, urlFor('/')).pathname).toBe(detailPath)
    for (const path of ['/referat/reformy-999999/', '/referat/no-such-subject/', '/referat/mathematical-analysis/']) {
      const res = await get(path)
      expect(res.status, path).toBe(404)
      expect(await res.text()).toContain('Упс, кажется тут ничего нет')
    }
  })

  it('the guest HTML holds the introduction only, the outline and the reference list', async () => {
    const html = await (await get(detailPath)).text()
    const firstPart = html.match(/data-testid="referat-first-part"[\s\S]*?<div class="referat-more/)![0]
    expect(firstPart.match(/<h2>([^<]*)<\/h2>/g)).toEqual(['<h2>Введение</h2>'])
    expect(html).toContain('Основная часть и заключение — в полной версии реферата.')
    const refs = html.match(/data-testid="referat-references"[\s\S]*?<\/ol>/)![0]
    expect(refs.match(/<li>/g)!.length).toBeGreaterThan(0)
    // The whole text, as the service's DOCX has it: the introduction is on the page, the conclusion is not.
    const token = await issueToken({ userId: '00000000-0000-0000-0000-000000000000', secret: serverJwtSecret(), role: 'service_role' })
    const docx = await fetch(urlFor(`/api/referat/${detailPath.match(/-(\d+)\/$/)![1]}/docx`), { headers: { authorization: `Bearer ${token}` } })
    expect(docx.status).toBe(200)
    const runs = [...strFromU8(unzipSync(new Uint8Array(await docx.arrayBuffer()))['word/document.xml']!).matchAll(/<w:t[^>]*>([^<]*)<\/w:t>/g)].map((m) => m[1]!)
    const conclusion = runs.slice(runs.lastIndexOf('ЗАКЛЮЧЕНИЕ') + 1).find((t) => t.length > 60)!
    const introduction = runs.slice(runs.lastIndexOf('ВВЕДЕНИЕ') + 1).find((t) => t.length > 60)!
    expect(html).toContain(introduction.slice(0, 60))
    expect(html).not.toContain(conclusion.slice(0, 60))
  })

  it('search: nothing found shows the spec message; text over 200 characters is cut', async () => {
    const none = await (await get(`/referat/search/?q=${encodeURIComponent('квантовая хромодинамика глюонов')}`)).text()
    expect(none).toContain('К сожалению, ничего не найдено 😢')
    const long = `инфляция ${'я'.repeat(300)}`
    const cut = await (await get(`/referat/search/?q=${encodeURIComponent(long)}`)).text()
    expect(cut).toContain(`value="${long.slice(0, 200)}"`)
    expect(cut).not.toContain(long.slice(0, 201))
  })
})

describe('referats in the browser', () => {
  for (const [viewport, width] of [['mobile', 375], ['desktop', 1280]] as const) {
    it(`a guest searches, opens a referat and is sent to sign in for the DOCX (${width} px)`, async () => {
      const page = await newPage(viewport)
      const scripts = watchScripts(page)
      await page.goto(urlFor('/referat/'), { waitUntil: 'load' })
      await screenshot(page, `referat-main-${width}`)
      await page.goto(urlFor('/referat/history/'), { waitUntil: 'load' })
      await screenshot(page, `referat-category-${width}`)
      await page.goto(urlFor('/referat/search/'), { waitUntil: 'load' })
      // The form works without JavaScript: a plain GET submit.
      await page.fill('input[name=q]', 'отмена крепостного права')
      await Promise.all([page.waitForURL(/\/referat\/search\/\?q=/), page.click('form[role=search] button[type=submit]')])
      await screenshot(page, `referat-search-${width}`)
      const first = page.locator('.referat-card__title').first()
      expect(await first.textContent()).toBe('Отмена крепостного права в России в 1861 году')
      await Promise.all([page.waitForURL(/\/referat\/otmena-krepostnogo/), first.click()])
      expect(new URL(page.url()).pathname).toBe(detailPath)
      expect(await page.textContent('h1')).toBe('Отмена крепостного права в России в 1861 году')
      expect(await page.textContent('[data-demo]')).toContain('Демонстрационный текст')
      expect(await page.locator('.referat-outline li').count()).toBeGreaterThan(5)
      expect(await page.locator('[data-testid=referat-references] li').count()).toBeGreaterThan(0)
      await screenshot(page, `referat-detail-${width}`)
      // Both actions fit the screen: nothing makes the page wider than the phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
      await page.goto(urlFor('/referat/search/?q=zzzqqq'), { waitUntil: 'load' })
      expect(await page.textContent('[data-testid=referat-search-empty]')).toContain('К сожалению, ничего не найдено 😢')
      await screenshot(page, `referat-search-empty-${width}`)
      expect((await scripts.summary()).scripts).toEqual([])
      // «Скачать DOCX»: sign-in first, then this very referat bought as it is; «Написать свой…» is the other action.
      await page.goto(urlFor(detailPath), { waitUntil: 'load' })
      const id = detailPath.match(/-(\d+)\/$/)![1]
      expect(await page.getAttribute('[data-testid=referat-write-own]', 'href')).toBe(`/ecosystem/referat?partnerAiReferatId=${id}`)
      await Promise.all([page.waitForURL(/\/ecosystem\/auth/), page.click('.referat-detail__download')])
      expect(new URL(page.url()).searchParams.get('redirect')).toBe(`/ecosystem/referat?partnerAiReferatId=${id}&catalogueCopy=1&tryPayReferat=1`)
      await page.close()
    })
  }
})

describe('the AI referat order in the browser', () => {
  it('«Скачать DOCX» downloads the catalogue referat itself: no steps, paid at once (a demo text: for nothing), the page’s own text', async () => {
    const page = await newPage('desktop')
    await signInPage(page, await signedInClient(gql))
    await page.goto(urlFor(detailPath), { waitUntil: 'load' })
    const intro = (await page.locator('[data-testid=referat-first-part] p').first().textContent())!.trim()
    await Promise.all([page.waitForURL((u) => /^\/ecosystem\/referat\/\d+$/.test(u.pathname), { timeout: 30_000 }), page.click('.referat-detail__download')])
    await page.waitForSelector('[data-island="referat-order"][data-hydrated="true"]')
    await page.waitForSelector('[data-testid="referat-order-docx"]', { timeout: 30_000 })
    expect(await page.locator('.referat-steps').count()).toBe(0)
    expect(await page.textContent('h1')).toBe('Отмена крепостного права в России в 1861 году')
    expect(await page.locator('[data-testid="referat-order-text"] p').first().textContent()).toBe(intro.split(/\n+/)[0])
    await shootBoth(page, 'referat-catalogue-copy-paid')
    const token = (await page.evaluate(() => localStorage.getItem('apiToken')))!
    expect(await tokensOf(gql, token)).toBe(0)
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('[data-testid="referat-order-docx"]')])
    const xml = strFromU8(unzipSync(new Uint8Array(await readFile((await download.path())!)))['word/document.xml']!)
    expect(xml).toContain(intro.split(/\s+/).slice(0, 8).join(' '))
    expect(xml).toContain('Демонстрационный текст')
    // The same button again opens the same bought copy.
    const orderPath = new URL(page.url()).pathname
    await page.goto(urlFor(detailPath), { waitUntil: 'load' })
    await Promise.all([page.waitForURL((u) => u.pathname === orderPath, { timeout: 30_000 }), page.click('.referat-detail__download')])
    await page.close()
  })

  it('a guest goes from the search to a referat, signs in, walks the steps, pays from the balance and downloads the DOCX', async () => {
    const page = await newPage('desktop')
    const screen = (name: string, timeout = 90_000) => page.waitForSelector(`.referat-order[data-screen="${name}"]`, { timeout })
    await page.goto(urlFor(`/referat/search/?q=${encodeURIComponent('отмена крепостного права')}`), { waitUntil: 'load' })
    await Promise.all([page.waitForURL(/\/referat\/otmena-krepostnogo/), page.locator('.referat-card__title').first().click()])
    // «Написать свой реферат на эту тему»: the wizard writes a new referat on the topic.
    await Promise.all([page.waitForURL(/\/ecosystem\/auth/), page.click('[data-testid=referat-write-own]')])
    // Sign-in by phone code, then back to the order: created (or reused) and moved to its own address.
    await signInByPhone(page)
    await page.waitForURL((u) => /^\/ecosystem\/referat\/\d+$/.test(u.pathname), { timeout: 30_000 })
    const orderUrl = page.url()
    const token = (await page.evaluate(() => localStorage.getItem('apiToken')))!
    expect(token).toBeTruthy()
    await page.waitForSelector('[data-island="referat-order"][data-hydrated="true"]')
    // The cookie notice would cover the screens in the screenshots.
    await page.locator('button:text-is("Окей")').click({ timeout: 3000 }).catch(() => undefined)
    if (await screen('loading', 3000).then(() => true, () => false)) await shootBoth(page, 'referat-order-loading')

    // Justification: the AI's idea, goal and tasks, labelled as demo text; a too short one is refused.
    await screen('justification')
    expect(await page.textContent('h1')).toBe('Отмена крепостного права в России в 1861 году')
    expect(await page.textContent('[data-demo]')).toBe('Демонстрационный текст')
    expect(await page.inputValue('.referat-justification')).toContain('Задачи:')
    await shootBoth(page, 'referat-order-justification')
    await page.fill('.referat-justification', 'мало')
    await page.click('button:text-is("Составить план")')
    expect(await page.textContent('[data-screen="justification"] [role="alert"]')).toBe('Обоснование должно быть не короче 10 символов')
    await page.fill('.referat-justification', 'Показать, как реформы Петра I изменили государство, армию и культуру России.')
    await page.click('button:text-is("Составить план")')

    // Outline: move, delete and take back with «Вернуть», add a chapter, then write the text.
    await screen('outline')
    const chapters = page.locator('.essay-outline__chapter')
    const count = await chapters.count()
    expect(count).toBeGreaterThanOrEqual(2)
    const titles = async () => page.locator('.essay-outline__chapter > .essay-outline__row textarea').evaluateAll((els) => els.map((e) => (e as HTMLTextAreaElement).value))
    const before = await titles()
    await page.click('button[aria-label="Опустить главу 1"]')
    expect(await titles()).toEqual([before[1], before[0], ...before.slice(2)])
    await page.click('button[aria-label="Удалить главу 1"]')
    expect(await chapters.count()).toBe(count - 1)
    await shootBoth(page, 'referat-order-outline-undo')
    await page.click('button:text-is("Вернуть")')
    expect(await titles()).toEqual([before[1], before[0], ...before.slice(2)])
    await page.click('button:text-is("+ Добавить главу")')
    await page.fill(`.essay-outline__chapter[data-chapter="${count}"] > .essay-outline__row textarea`, 'Итоги петровских реформ')
    await page.fill(`.essay-outline__chapter[data-chapter="${count}"] [data-subchapter="0"] textarea`, 'Оценки историков')
    await shootBoth(page, 'referat-order-outline')
    await page.click('button:text-is("Написать реферат")')

    // The text is written in the background; the finished screen shows the introduction and the price.
    await screen('completed', 120_000)
    expect(await page.locator('[data-testid="referat-order-text"] h3').first().textContent()).toBe('Введение')
    // The demo writer wrote it: the price a real referat costs, crossed out, and no tokens asked (issue 33).
    await page.waitForSelector('.referat-order-price[data-demo-free]')
    expect(await page.textContent('.referat-order-price s')).toContain(formatTokens(30))
    expect(await page.textContent('.referat-order-price strong')).toBe('в демо-режиме бесплатно')
    expect(await page.textContent('[data-testid="referat-order-pay"]')).toBe('Открыть бесплатно')
    await shootBoth(page, 'referat-order-completed-unpaid')
    // tryPayReferat=1 pays at once when the page opens: at 0 tokens, for nothing.
    await page.goto(`${orderUrl}?tryPayReferat=1`, { waitUntil: 'load' })
    await page.waitForSelector('[data-testid="referat-order-docx"]', { timeout: 30_000 })
    await shootBoth(page, 'referat-order-paid')
    // Nothing is wider than the phone's screen.
    await page.setViewportSize({ width: 375, height: 812 })
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    await page.setViewportSize({ width: 1280, height: 800 })
    const res = await fetch(urlFor('/graphql'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: '{ me { balance { balanceTokens } } }' }),
    })
    expect(((await res.json()) as { data: { me: { balance: { balanceTokens: number } } } }).data.me.balance.balanceTokens).toBe(0)

    // The DOCX: a real document with the title and the demo label.
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('[data-testid="referat-order-docx"]')])
    const xml = strFromU8(unzipSync(new Uint8Array(await readFile((await download.path())!)))['word/document.xml']!)
    expect(xml).toContain('Отмена крепостного права в России в 1861 году')
    expect(xml).toContain('Демонстрационный текст')
    expect(xml).toContain('Итоги петровских реформ')

    // Back from the catalogue to the same referat: the open order is reused, not made again.
    const id = detailPath.match(/-(\d+)\/$/)![1]
    await page.goto(urlFor(`/ecosystem/referat?partnerAiReferatId=${id}`), { waitUntil: 'load' })
    await page.waitForURL((u) => u.pathname === new URL(orderUrl).pathname)
    // Another referat: a new order, canceled by the client (after a confirmation).
    const other = (await (await get('/referat/biology/')).text()).match(/href="\/referat\/[a-z0-9-]+-(\d+)\/"/)![1]
    await page.goto(urlFor(`/ecosystem/referat?partnerAiReferatId=${other}`), { waitUntil: 'load' })
    await page.waitForURL((u) => /^\/ecosystem\/referat\/\d+$/.test(u.pathname) && u.pathname !== new URL(orderUrl).pathname)
    await screen('justification')
    page.once('dialog', (d) => void d.accept())
    await page.click('button:text-is("Отменить заказ")')
    await screen('canceled')
    expect(await page.textContent('[data-screen="canceled"] h2')).toBe('Заказ отменён')
    await shootBoth(page, 'referat-order-canceled')
    // An unknown order, or a missing partner id, says so in words.
    await page.goto(urlFor('/ecosystem/referat/999999999'), { waitUntil: 'load' })
    await page.waitForSelector('.referat-order[data-state="missing"]')
    expect(await page.textContent('.referat-order h2')).toBe('Заказ не найден')
    await shootBoth(page, 'referat-order-missing')
    await page.goto(urlFor('/ecosystem/referat'), { waitUntil: 'load' })
    await page.waitForSelector('[data-screen="create-error"]')
    expect(await page.textContent('[data-screen="create-error"] [role="alert"]')).toBe('Не выбран реферат: открой его в каталоге и нажми «Скачать DOCX»')
    await page.close()
  }, 300_000)
})
