// The wizard's order: loaded by its unified order id, re-fetched 2000 ms after 'ai-presentation-order-changed' in the
// unified order's room (orders.md §4, §9 re-fetch delay), and polled slowly while the AI works, in case an event is
// missed. A guest joins the room by its fingerprint; sign-in reconnects the shared stream as the client.
import { useCallback, useEffect, useRef, useState } from 'react'
import { unifiedOrderRoom } from '../../domain/realtime'
import { PRESENTATION_CHANGED_EVENT, PRESENTATION_GENERATING } from '../../domain/presentation/statuses'
import { ApiError } from '../graphql/api-error'
import { gql } from '../graphql/client'
import { PresentationOrderDocument } from '../graphql/generated/presentations/graphql'
import { sharedRealtime } from '../realtime/shared'
import type { TPresentationOrder } from './presentation-api'

const POLL_MS = 5000
const REFETCH_DELAY_MS = 2000

export type TPresentationOrderState = { status: 'loading' | 'ready' | 'missing' | 'failed'; order: TPresentationOrder | null }

const isWorking = (o: TPresentationOrder) => o.presentationStatus === 'CREATED' || (PRESENTATION_GENERATING as readonly string[]).includes(o.presentationStatus)

export function usePresentationOrder(unifiedOrderId: string) {
  const [state, setState] = useState<TPresentationOrderState>({ status: 'loading', order: null })
  const seq = useRef(0)

  const refetch = useCallback(async () => {
    const mine = ++seq.current
    try {
      const order = (await gql(PresentationOrderDocument, { unifiedOrderId })).getAiPresentationOrderById
      if (mine === seq.current) setState(order ? { status: 'ready', order } : { status: 'missing', order: null })
    } catch (e) {
      if (mine !== seq.current) return
      const missing = e instanceof ApiError && (e.code === 'BAD_REQUEST' || e.code === 'NOT_FOUND')
      setState((s) => (s.order ? s : { status: missing ? 'missing' : 'failed', order: null }))
    }
  }, [unifiedOrderId])

  /** A mutation's answer is the newest order: show it and drop any older fetch still on its way. */
  const replace = useCallback((order: TPresentationOrder) => {
    seq.current++
    setState({ status: 'ready', order })
  }, [])

  useEffect(() => void refetch(), [refetch])

  const joined = state.order?.unifiedOrderId ?? null
  useEffect(() => {
    if (!joined) return
    const rt = sharedRealtime()
    const room = unifiedOrderRoom(joined)
    const timers = new Set<ReturnType<typeof setTimeout>>()
    rt.join(room)
    const off = rt.on(PRESENTATION_CHANGED_EVENT, (m) => {
      if (m.room !== room) return
      const t = setTimeout(() => (timers.delete(t), void refetch()), REFETCH_DELAY_MS)
      timers.add(t)
    })
    return () => {
      off()
      timers.forEach(clearTimeout)
      rt.leave(room)
    }
  }, [joined, refetch])

  const polling = state.order ? isWorking(state.order) : false
  useEffect(() => {
    if (!polling) return
    const t = setInterval(() => void refetch(), POLL_MS)
    return () => clearInterval(t)
  }, [polling, refetch])

  return { ...state, refetch, replace }
}
