// The subscription page (route ecosystem-common__subscription, platform.md §2, §4, §9): balance and current subscription,
// the group's tariffs with per-month prices, benefit, best offer and a promo discount, «Оплатить» through the bank,
// and the payment's return (Loading until the payment is confirmed, then «Платеж прошел» with the new balance).
import { useCallback, useEffect, useState, type FormEvent } from 'react'
import { STORAGE_KEYS } from '../../domain/query-params'
import { AUTH_PATH } from '../../domain/routes'
import { formatRubles } from '../../domain/money/format'
import { benefitLabel, discountLabel, displayedPrice, monthlyPrice, sortTariffs, type TDiscount } from '../../domain/money/tariffs'
import { gqlRequest } from '../graphql/client'
import { CouponByPromoCodeDocument, CouponByPromoCodeUrlKeyDocument, PurchaseSubscriptionDocument, SubscriptionPageDocument } from '../graphql/generated/graphql'
import { clearSession } from '../auth/session'
import { openPopup } from '../popups/popup-store'
import { toast } from '../toasts/toast-store'
import { call, formatDate, PAYMENT_RETURN_PATH, tokensLabel, type TMoneyAccount, type TTariff } from './money-api'
import { PAYMENT_FAIL_TEXT, PAYMENT_SUCCESS_TEXT, usePaymentReturn } from './use-payment-return'
import './money.css'

export type SubscriptionProps = {
  /** The address's tariffGroup; the server falls back to the experiment's group, else a. */
  tariffGroup: string | null
  /** The address's `subscription` or `selectedTariffId`, read as a number. */
  initialTariffId: number | null
  /** The address's `offer` (a promo code's address key). */
  offer: string | null
}

type TCoupon = TDiscount & { promoCode: string; urlKey: string; description: string | null }
type TPromo = { status: 'idle' | 'checking' | 'applied' | 'error'; message: string | null; coupon: TCoupon | null }

const PROMO_NOT_APPLICABLE = 'Этот промокод не действует для твоего аккаунта'
const PROMO_NO_TARIFF = 'Промокод не подходит к этим тарифам'

function readStoredOffer(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS.promoCode)
  } catch {
    return null
  }
}

export default function Subscription({ tariffGroup, initialTariffId, offer }: SubscriptionProps) {
  const [me, setMe] = useState<TMoneyAccount | null>(null)
  const [tariffs, setTariffs] = useState<TTariff[]>([])
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading')
  const [selectedId, setSelectedId] = useState<number | null>(initialTariffId)
  const [promoInput, setPromoInput] = useState('')
  const [promo, setPromo] = useState<TPromo>({ status: 'idle', message: null, coupon: null })
  const [paying, setPaying] = useState(false)

  const load = useCallback(
    async (promoCodeUrlKey: string | null) => {
      const data = await call(gqlRequest(SubscriptionPageDocument, { tariffGroup, promoCodeUrlKey }))
      if (!data.me) {
        // Spec §4 Session: a token without a user ends the session; sign-in brings the client back here.
        clearSession()
        location.replace(`${AUTH_PATH}?redirect=${encodeURIComponent(location.pathname + location.search)}`)
        return null
      }
      const sorted = sortTariffs(data.subscriptionTypes.filter((t) => t.isAvailable))
      setMe(data.me)
      setTariffs(sorted)
      setSelectedId((id) => (id != null && sorted.some((t) => t.id === id) ? id : (sorted.find((t) => t.isBestOffer) ?? sorted[0])?.id ?? null))
      return sorted
    },
    [tariffGroup],
  )

  const applyCoupon = useCallback(
    async (request: () => Promise<{ isApplicable: boolean; amount: number; amountType: string; promoCode: string; promoCodeUrlKey: string; userDescription?: string | null }>) => {
      setPromo((p) => ({ ...p, status: 'checking', message: null }))
      try {
        const c = await request()
        if (!c.isApplicable) return setPromo({ status: 'error', message: PROMO_NOT_APPLICABLE, coupon: null })
        const coupon: TCoupon = {
          amount: c.amount,
          amountType: c.amountType === 'fixed' ? 'fixed' : 'percent',
          promoCode: c.promoCode,
          urlKey: c.promoCodeUrlKey,
          description: c.userDescription ?? null,
        }
        const next = await load(coupon.urlKey)
        if (next && !next.some((t) => t.discountInfo)) return setPromo({ status: 'error', message: PROMO_NO_TARIFF, coupon: null })
        setPromoInput(coupon.promoCode)
        setPromo({ status: 'applied', message: coupon.description, coupon })
      } catch (e) {
        setPromo({ status: 'error', message: (e as Error).message, coupon: null })
      }
    },
    [load],
  )

  useEffect(() => {
    load(null)
      .then((loaded) => {
        if (!loaded) return
        setState('ready')
        const key = offer ?? readStoredOffer()
        if (key) {
          void applyCoupon(async () => (await call(gqlRequest(CouponByPromoCodeUrlKeyDocument, { promoCodeUrlKey: key }))).getCouponDetailsByPromoCodeUrlKey)
        }
      })
      .catch((e: Error) => {
        toast.error(e.message)
        setState('failed')
      })
  }, [load, offer, applyCoupon])

  const refresh = useCallback(() => load(promo.coupon?.urlKey ?? null), [load, promo.coupon])
  const paymentState = usePaymentReturn({ userId: me?.id ?? null, refresh })

  function submitPromo(e: FormEvent) {
    e.preventDefault()
    const code = promoInput.trim()
    if (!code) return setPromo({ status: 'error', message: 'Введи промокод', coupon: null })
    void applyCoupon(async () => (await call(gqlRequest(CouponByPromoCodeDocument, { promoCode: code }))).getCouponDetailsByPromoCode)
  }

  function removePromo() {
    setPromo({ status: 'idle', message: null, coupon: null })
    setPromoInput('')
    void load(null).catch(() => null)
  }

  const selected = tariffs.find((t) => t.id === selectedId) ?? null

  async function pay() {
    if (!selected || paying) return
    setPaying(true)
    try {
      const data = await call(
        gqlRequest(PurchaseSubscriptionDocument, {
          input: {
            subscriptionTypeId: selected.id,
            amount: displayedPrice(selected),
            paymentSystem: 'card',
            promoCodeUrlKey: selected.discountInfo ? (promo.coupon?.urlKey ?? null) : null,
            redirectAfterPayment: PAYMENT_RETURN_PATH,
            getParams: [...new URLSearchParams(location.search)].map(([name, value]) => ({ name, value })),
          },
        }),
      )
      location.href = data.purchase.redirectUrl
    } catch (e) {
      toast.error((e as Error).message)
      setPaying(false)
    }
  }

  if (state !== 'ready' || !me) {
    return (
      <div className="money" data-state={state} aria-busy={state === 'loading'}>
        {state === 'failed' ? (
          <div className="card money-card">
            <p>Не удалось загрузить тарифы. Обнови страницу, чтобы попробовать ещё раз.</p>
          </div>
        ) : (
          <>
            <div className="card money-card skeleton money-skeleton" />
            <div className="money-tariffs">
              <div className="card skeleton money-skeleton" />
              <div className="card skeleton money-skeleton" />
              <div className="card skeleton money-skeleton" />
            </div>
          </>
        )}
      </div>
    )
  }

  const current = me.userCurrentSubscription
  return (
    <div className="money" data-state="ready" data-payment={paymentState}>
      <PaymentReturnCard state={paymentState} me={me} />

      <section className="card money-card money-account" aria-label="Баланс и подписка">
        <div className="money-account__balance">
          <span className="money-account__label">Баланс</span>
          <strong className="money-account__tokens" data-balance-tokens={me.balance.balanceTokens}>
            {tokensLabel(me.balance.balanceTokens)}
          </strong>
          {me.balance.balanceBonuses > 0 && <span className="badge">{me.balance.balanceBonuses} бонусов</span>}
        </div>
        <div className="money-account__sub" data-subscription={current ? 'active' : 'none'}>
          {current ? (
            <>
              <span className="badge badge--success">Подписка активна</span>
              <p>
                «{current.type.title}», {tokensLabel(current.type.tokensPerMonth)} в месяц. Действует до {formatDate(current.endsAt)}
                {current.isRenewable ? ', продлится автоматически' : ', продление отключено'}.
              </p>
            </>
          ) : (
            <p>Подписки пока нет: выбери тариф ниже, чтобы получать токены каждый месяц.</p>
          )}
        </div>
        <button type="button" className="btn btn--secondary" onClick={() => openPopup('refill-balance')}>
          Пополнить баланс
        </button>
      </section>

      <section aria-labelledby="money-tariffs-title">
        <h2 id="money-tariffs-title" className="money-h2">
          {current ? 'Продлить или сменить тариф' : 'Выбери тариф'}
        </h2>
        <div className="money-tariffs" role="radiogroup" aria-label="Тарифы">
          {tariffs.map((t) => (
            <TariffCard key={t.id} tariff={t} coupon={promo.coupon} selected={t.id === selectedId} onSelect={() => setSelectedId(t.id)} />
          ))}
        </div>
      </section>

      <section className="card money-card money-checkout">
        <form className="money-promo" onSubmit={submitPromo}>
          <label className="field">
            <span className="field__label">Промокод</span>
            <span className="money-promo__row">
              <input
                className="input"
                name="promoCode"
                value={promoInput}
                autoComplete="off"
                placeholder="Например, SUB25"
                aria-invalid={promo.status === 'error'}
                aria-describedby="money-promo-message"
                onChange={(e) => setPromoInput(e.target.value)}
                disabled={promo.status === 'applied'}
              />
              {promo.status === 'applied' ? (
                <button type="button" className="btn btn--ghost" onClick={removePromo}>
                  Убрать
                </button>
              ) : (
                <button type="submit" className="btn btn--soft" disabled={promo.status === 'checking'}>
                  Применить
                </button>
              )}
            </span>
            {promo.message && (
              <span id="money-promo-message" className={promo.status === 'error' ? 'field__error' : 'field__hint money-promo__ok'} data-promo={promo.status}>
                {promo.message}
              </span>
            )}
          </label>
        </form>
        <div className="money-checkout__total">
          {selected && (
            <>
              <span>
                {selected.title}: <strong data-total>{formatRubles(displayedPrice(selected))}</strong>
                {selected.discountInfo && <s className="money-old-price money-old-price--after">{formatRubles(selected.price)}</s>}
              </span>
              <button type="button" className="btn btn--primary btn--lg" onClick={() => void pay()} disabled={paying}>
                {paying ? 'Переходим к оплате…' : 'Оплатить'}
              </button>
            </>
          )}
        </div>
        <p className="money-note">
          Оплата картой МИР, Visa, Mastercard или JCB. Вернуть деньги можно только на карту, с которой платил.{' '}
          <a href="/ecosystem/docs/about-payment">Об оплате</a>
        </p>
      </section>
    </div>
  )
}

function TariffCard({ tariff, coupon, selected, onSelect }: { tariff: TTariff; coupon: TCoupon | null; selected: boolean; onSelect: () => void }) {
  const price = displayedPrice(tariff)
  const perMonth = monthlyPrice({ price, durationInMonths: tariff.durationInMonths })
  const benefit = benefitLabel(tariff.benefit)
  return (
    <button
      type="button"
      role="radio"
      aria-checked={selected}
      className="card money-tariff"
      data-tariff-id={tariff.id}
      data-best={tariff.isBestOffer || undefined}
      onClick={onSelect}
    >
      <span className="money-tariff__badges">
        {tariff.isBestOffer && <span className="badge badge--primary">Лучшее предложение</span>}
        {tariff.discountInfo && coupon && (
          <span className="badge badge--danger" data-discount>
            {discountLabel(coupon)}
          </span>
        )}
      </span>
      <span className="money-tariff__title">{tariff.title}</span>
      <span className="money-tariff__month">
        <strong>{formatRubles(perMonth)}</strong> / мес
      </span>
      <span className="money-tariff__price">
        {tariff.discountInfo && <s className="money-old-price">{formatRubles(tariff.price)}</s>}
        <span data-price>{formatRubles(price)}</span>
        {tariff.durationInMonths > 1 && ' за весь срок'}
      </span>
      {benefit && <span className="badge badge--success money-tariff__benefit">{benefit}</span>}
      <span className="money-tariff__tokens">{tokensLabel(tariff.tokensPerMonth)} в месяц</span>
      {tariff.bonusesPerPurchase > 0 && <span className="money-tariff__bonus">+{tariff.bonusesPerPurchase} бонусов</span>}
    </button>
  )
}

function PaymentReturnCard({ state, me }: { state: ReturnType<typeof usePaymentReturn>; me: TMoneyAccount }) {
  if (state === 'none') return null
  if (state === 'loading') {
    return (
      <div className="card money-card money-return" data-return="loading" role="status" aria-live="polite">
        <span className="money-spinner" aria-hidden="true" />
        <div>
          <strong>Проверяем оплату…</strong>
          <p>Обычно это занимает несколько секунд. Не закрывай страницу.</p>
        </div>
      </div>
    )
  }
  if (state === 'fail') {
    return (
      <div className="card money-card money-return money-return--fail" data-return="fail" role="alert">
        <strong>Оплата не прошла</strong>
        <p>{PAYMENT_FAIL_TEXT}</p>
      </div>
    )
  }
  return (
    <div className="card money-card money-return money-return--success" data-return="success" role="status">
      <strong>{PAYMENT_SUCCESS_TEXT}</strong>
      <p>
        Баланс: <b data-return-balance>{tokensLabel(me.balance.balanceTokens)}</b>
        {me.userCurrentSubscription && `. Подписка «${me.userCurrentSubscription.type.title}» действует до ${formatDate(me.userCurrentSubscription.endsAt)}`}
      </p>
    </div>
  )
}
