import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SCROLL_TOP_SCRIPT } from './scroll-top'

type Listener = (e: { preventDefault: () => void }) => void

// Just enough of window and document for the inline script, so its behaviour is checked without a browser.
function fakePage(reducedMotion = false) {
  const winListeners: Record<string, Listener[]> = {}
  const btnListeners: Record<string, Listener[]> = {}
  const classes = new Set<string>()
  const button = {
    classList: { toggle: (name: string, on: boolean) => (on ? classes.add(name) : classes.delete(name)) },
    addEventListener: (type: string, fn: Listener) => (btnListeners[type] ??= []).push(fn),
  }
  const scrollTo = vi.fn()
  const win = {
    scrollY: 0,
    setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
    addEventListener: (type: string, fn: Listener) => (winListeners[type] ??= []).push(fn),
    scrollTo,
    matchMedia: () => ({ matches: reducedMotion }),
  }
  const doc = { getElementById: (id: string) => (id === 'scroll-top' ? button : null) }
  new Function('window', 'document', SCROLL_TOP_SCRIPT)(win, doc)
  const scroll = (y: number) => {
    win.scrollY = y
    for (const fn of winListeners.scroll ?? []) fn({ preventDefault() {} })
  }
  const click = () => {
    const preventDefault = vi.fn()
    for (const fn of btnListeners.click ?? []) fn({ preventDefault })
    return preventDefault
  }
  return { shown: () => classes.has('is-shown'), scroll, click, scrollTo }
}

describe('scroll-to-top inline script', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('shows the button only after more than 100 px', () => {
    const page = fakePage()
    expect(page.shown()).toBe(false)
    page.scroll(100)
    vi.advanceTimersByTime(25)
    expect(page.shown()).toBe(false)
    page.scroll(101)
    vi.advanceTimersByTime(25)
    expect(page.shown()).toBe(true)
    page.scroll(20)
    vi.advanceTimersByTime(25)
    expect(page.shown()).toBe(false)
  })

  it('handles a burst of scroll events at most once per 25 ms, with the latest position', () => {
    const page = fakePage()
    page.scroll(500)
    vi.advanceTimersByTime(24)
    expect(page.shown()).toBe(false)
    page.scroll(40)
    page.scroll(300)
    vi.advanceTimersByTime(1)
    expect(page.shown()).toBe(true)
  })

  it('scrolls to the top on click instead of following the #top link', () => {
    const page = fakePage()
    const preventDefault = page.click()
    expect(preventDefault).toHaveBeenCalled()
    expect(page.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' })
  })

  it('jumps without animation when the reader asked for reduced motion', () => {
    const page = fakePage(true)
    page.click()
    expect(page.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'auto' })
  })

  it('stays a few hundred bytes', () => {
    expect(new TextEncoder().encode(SCROLL_TOP_SCRIPT).length).toBeLessThan(500)
  })
})
