import { describe, expect, it } from 'vitest'
import { COOKIE_NOTICE_SCRIPT } from './cookie-notice'

// Just enough of document, the notice and localStorage for the inline script, so it is checked without a browser.
function fakePage({ stored, storage = 'ok' }: { stored?: string; storage?: 'ok' | 'throws' } = {}) {
  const data = new Map<string, string>(stored === undefined ? [] : [['cookiesAccepted', stored]])
  const localStorage = {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
  }
  const button: { onclick: null | (() => void) } = { onclick: null }
  const inputs = [
    { name: 'analytics', checked: true },
    { name: 'marketing', checked: false },
  ]
  const notice = {
    hidden: true,
    removed: false,
    querySelector: (sel: string) => (sel === '[data-accept]' ? button : null),
    querySelectorAll: (sel: string) => (sel === 'input[name]' ? inputs : []),
    remove() {
      this.removed = true
    },
  }
  const cookies: string[] = []
  const document = {
    getElementById: (id: string) => (id === 'cookie-notice' ? notice : null),
    set cookie(v: string) {
      cookies.push(v)
    },
  }
  const storageArg = storage === 'ok' ? localStorage : undefined
  const run = new Function('document', 'localStorage', storage === 'throws' ? 'localStorage = { getItem() { throw new Error("denied") } };' + COOKIE_NOTICE_SCRIPT : COOKIE_NOTICE_SCRIPT)
  run(document, storageArg)
  return { notice, button, inputs, data, cookies }
}

describe('cookie notice inline script', () => {
  it('reveals the notice when cookies were never accepted', () => {
    expect(fakePage().notice.hidden).toBe(false)
  })

  it('keeps it hidden once localStorage says true', () => {
    expect(fakePage({ stored: 'true' }).notice.hidden).toBe(true)
    expect(fakePage({ stored: 'yes' }).notice.hidden).toBe(false)
  })

  it('on «Окей» stores acceptance and the chosen categories, writes a one-day cookie and removes the notice', () => {
    const page = fakePage()
    page.button.onclick?.()
    expect(page.data.get('cookiesAccepted')).toBe('true')
    expect(JSON.parse(page.data.get('cookieConsent') ?? '')).toEqual({ analytics: true, marketing: false })
    expect(page.cookies).toEqual([`cookie_consent=${encodeURIComponent('{"analytics":true,"marketing":false}')};max-age=86400;path=/;samesite=lax`])
    expect(page.notice.removed).toBe(true)
  })

  it('still shows, and still closes, when storage is refused', () => {
    const page = fakePage({ storage: 'throws' })
    expect(page.notice.hidden).toBe(false)
    page.button.onclick?.()
    expect(page.notice.removed).toBe(true)
  })

  it('stays a few hundred bytes', () => {
    expect(COOKIE_NOTICE_SCRIPT.length).toBeLessThan(600)
  })
})
