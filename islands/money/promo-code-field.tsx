// The promo code field of the refill popup and the subscription page: a code, «Применить», then «Убрать» once applied.
import type { FormEvent } from 'react'

type TPromoStatus = 'idle' | 'checking' | 'applied' | 'error'
export type TPromo<TCoupon> = { status: TPromoStatus; message: string | null; coupon: TCoupon | null }

type TPromoCodeFieldProps = {
  name: string
  placeholder: string
  value: string
  onChange: (value: string) => void
  status: TPromoStatus
  message: string | null
  onSubmit: (e: FormEvent) => void
  onRemove: () => void
  /** Said when an applied coupon has no description of its own. */
  appliedText?: string
  /** Ties the input to its message for screen readers. */
  messageId?: string
  /** A refusal is announced at once. */
  alertOnError?: boolean
}

export function PromoCodeField(p: TPromoCodeFieldProps) {
  const showMessage = Boolean(p.message) || (p.appliedText !== undefined && p.status === 'applied')
  return (
    <form className="money-promo" onSubmit={p.onSubmit}>
      <label className="field">
        <span className="field__label">Промокод</span>
        <span className="money-promo__row">
          <input
            className="input"
            name={p.name}
            value={p.value}
            autoComplete="off"
            placeholder={p.placeholder}
            aria-invalid={p.status === 'error'}
            aria-describedby={p.messageId}
            onChange={(e) => p.onChange(e.target.value)}
            disabled={p.status === 'applied'}
          />
          {p.status === 'applied' ? (
            <button type="button" className="btn btn--ghost" onClick={p.onRemove}>
              Убрать
            </button>
          ) : (
            <button type="submit" className="btn btn--soft" disabled={p.status === 'checking'}>
              Применить
            </button>
          )}
        </span>
        {showMessage && (
          <span
            id={p.messageId}
            className={p.status === 'error' ? 'field__error' : 'field__hint money-promo__ok'}
            data-promo={p.status}
            role={p.alertOnError && p.status === 'error' ? 'alert' : undefined}
          >
            {p.message ?? p.appliedText}
          </span>
        )}
      </label>
    </form>
  )
}
