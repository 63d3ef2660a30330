// The AI referat order of the page, loaded by its unified order id and followed live in the unified order's room (step
// ends, ai-referat-full-content-is-ready / …-generating-failed) by the one rule of realtime/use-live-order.ts; polled
// while the AI works, in case an event is missed.
import { unifiedOrderRoom } from '../../domain/realtime'
import { referatScreenForStatus } from '../../domain/referat/order-statuses'
import { gql } from '../graphql/client'
import { ReferatOrderDocument, type ReferatOrderFieldsFragment } from '../graphql/generated/referat-orders/graphql'
import { orderLoadStatus, useLiveOrder } from '../realtime/use-live-order'

export type TReferatOrder = ReferatOrderFieldsFragment

const EVENTS = ['unified-order-search-status-changed', 'ai-referat-full-content-is-ready', 'ai-referat-full-content-generating-failed'] as const

export function useReferatOrder(unifiedOrderId: string) {
  const live = useLiveOrder({
    id: unifiedOrderId,
    load: async () => (await gql(ReferatOrderDocument, { unifiedOrderId })).getAiReferatOrderById ?? null,
    room: (order) => (order ? unifiedOrderRoom(order.unifiedOrderId) : null),
    events: EVENTS,
    pollWhile: (order) => order !== null && referatScreenForStatus(order.status) === 'loading',
  })
  return { status: orderLoadStatus(live), order: live.data ?? null, refetch: live.refetch, replace: live.replace }
}
