import { describe, expect, it } from 'vitest'
import { assetCacheControl } from './asset-cache'
import { cloudflareHeadersFile } from './security-headers'

describe('static file caching', () => {
  it('keeps hashed assets a year and the favicons a week; anything else revalidates', () => {
    expect(assetCacheControl('/assets/entries/pages_index.D7rbUhc7.js')).toBe('public, max-age=31536000, immutable')
    expect(assetCacheControl('/favicon.ico')).toBe('public, max-age=604800')
    expect(assetCacheControl('/fonts/DejaVuSans.ttf')).toBeNull()
    expect(assetCacheControl('/assetsx/a.js')).toBeNull()
  })

  it('gives Cloudflare the same rules in _headers, after the security headers every file gets', () => {
    const file = cloudflareHeadersFile()
    const rule = (path: string) => file.split('\n').slice(file.split('\n').indexOf(path) + 1).find((l) => l.startsWith('  Cache-Control'))
    expect(file.startsWith('/*\n  ')).toBe(true)
    expect(rule('/assets/*')).toBe('  Cache-Control: public, max-age=31536000, immutable')
    expect(rule('/favicon.svg')).toBe('  Cache-Control: public, max-age=604800')
    expect(file.split('\n').slice(0, file.split('\n').indexOf('/assets/*')).join('\n')).not.toMatch(/Cache-Control/)
  })
})
