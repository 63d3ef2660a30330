// The hand-off confirmation (login CSRF, issue 10): an auth_token_id this browser did not start, or one that would
// switch a signed-in browser to another account, signs in only after the person says so here.
import { useState } from 'react'
import { AUTH_TEXTS } from '../../domain/auth/screens'
import type { TSignInConfirmation } from '../../domain/auth/sign-in-state'

type Props = {
  confirmation: TSignInConfirmation
  onConfirm: () => Promise<void>
  onDecline: () => void
  headingLevel: 'h1' | 'h2'
}

export function ConfirmStep({ confirmation, onConfirm, onDecline, headingLevel: H }: Props) {
  const [busy, setBusy] = useState(false)
  const switching = confirmation.reasons.includes('OTHER_ACCOUNT')
  const foreign = confirmation.reasons.includes('NOT_STARTED_HERE')
  const account = <strong className="auth-account">«{confirmation.accountName}»</strong>
  const confirm = (
    <button
      type="button"
      // When the link may be someone else's, saying no is the prominent choice.
      className={`btn btn--block btn--lg${foreign ? ' btn--secondary' : ''}`}
      data-action="confirm-sign-in"
      disabled={busy}
      onClick={() => {
        setBusy(true)
        onConfirm().catch(() => setBusy(false))
      }}
    >
      {switching ? AUTH_TEXTS.confirmSwitch : AUTH_TEXTS.confirmLink}
    </button>
  )
  const decline = (
    <button type="button" className={`btn btn--block${foreign ? ' btn--lg' : ' btn--ghost'}`} data-action="decline-sign-in" disabled={busy} onClick={onDecline}>
      {switching ? AUTH_TEXTS.stay : AUTH_TEXTS.decline}
    </button>
  )
  return (
    <div className="auth-step" data-step="confirm" data-reasons={confirmation.reasons.join(' ')}>
      <H className="auth-title">{switching ? AUTH_TEXTS.switchTitle : AUTH_TEXTS.linkTitle}</H>
      {switching ? (
        <p className="auth-lead">
          {AUTH_TEXTS.youAreIn} <strong className="auth-account">«{confirmation.currentName}»</strong>. {AUTH_TEXTS.switchQuestion} {account}?
        </p>
      ) : (
        <p className="auth-lead">
          {AUTH_TEXTS.linkLeadsTo} {account}.
        </p>
      )}
      {foreign ? (
        <div className="auth-warning" role="alert">
          <p>{AUTH_TEXTS.notStartedHere}</p>
          <p>{AUTH_TEXTS.guestKept}</p>
        </div>
      ) : null}
      <div className="auth-actions">
        {foreign ? decline : confirm}
        {foreign ? confirm : decline}
      </div>
    </div>
  )
}
