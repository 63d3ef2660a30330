// The cookie notice and the banners (mass alert, promos) on zero-JS and island pages, driven in Chromium.
import { afterAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { closeBrowser, newPage, open, urlFor, watchScripts, serverJwtSecret } from './fixtures'
import { newPageWithoutNotice, screenshot, setMassAlert } from './widget-helpers'
import { issueToken } from '../../edge/auth/token'

const DEMO_USER = '00000000-0000-4000-8000-000000000001'

afterAll(async () => {
  // The alert is global: later spec files must not find it on their pages.
  await setMassAlert({ isActive: false })
  await closeBrowser()
})

describe('cookie notice', () => {
  const notice = (page: Page) => page.locator('#cookie-notice')
  const consentCookie = async (page: Page) => (await page.context().cookies()).find((c) => c.name === 'cookie_consent')
  const stored = (page: Page) => page.evaluate(() => ({ accepted: localStorage.getItem('cookiesAccepted'), consent: localStorage.getItem('cookieConsent') }))

  /**
   * A person's fresh browser (Playwright's navigator.webdriver would make the landing count it as a bot and send
   * nothing anyway): every request the page makes to the analytics endpoint is counted.
   */
  async function person(viewport: 'mobile' | 'desktop') {
    const page = await newPage(viewport)
    await page.addInitScript(() => Object.defineProperty(navigator, 'webdriver', { get: () => false }))
    const analytics: string[] = []
    page.on('request', (req) => {
      if (new URL(req.url()).pathname === '/api/events') analytics.push(req.url())
    })
    return { page, analytics }
  }

  /** Opt-in (issue 33): shown with both optional categories unticked; nothing optional stored, set or sent yet. */
  async function untouched(page: Page, analytics: string[]) {
    await expect.poll(() => notice(page).isVisible()).toBe(true)
    expect(await page.isVisible('#cookie-notice button:text-is("Только необходимые")')).toBe(true)
    expect(await page.isVisible('#cookie-notice button:text-is("Окей")')).toBe(true)
    await page.click('#cookie-notice summary')
    expect(await page.isChecked('#cookie-notice input[name="analytics"]')).toBe(false)
    expect(await page.isChecked('#cookie-notice input[name="marketing"]')).toBe(false)
    expect(await page.isChecked('#cookie-notice input:not([name])')).toBe(true)
    expect(await page.isDisabled('#cookie-notice input:not([name])')).toBe(true)
    await page.click('#cookie-notice summary')
    expect(await stored(page)).toEqual({ accepted: null, consent: null })
    expect(await consentCookie(page)).toBeUndefined()
    // The landing's page view waits for consent: the page has loaded and sent nothing.
    await page.waitForLoadState('networkidle')
    expect(analytics).toEqual([])
  }

  it('shows on the zero-JS main page with nothing optional chosen, «Окей» stores all, stays away across reloads, and loads no script files', async () => {
    for (const viewport of ['mobile', 'desktop'] as const) {
      const { page, analytics } = await person(viewport)
      const scripts = watchScripts(page)
      await open(page, '/')
      await untouched(page, analytics)
      expect((await scripts.summary()).scripts).toEqual([])
      await screenshot(page, `widgets-cookie-notice-${viewport}`)
      await page.click('#cookie-notice summary')
      await screenshot(page, `widgets-cookie-notice-settings-${viewport}`)
      await page.click('#cookie-notice summary')
      await page.click('#cookie-notice button:text-is("Окей")')
      await expect.poll(() => notice(page).count()).toBe(0)
      expect(await stored(page)).toEqual({ accepted: 'true', consent: '{"analytics":true,"marketing":true}' })
      const cookie = await consentCookie(page)
      expect(decodeURIComponent(cookie?.value ?? '')).toBe('{"analytics":true,"marketing":true}')
      // A one-day cookie (platform.md §9).
      expect(Math.round(((cookie?.expires ?? 0) * 1000 - Date.now()) / 3_600_000)).toBe(24)
      await page.reload()
      expect(await notice(page).isVisible()).toBe(false)
      // With analytics on, the landing's page view goes now.
      await expect.poll(() => analytics.length).toBe(1)
      await open(page, '/ecosystem')
      expect(await notice(page).isVisible()).toBe(false)
      await page.close()
    }
  })

  it('«Только необходимые» stores necessary only, the notice goes and nothing is sent', async () => {
    const { page, analytics } = await person('mobile')
    await open(page, '/')
    await untouched(page, analytics)
    await page.click('#cookie-notice button:text-is("Только необходимые")')
    await expect.poll(() => notice(page).count()).toBe(0)
    expect(await stored(page)).toEqual({ accepted: 'true', consent: '{"analytics":false,"marketing":false}' })
    expect(decodeURIComponent((await consentCookie(page))?.value ?? '')).toBe('{"analytics":false,"marketing":false}')
    await page.reload()
    expect(await notice(page).isVisible()).toBe(false)
    await page.waitForLoadState('networkidle')
    expect(analytics).toEqual([])
    await page.close()
  })

  it('«Сохранить выбор» in «Настроить» stores exactly the categories the visitor ticked', async () => {
    const page = await newPage('desktop')
    await open(page, '/')
    await page.click('#cookie-notice summary')
    await page.check('#cookie-notice input[name="analytics"]')
    expect(await page.isDisabled('#cookie-notice input:not([name])')).toBe(true)
    await page.click('#cookie-notice button:text-is("Сохранить выбор")')
    await expect.poll(() => notice(page).count()).toBe(0)
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('cookieConsent') ?? 'null'))).toEqual({ analytics: true, marketing: false })
    await page.close()
  })

  it('never shows on a library order; on text-copilot only without edugram_id', async () => {
    const page = await newPage('desktop')
    // A library order needs sign-in (a guest is sent to the sign-in page, which has the notice).
    const token = await issueToken({ userId: DEMO_USER, secret: serverJwtSecret() })
    await page.addInitScript((t) => localStorage.setItem('apiToken', t), token)
    await open(page, '/ecosystem/library/123')
    expect(new URL(page.url()).pathname).toBe('/ecosystem/library/123')
    expect(await notice(page).count()).toBe(0)
    await open(page, '/ecosystem/text-copilot?edugram_id=1')
    expect(await notice(page).count()).toBe(0)
    await open(page, '/ecosystem/text-copilot')
    await expect.poll(() => notice(page).isVisible()).toBe(true)
    await page.close()
  })
})

describe('banners and the mass alert', () => {
  it('renders the active alert on the server, follows it live, and a click hides it for the session', async () => {
    const text = `Плановые работы ${Date.now()}`
    await setMassAlert({ text })

    // Zero-JS page: the server's copy, closed by the inline script.
    const landing = await newPage('mobile')
    await landing.route('**/*.js', (route) => route.abort())
    await open(landing, '/')
    expect(await landing.locator('.mass-alert').textContent()).toContain(text)
    await screenshot(landing, 'widgets-mass-alert-landing-mobile')
    await landing.click('.mass-alert button[aria-label="Скрыть"]')
    expect(await landing.locator('.mass-alert').isVisible()).toBe(false)
    await landing.reload()
    expect(await landing.locator('.mass-alert').isVisible()).toBe(false)
    await landing.close()

    // Island page: present in the HTML before any script, then live over realtime.
    const html = await (await fetch(urlFor('/ecosystem'))).text()
    expect(html).toContain(text)
    for (const viewport of ['mobile', 'desktop'] as const) {
      const page = await newPageWithoutNotice(viewport)
      await open(page, '/ecosystem')
      await page.waitForSelector('[data-realtime="open"]', { state: 'attached' })
      expect(await page.locator('.mass-alert').textContent()).toContain(text)
      expect(await page.locator('.promo-banner:visible').count()).toBe(1)
      await screenshot(page, `widgets-banners-${viewport}`)
      await page.close()
    }

    const page = await newPage('desktop')
    await open(page, '/ecosystem')
    await page.waitForSelector('[data-realtime="open"]', { state: 'attached' })
    const next = `${text}: продлили до утра`
    await setMassAlert({ text: next })
    await page.waitForSelector(`.mass-alert:has-text("${next}")`)
    await page.click('.mass-alert button[aria-label="Скрыть"]')
    await expect.poll(() => page.locator('.mass-alert').count()).toBe(0)
    await page.reload()
    await page.waitForSelector('[data-realtime="open"]', { state: 'attached' })
    expect(await page.locator('.mass-alert').isVisible()).toBe(false)
    // A different alert shows again; taking it down removes it live.
    await setMassAlert({ text: `${text}: готово` })
    await page.waitForSelector(`.mass-alert:has-text("готово")`)
    await setMassAlert({ isActive: false })
    await expect.poll(() => page.locator('.mass-alert').count()).toBe(0)
    await page.close()
  })

  it('shows one promo banner at a time; a closed one stays closed (exam ticket for good, the rest for the session)', async () => {
    const page = await newPageWithoutNotice('desktop')
    await open(page, '/ecosystem')
    const visible = () => page.locator('.promo-banner:visible').getAttribute('data-banner')
    expect(await visible()).toBe('exam-ticket')
    await page.click('.promo-banner:visible button[aria-label="Скрыть"]')
    expect(await page.locator('.promo-banner:visible').count()).toBe(0)
    await page.reload()
    expect(await visible()).toBe('new-camp')
    expect(await page.evaluate(() => [localStorage.getItem('featureBannerClosed'), sessionStorage.getItem('featureBannerClosed')])).toEqual(['true', null])
    await page.click('.promo-banner:visible button[aria-label="Скрыть"]')
    expect(await page.evaluate(() => sessionStorage.getItem('hiddenBanner.new-camp'))).toBe('true')
    await page.reload()
    expect(await visible()).toBe('telegram-gift')
    await page.close()
  })

  it('shows the influencer banner of the entry source first, on the landing page and the pages after it', async () => {
    const page = await newPageWithoutNotice('mobile')
    const visible = () => page.locator('.promo-banner:visible').getAttribute('data-banner')
    await open(page, '/?entry=campus-demo-blogger')
    expect(await visible()).toBe('influencer')
    expect(await page.textContent('.promo-banner:visible .promo-banner__title')).toBe('Подарок от блогера')
    expect(await page.getAttribute('.promo-banner:visible .promo-banner__cta', 'href')).toBe('/ecosystem/subscription?offer=sub25')
    // No entry in the address any more: the session remembers it.
    await open(page, '/ecosystem')
    expect(await visible()).toBe('influencer')
    await screenshot(page, 'influencer-banner-375')
    await page.close()
    const other = await newPageWithoutNotice('desktop')
    await open(other, '/ecosystem')
    expect(await other.locator('.promo-banner--influencer').count()).toBe(0)
    await other.close()
  })
})
