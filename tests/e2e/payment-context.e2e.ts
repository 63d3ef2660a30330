// Links that resume work (platform.md §2, orders.md §2): completedOrder=<id>&flow=<flow> shows the client's own order
// on the dashboard (another client's id, or junk, shows nothing); ?loading=1 keeps the dashboard's loading state until
// the client's data is here, then leaves the address; the landing's page view carries event_name (A|B) as its
// experiment variant and p as its placement; fileUrl on the task start never fetches another site's address.
// Screens at 375 and 1280 px go to /tmp/shots/payment-context-*.png.
import type { Page } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import { pageSignedInAs, signedInClient } from './clients'
import { freshFingerprint, storedEvents } from './analytics-helpers'
import { closeBrowser, gqlClient, newPage, open, urlFor, shootWidths, expectNoSideScroll } from './fixtures'

const gql = gqlClient()
afterAll(closeBrowser)

const shoot = (page: Page, name: string) => shootWidths(page, `/tmp/shots/payment-context-${name}`, { after: (width) => expectNoSideScroll(page, width, name) })

describe('links that resume work', () => {
  it('completedOrder shows the client’s own order on the dashboard, once; another client’s id or junk shows nothing', async () => {
    const [owner, stranger] = await Promise.all([signedInClient(gql), signedInClient(gql)])
    const essay = (await gql<{ createAiEssayOrder: { unifiedOrderId: string } }>('mutation { createAiEssayOrder(topic: "Влияние соцсетей на подростков", workTypeId: 1) { unifiedOrderId } }', {}, owner)).createAiEssayOrder
    const href = (await gql<{ getUnifiedOrderById: { href: string } }>('query ($id: ID!) { getUnifiedOrderById(id: $id) { href } }', { id: essay.unifiedOrderId }, owner)).getUnifiedOrderById.href

    const page = await pageSignedInAs(owner)
    await open(page, `/ecosystem?completedOrder=${essay.unifiedOrderId}&flow=order&entry=tg`)
    await page.waitForSelector(`.completed-order[data-completed-order="${essay.unifiedOrderId}"][data-flow="order"]`)
    expect(await page.textContent('.completed-order__title')).toBe('Заказ в работе')
    expect(await page.textContent('.completed-order__text')).toBe('Влияние соцсетей на подростков')
    expect(await page.getAttribute('.completed-order a', 'href')).toBe(href)
    expect(new URL(page.url()).search).toBe('?entry=tg')
    await shoot(page, 'completed-order')
    // Read once: the reload shows the dashboard as usual.
    await page.reload()
    await page.waitForSelector('.recent[data-state="ready"]')
    expect(await page.locator('.completed-order').count()).toBe(0)
    await page.close()

    // Someone else's order, an unknown flow and junk ids: nothing shown, the address cleaned all the same.
    const other = await pageSignedInAs(stranger)
    for (const search of [`?completedOrder=${essay.unifiedOrderId}&flow=steal`, '?completedOrder=1%20or%201%3D1&flow=order']) {
      await open(other, `/ecosystem${search}`)
      await other.waitForSelector('.recent[data-state="ready"]')
      await expect.poll(() => new URL(other.url()).search).toBe('')
      expect(await other.locator('.completed-order').count()).toBe(0)
    }
    await other.close()
  }, 120_000)

  it('?loading=1 keeps the loading state until the client’s data is here, then leaves the address', async () => {
    const page = await pageSignedInAs(await signedInClient(gql), 'mobile')
    let release: () => void = () => {}
    const held = new Promise<void>((r) => (release = r))
    await page.route('**/graphql', async (route) => {
      if ((route.request().postData() ?? '').includes('recentOrders')) await held
      await route.fallback()
    })
    await open(page, '/ecosystem?loading=1')
    await page.waitForSelector('[data-island="quick-menu"][data-hydrated="true"]')
    await page.waitForSelector('[data-loading-flag]:has-text("Загружаем твои данные…")')
    expect(new URL(page.url()).searchParams.get('loading')).toBe('1')
    await shoot(page, 'loading')
    release()
    await page.waitForSelector('.recent[data-state="ready"]')
    expect(await page.locator('[data-loading-flag]').count()).toBe(0)
    await expect.poll(() => new URL(page.url()).search).toBe('')
    await page.close()
  })

  it('the landing’s page view carries event_name A|B as its variant and p as its placement; other values are dropped', async () => {
    const cases = [
      { search: '?event_name=B&p=partner_7', props: { landing: 'main', event_variant: 'B', placement: 'partner_7' } },
      { search: '?event_name=C&p=%3Cscript%3E', props: { landing: 'main' } },
    ]
    for (const c of cases) {
      const fingerprint = freshFingerprint()
      const page = await newPage('desktop')
      await page.addInitScript((fp) => {
        localStorage.setItem('fingerprint', fp)
        localStorage.setItem('cookiesAccepted', 'true')
        localStorage.setItem('cookieConsent', '{"analytics":true,"marketing":false}')
        document.cookie = `cookie_consent=${encodeURIComponent('{"analytics":true,"marketing":false}')};path=/`
        Object.defineProperty(navigator, 'webdriver', { get: () => false })
      }, fingerprint)
      await open(page, `/${c.search}`)
      await expect.poll(async () => (await storedEvents(fingerprint)).find((e) => e.name === 'landing_view')?.props ?? null).toEqual(c.props)
      await page.close()
    }
  })

  it('fileUrl: a file the client uploaded here is fetched by the browser and attached; another site’s is never fetched', async () => {
    const token = await signedInClient(gql)
    const page = await pageSignedInAs(token)
    // The client's own upload: a text work's workbook (POST /api/ai-essay-order/{id}/workbook).
    const essayId = (await gql<{ createAiEssayOrder: { id: string } }>('mutation { createAiEssayOrder(topic: "Задачи по физике для девятого класса", workTypeId: 1) { id } }', {}, token)).createAiEssayOrder.id
    const form = new FormData()
    form.append('file', new Blob(['Найди ускорение тела массой 2 кг под действием силы 10 Н'], { type: 'text/plain' }), 'задача.txt')
    const up = await fetch(urlFor(`/api/ai-essay-order/${essayId}/workbook`), { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } })
    expect(up.status).toBe(200)
    await open(page, `/ecosystem/task-solver?fileUrl=${encodeURIComponent(`/api/ai-essay-order/${essayId}/workbook`)}`)
    await page.waitForSelector('[data-island="task-start"][data-hydrated="true"]')
    await page.waitForSelector('[data-file-name]')
    expect(await page.textContent('[data-file-name]')).toContain('.txt')
    expect(new URL(page.url()).searchParams.has('fileUrl')).toBe(false)
    // Read by text recognition into the question, as a picked file is.
    await expect.poll(() => page.inputValue('textarea[name="question"]'), { timeout: 60_000 }).toContain('ускорение тела массой 2 кг')
    await shoot(page, 'file-url-attached')

    const asked: string[] = []
    await page.route('**/*', (route) => {
      const url = new URL(route.request().url())
      if (url.hostname === 'evil.test' || url.pathname.startsWith('/api/admin')) asked.push(url.href)
      return route.fallback()
    })
    await open(page, `/ecosystem/task-solver?fileUrl=${encodeURIComponent('https://evil.test/file.pdf')}&subject=1`)
    await page.waitForSelector('[data-island="task-start"][data-hydrated="true"]')
    await page.waitForSelector('.toast:has-text("Файл по ссылке не прикреплён")')
    expect(new URL(page.url()).searchParams.has('fileUrl')).toBe(false)
    expect(await page.locator('[data-file-name]').count()).toBe(0)
    await shoot(page, 'file-url-refused')
    // Another client's upload: the browser asks with this client's token and is refused; the notice says so.
    const stranger = await pageSignedInAs(await signedInClient(gql))
    await open(stranger, `/ecosystem/task-solver?fileUrl=${encodeURIComponent(`/api/ai-essay-order/${essayId}/workbook`)}`)
    await stranger.waitForSelector('.toast:has-text("Не получилось прикрепить файл по ссылке")')
    expect(await stranger.locator('[data-file-name]').count()).toBe(0)
    await stranger.close()
    // A path elsewhere on this site is refused the same way.
    await open(page, `/ecosystem/task-solver?fileUrl=${encodeURIComponent('/api/admin/complaints/1/attachments/1')}`)
    await page.waitForSelector('[data-island="task-start"][data-hydrated="true"]')
    await page.waitForSelector('.toast:has-text("Файл по ссылке не прикреплён")')
    expect(asked).toEqual([])
    await page.close()
  }, 150_000)
})
