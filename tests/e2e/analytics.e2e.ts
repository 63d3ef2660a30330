// Analytics in the browser: a visitor's journey (main landing → a wizard start page) stores its events with the full
// user context, the start page's event leaves by sendBeacon when the page is hidden, and an automated browser, a bot
// user agent or a visitor who switched analytics off in the cookie notice sends and stores nothing. The team's funnel
// page shows an administrator the table and everyone else the site's not-found text.
import type { Page, Response } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import { closeBrowser, newPage, open, screenshot, serverJwtSecret, urlFor } from './fixtures'
import { issueToken } from '../../edge/auth/token'
import { adminToken } from './auth-helpers'
import { freshFingerprint, storedEvents, type TEvent } from './analytics-helpers'
import { pageSignedInAs } from './clients'

afterAll(closeBrowser)

const DEMO_USER = '00000000-0000-4000-8000-000000000001'

type TSent = { via: 'beacon' | 'fetch'; path: string }

/** The consent cookie as the notice writes it for a visitor who switched analytics on (opt-in, issue 33). */
const ANALYTICS_ON = `cookie_consent=${encodeURIComponent('{"analytics":true,"marketing":false}')}`

/**
 * A browser tab with a known fingerprint; `human` clears navigator.webdriver, which Playwright sets. Unless
 * `answered: false`, the visitor has answered the cookie notice switching analytics on (stored and in the cookie, as
 * the notice leaves them). Every call the page makes to /api/events, by sendBeacon or fetch, is noted in localStorage
 * (it outlives the page it was made on).
 */
async function visitor(o: { fingerprint: string; human: boolean; userAgent?: string; answered?: boolean }): Promise<{ page: Page; sent: () => Promise<TSent[]> }> {
  const page = await newPage('desktop')
  if (o.userAgent) await page.setExtraHTTPHeaders({ 'user-agent': o.userAgent })
  await page.addInitScript(
    ({ fingerprint, human, userAgent, answered, cookie }) => {
      if (!localStorage.getItem('fingerprint')) localStorage.setItem('fingerprint', fingerprint)
      if (answered && !localStorage.getItem('cookiesAccepted')) {
        localStorage.setItem('cookiesAccepted', 'true')
        localStorage.setItem('cookieConsent', '{"analytics":true,"marketing":false}')
        document.cookie = `${cookie};path=/`
      }
      if (human) Object.defineProperty(navigator, 'webdriver', { get: () => false })
      if (userAgent) Object.defineProperty(navigator, 'userAgent', { get: () => userAgent })
      const note = (via: string, url: unknown) => {
        if (!String(url).includes('/api/events')) return
        const list = JSON.parse(localStorage.getItem('e2eSent') ?? '[]') as unknown[]
        localStorage.setItem('e2eSent', JSON.stringify([...list, { via, path: location.pathname }]))
      }
      const beacon = navigator.sendBeacon.bind(navigator)
      navigator.sendBeacon = (url, data) => (note('beacon', url), beacon(url, data))
      const fetcher = window.fetch.bind(window)
      window.fetch = (input, init) => (note('fetch', input instanceof Request ? input.url : input), fetcher(input, init))
    },
    { fingerprint: o.fingerprint, human: o.human, userAgent: o.userAgent ?? null, answered: o.answered !== false, cookie: ANALYTICS_ON },
  )
  return { page, sent: async () => page.evaluate(() => JSON.parse(localStorage.getItem('e2eSent') ?? '[]') as TSent[]) }
}

/**
 * The landing, then a wizard start page, then away (the page is hidden). Before leaving, the start page's tracker
 * chunk (the script that posts to /api/events) has run: importing the same module again resolves only after it did,
 * and after the page's own import of it, which already called track(). (The cabinet keeps a realtime stream open, so
 * the network never goes idle.)
 */
async function journey(page: Page) {
  await open(page, '/?entry=e2e_analytics&utm_source=tests')
  const scripts: Response[] = []
  const collect = (res: Response) => {
    if (res.request().resourceType() === 'script') scripts.push(res)
  }
  page.on('response', collect)
  await open(page, '/ecosystem/task-solver?utm_source=tests')
  let tracker: string | undefined
  await expect
    .poll(async () => {
      for (const res of scripts) if ((await res.text().catch(() => '')).includes('/api/events')) tracker = res.url()
      return tracker
    })
    .toBeTruthy()
  page.off('response', collect)
  // A string, so vitest does not rewrite the browser's import().
  await page.evaluate(`import(${JSON.stringify(tracker)}).then(() => new Promise((r) => setTimeout(r, 0)))`)
  await open(page, '/faq')
}

/**
 * Nothing more will come from this browser: a marker event sent straight to the server (as a real browser, with the
 * same fingerprint) is stored after whatever the page sent, so once it is there the rest can be judged.
 */
async function untilMarker(fingerprint: string): Promise<TEvent[]> {
  const res = await fetch(urlFor('/api/events'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-fingerprint': fingerprint, 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0', 'accept-language': 'ru-RU', cookie: ANALYTICS_ON },
    body: JSON.stringify({ events: [{ name: 'e2e_marker' }] }),
  })
  expect(res.status).toBe(202)
  let events: TEvent[] = []
  await expect.poll(async () => (events = await storedEvents(fingerprint)).some((e) => e.name === 'e2e_marker')).toBe(true)
  return events.filter((e) => e.name !== 'e2e_marker')
}

describe('tracking a visitor', () => {
  it('stores the landing view and the start page with the full user context; the start page leaves by sendBeacon on page hide', async () => {
    const fingerprint = freshFingerprint()
    const { page, sent } = await visitor({ fingerprint, human: true })
    await journey(page)
    let events: TEvent[] = []
    await expect.poll(async () => (events = await storedEvents(fingerprint)).map((e) => e.name)).toEqual(['landing_view', 'order_start'])
    const [landing, start] = events as [TEvent, TEvent]
    const sessionId = await page.evaluate(() => sessionStorage.getItem('sessionId'))
    const entry = await page.evaluate(() => sessionStorage.getItem('entry'))
    const userAgent = await page.evaluate(() => navigator.userAgent)
    expect(sessionId).toMatch(/^[A-Za-z0-9_-]{8,}$/)
    expect(entry).toBe('e2e_analytics')
    const common = { user_id: null, fingerprint, session_id: sessionId, entry, is_web_app: false, user_agent: userAgent, screen_preset: 'desktop', experiments: {} }
    expect(landing).toMatchObject({ props: { landing: 'main' }, user_id: null, fingerprint, session_id: sessionId })
    expect(landing.context).toMatchObject({ ...common, url: urlFor('/?entry=e2e_analytics&utm_source=tests'), get_params: { entry: 'e2e_analytics', utm_source: 'tests' } })
    expect(start).toMatchObject({ props: { product: 'task' }, user_id: null, fingerprint, session_id: sessionId })
    expect(start.context).toMatchObject({ ...common, url: urlFor('/ecosystem/task-solver?utm_source=tests'), get_params: { utm_source: 'tests' }, has_subscription: null })
    // Both went as beacons: the landing's inline one on load, the start page's when the page was hidden (its five-second
    // flush never came, or it would have gone by fetch).
    expect(await sent()).toEqual([
      { via: 'beacon', path: '/' },
      { via: 'beacon', path: '/ecosystem/task-solver' },
    ])
    await page.close()
  })

  it('keeps the start page’s order_start when the visitor leaves before the tracker arrives: it leaves by sendBeacon on page hide', async () => {
    const fingerprint = freshFingerprint()
    const { page, sent } = await visitor({ fingerprint, human: true })
    // The tracker chunk (the module exporting enqueue and track) is held back until the visitor has left.
    let held = 0
    let release = () => {}
    const gate = new Promise<void>((r) => (release = r))
    await page.route('**/assets/chunks/*.js', async (route) => {
      const res = await route.fetch()
      const body = await res.text()
      if (/as enqueue\b/.test(body) && /as track\b/.test(body)) {
        held++
        await gate
      }
      await route.fulfill({ response: res, body }).catch(() => undefined)
    })
    await open(page, '/ecosystem/task-solver?utm_source=tests')
    await expect.poll(() => held).toBe(1)
    await open(page, '/faq')
    release()
    // Made by the beacon's context on the start page, kept for the tab.
    const sessionId = await page.evaluate(() => sessionStorage.getItem('sessionId'))
    expect(sessionId).toMatch(/^[A-Za-z0-9_-]{8,}$/)
    let events: TEvent[] = []
    await expect.poll(async () => (events = await storedEvents(fingerprint)).map((e) => e.name)).toEqual(['order_start'])
    expect(events[0]).toMatchObject({ props: { product: 'task' }, user_id: null, fingerprint, session_id: sessionId })
    expect(events[0]!.context).toMatchObject({
      user_id: null,
      fingerprint,
      session_id: sessionId,
      url: urlFor('/ecosystem/task-solver?utm_source=tests'),
      get_params: { utm_source: 'tests' },
      is_web_app: false,
      screen_preset: 'desktop',
      experiments: {},
      has_subscription: null,
    })
    expect(await sent()).toEqual([{ via: 'beacon', path: '/ecosystem/task-solver' }])
    await page.close()
  })

  it('sends and stores nothing from an automated browser (navigator.webdriver)', async () => {
    const fingerprint = freshFingerprint()
    const { page, sent } = await visitor({ fingerprint, human: false })
    await journey(page)
    expect(await sent()).toEqual([])
    expect(await untilMarker(fingerprint)).toEqual([])
    await page.close()
  })

  it('sends and stores nothing for a bot user agent', async () => {
    const fingerprint = freshFingerprint()
    const { page, sent } = await visitor({ fingerprint, human: true, userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' })
    await journey(page)
    expect(await sent()).toEqual([])
    expect(await untilMarker(fingerprint)).toEqual([])
    await page.close()
  })

  it('sends and stores nothing before the cookie notice is answered, nor after analytics was left off in it (opt-in)', async () => {
    const fingerprint = freshFingerprint()
    const { page, sent } = await visitor({ fingerprint, human: true, answered: false })
    await open(page, '/')
    await page.waitForSelector('#cookie-notice:not([hidden])')
    // Not answered: the landing view waits for a choice instead of going out.
    await page.waitForLoadState('networkidle')
    expect(await sent()).toEqual([])
    await page.click('#cookie-notice summary')
    expect(await page.isChecked('#cookie-notice input[name="analytics"]')).toBe(false)
    await page.check('#cookie-notice input[name="marketing"]')
    await page.click('#cookie-notice button:text-is("Сохранить выбор")')
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('cookieConsent') ?? 'null'))).toEqual({ analytics: false, marketing: true })
    await journey(page)
    expect(await sent()).toEqual([])
    expect(await untilMarker(fingerprint)).toEqual([])
    await page.close()
  })

  it('sends nothing from a wizard start page either before the notice is answered', async () => {
    const fingerprint = freshFingerprint()
    const { page, sent } = await visitor({ fingerprint, human: true, answered: false })
    await journey(page)
    expect(await sent()).toEqual([])
    expect(await untilMarker(fingerprint)).toEqual([])
    await page.close()
  })
})

describe('/admin/analytics', () => {
  it('shows a guest and a client the site not-found text, and says noindex', async () => {
    const clientToken = await issueToken({ userId: DEMO_USER, secret: serverJwtSecret() })
    for (const token of [null, clientToken]) {
      const page = await newPage('desktop')
      await page.addInitScript((t) => {
        localStorage.setItem('cookiesAccepted', 'true')
        if (t) localStorage.setItem('apiToken', t)
      }, token)
      const res = await open(page, '/admin/analytics')
      expect(await res.text()).not.toContain('Воронка')
      expect(await page.getAttribute('meta[name="robots"]', 'content')).toBe('noindex')
      await page.waitForSelector('.not-found h1:has-text("Упс, кажется тут ничего нет")')
      expect(await page.locator('.funnel').count()).toBe(0)
      await page.close()
    }
  })

  it('shows an administrator the four steps, takes a period from the keyboard and explains a bad one', async () => {
    // A visitor of this run, so the funnel has something to count.
    const fingerprint = freshFingerprint()
    const { page: visit } = await visitor({ fingerprint, human: true })
    await journey(visit)
    await visit.close()

    const token = await adminToken()
    for (const viewport of ['desktop', 'mobile'] as const) {
      const page = await pageSignedInAs(token, viewport)
      await open(page, '/admin/analytics')
      await page.waitForSelector('.funnel__table')
      const rows = await page.locator('.funnel__table tbody tr').allTextContents()
      expect(rows.map((r) => r.replace(/[\d\s.,%—\u00a0\u202f]+$/, '').replace(/^\d\.\s*/, ''))).toEqual(['Лендинг', 'Начало заказа', 'Заказ создан', 'Оплата'])
      await expect.poll(async () => Number((await page.locator('[data-step="landing_view"] td').first().textContent())?.replace(/\D/g, ''))).toBeGreaterThan(0)
      expect(new URL(page.url()).searchParams.get('to')).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      await screenshot(page, `admin-analytics-${viewport === 'desktop' ? 1280 : 375}`)
      await page.close()
    }

    const page = await pageSignedInAs(token)
    await open(page, '/admin/analytics?from=2026-01-01&to=2026-01-31')
    await page.waitForSelector('.funnel__table caption:has-text("01.01.2026 — 31.01.2026")')
    // From the keyboard: the dates, Tab to «Показать», Enter. A reversed period is explained, not shown.
    await page.fill('input[name="from"]', '2026-02-15')
    await page.fill('input[name="to"]', '2026-02-01')
    // Tab walks the date's own fields (day, month, year), then reaches the button.
    await page.focus('input[name="to"]')
    const active = () => page.evaluate(() => document.activeElement?.textContent)
    for (let i = 0; i < 5 && (await active()) !== 'Показать'; i++) await page.keyboard.press('Tab')
    expect(await active()).toBe('Показать')
    await page.keyboard.press('Enter')
    await page.waitForSelector('#funnel-error:has-text("Начало периода позже его конца")')
    expect(await page.getAttribute('input[name="from"]', 'aria-invalid')).toBe('true')
    await screenshot(page, 'admin-analytics-error-1280')
    // Enter in a date field submits the form too.
    await page.fill('input[name="to"]', '2026-02-20')
    await page.focus('input[name="to"]')
    await page.keyboard.press('Enter')
    await page.waitForSelector('.funnel__table caption:has-text("15.02.2026 — 20.02.2026")')
    expect(await page.textContent('#funnel-error')).toBe('')
    await page.close()
  })
})
