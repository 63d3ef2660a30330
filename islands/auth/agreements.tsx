// The sign-up agreements (platform spec §5): privacy policy and terms required, useful notifications optional.
import { AGREEMENT_MESSAGES } from '../../domain/auth/agreement-messages'
import { AUTH_TEXTS, DOCS_PATH } from '../../domain/auth/screens'

export type TAgreements = { agreement: boolean; advertising: boolean }

type Props = { value: TAgreements; onChange: (next: TAgreements) => void; disabled?: boolean; showRequired?: boolean }

export function Agreements({ value, onChange, disabled, showRequired }: Props) {
  const missing = showRequired && !value.agreement
  return (
    <fieldset className="auth-agreements" disabled={disabled}>
      <legend className="visually-hidden">Согласия</legend>
      <label className="auth-check">
        <input
          type="checkbox"
          name="agreement"
          checked={value.agreement}
          aria-invalid={missing || undefined}
          onChange={(e) => onChange({ ...value, agreement: e.target.checked })}
        />
        <span>
          {AUTH_TEXTS.agreementPrefix}{' '}
          <a href={DOCS_PATH} target="_blank" rel="noreferrer">
            {AUTH_TEXTS.terms}
          </a>{' '}
          {AUTH_TEXTS.and}{' '}
          <a href={DOCS_PATH} target="_blank" rel="noreferrer">
            {AUTH_TEXTS.privacy}
          </a>
        </span>
      </label>
      {missing && <p className="field__error">{AGREEMENT_MESSAGES.required}</p>}
      <label className="auth-check">
        <input type="checkbox" name="advertising" checked={value.advertising} onChange={(e) => onChange({ ...value, advertising: e.target.checked })} />
        <span>{AGREEMENT_MESSAGES.advertisingLabel}</span>
      </label>
    </fieldset>
  )
}
