// Search-engine files: /robots.txt, the sitemap index /sitemap.xml and its paged files under /sitemaps/.
import { Hono } from 'hono'
import type { AppEnv } from '../context'
import { robotsTxt } from '../../domain/seo/robots-txt'
import {
  sitemapIndexXml,
  sitemapPageCount,
  sitemapPagePath,
  SITEMAP_PAGES_PATH,
  urlsetXml,
  type TSitemapKind,
  type TSitemapUrl,
} from '../../domain/seo/sitemap'
import { sitemapStaticUrls } from '../../domain/seo/sitemap-pages'
import { SITEMAP_CATEGORIES_PATH, sitemapCategoryUrls } from '../../domain/seo/sitemap-categories'
import { listSitemapCategories } from './list-sitemap-categories'
import { countSitemapWorks } from '../library/count-sitemap-works'
import { listSitemapWorks } from '../library/list-sitemap-works'
import { countSitemapReferats } from '../referats/count-sitemap-referats'
import { listSitemapReferats } from '../referats/list-sitemap-referats'
import { siteOrigin } from './site-origin'

/** An hour in browsers and CDNs: a new work reaches the sitemap within the hour, which search engines do not notice. */
const CACHEABLE = 'public, max-age=3600'
const XML = { 'content-type': 'application/xml; charset=utf-8', 'cache-control': CACHEABLE }

const COUNT = { library: countSitemapWorks, referats: countSitemapReferats } satisfies Record<TSitemapKind, unknown>
const LIST = { library: listSitemapWorks, referats: listSitemapReferats } satisfies Record<TSitemapKind, unknown>

/** `library-3.xml` → { kind: 'library', n: 3 }; anything else (zero, a leading zero, another name) → null. */
function parsePagedFile(file: string): { kind: TSitemapKind; n: number } | null {
  const m = /^(library|referats)-([1-9]\d{0,6})\.xml$/.exec(file)
  return m ? { kind: m[1] as TSitemapKind, n: Number(m[2]) } : null
}

export const seoRoutes = new Hono<AppEnv>()
  // GET /robots.txt – what crawlers may visit, and where the sitemap is
  .get('/robots.txt', (c) => c.text(robotsTxt(siteOrigin(c)), 200, { 'cache-control': CACHEABLE }))
  // GET /sitemap.xml – the index: the pages file, the categories file, then the library and referat files by the sitemap page size
  .get('/sitemap.xml', async (c) => {
    const { db, settings } = c.get('deps')
    const [works, referats] = await Promise.all([countSitemapWorks({ db }), countSitemapReferats({ db })])
    const paged = (kind: TSitemapKind, count: number) =>
      Array.from({ length: sitemapPageCount(count, settings.SITEMAP_PAGE_SIZE) }, (_, i) => ({ path: sitemapPagePath(kind, i + 1) }))
    const files = [{ path: SITEMAP_PAGES_PATH }, { path: SITEMAP_CATEGORIES_PATH }, ...paged('library', works), ...paged('referats', referats)]
    return c.body(sitemapIndexXml(siteOrigin(c), files), 200, XML)
  })
  // GET /sitemaps/{pages|categories|library-n|referats-n}.xml – one file of the index; a file the index does not list is 404
  .get('/sitemaps/:file', async (c) => {
    const { db, settings } = c.get('deps')
    const file = c.req.param('file')
    let urls: TSitemapUrl[]
    if (`/sitemaps/${file}` === SITEMAP_PAGES_PATH) urls = sitemapStaticUrls()
    else if (`/sitemaps/${file}` === SITEMAP_CATEGORIES_PATH) urls = sitemapCategoryUrls(await listSitemapCategories({ db }))
    else {
      const paged = parsePagedFile(file)
      if (!paged) return c.text('Такого файла карты сайта нет', 404)
      const pages = sitemapPageCount(await COUNT[paged.kind]({ db }), settings.SITEMAP_PAGE_SIZE)
      if (paged.n > pages) return c.text('Такого файла карты сайта нет', 404)
      urls = await LIST[paged.kind]({ db, page: paged.n, pageSize: settings.SITEMAP_PAGE_SIZE })
    }
    return c.body(urlsetXml(siteOrigin(c), urls), 200, XML)
  })
