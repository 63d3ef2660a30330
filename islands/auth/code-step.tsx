// Step 2 of phone and e-mail sign-in (platform spec §2 Auth screens): «Введи код», the resend countdown, change contact.
import { useEffect, useState } from 'react'
import type { AuthError } from '../../domain/auth/errors'
import { AUTH_TEXTS, formatCountdown, isFullCode } from '../../domain/auth/screens'
import { CodeInput } from './code-input'
import { useCountdown } from './use-countdown'

/** A link's prefilled code signs in with this button when this browser did not ask for the code itself. */
const SIGN_IN = 'Войти'

export type TCodeTarget = { kind: 'phone' | 'email'; display: string; channel: string }

type Props = {
  target: TCodeTarget
  resendAt: number
  /** A link's initialCode, prefilled; `autoVerify` sends it once on open, else «Войти» does. */
  initialCode?: string | null
  autoVerify?: boolean
  onResend: () => Promise<void>
  onChangeContact: () => void
  onVerify: (code: string) => Promise<void>
  headingLevel: 'h1' | 'h2'
}

export function CodeStep({ target, resendAt, initialCode = null, autoVerify = false, onResend, onChangeContact, onVerify, headingLevel: H }: Props) {
  const [code, setCode] = useState(initialCode ?? '')
  const [state, setState] = useState<'default' | 'success' | 'error'>('default')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState<'verify' | 'resend' | null>(null)
  const left = useCountdown(resendAt)

  async function verify(value: string) {
    // Spec §5: a second request of the same kind waits for the first.
    if (busy === 'verify') return
    setBusy('verify')
    try {
      await onVerify(value)
      setState('success')
    } catch (e) {
      setState('error')
      setError((e as AuthError).message)
      setBusy(null)
    }
  }

  // Once per opened step (it is keyed by the code): a refused code shows its error and waits for the person.
  useEffect(() => {
    if (autoVerify && initialCode && isFullCode(initialCode)) void verify(initialCode)
  }, [])

  async function resend() {
    if (busy) return
    setBusy('resend')
    setError(null)
    try {
      await onResend()
      setCode('')
      setState('default')
    } catch (e) {
      setError((e as AuthError).message)
    } finally {
      setBusy(null)
    }
  }

  const hint =
    target.kind === 'email' ? AUTH_TEXTS.emailHint : target.channel === 'call' ? AUTH_TEXTS.callHint : AUTH_TEXTS.smsHint
  return (
    <div className="auth-step" data-step="code">
      <H className="auth-title">{AUTH_TEXTS.codeTitle}</H>
      <p className="auth-lead" id="code-hint">
        {hint}
        {target.kind === 'phone' && target.channel !== 'call' && (
          <>
            {' '}
            <b className="auth-target">{target.display}</b>
          </>
        )}
        {target.kind === 'email' && (
          <>
            {' '}
            <b className="auth-target">{target.display}</b>. {AUTH_TEXTS.emailSpam}
          </>
        )}
      </p>
      <CodeInput
        value={code}
        state={state}
        disabled={busy === 'verify' || state === 'success'}
        describedBy="code-hint"
        onChange={(v) => {
          setCode(v)
          if (state === 'error') {
            setState('default')
            setError(null)
          }
        }}
        onComplete={(v) => void verify(v)}
      />
      {error && (
        <p className="field__error auth-error" role="alert">
          {error}
        </p>
      )}
      <div className="auth-actions">
        {initialCode && !autoVerify && isFullCode(code) && state !== 'success' ? (
          <button type="button" className="btn btn--block btn--lg" data-action="verify" disabled={busy !== null} onClick={() => void verify(code)}>
            {SIGN_IN}
          </button>
        ) : null}
        <button type="button" className="btn btn--secondary btn--block" disabled={left > 0 || busy !== null} onClick={() => void resend()} data-action="resend">
          {left > 0 ? (
            <>
              {AUTH_TEXTS.resendIn} <span className="auth-countdown">{formatCountdown(left)}</span>
            </>
          ) : (
            AUTH_TEXTS.resend
          )}
        </button>
        <button type="button" className="btn btn--ghost btn--block" onClick={onChangeContact} disabled={busy === 'verify'}>
          {target.kind === 'phone' ? AUTH_TEXTS.changePhone : AUTH_TEXTS.changeEmail}
        </button>
      </div>
    </div>
  )
}
