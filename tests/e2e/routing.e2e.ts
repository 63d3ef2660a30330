// Routing against the built server: every route of the table renders its page, redirects run before the pages,
// the 404/500 pages, and the browser guard (login redirect, entry, from_admin, /ref).
import { gzipSync } from 'node:zlib'
import { afterAll, describe, expect, it } from 'vitest'
import { closeBrowser, newPage, screenshot, urlFor, serverJwtSecret } from './fixtures'
import { ROUTE_EXAMPLES } from '../helpers/route-examples'
import { TEST_SERVER_ERROR_HEADER } from '../../edge/routing/test-server-error'
import { issueToken } from '../../edge/auth/token'

afterAll(closeBrowser)

const get = (path: string, init: RequestInit = {}) => fetch(urlFor(path), { redirect: 'manual', ...init })
const routeNameIn = (html: string) => html.match(/data-route-name="([^"]+)"/)?.[1]
const titleIn = (html: string) => html.match(/<title>([^<]*)<\/title>/)?.[1]
// The inline guard carries the answer's CSP nonce (edge/http/security-headers.ts).
const guardIn = (html: string) => html.match(/<script nonce="[^"]+">(\(function\(l,e\)[^<]*)<\/script>/)?.[1]
/** Scripts that load JavaScript files: the inline guard does not count. */
const scriptFilesIn = (html: string) => html.match(/<script[^>]*\bsrc=|<script[^>]*type="module"|rel="modulepreload"/g) ?? []

// The block screen asks GraphQL for the signed-in user's restriction: the session lives in the browser only. /exam is
// the exam tickets' form (paste, upload, live price); the back-office's pages (admin-*) are shells whose islands ask
// for their data.
const INTERACTIVE_ROUTES = new Set(['ecosystem-common__auth', 'ecosystem-common__block-screen', 'exam'])
const INTERACTIVE = { has: (name: string) => INTERACTIVE_ROUTES.has(name) || name.startsWith('admin-') }
// A real page whose example address names no data: the seeded catalogue has no referat 123, so the detail answers its
// 404 (tests/e2e/referat.e2e.ts opens real referats with 200). The example subject, physics, is a real one.
const NO_SUCH_DATA = new Set(['external-ai-essay__detail'])
// Pages titled by their data alone («Рефераты по физике — Кампус»), not by the table's generic title.
const DATA_TITLED = new Set(['external-ai-essay__category'])

describe('every route of the table renders its page', () => {
  it.each(ROUTE_EXAMPLES.map((e) => [e.route.name, e.path, e.route] as const))('%s at %s', async (name, path, route) => {
    const res = await get(path)
    const html = await res.text()
    if (NO_SUCH_DATA.has(name)) {
      expect(res.status).toBe(404)
      expect(routeNameIn(html)).toBe('not-found')
      expect(scriptFilesIn(html)).toEqual([])
      return
    }
    expect(res.status).toBe(name === 'not-found' ? 404 : 200)
    expect(routeNameIn(html)).toBe(name)
    if (DATA_TITLED.has(name)) expect(titleIn(html)).toMatch(/^Рефераты по \S+.* — Кампус$/)
    else expect(titleIn(html)).toContain(route.title)
    expect(guardIn(html)).toContain(`})(${route.access === 'login' ? 1 : 0},${JSON.stringify(route.entry ?? '')})`)
    // Guest content pages ship no JavaScript files (platform: content pages are zero-JS). The sign-in page is a
    // form, and login-required pages are the cabinet's tools, not content.
    const content = (route.layout === 'landing' || route.layout === 'base') && route.access === 'open' && !INTERACTIVE.has(name)
    if (content) expect(scriptFilesIn(html)).toEqual([])
  })
})

describe('before the pages', () => {
  it.each([
    ['/s/l/v/17?entry=tg&utm_term=x', 302, '/ecosystem/task-solver/17?entry=tg'],
    ['/app/ai/history', 302, '/ecosystem/my-orders'],
    ['/biblioteka', 301, '/biblioteka/'],
    ['/faq/', 301, '/faq'],
  ])('%s → %i %s', async (path, status, location) => {
    const res = await get(path)
    expect(res.status).toBe(status)
    expect(res.headers.get('location')).toBe(location)
  })

  it.each(['/not-found', '/s', '/m', '/m/context', '/m/context/diplom', '/ref/not-a-valid-id', '/no-such-page'])('%s shows the not-found page with 404', async (path) => {
    const res = await get(path)
    const html = await res.text()
    expect(res.status).toBe(404)
    expect(html).toContain('Упс, кажется тут ничего нет')
    expect(routeNameIn(html)).toBe('not-found')
    expect(titleIn(html)).toBe('Страница не найдена — Кампус')
  })

  it('the not-found page on a phone', async () => {
    const page = await newPage('mobile')
    const res = await page.goto(urlFor('/s'))
    expect(res?.status()).toBe(404)
    expect(await page.textContent('h1')).toBe('Упс, кажется тут ничего нет')
    await screenshot(page, 'not-found-375')
    await page.close()
  })

  it('shows the server-error page with 500 when rendering fails', async () => {
    // An address of its own: /contacts itself may already sit in the page cache, which answers without rendering.
    const path = '/contacts?e2e=server-error'
    const res = await get(path, { headers: { [TEST_SERVER_ERROR_HEADER]: '1' } })
    const html = await res.text()
    expect(res.status).toBe(500)
    expect(html).toContain('Что-то пошло не так, попробуй позже')
    expect(html).toContain('data-error="500"')
    expect(titleIn(html)).toBe('Ошибка сервера — Кампус')
    // The failed answer was not cached: the same address renders fine without the switch.
    expect((await get(path)).status).toBe(200)

    const page = await newPage('desktop')
    await page.setExtraHTTPHeaders({ [TEST_SERVER_ERROR_HEADER]: '1' })
    const shown = await page.goto(urlFor('/contacts?e2e=server-error-browser'))
    expect(shown?.status()).toBe(500)
    await screenshot(page, 'server-error-1280')
    await page.close()
  })

  it('the guard is a few hundred bytes', async () => {
    const script = guardIn(await (await get('/ecosystem/my-orders')).text())!
    const raw = Buffer.byteLength(script)
    const gz = gzipSync(script).length
    process.stdout.write(`routing guard inline script: ${raw} bytes, ${gz} bytes gzip\n`)
    // Was 800; the wheel's flags kept through sign-in (issue 16: trialKey, show_wof) made it 838 in this page, as the
    // unit budget in islands/inline/guard.test.ts records; issue 17's read-only look (the mark that shows the
    // administrator's banner with no script, and its token counting as signed in) made it 910. Issue 33's guest newby
    // kept for after sign-up and the signed-in mark that hides the landing's «Войти» made it 949 (the unit budget's 961
    // on a page with an entry); the landing's placement p kept for the sign-up, 953 (965).
    expect(raw).toBeLessThan(975)
  })
})

describe('routing guard in the browser', () => {
  it('sends a login-required page without a token to auth with the encoded full path', async () => {
    const page = await newPage('desktop')
    await page.goto(urlFor('/ecosystem/my-orders?tab=done&q=a%20b#list'), { waitUntil: 'commit' })
    await page.waitForURL(/\/ecosystem\/auth\?/)
    const url = new URL(page.url())
    expect(url.pathname).toBe('/ecosystem/auth')
    expect(url.searchParams.get('redirect')).toBe('/ecosystem/my-orders?tab=done&q=a%20b#list')
    expect(url.search).toBe(`?redirect=${encodeURIComponent('/ecosystem/my-orders?tab=done&q=a%20b#list')}`)
    await page.waitForSelector('[data-route-name="ecosystem-common__auth"]')
    await page.close()
  })

  it('stays with a stored token, or with auth_token_id in the query', async () => {
    // A real token: with a stale one the profile page rightly clears the session and sends the visitor to sign in.
    const token = await issueToken({ userId: '00000000-0000-4000-8000-000000000001', secret: serverJwtSecret() })
    const withToken = await newPage('mobile')
    await withToken.addInitScript((t) => localStorage.setItem('apiToken', t), token)
    await withToken.goto(urlFor('/ecosystem/profile'), { waitUntil: 'load' })
    expect(new URL(withToken.url()).pathname).toBe('/ecosystem/profile')
    expect(await withToken.getAttribute('[data-route-name]', 'data-route-name')).toBe('ecosystem-common__profile')
    await withToken.close()

    const withTokenId = await newPage('desktop')
    await withTokenId.goto(urlFor('/ecosystem/friends?auth_token_id=abc'), { waitUntil: 'load' })
    expect(new URL(withTokenId.url()).pathname).toBe('/ecosystem/friends')
    await withTokenId.close()
  })

  it('records the entry once per session', async () => {
    const page = await newPage('desktop')
    await page.goto(urlFor('/faq?entry=vk_post'), { waitUntil: 'load' })
    expect(await page.evaluate(() => sessionStorage.getItem('entry'))).toBe('vk_post')
    await page.goto(urlFor('/ecosystem/text-copilot?entry=other'), { waitUntil: 'load' })
    expect(await page.evaluate(() => sessionStorage.getItem('entry'))).toBe('vk_post')
    await page.close()

    const fresh = await newPage('desktop')
    await fresh.goto(urlFor('/ecosystem/text-copilot'), { waitUntil: 'load' })
    expect(await fresh.evaluate(() => sessionStorage.getItem('entry'))).toBe('text-copilot')
    await fresh.close()

    const partner = await newPage('desktop')
    await partner.goto(urlFor('/ecosystem/text-copilot?edugram_id=e77'), { waitUntil: 'load' })
    expect(await partner.evaluate(() => sessionStorage.getItem('entry'))).toBe('e77')
    await partner.close()
  })

  it('saves offer, ref and geo=CIS from the address', async () => {
    const page = await newPage('desktop')
    await page.goto(urlFor('/?offer=SALE10&ref=u42&geo=CIS'), { waitUntil: 'load' })
    expect(await page.evaluate(() => [localStorage.getItem('promoCode'), localStorage.getItem('referralId'), localStorage.getItem('hidePhoneAuth')])).toEqual([
      'SALE10',
      'u42',
      'true',
    ])
    await page.close()
  })

  it('/ref/{id} stores the referral id and lands on the dashboard', async () => {
    const page = await newPage('mobile')
    await page.goto(urlFor('/ref/Inv1te42?entry=friend'), { waitUntil: 'commit' })
    await page.waitForURL((u) => u.pathname === '/ecosystem')
    await page.waitForSelector('[data-route-name="ecosystem-common__dashboard"]')
    expect(await page.evaluate(() => localStorage.getItem('referralId'))).toBe('Inv1te42')
    expect(await page.evaluate(() => sessionStorage.getItem('entry'))).toBe('friend')
    await page.close()
  })

  it('from_admin with the client role goes to the client main page', async () => {
    const client = await newPage('desktop')
    await client.addInitScript(() => localStorage.setItem('user', JSON.stringify({ name: 'Аня', roleId: 1 })))
    await client.goto(urlFor('/biblioteka/?from_admin=1'), { waitUntil: 'commit' })
    await client.waitForURL((u) => u.pathname === '/ecosystem')
    await client.close()

    const admin = await newPage('desktop')
    await admin.addInitScript(() => localStorage.setItem('roleId', '4'))
    await admin.goto(urlFor('/biblioteka/?from_admin=1'), { waitUntil: 'load' })
    expect(new URL(admin.url()).pathname).toBe('/biblioteka/')
    await admin.close()
  })
})
