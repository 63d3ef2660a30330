// Body of the refill-balance popup (platform.md §2 Popups, §9): token packages, dearest first, the wanted one preselected
// (the address's amountTokens / showRefillBalancePopup, or the amount an order misses); a promo code — typed, or the
// saved `offer` — shows the discounted prices and goes to purchaseEcosystem as promoCodeUrlKey. «Оплатить» goes to
// the bank and comes back to this page, where the payment return waits for the balance (the order's `threshold`) and
// the order then pays itself. Without a running subscription it offers one as the alternative to the top-up.
import { useEffect, useState, type FormEvent } from 'react'
import { applyCoupon } from '../../domain/money/coupons'
import { formatRubles } from '../../domain/money/format'
import { packageForAmount } from '../../domain/money/pay-from-balance'
import { sortTokenPackages } from '../../domain/money/token-packages'
import { gql } from '../graphql/client'
import { PurchaseTokensDocument, TokensPackagesDocument } from '../graphql/generated/money/graphql'
import type { PopupBodyProps } from '../popups/popup-props'
import { toast } from '../toasts/toast-store'
import { BALANCE_PRODUCT, balanceCoupon, storedOffer, type TBalanceCoupon } from './balance-promo'
import { tokensLabel } from './money-api'
import { returnHereAddress } from './payment-return'
import { legalDocPath } from '../../domain/legal/documents'
import { PromoCodeField, type TPromo } from './promo-code-field'
import { openPopup } from '../popups/popup-store'
import './money.css'

type TPackage = { tokens: number; price: number }

type Props = PopupBodyProps<'refill-balance'>

export default function RefillPopup({ amountTokens, threshold, subscriptionAlternative, context }: Props) {
  const [packages, setPackages] = useState<TPackage[] | null>(null)
  const [selected, setSelected] = useState<number | null>(null)
  const [paying, setPaying] = useState(false)
  const [promoInput, setPromoInput] = useState('')
  const [promo, setPromo] = useState<TPromo<TBalanceCoupon>>({ status: 'idle', message: null, coupon: null })

  useEffect(() => {
    gql(TokensPackagesDocument)
      .then((data) => {
        const list = sortTokenPackages(Object.fromEntries(data.getAvailableTokensPackages.map((p) => [p.tokens, p.price])))
        setPackages(list)
        const wanted = packageForAmount(
          list.map((p) => p.tokens),
          amountTokens,
        )
        setSelected(wanted ?? list[0]?.tokens ?? null)
      })
      .catch((e: Error) => {
        toast.error(e.message)
        setPackages([])
      })
  }, [amountTokens])

  // The saved offer applies quietly: a code meant for subscriptions is simply not used here.
  useEffect(() => {
    const key = storedOffer()
    if (!key) return
    balanceCoupon({ urlKey: key }).then(
      (coupon) => setPromo((p) => (p.status === 'idle' ? { status: 'applied', message: coupon.description, coupon } : p)),
      () => null,
    )
  }, [])

  useEffect(() => {
    if (promo.coupon) setPromoInput(promo.coupon.promoCode)
  }, [promo.coupon])

  function submitPromo(e: FormEvent) {
    e.preventDefault()
    const code = promoInput.trim()
    if (!code) return setPromo({ status: 'error', message: 'Введи промокод', coupon: null })
    setPromo({ status: 'checking', message: null, coupon: null })
    balanceCoupon({ code }).then(
      (coupon) => setPromo({ status: 'applied', message: coupon.description, coupon }),
      (err: Error) => setPromo({ status: 'error', message: err.message, coupon: null }),
    )
  }

  function removePromo() {
    setPromo({ status: 'idle', message: null, coupon: null })
    setPromoInput('')
  }

  const priceOf = (p: TPackage) => (promo.coupon ? applyCoupon(p.price, promo.coupon, BALANCE_PRODUCT) : p.price)

  async function pay() {
    if (selected == null || paying) return
    setPaying(true)
    try {
      const data = await gql(PurchaseTokensDocument, {
        amountTokens: selected,
        // The payment-result context: a top-up for an order (its price was shown in tokens) or a plain one.
        redirectAfterPayment: returnHereAddress(threshold, threshold ? { flow: 'order-refill', priceView: 'tokens', ...context } : { orderType: 'refill', flow: 'refill', priceView: 'rubles' }),
        paymentSystem: 'card',
        promoCodeUrlKey: promo.coupon?.urlKey ?? null,
        getParams: [...new URLSearchParams(location.search)].map(([name, value]) => ({ name, value })),
      })
      location.href = data.purchaseEcosystem.redirectUrl
    } catch (e) {
      toast.error((e as Error).message)
      setPaying(false)
    }
  }

  if (!packages) return <div className="money-refill" data-state="loading" aria-busy="true"><div className="skeleton money-skeleton" /></div>
  if (!packages.length) return <p className="money-refill" data-state="failed">Пакеты токенов сейчас недоступны, попробуй позже.</p>
  const chosen = packages.find((p) => p.tokens === selected)
  return (
    <div className="money-refill" data-state="ready">
      <p className="money-refill__lead">Токены тратятся на задания и не сгорают. Выбери пакет:</p>
      <div className="money-refill__list" role="radiogroup" aria-label="Пакеты токенов">
        {packages.map((p) => {
          const price = priceOf(p)
          return (
            <button key={p.tokens} type="button" role="radio" aria-checked={p.tokens === selected} className="money-package" data-tokens={p.tokens} onClick={() => setSelected(p.tokens)}>
              <span className="money-package__tokens">
                {tokensLabel(p.tokens)}
                <small className="money-package__per" data-per-token>
                  {formatRubles(Math.round((price * 100) / p.tokens) / 100)} за токен
                </small>
              </span>
              <span className="money-package__price">
                {price !== p.price && <s className="money-old-price">{formatRubles(p.price)}</s>}
                <span data-price>{formatRubles(price)}</span>
              </span>
            </button>
          )
        })}
      </div>
      <PromoCodeField
        name="refillPromoCode"
        placeholder="Если есть"
        value={promoInput}
        onChange={setPromoInput}
        status={promo.status}
        message={promo.message}
        onSubmit={submitPromo}
        onRemove={removePromo}
        appliedText="Промокод применён"
        alertOnError
      />
      <button type="button" className="btn btn--primary btn--block btn--lg" onClick={() => void pay()} disabled={!chosen || paying}>
        {paying ? 'Переходим к оплате…' : chosen ? `Оплатить ${formatRubles(priceOf(chosen))}` : 'Оплатить'}
      </button>
      {subscriptionAlternative && (
        <button
          type="button"
          className="btn btn--ghost btn--block"
          data-subscription-alternative
          onClick={() => openPopup('buy-subscription', { missingTokens: amountTokens ?? null, returnTo: location.pathname + location.search })}
        >
          Или оформи подписку: токены каждый месяц
        </button>
      )}
      <p className="money-note">
        Оплата картой МИР, Visa, Mastercard или JCB. Оплачивая, ты принимаешь <a href={legalDocPath('offer')}>оферту</a>.{' '}
        <a href="/ecosystem/docs/about-payment">Об оплате</a>
      </p>
    </div>
  )
}
