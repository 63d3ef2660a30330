// The wizard's order, loaded by its unified order id and followed live in the essay order's room (orders.md §4 Live
// events) by the one rule of realtime/use-live-order.ts; polled while the server works, in case an event is missed.
import { aiEssayOrderRoom } from '../../domain/realtime'
import { gql } from '../graphql/client'
import { EssayOrderDocument } from '../graphql/generated/essays/graphql'
import { orderLoadStatus, useLiveOrder } from '../realtime/use-live-order'
import type { TEssayOrder } from './essay-api'

const EVENTS = ['ai-essay-order-changed', 'ai-essay-order-references-search-request-changed'] as const

export function useEssayOrder(unifiedOrderId: string, shouldPoll: (order: TEssayOrder) => boolean) {
  const live = useLiveOrder({
    id: unifiedOrderId,
    load: async () => (await gql(EssayOrderDocument, { unifiedOrderId })).getAiEssayOrderById ?? null,
    room: (order) => (order ? aiEssayOrderRoom(order.id) : null),
    events: EVENTS,
    pollWhile: (order) => order !== null && shouldPoll(order),
  })
  return { status: orderLoadStatus(live), order: live.data ?? null, refetch: live.refetch, replace: live.replace }
}
