// Search engines against the built server in Chromium (issue 11 part 7): a work and a referat carry parseable JSON-LD
// (BreadcrumbList equal to the visible trail, LearningResource) and Open Graph, with no CSP violation; robots.txt and
// the sitemap chain reach those pages; every route of the table says noindex in its head exactly when its header does.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { closeBrowser, newPage, screenshot, urlFor } from './fixtures'
import { ROUTE_EXAMPLES } from '../helpers/route-examples'
import { INDEXED_ROUTES } from '../helpers/indexed-routes'

afterAll(closeBrowser)

const get = (path: string) => fetch(urlFor(path), { redirect: 'manual' })
const WORK = '/biblioteka/zadachi/physics/fiz-period-mayatnika-2-5-m/'
const origin = () => new URL(urlFor('/')).origin
let referatPath = ''

beforeAll(async () => {
  // The first start seeds the referat catalogue in the background: wait for a history referat to be published.
  const started = Date.now()
  while (!referatPath && Date.now() - started < 50_000) {
    referatPath = (await (await get('/referat/history/')).text()).match(/href="(\/referat\/[a-z0-9-]+-\d+\/)"/)?.[1] ?? ''
    if (!referatPath) await new Promise((r) => setTimeout(r, 500))
  }
  expect(referatPath).not.toBe('')
})

type Violation = { directive: string; blocked: string; sample: string }

/** A page that records CSP violations from before its own scripts run (as tests/e2e/security-headers.e2e.ts does). */
async function watchedPage(): Promise<{ page: Page; violations: Violation[] }> {
  const page = await newPage('desktop')
  const violations: Violation[] = []
  await page.exposeFunction('__reportCsp', (v: Violation) => violations.push(v))
  page.on('console', (m) => {
    if (m.text().includes('Content Security Policy')) violations.push({ directive: 'console', blocked: '', sample: m.text() })
  })
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      void (window as unknown as { __reportCsp: (v: unknown) => void }).__reportCsp({ directive: e.violatedDirective, blocked: e.blockedURI, sample: e.sample })
    })
  })
  return { page, violations }
}

type TLd = { '@type': string; [k: string]: unknown }

async function headFacts(page: Page) {
  const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t) as TLd)
  const og = Object.fromEntries(
    await page.locator('meta[property^="og:"]').evaluateAll((els) => els.map((e) => [e.getAttribute('property'), e.getAttribute('content')])),
  ) as Record<string, string>
  return { ld, og, canonical: await page.getAttribute('link[rel="canonical"]', 'href'), robots: await page.locator('meta[name="robots"]').count() }
}

async function visibleTrail(page: Page, nav: string) {
  return page.locator(`${nav} li`).evaluateAll((lis) =>
    lis.map((li) => {
      const a = li.querySelector('a')
      return { name: (li.textContent ?? '').trim(), href: a ? (a as HTMLAnchorElement).href : null }
    }),
  )
}

describe('structured data in Chromium', () => {
  it('a library work: JSON-LD breadcrumbs equal the visible trail, a LearningResource, Open Graph, no CSP violation', async () => {
    const { page, violations } = await watchedPage()
    await page.goto(urlFor(WORK), { waitUntil: 'load' })
    const { ld, og, canonical, robots } = await headFacts(page)
    expect(canonical).toBe(urlFor(WORK))
    expect(robots).toBe(0)
    const crumbs = ld.find((b) => b['@type'] === 'BreadcrumbList') as unknown as { itemListElement: { position: number; name: string; item: string }[] }
    const trail = await visibleTrail(page, '.lib-crumbs')
    expect(crumbs.itemListElement).toEqual(trail.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.name, item: c.href ?? urlFor(WORK) })))
    expect(ld.find((b) => b['@type'] === 'LearningResource')).toMatchObject({
      name: 'Найти период колебаний математического маятника длиной 2,5 м',
      inLanguage: 'ru',
      about: { name: 'Физика' },
      url: urlFor(WORK),
    })
    expect(og).toMatchObject({
      'og:title': await page.title(),
      'og:url': urlFor(WORK),
      'og:type': 'article',
      'og:site_name': 'Кампус',
      'og:locale': 'ru_RU',
    })
    expect(og['og:description']).toBe(await page.getAttribute('meta[name="description"]', 'content'))
    await page.waitForTimeout(150)
    expect(violations).toEqual([])
    await page.close()
  })

  it('a referat: the same, with the referat as a LearningResource about its subject', async () => {
    const { page, violations } = await watchedPage()
    await page.goto(urlFor(referatPath), { waitUntil: 'load' })
    const { ld, og, canonical } = await headFacts(page)
    expect(canonical).toBe(urlFor(referatPath))
    const crumbs = ld.find((b) => b['@type'] === 'BreadcrumbList') as unknown as { itemListElement: { name: string; item: string }[] }
    const trail = await visibleTrail(page, '.breadcrumbs')
    expect(crumbs.itemListElement.map((i) => [i.name, i.item])).toEqual(trail.map((c) => [c.name, c.href ?? urlFor(referatPath)]))
    expect(trail[1]).toEqual({ name: 'История', href: urlFor('/referat/history/') })
    expect(ld.find((b) => b['@type'] === 'LearningResource')).toMatchObject({
      name: await page.textContent('h1'),
      inLanguage: 'ru',
      learningResourceType: 'Реферат',
      about: { name: 'История' },
    })
    expect(og).toMatchObject({ 'og:url': urlFor(referatPath), 'og:type': 'article', 'og:site_name': 'Кампус', 'og:locale': 'ru_RU' })
    await screenshot(page, 'seo-referat-1280')
    await page.waitForTimeout(150)
    expect(violations).toEqual([])
    await page.close()
  })
})

describe('robots.txt and the sitemaps of the running server', () => {
  it('robots.txt names the sitemap; the index leads to files that hold the work and the referat', async () => {
    const robots = await (await get('/robots.txt')).text()
    expect(robots).toContain(`Sitemap: ${origin()}/sitemap.xml`)
    const index = await get('/sitemap.xml')
    expect(index.headers.get('content-type')).toBe('application/xml; charset=utf-8')
    const files = [...(await index.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!)
    expect(files).toEqual([`${origin()}/sitemaps/pages.xml`, `${origin()}/sitemaps/categories.xml`, `${origin()}/sitemaps/library-1.xml`, `${origin()}/sitemaps/referats-1.xml`])
    const urls = (await Promise.all(files.map(async (f) => (await fetch(f)).text()))).join('\n')
    expect(urls).toContain(`<loc>${urlFor(WORK)}</loc><lastmod>`)
    expect(urls).toContain(`<loc>${urlFor(referatPath)}</loc><lastmod>`)
    expect(urls).toContain(`<loc>${urlFor('/ecosystem/docs/privacy-policy')}</loc>`)
    expect(urls).toContain(`<loc>${urlFor('/biblioteka/zadachi/physics/')}</loc><lastmod>`)
    expect(urls).toContain(`<loc>${urlFor('/referat/history/')}</loc><lastmod>`)
  })

  it('every address of every sitemap file answers 200, never a redirect or the 404 page', async () => {
    const files = [...(await (await get('/sitemap.xml')).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!)
    const urls = (await Promise.all(files.map(async (f) => [...(await (await fetch(f)).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!)))).flat()
    // The e2e server's library and referat catalogue, their categories and the static pages.
    expect(urls.length).toBeGreaterThan(100)
    expect(urls.filter((u) => /\/(biblioteka\/[a-z-]+|referat)\/[a-z-]+\/$/.test(new URL(u).pathname)).length).toBeGreaterThan(5)
    const failed: string[] = []
    const queue = [...urls]
    const worker = async () => {
      for (let url = queue.shift(); url; url = queue.shift()) {
        const res = await fetch(url, { redirect: 'manual' })
        await res.arrayBuffer()
        if (res.status !== 200) failed.push(`${res.status} ${url}`)
      }
    }
    await Promise.all(Array.from({ length: 4 }, worker))
    expect(failed).toEqual([])
  }, 120_000)
})

describe('noindex by route kind on the rendered pages', () => {
  it.each(ROUTE_EXAMPLES.map((e) => [e.route.name, e.path]))('%s: %s', async (name, path) => {
    const res = await get(path)
    const html = await res.text()
    const meta = html.match(/<meta name="robots" content="([^"]*)"/)?.[1] ?? null
    const header = res.headers.get('x-robots-tag')
    if (INDEXED_ROUTES.has(name)) {
      expect(header).toBeNull()
      expect(meta).toBeNull()
      // A listed route whose sample data does not exist is the 404 page, which names no canonical.
      if (res.status === 200) expect(html).toMatch(/<link rel="canonical" href="http:\/\/127\.0\.0\.1:\d+\//)
      return
    }
    expect(header).toMatch(/^noindex/)
    // The error page (the route's sample data missing, a page only for signed-in users) still answers with its status.
    if (res.status === 200) expect(meta).toBe(header)
    expect(html).not.toContain('property="og:url"')
  })
})
