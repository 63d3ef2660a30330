import { describe, expect, it } from 'vitest'
import { readPaymentReturn, withoutPaymentReturn } from './payment-return'

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
