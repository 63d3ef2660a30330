import { describe, expect, it } from 'vitest'
import { BOT_CHECK_INLINE, isBotRequest, isBotTraffic, shouldLoadTracking } from './bot'

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36'
const person = { webdriver: false, languages: ['ru-RU', 'ru'], userAgent: CHROME }

describe('isBotTraffic', () => {
  it('lets an ordinary browser through', () => {
    expect(isBotTraffic(person)).toBe(false)
  })

  it('flags the webdriver flag and empty or missing languages', () => {
    expect(isBotTraffic({ ...person, webdriver: true })).toBe(true)
    expect(isBotTraffic({ ...person, languages: [] })).toBe(true)
    expect(isBotTraffic({ ...person, languages: undefined })).toBe(true)
  })

  it.each(['Googlebot/2.1', 'YandexBot/3.0', 'AhrefsBOT', 'Baiduspider', 'Mozilla/5.0 (compatible; Yahoo! Slurp)', 'SomeCrawler/1.0', 'bingPREVIEW crawl'])(
    'flags the user agent %s, whatever the case',
    (userAgent) => {
      expect(isBotTraffic({ ...person, userAgent })).toBe(true)
    },
  )
})

describe('isBotRequest', () => {
  const headers = (h: Record<string, string>) => new Headers(h)
  it('reads Accept-Language and User-Agent from a request', () => {
    expect(isBotRequest(headers({ 'accept-language': 'ru-RU,ru;q=0.9', 'user-agent': CHROME }))).toBe(false)
    expect(isBotRequest(headers({ 'user-agent': CHROME }))).toBe(true)
    expect(isBotRequest(headers({ 'accept-language': 'ru', 'user-agent': 'YandexBot/3.0' }))).toBe(true)
  })
})

describe('shouldLoadTracking', () => {
  it('never loads tracking for bots, even with consent', () => {
    expect(shouldLoadTracking({ navigator: { ...person, webdriver: true }, consent: { analytics: true, marketing: true } })).toBe(false)
  })

  it('follows the visitor choice per category once made, and loads nothing before a choice (opt-in)', () => {
    const consent = { analytics: true, marketing: false }
    expect(shouldLoadTracking({ navigator: person, consent })).toBe(true)
    expect(shouldLoadTracking({ navigator: person, consent, kind: 'marketing' })).toBe(false)
    expect(shouldLoadTracking({ navigator: person, consent: null })).toBe(false)
    expect(shouldLoadTracking({ navigator: person, consent: null, kind: 'marketing' })).toBe(false)
  })
})

describe('BOT_CHECK_INLINE', () => {
  const runInline = (navigator: unknown) => new Function('navigator', `return ${BOT_CHECK_INLINE}`)(navigator) as boolean

  it('answers like isBotTraffic for the same signals', () => {
    const cases = [person, { ...person, webdriver: true }, { ...person, languages: [] }, { ...person, userAgent: 'Googlebot' }, { ...person, userAgent: 'SPIDER' }]
    for (const c of cases) expect(runInline(c)).toBe(isBotTraffic(c))
  })

  it('stays tiny', () => {
    expect(BOT_CHECK_INLINE.length).toBeLessThan(140)
  })
})
