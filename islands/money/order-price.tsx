// An order's price as every pay box shows it (issue 33, «Demo is free»): the tokens, or — for what the demo writer
// wrote, which is paid with 0 tokens — the price a real answer costs crossed out, with «в демо-режиме бесплатно».
import { tokensLabel } from './money-api'
import './order-price.css'

export const DEMO_FREE = 'в демо-режиме бесплатно'

/** `label`: the price as the product words it (the exam's «3 билета × 5 токенов = 15 токенов»); the tokens by default. */
export function OrderPrice({ price, demo, className, label = tokensLabel(price) }: { price: number; demo: boolean; className?: string; label?: string }) {
  if (!demo || price <= 0)
    return (
      <strong className={className} data-price-tokens={price}>
        {label}
      </strong>
    )
  return (
    <span className={['order-price', className].filter(Boolean).join(' ')} data-price-tokens={price} data-demo-free>
      <s className="order-price__list">
        <span className="visually-hidden">Обычная цена </span>
        {label}
      </s>{' '}
      <strong className="order-price__free">{DEMO_FREE}</strong>
    </span>
  )
}

/** The pay button's words: the price, or for a demo answer what it does, with no tokens to ask for. */
export const payButtonLabel = (price: number, demo: boolean, paying = 'Оплатить') => (demo ? 'Открыть бесплатно' : `${paying} ${tokensLabel(price)}`)

/** The tokens the browser asks the balance for before paying: none for a demo answer (the server charges 0). */
export const tokensToAsk = (price: number, demo: boolean) => (demo ? 0 : price)
