// The back-office's door in the browser: a guest and a client see the site's not-found text on every /admin page (a
// test per address); an administrator's fresh sign-in gets the code form, the code from their e-mail opens the panel,
// and the journal shows that sign-in, sorted and paged on the server, from the keyboard; the panel's menu links only
// to built pages (a test per section). Screens at 1280 and 375 px, axe-checked.
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { closeBrowser, newPage, open, screenshot, serverJwtSecret, urlFor } from './fixtures'
import { issueToken } from '../../edge/auth/token'
import { adminCodeFor, adminToken } from './auth-helpers'
import { isBlocking, runAxe } from './axe'
import { ROUTES } from '../../domain/routes'
import { readyAdminSections } from '../../domain/admin/sections'

afterAll(closeBrowser)

const DEMO_USER = '00000000-0000-4000-8000-000000000001'

async function pageWithToken(token: string | null, viewport: 'desktop' | 'mobile' = 'desktop'): Promise<Page> {
  const page = await newPage(viewport)
  await page.addInitScript((t) => {
    localStorage.setItem('cookiesAccepted', 'true')
    if (t) localStorage.setItem('apiToken', t)
  }, token)
  return page
}

async function freshAdmin(): Promise<{ token: string; email: string }> {
  const made = await fetch(urlFor('/dev/admin'), { method: 'POST' })
  const { userId, email } = (await made.json()) as { userId: string; email: string }
  return { token: await issueToken({ userId, secret: serverJwtSecret() }), email }
}

const adminPaths = ROUTES.filter((r) => r.path.startsWith('/admin') && !r.path.includes('@')).map((r) => r.path)

describe('every /admin address shows a guest and a client only the site not-found text', () => {
  // One page per caller, reused address after address: a test per address, so a slow machine slows each one a little
  // instead of pushing one long walk over its limit.
  const callers: { name: string; page: Page }[] = []
  beforeAll(async () => {
    const client = await issueToken({ userId: DEMO_USER, secret: serverJwtSecret() })
    callers.push({ name: 'guest', page: await pageWithToken(null) }, { name: 'client', page: await pageWithToken(client) })
  })

  it('the addresses walked include the panel, the journal and the analytics', () => {
    expect(adminPaths).toEqual(expect.arrayContaining(['/admin', '/admin/audit', '/admin/analytics', '/admin/alerts', '/admin/complaints', '/admin/feedback']))
  })

  for (const path of adminPaths) {
    it(path, async () => {
      for (const { name, page } of callers) {
        await open(page, path)
        await page.waitForSelector('.not-found h1:has-text("Упс, кажется тут ничего нет")')
        expect(await page.locator('.admin, .admin-code').count(), `${name} at ${path}`).toBe(0)
        expect(await page.getAttribute('meta[name="robots"]', 'content'), `${name} at ${path}`).toBe('noindex')
      }
    })
  }
})

describe('/admin pages', () => {
  it('ask an administrator for the code, then open the panel and the journal of that sign-in', async () => {
    const { token, email } = await freshAdmin()
    const page = await pageWithToken(token)
    await open(page, '/admin/audit')
    await page.waitForSelector('.admin-code h1:has-text("Вход в панель")')
    expect(await page.locator('.data-table').count()).toBe(0)
    await screenshot(page, 'admin-code-1280')
    await page.getByRole('button', { name: 'Отправить код' }).click()
    await page.waitForSelector('.admin-code__sent')
    const code = await adminCodeFor(email)
    // A wrong code first: the form says so and stays.
    await page.fill('input[name="code"]', code === '000000' ? '111111' : '000000')
    await page.keyboard.press('Enter')
    await page.waitForSelector('#admin-code-error:has-text("Неверный код")')
    await page.fill('input[name="code"]', code)
    await page.keyboard.press('Enter')
    await page.waitForSelector('.data-table tbody tr')
    const rows = await page.locator('.data-table tbody tr').allTextContents()
    expect(rows.join('\n')).toContain('admin.sign-in')
    expect(rows.join('\n')).toContain('admin.code-sent')
    const blocking = (await runAxe(page)).filter(isBlocking)
    expect(blocking, JSON.stringify(blocking, null, 1)).toEqual([])
    await screenshot(page, 'admin-audit-1280')

    // Sorting by «Действие» from the keyboard asks the server and keeps the state in the address.
    await page.getByRole('button', { name: /Действие/ }).focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe('action')
    await expect.poll(() => page.getAttribute('th:has(button:has-text("Действие"))', 'aria-sort')).toBe('descending')
    await page.keyboard.press('Enter')
    await expect.poll(() => page.getAttribute('th:has(button:has-text("Действие"))', 'aria-sort')).toBe('ascending')
    // The outcome filter.
    await page.selectOption('select[name="outcome"]', 'failed')
    await expect.poll(async () => (await page.locator('.data-table tbody tr').allTextContents()).every((r) => r.includes('Отклонено'))).toBe(true)
    await page.close()
  })

  it('the journal fits a phone', async () => {
    const phone = await pageWithToken(await adminToken(), 'mobile')
    await open(phone, '/admin/audit')
    await phone.waitForSelector('.data-table tbody tr')
    expect(await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true)
    await screenshot(phone, 'admin-audit-375')
    await phone.close()
  })
})

describe("the panel's menu links only to built pages", () => {
  const sections = readyAdminSections()
  // One administrator past the second factor, made by the first test that needs one (the code is polled for, which
  // only a test may do).
  let verified: Promise<Page> | undefined
  const adminPage = async () => (verified ??= adminToken().then((token) => pageWithToken(token)))

  it('names every built section, and nothing else', async () => {
    const page = await adminPage()
    await open(page, '/admin')
    await page.waitForSelector('.admin-home__cards')
    const links = await page.locator('.admin__nav ul a').evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).pathname))
    expect(links).toEqual(sections.map((s) => s.path))
  })

  for (const section of sections) {
    it(`${section.title}: ${section.path} answers 200 and shows the panel`, async () => {
      const page = await adminPage()
      const res = await open(page, section.path)
      expect(res.status(), section.path).toBe(200)
      await page.waitForSelector('.admin__nav')
      expect(await page.getAttribute(`.admin__nav a[href="${section.path}"]`, 'aria-current')).toBe('page')
    })
  }

  it('Профили оформления: an administrator approves a profile a student offered for their university', async () => {
    const client = await issueToken({ userId: DEMO_USER, secret: serverJwtSecret() })
    const offered = await fetch(urlFor('/api/format-check/profiles'), {
      method: 'POST',
      headers: { authorization: `Bearer ${client}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Курсовые', university: 'Университет e2e', share: true, source: 'Методичка.pdf', numbers: { margins: { top: 20, right: 10, bottom: 20, left: 25 }, font: 'Times New Roman', size: 14, lineSpacing: 1.5, firstLineIndent: 1.25, alignment: 'both', pageNumbers: 'bottom-center' } }),
    })
    expect(offered.status).toBe(200)
    const { id } = (await offered.json()) as { id: string }
    const page = await adminPage()
    await open(page, '/admin/format-profiles')
    const row = page.locator(`tr[data-profile="${id}"]`)
    await row.waitFor()
    expect(await row.textContent()).toContain('поля 25/10/20/20 мм')
    await screenshot(page, 'admin-format-profiles')
    await row.locator('[data-action="approve-profile"]').click()
    await expect.poll(() => row.count()).toBe(0)
    await page.getByRole('tab', { name: 'Одобрены' }).click()
    await page.locator(`tr[data-profile="${id}"]`).waitFor()
    // Every client now has it in their list.
    const list = (await (await fetch(urlFor('/api/format-check/profiles'))).json()) as { id: string }[]
    expect(list.map((p) => p.id)).toContain(id)
  })
})
