import { describe, expect, it } from 'vitest'
import { consentAllows, consentFor, consentFromCookieHeader, COOKIE_CATEGORIES, COOKIE_NOTICE_TEXT, parseCookieConsent, shouldShowCookieNotice } from './cookie-consent'
import { ROUTES } from './routes'

const q = (s = '') => new URLSearchParams(s)

describe('shouldShowCookieNotice', () => {
  it('shows on ordinary routes until accepted with the stored value true', () => {
    expect(shouldShowCookieNotice({ routeName: 'main', query: q(), accepted: null })).toBe(true)
    expect(shouldShowCookieNotice({ routeName: 'main', query: q(), accepted: 'true' })).toBe(false)
    expect(shouldShowCookieNotice({ routeName: 'main', query: q(), accepted: true })).toBe(false)
    // Only `true` counts as accepted: a half-written or foreign value shows the notice again.
    expect(shouldShowCookieNotice({ routeName: 'main', query: q(), accepted: 'false' })).toBe(true)
    expect(shouldShowCookieNotice({ routeName: 'main', query: q(), accepted: '1' })).toBe(true)
  })

  it('never shows on a library order or a library work page', () => {
    for (const routeName of ['ecosystem-library__order', 'library-external__category-work-detail']) {
      expect(shouldShowCookieNotice({ routeName, query: q(), accepted: null })).toBe(false)
    }
  })

  it('hides on the text-copilot start and order pages only when the query has edugram_id', () => {
    for (const routeName of ['ecosystem-text-copilot__start', 'ecosystem-text-copilot__order']) {
      expect(shouldShowCookieNotice({ routeName, query: q('edugram_id=1'), accepted: null })).toBe(false)
      expect(shouldShowCookieNotice({ routeName, query: { edugram_id: '77' }, accepted: null })).toBe(false)
      expect(shouldShowCookieNotice({ routeName, query: q('topic=x'), accepted: null })).toBe(true)
      expect(shouldShowCookieNotice({ routeName, query: q('edugram_id='), accepted: null })).toBe(true)
    }
    expect(shouldShowCookieNotice({ routeName: 'ecosystem-task__start', query: q('edugram_id=1'), accepted: null })).toBe(true)
  })

  it('shows when the route is unknown (a 404 page still sets cookies)', () => {
    expect(shouldShowCookieNotice({ routeName: null, query: q(), accepted: null })).toBe(true)
  })

  it('names only routes that exist in the route table', () => {
    const names = new Set(ROUTES.map((r) => r.name))
    for (const n of ['ecosystem-library__order', 'library-external__category-work-detail', 'ecosystem-text-copilot__start', 'ecosystem-text-copilot__order']) {
      expect(names.has(n)).toBe(true)
    }
  })
})

describe('stored consent', () => {
  it('parses the stored JSON and ignores junk', () => {
    expect(parseCookieConsent('{"analytics":true,"marketing":false}')).toEqual({ analytics: true, marketing: false })
    expect(parseCookieConsent('{"analytics":"yes"}')).toEqual({ analytics: false, marketing: false })
    expect(parseCookieConsent('not json')).toBeNull()
    expect(parseCookieConsent('null')).toBeNull()
    expect(parseCookieConsent(null)).toBeNull()
  })

  it('reads the consent cookie from a Cookie header', () => {
    const value = encodeURIComponent('{"analytics":false,"marketing":true}')
    expect(consentFromCookieHeader(`a=1; cookie_consent=${value}; b=2`)).toEqual({ analytics: false, marketing: true })
    expect(consentFromCookieHeader('a=1')).toBeNull()
    expect(consentFromCookieHeader('cookie_consent=%E0%A4%A')).toBeNull()
  })
})

describe('opt-in consent (issue 33)', () => {
  it('«Окей» switches every optional category on, «Только необходимые» none, «Сохранить выбор» only the ticked ones', () => {
    expect(consentFor('all')).toEqual({ analytics: true, marketing: true })
    expect(consentFor('necessary', { analytics: true, marketing: true })).toEqual({ analytics: false, marketing: false })
    expect(consentFor('chosen', { analytics: true })).toEqual({ analytics: true, marketing: false })
    expect(consentFor('chosen')).toEqual({ analytics: false, marketing: false })
  })

  it('allows an optional category only when it was switched on; no choice yet means no', () => {
    expect(consentAllows(null, 'analytics')).toBe(false)
    expect(consentAllows(undefined, 'marketing')).toBe(false)
    expect(consentAllows({ analytics: false, marketing: true }, 'analytics')).toBe(false)
    expect(consentAllows({ analytics: false, marketing: true }, 'marketing')).toBe(true)
    expect(consentAllows(parseCookieConsent('{}'), 'analytics')).toBe(false)
  })

  it('keeps the spec’s accept button «Окей» beside «Только необходимые», and only «Необходимые» is required', () => {
    expect(COOKIE_NOTICE_TEXT.accept).toBe('Окей')
    expect(COOKIE_NOTICE_TEXT.necessary).toBe('Только необходимые')
    expect(COOKIE_CATEGORIES.filter((c) => c.required).map((c) => c.id)).toEqual(['necessary'])
  })
})
