// The result of the last spin (with the promo code and its copy button) and the caller's spin history.
import { useState } from 'react'
import { copyText } from '../referrals/referrals-api'
import type { WheelOfFortuneQuery } from '../graphql/generated/wheel/graphql'
import { outcomeText, type TSpinOutcome } from './wheel-texts'

export function WheelResult({ outcome }: { outcome: TSpinOutcome }) {
  const [copied, setCopied] = useState<boolean | null>(null)
  const { title, text } = outcomeText(outcome)
  return (
    <div className="wheel-result" data-result={outcome.isWin ? 'win' : 'loss'} data-prize-id={outcome.prize.id}>
      <p className="wheel-result__title">{title}</p>
      {outcome.promoCode && (
        <div className="wheel-result__code">
          <code data-promo-code>{outcome.promoCode}</code>
          <button type="button" className="btn btn--secondary btn--sm" onClick={() => void copyText(outcome.promoCode ?? '').then(setCopied)}>
            {copied ? 'Скопировано' : 'Скопировать'}
          </button>
        </div>
      )}
      <p className="wheel-result__text">{copied === false ? 'Не получилось скопировать — выдели код и скопируй вручную.' : text}</p>
    </div>
  )
}

const DATE = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' })

export function WheelHistory({ history }: { history: WheelOfFortuneQuery['wheelOfFortune']['history'] }) {
  if (history.length === 0) return null
  return (
    <details className="wheel-history">
      <summary>История вращений</summary>
      <ol className="wheel-history__list">
        {history.map((h) => (
          <li key={h.id} data-prize-id={h.prize.id}>
            <time dateTime={h.createdAt}>{DATE.format(new Date(h.createdAt))}</time>
            <span>{h.prize.title}</span>
            {h.promoCode && <code>{h.promoCode}</code>}
          </li>
        ))}
      </ol>
    </details>
  )
}
