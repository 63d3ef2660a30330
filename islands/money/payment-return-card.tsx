// The payment's result on the subscription page (platform.md §4 Payment return): checking, declined, or «Платеж прошел»
// with the new balance and subscription. The wait itself runs in payment-return.ts for every cabinet page.
import { formatDate, tokensLabel, type TMoneyAccount } from './money-api'
import { useEffect } from 'react'
import { dismissPaymentReturn, PAYMENT_FAIL_TEXT, PAYMENT_LOADING_TEXT, PAYMENT_RESULT_LIFETIME_MS, PAYMENT_SUCCESS_TEXT, type TPaymentReturnState } from './payment-return'

function CloseButton() {
  return (
    <button type="button" className="money-return__close" aria-label="Закрыть" onClick={dismissPaymentReturn}>
      ×
    </button>
  )
}

export function PaymentReturnCard({ state, me }: { state: TPaymentReturnState; me: TMoneyAccount }) {
  useEffect(() => {
    if (state !== 'success') return
    const timer = setTimeout(dismissPaymentReturn, PAYMENT_RESULT_LIFETIME_MS)
    return () => clearTimeout(timer)
  }, [state])
  if (state === 'none') return null
  if (state === 'loading') {
    return (
      <div className="card money-card money-return" data-return="loading" role="status" aria-live="polite">
        <span className="money-spinner" aria-hidden="true" />
        <div>
          <strong>{PAYMENT_LOADING_TEXT}</strong>
          <p>Обычно это занимает несколько секунд. Не закрывай страницу.</p>
        </div>
      </div>
    )
  }
  if (state === 'fail') {
    return (
      <div className="card money-card money-return money-return--fail" data-return="fail" role="alert">
        <CloseButton />
        <strong>Оплата не прошла</strong>
        <p>{PAYMENT_FAIL_TEXT}</p>
      </div>
    )
  }
  return (
    <div className="card money-card money-return money-return--success" data-return="success" role="status">
      <CloseButton />
      <strong>{PAYMENT_SUCCESS_TEXT}</strong>
      <p>
        Баланс: <b data-return-balance>{tokensLabel(me.balance.balanceTokens)}</b>
        {me.userCurrentSubscription && `. Подписка «${me.userCurrentSubscription.type.title}» действует до ${formatDate(me.userCurrentSubscription.endsAt)}`}
      </p>
    </div>
  )
}
