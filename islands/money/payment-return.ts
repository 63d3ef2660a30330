// Payment return on any cabinet page (platform.md §4): back from the bank with payment-result=success (or the address
// flag isLoadingAfterPayment) the page shows Loading until the goal is reached — the subscription is active, the order
// is paid, or the balance reaches the threshold — then refreshes the user and says «Платеж прошел». It checks on every
// pay-in-success in the client's room and every 2000 ms (§9). payment-result=fail says so and changes nothing.
// The balance-sidebar island (mounted by the ecosystem layout) starts it once per page; pages read paymentReturnAtom.
// The way back carries the payment-result context (payment-context.ts): what was being bought — the wait then knows
// which order to look up (the client's own, through the API), and the toast says what was bought with «Открыть».
import { atom, getDefaultStore } from 'jotai/vanilla'
import { userRoom } from '../../domain/realtime'
import { loadSessionUser } from '../auth/session'
import { gqlRequest } from '../graphql/client'
import { PaymentStatusDocument } from '../graphql/generated/money/graphql'
import { sharedRealtime } from '../realtime/shared'
import { toast } from '../toasts/toast-store'
import { accountAtom, refreshAccount, type TAccount } from './account-store'
import { CONTEXT_PARAMS, orderBoughtText, readPaymentContext, refillForText, writePaymentContext, type TPaymentContext } from './payment-context'
import { OwnUnifiedOrderDocument, type OwnUnifiedOrderQuery } from '../graphql/generated/payment-context/graphql'
import { trackLater } from '../analytics/track-later'
import { POLLING_INTERVAL_MS } from './constants'
import { formatDate } from './money-api'
import { formatTokens } from '../../domain/money/format'

export type TPaymentReturnState = 'none' | 'loading' | 'success' | 'fail'

export const PAYMENT_SUCCESS_TEXT = 'Платеж прошел'
export const PAYMENT_FAIL_TEXT = 'Платеж не прошел: банк отклонил оплату. Деньги не списаны, попробуй ещё раз или выбери другую карту'
export const PAYMENT_LOADING_TEXT = 'Проверяем оплату…'

/** The balance (in tokens) a refill must reach; the page that sent the client to the bank adds it to the way back. */
const PAYMENT_THRESHOLD_PARAM = 'paymentThreshold'
const LOADING_AFTER_PAYMENT_PARAM = 'isLoadingAfterPayment'
const RETURN_PARAMS = ['payment-id', 'payment-result', PAYMENT_THRESHOLD_PARAM, LOADING_AFTER_PAYMENT_PARAM, ...Object.values(CONTEXT_PARAMS)]

export const paymentReturnAtom = atom<TPaymentReturnState>('none')

export type TPaymentReturn = {
  paymentId: string | null
  result: 'success' | 'fail' | null
  threshold: number | null
  loadingAfterPayment: boolean
  /** What was being bought; only values of its fixed sets survive the reading. */
  context: TPaymentContext
}

/** Reads the return parameters of an address's query. */
export function readPaymentReturn(search: string): TPaymentReturn {
  const q = new URLSearchParams(search)
  const r = q.get('payment-result')
  const threshold = Number(q.get(PAYMENT_THRESHOLD_PARAM))
  const flag = q.get(LOADING_AFTER_PAYMENT_PARAM)
  return {
    paymentId: q.get('payment-id'),
    result: r === 'success' || r === 'fail' ? r : null,
    threshold: Number.isFinite(threshold) && threshold > 0 ? threshold : null,
    loadingAfterPayment: flag != null && flag !== 'false' && flag !== '0',
    context: readPaymentContext(search),
  }
}

/** The address without the return parameters, so a reload does not replay the result. */
export function withoutPaymentReturn(href: string): string {
  const url = new URL(href)
  for (const p of RETURN_PARAMS) url.searchParams.delete(p)
  return url.pathname + url.search + url.hash
}

/**
 * What the payment bought, said under «Платеж прошел» (issue 33: after the bank the page says what was bought): the
 * subscription and its end, the balance after a top-up, or an order paid. Null when the kind is unknown.
 */
export function boughtText(kind: string | null, me: Pick<TAccount, 'balance' | 'userCurrentSubscription'> | null, ctx: TPaymentContext = {}): string | null {
  if (!kind) return null
  // A top-up made for an order: the balance, and that the page pays the order now (usePayAfterRefill).
  const forOrder = ctx.flow === 'order-refill' ? refillForText(ctx.orderType) : null
  if (kind === 'refill_tokens' && forOrder) return me ? `На балансе ${formatTokens(me.balance.balanceTokens)}: ${forOrder}` : `Токены на балансе: ${forOrder}`
  if (kind === 'subscription') {
    const sub = me?.userCurrentSubscription
    return sub ? `Подписка «${sub.type.title}» действует до ${formatDate(sub.endsAt)}` : 'Подписка оформлена'
  }
  if (kind === 'refill_tokens') return me ? `На балансе ${formatTokens(me.balance.balanceTokens)}` : 'Токены на балансе'
  return orderBoughtText(ctx.orderType) ?? 'Заказ оплачен'
}

/**
 * THE way back from the bank for every purchase (the refill popup, for an order or not, and the subscription page): this
 * page, waiting for the balance to reach `threshold` tokens when given, with the payment-result context — what is being
 * bought (`ctx`), and whether the client had a running subscription (read from the account when not given).
 */
export function returnHereAddress(threshold?: number | null, ctx: TPaymentContext = {}): string {
  const url = new URL(withoutPaymentReturn(location.href), location.origin)
  if (threshold) url.searchParams.set(PAYMENT_THRESHOLD_PARAM, String(threshold))
  const me = store.get(accountAtom).me
  writePaymentContext(url, { ...(me && { hadSubscription: isActive(me) }), ...ctx })
  return url.pathname + url.search
}

const isActive = (me: TAccount | null) => Boolean(me?.userCurrentSubscription && !me.userCurrentSubscription.isAlreadyEnded)

type TOwnOrder = NonNullable<OwnUnifiedOrderQuery['getUnifiedOrderById']>

/** The context's order, looked up as the client's own (null for an unknown id or anyone else's order). */
export async function ownOrder(ctx: TPaymentContext): Promise<TOwnOrder | null> {
  if (!ctx.orderId) return null
  const res = await gqlRequest(OwnUnifiedOrderDocument, { id: ctx.orderId }).catch(() => null)
  return res?.data?.getUnifiedOrderById ?? null
}

/**
 * The spec's goal for an order bought outright: the text order is paid, an AI order is completed, a library order is
 * done; the others (referat, presentation, exam) once paid.
 */
export function orderGoalReached(type: TPaymentContext['orderType'], order: Pick<TOwnOrder, 'isPaid' | 'status'>): boolean {
  if (type === 'ai' || type === 'advanced-ai' || type === 'library') return order.status === 'COMPLETED'
  return order.isPaid
}

/** Whether the wait is over: true (goal reached), false (the bank declined) or null (still waiting). */
async function checkGoal(ret: TPaymentReturn, before: TAccount | null): Promise<boolean | null> {
  let kind: string | null = null
  if (ret.paymentId) {
    const res = await gqlRequest(PaymentStatusDocument, { id: ret.paymentId }).catch(() => null)
    const payment = res?.data?.payment
    if (payment?.status === 'canceled') return false
    if (payment?.status !== 'succeeded') return null
    kind = payment.kind
    paidKind = kind
  }
  const me = await refreshAccount()
  if (!me) return null
  const tokens = me.balance.balanceTokens
  if (ret.threshold != null) return tokens >= ret.threshold ? true : null
  if (kind === 'subscription') return isActive(me) ? true : null
  if (kind === 'refill_tokens') return true
  // An order bought outright (flow «order»): its own goal, when the context names the client's own order.
  if (kind && ret.context.flow === 'order' && ret.context.orderId) {
    const order = await ownOrder(ret.context)
    if (order && !orderGoalReached(ret.context.orderType, order)) return null
    return true
  }
  // An order's payment counts once it succeeded (the tokens are on the balance).
  if (kind && ret.paymentId) return true
  // isLoadingAfterPayment without a payment id: wait for the subscription or the balance to change.
  return isActive(me) !== isActive(before) || tokens > (before?.balance.balanceTokens ?? 0) ? true : null
}

let started = false
const store = getDefaultStore()
/** What the payment bought, as the bank's return named it (the payment's kind); null until known. */
let paidKind: string | null = null
/** The balance the way back waited for: set when an order's refill came back (payFromBalance's threshold). */
let refillThreshold: number | null = null

/** True when this page came back from a refill made to pay one of its orders (usePayAfterRefill pays it then). */
export const cameBackFromOrderRefill = (): boolean => refillThreshold != null

/**
 * The result card is news about the payment just made, not a state of the page: it goes when the client closes it,
 * does the next thing on the page (picks a tariff or a package, applies a code, pays again) or leaves, and a success
 * also on its own after the spec's toast lifetime (§3 Toast: 30 s). A check still running is never dismissed.
 */
export function dismissPaymentReturn(): void {
  const state = store.get(paymentReturnAtom)
  if (state === 'success' || state === 'fail') store.set(paymentReturnAtom, 'none')
}

/** A success card's own lifetime (the spec's default toast lifetime). */
export const PAYMENT_RESULT_LIFETIME_MS = 30_000

/** Once per page: reads the address, clears the return parameters and waits; does nothing without them. */
export function startPaymentReturn(): void {
  if (started || typeof location === 'undefined') return
  started = true
  const ret = readPaymentReturn(location.search)
  if (!ret.result && !ret.loadingAfterPayment) return
  refillThreshold = ret.threshold
  history.replaceState(history.state, '', withoutPaymentReturn(location.href))
  if (ret.result === 'fail' || (ret.result === 'success' && !ret.paymentId)) {
    store.set(paymentReturnAtom, 'fail')
    toast.error(PAYMENT_FAIL_TEXT)
    return
  }
  store.set(paymentReturnAtom, 'loading')
  void wait(ret)
}

async function wait(ret: TPaymentReturn) {
  const loadingId = toast.loading(PAYMENT_LOADING_TEXT)
  // The account before the payment landed, for the flag without a payment id.
  const me = await refreshAccount()
  const before = ret.paymentId ? null : me
  const userId = me?.id ?? null
  const rt = sharedRealtime()
  let wake: (() => void) | null = null
  if (userId) rt.join(userRoom(userId))
  const off = rt.on('pay-in-success', () => wake?.())
  let outcome: boolean | null = null
  while (outcome === null) {
    outcome = await checkGoal(ret, before)
    if (outcome !== null) break
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, POLLING_INTERVAL_MS)
      wake = () => {
        clearTimeout(timer)
        resolve()
      }
    })
  }
  off()
  toast.close(loadingId)
  if (!outcome) {
    store.set(paymentReturnAtom, 'fail')
    toast.error(PAYMENT_FAIL_TEXT)
    return
  }
  await loadSessionUser().catch(() => null)
  store.set(paymentReturnAtom, 'success')
  const [after, order] = await Promise.all([refreshAccount().catch(() => null), ownOrder(ret.context)])
  const bought = boughtText(paidKind, after, ret.context)
  // «Открыть»: the order bought, when it is the client's own and this page is not already its page.
  const href = order && order.href.startsWith('/') && !order.href.startsWith('//') && order.href !== location.pathname ? order.href : null
  toast.success(bought ?? PAYMENT_SUCCESS_TEXT, {
    ...(bought && { title: PAYMENT_SUCCESS_TEXT }),
    ...(href && { link: { label: 'Открыть', href } }),
  })
  trackLater('payment_success', { kind: paidKind, ...ret.context })
}
