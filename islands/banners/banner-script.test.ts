import { describe, expect, it } from 'vitest'
import { BANNERS_SCRIPT } from './banner-script'

type FakeBanner = {
  dataset: { key: string }
  hidden: boolean
  attrs: Set<string>
  inIsland: boolean
  hasAttribute(name: string): boolean
  closest(sel: string): unknown
}

function banner(key: string, o: { promo?: boolean; local?: boolean; island?: boolean } = {}): FakeBanner {
  return {
    dataset: { key },
    hidden: Boolean(o.promo),
    attrs: new Set([...(o.promo ? ['data-promo'] : []), ...(o.local ? ['data-local'] : [])]),
    inIsland: Boolean(o.island),
    hasAttribute(name) {
      return this.attrs.has(name)
    },
    closest(sel) {
      return sel === '[data-island]' && this.inIsland ? {} : null
    },
  }
}

// Runs the inline script against a fake stack, storages and document; `click(b)` presses b's close button.
function run(banners: FakeBanner[], session: Record<string, string> = {}, local: Record<string, string> = {}) {
  const stores = { session: new Map(Object.entries(session)), local: new Map(Object.entries(local)) }
  const storage = (m: Map<string, string>) => ({ getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v) })
  let onClick: ((e: unknown) => void) | undefined
  const stack = {
    querySelectorAll: () => banners,
    addEventListener: (_type: string, fn: (e: unknown) => void) => (onClick = fn),
  }
  const appended: { textContent: string; nonce?: string }[] = []
  const document = {
    currentScript: { previousElementSibling: stack, nonce: 'n0nce' },
    head: { appendChild: (el: { textContent: string; nonce?: string }) => (appended.push(el), el) },
    createElement: () => ({ textContent: '' }),
  }
  new Function('document', 'sessionStorage', 'localStorage', BANNERS_SCRIPT)(document, storage(stores.session), storage(stores.local))
  const styles = appended.map((el) => el.textContent)
  const nonces = appended.map((el) => el.nonce)
  const click = (b: FakeBanner) => {
    const button = { closest: (sel: string) => (sel === '[data-banner]' ? b : null) }
    onClick?.({ target: { closest: (sel: string) => (sel === '[data-banner-close]' ? button : null) } })
  }
  return { stores, styles, nonces, click }
}

describe('banner stack inline script', () => {
  it('reveals only the first promo banner that was not closed', () => {
    const exam = banner('featureBannerClosed', { promo: true, local: true })
    const gift = banner('hiddenBanner.telegram-gift', { promo: true })
    const app = banner('hiddenBanner.mobile-app', { promo: true })
    run([exam, gift, app], {}, { featureBannerClosed: 'true' })
    expect([exam.hidden, gift.hidden, app.hidden]).toEqual([true, false, true])
  })

  it('reads the exam-ticket flag from localStorage and the others from sessionStorage', () => {
    const exam = banner('featureBannerClosed', { promo: true, local: true })
    run([exam], { featureBannerClosed: 'true' })
    expect(exam.hidden).toBe(false)
  })

  it('hides a closed static mass alert, and hides a live one with a style rule instead of touching its DOM', () => {
    const staticAlert = banner('hiddenBanner.mass-alert.abc')
    const liveAlert = banner('hiddenBanner.mass-alert.xyz', { island: true })
    const page = run([staticAlert, liveAlert], { 'hiddenBanner.mass-alert.abc': 'true', 'hiddenBanner.mass-alert.xyz': 'true' })
    expect(staticAlert.hidden).toBe(true)
    expect(liveAlert.hidden).toBe(false)
    expect(page.styles).toEqual(['[data-key="hiddenBanner.mass-alert.xyz"]{display:none}'])
    // The page's CSP admits the added rule only with the nonce the inline script itself carried.
    expect(page.nonces).toEqual(['n0nce'])
  })

  it('leaves an alert that was not closed visible', () => {
    const alert = banner('hiddenBanner.mass-alert.abc')
    expect(run([alert]).styles).toEqual([])
    expect(alert.hidden).toBe(false)
  })

  it('a close button hides its banner and remembers it in the right storage', () => {
    const exam = banner('featureBannerClosed', { promo: true, local: true })
    const gift = banner('hiddenBanner.telegram-gift', { promo: true })
    const page = run([exam, gift])
    expect(exam.hidden).toBe(false)
    page.click(exam)
    expect(exam.hidden).toBe(true)
    expect(page.stores.local.get('featureBannerClosed')).toBe('true')
    // Closing one promo does not pop the next one up in its place.
    expect(gift.hidden).toBe(true)
    page.click(gift)
    expect(page.stores.session.get('hiddenBanner.telegram-gift')).toBe('true')
  })
})
