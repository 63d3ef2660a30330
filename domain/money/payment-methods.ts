// Payment methods (spec §3 Payment) and which one a customer's choice of "card", "foreign card" or "SBP" becomes (§9).

/** Method ids as the purchase payload carries them; gaps (5, 12) are ids the spec does not name. */
export const PAYMENT_METHODS = {
  stripe: 1,
  unlimint: 2,
  tinkoff: 3,
  paymoreCard: 4,
  paymoreMobile: 6,
  webmoney: 7,
  yandex: 8,
  sbp: 9,
  yookassaCard: 10,
  cloudPaymentsCard: 11,
  cloudPaymentsForeignCard: 13,
} as const

export type TPaymentMethodId = (typeof PAYMENT_METHODS)[keyof typeof PAYMENT_METHODS]

const IDS = new Set<number>(Object.values(PAYMENT_METHODS))
export const isPaymentMethodId = (id: unknown): id is TPaymentMethodId => typeof id === 'number' && IDS.has(id)

/** The provider adapter that serves a method we take payments with; the others are legacy ids kept for history. */
export const METHOD_PROVIDER: Partial<Record<TPaymentMethodId, 'tbank' | 'yookassa' | 'cloudpayments'>> = {
  [PAYMENT_METHODS.tinkoff]: 'tbank',
  [PAYMENT_METHODS.sbp]: 'tbank',
  [PAYMENT_METHODS.yookassaCard]: 'yookassa',
  [PAYMENT_METHODS.cloudPaymentsCard]: 'cloudpayments',
  [PAYMENT_METHODS.cloudPaymentsForeignCard]: 'cloudpayments',
}

export type TPaymentChoice = 'card' | 'foreign-card' | 'sbp'

export type TMethodRouting = {
  /** The two card methods a Russian card is split between, each from its own provider. */
  cardMethods: readonly [TPaymentMethodId, TPaymentMethodId]
  /** A card issued abroad goes to a third provider. */
  foreignCardMethod: TPaymentMethodId
}

export const DEFAULT_METHOD_ROUTING: TMethodRouting = {
  cardMethods: [PAYMENT_METHODS.tinkoff, PAYMENT_METHODS.yookassaCard],
  foreignCardMethod: PAYMENT_METHODS.cloudPaymentsForeignCard,
}

/**
 * The method for a customer's choice. A card is split 50/50 between the two card providers, so neither carries all
 * the traffic and each keeps working as a fallback; `random` is injectable for tests (a value in [0, 1)).
 */
export function choosePaymentMethod(opts: { choice: TPaymentChoice; routing?: TMethodRouting; random?: () => number }): TPaymentMethodId {
  const routing = opts.routing ?? DEFAULT_METHOD_ROUTING
  if (opts.choice === 'sbp') return PAYMENT_METHODS.sbp
  if (opts.choice === 'foreign-card') return routing.foreignCardMethod
  return (opts.random ?? Math.random)() < 0.5 ? routing.cardMethods[0] : routing.cardMethods[1]
}
