// Body of the refill-balance popup (platform.md §2 Popups, §9): token packages, dearest first; «Оплатить» buys the
// chosen one through the bank and comes back to the subscription page, which shows the payment's result.
import { useEffect, useState } from 'react'
import { formatRubles } from '../../domain/money/format'
import { sortTokenPackages } from '../../domain/money/token-packages'
import { gqlRequest } from '../graphql/client'
import { PurchaseTokensDocument, TokensPackagesDocument } from '../graphql/generated/graphql'
import type { PopupBodyProps } from '../popups/popup-props'
import { toast } from '../toasts/toast-store'
import { call, PAYMENT_RETURN_PATH, tokensLabel } from './money-api'
import './money.css'

type TPackage = { tokens: number; price: number }

export default function RefillPopup({ amountTokens }: PopupBodyProps<'refill-balance'>) {
  const [packages, setPackages] = useState<TPackage[] | null>(null)
  const [selected, setSelected] = useState<number | null>(null)
  const [paying, setPaying] = useState(false)

  useEffect(() => {
    call(gqlRequest(TokensPackagesDocument))
      .then((data) => {
        const list = sortTokenPackages(Object.fromEntries(data.getAvailableTokensPackages.map((p) => [p.tokens, p.price])))
        setPackages(list)
        setSelected(list.find((p) => p.tokens === amountTokens)?.tokens ?? list[0]?.tokens ?? null)
      })
      .catch((e: Error) => {
        toast.error(e.message)
        setPackages([])
      })
  }, [amountTokens])

  async function pay() {
    if (selected == null || paying) return
    setPaying(true)
    try {
      const data = await call(gqlRequest(PurchaseTokensDocument, { amountTokens: selected, redirectAfterPayment: PAYMENT_RETURN_PATH, paymentSystem: 'card' }))
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
        {packages.map((p) => (
          <button key={p.tokens} type="button" role="radio" aria-checked={p.tokens === selected} className="money-package" data-tokens={p.tokens} onClick={() => setSelected(p.tokens)}>
            <span className="money-package__tokens">{tokensLabel(p.tokens)}</span>
            <span className="money-package__price">{formatRubles(p.price)}</span>
          </button>
        ))}
      </div>
      <button type="button" className="btn btn--primary btn--block btn--lg" onClick={() => void pay()} disabled={!chosen || paying}>
        {paying ? 'Переходим к оплате…' : chosen ? `Оплатить ${formatRubles(chosen.price)}` : 'Оплатить'}
      </button>
      <p className="money-note">Оплата картой МИР, Visa, Mastercard или JCB.</p>
    </div>
  )
}
