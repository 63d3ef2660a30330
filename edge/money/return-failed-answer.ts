// What a failed AI answer gives back, for the AI order and the advanced AI order alike (issue 29, finding 8): a
// clarification's answer returns the clarification (the answer it follows was delivered and stays paid for); a paid
// order's first answer returns its payment to the balance (refundOrderSpend), announced to the client's room.
import type { Tx } from '../db/port'
import type { RealtimeHub } from '../realtime/hub'
import { refundOrderSpend, type TOrderRefund } from './refund-order-spend'
import { refundReturn, type TFailedAnswerReturn } from '../../domain/ai-order/failed-answer'
import { userRoom } from '../../domain/realtime'

export async function returnFailedAnswer(
  tx: Tx,
  realtime: RealtimeHub,
  o: { userId: string | null; isPaid: boolean; isClarification: boolean; spendKey: string; ref: string },
): Promise<{ returned: TFailedAnswerReturn; refund: TOrderRefund }> {
  if (o.isClarification) return { returned: 'clarification', refund: {} }
  if (!o.isPaid || !o.userId) return { returned: null, refund: {} }
  const refund = await refundOrderSpend({ tx, userId: o.userId, spendKey: o.spendKey })
  const returned = refundReturn(refund)
  if (returned) await realtime.publish(tx, { room: userRoom(o.userId), event: 'user-changed', data: { reason: 'order-refund', ref: o.ref } })
  return { returned, refund }
}
