// The wizard's order: loaded by its unified order id, re-fetched 2000 ms after a live event in the order's room
// (orders.md §4 Live events, §9), and polled every few seconds while the server works, in case an event is missed.
import { useCallback, useEffect, useRef, useState } from 'react'
import { aiEssayOrderRoom } from '../../domain/realtime'
import { ESSAY_LIMITS } from '../../domain/essay/requirements'
import { gql } from '../graphql/client'
import { EssayOrderDocument } from '../graphql/generated/essays/graphql'
import { sharedRealtime } from '../realtime/shared'
import { ApiError } from '../graphql/api-error'
import type { TEssayOrder } from './essay-api'

const POLL_MS = 4000

export type TOrderState = { status: 'loading' | 'ready' | 'missing' | 'failed'; order: TEssayOrder | null }

export function useEssayOrder(unifiedOrderId: string, shouldPoll: (order: TEssayOrder) => boolean) {
  const [state, setState] = useState<TOrderState>({ status: 'loading', order: null })
  const seq = useRef(0)
  const pollRef = useRef(shouldPoll)
  pollRef.current = shouldPoll

  const refetch = useCallback(async () => {
    const mine = ++seq.current
    try {
      const d = await gql(EssayOrderDocument, { unifiedOrderId })
      if (mine !== seq.current) return
      const order = d.getAiEssayOrderById
      setState(order ? { status: 'ready', order } : { status: 'missing', order: null })
    } catch (e) {
      if (mine !== seq.current) return
      // An address that names no order (not a number, say) is a missing order, not a failed load.
      const missing = e instanceof ApiError && (e.code === 'BAD_REQUEST' || e.code === 'NOT_FOUND')
      setState((s) => (s.order ? s : { status: missing ? 'missing' : 'failed', order: null }))
    }
  }, [unifiedOrderId])

  /** A mutation's answer is the newest order: show it and drop any older fetch still on its way. */
  const replace = useCallback((order: TEssayOrder) => {
    seq.current++
    setState({ status: 'ready', order })
  }, [])

  useEffect(() => {
    void refetch()
  }, [refetch])

  const orderId = state.order?.id ?? null
  useEffect(() => {
    if (!orderId) return
    const rt = sharedRealtime()
    const room = aiEssayOrderRoom(orderId)
    const timers = new Set<ReturnType<typeof setTimeout>>()
    const later = () => {
      const t = setTimeout(() => {
        timers.delete(t)
        void refetch()
      }, ESSAY_LIMITS.refetchDelayMs)
      timers.add(t)
    }
    rt.join(room)
    const offs = [
      rt.on('ai-essay-order-changed', (m) => m.room === room && later()),
      rt.on('ai-essay-order-references-search-request-changed', (m) => m.room === room && later()),
    ]
    return () => {
      offs.forEach((off) => off())
      timers.forEach(clearTimeout)
      rt.leave(room)
    }
  }, [orderId, refetch])

  const order = state.order
  const polling = order ? pollRef.current(order) : false
  useEffect(() => {
    if (!polling) return
    const t = setInterval(() => void refetch(), POLL_MS)
    return () => clearInterval(t)
  }, [polling, refetch])

  return { ...state, refetch, replace }
}
