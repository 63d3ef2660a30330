// Layouts: each route kind gets its chrome; landing scroll-to-top with zero React; cabinet balance sidebar,
// profile entry by breakpoint, services menu on a phone, and the dashboard's quick menu of recent orders.
import { afterAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { closeBrowser, newPage, open, screenshot, urlFor, watchScripts, serverJwtSecret } from './fixtures'
import { issueToken } from '../../edge/auth/token'

afterAll(closeBrowser)

const DEMO_USER = '00000000-0000-4000-8000-000000000001'
const hydrated = (page: Page, island: string) => page.waitForSelector(`[data-island="${island}"][data-hydrated="true"]`, { state: 'attached' })

describe('layout per route', () => {
  it.each([
    ['/', '.site-header', 200],
    ['/faq', '.site-header', 200],
    ['/ecosystem', '.eco-header[data-variant="cabinet"]', 200],
    ['/ecosystem/slides-copilot', '.eco-header[data-variant="cabinet"]', 200],
    ['/webapp', '.eco-header[data-variant="webapp"]', 200],
    ['/ecosystem/auth', '.base-header', 200],
    ['/no-such-page-xyz', '.base-header', 404],
  ])('%s renders %s', async (path, chrome, status) => {
    const page = await newPage('desktop')
    const res = await open(page, path)
    expect(res.status()).toBe(status)
    expect(await page.locator(chrome).count()).toBe(1)
    expect(await page.locator('.site-header, .eco-header, .base-header').count()).toBe(1)
    await page.close()
  })
})

describe('landing layout', () => {
  it('loads no script files, no islands, and only small inline scripts', async () => {
    const page = await newPage('mobile')
    const scripts = watchScripts(page)
    await open(page, '/')
    expect((await scripts.summary()).scripts).toEqual([])
    expect(await page.locator('script[src]').count()).toBe(0)
    expect(await page.locator('[data-island]').count()).toBe(0)
    const inline = await page.$$eval('script:not([src])', (els) => els.map((e) => new TextEncoder().encode(e.textContent ?? '').length))
    process.stdout.write(`landing inline scripts: ${inline.join(' + ')} = ${inline.reduce((a, b) => a + b, 0)} bytes\n`)
    expect(await page.locator('#scroll-top + script').count()).toBe(1)
    const scrollTopBytes = await page.$eval('#scroll-top + script', (e) => new TextEncoder().encode(e.textContent ?? '').length)
    expect(scrollTopBytes).toBeLessThan(500)
    await page.close()
  })

  it('preloads the self-hosted Inter (cyrillic and latin subsets only) and serves it immutable', async () => {
    const html = await (await fetch(urlFor('/'))).text()
    const preloads = [...html.matchAll(/<link rel="preload" href="([^"]+\.woff2)" as="font"/g)].map((m) => m[1] as string)
    expect(preloads.map((p) => p.replace(/^.*\/(inter-[a-z]+)-.*$/, '$1')).sort()).toEqual(['inter-cyrillic', 'inter-latin'])
    expect(html).toContain('font-display:swap')
    for (const href of preloads) {
      const res = await fetch(urlFor(href))
      expect(res.status).toBe(200)
      expect(res.headers.get('cache-control')).toContain('immutable')
    }
    const page = await newPage('mobile')
    await open(page, '/')
    expect(await page.evaluate(() => document.fonts.ready.then(() => document.fonts.check('16px "Inter Variable"', 'Кампус')))).toBe(true)
    await page.close()
  })

  it('shows the scroll-to-top button after more than 100 px and scrolls to the top on click', async () => {
    const page = await newPage('desktop')
    await open(page, '/')
    const button = page.locator('#scroll-top')
    expect(await button.isVisible()).toBe(false)
    await page.evaluate(() => window.scrollTo(0, 100))
    await page.waitForTimeout(150)
    expect(await button.isVisible()).toBe(false)
    await page.evaluate(() => window.scrollTo(0, 101))
    await expect.poll(() => button.isVisible()).toBe(true)
    await page.evaluate(() => window.scrollTo(0, 1400))
    await button.click()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    await expect.poll(() => button.isVisible()).toBe(false)
    // The button is a link to #top; the script scrolls instead, so the address gains no hash.
    expect(new URL(page.url()).hash).toBe('')
    await page.close()
  })

  it('opens the phone menu without any script', async () => {
    const page = await newPage('mobile')
    await open(page, '/')
    expect(await page.locator('.site-nav').isVisible()).toBe(false)
    const link = page.locator('.site-menu__panel >> text=Тарифы')
    expect(await link.isVisible()).toBe(false)
    await page.click('.site-menu summary')
    expect(await link.isVisible()).toBe(true)
    expect(await page.getAttribute('.site-menu__panel a.btn--primary', 'href')).toBe('/ecosystem')
    await screenshot(page, 'layout-landing-menu-375')
    await page.close()
  })
})

describe('ecosystem layout', () => {
  it('opens the balance sidebar from ?balanceSidebarOpened=true and closes it, keeping the other parameters', async () => {
    for (const viewport of ['mobile', 'desktop'] as const) {
      const page = await newPage(viewport)
      await open(page, '/ecosystem?utm_source=test&balanceSidebarOpened=true')
      const sidebar = page.locator('.balance-sidebar')
      // Open straight from the server, before any script runs.
      expect(await sidebar.getAttribute('data-open')).toBe('true')
      expect(await sidebar.isVisible()).toBe(true)
      expect(await sidebar.textContent()).toContain('Здесь появится твой баланс')
      expect(await page.locator('.balance-sidebar h2').textContent()).toBe('Баланс')
      expect(await page.locator('.balance-sidebar button:has-text("Пополнить")').isVisible()).toBe(true)
      await screenshot(page, `layout-balance-${viewport}`)
      await hydrated(page, 'balance-sidebar')
      await page.click('.balance-sidebar [aria-label="Закрыть"]')
      await expect.poll(() => sidebar.getAttribute('data-open')).toBe('false')
      await expect.poll(() => sidebar.isVisible()).toBe(false)
      expect(new URL(page.url()).search).toBe('?utm_source=test')
      // The header's «Баланс» link sets the flag again; Escape closes.
      await page.click('[data-balance-trigger]')
      await expect.poll(() => sidebar.isVisible()).toBe(true)
      expect(new URL(page.url()).searchParams.get('balanceSidebarOpened')).toBe('true')
      await page.keyboard.press('Escape')
      await expect.poll(() => sidebar.isVisible()).toBe(false)
      await page.close()
    }
  })

  it('shows the profile entry on desktop (1280 px and up) only', async () => {
    const page = await newPage('desktop')
    await open(page, '/ecosystem')
    const profile = page.locator('[data-testid="profile-entry"]')
    expect(await profile.isVisible()).toBe(true)
    expect(await page.locator('.eco-nav').isVisible()).toBe(true)
    expect(await page.locator('.mobile-menu summary').isVisible()).toBe(false)
    await page.setViewportSize({ width: 1279, height: 800 })
    await expect.poll(() => profile.isVisible()).toBe(false)
    expect(await page.locator('.eco-nav').isVisible()).toBe(true)
    await page.close()

    const phone = await newPage('mobile')
    await open(phone, '/ecosystem')
    expect(await phone.locator('[data-testid="profile-entry"]').isVisible()).toBe(false)
    expect(await phone.locator('.eco-nav').isVisible()).toBe(false)
    await phone.click('.mobile-menu summary')
    for (const label of ['Мои задания', 'Бонусный кабинет', 'Поддержка']) {
      expect(await phone.locator(`.mobile-menu__panel >> text=${label}`).isVisible()).toBe(true)
    }
    expect(await phone.getAttribute('.mobile-menu__panel a:has-text("Мои задания")', 'href')).toBe('/ecosystem/my-orders')
    await phone.close()
  })

  it('opens the services menu on a phone and closes it with Escape once hydrated', async () => {
    const page = await newPage('mobile')
    await open(page, '/ecosystem')
    await hydrated(page, 'services-menu')
    const item = page.locator('.services-menu >> text=Создать презентацию')
    expect(await item.isVisible()).toBe(false)
    await page.click('.services-menu summary')
    await expect.poll(() => item.isVisible()).toBe(true)
    const links = await page.$$eval('.services-menu__list a', (as) => as.map((a) => [a.textContent, a.getAttribute('href')]))
    expect(links.map(([, href]) => href)).toEqual(['/ecosystem/text-copilot', '/ecosystem/task-solver', '/ecosystem/slides-copilot'])
    const box = await page.locator('.services-menu__list').boundingBox()
    expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true)
    await screenshot(page, 'layout-services-375')
    await page.keyboard.press('Escape')
    await expect.poll(() => item.isVisible()).toBe(false)
    await page.close()
  })

  it('dashboard: a guest is asked to sign in; a client sees the empty state, then announced orders, newest first, 4 at most', async () => {
    const guest = await newPage('mobile')
    await open(guest, '/ecosystem')
    await guest.waitForSelector('.recent[data-state="guest"]')
    expect(await guest.textContent('.recent')).toContain('Войди, чтобы видеть свои задания')
    await guest.close()

    const token = await issueToken({ userId: DEMO_USER, secret: serverJwtSecret() })
    const page = await newPage('desktop')
    await page.addInitScript((t) => localStorage.setItem('apiToken', t), token)
    await open(page, '/ecosystem')
    await page.waitForSelector('.recent[data-state="ready"]')
    expect(await page.textContent('.recent')).toContain('Пока заданий нет')
    await page.evaluate(() => {
      const kinds = ['text', 'task', 'slides', 'library', 'ai']
      kinds.forEach((kind, i) => window.dispatchEvent(new CustomEvent('quick-menu:add', { detail: { id: i + 1, kind, title: `Заказ ${i + 1}` } })))
    })
    await expect.poll(() => page.locator('.recent__item').count()).toBe(4)
    const items = await page.$$eval('.recent__item', (as) => as.map((a) => a.getAttribute('href')))
    expect(items).toEqual(['/ecosystem/ai/5', '/ecosystem/library/4', '/ecosystem/slides-copilot/3', '/ecosystem/task-solver/2'])
    expect(await page.textContent('.recent__item')).toContain('Заказ 5')
    await screenshot(page, 'layout-dashboard-orders-1280')
    await page.close()
  })
})

describe('screens', () => {
  it.each([
    ['landing', '/'],
    ['dashboard', '/ecosystem'],
    ['not-found', '/no-such-page-xyz'],
  ])('%s at 375 and 1280 px', async (name, path) => {
    for (const viewport of ['mobile', 'desktop'] as const) {
      const page = await newPage(viewport)
      await open(page, path)
      // Not networkidle: cabinet pages keep a realtime stream open.
      await page.evaluate(() => document.fonts.ready.then(() => undefined))
      if (name === 'dashboard') await page.waitForSelector('.recent[data-state="guest"]')
      // No horizontal scrolling at either width.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
      await screenshot(page, `layout-${name}-${viewport === 'mobile' ? 375 : 1280}`)
      await page.close()
    }
  })
})
