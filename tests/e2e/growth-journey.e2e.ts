// Issue 16's «Done when» as one visitor's journey in Chromium: a new visitor opens /?trialKey=…&show_wof=1, signs in
// (the key's free questions credited once), spins the wheel (the prize credited once, a reload credits nothing more),
// sees the abc-tariffs-3475 variant assigned to them on the cabinet's tariff page and the same group on /b/payment (the
// exposure stored), their events are stored with the full analytics context, the help-desk chat opens after cookie
// consent, Telegram is attached from the profile, and the web-app pages at 375 px show their own content in the first
// screen with axe-core finding nothing serious or critical. Screens in tests/e2e/artifacts/journey-*.png.
import { afterAll, describe, expect, it } from 'vitest'
import { ZFeatureDefinitions } from '../../domain/experiments/definitions'
import { evaluateFeature } from '../../domain/experiments/evaluate'
import { ABC_TARIFFS_FEATURE } from '../../domain/experiments/known-features'
import { WHEEL_PRIZES } from '../../domain/wheel/prizes'
import { WEBAPP_TABS } from '../../domain/navigation'
import { closeBrowser, gqlClient, newPage, open, screenshot, urlFor } from './fixtures'
import { signUpFromLanding } from './auth-helpers'
import { devWheel, spinOnce, trialsOf, WHEEL_POPUP, WHEEL_READY, wheelOf } from './wheel-helpers'
import { freshFingerprint, storedEvents, type TEvent } from './analytics-helpers'
import { E2E_CHAT_TOKEN, E2E_HELP_DESK_URL, fakeHelpDesk, supportHoursNow } from './help-desk'
import { isBlocking, runAxe } from './axe'

const gql = gqlClient()
afterAll(closeBrowser)

// public.subscription_types: group a holds tariffs 1-3, b 4-6, c 7-9.
const TARIFF_IDS: Record<string, string[]> = { a: ['1', '2', '3'], b: ['4', '5', '6'], c: ['7', '8', '9'] }
const WEB_APP_PAGES = ['/webapp', '/webapp/profile', '/webapp/orders', '/webapp/presentations']

const tariffIdsOn = async (page: import('playwright-core').Page, selector: string) =>
  (await page.$$eval(selector, (els) => els.map((e) => e.getAttribute('data-tariff-id')!))).sort()

describe('a new visitor’s journey (issue 16, done when)', () => {
  it('trial key and wheel, tariff variant, events with context, support after consent, Telegram, web-app at 375 px', { timeout: 300_000 }, async () => {
    const key = `JOURNEY-${Date.now().toString(36)}`
    await devWheel({ trialKey: { key, trials: 5 } })
    const fingerprint = freshFingerprint()
    const page = await newPage('desktop')
    // A person's browser (Playwright's navigator.webdriver would make every page count it as a bot), new to the site:
    // no cookie consent given yet.
    await page.addInitScript((fp) => {
      if (!localStorage.getItem('fingerprint')) localStorage.setItem('fingerprint', fp)
      Object.defineProperty(navigator, 'webdriver', { get: () => false })
    }, fingerprint)
    const widgetLoads = await fakeHelpDesk(page)

    // 1. The landing with the trial key and the wheel flag, then sign-in: the key's five free questions, once. Consent is
    // opt-in (issue 33): the first view sends nothing; after «Окей» the landing, opened again, is counted.
    await open(page, `/?trialKey=${key}&show_wof=1`)
    await page.waitForSelector('#cookie-notice:not([hidden])')
    await page.click('#cookie-notice button:text-is("Окей")')
    await page.reload()
    await signUpFromLanding(page)
    await page.waitForSelector('.toast:has-text("Пробный ключ активирован")')
    const token = (await page.evaluate(() => localStorage.getItem('apiToken')))!
    const { me } = await gql<{ me: { id: string } }>('{ me { id } }', {}, token)
    expect(await trialsOf(gql, token)).toBe(5)

    // 2. The wheel opened by show_wof: the welcome spin, its prize applied exactly once.
    await page.waitForSelector(WHEEL_READY)
    expect(await page.getAttribute(`${WHEEL_POPUP} .wheel-popup`, 'data-spins-left')).toBe('1')
    const spin = await spinOnce(page)
    await screenshot(page, 'journey-wheel-1280')
    const prize = WHEEL_PRIZES.find((p) => p.id === spin.prize.id)!
    const credited = {
      trials: 5 + (prize.kind === 'free_questions' ? prize.value : 0),
      spinsLeft: prize.kind === 'extra_spins' ? prize.value : 0,
      spins: 1,
    }
    const state = async () => {
      const wheel = await wheelOf(gql, token)
      return { trials: await trialsOf(gql, token), spinsLeft: wheel.spinsLeft, spins: wheel.history.length }
    }
    expect(spin.spinsLeft).toBe(credited.spinsLeft)
    expect(spin.promoCode === null).toBe(prize.kind !== 'promo_code')
    expect(await state()).toEqual(credited)
    // A reload neither opens the wheel again nor credits anything, and the key is not redeemed twice.
    await page.reload()
    await page.waitForSelector('[data-island="popup-host"][data-hydrated="true"]', { state: 'attached' })
    expect(await page.$(WHEEL_POPUP)).toBeNull()
    await expect(gql('mutation ($key: String!) { redeemTrialKey(key: $key) { balanceTrials } }', { key }, token)).rejects.toThrow()
    expect(await state()).toEqual(credited)

    // 3. The tariff page shows the variant of abc-tariffs-3475 the client's id is hashed to, the exposure is stored, and
    // the page without JavaScript (/b/payment) shows this visitor the same group.
    const definitions = ZFeatureDefinitions.parse(((await (await fetch(urlFor('/api/features'))).json()) as { features: unknown }).features)
    const assigned = evaluateFeature({ definitions, key: ABC_TARIFFS_FEATURE, attributes: { id: me.id } }).experimentResult!
    const variant = String(assigned.value)
    await open(page, '/ecosystem/subscription')
    await page.waitForSelector('[data-island="subscription"][data-hydrated="true"] .money[data-state="ready"]')
    expect(await tariffIdsOn(page, '.money-tariff[data-tariff-id]')).toEqual(TARIFF_IDS[variant])
    await screenshot(page, `journey-tariffs-${variant}-1280`)
    const again = await gql<{ recordUserExperiment: boolean }>(
      'mutation ($e: String!, $u: String!, $v: Int!) { recordUserExperiment(experimentId: $e, userId: $u, variationId: $v) }',
      { e: ABC_TARIFFS_FEATURE, u: me.id, v: assigned.variationId },
      token,
    )
    expect(again.recordUserExperiment).toBe(false)
    const cookies = Object.fromEntries((await page.context().cookies()).map((c) => [c.name, c]))
    expect(cookies.fp).toMatchObject({ value: fingerprint, path: '/', sameSite: 'Lax' })
    expect(cookies.xuid?.value).toBe(me.id)
    await open(page, '/b/payment')
    expect(await tariffIdsOn(page, '.tariffs-page__card[data-tariff-id]')).toEqual(TARIFF_IDS[variant])

    // 4. A wizard start, then away: the journey's events are stored with the full user context.
    await open(page, '/ecosystem/task-solver?utm_source=journey')
    await page.waitForSelector('[data-island][data-hydrated="true"]')
    const sessionId = await page.evaluate(() => sessionStorage.getItem('sessionId'))
    const entry = await page.evaluate(() => sessionStorage.getItem('entry'))
    const userAgent = await page.evaluate(() => navigator.userAgent)
    await open(page, '/ecosystem/faq')
    let events: TEvent[] = []
    await expect.poll(async () => (events = await storedEvents(fingerprint)).map((e) => e.name), { timeout: 15_000 }).toEqual(['landing_view', 'order_start'])
    const [landing, start] = events as [TEvent, TEvent]
    const common = { fingerprint, session_id: sessionId, entry, is_web_app: false, user_agent: userAgent, screen_preset: 'desktop' }
    expect(sessionId).toMatch(/^[A-Za-z0-9_-]{8,}$/)
    expect(landing).toMatchObject({ user_id: null, fingerprint, session_id: sessionId, props: { landing: 'main' } })
    expect(landing.context).toMatchObject({ ...common, user_id: null, url: urlFor(`/?trialKey=${key}&show_wof=1`), get_params: { trialKey: key, show_wof: '1' }, experiments: {} })
    expect(start).toMatchObject({ user_id: me.id, fingerprint, session_id: sessionId, props: { product: 'task' } })
    expect(start.context).toMatchObject({
      ...common,
      user_id: me.id,
      url: urlFor('/ecosystem/task-solver?utm_source=journey'),
      get_params: { utm_source: 'journey' },
      experiments: { [ABC_TARIFFS_FEATURE]: String(assigned.variationId) },
      has_subscription: false,
    })
    // Every field of the spec's user context is there (platform.md §3).
    for (const field of ['user_id', 'has_subscription', 'fingerprint', 'session_id', 'entry', 'url', 'experiments', 'is_web_app', 'get_params', 'user_agent', 'screen_preset'])
      expect(Object.hasOwn(start.context, field), field).toBe(true)

    // 5. Support in working hours: the help-desk chat loads only on the press that gives cookie consent, then opens,
    // and the chat token it made is stored on the client.
    // As on a visit that has not answered the cookie notice yet: step 1's answer is forgotten.
    await page.evaluate(() => {
      localStorage.removeItem('cookiesAccepted')
      localStorage.removeItem('cookieConsent')
    })
    await page.context().clearCookies({ name: 'cookie_consent' })
    await page.clock.setFixedTime(supportHoursNow())
    await open(page, '/ecosystem')
    await page.waitForFunction(() => Boolean(window.__campusWidgets?.openPopup))
    expect(await page.evaluate(() => localStorage.getItem('cookiesAccepted'))).toBeNull()
    await page.click('.eco-nav a[data-support]')
    const chat = page.locator('[data-popup="support"] .support-popup[data-state="chat"]')
    await chat.waitFor()
    expect(await chat.locator('[data-open-chat]').textContent()).toBe('Принять cookie и открыть чат')
    expect(await page.locator('script[data-help-desk]').count()).toBe(0)
    expect(widgetLoads()).toBe(0)
    await screenshot(page, 'journey-support-1280')
    await chat.locator('[data-open-chat]').click()
    await page.waitForSelector('[data-fake-help-desk-chat]')
    expect(await page.getAttribute('script[data-help-desk]', 'src')).toBe(E2E_HELP_DESK_URL)
    expect(widgetLoads()).toBe(1)
    expect(await page.evaluate(() => localStorage.getItem('cookiesAccepted'))).toBe('true')
    // Consent to the chat's cookies only: analytics and marketing stay off.
    expect(await page.evaluate(() => localStorage.getItem('cookieConsent'))).toBe('{"analytics":false,"marketing":false}')
    expect(await page.evaluate(() => (window as unknown as { __helpDesk: { opened: number } }).__helpDesk.opened)).toBe(1)
    await page.waitForSelector('[data-popup="support"]', { state: 'detached' })
    await expect.poll(async () => (await gql<{ me: { usedeskToken: string | null } }>('{ me { usedeskToken } }', {}, token)).me.usedeskToken).toBe(E2E_CHAT_TOKEN)

    // 6. Telegram attached from the profile (local mode: /dev/telegram/start plays «Start» in the bot).
    await open(page, '/ecosystem/profile')
    const card = page.locator('[data-island="profile"][data-hydrated="true"] #telegram')
    await card.waitFor({ timeout: 30_000 })
    expect(await card.getAttribute('data-telegram')).toBe('detached')
    await card.locator('[data-action="attach-telegram"]').click()
    const dev = card.locator('a[href^="/dev/telegram/start?payload=attach_"]')
    await dev.waitFor()
    expect((await page.request.get(new URL((await dev.getAttribute('href'))!, page.url()).href)).status()).toBe(200)
    await page.waitForSelector('#telegram[data-telegram="attached"]', { timeout: 15_000 })
    const telegram = await gql<{ me: { telegramIsAttached: boolean; telegramBotIsBlocked: boolean } }>('{ me { telegramIsAttached telegramBotIsBlocked } }', {}, token)
    expect(telegram.me).toEqual({ telegramIsAttached: true, telegramBotIsBlocked: false })

    // 7. The web-app at 375 px: each page's own heading in the first screen above the tab bar, and axe finds nothing
    // serious or critical.
    await page.setViewportSize({ width: 375, height: 812 })
    for (const path of WEB_APP_PAGES) {
      const res = await open(page, path)
      expect(res.status(), path).toBe(200)
      const tab = WEBAPP_TABS.find((t) => t.href === path)!
      expect(await page.locator('[data-route-name]').first().getAttribute('data-route-name'), path).toBe(tab.route)
      const bar = (await page.locator('nav.webapp-tabbar').boundingBox())!
      const h1 = await page.locator('main h1').first().boundingBox()
      expect(h1, path).not.toBeNull()
      expect(h1!.y, path).toBeGreaterThanOrEqual(0)
      expect(h1!.y + h1!.height, path).toBeLessThan(Math.min(bar.y, 812))
      const blocking = (await runAxe(page)).filter(isBlocking)
      expect(blocking, `${path}: ${JSON.stringify(blocking, null, 1)}`).toEqual([])
      await screenshot(page, `journey-${path.slice(1).replace(/\//g, '-')}-375`)
    }
    await page.close()
  })
})
