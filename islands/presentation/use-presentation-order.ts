// The wizard's order, loaded by its unified order id and followed live in the unified order's room
// ('ai-presentation-order-changed') by the one rule of realtime/use-live-order.ts; polled while the AI works, in case an
// event is missed. A guest joins the room by its fingerprint; sign-in reconnects the shared stream as the client.
import { unifiedOrderRoom } from '../../domain/realtime'
import { PRESENTATION_CHANGED_EVENT, PRESENTATION_GENERATING } from '../../domain/presentation/statuses'
import { gql } from '../graphql/client'
import { PresentationOrderDocument } from '../graphql/generated/presentations/graphql'
import { orderLoadStatus, useLiveOrder } from '../realtime/use-live-order'
import type { TPresentationOrder } from './presentation-api'

const EVENTS = [PRESENTATION_CHANGED_EVENT] as const

const isWorking = (o: TPresentationOrder) => o.presentationStatus === 'CREATED' || (PRESENTATION_GENERATING as readonly string[]).includes(o.presentationStatus)

export function usePresentationOrder(unifiedOrderId: string) {
  const live = useLiveOrder({
    id: unifiedOrderId,
    load: async () => (await gql(PresentationOrderDocument, { unifiedOrderId })).getAiPresentationOrderById ?? null,
    room: (order) => (order ? unifiedOrderRoom(order.unifiedOrderId) : null),
    events: EVENTS,
    pollWhile: (order) => order !== null && isWorking(order),
  })
  return { status: orderLoadStatus(live), order: live.data ?? null, refetch: live.refetch, replace: live.replace }
}
