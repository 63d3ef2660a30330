// Whether the browser tracker may send anything (platform.md §6: bots receive no tracking; the cookie notice's analytics
// category): trackingAllowed() asks domain/bot.ts shouldLoadTracking with this browser's navigator and stored choice.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { COOKIE_CONSENT_KEY } from '../../domain/cookie-consent'
import { trackingAllowed } from './context'

const BROWSER = { webdriver: false, languages: ['ru-RU', 'ru'], userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0 Safari/537.36' }

function browser(nav: Partial<typeof BROWSER>, stored: string | null | 'blocked' = null) {
  vi.stubGlobal('navigator', { ...BROWSER, ...nav })
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => {
      if (stored === 'blocked') throw new Error('SecurityError')
      return key === COOKIE_CONSENT_KEY ? stored : null
    },
  })
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('trackingAllowed', () => {
  it('tracks a person who switched analytics on in the cookie notice', () => {
    browser({}, JSON.stringify({ analytics: true, marketing: false }))
    expect(trackingAllowed()).toBe(true)
  })

  it('tracks nobody who has not chosen yet, nor when storage is blocked (opt-in, issue 33)', () => {
    browser({})
    expect(trackingAllowed()).toBe(false)
    browser({}, 'blocked')
    expect(trackingAllowed()).toBe(false)
    browser({}, 'not json')
    expect(trackingAllowed()).toBe(false)
  })

  it('never tracks bots: an automated browser, no languages, or a robot user agent', () => {
    browser({ webdriver: true })
    expect(trackingAllowed()).toBe(false)
    browser({ languages: [] })
    expect(trackingAllowed()).toBe(false)
    browser({ userAgent: 'Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)' })
    expect(trackingAllowed()).toBe(false)
    // Consent does not make a bot trackable.
    browser({ webdriver: true }, JSON.stringify({ analytics: true, marketing: true }))
    expect(trackingAllowed()).toBe(false)
  })

  it('stops once the visitor switched analytics off in the cookie notice', () => {
    browser({}, JSON.stringify({ analytics: false, marketing: true }))
    expect(trackingAllowed()).toBe(false)
  })
})
