import { describe, expect, it } from 'vitest'
import { installHistory, onRouteNameChange, ROUTE_CHANGE_EVENT, type HistoryWindow, type TRouteChange } from './history'

/** Just enough of a browser window: a history stack, a location, scrolling and events. */
function fakeWindow(start = 'https://kampus.test/ecosystem/text-copilot') {
  const target = new EventTarget()
  const entries: { url: string; state: unknown }[] = [{ url: start, state: null }]
  let index = 0
  const scrolls: { left: number; top: number }[] = []
  const win = {
    scrollX: 0,
    scrollY: 0,
    location: {
      get href() {
        return entries[index]!.url
      },
      get hash() {
        return new URL(entries[index]!.url).hash
      },
    },
    history: {
      scrollRestoration: 'auto',
      get state() {
        return entries[index]!.state
      },
      pushState(state: unknown, _: string, url?: string | URL | null) {
        entries.splice(index + 1)
        entries.push({ url: new URL(url ?? entries[index]!.url, entries[index]!.url).href, state: structuredClone(state) })
        index++
      },
      replaceState(state: unknown, _: string, url?: string | URL | null) {
        entries[index] = { url: new URL(url ?? entries[index]!.url, entries[index]!.url).href, state: structuredClone(state) }
      },
    },
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
    dispatchEvent: target.dispatchEvent.bind(target),
    scrollTo(o: ScrollToOptions) {
      win.scrollX = o.left ?? 0
      win.scrollY = o.top ?? 0
      scrolls.push({ left: o.left ?? 0, top: o.top ?? 0 })
    },
    /** The user scrolls the page. */
    userScroll(y: number) {
      win.scrollY = y
      target.dispatchEvent(new Event('scroll'))
    },
    /** Back (-1) or forward (+1), the way a browser fires popstate. */
    go(delta: number) {
      index += delta
      target.dispatchEvent(Object.assign(new Event('popstate'), { state: entries[index]!.state }))
    },
    scrolls,
  }
  return win
}
const asWindow = (w: ReturnType<typeof fakeWindow>) => w as unknown as HistoryWindow

describe('history wrapper', () => {
  it('emits routechange with the route name on push, replace and pop', () => {
    const w = fakeWindow()
    const seen: TRouteChange[] = []
    w.addEventListener(ROUTE_CHANGE_EVENT, (e) => seen.push((e as CustomEvent<TRouteChange>).detail))
    const uninstall = installHistory(asWindow(w))
    w.history.pushState({ step: 2 }, '', '/ecosystem/text-copilot/abc')
    w.history.replaceState({ step: 3 }, '', '/ecosystem/text-copilot/abc?x=1')
    w.go(-1)
    expect(seen.map((c) => [c.kind, c.previousName, c.name])).toEqual([
      ['push', 'ecosystem-text-copilot__start', 'ecosystem-text-copilot__order'],
      ['replace', 'ecosystem-text-copilot__order', 'ecosystem-text-copilot__order'],
      ['pop', 'ecosystem-text-copilot__order', 'ecosystem-text-copilot__start'],
    ])
    expect(w.history.state).toMatchObject({ __scrollKey: expect.any(String) })
    expect(w.history.scrollRestoration).toBe('manual')
    uninstall()
  })

  it('keeps the caller state', () => {
    const w = fakeWindow()
    const uninstall = installHistory(asWindow(w))
    w.history.pushState({ step: 2 }, '', '/ecosystem/text-copilot/abc')
    expect(w.history.state).toMatchObject({ step: 2 })
    uninstall()
  })

  it('scrolls to top on push, unless the address has a hash', () => {
    const w = fakeWindow()
    const uninstall = installHistory(asWindow(w))
    w.userScroll(500)
    w.history.pushState(null, '', '/ecosystem/text-copilot/a')
    expect(w.scrollY).toBe(0)
    w.userScroll(300)
    w.history.pushState(null, '', '/ecosystem/text-copilot/a#sources')
    expect(w.scrollY).toBe(300)
    uninstall()
  })

  it('restores the saved position on back and forward', () => {
    const w = fakeWindow()
    const uninstall = installHistory(asWindow(w))
    w.userScroll(640)
    w.history.pushState(null, '', '/ecosystem/text-copilot/a')
    w.userScroll(120)
    w.go(-1)
    expect(w.scrollY).toBe(640)
    w.go(+1)
    expect(w.scrollY).toBe(120)
    uninstall()
  })

  it('restores the originals on uninstall and installs once', () => {
    const w = fakeWindow()
    const push = w.history.pushState
    const first = installHistory(asWindow(w))
    const wrapped = w.history.pushState
    expect(installHistory(asWindow(w))).toBe(first)
    expect(w.history.pushState).toBe(wrapped)
    first()
    expect(w.history.pushState).toBe(push)
  })
})

describe('onRouteNameChange', () => {
  it('calls back only when the route name changes', () => {
    const w = fakeWindow()
    const names: (string | null)[] = []
    const off = onRouteNameChange((c) => names.push(c.name), asWindow(w))
    w.history.pushState(null, '', '/ecosystem/text-copilot?step=2')
    w.history.pushState(null, '', '/ecosystem/my-orders')
    w.history.replaceState(null, '', '/ecosystem/my-orders?tab=1')
    w.go(-1)
    expect(names).toEqual(['ecosystem-common__my-orders', 'ecosystem-text-copilot__start'])
    off()
    w.go(+1)
    expect(names).toHaveLength(2)
  })
})
