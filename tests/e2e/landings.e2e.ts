// Landings of issue 11 part 5 and two pages of part 6 against the built server: /m/context/{type}, /gpt-bot/{id}, /thanks
// and its subpages, /email-unsubscribe and /ecosystem/block-screen. Statuses, key texts and 404s over HTTP; the signed
// unsubscribe link (valid, forged, tampered, idempotent) with the server's own secret; the block screen for a guest, a
// free and a restricted client; and in Chromium every link these pages add is clicked and must open a real page.
import { createHmac } from 'node:crypto'
import type { Page } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import { closeBrowser, gqlClient, newPage, open, screenshot, serverJwtSecret, urlFor } from './fixtures'
import { freshEmail } from './auth-helpers'
import { MARKETING_CONTEXT_TYPES, THANKS_PAGES } from '../../domain/routes'
import { MARKETING_COUNTRIES, landingNotice, marketingLanding } from '../../domain/landings/marketing'
import { thanksPage } from '../../domain/landings/thanks'
import { matchRoute } from '../../domain/route-match'
import { pageSignedInAs, signedInClient } from './clients'

afterAll(closeBrowser)

const gql = gqlClient()
const get = (path: string, init: RequestInit = {}) => fetch(urlFor(path), { redirect: 'manual', ...init })
const routeNameIn = (html: string) => html.match(/data-route-name="([^"]+)"/)?.[1]
const h1In = (html: string) => html.match(/<h1[^>]*>([^<]*)<\/h1>/)?.[1]
const scriptFilesIn = (html: string) => html.match(/<script[^>]*\bsrc=|<script[^>]*type="module"|rel="modulepreload"/g) ?? []
/** React escapes these in text and attributes; the expectations are written plainly. */
const unescape = (html: string) => html.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/<!-- -->/g, '')

async function page200(path: string): Promise<string> {
  const res = await get(path)
  expect(res.status, path).toBe(200)
  return unescape(await res.text())
}

async function expect404(path: string) {
  const res = await get(path)
  expect(res.status, path).toBe(404)
  expect(routeNameIn(await res.text()), path).toBe('not-found')
}

const sign = (email: string) => createHmac('sha256', serverJwtSecret()).update(`email-unsubscribe\u0000${email}`).digest('hex')
const unsubscribeUrl = (email: string, sig = sign(email)) => `/email-unsubscribe?email=${encodeURIComponent(email)}&sig=${sig}`
const postUnsubscribe = (email: string, sig: string) =>
  get('/email-unsubscribe', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ email, sig }).toString() })

describe('/m/context/{type}', () => {
  it.each(MARKETING_CONTEXT_TYPES.map((t) => [t]))('%s: the work type’s heading, descriptor, button and the text-work start with its workTypeId', async (type) => {
    const landing = marketingLanding(type)!
    const html = await page200(`/m/context/${type}`)
    expect(routeNameIn(html)).toBe('marketing__context')
    expect(h1In(html)).toBe(landing.heading)
    expect(html).toContain(landing.workType.descriptor)
    expect(html).toContain(`href="/ecosystem/text-copilot?workTypeId=${landing.workType.id}" data-cta="start">${landing.workType.buttonLabel}</a>`)
    for (const country of MARKETING_COUNTRIES) expect(html).toContain(`<li>${country}</li>`)
    expect(html).toContain('не исполнитель на заказ')
    expect(html).not.toContain('marketing__notice')
    expect(scriptFilesIn(html)).toEqual([])
  })

  it('shows the notice for message_id 2 to 5 only, on the main landing too (a site-wide parameter, platform.md §2)', async () => {
    for (const landing of ['/m/context/referat', '/']) {
      for (const id of ['2', '3', '4', '5']) {
        const html = await page200(`${landing}?message_id=${id}`)
        expect(html, landing).toContain(`data-message-id="${id}"`)
        expect(html, landing).toContain(landingNotice(id)!)
      }
      for (const id of ['1', '6', 'x']) expect(await page200(`${landing}?message_id=${id}`), landing).not.toContain('marketing__notice')
      expect(await page200(landing), landing).not.toContain('marketing__notice')
    }
  })

  it('answers 404 for a type the spec does not list', async () => {
    for (const path of ['/m/context/diplom', '/m/context/REFERAT', '/m/context/referat/extra', '/m/context/%D0%B0']) await expect404(path)
  })
})

describe('/gpt-bot/{id}', () => {
  it('links to the bot with the id as its start parameter', async () => {
    const html = await page200('/gpt-bot/42')
    expect(routeNameIn(html)).toBe('gpt-bot')
    // The test server has no TELEGRAM_BOT_USERNAME: outside production the development bot stands in.
    expect(html).toContain('href="https://t.me/kampus_dev_bot?start=42"')
    expect(html).toContain('@kampus_dev_bot')
    expect(await page200('/gpt-bot/promo_Spring-2026')).toContain('href="https://t.me/kampus_dev_bot?start=promo_Spring-2026"')
    expect(scriptFilesIn(html)).toEqual([])
  })

  it('answers 404 for an id Telegram would refuse or that looks like a sign-in link', async () => {
    for (const path of ['/gpt-bot/a.b', `/gpt-bot/${'a'.repeat(65)}`, '/gpt-bot/%D0%B1%D0%BE%D1%82', '/gpt-bot/requestAuthCode_abc', '/gpt-bot/attach_abc', '/gpt-bot/a%20b']) {
      await expect404(path)
    }
  })
})

describe('/thanks and its five subpages', () => {
  it.each(['thanks', ...THANKS_PAGES.map((p) => `thanks__${p}`)].map((n) => [n]))('%s says what it thanks for', async (name) => {
    const page = thanksPage(name)!
    const path = name === 'thanks' ? '/thanks' : `/thanks/${name.slice('thanks__'.length)}`
    const html = await page200(path)
    expect(routeNameIn(html)).toBe(name)
    expect(h1In(html)).toBe(page.heading)
    expect(html).toContain(page.text)
    for (const link of page.links) expect(html).toContain(`href="${link.href}"`)
    expect(scriptFilesIn(html)).toEqual([])
  })

  it('answers 404 for a subpage that does not exist', async () => {
    for (const path of ['/thanks/personal-0', '/thanks/personal-6', '/thanks/payment']) await expect404(path)
  })
})

describe('/email-unsubscribe', () => {
  it('without a link explains where the link is', async () => {
    const html = await page200('/email-unsubscribe')
    expect(html).toContain('data-state="no-link"')
    expect(html).toContain('ссылку «Отписаться» внизу любого нашего письма')
  })

  it('a signed link asks first (GET never unsubscribes), the POST unsubscribes, a second POST changes nothing', async () => {
    const email = freshEmail()
    for (let i = 0; i < 2; i++) {
      const res = await get(unsubscribeUrl(email.toUpperCase(), sign(email)))
      expect(res.status).toBe(200)
      expect(res.headers.get('cache-control')).toBe('no-store')
      expect(res.headers.get('x-robots-tag')).toBe('noindex')
      const html = unescape(await res.text())
      expect(html).toContain('data-state="confirm"')
      expect(html).toMatch(/<form[^>]*action="\/email-unsubscribe" method="post"/)
      expect(html).toContain(`name="email" value="${email}"`)
    }
    for (let i = 0; i < 2; i++) {
      const res = await postUnsubscribe(email, sign(email))
      expect(res.status).toBe(200)
      const html = unescape(await res.text())
      expect(html).toContain('data-state="done"')
      expect(h1In(html)).toBe('Ты отписан от рассылки')
      expect(html).toContain(email)
    }
    expect(await page200(unsubscribeUrl(email))).toContain('data-state="done"')
  })

  it('a forged, tampered or truncated link is a Russian 403 page, and writes nothing', async () => {
    const email = freshEmail()
    const other = freshEmail()
    const refusals = [
      await get(unsubscribeUrl(email, 'a'.repeat(64))),
      await get(unsubscribeUrl(other, sign(email))),
      await get(unsubscribeUrl(email, sign(email).slice(0, 40))),
      await get(`/email-unsubscribe?email=${encodeURIComponent(email)}`),
      await get(`/email-unsubscribe?sig=${sign(email)}`),
      await postUnsubscribe(other, sign(email)),
      await postUnsubscribe(email, 'f'.repeat(64)),
    ]
    for (const res of refusals) {
      expect(res.status).toBe(403)
      const html = unescape(await res.text())
      expect(routeNameIn(html)).toBe('email-unsubscribe')
      expect(h1In(html)).toBe('Не получилось отписаться')
      expect(html).toContain('Ссылка для отписки недействительна')
    }
    // Nothing was written: both addresses still get the confirmation form, not «done».
    expect(await page200(unsubscribeUrl(email))).toContain('data-state="confirm"')
    expect(await page200(unsubscribeUrl(other))).toContain('data-state="confirm"')
  })

  it('refuses an oversized form body before reading it', async () => {
    const email = freshEmail()
    const res = await get('/email-unsubscribe', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email, sig: sign(email), padding: 'x'.repeat(10_000) }).toString(),
    })
    expect(res.status).toBe(413)
    expect(await page200(unsubscribeUrl(email))).toContain('data-state="confirm"')
  })

  it('unsubscribes through the form in the browser', async () => {
    const email = freshEmail()
    for (const viewport of ['mobile', 'desktop'] as const) {
      const page = await newPage(viewport)
      await open(page, unsubscribeUrl(viewport === 'mobile' ? email : freshEmail()))
      expect(await page.textContent('h1')).toBe('Отписаться от рекламных писем?')
      await screenshot(page, `landings-unsubscribe-confirm-${viewport === 'mobile' ? 375 : 1280}`)
      const [res] = await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), page.click('button[type="submit"]')])
      expect(res?.status()).toBe(200)
      expect(await page.textContent('h1')).toBe('Ты отписан от рассылки')
      await screenshot(page, `landings-unsubscribe-done-${viewport === 'mobile' ? 375 : 1280}`)
      await open(page, unsubscribeUrl(email, 'b'.repeat(64)))
      await screenshot(page, `landings-unsubscribe-forged-${viewport === 'mobile' ? 375 : 1280}`)
      await page.close()
    }
  })
})

describe('/ecosystem/block-screen', () => {
  it('a guest sees the general words', async () => {
    const page = await newPage('mobile')
    await open(page, '/ecosystem/block-screen')
    await page.waitForSelector('[data-island="block-screen"][data-hydrated="true"] [data-state="general"]')
    expect(await page.textContent('h1')).toBe('Доступ ограничен')
    await page.close()
  })

  it('a client without a restriction is sent to the cabinet', async () => {
    const page = await pageSignedInAs(await signedInClient(gql), 'desktop')
    await open(page, '/ecosystem/block-screen')
    await page.waitForURL((url) => url.pathname === '/ecosystem')
    await page.close()
  })

  it('a restricted client sees what is closed, why and until when', async () => {
    const token = await signedInClient(gql)
    const res = await fetch(urlFor('/dev/restriction'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ canCreateOrders: false, canCreatePayIns: false, removeAt: '2031-03-15T09:30:00Z', reasonTitle: 'Возврат платежа', reasonDescription: 'Банк отозвал оплату заказа' }),
    })
    expect(res.status).toBe(200)
    for (const viewport of ['mobile', 'desktop'] as const) {
      const page = await pageSignedInAs(token, viewport)
      await open(page, '/ecosystem/block-screen')
      await page.waitForSelector('.block-screen [data-state="restricted"]')
      const text = (await page.textContent('.block-screen'))!
      expect(text).toContain('Аккаунт ограничен')
      expect(text).toContain('Нельзя создавать новые заказы')
      expect(text).toContain('Нельзя оплачивать и пополнять баланс')
      expect(text).not.toContain('Вход в аккаунт ограничен')
      expect(text).toContain('Причина: Возврат платежа. Банк отозвал оплату заказа')
      expect(text).toContain('Ограничение снимется 15 марта 2031')
      expect(text).toContain('12:30')
      await screenshot(page, `landings-block-screen-${viewport === 'mobile' ? 375 : 1280}`)
      await page.close()
    }
  })
})

// The pages and the links each adds (inside the page's own content, not the shared header and footer).
const PAGES = [
  ...MARKETING_CONTEXT_TYPES.map((t) => `/m/context/${t}?message_id=2`),
  '/gpt-bot/42',
  '/thanks',
  ...THANKS_PAGES.map((p) => `/thanks/${p}`),
  '/email-unsubscribe',
  '/ecosystem/block-screen',
]

describe('every link these pages add opens a real page', () => {
  // A signed-in client, so links into the cabinet open their pages instead of the sign-in screen; the block screen
  // sends a client without a restriction away, so a guest reads it. One test per page: each waits for its own links.
  // Made by the first test that needs them (signing in waits on the outbox, which only a test may poll).
  let pages: Promise<{ client: Page; guest: Page }> | undefined
  const browsers = () =>
    (pages ??= (async () => {
      const client = await pageSignedInAs(await signedInClient(gql), 'desktop')
      const guest = await newPage('desktop')
      await guest.addInitScript(() => localStorage.setItem('cookiesAccepted', 'true'))
      return { client, guest }
    })())
  afterAll(async () => {
    const made = await pages
    await made?.client.close()
    await made?.guest.close()
  })

  it.each(PAGES)('%s, in Chromium, link by link', async (path) => {
    const { client, guest } = await browsers()
    const page = path === '/ecosystem/block-screen' ? guest : client
    await open(page, path)
    const hrefs = [...new Set(await page.$$eval('[data-route-name] a[href]', (as) => as.map((a) => a.getAttribute('href')!)))]
    expect(hrefs.length, path).toBeGreaterThan(0)
    for (const href of hrefs) {
      if (href.startsWith('https://t.me/')) {
        // Telegram is outside the closed test network: the deep link is checked by its address.
        expect(href).toBe('https://t.me/kampus_dev_bot?start=42')
        continue
      }
      const target = matchRoute(new URL(href, 'http://x').pathname)?.route
      expect(target?.build, `${path} → ${href}`).toBe('ready')
      await open(page, path)
      const [res] = await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), page.click(`[data-route-name] a[href="${href}"] >> nth=0`)])
      expect(res?.status(), `${path} → ${href}`).toBe(200)
      expect(new URL(res!.url()).pathname + new URL(res!.url()).search).toBe(href)
    }
  })
})

describe('screenshots at 375 and 1280 px', () => {
  it.each([
    ['marketing-referat-notice', '/m/context/referat?message_id=2'],
    ['marketing-project-ai', '/m/context/project_ai'],
    ['gpt-bot', '/gpt-bot/42'],
    ['thanks', '/thanks'],
    ['thanks-personal-2', '/thanks/personal-2'],
    ['unsubscribe-no-link', '/email-unsubscribe'],
  ])('%s', async (name, path) => {
    for (const viewport of ['mobile', 'desktop'] as const) {
      const page = await newPage(viewport)
      await page.addInitScript(() => localStorage.setItem('cookiesAccepted', 'true'))
      const res = await open(page, path)
      expect(res.status()).toBe(200)
      await screenshot(page, `landings-${name}-${viewport === 'mobile' ? 375 : 1280}`)
      await page.close()
    }
  })
})
