import { describe, expect, it } from 'vitest'
import { DEFAULT_METHOD_ROUTING, METHOD_PROVIDER, PAYMENT_METHODS, choosePaymentMethod, isPaymentMethodId, type TMethodRouting } from './payment-methods'

/** Throws when the routing breaks the rule: two card providers that differ, and a third one for foreign cards. */
function assertMethodRouting(routing: TMethodRouting): void {
  const [a, b] = routing.cardMethods.map((m) => METHOD_PROVIDER[m])
  const foreign = METHOD_PROVIDER[routing.foreignCardMethod]
  if (!a || !b || !foreign) throw new Error('payment routing: every method must have a provider adapter')
  if (a === b) throw new Error('payment routing: the two card methods must use different providers')
  if (foreign === a || foreign === b) throw new Error('payment routing: foreign cards must use a third provider')
}

describe('payment method ids', () => {
  it('keeps the spec ids', () => {
    expect(PAYMENT_METHODS).toEqual({
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
    })
    expect(isPaymentMethodId(13)).toBe(true)
    expect(isPaymentMethodId(5)).toBe(false)
    expect(isPaymentMethodId('9')).toBe(false)
  })
})

describe('choosePaymentMethod', () => {
  it('splits card payments between the two card providers by the injected random value', () => {
    expect(choosePaymentMethod({ choice: 'card', random: () => 0 })).toBe(DEFAULT_METHOD_ROUTING.cardMethods[0])
    expect(choosePaymentMethod({ choice: 'card', random: () => 0.4999 })).toBe(DEFAULT_METHOD_ROUTING.cardMethods[0])
    expect(choosePaymentMethod({ choice: 'card', random: () => 0.5 })).toBe(DEFAULT_METHOD_ROUTING.cardMethods[1])
    expect(choosePaymentMethod({ choice: 'card', random: () => 0.9999 })).toBe(DEFAULT_METHOD_ROUTING.cardMethods[1])
  })

  it('is close to 50/50 over evenly spread random values', () => {
    const counts = new Map<number, number>()
    for (let i = 0; i < 1000; i++) {
      const m = choosePaymentMethod({ choice: 'card', random: () => i / 1000 })
      counts.set(m, (counts.get(m) ?? 0) + 1)
    }
    expect([...counts.values()]).toEqual([500, 500])
  })

  it('sends a foreign card to the third provider and SBP to its own method, without drawing', () => {
    const random = () => {
      throw new Error('no draw expected')
    }
    expect(choosePaymentMethod({ choice: 'foreign-card', random })).toBe(13)
    expect(choosePaymentMethod({ choice: 'sbp', random })).toBe(9)
    const routing = { cardMethods: [10, 11], foreignCardMethod: 3 } as const
    expect(choosePaymentMethod({ choice: 'foreign-card', routing })).toBe(3)
  })

  it('accepts the default routing and refuses one that breaks the two-plus-third rule', () => {
    expect(() => assertMethodRouting(DEFAULT_METHOD_ROUTING)).not.toThrow()
    expect(() => assertMethodRouting({ cardMethods: [11, 13], foreignCardMethod: 10 })).toThrow(/different providers/)
    expect(() => assertMethodRouting({ cardMethods: [3, 10], foreignCardMethod: 9 })).toThrow(/third provider/)
    expect(() => assertMethodRouting({ cardMethods: [4, 10], foreignCardMethod: 13 })).toThrow(/adapter/)
  })
})
