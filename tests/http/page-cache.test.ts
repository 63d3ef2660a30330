// The page cache over HTTP: the app's middleware in front of stand-in pages that count their renders and carry the
// answer's nonce in inline scripts as the real ones do; invalidation through the library importer's NOTIFY.
import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../edge/app'
import type { AppDeps } from '../../edge/context'
import { openPostgres } from '../../edge/db/postgres.server'
import { importLibraryWorks } from '../../edge/library/import-library-works'
import { PAGE_CACHE_HEADER } from '../../edge/page-cache/page-cache-middleware'
import { startPageCache, type TRunningPageCache } from '../../edge/page-cache/start-page-cache'
import { enqueueReferatTopics } from '../../edge/referats/enqueue-referat-topics'
import { referatGenerateJob } from '../../edge/referats/referat-generate-job'
import { demoProvider } from '../../edge/ai/demo-provider'
import { createLogger } from '../../edge/log'
import { cspNonce } from '../../edge/http/security-headers'
import { testDeps } from '../helpers/app-deps'
import { fromPeer } from '../helpers/test-app'
import { onRealPostgres, testDb, type TestDb } from '../helpers/test-db'

let t: TestDb
let deps: AppDeps
let cache: TRunningPageCache
let app: ReturnType<typeof createApp>
const renders = new Map<string, number>()
let LIST = ''

/** A real starter work (content/library) under another slug and title: valid by construction. */
const row = (slug: string, title: string) => {
  const base = JSON.parse(readFileSync('content/library/physics.jsonl', 'utf8').split('\n')[0]!) as Record<string, string>
  return JSON.stringify({ ...base, slug, title })
}

beforeAll(async () => {
  const first = JSON.parse(readFileSync('content/library/physics.jsonl', 'utf8').split('\n')[0]!) as { type: string; subject: string }
  LIST = `/biblioteka/${first.type}/${first.subject}/`
  t = await testDb()
  deps = await testDeps(t.db)
  cache = (await startPageCache({ db: t.db, realtime: deps.realtime, settings: deps.settings, log: deps.log }))!
  app = fromPeer(createApp({ ...deps, pageCache: cache }))
  // Stand-in pages: each render is counted; the HTML carries the nonce where Vike and the shell put it.
  app.get('*', (c) => {
    const path = c.req.path
    renders.set(path, (renders.get(path) ?? 0) + 1)
    if (path === '/referat/missing/') return c.html('<h1>Страница не найдена</h1>', 404)
    if (path === '/faq') c.header('Set-Cookie', 'seen=1; Path=/')
    const n = cspNonce(c)
    return c.html(
      `<!doctype html><html><head><style nonce="${n}">b{}</style></head><body><h1>${path}</h1>` +
        `<p>рендер ${renders.get(path)}</p><script nonce="${n}">1</script><script nonce="${n}">2</script></body></html>`,
    )
  })
})

afterAll(async () => {
  await cache?.stop()
  await deps?.realtime.stop()
  await t?.dispose()
})

const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers })
const rendersOf = (path: string) => renders.get(path) ?? 0

async function until(check: () => Promise<boolean>, what: string) {
  for (let i = 0; i < 100; i++) {
    if (await check()) return
    await new Promise((r) => setTimeout(r, 50))
  }
  throw new Error(`не дождались: ${what}`)
}

describe('page cache', () => {
  it('renders a public guest page once: the second answer is a hit with the same HTML and CDN headers', async () => {
    const path = LIST
    const first = await get(path)
    const html1 = await first.text()
    expect(first.status).toBe(200)
    expect(first.headers.get(PAGE_CACHE_HEADER)).toBe('MISS')
    expect(first.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=600')
    const second = await get(path)
    const html2 = await second.text()
    expect(second.headers.get(PAGE_CACHE_HEADER)).toBe('HIT')
    expect(second.headers.get('cache-control')).toBe(first.headers.get('cache-control'))
    expect(second.headers.get('content-type')).toMatch(/^text\/html/)
    expect(rendersOf(path)).toBe(1)
    expect(html2).toContain('рендер 1')
    const strip = (h: string) => h.replace(/nonce="[^"]+"/g, 'nonce=""')
    expect(strip(html2)).toBe(strip(html1))
  })

  it('gives every hit a fresh nonce that the CSP header and all inline scripts and styles share', async () => {
    const path = '/referat/'
    await get(path)
    const nonces = new Set<string>()
    for (let i = 0; i < 3; i++) {
      const res = await get(path)
      expect(res.headers.get(PAGE_CACHE_HEADER)).toBe('HIT')
      const csp = res.headers.get('content-security-policy') ?? ''
      const headerNonce = /script-src 'self' 'nonce-([^']+)'/.exec(csp)?.[1]
      expect(csp).toContain(`style-src 'self' 'nonce-${headerNonce}'`)
      const inHtml = [...(await res.text()).matchAll(/nonce="([^"]+)"/g)].map((m) => m[1])
      expect(inHtml).toHaveLength(3)
      expect(new Set(inHtml)).toEqual(new Set([headerNonce]))
      nonces.add(headerNonce!)
    }
    expect(nonces.size).toBe(3)
    expect(rendersOf(path)).toBe(1)
  })

  it('keys by the query: another page or sort is another entry; the same parameters in another order are the same one', async () => {
    const path = '/biblioteka/zadachi/chemistry/'
    await get(`${path}?page=2&sort=new`)
    await get(`${path}?sort=new&page=2`)
    expect(rendersOf(path)).toBe(1)
    const other = await get(`${path}?page=3&sort=new`)
    expect(other.headers.get(PAGE_CACHE_HEADER)).toBe('MISS')
    expect(rendersOf(path)).toBe(2)
  })

  it('renders afresh and shares nothing for a signed-in request or a session cookie', async () => {
    const path = '/contacts'
    await get(path)
    await get(path)
    expect(rendersOf(path)).toBe(1)
    const signedIn = await get(path, { authorization: 'Bearer x.y.z' })
    expect(signedIn.headers.get(PAGE_CACHE_HEADER)).toBeNull()
    expect(signedIn.headers.get('cache-control')).toBeNull()
    const withSession = await get(path, { cookie: 'theme=dark; sb-access-token=abc' })
    expect(withSession.headers.get(PAGE_CACHE_HEADER)).toBeNull()
    expect(rendersOf(path)).toBe(3)
  })

  it('keeps the entry cookie (it picks the influencer banner) in the key and out of the CDN', async () => {
    const path = '/m/context/referat'
    await get(path)
    const blogger = await get(path, { cookie: 'entry=blogger1' })
    expect(blogger.headers.get(PAGE_CACHE_HEADER)).toBe('MISS')
    expect(blogger.headers.get('cache-control')).toBe('private, no-cache')
    expect((await get(path, { cookie: 'entry=blogger1' })).headers.get(PAGE_CACHE_HEADER)).toBe('HIT')
    expect((await get(path)).headers.get(PAGE_CACHE_HEADER)).toBe('HIT')
    expect(rendersOf(path)).toBe(2)
  })

  it('never keeps an answer that sets a cookie, a 404, a non-public page or a POST', async () => {
    await get('/faq')
    const again = await get('/faq')
    expect(again.headers.get('set-cookie')).toBe('seen=1; Path=/')
    expect(again.headers.get('cache-control')).toBeNull()
    expect(rendersOf('/faq')).toBe(2)
    await get('/referat/missing/')
    const missing = await get('/referat/missing/')
    expect(missing.status).toBe(404)
    expect(missing.headers.get('cache-control')).toBeNull()
    expect(rendersOf('/referat/missing/')).toBe(2)
    await get('/ecosystem/my-orders')
    await get('/ecosystem/my-orders')
    expect(rendersOf('/ecosystem/my-orders')).toBe(2)
  })

  it('drops the list, its works and the library main page when the importer adds a work (NOTIFY at commit)', async () => {
    const list = LIST
    const main = '/biblioteka/'
    const elsewhere = '/referat/'
    for (const p of [list, main, elsewhere]) await get(p)
    const before = { list: rendersOf(list), main: rendersOf(main), elsewhere: rendersOf(elsewhere) }
    expect((await get(list)).headers.get(PAGE_CACHE_HEADER)).toBe('HIT')
    const report = await importLibraryWorks({ db: t.db, text: row('kesh-brosok-vverkh', 'Бросок вверх: на какую высоту поднимется тело') })
    expect(report.inserted).toBe(1)
    await until(async () => (await get(list)).headers.get(PAGE_CACHE_HEADER) === 'MISS', 'список сбросился')
    expect(rendersOf(list)).toBe(before.list + 1)
    expect((await get(main)).headers.get(PAGE_CACHE_HEADER)).toBe('MISS')
    expect((await get(elsewhere)).headers.get(PAGE_CACHE_HEADER)).toBe('HIT')
  })

  it.runIf(onRealPostgres())('drops pages when another instance (its own connection) changes a work', async () => {
    const list = LIST
    await get(list)
    expect((await get(list)).headers.get(PAGE_CACHE_HEADER)).toBe('HIT')
    const other = openPostgres(t.url!, { max: 1 })
    try {
      await importLibraryWorks({ db: other, text: row('kesh-brosok-vverkh', 'Бросок вверх: высота подъёма тела (исправлено)') })
    } finally {
      await other.close()
    }
    await until(async () => (await get(list)).headers.get(PAGE_CACHE_HEADER) === 'MISS', 'список сбросился по NOTIFY другого процесса')
  })

  it('drops the referat main page, search and subject list when a referat is published; other subjects stay', async () => {
    const [q] = await enqueueReferatTopics({ db: t.db, topics: [{ subjectSlug: 'history', topic: 'Кэш страниц: реформы Александра II' }] })
    const pages = ['/referat/', '/referat/search/?q=реформы', '/referat/history/', '/referat/economics/']
    for (const p of pages) await get(p)
    for (const p of pages) expect((await get(p)).headers.get(PAGE_CACHE_HEADER)).toBe('HIT')
    const services = { ...deps, ports: { ...deps.ports, ai: demoProvider({ streamDelayMs: 0 }) } }
    await referatGenerateJob.handler({ referatId: q!.referatId! }, { db: t.db, jobId: '0', attempt: 1, log: createLogger('silent'), services })
    await until(async () => (await get('/referat/history/')).headers.get(PAGE_CACHE_HEADER) === 'MISS', 'список предмета сбросился')
    expect((await get('/referat/')).headers.get(PAGE_CACHE_HEADER)).toBe('MISS')
    expect((await get('/referat/search/?q=реформы')).headers.get(PAGE_CACHE_HEADER)).toBe('MISS')
    expect((await get('/referat/economics/')).headers.get(PAGE_CACHE_HEADER)).toBe('HIT')
  })

  it('keeps the main page too, and a hit carries the robots header its render got', async () => {
    const first = await get('/')
    expect(first.headers.get(PAGE_CACHE_HEADER)).toBe('MISS')
    expect(first.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=600')
    expect((await get('/')).headers.get(PAGE_CACHE_HEADER)).toBe('HIT')
    expect(rendersOf('/')).toBe(1)
    // Search results are noindex, follow (edge/seo/robots-header.ts): the hit answers before that middleware runs.
    const search = '/referat/search/?q=петр'
    const miss = await get(search)
    const hit = await get(search)
    expect(hit.headers.get(PAGE_CACHE_HEADER)).toBe('HIT')
    expect(miss.headers.get('x-robots-tag')).toBe('noindex, follow')
    expect(hit.headers.get('x-robots-tag')).toBe('noindex, follow')
    expect(hit.headers.get('x-request-id')).toBeTruthy()
    expect(hit.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it('counts a library work view on a cached answer too', async () => {
    const recorded: number[] = []
    const counting = createApp({ ...deps, pageCache: cache, ports: { ...deps.ports, libraryViews: { record: (id) => recorded.push(id), flush: async () => {} } } })
    counting.get('*', (c) => {
      c.set('libraryWorkViewed', 42)
      return c.html(`<p nonce="${cspNonce(c)}">работа</p>`)
    })
    const path = '/biblioteka/zadachi/physics/some-work/'
    await counting.request(path)
    expect((await counting.request(path)).headers.get(PAGE_CACHE_HEADER)).toBe('HIT')
    // The stand-in page does not record; only the cached answer does.
    expect(recorded).toEqual([42])
  })
})
