// The payment-result context (platform.md §2: «a payment-result parameter carries order type, order id,
// had-subscription flag, tariff plan, price display type and flow»): what the client was buying when the browser left
// for the bank, written into the way back by ONE helper (returnHereAddress in payment-return.ts, which every purchase —
// the refill popup, for an order or not, and the subscription page — builds its redirectAfterPayment with) and read
// back strictly: the address is untrusted, so an unknown value is dropped, and the order id is only ever used to look
// up the client's own order through the API (getUnifiedOrderById answers null for anyone else's).
//
// Names in the address: orderType, completedOrder (the order id — the spec's public name), hadSub, tariff, priceView,
// flow (public name too). A cabinet page given completedOrder=<id>&flow=<flow> shows that order (dashboard-status).

/** The products a payment can be for; orders by their unified order's product. */
export const PAYMENT_ORDER_TYPES = ['subscription', 'refill', 'text', 'library', 'ai', 'advanced-ai', 'referat', 'presentation', 'exam'] as const
export type TPaymentOrderType = (typeof PAYMENT_ORDER_TYPES)[number]

/** How the client got to the bank: a plain top-up, a top-up made to pay an order, a subscription, an order paid outright. */
export const PAYMENT_FLOWS = ['refill', 'order-refill', 'subscription', 'order'] as const
export type TPaymentFlow = (typeof PAYMENT_FLOWS)[number]

/** How the price was shown when the client chose to pay: in tokens (an order's price) or in rubles (a package, a tariff). */
export const PRICE_VIEWS = ['tokens', 'rubles'] as const
export type TPriceView = (typeof PRICE_VIEWS)[number]

export type TPaymentContext = {
  orderType?: TPaymentOrderType
  /** The unified order id (the number in every order page's address). */
  orderId?: string
  hadSubscription?: boolean
  /** The subscription type (tariff) id. */
  tariff?: number
  priceView?: TPriceView
  flow?: TPaymentFlow
}

export const CONTEXT_PARAMS = { orderType: 'orderType', orderId: 'completedOrder', hadSubscription: 'hadSub', tariff: 'tariff', priceView: 'priceView', flow: 'flow' } as const

const ID = /^[1-9]\d{0,17}$/
const TARIFF = /^[1-9]\d{0,5}$/
const oneOf = <T extends string>(list: readonly T[], v: string | null): T | undefined => (v !== null && (list as readonly string[]).includes(v) ? (v as T) : undefined)

/** Reads the context of an address's query; every value outside its fixed set or shape is dropped. */
export function readPaymentContext(search: string): TPaymentContext {
  const q = new URLSearchParams(search)
  const ctx: TPaymentContext = {}
  const type = oneOf(PAYMENT_ORDER_TYPES, q.get(CONTEXT_PARAMS.orderType))
  if (type) ctx.orderType = type
  const id = q.get(CONTEXT_PARAMS.orderId)
  if (id && ID.test(id)) ctx.orderId = id
  const had = q.get(CONTEXT_PARAMS.hadSubscription)
  if (had === '1' || had === '0') ctx.hadSubscription = had === '1'
  const tariff = q.get(CONTEXT_PARAMS.tariff)
  if (tariff && TARIFF.test(tariff)) ctx.tariff = Number(tariff)
  const view = oneOf(PRICE_VIEWS, q.get(CONTEXT_PARAMS.priceView))
  if (view) ctx.priceView = view
  const flow = oneOf(PAYMENT_FLOWS, q.get(CONTEXT_PARAMS.flow))
  if (flow) ctx.flow = flow
  return ctx
}

function serialise(ctx: TPaymentContext): [string, string][] {
  const raw: [string, string | undefined][] = [
    [CONTEXT_PARAMS.orderType, ctx.orderType],
    [CONTEXT_PARAMS.orderId, ctx.orderId],
    [CONTEXT_PARAMS.hadSubscription, ctx.hadSubscription === undefined ? undefined : ctx.hadSubscription ? '1' : '0'],
    [CONTEXT_PARAMS.tariff, ctx.tariff === undefined ? undefined : String(ctx.tariff)],
    [CONTEXT_PARAMS.priceView, ctx.priceView],
    [CONTEXT_PARAMS.flow, ctx.flow],
  ]
  return raw.filter((e): e is [string, string] => e[1] !== undefined)
}

/** Writes the context into a URL, by the same rules the return reads it with (a bad value is not written). */
export function writePaymentContext(url: URL, ctx: TPaymentContext): void {
  for (const name of Object.values(CONTEXT_PARAMS)) url.searchParams.delete(name)
  const valid = readPaymentContext(new URLSearchParams(serialise(ctx)).toString())
  for (const [name, value] of serialise(valid)) url.searchParams.set(name, value)
}

/** What was bought, in the words of the payment-result toast; the order's kind when it is an order. */
const ORDER_WORDS: Record<Exclude<TPaymentOrderType, 'subscription' | 'refill'>, string> = {
  text: 'Текстовая работа оплачена',
  library: 'Работа из библиотеки оплачена',
  ai: 'Ответ ИИ оплачен',
  'advanced-ai': 'Ответ ИИ по источникам оплачен',
  referat: 'Реферат оплачен',
  presentation: 'Презентация оплачена',
  exam: 'Билеты оплачены',
}

/** Said for an order's payment; null for a subscription or a plain top-up (payment-return names those itself). */
export function orderBoughtText(type: TPaymentOrderType | undefined): string | null {
  return type && type !== 'subscription' && type !== 'refill' ? ORDER_WORDS[type] : null
}

/** What a top-up made for an order is for, said with the new balance: the page pays the order next. */
const ORDER_GENITIVE: Record<Exclude<TPaymentOrderType, 'subscription' | 'refill'>, string> = {
  text: 'текстовую работу',
  library: 'работу из библиотеки',
  ai: 'ответ ИИ',
  'advanced-ai': 'ответ ИИ',
  referat: 'реферат',
  presentation: 'презентацию',
  exam: 'билеты',
}

export function refillForText(type: TPaymentOrderType | undefined): string | null {
  return type && type !== 'subscription' && type !== 'refill' ? `оплачиваем ${ORDER_GENITIVE[type]}` : null
}
