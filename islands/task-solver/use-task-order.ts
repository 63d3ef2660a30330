// Loads a task order and keeps it live by the one rule of realtime/use-live-order.ts: unified-order-search-status-changed
// in the order's room re-reads it, and a poll covers a realtime connection that could not be made while the search runs.
import { useMemo } from 'react'
import { unifiedOrderRoom } from '../../domain/realtime'
import { ApiError } from '../graphql/api-error'
import { gql } from '../graphql/client'
import { TaskOrderDocument, type TaskOrderQuery } from '../graphql/generated/task-orders/graphql'
import { useLiveOrder } from '../realtime/use-live-order'

export type TTaskOrderData = NonNullable<TaskOrderQuery['getTaskOrderById']['order']>

export type TTaskOrderState =
  | { status: 'loading' }
  | { status: 'deleted' }
  | { status: 'missing' }
  | { status: 'failed'; code: string | null }
  | { status: 'ready'; order: TTaskOrderData }

const EVENTS = ['unified-order-search-status-changed'] as const

export function useTaskOrder(unifiedOrderId: string, enabled: boolean) {
  const live = useLiveOrder({
    id: unifiedOrderId,
    enabled,
    load: async () => (await gql(TaskOrderDocument, { unifiedOrderId })).getTaskOrderById,
    room: () => unifiedOrderRoom(unifiedOrderId),
    events: EVENTS,
    pollWhile: (r) => r.state === 'FOUND' && r.order?.status === 'SEARCHING',
  })
  // One object per answer: the islands' effects run on a change of state, not on every render.
  const state = useMemo(() => taskOrderState(live.data, live.error), [live.data, live.error])
  return { state, refetch: live.refetch }
}

function taskOrderState(r: TaskOrderQuery['getTaskOrderById'] | undefined, error: unknown): TTaskOrderState {
  if (r?.state === 'FOUND' && r.order) return { status: 'ready', order: r.order }
  if (error) return { status: 'failed', code: error instanceof ApiError ? error.code : null }
  if (!r) return { status: 'loading' }
  return { status: r.state === 'DELETED' ? 'deleted' : 'missing' }
}
