// The Payment step (orders.md §4): the start of the work (the fake introduction) as a preview, the price in tokens, and
// the way to pay — sign-in for a guest, payment from the balance, or a refill / subscription when the balance is short.
import { useEffect, useRef, useState } from 'react'
import { ESSAY_PRICE_TOKENS } from '../../domain/essay/pricing'
import { missingTokens } from '../../domain/money/pay-from-balance'
import { gql } from '../graphql/client'
import { CreateEssayIntroductionDocument } from '../graphql/generated/essays/graphql'
import type { TAccount } from '../money/account-store'
import { tokensLabel } from '../money/money-api'
import { OrderPrice, tokensToAsk } from '../money/order-price'
import { openPopup } from '../popups/popup-store'
import type { TEssayOrder } from './essay-api'

type Props = {
  order: TEssayOrder
  account: TAccount | null
  /** A payment for this order or a refill is being checked after the bank. */
  checking: boolean
  busy: boolean
  onOrder: (o: TEssayOrder) => void
  onPay: () => void
  onBack: () => void
  /** The demo writer writes: the work costs 0 tokens (issue 33), its price crossed out, no refill asked. */
  demo: boolean
}

export function PaymentStep({ order, account, checking, busy, onOrder, onPay, onBack, demo }: Props) {
  const asked = useRef(false)
  const [introFailed, setIntroFailed] = useState(false)

  // The server writes the introduction on approval; an older order may need to ask for it.
  useEffect(() => {
    if (order.fakeIntroduction || order.shouldGenerateFakeIntroduction || asked.current) return
    asked.current = true
    gql(CreateEssayIntroductionDocument, { id: order.id }).then(
      (d) => onOrder(d.createIntroductionForAiEssayOrder),
      () => setIntroFailed(true),
    )
  }, [order, onOrder])

  const balance = account?.balance.balanceTokens ?? 0
  const price = tokensToAsk(ESSAY_PRICE_TOKENS, demo)
  const missing = missingTokens({ balance, price, threshold: price })
  const paragraphs = (order.fakeIntroduction ?? '').split(/\n+/).filter(Boolean)

  return (
    <section className="essay-step card" data-screen="payment">
      <h2>Начало твоей работы готово</h2>
      <p className="essay-step__lead">
        Вот как начинается введение. {demo ? 'Продолжи' : 'Оплати работу'} — и мы подберём источники, напишем весь текст по плану и оформим его по ГОСТу.
      </p>
      <article className="essay-preview" data-intro={order.fakeIntroduction ? 'ready' : 'pending'}>
        <h3>Введение</h3>
        {paragraphs.length ? (
          <div className="essay-preview__text">
            {paragraphs.map((p, i) => (
              <p key={i}>{p}</p>
            ))}
          </div>
        ) : introFailed ? (
          <p className="field__hint">Не получилось показать введение, но работу можно оплатить — текст напишем целиком.</p>
        ) : (
          <div className="essay-preview__pending" aria-busy="true">
            <span className="essay-spinner essay-spinner--sm" aria-hidden="true" /> Пишем введение…
          </div>
        )}
      </article>
      <div className="essay-price" data-price-tokens={ESSAY_PRICE_TOKENS}>
        <div>
          <span className="essay-price__label">Стоимость работы</span>
          <OrderPrice className="essay-price__value" price={ESSAY_PRICE_TOKENS} demo={demo} />
        </div>
        {account && (
          <div>
            <span className="essay-price__label">На балансе</span>
            <strong className="essay-price__value" data-balance-tokens={balance}>
              {tokensLabel(balance)}
            </strong>
          </div>
        )}
      </div>
      {checking ? (
        <p className="essay-checking" aria-busy="true">
          <span className="essay-spinner essay-spinner--sm" aria-hidden="true" /> Проверяем оплату…
        </p>
      ) : !account ? (
        <div className="essay-actions">
          <button type="button" className="btn btn--ghost" onClick={onBack}>
            ← К плану
          </button>
          <button type="button" className="btn" data-action="sign-in" onClick={() => openPopup('auth', {})}>
            Войти и оплатить
          </button>
        </div>
      ) : (
        <>
          {missing > 0 && <p className="field__hint essay-price__note">Не хватает {tokensLabel(missing)} — пополни баланс или оформи подписку.</p>}
          <div className="essay-actions">
            <button type="button" className="btn btn--ghost" onClick={onBack}>
              ← К плану
            </button>
            {!demo && (
              <button type="button" className="btn btn--secondary" onClick={() => openPopup('refill-balance', { amountTokens: missing || null, context: { orderType: 'text', orderId: order.unifiedOrderId ?? undefined } })}>
                Пополнить баланс
              </button>
            )}
            <button type="button" className="btn" data-action="pay" onClick={onPay} disabled={busy}>
              {busy ? (demo ? 'Продолжаем…' : 'Оплачиваем…') : demo ? 'Продолжить бесплатно' : 'Оплатить с баланса'}
            </button>
          </div>
        </>
      )}
    </section>
  )
}
