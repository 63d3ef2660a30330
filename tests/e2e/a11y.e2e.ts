// Accessibility of every page kind (issue 16 part 8): axe-core's WCAG 2 A/AA rules at 1280 and 375 px, guest and
// client, with 0 serious or critical violations (moderate ones are printed); and the cookie notice never covering a
// wizard's main action on a first visit. One context per role, reused across pages and both widths, to stay fast; a
// test per page.
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { closeBrowser, gqlClient, newPage, open, urlFor } from './fixtures'
import { isBlocking, runAxe, type TAxeViolation } from './axe'
import { screenshot } from './widget-helpers'
import { signedInClient, pageSignedInAs } from './clients'

const gql = gqlClient()
const WIDTHS = [
  { width: 1280, height: 900 },
  { width: 375, height: 667 },
] as const

let guest: Page
let referatDetail = ''

beforeAll(async () => {
  guest = await newPage('desktop')
  const html = await (await fetch(urlFor('/referat/history/'))).text()
  referatDetail = html.match(/href="(\/referat\/[a-z0-9-]+-\d+\/)"/)![1]!
})

afterAll(closeBrowser)

/** Loaded, islands hydrated (or given up on after a few seconds: a zero-JS page has none). */
async function settle(page: Page) {
  await page
    .waitForFunction(
      () => !document.querySelector('script[type="module"][src]') || [...document.querySelectorAll('[data-island]')].every((el) => el.getAttribute('data-hydrated') === 'true'),
      undefined,
      { timeout: 3_000 },
    )
    .catch(() => null)
  await page.waitForTimeout(100)
}

const report = (path: string, width: number, vs: TAxeViolation[]) =>
  vs.map((v) => `${path} @${width}: [${v.impact}] ${v.id} — ${v.help}\n    ${v.nodes.join('\n    ')}`).join('\n')

/** The serious and critical findings on one path at both widths, as text (empty when none). */
async function audit(page: Page, path: string): Promise<string[]> {
  const blocking: string[] = []
  for (const size of WIDTHS) {
    await page.setViewportSize(size)
    await open(page, path)
    await settle(page)
    const violations = await runAxe(page)
    const moderate = violations.filter((v) => !isBlocking(v))
    if (moderate.length) process.stdout.write(`${report(path, size.width, moderate)}\n`)
    const bad = violations.filter(isBlocking)
    if (bad.length) {
      process.stdout.write(`${report(path, size.width, bad)}\n`)
      blocking.push(report(path, size.width, bad))
    }
  }
  return blocking
}

describe('axe: 0 serious or critical violations on every page kind, at 1280 and 375 px', () => {
  // A test per page (both widths in it), so a busy machine slows each page a little instead of pushing one long walk
  // over a limit. The referat detail's address is read from the catalogue at run time.
  const REFERAT_DETAIL = 'a referat of the catalogue'
  const guestPages = [
    '/',
    '/biblioteka/',
    '/biblioteka/zadachi/physics/',
    '/biblioteka/zadachi/physics/fiz-period-mayatnika-2-5-m/',
    '/referat/',
    REFERAT_DETAIL,
    '/faq',
    '/contacts',
    '/ecosystem/docs',
    '/ecosystem/docs/about-payment',
    '/ecosystem/docs/prices',
    '/b/payment',
    '/exam',
    '/ecosystem/auth',
    '/ecosystem/text-copilot',
    '/ecosystem/task-solver',
    '/ecosystem/slides-copilot',
    '/ecosystem/originality',
    '/ecosystem/format-check',
    '/no-such-page-xyz',
  ]
  const clientPages = [
    '/ecosystem',
    '/ecosystem/my-orders',
    '/ecosystem/profile',
    '/ecosystem/subscription',
    '/ecosystem/friends',
    '/ecosystem/text-copilot',
    '/ecosystem/task-solver',
    '/ecosystem/slides-copilot',
    '/ecosystem/referat',
    '/exam',
    '/ecosystem/training',
    '/ecosystem/format-check',
  ]

  describe('guest pages (the cookie notice showing)', () => {
    for (const path of guestPages) {
      it(path, async () => {
        expect(await audit(guest, path === REFERAT_DETAIL ? referatDetail : path)).toEqual([])
      })
    }
  })

  describe('client pages', () => {
    // Signed in once, by the first test that needs it (codeFor polls, which only a test may); the context keeps the
    // token for every page after.
    let signedIn: Promise<Page> | undefined
    const clientPage = () =>
      (signedIn ??= (async () => {
        const token = await signedInClient(gql)
        const page = await pageSignedInAs(token)
        return page
      })())

    for (const path of clientPages) {
      it(path, async () => {
        expect(await audit(await clientPage(), path)).toEqual([])
      })
    }
  })
})

describe('the cookie notice never covers the main action on a first visit', () => {
  /** The element at the centre of the action, once scrolled to: the action itself (or its own child). */
  async function reachable(page: Page, name: RegExp) {
    const button = page.locator('main').getByRole('button', { name }).last()
    await button.waitFor({ state: 'visible' })
    await button.scrollIntoViewIfNeeded()
    return button.evaluate((el) => {
      const r = el.getBoundingClientRect()
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2)
      return { hit: Boolean(hit && (hit === el || el.contains(hit))), inViewport: r.bottom <= innerHeight && r.top >= 0 }
    })
  }

  const starts: [string, RegExp][] = [
    ['/ecosystem/text-copilot', /^Далее$/],
    ['/ecosystem/task-solver', /^(Далее|Решить|Найти решение|Отправить)/],
    ['/ecosystem/slides-copilot', /^Создать$/],
    ['/ecosystem/referat', /./],
  ]

  const checks: [string, { width: number; height: number }, RegExp][] = [
    ['/ecosystem/text-copilot', { width: 1280, height: 900 }, /^Далее$/],
    ...starts.map(([path, name]): [string, { width: number; height: number }, RegExp] => [path, { width: 375, height: 667 }, name]),
  ]
  for (const [path, size, name] of checks) {
    it(`${path} at ${size.width}×${size.height}`, async () => {
      // A first visit: nothing accepted yet, so the notice shows.
      const page = await newPage(size.width < 600 ? 'mobile' : 'desktop')
      await page.setViewportSize(size)
      await open(page, path)
      await settle(page)
      expect(await page.locator('#cookie-notice').isVisible(), path).toBe(true)
      const where = await reachable(page, name)
      await screenshot(page, `a11y-cookie-${path.split('/').pop()}-${size.width}`)
      expect(where, `${path} at ${size.width}×${size.height}`).toEqual({ hit: true, inViewport: true })
      await page.close()
    })
  }
})

describe('rough edges of a first session', () => {
  it('/favicon.ico is an icon with a long cache', async () => {
    const res = await fetch(urlFor('/favicon.ico'))
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)$/)
    expect(res.headers.get('cache-control')).toMatch(/max-age=\d{6,}/)
    const bytes = new Uint8Array(await res.arrayBuffer())
    // An ICO header: reserved 0, type 1, at least one image.
    expect([...bytes.slice(0, 4)]).toEqual([0, 0, 1, 0])
    expect(bytes[4]).toBeGreaterThan(0)
  })

  it('the header shows the new name right after a profile save, without a reload', async () => {
    const token = await signedInClient(gql)
    const page = await pageSignedInAs(token)
    await open(page, '/ecosystem/profile')
    await page.waitForSelector('#profile-name')
    await page.waitForSelector('.account-badge[data-state="ready"] .account-badge__name')
    const name = `Новое Имя ${Date.now().toString(36).slice(-4)}`
    await page.fill('#profile-name', name)
    let reloaded = false
    page.once('load', () => (reloaded = true))
    await page.click('button:text-is("Сохранить")')
    await expect.poll(() => page.textContent('.account-badge__name')).toBe(name)
    expect(reloaded).toBe(false)
    await screenshot(page, 'a11y-profile-name-in-header')
    await page.close()
  })
})
