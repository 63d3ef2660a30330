// The sign-up agreements (platform spec §5): terms, privacy policy and the consent to personal-data processing required
// (each links its document), useful notifications optional.
import { AGREEMENT_MESSAGES } from '../../domain/auth/agreement-messages'
import { AUTH_TEXTS } from '../../domain/auth/screens'
import { legalDocPath } from '../../domain/legal/documents'

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
          <a href={legalDocPath('user-agreement')} target="_blank" rel="noreferrer" data-doc-link="user-agreement">
            {AUTH_TEXTS.terms}
          </a>{' '}
          {AUTH_TEXTS.and}{' '}
          <a href={legalDocPath('privacy-policy')} target="_blank" rel="noreferrer" data-doc-link="privacy-policy">
            {AUTH_TEXTS.privacy}
          </a>{' '}
          {AUTH_TEXTS.consentPrefix}{' '}
          <a href={legalDocPath('personal-data-consent')} target="_blank" rel="noreferrer" data-doc-link="personal-data-consent">
            {AUTH_TEXTS.consent}
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
