// Pays for a text work from the token balance (orders.md §4 flow 4, TryToPayForAiEssayOrderFromBalance): the tokens
// and the «paid» mark move in one transaction, keyed by the order, so a repeat never charges twice. A short balance
// fails with INSUFFICIENT_TOKENS and the client opens the subscription or refill popup.
import type { Tx } from '../../db/port'
import { payFromBalance, type TPayDeps } from '../../orders/pay-from-balance'
import { ESSAY_PRICE_TOKENS } from '../../../domain/essay/pricing'
import type { TEssayOrder } from '../order/essay-order-row'
import { ESSAY_MACHINE } from '../order/essay-machine'

export const payForEssayOrder = (tx: Tx, deps: TPayDeps, order: TEssayOrder): Promise<TEssayOrder> =>
  payFromBalance(tx, deps, ESSAY_MACHINE, { order, price: ESSAY_PRICE_TOKENS })
