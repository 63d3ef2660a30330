import { describe, expect, it } from 'vitest'
import { boughtText, readPaymentReturn, withoutPaymentReturn } from './payment-return'

describe('payment return address', () => {
  it('reads the bank result, the payment id, the threshold and the loading flag', () => {
    expect(readPaymentReturn('?payment-id=p1&payment-result=success&paymentThreshold=40')).toEqual({
      paymentId: 'p1',
      result: 'success',
      threshold: 40,
      loadingAfterPayment: false,
    })
    expect(readPaymentReturn('?payment-result=fail').result).toBe('fail')
    expect(readPaymentReturn('?payment-result=maybe').result).toBeNull()
    expect(readPaymentReturn('?paymentThreshold=abc').threshold).toBeNull()
    expect(readPaymentReturn('?isLoadingAfterPayment=true').loadingAfterPayment).toBe(true)
    expect(readPaymentReturn('?isLoadingAfterPayment=false').loadingAfterPayment).toBe(false)
    expect(readPaymentReturn('').loadingAfterPayment).toBe(false)
  })

  it('drops only the return parameters', () => {
    expect(withoutPaymentReturn('https://x.test/ecosystem?entry=tg&payment-id=p1&payment-result=success&paymentThreshold=40#top')).toBe('/ecosystem?entry=tg#top')
    expect(withoutPaymentReturn('https://x.test/ecosystem/subscription?isLoadingAfterPayment=true')).toBe('/ecosystem/subscription')
  })
})

describe('what the payment bought', () => {
  const me = (tokens: number, sub: { title: string; endsAt: string } | null) =>
    ({ balance: { balanceTokens: tokens }, userCurrentSubscription: sub && { type: { title: sub.title }, endsAt: sub.endsAt } }) as Parameters<typeof boughtText>[1]
  it('names the subscription and its end, the balance after a top-up, or an order paid', () => {
    expect(boughtText('subscription', me(70, { title: '1 месяц', endsAt: '2026-12-30T10:00:00Z' }))).toMatch(/^Подписка «1 месяц» действует до 30 дек/)
    expect(boughtText('subscription', me(0, null))).toBe('Подписка оформлена')
    expect(boughtText('refill_tokens', me(1500, null))).toBe('На балансе 1\u00a0500\u00a0токенов')
    expect(boughtText('library_order', me(0, null))).toBe('Заказ оплачен')
    expect(boughtText(null, me(0, null))).toBeNull()
  })
})
