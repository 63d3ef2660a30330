import { describe, expect, it } from 'vitest'
import { COOKIE_NOTICE_SCRIPT } from './cookie-notice'
import { consentFor } from '../../domain/cookie-consent'

type TChoice = 'all' | 'necessary' | 'chosen'

// Just enough of document, the notice and localStorage for the inline script, so it is checked without a browser.
function fakePage({ stored, consent, storage = 'ok' }: { stored?: string; consent?: string; storage?: 'ok' | 'throws' } = {}) {
  const data = new Map<string, string>()
  if (stored !== undefined) data.set('cookiesAccepted', stored)
  if (consent !== undefined) data.set('cookieConsent', consent)
  const localStorage = {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
  }
  const buttons = (['chosen', 'necessary', 'all'] as const).map((value) => ({ value, onclick: null as null | (() => void) }))
  // As the server renders them: opt-in, nothing ticked.
  const inputs = [
    { name: 'analytics', checked: false },
    { name: 'marketing', checked: false },
  ]
  const notice = {
    hidden: true,
    removed: false,
    querySelectorAll: (sel: string) => (sel === 'input[name]' ? inputs : sel === 'button[value]' ? buttons : []),
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
  const press = (value: TChoice) => buttons.find((b) => b.value === value)!.onclick?.()
  return { notice, press, inputs, data, cookies }
}

const cookieOf = (json: string) => `cookie_consent=${encodeURIComponent(json)};max-age=86400;path=/;samesite=lax`

describe('cookie notice inline script', () => {
  it('reveals the notice when cookies were never accepted, and stores nothing before an answer', () => {
    const page = fakePage()
    expect(page.notice.hidden).toBe(false)
    expect([...page.data.keys()]).toEqual([])
    expect(page.cookies).toEqual([])
  })

  it('keeps it hidden once localStorage says true', () => {
    expect(fakePage({ stored: 'true' }).notice.hidden).toBe(true)
    expect(fakePage({ stored: 'yes' }).notice.hidden).toBe(false)
  })

  it.each([
    { title: '«Окей» stores every optional category on, writes a one-day cookie and removes the notice', button: 'all', ticked: false, on: true },
    { title: '«Только необходимые» stores every optional category off, even one ticked in the settings', button: 'necessary', ticked: true, on: false },
  ] as const)('$title', ({ button, ticked, on }) => {
    const page = fakePage()
    page.inputs[0]!.checked = ticked
    page.press(button)
    expect(page.data.get('cookiesAccepted')).toBe('true')
    expect(JSON.parse(page.data.get('cookieConsent') ?? '')).toEqual({ analytics: on, marketing: on })
    expect(page.cookies).toEqual([cookieOf(`{"analytics":${on},"marketing":${on}}`)])
    expect(page.notice.removed).toBe(true)
  })

  it('«Сохранить выбор» stores exactly the ticked boxes', () => {
    const page = fakePage()
    page.inputs[0]!.checked = true
    page.press('chosen')
    expect(JSON.parse(page.data.get('cookieConsent') ?? '')).toEqual({ analytics: true, marketing: false })
    const untouched = fakePage()
    untouched.press('chosen')
    expect(JSON.parse(untouched.data.get('cookieConsent') ?? '')).toEqual({ analytics: false, marketing: false })
  })

  it('stores for every answer and ticked boxes what the domain rule consentFor says', () => {
    for (const choice of ['all', 'necessary', 'chosen'] as const)
      for (const analytics of [false, true])
        for (const marketing of [false, true]) {
          const page = fakePage()
          page.inputs[0]!.checked = analytics
          page.inputs[1]!.checked = marketing
          page.press(choice)
          expect(JSON.parse(page.data.get('cookieConsent') ?? ''), `${choice} ${analytics} ${marketing}`).toEqual(consentFor(choice, { analytics, marketing }))
        }
  })

  it('renews the one-day cookie from the stored choice on a later page, and writes none when no choice is stored', () => {
    const later = fakePage({ stored: 'true', consent: '{"analytics":true,"marketing":false}' })
    expect(later.cookies).toEqual([cookieOf('{"analytics":true,"marketing":false}')])
    expect(fakePage({ stored: 'true' }).cookies).toEqual([])
  })

  it('still shows, and still closes, when storage is refused', () => {
    const page = fakePage({ storage: 'throws' })
    expect(page.notice.hidden).toBe(false)
    page.press('necessary')
    expect(page.notice.removed).toBe(true)
  })

  it('stays well under a kilobyte', () => {
    expect(COOKIE_NOTICE_SCRIPT.length).toBeLessThan(800)
  })
})
