// TryToPayForCombinedAiOrderFromBalance (orders.md §7): the client pays the AI order from the balance and the whole
// answer opens. A trial credit (a free question: orders.md §4 auto-pays an AI order for trial credits too) pays first,
// one per order; otherwise the order's price in tokens. Under the order's row lock the charge (keyed by the order) and
// the paid mark go in one transaction, so ten calls at once charge once. A short balance answers INSUFFICIENT_TOKENS
// with the missing tokens.
import type { AppDeps } from '../context'
import type { Caller, Tx } from '../db/port'
import { AppError } from '../http/errors'
import { checkAllowed } from '../auth/assert-allowed'
import { spendTokens } from '../money/spend-tokens'
import { markOrderPaid } from '../orders/mark-order-paid'
import { AI_ORDER_STATUS } from '../../domain/ai-order/order-statuses'
import { AI_ORDER_MACHINE } from './ai-order-machine'
import type { TAiOrder } from './ai-order-row'
import { withOwnOrder } from '../orders/with-own-order'

/** One free question pays the whole order when the balance holds one (the balance row locked); false when it holds none. */
async function spendTrialCredit(tx: Tx, userId: string, orderId: string): Promise<boolean> {
  // The training charge's payer lock serves any product: it locks the balance row and reads the trial credits.
  const [balance] = await tx.query<{ trials: string }>('select trials::text from private.lock_payer($1::uuid)', [userId])
  if (!balance || Number(balance.trials) < 1) return false
  await tx.query(`select * from private.debit($1::uuid, 'trials', 1, 'ai_order', $2, $3)`, [userId, `ai-order:${orderId}`, `ai:${orderId}`])
  return true
}

const SHORT = 'Не хватает токенов на балансе, чтобы открыть ответ: пополни баланс'

export async function tryToPayForCombinedAiOrderFromBalance(o: { deps: AppDeps; caller: Caller; unifiedOrderId: unknown }): Promise<TAiOrder> {
  if (o.caller.role !== 'authenticated') throw new AppError('UNAUTHENTICATED', 'Войди, чтобы оплатить ответ')
  return withOwnOrder(AI_ORDER_MACHINE, o, async (tx, order) => {
    // Paid already (a second click, another tab): the same order, nothing charged.
    if (order.isPaid) return order
    if (order.status === AI_ORDER_STATUS.failed) throw new AppError('STALE_STEP', 'Ответ не получен, оплачивать нечего', { status: order.status })
    const userId = order.userId!
    await checkAllowed(tx, userId, 'pay-ins')
    if (order.price > 0 && (await spendTrialCredit(tx, userId, order.id))) {
      return markOrderPaid(tx, o.deps.realtime, AI_ORDER_MACHINE, { orderId: order.id, detail: { trials: 1 } })
    }
    if (order.price > 0) {
      try {
        await spendTokens(tx, { userId, amount: order.price, reason: 'ai_order', idempotencyKey: `ai-order:${order.id}`, ref: `ai:${order.id}` })
      } catch (e) {
        if (e instanceof AppError && e.code === 'INSUFFICIENT_TOKENS') throw new AppError('INSUFFICIENT_TOKENS', SHORT, { ...e.details, price: order.price, product: 'ai' })
        throw e
      }
    }
    return markOrderPaid(tx, o.deps.realtime, AI_ORDER_MACHINE, { orderId: order.id, detail: { tokens: order.price } })
  })
}
