// State of «Мои задания»: filters kept in the address (pushed on change, read back on back/forward), the page of orders
// for them, and live status changes from the client's personal room (platform.md §4 realtime): a burst of status events
// (a job moving several orders) costs one reload.
import { useCallback, useEffect, useRef, useState } from 'react'
import { userRoom } from '../../domain/realtime'
import { sharedRealtime } from '../realtime/shared'
import { followLive } from '../realtime/use-live-order'
import { filtersFromQuery, withFilters, type TOrderFilters } from './order-filters'
import { loadMyOrders, type TMyOrders, type TOrdersPage } from './orders-api'
import { statusFromEvent } from './order-view'

export type TOrdersState = { status: 'loading' | 'ready' | 'failed'; page: TOrdersPage | null; userId: string | null }

type Options = {
  initial: TOrderFilters
  onSignedOut: () => void
  onError: (message: string) => void
}

export function useMyOrders({ initial, onSignedOut, onError }: Options) {
  const [filters, setFiltersState] = useState(initial)
  const [state, setState] = useState<TOrdersState>({ status: 'loading', page: null, userId: null })
  const seq = useRef(0)
  const current = useRef(filters)
  const callbacks = useRef({ onSignedOut, onError })
  callbacks.current = { onSignedOut, onError }

  const load = useCallback(async (f: TOrderFilters) => {
    const mine = ++seq.current
    setState((s) => ({ ...s, status: 'loading' }))
    let result: TMyOrders | null
    try {
      result = await loadMyOrders(f)
    } catch (e) {
      if (mine !== seq.current) return
      setState((s) => ({ ...s, status: 'failed' }))
      callbacks.current.onError((e as Error).message)
      return
    }
    if (mine !== seq.current) return
    if (!result) return callbacks.current.onSignedOut()
    const { page } = result
    // A page past the end (orders finished meanwhile, an old link): show the last one that exists.
    if (page.items.length === 0 && f.page > 1 && page.lastPage >= 1 && f.page > page.lastPage) {
      const last = { ...f, page: page.lastPage }
      current.current = last
      setFiltersState(last)
      history.replaceState(history.state, '', withFilters(location.href, last))
      return void load(last)
    }
    setState({ status: 'ready', page, userId: result.userId })
  }, [])

  const setFilters = useCallback(
    (patch: Partial<TOrderFilters>) => {
      // Any filter but the page itself starts over from page 1.
      const next = { ...current.current, page: 1, ...patch }
      const href = withFilters(location.href, next)
      if (href === withFilters(location.href, current.current)) return
      current.current = next
      setFiltersState(next)
      history.pushState(history.state, '', href)
      void load(next)
    },
    [load],
  )

  useEffect(() => {
    const fromAddress = filtersFromQuery(new URLSearchParams(location.search))
    current.current = fromAddress
    setFiltersState(fromAddress)
    void load(fromAddress)
    const onPop = () => {
      const f = filtersFromQuery(new URLSearchParams(location.search))
      current.current = f
      setFiltersState(f)
      void load(f)
    }
    window.addEventListener('popstate', onPop)
    return () => window.removeEventListener('popstate', onPop)
  }, [load])

  const reload = useCallback(() => load(current.current), [load])
  const live = useLiveStatus(state.userId, setState, reload)

  return { filters, state, setFilters, reload, live }
}

/**
 * Patches a shown order's badge at once, then reloads quietly by the one re-fetch rule of live pages
 * (realtime/use-live-order.ts): the order may have moved tab, and the counters with it.
 */
function useLiveStatus(userId: string | null, setState: (fn: (s: TOrdersState) => TOrdersState) => void, reload: () => Promise<void>): boolean {
  const [live, setLive] = useState(false)
  useEffect(() => {
    if (!userId) return
    const rt = sharedRealtime()
    const room = userRoom(userId)
    // The server may refuse the room (a token gone stale); the page then simply shows what it loaded.
    const offReady = rt.onReady((ready) => setLive(ready.rooms.includes(room)))
    const offStatus = rt.onStatus((status) => status !== 'open' && setLive(false))
    const follow = followLive({
      rt,
      load: reload,
      onData: () => {},
      events: ['unified-order-search-status-changed'],
      onEvent: ({ data }) => {
        if (!data || typeof data !== 'object') return
        const d = data as { id?: unknown; status?: unknown; statusBySearch?: unknown }
        const id = d.id == null ? null : String(d.id)
        const status = statusFromEvent(d.status)
        setState((s) => {
          if (!s.page || !id || !status) return s
          const items = s.page.items.map((o) =>
            o.id === id ? { ...o, status, statusBySearch: typeof d.statusBySearch === 'number' ? d.statusBySearch : o.statusBySearch } : o,
          )
          return { ...s, page: { ...s.page, items } }
        })
      },
    })
    // Left with the page only if this page joined it: the session's personal room stays for the balance.
    follow.follow(room)
    return () => {
      follow.stop()
      offReady()
      offStatus()
    }
  }, [userId, setState, reload])
  return live
}
