// The quick menu's data: the signed-in client's recent orders over GraphQL, plus orders the page announces.
import { useEffect, useRef, useState } from 'react'
import { QUICK_MENU_ADD_EVENT, insertRecentOrder, recentOrderFromDetail, type TRecentOrder } from '../../domain/quick-menu'
import { gqlRequest } from '../graphql/client'
import { RecentOrdersDocument } from '../graphql/generated/recent-orders/graphql'
import { getApiToken } from '../graphql/credentials'

/** `unknown` until hydrated; a guest has no token; `ready` carries the list (maybe empty). */
export type TRecentOrdersState = { status: 'unknown' } | { status: 'guest' } | { status: 'loading' } | { status: 'ready'; orders: TRecentOrder[] }

export function useRecentOrders(): TRecentOrdersState {
  const [state, setState] = useState<TRecentOrdersState>({ status: 'unknown' })
  // Orders announced while the list is still loading are applied once it arrives.
  const early = useRef<TRecentOrder[]>([])

  useEffect(() => {
    const onAdd = (e: Event) => {
      const order = recentOrderFromDetail((e as CustomEvent).detail)
      if (!order) return
      setState((s) => {
        if (s.status === 'ready') return { status: 'ready', orders: insertRecentOrder(s.orders, order) }
        early.current.push(order)
        return s
      })
    }
    window.addEventListener(QUICK_MENU_ADD_EVENT, onAdd)
    const stop = () => window.removeEventListener(QUICK_MENU_ADD_EVENT, onAdd)
    if (!getApiToken()) {
      setState({ status: 'guest' })
      return stop
    }
    setState({ status: 'loading' })
    let alive = true
    gqlRequest(RecentOrdersDocument)
      .then(({ data }) => {
        if (!alive) return
        // No user for the token: the session is over, so this is a guest now (the account badge drops the token).
        if (!data?.me) return setState({ status: 'guest' })
        setState({ status: 'ready', orders: early.current.reduce(insertRecentOrder, data.me.recentOrders) })
      })
      // Spec §7: a failed call gives an empty list.
      .catch(() => alive && setState({ status: 'ready', orders: early.current.reduce(insertRecentOrder, [] as TRecentOrder[]) }))
    return () => {
      alive = false
      stop()
    }
  }, [])

  return state
}
