// AiEssayOrderChanged to the order's room after commit (the wizard re-fetches the order 2 s later, orders.md §4).
import type { Queryable } from '../../db/port'
import type { RealtimeHub } from '../../realtime/hub'
import { aiEssayOrderRoom } from '../../../domain/realtime'

export function publishEssayChanged(realtime: RealtimeHub, q: Queryable, order: { id: string; status: number }): Promise<void> {
  return realtime.publish(q, { room: aiEssayOrderRoom(order.id), event: 'ai-essay-order-changed', data: { id: order.id, status: order.status } })
}
