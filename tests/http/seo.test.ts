// Search engines through the Hono app (issue 11 part 7): robots.txt, the sitemap index and its paged files over the
// published works and referats (a small page size here), and X-Robots-Tag by route kind over the whole route table.
import { beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../edge/app'
import type { AppDeps } from '../../edge/context'
import { withSettings } from '../helpers/app-deps'
import { useTestApp, type TTestApp } from '../helpers/test-app'
import type { TestDb } from '../helpers/test-db'
import { ROUTE_EXAMPLES } from '../helpers/route-examples'
import { INDEXED_ROUTES } from '../helpers/indexed-routes'
import { MARKETING_CONTEXT_TYPES } from '../../domain/routes'
import { LEGAL_DOCUMENTS, legalDocPath } from '../../domain/legal/documents'
import { SITEMAP_PAGE_SIZE } from '../../domain/seo/sitemap'
import { readSettings } from '../../edge/settings'

const APP_URL = 'https://kampus.test'
let t: TestDb
let deps: AppDeps
let app: TTestApp
useTestApp((made) => ({ t, deps, app } = made), { APP_URL, SITEMAP_PAGE_SIZE: '2' })

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1])
const lastmods = (xml: string) => [...xml.matchAll(/<url><loc>([^<]*)<\/loc><lastmod>([^<]*)<\/lastmod><\/url>/g)].map((m) => [m[1], m[2]])

// Five published works (three files of two), one hidden; three published referats (two files), one queued.
const WORKS = ['seo-work-a', 'seo-work-b', 'seo-work-c', 'seo-work-d', 'seo-work-e']
beforeAll(async () => {
  for (const [i, slug] of [...WORKS, 'seo-hidden'].entries()) {
    await t.db.query(
      `insert into public.library_works (type_id, subject_id, slug, level, title, task, short_answer, answer, published, updated_at)
       values (1, 11, $1, 'school', $2, 'Условие задачи', 'Начало решения', 'Полное решение', $3, $4)`,
      [slug, `Задача ${i} </script> & «кавычки»`, slug !== 'seo-hidden', `2026-0${i + 1}-02T03:04:05.678Z`],
    )
  }
  for (const [i, status] of ['published', 'published', 'published', 'queued'].entries()) {
    await t.db.query(
      `insert into public.referats (id, subject_id, slug, topic, title, status, updated_at, published_at)
       values ($1, 44, $2, $3, $3, $4, $5, now())`,
      [9100 + i, `seo-referat-${i}`, `Тема реферата номер ${i}`, status, `2026-10-1${i}T00:00:00Z`],
    )
  }
})

describe('GET /robots.txt', () => {
  it('opens the site, closes the cabinet, API, dev tools, web-app and search results, and names the sitemap on APP_URL', async () => {
    const res = await app.request('/robots.txt')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/plain; charset=UTF-8')
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600')
    const lines = (await res.text()).split('\n')
    expect(lines[0]).toBe('User-agent: *')
    expect(lines).toContain('Allow: /')
    expect(lines).toContain(`Sitemap: ${APP_URL}/sitemap.xml`)
    const disallowed = lines.filter((l) => l.startsWith('Disallow: ')).map((l) => l.slice('Disallow: '.length))
    for (const p of ['/api/', '/graphql', '/dev/', '/webapp', '/referat/search/', '/biblioteka/?q=', '/ecosystem/my-orders', '/ecosystem/profile', '/ecosystem/referat', '/ecosystem/task-solver/', '/ecosystem/library/']) {
      expect(disallowed).toContain(p)
    }
    // Robots match by prefix: nothing a guest should find from a search engine is closed.
    for (const open of ['/', '/biblioteka/zadachi/physics/x/', '/referat/', '/referat/tema-1/', '/faq', '/ecosystem/faq', '/ecosystem/docs/offer', '/m/context/esse', '/ecosystem/task-solver']) {
      expect(disallowed.filter((p) => open.startsWith(p) && !p.includes('?'))).toEqual([])
    }
  })

  it('without APP_URL (development) names the sitemap on the request origin', async () => {
    const devApp = createApp(withSettings(deps, { APP_URL: undefined }))
    const text = await (await devApp.request('http://localhost:3000/robots.txt')).text()
    expect(text).toContain('Sitemap: http://localhost:3000/sitemap.xml')
  })
})

describe('GET /sitemap.xml', () => {
  it('indexes the pages file and the paged library and referat files, cacheable XML', async () => {
    const res = await app.request('/sitemap.xml')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8')
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600')
    const xml = await res.text()
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(true)
    expect(locs(xml)).toEqual([
      `${APP_URL}/sitemaps/pages.xml`,
      `${APP_URL}/sitemaps/categories.xml`,
      `${APP_URL}/sitemaps/library-1.xml`,
      `${APP_URL}/sitemaps/library-2.xml`,
      `${APP_URL}/sitemaps/library-3.xml`,
      `${APP_URL}/sitemaps/referats-1.xml`,
      `${APP_URL}/sitemaps/referats-2.xml`,
    ])
  })

  it('pages the published works by the page size, with lastmod from updated_at', async () => {
    const files = await Promise.all([1, 2, 3].map(async (n) => (await app.request(`/sitemaps/library-${n}.xml`)).text()))
    expect(files.map((x) => locs(x).length)).toEqual([2, 2, 1])
    const all = files.flatMap(lastmods)
    expect(all).toEqual(WORKS.map((slug, i) => [`${APP_URL}/biblioteka/zadachi/physics/${slug}/`, `2026-0${i + 1}-02T03:04:05Z`]))
  })

  it('pages the published referats, never a queued one', async () => {
    const files = await Promise.all([1, 2].map(async (n) => (await app.request(`/sitemaps/referats-${n}.xml`)).text()))
    expect(files.flatMap(lastmods)).toEqual([0, 1, 2].map((i) => [`${APP_URL}/referat/seo-referat-${i}-${9100 + i}/`, `2026-10-1${i}T00:00:00Z`]))
  })

  it('escapes what XML would read as markup', async () => {
    const odd = createApp(withSettings(deps, { APP_URL: 'https://kampus.test/?a=1&b=<2>' }))
    const xml = await (await odd.request('/sitemap.xml')).text()
    expect(xml).toContain('<loc>https://kampus.test/?a=1&amp;b=&lt;2&gt;/sitemaps/pages.xml</loc>')
    expect(xml).not.toContain('&b=<')
  })

  it('lists the ready guest pages, the eight context landings and the legal documents; no cabinet, search or utility page', async () => {
    const res = await app.request('/sitemaps/pages.xml')
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8')
    const paths = locs(await res.text()).map((u) => u!.slice(APP_URL.length))
    for (const p of ['/', '/faq', '/contacts', '/biblioteka/', '/biblioteka/reshenie-zadach/', '/referat/', '/ecosystem/faq', '/ecosystem/docs', '/b/payment']) {
      expect(paths).toContain(p)
    }
    for (const type of MARKETING_CONTEXT_TYPES) expect(paths).toContain(`/m/context/${type}`)
    for (const d of LEGAL_DOCUMENTS) expect(paths).toContain(legalDocPath(d.slug))
    for (const p of ['/ecosystem', '/ecosystem/auth', '/ecosystem/my-orders', '/referat/search/', '/thanks', '/email-unsubscribe', '/not-found', '/webapp/orders', '/exam', '/ui-kit']) {
      expect(paths).not.toContain(p)
    }
    expect(paths.some((p) => p.includes('@'))).toBe(false)
    expect(new Set(paths).size).toBe(paths.length)
  })

  it('lists the library lists and referat subjects with published works, lastmod from their newest published one', async () => {
    // A list with only a hidden work is not listed (it would show «ничего не найдено»).
    await t.db.query(
      `insert into public.library_works (type_id, subject_id, slug, level, title, task, short_answer, answer, published)
       values (2, 11, 'seo-hidden-question', 'school', 'Скрытый вопрос', 'Условие', 'Начало', 'Полное', false)`,
    )
    const res = await app.request('/sitemaps/categories.xml')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8')
    // The hidden work (June) and the queued referat (13 October) are newer than what is shown, and do not count.
    expect(lastmods(await res.text())).toEqual([
      [`${APP_URL}/biblioteka/zadachi/physics/`, '2026-05-02T03:04:05Z'],
      [`${APP_URL}/referat/economics/`, '2026-10-12T00:00:00Z'],
    ])
  })

  it('leaves out a subject taken out of the library or the referat catalogue (its page is the 404 page)', async () => {
    await t.db.query(`update public.subjects set in_library = false, in_referat = false where id in (11, 44)`)
    try {
      expect(locs(await (await app.request('/sitemaps/categories.xml')).text())).toEqual([])
      // Nor are its works (their pages are the 404 page too): every work here is a physics one, so the index counts none
      // (one empty work file, as for an empty library) and that file lists none.
      expect(locs(await (await app.request('/sitemap.xml')).text()).filter((u) => u!.includes('/sitemaps/library-'))).toEqual([`${APP_URL}/sitemaps/library-1.xml`])
      const first = await app.request('/sitemaps/library-1.xml')
      expect(first.status).toBe(200)
      expect(locs(await first.text())).toEqual([])
    } finally {
      await t.db.query(`update public.subjects set in_library = true, in_referat = true where id in (11, 44)`)
    }
  })

  it('answers 404 for a file the index does not list', async () => {
    for (const file of ['library-4.xml', 'library-0.xml', 'library-01.xml', 'referats-3.xml', 'works-1.xml', 'library-1.xml.gz', 'pages', 'categories', 'categories-1.xml']) {
      expect((await app.request(`/sitemaps/${file}`)).status, file).toBe(404)
    }
  })

  it('uses the protocol limit of 50 000 addresses unless set lower, and refuses more', () => {
    expect(SITEMAP_PAGE_SIZE).toBe(50_000)
    expect(deps.settings.SITEMAP_PAGE_SIZE).toBe(2)
    expect(readSettings({}).SITEMAP_PAGE_SIZE).toBe(50_000)
    expect(() => readSettings({ SITEMAP_PAGE_SIZE: '50001' })).toThrow(/SITEMAP_PAGE_SIZE: не больше 50000/)
  })
})

describe('X-Robots-Tag by route kind', () => {
  /** The app with a stand-in for the pages, as tests/http/routes.test.ts does. */
  const withPages = () => {
    const a = createApp(deps)
    a.get('*', (c) => c.text('page'))
    return a
  }

  it.each(ROUTE_EXAMPLES.map((e) => [e.route.name, e.path]))('%s: %s', async (name, path) => {
    const res = await withPages().request(path)
    expect(res.status).toBe(200)
    const tag = res.headers.get('x-robots-tag')
    if (INDEXED_ROUTES.has(name)) expect(tag).toBeNull()
    else expect(tag).toMatch(/^noindex/)
  })

  it('search results are noindex but followed; the library main page only with a query', async () => {
    const tag = async (path: string) => (await withPages().request(path)).headers.get('x-robots-tag')
    expect(await tag('/referat/search/?q=инфляция')).toBe('noindex, follow')
    expect(await tag('/biblioteka/?q=маятник')).toBe('noindex, follow')
    expect(await tag('/biblioteka/?q=')).toBe('noindex, follow')
    expect(await tag('/biblioteka/')).toBeNull()
    expect(await tag('/biblioteka/zadachi/physics/?page=2')).toBeNull()
  })

  it('API, GraphQL and dev answers are noindex too; robots.txt and the sitemaps are not', async () => {
    expect((await app.request('/api/health')).headers.get('x-robots-tag')).toBe('noindex')
    expect((await app.request('/api/nothing-here')).headers.get('x-robots-tag')).toBe('noindex')
    expect((await app.request('/robots.txt')).headers.get('x-robots-tag')).toBeNull()
    expect((await app.request('/sitemap.xml')).headers.get('x-robots-tag')).toBeNull()
  })
})
