// The one way an order is paid from the balance (orders.md §7 TryToPay…FromBalance), inside the step that holds the
// order's row lock (withOwnOrder): a trial credit pays it where the product accepts one, otherwise its price in tokens
// (subscription, temporary, then permanent: private.spend_tokens), keyed by the order so a repeat or a race charges
// once; then the one "paid" mark, is_paid with its time, set by the product's `paid` move where paying moves the status
// (library, exam) or by markOrderPaid where it does not. A short balance answers INSUFFICIENT_TOKENS with the missing
// tokens, the price and the product, for the refill popup. What the built-in demo writer wrote is not an answer, so a
// product that sells AI writing (`writtenByAi`) is paid with 0 tokens while the demo writer is the AI (issue 33): the
// same lock, idempotency and paid mark, no spend and no trial credit, the list price kept in the order log.
import type { Tx } from '../db/port'
import type { TAiProviderInfo } from '../ai/port'
import type { RealtimeHub } from '../realtime/hub'
import { AppError } from '../http/errors'
import { checkAllowed } from '../auth/assert-allowed'
import { spendTokens } from '../money/spend-tokens'
import { spendTrialCredit } from '../money/spend-trial-credit'
import type { TOrderMachine } from './order-machine'
import { markOrderPaid } from './mark-order-paid'
import { transition } from './transition'

/** How a product is paid from the balance, declared with the product. */
export type TBalancePayment = {
  /** The ledger reason, e.g. `ai_order` (refunds are `<reason>_refund`). */
  reason: string
  /** Spend key and ledger ref prefixes: `<key>:<orderId>`, `<ref>:<orderId>`. */
  key: string
  ref: string
  /** The product as the refill popup names it. */
  product: string
  /** The message of a short balance (spend_tokens' own otherwise). */
  short?: string
  /** The message for an order with no client to charge. */
  signIn?: string
  /** One trial credit pays the whole order before any token is taken. */
  trialPays?: boolean
  /** The move that marks the order paid, where paying changes its status. */
  paidBy?: string
  /** What is sold is written by the AI: while the AI is the demo writer, it costs nothing. */
  writtenByAi?: boolean
}

/**
 * How a message order (the AI order, the advanced AI order) is paid from the balance, its machine's `payment`:
 * `<product>_order` in the ledger, spent under `<product>-order:<id>`, referenced as `<product>:<id>`; what is sold
 * is the AI's answer. `trialPays`: a free question's trial credit pays it whole.
 */
export const messageOrderPayment = (product: string, o: { trialPays?: true } = {}): TBalancePayment => ({
  reason: `${product.replaceAll('-', '_')}_order`,
  key: `${product}-order`,
  ref: product,
  product,
  short: 'Не хватает токенов на балансе, чтобы открыть ответ: пополни баланс',
  ...o,
  writtenByAi: true,
})

/** What paying reads from the app: the realtime hub, and which AI writes (AppDeps has both). */
export type TPayDeps = { realtime: RealtimeHub; ports: { ai: { info: TAiProviderInfo } } }

/** True when the product's order is given away: it sells AI writing and the AI is the demo writer. */
export const paidAsDemo = (deps: Pick<TPayDeps, 'ports'>, m: { payment?: TBalancePayment }): boolean =>
  Boolean(m.payment?.writtenByAi && deps.ports.ai.info.isDemo)

/** The key the order's payment spent under: what refundOrderSpend gives back. */
export const spendKeyOf = (m: { payment?: TBalancePayment; product: string }, orderId: string): string => {
  if (!m.payment) throw new Error(`${m.product} is not paid from the balance`)
  return `${m.payment.key}:${orderId}`
}

/** Pays the locked order `price` tokens and marks it paid; a paid order comes back as it is, nothing charged. */
export async function payFromBalance<S extends string, O>(
  tx: Tx,
  deps: TPayDeps,
  m: TOrderMachine<S, O>,
  o: {
    order: { id: string; userId: string | null; isPaid: boolean }
    price: number
    detail?: Record<string, unknown>
    /**
     * Where the text sold is already written (a referat, a catalogue copy), who wrote it decides, not which AI is
     * connected now: true when the demo writer did. Without it, the AI connected now decides.
     */
    writtenByDemo?: boolean
  },
): Promise<O> {
  const p = m.payment
  if (!p) throw new Error(`${m.product} is not paid from the balance`)
  const { order, price } = o
  if (order.isPaid) {
    const [row] = await tx.query<Record<string, unknown>>(`select ${m.columns} from ${m.table} where id = $1::bigint`, [order.id])
    return m.toOrder(row!)
  }
  if (!order.userId) throw new AppError('UNAUTHENTICATED', p.signIn)
  const userId = order.userId
  const key = spendKeyOf(m, order.id)
  const ref = `${p.ref}:${order.id}`
  let paidWith: Record<string, unknown> = { tokens: 0 }
  const demo = p.writtenByAi === true && (o.writtenByDemo ?? paidAsDemo(deps, m))
  if (price > 0 && demo) paidWith = { tokens: 0, demo: true, listPrice: price }
  else if (price > 0) {
    await checkAllowed(tx, userId, 'pay-ins')
    if (p.trialPays && (await spendTrialCredit(tx, { userId, reason: p.reason, idempotencyKey: key, ref }))) paidWith = { trials: 1 }
    else {
      try {
        await spendTokens(tx, { userId, amount: price, reason: p.reason, idempotencyKey: key, ref })
      } catch (e) {
        if (e instanceof AppError && e.code === 'INSUFFICIENT_TOKENS') throw new AppError('INSUFFICIENT_TOKENS', p.short ?? e.message, { ...e.details, price, product: p.product })
        throw e
      }
      paidWith = { tokens: price }
    }
  }
  const detail = { ...paidWith, ...o.detail }
  const { realtime } = deps
  if (p.paidBy) return transition(tx, realtime, m, { orderId: order.id, name: p.paidBy, by: 'system', set: { is_paid: true, paid_at: new Date() }, detail })
  return markOrderPaid(tx, realtime, m, { orderId: order.id, detail })
}
