// Issue 16 part 7 in the browser: the mobile web-app (/webapp, /webapp/orders, /webapp/presentations, /webapp/friends,
// /webapp/profile) at 375 px: the bottom tab bar on every page with the current tab marked and every tab's page
// answering; the page's own content in the first screen (a promo banner shrinks to one line); the manifest that makes
// it installable; the cabinet's pages get the same one-line banner. Screens in tests/e2e/artifacts/webapp-*.png.
import { afterAll, describe, expect, it } from 'vitest'
import { WEBAPP_TABS } from '../../domain/navigation'
import { closeBrowser, gqlClient, newPage, open, screenshot, urlFor } from './fixtures'
import { signInPage } from './essay-fixtures'
import { signedInClient } from './clients'

afterAll(closeBrowser)
const gql = gqlClient()

describe('the mobile web-app', () => {
  it('shows the tab bar on every web-app page, marks the current tab, and puts the page first on a phone', { timeout: 180_000 }, async () => {
    const token = await signedInClient(gql)
    const page = await newPage('mobile')
    await signInPage(page, token)
    for (const tab of WEBAPP_TABS) {
      const res = await open(page, tab.href)
      expect(res.status(), tab.href).toBe(200)
      const bar = page.locator('nav.webapp-tabbar')
      expect(await bar.isVisible(), tab.href).toBe(true)
      expect(await bar.locator('a[aria-current="page"]').getAttribute('href'), tab.href).toBe(tab.href)
      expect(await bar.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(WEBAPP_TABS.map((t) => t.href))
      // Each tab is its own section of the cabinet, answered under its own route name.
      expect(await page.locator('[data-route-name]').first().getAttribute('data-route-name'), tab.href).toBe(tab.route)
      // The page's heading is in the first screen, above the tab bar; a promo banner takes one line at most.
      const h1 = await page.locator('main h1').first().boundingBox()
      const barBox = (await bar.boundingBox())!
      expect(h1, tab.href).not.toBeNull()
      expect(h1!.y + h1!.height, tab.href).toBeLessThan(barBox.y)
      for (const banner of await page.locator('.eco-main .promo-banner:not([hidden])').all()) {
        expect((await banner.boundingBox())!.height, tab.href).toBeLessThanOrEqual(72)
      }
      await screenshot(page, `webapp-${tab.label}-375`)
    }

    // A tab is a plain link: the next section opens from the bar.
    await open(page, '/webapp')
    await page.locator('nav.webapp-tabbar a[href="/webapp/profile"]').click()
    await page.waitForURL((u) => u.pathname === '/webapp/profile')
    await page.waitForSelector('[data-island="profile"][data-hydrated="true"] #telegram')
    // The last thing on the page can be scrolled clear of the tab bar. The profile's sections load after hydration and
    // can still grow the page, so the scroll is repeated until it has settled.
    await expect
      .poll(async () => {
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
        const last = (await page.locator('.profile-exit').boundingBox())!
        return last.y + last.height - (await page.locator('nav.webapp-tabbar').boundingBox())!.y
      })
      .toBeLessThanOrEqual(0)
    await page.close()
  })

  it('is installable: a manifest with the app icons on web-app pages only', async () => {
    const page = await newPage('mobile')
    await open(page, '/webapp/presentations')
    expect(await page.getAttribute('link[rel="manifest"]', 'href')).toBe('/manifest.webmanifest')
    expect(await page.locator('meta[name="viewport"]').evaluateAll((m) => m.map((x) => x.getAttribute('content')).at(-1))).toContain('viewport-fit=cover')
    const manifest = (await (await fetch(urlFor('/manifest.webmanifest'))).json()) as { start_url: string; display: string; icons: { src: string; sizes: string }[] }
    expect(manifest).toMatchObject({ start_url: '/webapp?source=pwa', display: 'standalone' })
    for (const icon of manifest.icons) {
      const res = await fetch(urlFor(icon.src))
      expect(res.status, icon.src).toBe(200)
      expect(res.headers.get('content-type'), icon.src).toBe('image/png')
    }
    // The install button waits for the browser's offer (beforeinstallprompt), which a headless test never gets.
    expect(await page.locator('[data-install-app]').isHidden()).toBe(true)
    await open(page, '/ecosystem/faq')
    expect(await page.locator('link[rel="manifest"]').count()).toBe(0)
    expect(await page.locator('nav.webapp-tabbar').count()).toBe(0)
    await page.close()
  })

  it('shrinks the cabinet’s promo banner to one line on a phone, and keeps it whole on a computer', async () => {
    const token = await signedInClient(gql)
    const phone = await newPage('mobile')
    await signInPage(phone, token)
    await open(phone, '/ecosystem/my-orders')
    const banner = phone.locator('.eco-main .promo-banner:not([hidden])').first()
    await banner.waitFor()
    expect((await banner.boundingBox())!.height).toBeLessThanOrEqual(72)
    expect(await banner.locator('.promo-banner__cta').isVisible()).toBe(true)
    await screenshot(phone, 'webapp-cabinet-banner-375')
    await phone.close()
    const desk = await newPage('desktop')
    await signInPage(desk, token)
    await open(desk, '/ecosystem/my-orders')
    const whole = desk.locator('.eco-main .promo-banner:not([hidden])').first()
    await whole.waitFor()
    expect(await whole.locator('.promo-banner__text').isVisible()).toBe(true)
    await desk.close()
  })
})
