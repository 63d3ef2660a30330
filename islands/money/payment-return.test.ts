import { describe, expect, it } from 'vitest'
import { boughtText, orderGoalReached, readPaymentReturn, withoutPaymentReturn } from './payment-return'

describe('payment return address', () => {
  it('reads the bank result, the payment id, the threshold and the loading flag', () => {
    expect(readPaymentReturn('?payment-id=p1&payment-result=success&paymentThreshold=40')).toEqual({
      paymentId: 'p1',
      result: 'success',
      threshold: 40,
      loadingAfterPayment: false,
      context: {},
    })
    expect(readPaymentReturn('?payment-id=p1&payment-result=success&orderType=library&completedOrder=12&flow=order&tariff=x').context).toEqual({ orderType: 'library', orderId: '12', flow: 'order' })
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
    expect(withoutPaymentReturn('https://x.test/ecosystem/slides-copilot/9?payment-id=p&payment-result=success&orderType=presentation&completedOrder=9&hadSub=0&priceView=tokens&flow=order-refill')).toBe(
      '/ecosystem/slides-copilot/9',
    )
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
    expect(boughtText('library_order', me(0, null), { orderType: 'library' })).toBe('Работа из библиотеки оплачена')
    expect(boughtText('refill_tokens', me(20, null), { orderType: 'presentation', flow: 'order-refill' })).toBe('На балансе 20\u00a0токенов: оплачиваем презентацию')
  })

  it('waits per product: a text work, referat or deck paid, an AI or library order completed', () => {
    expect(orderGoalReached('text', { isPaid: true, status: 'IN_PROGRESS' })).toBe(true)
    expect(orderGoalReached('text', { isPaid: false, status: 'IN_PROGRESS' })).toBe(false)
    expect(orderGoalReached('ai', { isPaid: true, status: 'IN_PROGRESS' })).toBe(false)
    expect(orderGoalReached('ai', { isPaid: true, status: 'COMPLETED' })).toBe(true)
    expect(orderGoalReached('library', { isPaid: true, status: 'COMPLETED' })).toBe(true)
    expect(orderGoalReached('presentation', { isPaid: true, status: 'IN_PROGRESS' })).toBe(true)
  })
})
