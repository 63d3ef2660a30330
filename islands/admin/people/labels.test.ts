import { describe, expect, it } from 'vitest'
import { ledgerReason } from './labels'

describe('ledgerReason', () => {
  it('names the machine reasons in Russian, a refund of a spend by the spend it returns, and shows anything else as it is', () => {
    expect(ledgerReason('refill')).toBe('Покупка токенов')
    expect(ledgerReason('ai_order_refund')).toBe('Возврат за ИИ-ответ')
    expect(ledgerReason('training-refund')).toBe('Возврат за ответ репетитора')
    expect(ledgerReason('exam_order_refund')).toBe('Возврат: Оплата ответов на билеты')
    expect(ledgerReason('Администратор: бонус за отзыв')).toBe('Администратор: бонус за отзыв')
    expect(ledgerReason('unknown_refund')).toBe('unknown_refund')
  })
})
