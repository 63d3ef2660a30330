import { describe, expect, it } from 'vitest'
import { orderBoughtText, readPaymentContext, refillForText, writePaymentContext } from './payment-context'

describe('payment-result context', () => {
  it('reads every field of the way back', () => {
    expect(readPaymentContext('?orderType=presentation&completedOrder=905&hadSub=0&tariff=2&priceView=tokens&flow=order-refill')).toEqual({
      orderType: 'presentation',
      orderId: '905',
      hadSubscription: false,
      tariff: 2,
      priceView: 'tokens',
      flow: 'order-refill',
    })
    expect(readPaymentContext('?hadSub=1').hadSubscription).toBe(true)
  })

  it('drops unknown and malformed values: the address is untrusted', () => {
    expect(
      readPaymentContext('?orderType=admin&completedOrder=1%20or%201%3D1&hadSub=yes&tariff=-3&priceView=dollars&flow=steal'),
    ).toEqual({})
    expect(readPaymentContext('?completedOrder=0').orderId).toBeUndefined()
    expect(readPaymentContext('?completedOrder=../../admin').orderId).toBeUndefined()
    expect(readPaymentContext('?tariff=1.5').tariff).toBeUndefined()
    expect(readPaymentContext('?completedOrder=' + '9'.repeat(19)).orderId).toBeUndefined()
    expect(readPaymentContext('')).toEqual({})
  })

  it('writes what it reads, replacing an earlier context and skipping bad values', () => {
    const url = new URL('https://x.test/ecosystem/slides-copilot/905?entry=tg&flow=refill&completedOrder=1')
    writePaymentContext(url, { orderType: 'presentation', orderId: '905', hadSubscription: true, priceView: 'tokens', flow: 'order-refill' })
    expect(url.search).toBe('?entry=tg&orderType=presentation&completedOrder=905&hadSub=1&priceView=tokens&flow=order-refill')
    const bad = new URL('https://x.test/ecosystem')
    writePaymentContext(bad, { orderId: 'abc', tariff: 0 })
    expect(bad.search).toBe('')
  })

  it('says what an order payment bought and what a top-up for an order is for', () => {
    expect(orderBoughtText('presentation')).toBe('Презентация оплачена')
    expect(orderBoughtText('text')).toBe('Текстовая работа оплачена')
    expect(orderBoughtText('subscription')).toBeNull()
    expect(orderBoughtText(undefined)).toBeNull()
    expect(refillForText('presentation')).toBe('оплачиваем презентацию')
    expect(refillForText('refill')).toBeNull()
  })
})
