import { describe, expect, it } from 'vitest'
import { sitemapPageCount, urlsetXml, xmlEscape } from './sitemap'
import { jsonLdText } from './json-ld'
import { SITEMAP_CATEGORIES_PATH, sitemapCategoryUrls } from './sitemap-categories'

describe('sitemap XML', () => {
  it('escapes the five XML specials', () => {
    expect(xmlEscape(`a&b<c>d"e'f`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;f')
  })

  it('writes lastmod in UTC seconds and leaves it out when unknown', () => {
    const xml = urlsetXml('https://k.test', [{ path: '/a?x=1&y=2', updatedAt: new Date('2026-11-25T09:00:00.123Z') }, { path: '/b', updatedAt: null }])
    expect(xml).toContain('<url><loc>https://k.test/a?x=1&amp;y=2</loc><lastmod>2026-11-25T09:00:00Z</lastmod></url>')
    expect(xml).toContain('<url><loc>https://k.test/b</loc></url>')
  })

  it('counts files: an empty catalogue keeps its first file, a full one takes no extra', () => {
    expect([0, 1, 2, 3, 4, 5].map((n) => sitemapPageCount(n, 2))).toEqual([1, 1, 1, 2, 2, 3])
  })
})

describe('JSON-LD text', () => {
  it('is the same JSON with no character that could end the script element', () => {
    const value = { name: '</script><!-- & \u2028' }
    const text = jsonLdText(value)
    expect(text).not.toMatch(/[<>&\u2028]/)
    expect(JSON.parse(text)).toEqual(value)
  })
})

describe('category addresses', () => {
  it('lists library lists, then referat subjects, each address once, with the given lastmod', () => {
    const urls = sitemapCategoryUrls({
      library: [
        { typeSlug: 'zadachi', subjectSlug: 'physics', updatedAt: '2026-05-02T03:04:05Z' },
        { typeSlug: 'voprosy', subjectSlug: 'physics', updatedAt: null },
        { typeSlug: 'zadachi', subjectSlug: 'physics', updatedAt: null },
      ],
      referats: [{ subjectSlug: 'history', updatedAt: new Date('2026-10-12T00:00:00Z') }],
    })
    expect(urls.map((u) => u.path)).toEqual(['/biblioteka/zadachi/physics/', '/biblioteka/voprosy/physics/', '/referat/history/'])
    expect(urlsetXml('https://k.test', urls)).toContain('<url><loc>https://k.test/referat/history/</loc><lastmod>2026-10-12T00:00:00Z</lastmod></url>')
    expect(SITEMAP_CATEGORIES_PATH).toBe('/sitemaps/categories.xml')
  })
})
