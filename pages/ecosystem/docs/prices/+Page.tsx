// The public price list (PRICES_PATH, issue 33 «Prices up front»): what each product costs in tokens, the token packages
// and the tariffs in rubles — all from the data the server charges from (+data.ts), so the list cannot drift from it.
import { useData } from 'vike-react/useData'
import { DOCS_INDEX_PATH } from '../../../../domain/legal/documents'
import { formatRubles, formatTokens } from '../../../../domain/money/format'
import { PRICE_ITEMS } from '../../../../domain/money/price-list'
import { benefitLabel, sortTariffs } from '../../../../domain/money/tariffs'
import type { TPricesData } from './+data'
import { PriceTable } from './price-table'
import '../docs.css'

export default function Page() {
  const { prices, aiIsDemo, packages, tariffs } = useData<TPricesData>()
  return (
    <article className="legal-doc card prices-doc" data-route-name="ecosystem-common__docs-prices">
      <p className="legal-doc__back">
        <a href={DOCS_INDEX_PATH}>← Все документы</a>
      </p>
      <h1>Цены</h1>
      <p>Задания оплачиваются токенами с баланса; токены дают пакеты и подписка. Цена задания видна до первого шага.</p>
      {aiIsDemo && (
        <p className="prices-doc__demo" data-demo-note>
          Пока ИИ работает в демо-режиме, его ответы бесплатны.
        </p>
      )}

      <PriceTable id="prices-products" heading="Что сколько стоит" what="Что">
        {PRICE_ITEMS.map((item) => (
          <tr key={item.key} data-product={item.key}>
            <th scope="row">
              {item.href ? <a href={item.href}>{item.title}</a> : item.title}
              {item.note && <span className="prices-table__note">{item.note}</span>}
            </th>
            <td data-price-tokens={prices[item.key]}>
              <span className="prices-table__figure">{formatTokens(prices[item.key])}</span>
              {item.per && <span className="prices-table__note">{item.per}</span>}
            </td>
          </tr>
        ))}
      </PriceTable>

      <PriceTable id="prices-packages" heading="Пакеты токенов" what="Пакет" empty={packages.length === 0 && 'Пакеты сейчас недоступны, загляни чуть позже.'}>
        {packages.map((p) => (
          <tr key={p.tokens} data-package={p.tokens}>
            <th scope="row">{formatTokens(p.tokens)}</th>
            <td data-price-rubles={p.price}>
              <span className="prices-table__figure">{formatRubles(p.price)}</span>
            </td>
          </tr>
        ))}
      </PriceTable>

      <PriceTable id="prices-tariffs" heading="Подписка" what="Тариф" empty={tariffs.length === 0 && 'Тарифы сейчас недоступны, загляни чуть позже.'}>
        {sortTariffs(tariffs).map((t) => (
          <tr key={t.id} data-tariff-id={t.id}>
            <th scope="row">
              {t.title}
              <span className="prices-table__note">
                {formatTokens(t.tokensPerMonth)} в месяц
                {benefitLabel(t.benefit) ? ` · ${benefitLabel(t.benefit)}` : ''}
              </span>
            </th>
            <td data-price-rubles={t.price}>
              <span className="prices-table__figure">{formatRubles(t.price)}</span>
              {t.durationInMonths > 1 && <span className="prices-table__note">{formatRubles(t.monthlyPrice)} / мес</span>}
            </td>
          </tr>
        ))}
      </PriceTable>
      <p>
        <a href="/b/payment">Выбрать тариф</a> · <a href="/ecosystem/docs/about-payment">Как оплатить и вернуть деньги</a>
      </p>
    </article>
  )
}
