// The head tags pages render for search engines, rendered here from real database rows (PGlite or Postgres) with the
// pages' own +Head and +Page components: JSON-LD that parses, breadcrumbs equal to the visible trail, a title with
// «</script>» that cannot close its element; and robots/canonical/Open Graph by route kind over the whole table.
import { beforeAll, describe, expect, it } from 'vitest'
import type { ComponentType } from 'react'
import { renderInPageContext } from '../helpers/render-page'
import { useTestApp } from '../helpers/test-app'
import type { TestDb } from '../helpers/test-db'
import { ROUTE_EXAMPLES } from '../helpers/route-examples'
import { INDEXED_ROUTES } from '../helpers/indexed-routes'
import { getLibraryWork } from '../../edge/library/get-library-work'
import { getReferat } from '../../edge/referats/get-referat'
import { referatPath } from '../../domain/referat/referat-slug'
import { SeoHead } from '../../pages/components/seo-head'
import WorkHead from '../../pages/biblioteka/work/+Head'
import WorkPage from '../../pages/biblioteka/work/+Page'
import ReferatDetailHead from '../../pages/referat/detail/+Head'
import ReferatDetailPage from '../../pages/referat/detail/+Page'
import CategoryHead from '../../pages/biblioteka/category/+Head'

const ORIGIN = 'https://kampus.test'
const NONCE = 'test-nonce-123'
const EVIL = 'Маятник </script><script>alert(1)</script> <!-- & «кавычки»'

let t: TestDb
useTestApp((made) => ({ t } = made))

const render = (Component: ComponentType, pc: Record<string, unknown>) => renderInPageContext(Component, { siteOrigin: ORIGIN, cspNonce: NONCE, ...pc })

/** Every JSON-LD block of the markup, parsed; the element count proves no text closed a script early. */
function jsonLd(html: string): Record<string, unknown>[] {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json" nonce="([^"]*)">([\s\S]*?)<\/script>/g)]
  expect(html.split('</script>').length - 1).toBe(blocks.length)
  for (const b of blocks) expect(b[1]).toBe(NONCE)
  return blocks.map((b) => JSON.parse(b[2]!) as Record<string, unknown>)
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON-LD is read as loose JSON
type TLd = Record<string, any>
const ofType = (blocks: Record<string, unknown>[], type: string) => blocks.find((b) => b['@type'] === type) as TLd | undefined

/** The visible breadcrumb trail of a page: labels and links. */
function visibleCrumbs(html: string): { name: string; href: string | null }[] {
  const nav = /<nav class="[^"]*crumbs[^"]*"[^>]*><ol>([\s\S]*?)<\/ol><\/nav>/.exec(html)![1]!
  return [...nav.matchAll(/<li>(?:<a href="([^"]*)">([^<]*)<\/a>|<span[^>]*>([^<]*)<\/span>)<\/li>/g)].map((m) => ({
    name: unescapeHtml(m[2] ?? m[3] ?? ''),
    href: m[1] ?? null,
  }))
}
const unescapeHtml = (s: string) => s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&amp;/g, '&')

beforeAll(async () => {
  await t.db.query(
    `insert into public.library_works (type_id, subject_id, slug, level, title, task, short_answer, answer)
     values (1, 11, 'seo-evil-title', 'university', $1, 'Найти период колебаний маятника длиной 1 м.', 'T = 2π√(l/g)', 'T ≈ 2,0 с')`,
    [EVIL],
  )
  await t.db.query(
    `insert into public.referats (id, subject_id, slug, topic, title, meta_description, status, updated_at, published_at)
     values (9200, 44, 'seo-evil', $1, $1, 'Описание </script> реферата', 'published', '2026-11-20T10:00:00Z', now())`,
    [EVIL],
  )
})

describe('library work detail', () => {
  it('BreadcrumbList equal to the visible trail and a LearningResource, both parseable with «</script>» in the title', async () => {
    const found = await getLibraryWork({ db: t.db, typeSlug: 'zadachi', subjectSlug: 'physics', workSlug: 'seo-evil-title' })
    if (found?.kind !== 'work') throw new Error('the work is missing')
    const data = { ...found.work, canonical: `${ORIGIN}${found.work.href}` }
    const head = render(WorkHead, { data, urlPathname: found.work.href })
    expect(head).not.toContain('<script>alert(1)')
    const blocks = jsonLd(head)
    expect(blocks).toHaveLength(2)

    const crumbs = ofType(blocks, 'BreadcrumbList')!
    const visible = visibleCrumbs(render(WorkPage, { data, urlPathname: found.work.href }))
    expect(visible.map((c) => c.name)).toEqual(['Главная', 'Библиотека', 'Решение задач: Физика', EVIL])
    expect(crumbs.itemListElement).toEqual(
      visible.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.name, item: c.href ? `${ORIGIN}${c.href}` : data.canonical })),
    )

    expect(ofType(blocks, 'LearningResource')).toMatchObject({
      '@context': 'https://schema.org',
      name: EVIL,
      description: 'Найти период колебаний маятника длиной 1 м.',
      url: `${ORIGIN}/biblioteka/zadachi/physics/seo-evil-title/`,
      inLanguage: 'ru',
      educationalLevel: 'Вуз',
      learningResourceType: 'Решение задачи',
      about: { '@type': 'Thing', name: 'Физика' },
    })
  })

  it('a category page has its BreadcrumbList only', async () => {
    const category = { typeSlug: 'zadachi', typeTitle: 'Решение задач', subjectSlug: 'physics', subjectTitle: 'Физика' }
    const blocks = jsonLd(render(CategoryHead, { data: { category, canonical: `${ORIGIN}/biblioteka/zadachi/physics/` } }))
    expect(blocks.map((b) => b['@type'])).toEqual(['BreadcrumbList'])
    expect((blocks[0] as TLd).itemListElement.map((i: { item: string }) => i.item)).toEqual([`${ORIGIN}/`, `${ORIGIN}/biblioteka/`, `${ORIGIN}/biblioteka/zadachi/physics/`])
  })
})

describe('referat detail', () => {
  it('BreadcrumbList equal to the visible trail and a LearningResource about the subject', async () => {
    const referat = await getReferat({ db: t.db, id: '9200' })
    if (!referat) throw new Error('the referat is missing')
    const path = referatPath(referat)
    const data = { title: referat.title, description: referat.metaDescription, canonical: `${ORIGIN}${path}`, referat, docxHref: '/ecosystem/auth' }
    const blocks = jsonLd(render(ReferatDetailHead, { data, urlPathname: path }))
    const visible = visibleCrumbs(render(ReferatDetailPage, { data, urlPathname: path }))
    expect(visible).toEqual([
      { name: 'Рефераты', href: '/referat/' },
      { name: 'Экономика', href: '/referat/economics/' },
      { name: EVIL, href: null },
    ])
    expect(ofType(blocks, 'BreadcrumbList')!.itemListElement.map((i: { name: string; item: string }) => [i.name, i.item])).toEqual([
      ['Рефераты', `${ORIGIN}/referat/`],
      ['Экономика', `${ORIGIN}/referat/economics/`],
      [EVIL, `${ORIGIN}/referat/seo-evil-9200/`],
    ])
    expect(ofType(blocks, 'LearningResource')).toMatchObject({
      name: EVIL,
      description: 'Описание </script> реферата',
      inLanguage: 'ru',
      learningResourceType: 'Реферат',
      about: { name: 'Экономика' },
      dateModified: '2026-11-20T10:00:00.000Z',
    })
  })
})

describe('robots, canonical and Open Graph by route kind', () => {
  it.each(ROUTE_EXAMPLES.map((e) => [e.route.name, e.path]))('%s: %s', (name, path) => {
    const html = render(SeoHead, { urlPathname: path })
    const robots = /<meta name="robots" content="([^"]*)"\/>/.exec(html)?.[1]
    if (!INDEXED_ROUTES.has(name)) {
      expect(robots).toMatch(/^noindex/)
      expect(html).not.toContain('rel="canonical"')
      return
    }
    expect(robots).toBeUndefined()
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}${path}"/>`)
    expect(html).toContain(`<meta property="og:url" content="${ORIGIN}${path}"/>`)
    expect(html).toContain('<meta property="og:site_name" content="Кампус"/>')
    expect(html).toContain('<meta property="og:locale" content="ru_RU"/>')
    const detail = name === 'library-external__category-work-detail' || name === 'external-ai-essay__detail'
    expect(html).toContain(`<meta property="og:type" content="${detail ? 'article' : 'website'}"/>`)
  })

  it('a page’s own canonical wins (a list page number); search results say noindex, follow; the error page says nothing', () => {
    const own = render(SeoHead, { urlPathname: '/biblioteka/zadachi/physics/', data: { canonical: `${ORIGIN}/biblioteka/zadachi/physics/?page=2` } })
    expect(own).toContain(`<link rel="canonical" href="${ORIGIN}/biblioteka/zadachi/physics/?page=2"/>`)
    expect(render(SeoHead, { urlPathname: '/biblioteka/', urlParsed: { search: { q: 'маятник' } } })).toBe('<meta name="robots" content="noindex, follow"/>')
    expect(render(SeoHead, { urlPathname: '/referat/search/' })).toBe('<meta name="robots" content="noindex, follow"/>')
    expect(render(SeoHead, { urlPathname: '/faq', is404: true })).toBe('')
    // A search page naming its own canonical keeps it, and still no Open Graph.
    const search = render(SeoHead, { urlPathname: '/referat/search/', data: { canonical: `${ORIGIN}/referat/search/` } })
    expect(search).toBe(`<meta name="robots" content="noindex, follow"/><link rel="canonical" href="${ORIGIN}/referat/search/"/>`)
  })
})
