// Pays for a text work from the token balance (orders.md §4 flow 4, TryToPayForAiEssayOrderFromBalance): the tokens
// and the «paid» mark move in one transaction, keyed by the order, so a repeat never charges twice. A short balance
// fails with INSUFFICIENT_TOKENS and the client opens the subscription or refill popup.
import type { Tx } from '../../db/port'
import type { RealtimeHub } from '../../realtime/hub'
import { AppError } from '../../http/errors'
import { spendTokens } from '../../money/spend-tokens'
import { markOrderPaid } from '../../orders/mark-order-paid'
import { ESSAY_PRICE_TOKENS } from '../../../domain/essay/pricing'
import type { TEssayOrder } from '../order/essay-order-row'
import { checkAllowed } from '../../auth/assert-allowed'
import { ESSAY_MACHINE } from '../order/essay-machine'

const SIGN_IN_TO_PAY = 'Войди, чтобы оплатить работу'

export async function payForEssayOrder(tx: Tx, realtime: RealtimeHub, order: TEssayOrder): Promise<TEssayOrder> {
  if (order.isPaid) return order
  if (!order.userId) throw new AppError('UNAUTHENTICATED', SIGN_IN_TO_PAY)
  await checkAllowed(tx, order.userId, 'pay-ins')
  await spendTokens(tx, { userId: order.userId, amount: ESSAY_PRICE_TOKENS, reason: 'essay_order', idempotencyKey: `essay-order:${order.id}`, ref: `essay:${order.id}` })
  return markOrderPaid(tx, realtime, ESSAY_MACHINE, { orderId: order.id, detail: { tokens: ESSAY_PRICE_TOKENS } })
}
