// The CSP and the other security headers against real pages in Chromium: every page kind still works with no
// violation reported, each answer's nonce is new and stamped on every inline script, and no other origin can frame the site.
import { createServer, type Server } from 'node:http'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { closeBrowser, gqlClient, newPage, open, urlFor } from './fixtures'
import { setMassAlert } from './widget-helpers'
import { signedInClient } from './clients'

const gql = gqlClient()

afterAll(closeBrowser)

type Violation = { directive: string; blocked: string; sample: string; url: string }

/**
 * A page that records every CSP violation: the browser's `securitypolicyviolation` events, reported from an init
 * script (it runs before any of the page's own), and console messages about a Content Security Policy.
 */
async function watchedPage(opts: { token?: string; acceptCookies?: boolean } = {}) {
  const page = await newPage('desktop')
  const violations: Violation[] = []
  await page.exposeFunction('__reportCsp', (v: Violation) => violations.push(v))
  page.on('console', (m) => {
    if (m.text().includes('Content Security Policy')) violations.push({ directive: 'console', blocked: '', sample: m.text(), url: page.url() })
  })
  await page.addInitScript(
    ({ token, acceptCookies }) => {
      document.addEventListener('securitypolicyviolation', (e) => {
        const report = (window as unknown as { __reportCsp: (v: unknown) => void }).__reportCsp
        void report({ directive: e.violatedDirective, blocked: e.blockedURI, sample: e.sample, url: location.href })
      })
      if (token) localStorage.setItem('apiToken', token)
      if (acceptCookies) localStorage.setItem('cookiesAccepted', 'true')
    },
    { token: opts.token, acceptCookies: opts.acceptCookies ?? true },
  )
  return { page, violations }
}

/** Lets late reports (a blocked style applied after load, a hydrating island) arrive before the count is read. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle', { timeout: 2_000 }).catch(() => {})
  await page.waitForTimeout(150)
}

const nonceOf = (res: Response) => res.headers.get('content-security-policy')?.match(/script-src 'self' 'nonce-([^']+)'/)?.[1]

// One signed-in client for the file, made in the first test that needs it (codeFor polls, which only a test may do).
let tokenMade: Promise<string> | undefined
const clientToken = () => (tokenMade ??= signedInClient(gql))

describe('HTML answers', () => {
  it('carry a new nonce each time, and every inline script and style of the page carries it', async () => {
    for (const path of ['/', '/ecosystem', '/ecosystem/auth', '/no-such-page']) {
      const [a, b] = [await fetch(urlFor(path)), await fetch(urlFor(path))]
      const nonce = nonceOf(a)!
      expect(nonce, path).toMatch(/^[A-Za-z0-9+/]{22}==$/)
      expect(nonceOf(b), path).not.toBe(nonce)
      for (const h of ['x-frame-options', 'x-content-type-options', 'referrer-policy', 'permissions-policy']) expect(a.headers.get(h), `${path} ${h}`).toBeTruthy()
      const csp = a.headers.get('content-security-policy')!
      expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/)
      const html = await a.text()
      const inline = (html.match(/<script\b[^>]*>/g) ?? []).filter((t) => !/\bsrc=/.test(t) && !/type="application\/json"/.test(t))
      expect(inline.length, path).toBeGreaterThan(0)
      for (const tag of [...inline, ...(html.match(/<style\b[^>]*>/g) ?? [])]) expect(tag, path).toContain(`nonce="${nonce}"`)
      // Style attributes would need 'unsafe-inline': the server renders none.
      expect(html, path).not.toMatch(/<[a-z][^>]*\sstyle="/)
    }
  })
})

describe('every page kind works under the CSP with no violation', () => {
  it('home: the inline cookie notice shows and its «Окей» closes it', async () => {
    const { page, violations } = await watchedPage({ acceptCookies: false })
    await open(page, '/')
    await page.waitForSelector('#cookie-notice:not([hidden])')
    await page.click('#cookie-notice button:text-is("Окей")')
    await expect.poll(() => page.locator('#cookie-notice').count()).toBe(0)
    expect(await page.evaluate(() => localStorage.getItem('cookiesAccepted'))).toBe('true')
    // The font faces come from the nonce'd <style>: Inter is declared, so the style was not refused.
    expect(await page.evaluate(() => [...document.fonts].some((f) => f.family.includes('Inter')))).toBe(true)
    await settle(page)
    expect(violations).toEqual([])
    await page.close()
  })

  it('sign-in: the auth island hydrates and its buttons work', async () => {
    const { page, violations } = await watchedPage()
    await open(page, '/ecosystem/auth')
    await page.waitForSelector('[data-island="auth-flow"][data-hydrated="true"]')
    await page.click('button:has-text("Другие способы входа")')
    await page.waitForSelector('button:has-text("Через почту")')
    await settle(page)
    expect(violations).toEqual([])
    await page.close()
  })

  it('a guest content page and the not-found page', async () => {
    const { page, violations } = await watchedPage()
    // The FAQ's questions open with no script and no violation.
    const res = await open(page, '/faq')
    expect(res.status()).toBe(200)
    await settle(page)
    expect(await page.getAttribute('[data-route-name]', 'data-route-name')).toBe('faq')
    await page.click('details[data-faq="payment-methods"] summary')
    expect(await page.getAttribute('details[data-faq="payment-methods"]', 'open')).toBe('')
    await settle(page)
    const missing = await open(page, '/no-such-page-at-all')
    expect(missing.status()).toBe(404)
    expect(await page.getAttribute('[data-route-name]', 'data-route-name')).toBe('not-found')
    await settle(page)
    expect(violations).toEqual([])
    await page.close()
  })

  it('the essay wizard start hydrates and checks the topic', async () => {
    const { page, violations } = await watchedPage()
    await open(page, '/ecosystem/text-copilot?workTypeId=4')
    await page.waitForSelector('[data-island="text-copilot-start"][data-hydrated="true"]')
    await page.fill('textarea[name="topic"]', 'Коротко')
    await page.locator('textarea[name="topic"]').blur()
    await expect.poll(() => page.textContent('.essay-start .field__error')).toContain('10 символов')
    await settle(page)
    expect(violations).toEqual([])
    await page.close()
  })

  it('signed in: my orders, the dashboard and the ui kit hydrate', async () => {
    const { page, violations } = await watchedPage({ token: await clientToken() })
    await open(page, '/ecosystem/my-orders')
    await page.waitForSelector('[data-island="my-orders"][data-hydrated="true"] .my-orders[data-state="ready"]')
    await open(page, '/ecosystem')
    await page.waitForSelector('[data-island][data-hydrated="true"]')
    await open(page, '/ui-kit')
    await page.waitForSelector('[data-island="ui-kit-demo"][data-hydrated="true"]')
    await settle(page)
    expect(violations).toEqual([])
    await page.close()
  })

  it('a closed live mass alert is hidden by the banner script’s nonce’d style rule', async () => {
    await setMassAlert({ text: 'Проверка CSP: плановые работы', isActive: true })
    try {
      const { page, violations } = await watchedPage({ token: await clientToken() })
      await open(page, '/ecosystem')
      const alert = page.locator('[data-island="mass-alert"] .mass-alert')
      await alert.waitFor()
      await page.click('[data-island="mass-alert"] [data-banner-close]')
      await expect.poll(() => alert.isVisible()).toBe(false)
      await page.reload({ waitUntil: 'load' })
      // Hidden before hydration by a <style> the inline script adds; refused for want of the nonce, it would get no sheet.
      const applied = () => page.evaluate(() => [...document.querySelectorAll('style')].some((el) => el.textContent?.includes('{display:none}') && el.sheet !== null))
      expect(await applied()).toBe(true)
      expect(await alert.isVisible()).toBe(false)
      await settle(page)
      expect(violations).toEqual([])
      await page.close()
    } finally {
      await setMassAlert({ isActive: false })
    }
  })

  it('subscription: buys through the test bank’s page (its form returns to the shop) and comes back paid', async () => {
    const { page, violations } = await watchedPage({ token: await clientToken() })
    await open(page, '/b/payment')
    await settle(page)
    await open(page, '/ecosystem/subscription?subscription=1')
    await page.waitForSelector('[data-island="subscription"][data-hydrated="true"] .money[data-state="ready"]')
    // Whichever group abc-tariffs-3475 gave this client: a tariff that is not the preselected best offer.
    const other = page.locator('.money-tariff[aria-checked="false"]').first()
    const id = (await other.getAttribute('data-tariff-id'))!
    await other.click()
    expect(await page.getAttribute('.money-tariff[aria-checked="true"]', 'data-tariff-id')).toBe(id)
    await page.click('.money-checkout button:text-is("Оплатить")')
    await page.waitForURL(/\/dev\/bank\/pay\//)
    await page.click('button:text-is("Оплатить")')
    await page.waitForURL((u) => u.pathname === '/ecosystem/subscription' && u.searchParams.has('payment-id'))
    await page.waitForSelector('[data-return="success"]')
    await settle(page)
    expect(violations).toEqual([])
    await page.close()
  })
})

describe('framing', () => {
  let other: Server
  let otherUrl: string
  beforeAll(async () => {
    // Another origin (its own port) whose page puts the app in an iframe.
    other = createServer((req, res) => {
      const path = new URL(req.url ?? '/', 'http://x').searchParams.get('path') ?? '/'
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      res.end(`<!doctype html><title>evil</title><iframe id="f" src="${urlFor(path)}" width="800" height="600"></iframe>`)
    })
    await new Promise<void>((done) => other.listen(0, '127.0.0.1', done))
    const address = other.address()
    otherUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/`
  })
  afterAll(() => new Promise<void>((done) => other.close(() => done())))

  it('no page of the site renders inside another origin’s frame', async () => {
    const page = await newPage('desktop')
    const refused: string[] = []
    page.on('console', (m) => {
      if (/frame-ancestors|X-Frame-Options/.test(m.text())) refused.push(m.text())
    })
    for (const path of ['/', '/ecosystem/auth', '/ref/abc123']) {
      refused.length = 0
      await page.goto(`${otherUrl}?path=${encodeURIComponent(path)}`, { waitUntil: 'load' })
      await expect.poll(() => refused.length, { message: path }).toBeGreaterThan(0)
      const frame = page.frames().find((f) => f !== page.mainFrame())!
      // Blocked: Chromium puts its error page in the frame instead of the app.
      expect(frame.url(), path).not.toBe(urlFor(path))
      expect(await frame.locator('[data-route-name]').count(), path).toBe(0)
    }
    await page.close()
  })
})
