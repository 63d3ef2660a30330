import { describe, expect, it, vi } from 'vitest'
import { INSTALL_APP_SCRIPT } from './install-app'
import { APPS_IN_PROGRESS_EVENT } from './apps-in-progress-event'

type Listener = (e: unknown) => void

// Just enough of window and document for the inline script: the install button, and the browser's install events.
function fakePage({ standalone = false, button = true, iosSafari = false } = {}) {
  const winListeners: Record<string, Listener[]> = {}
  const btnListeners: Record<string, Listener[]> = {}
  const el = { hidden: true, addEventListener: (type: string, fn: Listener) => (btnListeners[type] ??= []).push(fn) }
  const win = {
    addEventListener: (type: string, fn: Listener) => (winListeners[type] ??= []).push(fn),
    matchMedia: (q: string) => ({ matches: standalone && q.includes('standalone') }),
    // Only iOS Safari has navigator.standalone (false in the browser, true as a home-screen app).
    navigator: iosSafari ? { standalone } : {},
  }
  const dispatched: string[] = []
  const doc = {
    querySelector: (sel: string) => (button && sel === '[data-install-app]' ? el : null),
    dispatchEvent: (e: Event) => dispatched.push(e.type),
  }
  new Function('window', 'document', INSTALL_APP_SCRIPT)(win, doc)
  const prompt = vi.fn()
  const preventDefault = vi.fn()
  return {
    el,
    offer: () => winListeners.beforeinstallprompt?.forEach((fn) => fn({ preventDefault, prompt })),
    installed: () => winListeners.appinstalled?.forEach((fn) => fn({})),
    click: () => btnListeners.click?.forEach((fn) => fn({})),
    prompt,
    preventDefault,
    listens: Object.keys(winListeners),
    dispatched,
  }
}

describe('install-app inline script', () => {
  it('keeps the button hidden until the browser offers to install, then opens its dialog once on a click', () => {
    const page = fakePage()
    expect(page.el.hidden).toBe(true)
    page.offer()
    expect(page.preventDefault).toHaveBeenCalledOnce() // the browser's own mini-infobar waits for our button
    expect(page.el.hidden).toBe(false)
    page.click()
    page.click()
    expect(page.prompt).toHaveBeenCalledOnce()
    expect(page.el.hidden).toBe(true)
    // The second press had no dialog left to open.
    expect(page.dispatched).toEqual([APPS_IN_PROGRESS_EVENT])
  })

  it('on iOS Safari shows the button at once; a press asks for «Приложение уже в пути» instead of a dialog', () => {
    const page = fakePage({ iosSafari: true })
    expect(page.el.hidden).toBe(false)
    page.click()
    expect(page.dispatched).toEqual([APPS_IN_PROGRESS_EVENT])
    expect(page.prompt).not.toHaveBeenCalled()
    // As the home-screen app it offers nothing.
    expect(fakePage({ iosSafari: true, standalone: true }).listens).toEqual([])
  })

  it('hides the button again once the app is installed', () => {
    const page = fakePage()
    page.offer()
    page.installed()
    expect(page.el.hidden).toBe(true)
    page.click()
    expect(page.prompt).not.toHaveBeenCalled()
  })

  it('offers nothing inside the installed app, or on a page without the button', () => {
    expect(fakePage({ standalone: true }).listens).toEqual([])
    expect(fakePage({ button: false }).listens).toEqual([])
  })
})
