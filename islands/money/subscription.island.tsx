// The subscription page (route ecosystem-common__subscription, platform.md §2, §4, §9): balance and current subscription
// with its actions (subscription-status.tsx), the group's tariffs with per-month prices, benefit, best offer and a promo
// discount, «Оплатить» through the bank, and the payment's result (payment-return.ts waits; the card shows its state).
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react'
import { useAtomValue } from 'jotai/react'
import { AUTH_PATH } from '../../domain/routes'
import { safeRedirect } from '../../domain/auth/screens'
import { formatRubles } from '../../domain/money/format'
import { legalDocPath } from '../../domain/legal/documents'
import { discountedMonths, type TCouponDuration } from '../../domain/money/coupons'
import { benefitLabel, discountLabel, displayedPrice, priceDisplayOf, sortTariffs, tariffPriceLines, type TDiscount } from '../../domain/money/tariffs'
import { gql } from '../graphql/client'
import { CouponByPromoCodeDocument, CouponByPromoCodeUrlKeyDocument, PurchaseSubscriptionDocument, SubscriptionPageDocument } from '../graphql/generated/money/graphql'
import { clearSession } from '../auth/session'
import { toast } from '../toasts/toast-store'
import { accountAtom, setAccount } from './account-store'
import { storedOffer } from './balance-promo'
import { tokensLabel, type TTariff } from './money-api'
import { dismissPaymentReturn, returnHereAddress } from './payment-return'
import { PromoCodeField, type TPromo } from './promo-code-field'
import { SubscriptionStatus } from './subscription-status'
import { PaymentReturnCard } from './payment-return-card'
import { usePaymentReturn } from './use-payment-return'
import { promoPopupShown, rememberPromoPopup } from './promo-subscription-popup'
import { openPopup } from '../popups/popup-store'
import { ABC_TARIFFS_FEATURE, FEATURE_DEFAULTS, parseFeatureOverrides, TARIFF_PRICE_IDS } from '../../domain/experiments/known-features'
import { featureValue, initExperiments } from '../experiments/experiments-client'
import './money.css'

export type SubscriptionProps = {
  /** The address's tariffGroup; the server falls back to the experiment's group, else a. */
  tariffGroup: string | null
  /** The address's `subscription` or `selectedTariffId`, read as a number. */
  initialTariffId: number | null
  /** The address's `offer` (a promo code's address key). */
  offer: string | null
  /** The address's gbFeature: outside production the server shows the variant it forces for abc-tariffs-3475. */
  gbFeature?: string | null
}

const forcedTariffVariant = (gbFeature: string | null | undefined) =>
  parseFeatureOverrides(gbFeature, { [ABC_TARIFFS_FEATURE]: { defaultValue: FEATURE_DEFAULTS[ABC_TARIFFS_FEATURE] } }).get(ABC_TARIFFS_FEATURE)?.value as string | undefined

type TCoupon = TDiscount & TCouponDuration & { promoCode: string; urlKey: string; description: string | null }

const PROMO_NOT_APPLICABLE = 'Этот промокод не действует для твоего аккаунта'
const PROMO_NO_TARIFF = 'Промокод не подходит к этим тарифам'

/** The address's selectedTariffId is read once (the page's initialTariffId); a reload then starts from the best offer. */
function consumeSelectedTariffFlag() {
  const url = new URL(location.href)
  if (!url.searchParams.has('selectedTariffId')) return
  url.searchParams.delete('selectedTariffId')
  history.replaceState(history.state, '', url.pathname + url.search + url.hash)
}

export default function Subscription({ tariffGroup, initialTariffId, offer, gbFeature = null }: SubscriptionProps) {
  // One copy of the account for the page, the balance sidebar and the payment return.
  const me = useAtomValue(accountAtom).me
  const [tariffs, setTariffs] = useState<TTariff[]>([])
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading')
  const [selectedId, setSelectedId] = useState<number | null>(initialTariffId)
  const [promoInput, setPromoInput] = useState('')
  const [promo, setPromo] = useState<TPromo<TCoupon>>({ status: 'idle', message: null, coupon: null })
  const [paying, setPaying] = useState(false)
  // The purchase of this render, for the promo popup opened from an earlier one.
  const payRef = useRef<(tariff: TTariff, couponKey: string | null, fromPopup: boolean) => Promise<void>>(async () => undefined)

  const load = useCallback(
    async (promoCodeUrlKey: string | null) => {
      const data = await gql(SubscriptionPageDocument, { tariffGroup, experimentGroup: forcedTariffVariant(gbFeature) ?? null, promoCodeUrlKey })
      if (!data.me) {
        // Spec §4 Session: a token without a user ends the session; sign-in brings the client back here.
        clearSession()
        location.replace(`${AUTH_PATH}?redirect=${encodeURIComponent(location.pathname + location.search)}`)
        return null
      }
      const sorted = sortTariffs(data.subscriptionTypes.filter((t) => t.isAvailable))
      setAccount(data.me)
      // The server chose the group by the same hash; this records the exposure and fills analytics' experiments map.
      if (!Object.hasOwn(TARIFF_PRICE_IDS, (tariffGroup ?? '').trim().toLowerCase())) {
        void initExperiments({ userId: data.me.id }).then(() => featureValue(ABC_TARIFFS_FEATURE))
      }
      setTariffs(sorted)
      setSelectedId((id) => (id != null && sorted.some((t) => t.id === id) ? id : (sorted.find((t) => t.isBestOffer) ?? sorted[0])?.id ?? null))
      return sorted
    },
    [tariffGroup, gbFeature],
  )

  const applyCoupon = useCallback(
    async (
      request: () => Promise<
        TCouponDuration & {
          isApplicable: boolean
          amount: number
          amountType: string
          promoCode: string
          promoCodeUrlKey: string
          userDescription?: string | null
          popupTitle?: string | null
          popupSubtitle?: string | null
        }
      >,
      fromOffer = false,
    ) => {
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
          durationType: c.durationType,
          intervalCount: c.intervalCount ?? null,
          intervalUnit: c.intervalUnit ?? null,
        }
        const next = await load(coupon.urlKey)
        if (next && !next.some((t) => t.discountInfo)) return setPromo({ status: 'error', message: PROMO_NO_TARIFF, coupon: null })
        setPromoInput(coupon.promoCode)
        setPromo({ status: 'applied', message: coupon.description, coupon })
        if (fromOffer && next) offerPromoPopup(c, next, (t) => payRef.current(t, coupon.urlKey, true))
      } catch (e) {
        setPromo({ status: 'error', message: (e as Error).message, coupon: null })
      }
    },
    [load],
  )

  useEffect(() => {
    consumeSelectedTariffFlag()
    load(null)
      .then((loaded) => {
        if (!loaded) return
        setState('ready')
        const key = offer ?? storedOffer()
        if (key) {
          void applyCoupon(async () => (await gql(CouponByPromoCodeUrlKeyDocument, { promoCodeUrlKey: key })).getCouponDetailsByPromoCodeUrlKey, true)
        }
      })
      .catch((e: Error) => {
        toast.error(e.message)
        setState('failed')
      })
  }, [load, offer, applyCoupon])

  const paymentState = usePaymentReturn()

  function submitPromo(e: FormEvent) {
    e.preventDefault()
    dismissPaymentReturn()
    const code = promoInput.trim()
    if (!code) return setPromo({ status: 'error', message: 'Введи промокод', coupon: null })
    void applyCoupon(async () => (await gql(CouponByPromoCodeDocument, { promoCode: code })).getCouponDetailsByPromoCode)
  }

  function removePromo() {
    setPromo({ status: 'idle', message: null, coupon: null })
    setPromoInput('')
    void load(null).catch(() => null)
  }

  const selectedTariff = tariffs.find((t) => t.id === selectedId) ?? null

  /** Buys a tariff (the selected one, with the applied coupon when it discounts it); from the promo popup a failure is
   * the popup's to show, so it is thrown rather than toasted. */
  async function pay(
    selected: TTariff | null = selectedTariff,
    couponKey: string | null = selected?.discountInfo ? (promo.coupon?.urlKey ?? null) : null,
    fromPopup = false,
  ) {
    if (!selected || (paying && !fromPopup)) return
    dismissPaymentReturn()
    setPaying(true)
    try {
      const data = await gql(PurchaseSubscriptionDocument, {
        input: {
          subscriptionTypeId: selected.id,
          amount: displayedPrice(selected),
          paymentSystem: 'card',
          promoCodeUrlKey: couponKey,
          // The page that sent the student here (a popup's tariff link: `redirect`) gets them back after the bank.
          redirectAfterPayment: safeRedirect(new URLSearchParams(location.search).get('redirect')) ?? returnHereAddress(null, { orderType: 'subscription', flow: 'subscription', tariff: selected.id, priceView: 'rubles' }),
          getParams: [...new URLSearchParams(location.search)].map(([name, value]) => ({ name, value })),
        },
      })
      location.href = data.purchase.redirectUrl
    } catch (e) {
      setPaying(false)
      if (fromPopup) throw e
      toast.error((e as Error).message)
    }
  }
  payRef.current = pay

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

  const current = me.userCurrentSubscription && !me.userCurrentSubscription.isAlreadyEnded ? me.userCurrentSubscription : null
  return (
    <div className="money" data-state="ready" data-payment={paymentState}>
      <PaymentReturnCard state={paymentState} me={me} />

      <SubscriptionStatus me={me} />

      <section aria-labelledby="money-tariffs-title">
        <h2 id="money-tariffs-title" className="money-h2">
          {current ? 'Продлить или сменить тариф' : 'Выбери тариф'}
        </h2>
        <div className="money-tariffs" role="radiogroup" aria-label="Тарифы">
          {tariffs.map((t) => (
            <TariffCard key={t.id} tariff={t} coupon={promo.coupon} selected={t.id === selectedId} onSelect={() => {
                dismissPaymentReturn()
                setSelectedId(t.id)
              }} />
          ))}
        </div>
      </section>

      <section className="card money-card money-checkout">
        <PromoCodeField
          name="promoCode"
          placeholder="Например, SUB25"
          value={promoInput}
          onChange={setPromoInput}
          status={promo.status}
          message={promo.message}
          onSubmit={submitPromo}
          onRemove={removePromo}
          messageId="money-promo-message"
        />
        <div className="money-checkout__total">
          {selectedTariff && (
            <>
              <span>
                {selectedTariff.title}: <strong data-total>{formatRubles(displayedPrice(selectedTariff))}</strong>
                {selectedTariff.discountInfo && <s className="money-old-price money-old-price--after">{formatRubles(selectedTariff.price)}</s>}
              </span>
              <button type="button" className="btn btn--primary btn--lg" onClick={() => void pay()} disabled={paying}>
                {paying ? 'Переходим к оплате…' : 'Оплатить'}
              </button>
            </>
          )}
        </div>
        <p className="money-note">
          Оплата картой МИР, Visa, Mastercard или JCB. Подписка продлевается автоматически, если банк сохранит карту; отменить продление можно в любой момент.
          Вернуть деньги можно только на карту, с которой платил. Оплачивая, ты принимаешь{' '}
          <a href={legalDocPath('offer')}>оферту</a>. <a href="/ecosystem/docs/about-payment">Об оплате</a>
        </p>
      </section>
    </div>
  )
}

/**
 * The promo subscription popup (platform.md §2), once a session per offer: the offer applies, discounts a tariff and has
 * popup copy. It offers the best offer among the discounted tariffs (else the first discounted one).
 */
function offerPromoPopup(c: { promoCodeUrlKey: string; popupTitle?: string | null; popupSubtitle?: string | null }, tariffs: TTariff[], buy: (t: TTariff) => Promise<void>) {
  if (!c.popupTitle && !c.popupSubtitle) return
  if (promoPopupShown(c.promoCodeUrlKey)) return
  const discounted = tariffs.filter((t) => t.discountInfo)
  const tariff = discounted.find((t) => t.isBestOffer) ?? discounted[0]
  if (!tariff?.discountInfo) return
  rememberPromoPopup(c.promoCodeUrlKey)
  openPopup('promo-subscription', {
    popupTitle: c.popupTitle ?? null,
    popupSubtitle: c.popupSubtitle ?? null,
    tariff: {
      id: tariff.id,
      title: tariff.title,
      price: tariff.price,
      discountedPrice: tariff.discountInfo.price,
      durationInMonths: tariff.durationInMonths,
      priceDisplay: priceDisplayOf(tariff.priceDisplay),
    },
    onBuy: () => buy(tariff),
  })
}

/** «-25%», or «-25% на первый месяц» when the coupon covers fewer months than the tariff (its price shows the rest in full). */
function couponBadge(coupon: TCoupon, months: number): string {
  const covered = discountedMonths(coupon, months)
  if (covered >= months) return discountLabel(coupon)
  return `${discountLabel(coupon)} ${covered === 1 ? 'на первый месяц' : `на ${covered} мес.`}`
}

function TariffCard({ tariff, coupon, selected, onSelect }: { tariff: TTariff; coupon: TCoupon | null; selected: boolean; onSelect: () => void }) {
  const price = displayedPrice(tariff)
  // Both figures always: the month's share and the total the bank charges; the tariff's setting picks the lead.
  const display = priceDisplayOf(tariff.priceDisplay)
  const lines = tariffPriceLines({ price, durationInMonths: tariff.durationInMonths }, display)
  const benefit = benefitLabel(tariff.benefit)
  return (
    <button
      type="button"
      role="radio"
      aria-checked={selected}
      className="card money-tariff"
      data-tariff-id={tariff.id}
      data-best={tariff.isBestOffer || undefined}
      data-price-display={display}
      onClick={onSelect}
    >
      <span className="money-tariff__badges">
        {tariff.isBestOffer && <span className="badge badge--primary">Лучшее предложение</span>}
        {tariff.discountInfo && coupon && (
          <span className="badge badge--danger" data-discount>
            {couponBadge(coupon, tariff.durationInMonths)}
          </span>
        )}
      </span>
      <span className="money-tariff__title">{tariff.title}</span>
      {lines.map((line, i) => (
        <span key={line.kind} className={i === 0 ? 'money-tariff__month' : 'money-tariff__price'} data-price-line={line.kind}>
          {line.kind === 'total' && tariff.discountInfo && <s className="money-old-price">{formatRubles(tariff.price)}</s>}
          {i === 0 ? <strong data-price={line.kind === 'total' ? '' : undefined}>{line.figure}</strong> : <span data-price={line.kind === 'total' ? '' : undefined}>{line.figure}</span>}
          {line.suffix}
        </span>
      ))}
      {benefit && <span className="badge badge--success money-tariff__benefit">{benefit}</span>}
      <span className="money-tariff__tokens">{tokensLabel(tariff.tokensPerMonth)} в месяц</span>
      {tariff.bonusesPerPurchase > 0 && <span className="money-tariff__bonus">+{tariff.bonusesPerPurchase} бонусов</span>}
    </button>
  )
}
