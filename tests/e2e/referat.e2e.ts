// Referat catalogue as a guest, against the built server whose first start queued the starter topics: the seed
// completes, the pages answer with real statuses (301 to the canonical slug, 404 for unknown data), search works
// without JavaScript, and a browser goes from /referat/search/?q=… to a referat and its «Скачать DOCX» sign-in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { strFromU8, unzipSync } from 'fflate'
import { closeBrowser, newPage, screenshot, serverJwtSecret, urlFor, watchScripts } from './fixtures'
import { issueToken } from '../../edge/auth/token'

afterAll(closeBrowser)

const get = (path: string) => fetch(urlFor(path), { redirect: 'manual' })
const scriptFilesIn = (html: string) => html.match(/<script[^>]*\bsrc=|<script[^>]*type="module"|rel="modulepreload"/g) ?? []
const totalIn = (html: string) => Number(html.match(/data-total="(\d+)"/)?.[1] ?? 0)

let detailPath = ''

beforeAll(async () => {
  // The in-process worker writes the 64 starter referats after the server starts; measured here.
  const started = Date.now()
  let total = 0
  while (Date.now() - started < 50_000) {
    total = totalIn(await (await get('/referat/')).text())
    if (total >= 60) break
    await new Promise((r) => setTimeout(r, 500))
  }
  process.stdout.write(`referat seed: ${total} published, seen ${Date.now() - started} ms after the suite began\n`)
  expect(total).toBeGreaterThanOrEqual(60)
  const html = await (await get('/referat/history/')).text()
  detailPath = html.match(/href="(\/referat\/reformy-petra[a-z-]*-\d+\/)"/)![1]!
}, 60_000)

describe('referat pages over HTTP', () => {
  it('main, subject and detail pages answer 200 with no JavaScript, a canonical link and their own description', async () => {
    for (const path of ['/referat/', '/referat/history/', detailPath, '/referat/search/?q=инфляция']) {
      const res = await get(path)
      const html = await res.text()
      expect(res.status, path).toBe(200)
      expect(scriptFilesIn(html), path).toEqual([])
      expect(html).toMatch(/<link rel="canonical" href="http:\/\/127\.0\.0\.1:\d+\/referat\//)
      expect(html.match(/<meta name="description"/g)).toHaveLength(1)
    }
    const detail = await (await get(detailPath)).text()
    expect(detail).toContain('<title>Реферат на тему «Реформы Петра I и их значение для России» — скачать в DOCX</title>')
    expect(detail).toContain('Демонстрационный текст')
    expect(detail).not.toContain('Уникальность')
  })

  it('a wrong slug moves to the canonical address; an unknown id or subject is the 404 page', async () => {
    const id = detailPath.match(/-(\d+)\/$/)![1]
    const moved = await get(`/referat/kakoy-to-staryy-slug-${id}/`)
    expect(moved.status).toBe(301)
    expect(new URL(moved.headers.get('location')!, urlFor('/')).pathname).toBe(detailPath)
    for (const path of ['/referat/reformy-999999/', '/referat/no-such-subject/', '/referat/mathematical-analysis/']) {
      const res = await get(path)
      expect(res.status, path).toBe(404)
      expect(await res.text()).toContain('Упс, кажется тут ничего нет')
    }
  })

  it('the guest HTML holds the introduction only, the outline and the reference list', async () => {
    const html = await (await get(detailPath)).text()
    const firstPart = html.match(/data-testid="referat-first-part"[\s\S]*?<div class="referat-more/)![0]
    expect(firstPart.match(/<h2>([^<]*)<\/h2>/g)).toEqual(['<h2>Введение</h2>'])
    expect(html).toContain('Основная часть и заключение — в полной версии реферата.')
    const refs = html.match(/data-testid="referat-references"[\s\S]*?<\/ol>/)![0]
    expect(refs.match(/<li>/g)!.length).toBeGreaterThan(0)
    // The whole text, as the service's DOCX has it: the introduction is on the page, the conclusion is not.
    const token = await issueToken({ userId: '00000000-0000-0000-0000-000000000000', secret: serverJwtSecret(), role: 'service_role' })
    const docx = await fetch(urlFor(`/api/referat/${detailPath.match(/-(\d+)\/$/)![1]}/docx`), { headers: { authorization: `Bearer ${token}` } })
    expect(docx.status).toBe(200)
    const runs = [...strFromU8(unzipSync(new Uint8Array(await docx.arrayBuffer()))['word/document.xml']!).matchAll(/<w:t[^>]*>([^<]*)<\/w:t>/g)].map((m) => m[1]!)
    const conclusion = runs.slice(runs.lastIndexOf('ЗАКЛЮЧЕНИЕ') + 1).find((t) => t.length > 60)!
    const introduction = runs.slice(runs.lastIndexOf('ВВЕДЕНИЕ') + 1).find((t) => t.length > 60)!
    expect(html).toContain(introduction.slice(0, 60))
    expect(html).not.toContain(conclusion.slice(0, 60))
  })

  it('search: nothing found shows the spec message; text over 200 characters is cut', async () => {
    const none = await (await get(`/referat/search/?q=${encodeURIComponent('квантовая хромодинамика глюонов')}`)).text()
    expect(none).toContain('К сожалению, ничего не найдено 😢')
    const long = `инфляция ${'я'.repeat(300)}`
    const cut = await (await get(`/referat/search/?q=${encodeURIComponent(long)}`)).text()
    expect(cut).toContain(`value="${long.slice(0, 200)}"`)
    expect(cut).not.toContain(long.slice(0, 201))
  })
})

describe('referats in the browser', () => {
  for (const [viewport, width] of [['mobile', 375], ['desktop', 1280]] as const) {
    it(`a guest searches, opens a referat and is sent to sign in for the DOCX (${width} px)`, async () => {
      const page = await newPage(viewport)
      const scripts = watchScripts(page)
      await page.goto(urlFor('/referat/'), { waitUntil: 'load' })
      await screenshot(page, `referat-main-${width}`)
      await page.goto(urlFor('/referat/history/'), { waitUntil: 'load' })
      await screenshot(page, `referat-category-${width}`)
      await page.goto(urlFor('/referat/search/'), { waitUntil: 'load' })
      // The form works without JavaScript: a plain GET submit.
      await page.fill('input[name=q]', 'реформы Петра')
      await Promise.all([page.waitForURL(/\/referat\/search\/\?q=/), page.click('form[role=search] button[type=submit]')])
      await screenshot(page, `referat-search-${width}`)
      const first = page.locator('.referat-card__title').first()
      expect(await first.textContent()).toBe('Реформы Петра I и их значение для России')
      await Promise.all([page.waitForURL(/\/referat\/reformy-petra/), first.click()])
      expect(new URL(page.url()).pathname).toBe(detailPath)
      expect(await page.textContent('h1')).toBe('Реформы Петра I и их значение для России')
      expect(await page.textContent('[data-demo]')).toContain('Демонстрационный текст')
      expect(await page.locator('.referat-outline li').count()).toBeGreaterThan(5)
      expect(await page.locator('[data-testid=referat-references] li').count()).toBeGreaterThan(0)
      await screenshot(page, `referat-detail-${width}`)
      await page.goto(urlFor('/referat/search/?q=zzzqqq'), { waitUntil: 'load' })
      expect(await page.textContent('[data-testid=referat-search-empty]')).toContain('К сожалению, ничего не найдено 😢')
      await screenshot(page, `referat-search-empty-${width}`)
      expect((await scripts.summary()).scripts).toEqual([])
      // «Скачать DOCX»: sign-in first, then the AI referat order with this catalogue referat.
      await page.goto(urlFor(detailPath), { waitUntil: 'load' })
      const id = detailPath.match(/-(\d+)\/$/)![1]
      await Promise.all([page.waitForURL(/\/ecosystem\/auth/), page.click('.referat-detail__download')])
      expect(new URL(page.url()).searchParams.get('redirect')).toBe(`/ecosystem/referat?partnerAiReferatId=${id}`)
      await page.close()
    })
  }
})
