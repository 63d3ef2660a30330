// «Стоимость: 30 токенов» before a product's first step (issue 33 «Prices up front»), with a link to the price list.
import { formatTokens } from '../../domain/money/format'
import { PRICES_PATH } from '../../domain/routes'
import './price-line.css'

export type TPriceLineProps = {
  tokens: number
  /** What one price buys when it is not the whole order: «за билет». */
  per?: string
  /** One short condition after the price: «первая — бесплатно». */
  note?: string
  /** The demo AI writes this product's answers, which are free then (issue 33 part 3). */
  demoFree?: boolean
}

export function PriceLine({ tokens, per, note, demoFree }: TPriceLineProps) {
  return (
    <p className="price-line" data-price-tokens={tokens}>
      Стоимость: <strong>{formatTokens(tokens)}</strong>
      {per ? ` ${per}` : ''}
      {note ? ` · ${note}` : ''}
      {demoFree ? ' · пока ИИ в демо-режиме — бесплатно' : ''} ·{' '}
      <a href={PRICES_PATH}>Все цены</a>
    </p>
  )
}
