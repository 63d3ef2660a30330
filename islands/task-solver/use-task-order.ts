// Loads a task order and keeps it live: unified-order-search-status-changed in the order's room re-reads it, and a
// slow poll covers a realtime connection that could not be made while the search runs.
import { useCallback, useEffect, useState } from 'react'
import { unifiedOrderRoom } from '../../domain/realtime'
import { ApiError } from '../graphql/api-error'
import { gql } from '../graphql/client'
import { TaskOrderDocument, type TaskOrderQuery } from '../graphql/generated/task-orders/graphql'
import { sharedRealtime } from '../realtime/shared'

export type TTaskOrderData = NonNullable<TaskOrderQuery['getTaskOrderById']['order']>

export type TTaskOrderState =
  | { status: 'loading' }
  | { status: 'deleted' }
  | { status: 'missing' }
  | { status: 'failed'; code: string | null }
  | { status: 'ready'; order: TTaskOrderData }

const POLL_MS = 5000

export function useTaskOrder(unifiedOrderId: string, enabled: boolean) {
  const [state, setState] = useState<TTaskOrderState>({ status: 'loading' })

  const refetch = useCallback(async () => {
    try {
      const { getTaskOrderById: r } = await gql(TaskOrderDocument, { unifiedOrderId })
      if (r.state === 'FOUND' && r.order) setState({ status: 'ready', order: r.order })
      else setState({ status: r.state === 'DELETED' ? 'deleted' : 'missing' })
    } catch (e) {
      setState({ status: 'failed', code: e instanceof ApiError ? e.code : null })
    }
  }, [unifiedOrderId])

  useEffect(() => {
    if (enabled) void refetch()
  }, [enabled, refetch])

  const searching = state.status === 'ready' && state.order.status === 'SEARCHING'
  useEffect(() => {
    if (!enabled) return
    const rt = sharedRealtime()
    const room = unifiedOrderRoom(unifiedOrderId)
    rt.join(room)
    const off = rt.on('unified-order-search-status-changed', (m) => m.room === room && void refetch())
    return () => {
      off()
      rt.leave(room)
    }
  }, [enabled, unifiedOrderId, refetch])

  useEffect(() => {
    if (!searching) return
    const timer = setInterval(() => void refetch(), POLL_MS)
    return () => clearInterval(timer)
  }, [searching, refetch])

  return { state, refetch }
}
