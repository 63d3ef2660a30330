// Body of the «promo subscription» popup (platform.md §2 Popups; §3 Coupon details' popup title and subtitle): the
// subscription page opens it once a session when the address's or the saved offer (?offer=, localStorage promoCode) is
// a coupon that applies, discounts a tariff and has popup copy. It shows the coupon's titles, the tariff's discounted
// price beside the old one, and buys that tariff with the coupon (the page's own purchase, priced by the server).
import { useState } from 'react'
import { formatRubles } from '../../domain/money/format'
import { tariffPriceLines, type TPriceDisplay } from '../../domain/money/tariffs'
import { STORAGE_KEYS } from '../../domain/query-params'
import type { PopupBodyProps } from '../popups/popup-props'
import './money.css'
import './promo-subscription-popup.css'

export type PromoSubscriptionPopupProps = {
  popupTitle: string | null
  popupSubtitle: string | null
  tariff: { id: number; title: string; price: number; discountedPrice: number; durationInMonths: number; priceDisplay: TPriceDisplay }
  /** Buys the tariff with the coupon: resolves when the bank's page is on its way, rejects with the Russian reason. */
  onBuy: () => Promise<void>
}

const PROMO_POPUP_SHOWN_PREFIX = STORAGE_KEYS.promoPopupShownPrefix

/** The session already showed this offer's popup (sessionStorage promoPopupShown.{urlKey}); an unreadable storage: shown. */
export function promoPopupShown(urlKey: string): boolean {
  try {
    return sessionStorage.getItem(PROMO_POPUP_SHOWN_PREFIX + urlKey) === '1'
  } catch {
    return true
  }
}

export function rememberPromoPopup(urlKey: string): void {
  try {
    sessionStorage.setItem(PROMO_POPUP_SHOWN_PREFIX + urlKey, '1')
  } catch {
    // Private mode without storage: the popup may show again on the next visit.
  }
}

export default function PromoSubscriptionPopup({ popupTitle, popupSubtitle, tariff, onBuy, close }: PopupBodyProps<'promo-subscription'>) {
  const [state, setState] = useState<'idle' | 'paying' | 'failed'>('idle')
  const [error, setError] = useState<string | null>(null)
  const lines = tariffPriceLines({ price: tariff.discountedPrice, durationInMonths: tariff.durationInMonths }, tariff.priceDisplay)

  async function buy() {
    setState('paying')
    setError(null)
    try {
      await onBuy()
    } catch (e) {
      setError((e as Error).message)
      setState('failed')
    }
  }

  return (
    <div className="money-refill money-promo-popup" data-popup-body="promo-subscription" data-tariff-id={tariff.id}>
      {popupTitle && <p className="money-promo-popup__title" data-promo-popup-title>{popupTitle}</p>}
      {popupSubtitle && <p className="money-refill__lead" data-promo-popup-subtitle>{popupSubtitle}</p>}
      <div className="money-package" data-promo-popup-tariff>
        <span className="money-package__tokens">{tariff.title}</span>
        <span className="money-package__price">
          {lines.map((line, i) => (
            <span key={line.kind} className={i === 0 ? undefined : 'money-package__sub'} data-price-line={line.kind}>
              {line.kind === 'total' && <s className="money-old-price">{formatRubles(tariff.price)}</s>}
              <span data-price={line.kind === 'total' ? '' : undefined}>{line.figure}</span>
              {line.suffix}
            </span>
          ))}
        </span>
      </div>
      {error && (
        <p className="money-refill__reason" role="alert">
          {error}
        </p>
      )}
      <button type="button" className="btn btn--primary btn--block" onClick={() => void buy()} disabled={state === 'paying'}>
        {state === 'paying' ? 'Переходим к оплате…' : 'Купить со скидкой'}
      </button>
      <button type="button" className="btn btn--ghost btn--block" onClick={close} disabled={state === 'paying'}>
        Не сейчас
      </button>
    </div>
  )
}
