// Moves a paid order with approved sources to text generation (10); the transition enqueues the durable writer.
import type { Tx } from '../../db/port'
import type { RealtimeHub } from '../../realtime/hub'
import { transition } from '../../orders/transition'
import type { TEssayOrder } from '../order/essay-order-row'
import { ESSAY_MACHINE } from '../order/essay-machine'

export function startFinalText(tx: Tx, realtime: RealtimeHub, order: TEssayOrder): Promise<TEssayOrder> {
  return transition(tx, realtime, ESSAY_MACHINE, { orderId: order.id, name: 'final-text-started', by: 'client', set: { error_message: null } })
}
