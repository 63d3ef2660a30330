// Client-side navigations (wizard steps): announces the route name on every history change and handles scroll
// as the routing guard of platform.md §2 says: to top on a new entry, back to the saved place on back/forward,
// nothing when the address has a hash.
import { matchRoute } from '../../domain/route-match'

export const ROUTE_CHANGE_EVENT = 'routechange'
export type TRouteChange = { name: string | null; previousName: string | null; url: string; kind: 'push' | 'replace' | 'pop' }
export type HistoryWindow = Pick<Window, 'history' | 'location' | 'addEventListener' | 'removeEventListener' | 'dispatchEvent' | 'scrollTo' | 'scrollX' | 'scrollY'>

const KEY = '__scrollKey'
type Installed = { name: string | null; uninstall: () => void }
const installed = new WeakMap<HistoryWindow, Installed>()

const routeName = (url: string, base: string) => matchRoute(new URL(url, base).pathname)?.route.name ?? null
const newKey = () => Math.random().toString(36).slice(2, 10)

// Only plain objects (or nothing) can carry the scroll key; other states pass through untouched.
function withKey(state: unknown, key: string): unknown {
  if (state === null || state === undefined) return { [KEY]: key }
  if (Object.getPrototypeOf(state) === Object.prototype) return { ...(state as object), [KEY]: key }
  return state
}
const keyOf = (state: unknown) => (state && typeof state === 'object' ? ((state as Record<string, unknown>)[KEY] as string | undefined) : undefined)

/** Wraps the window's history once; returns a function that restores the originals. */
export function installHistory(win: HistoryWindow = window): () => void {
  const existing = installed.get(win)
  if (existing) return existing.uninstall
  const { history } = win
  const originals = { pushState: history.pushState, replaceState: history.replaceState }
  // In a browser these live on History.prototype; uninstall then deletes the own wrappers.
  const ownBefore = { pushState: Object.hasOwn(history, 'pushState'), replaceState: Object.hasOwn(history, 'replaceState') }
  const push: History['pushState'] = (...args) => originals.pushState.apply(history, args)
  const replace: History['replaceState'] = (...args) => originals.replaceState.apply(history, args)
  const positions = new Map<string, { x: number; y: number }>()
  const current = () => keyOf(history.state)
  const self: Installed = { name: routeName(win.location.href, win.location.href), uninstall }

  function announce(kind: TRouteChange['kind']) {
    const previousName = self.name
    self.name = routeName(win.location.href, win.location.href)
    const detail: TRouteChange = { name: self.name, previousName, url: win.location.href, kind }
    win.dispatchEvent(new CustomEvent(ROUTE_CHANGE_EVENT, { detail }))
  }
  function remember() {
    const key = current()
    if (key) positions.set(key, { x: win.scrollX, y: win.scrollY })
  }
  const onScroll = () => remember()
  const onPop = (event: PopStateEvent) => {
    announce('pop')
    if (win.location.hash) return
    const saved = positions.get(keyOf(event.state) ?? '')
    win.scrollTo({ left: saved?.x ?? 0, top: saved?.y ?? 0, behavior: 'instant' })
  }

  history.scrollRestoration = 'manual'
  replace(withKey(history.state, current() ?? newKey()), '')
  history.pushState = (state: unknown, unused: string, url?: string | URL | null) => {
    remember()
    push(withKey(state, newKey()), unused, url)
    announce('push')
    if (!win.location.hash) win.scrollTo({ left: 0, top: 0, behavior: 'instant' })
  }
  history.replaceState = (state: unknown, unused: string, url?: string | URL | null) => {
    replace(withKey(state, current() ?? newKey()), unused, url)
    announce('replace')
  }
  win.addEventListener('popstate', onPop as EventListener)
  win.addEventListener('scroll', onScroll, { passive: true })

  function uninstall() {
    for (const name of ['pushState', 'replaceState'] as const) {
      if (ownBefore[name]) history[name] = originals[name]
      else delete (history as Partial<History>)[name]
    }
    win.removeEventListener('popstate', onPop as EventListener)
    win.removeEventListener('scroll', onScroll)
    installed.delete(win)
  }
  installed.set(win, self)
  return uninstall
}

/**
 * Calls `cb` when a navigation lands on another route name (the popup system closes its popups then).
 * Installs the history wrapper if nobody has yet; returns the unsubscribe function.
 */
export function onRouteNameChange(cb: (change: TRouteChange) => void, win: HistoryWindow = window): () => void {
  installHistory(win)
  const listener = (event: Event) => {
    const change = (event as CustomEvent<TRouteChange>).detail
    if (change.name !== change.previousName) cb(change)
  }
  win.addEventListener(ROUTE_CHANGE_EVENT, listener)
  return () => win.removeEventListener(ROUTE_CHANGE_EVENT, listener)
}
