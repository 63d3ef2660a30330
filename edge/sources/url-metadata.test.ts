// A link's page is read only from public http(s) addresses, and its citation / Dublin Core / Open Graph tags become a record.
import { describe, expect, it } from 'vitest'
import { isPrivateHost, lookupUrl, recordFromPage, UrlRefused } from './url-metadata'

describe('url metadata', () => {
  it.each([
    ['localhost', true], ['127.0.0.1', true], ['10.1.2.3', true], ['172.20.0.1', true], ['192.168.1.1', true], ['169.254.169.254', true],
    ['::1', true], ['[fd00::1]', true], ['::ffff:127.0.0.1', true], ['intranet', true], ['printer.local', true],
    ['cyberleninka.ru', false], ['93.184.216.34', false], ['172.32.0.1', false],
    // IPv6 forms that embed an IPv4 address, and other spellings of this host (the URL parser writes ::ffff:7f00:1).
    ['[::ffff:7f00:1]', true], ['::7f00:1', true], ['::127.0.0.1', true], ['64:ff9b::7f00:1', true], ['64:ff9b::a00:1', true],
    ['2002:7f00:1::', true], ['2001:0:4136:e378::1', true], ['[::]', true], ['0.0.0.0', true], ['fe80::1%eth0', true],
    ['ff02::1', true], ['100.64.0.1', true], ['198.18.0.1', true], ['255.255.255.255', true], ['1.2.3', true],
    ['2a00:1450:4010:c0b::64', false], ['8.8.8.8', false], ['[2606:4700::6810:84e5]', false],
  ])('%s private: %s', (host, expected) => {
    expect(isPrivateHost(host as string)).toBe(expected)
  })

  it('refuses private addresses and other schemes before any request', async () => {
    const fetchImpl = () => Promise.reject(new Error('must not be called'))
    for (const url of ['http://127.0.0.1:5432/', 'http://169.254.169.254/latest/meta-data', 'file:///etc/passwd', 'http://localhost/'])
      await expect(lookupUrl(url, { allowPrivate: false, fetchImpl, today: '2026-11-25' })).rejects.toBeInstanceOf(UrlRefused)
  })

  it('refuses a redirect to a private address', async () => {
    const fetchImpl = async () => new Response(null, { status: 302, headers: { location: 'http://10.0.0.5/admin' } })
    await expect(lookupUrl('https://93.184.216.34/x', { allowPrivate: false, fetchImpl, today: '2026-11-25' })).rejects.toBeInstanceOf(UrlRefused)
  })

  it('reads Dublin Core and Open Graph when there are no citation tags; a page without a date carries the year it was opened', () => {
    const html = `<head><meta name="DC.title" content="Малое предпринимательство &amp; цифровые платформы"><meta name="DC.creator" content="Петров И. И.">
      <meta property="og:site_name" content="Портал"></head>`
    expect(recordFromPage(html, 'https://example.org/a', '2026-11-25')).toMatchObject({
      kind: 'web', title: 'Малое предпринимательство & цифровые платформы', authors: [{ family: 'Петров', given: 'И. И.' }], year: 2026, container: 'Портал', url: 'https://example.org/a', accessedAt: '2026-11-25',
    })
    expect(recordFromPage('<p>no title</p>', 'https://example.org/b', '2026-11-25')).toBeNull()
  })
})
