// Pays for a text work from the token balance (orders.md §4 flow 4, TryToPayForAiEssayOrderFromBalance): the tokens
// and the «paid» mark move in one transaction, keyed by the order, so a repeat never charges twice. A short balance
// fails with «Недостаточно средств на балансе» and the client opens the subscription or refill popup.
import type { Tx } from '../db/port'
import { AppError } from '../http/errors'
import { spendTokens } from '../money/spend-tokens'
import { ESSAY_PRICE_TOKENS } from '../../domain/essay/pricing'
import { ESSAY_ORDER_COLUMNS, toEssayOrder, type TEssayOrder, type TEssayOrderRow } from './essay-order-row'
import { logEssayEvent } from './lock-own-order'
import { checkAllowed } from '../auth/assert-allowed'

export const SIGN_IN_TO_PAY = 'Войди, чтобы оплатить работу'

export async function payForEssayOrder(tx: Tx, order: TEssayOrder): Promise<TEssayOrder> {
  if (order.isPaid) return order
  if (!order.userId) throw new AppError('UNAUTHENTICATED', SIGN_IN_TO_PAY)
  await checkAllowed(tx, order.userId, 'pay-ins')
  await spendTokens(tx, { userId: order.userId, amount: ESSAY_PRICE_TOKENS, reason: 'essay_order', idempotencyKey: `essay-order:${order.id}`, ref: `essay:${order.id}` })
  const [row] = await tx.query<TEssayOrderRow>(`update public.ai_essay_orders set is_paid = true, paid_at = now() where id = $1::bigint returning ${ESSAY_ORDER_COLUMNS}`, [order.id])
  await logEssayEvent(tx, order.id, 'paid', { tokens: ESSAY_PRICE_TOKENS })
  return toEssayOrder(row!)
}
