// Body of the «buy subscription» popup (platform.md §2 Popups, §4 Payment from balance): opened when the balance is short
// and no subscription runs. Shows the tariffs, cheapest per month marked; each leads to the subscription page with the
// tariff preselected (selectedTariffId), where the promo code and payment are. A refusal that needs a subscription
// (training) says why in the server's words, returns the student to the page they were on after the bank, and offers no
// top-up where tokens alone would not unlock it.
import { useEffect, useState } from 'react'
import { safeRedirect } from '../../domain/auth/screens'
import { benefitLabel, priceDisplayOf, sortTariffs, tariffPriceLines } from '../../domain/money/tariffs'
import { gql } from '../graphql/client'
import { SubscriptionPageDocument } from '../graphql/generated/money/graphql'
import type { PopupBodyProps } from '../popups/popup-props'
import { openPopup } from '../popups/popup-store'
import { tokensLabel, type TTariff } from './money-api'
import './money.css'

export const SUBSCRIPTION_PATH = '/ecosystem/subscription'

type Props = PopupBodyProps<'buy-subscription'>

/** The subscription page with the tariff preselected and, when it is a safe local address, where its payment returns. */
function tariffHref(tariffId: number, returnTo: string | null | undefined): string {
  const q = new URLSearchParams({ selectedTariffId: String(tariffId) })
  const back = safeRedirect(returnTo)
  if (back) q.set('redirect', back)
  return `${SUBSCRIPTION_PATH}?${q}`
}

export default function BuySubscriptionPopup({ missingTokens, reason, returnTo, refillUnlocks = true }: Props) {
  const [tariffs, setTariffs] = useState<TTariff[] | null>(null)

  useEffect(() => {
    gql(SubscriptionPageDocument, { tariffGroup: new URLSearchParams(location.search).get('tariffGroup'), promoCodeUrlKey: null }).then(
      (d) => setTariffs(sortTariffs(d.subscriptionTypes.filter((t) => t.isAvailable))),
      () => setTariffs([]),
    )
  }, [])

  return (
    <div className="money-refill" data-popup-body="buy-subscription" data-state={tariffs ? 'ready' : 'loading'}>
      {reason && (
        <p className="money-refill__reason" data-reason>
          {reason}
        </p>
      )}
      <p className="money-refill__lead">
        {missingTokens && refillUnlocks ? `Не хватает ${tokensLabel(missingTokens)}. ` : ''}С подпиской токены приходят каждый месяц, а бонусы — за каждую покупку.
      </p>
      {!tariffs ? (
        <div className="skeleton money-skeleton" />
      ) : (
        <div className="money-refill__list">
          {tariffs.map((t) => (
            <a key={t.id} className="money-package" href={tariffHref(t.id, returnTo)} data-tariff-id={t.id}>
              <span>
                <span className="money-package__head">
                  <span className="money-package__tokens">{t.title}</span>
                  {t.isBestOffer && <span className="badge badge--primary">Лучшее предложение</span>}
                </span>
                <span className="money-package__sub">
                  {tokensLabel(t.tokensPerMonth)} в месяц{benefitLabel(t.benefit) ? ` · ${benefitLabel(t.benefit)}` : ''}
                </span>
              </span>
              <span className="money-package__price" data-price-display={priceDisplayOf(t.priceDisplay)}>
                {tariffPriceLines(t, priceDisplayOf(t.priceDisplay)).map((line, i) => (
                  <span key={line.kind} className={i === 0 ? undefined : 'money-package__sub'} data-price-line={line.kind}>
                    {line.figure}
                    {line.suffix}
                  </span>
                ))}
              </span>
            </a>
          ))}
        </div>
      )}
      {refillUnlocks && (
        <button type="button" className="btn btn--ghost btn--block" onClick={() => openPopup('refill-balance', { amountTokens: missingTokens ?? null })}>
          Пополнить баланс без подписки
        </button>
      )}
    </div>
  )
}
