// The AI referat order of the page: loaded by its unified order id, re-fetched shortly after an event in the unified
// order's room (App.Models.UnifiedOrder.{id}: step ends, ai-referat-full-content-is-ready / …-generating-failed), and
// polled while the AI works, in case an event is missed.
import { useCallback, useEffect, useRef, useState } from 'react'
import { unifiedOrderRoom } from '../../domain/realtime'
import { referatScreenForStatus } from '../../domain/referat/order-statuses'
import { gql } from '../graphql/client'
import { ApiError } from '../graphql/api-error'
import { ReferatOrderDocument, type ReferatOrderFieldsFragment } from '../graphql/generated/referat-orders/graphql'
import { sharedRealtime } from '../realtime/shared'

export type TReferatOrder = ReferatOrderFieldsFragment

const POLL_MS = 4000
const REFETCH_DELAY_MS = 500
const EVENTS = ['unified-order-search-status-changed', 'ai-referat-full-content-is-ready', 'ai-referat-full-content-generating-failed'] as const

export type TReferatOrderState = { status: 'loading' | 'ready' | 'missing' | 'failed'; order: TReferatOrder | null }

export function useReferatOrder(unifiedOrderId: string) {
  const [state, setState] = useState<TReferatOrderState>({ status: 'loading', order: null })
  const seq = useRef(0)

  const refetch = useCallback(async () => {
    const mine = ++seq.current
    try {
      const order = (await gql(ReferatOrderDocument, { unifiedOrderId })).getAiReferatOrderById
      if (mine === seq.current) setState(order ? { status: 'ready', order } : { status: 'missing', order: null })
    } catch (e) {
      if (mine !== seq.current) return
      const missing = e instanceof ApiError && (e.code === 'BAD_REQUEST' || e.code === 'NOT_FOUND')
      setState((s) => (s.order ? s : { status: missing ? 'missing' : 'failed', order: null }))
    }
  }, [unifiedOrderId])

  /** A mutation's answer is the newest order: show it and drop any older fetch still on its way. */
  const replace = useCallback((order: TReferatOrder) => {
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
    const later = () => {
      const t = setTimeout(() => (timers.delete(t), void refetch()), REFETCH_DELAY_MS)
      timers.add(t)
    }
    rt.join(room)
    const offs = EVENTS.map((event) => rt.on(event, (m) => m.room === room && later()))
    return () => {
      offs.forEach((off) => off())
      timers.forEach(clearTimeout)
      rt.leave(room)
    }
  }, [joined, refetch])

  const polling = state.order ? referatScreenForStatus(state.order.status) === 'loading' : false
  useEffect(() => {
    if (!polling) return
    const t = setInterval(() => void refetch(), POLL_MS)
    return () => clearInterval(t)
  }, [polling, refetch])

  return { ...state, refetch, replace }
}
