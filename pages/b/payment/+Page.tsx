// Tariffs page (route payment-tariffs, guest content, no JavaScript): the group's tariffs per platform.md §9, each with
// «Выбрать» leading to the subscription page with that tariff preselected. Each card's price lines follow its price display
// (monthly_price | total_price, set per tariff in the admin) through tariffPriceLines, as on the subscription page and in
// the buy-subscription popup: the lead line large, the other beneath, the total the bank charges always one of them.
import { useData } from 'vike-react/useData'
import { formatTokens } from '../../../domain/money/format'
import { benefitLabel, sortTariffs, tariffPriceLines } from '../../../domain/money/tariffs'
import { legalDocPath } from '../../../domain/legal/documents'
import { PRICES_PATH } from '../../../domain/routes'
import type { TTariffsData } from './+data'
import './payment.css'

const tokens = (n: number) => `${formatTokens(n)} в месяц`

export default function Page() {
  const { tariffs } = useData<TTariffsData>()
  return (
    <section className="tariffs-page" data-route-name="payment-tariffs">
      <header className="tariffs-page__head">
        <h1>Тарифы Кампуса</h1>
        <p>Подписка даёт токены каждый месяц: трать их на решение задач, рефераты, доклады и презентации.</p>
      </header>
      {tariffs.length === 0 ? (
        <p className="card">Тарифы сейчас недоступны, загляни чуть позже.</p>
      ) : (
        <ul className="tariffs-page__list">
          {sortTariffs(tariffs).map((t) => {
            const benefit = benefitLabel(t.benefit)
            return (
              <li key={t.id} className="card tariffs-page__card" data-tariff-id={t.id} data-best={t.isBestOffer || undefined}>
                <div className="tariffs-page__badges">
                  {t.isBestOffer && <span className="badge badge--primary">Лучшее предложение</span>}
                  {benefit && <span className="badge badge--success">{benefit}</span>}
                </div>
                <h2>{t.title}</h2>
                <div className="tariffs-page__price" data-price-display={t.priceDisplay}>
                  {tariffPriceLines(t, t.priceDisplay).map((line, i) => (
                    <p key={line.kind} className={i === 0 ? 'tariffs-page__lead' : undefined} data-price-line={line.kind}>
                      {i === 0 ? <strong>{line.figure}</strong> : line.figure}
                      {line.suffix}
                    </p>
                  ))}
                </div>
                <p>{tokens(t.tokensPerMonth)}</p>
                <a className="btn btn--primary btn--block" href={`/ecosystem/subscription?subscription=${t.id}`}>
                  Выбрать
                </a>
              </li>
            )
          })}
        </ul>
      )}
      <p className="tariffs-page__note">
        Оплата картой МИР, Visa, Mastercard или JCB. Вернуть деньги можно только на карту, с которой платил.{' '}
        <a href={PRICES_PATH}>Сколько стоит каждое задание</a> · <a href="/ecosystem/docs/about-payment">Подробнее об оплате</a> ·{' '}
        <a href={legalDocPath('offer')}>Публичная оферта</a>
      </p>
    </section>
  )
}
