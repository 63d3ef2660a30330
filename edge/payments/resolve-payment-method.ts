// Turns the client's paymentMethod / paymentSystem into a method we take: the "card" label (4) is split 50/50 (spec §9).
import { choosePaymentMethod, isPaymentMethodId, METHOD_PROVIDER, PAYMENT_METHODS, type TPaymentChoice, type TPaymentMethodId } from '../../domain/money/payment-methods'
import { AppError } from '../http/errors'

const CHOICES: readonly string[] = ['card', 'foreign-card', 'sbp']

export function resolvePaymentMethod({ paymentMethod, paymentSystem, random }: { paymentMethod?: number | null; paymentSystem?: string | null; random?: () => number }): TPaymentMethodId {
  if (paymentMethod == null) {
    const choice = (paymentSystem && CHOICES.includes(paymentSystem) ? paymentSystem : 'card') as TPaymentChoice
    return choosePaymentMethod({ choice, random })
  }
  if (paymentMethod === PAYMENT_METHODS.paymoreCard) return choosePaymentMethod({ choice: 'card', random })
  if (isPaymentMethodId(paymentMethod) && METHOD_PROVIDER[paymentMethod]) return paymentMethod
  throw new AppError('BAD_REQUEST', 'Этот способ оплаты больше не поддерживается, выбери другой')
}
