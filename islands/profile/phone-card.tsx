// The account's phone (platform spec §3 User.phone): shown read-only, or proven with a code and attached.
import { useState } from 'react'
import type { AuthError } from '../../domain/auth/errors'
import { AUTH_TEXTS, maskPhone, nationalDigits } from '../../domain/auth/screens'
import { formatRussianPhoneDigits } from './phone-format'
import { gql } from '../graphql/client'
import { AttachPhoneDocument } from '../graphql/generated/profile/graphql'
import { requestAuthCode } from '../auth/auth-api'
import { CodeInput } from '../auth/code-input'
import { toast } from '../toasts/toast-store'
import { profileErrorText, type TProfile } from './profile-api'

type Props = { me: TProfile; onSaved: (me: TProfile) => void }

export function PhoneCard({ me, onSaved }: Props) {
  const [national, setNational] = useState('')
  const [sentTo, setSentTo] = useState<string | null>(null)
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function send() {
    if (busy) return
    const { checkRussianPhone } = await import('../../domain/auth/phone')
    const check = checkRussianPhone(`+7${national}`)
    if (!check.ok) return setError(check.message)
    setBusy(true)
    try {
      await requestAuthCode({ phone: check.digits }, { subscribeToAdvertising: false })
      setSentTo(check.digits)
      setError(null)
    } catch (e) {
      setError((e as AuthError).message)
    } finally {
      setBusy(false)
    }
  }

  async function attach(value: string) {
    if (busy || !sentTo) return
    setBusy(true)
    try {
      onSaved((await gql(AttachPhoneDocument, { phone: sentTo, code: value })).attachPhone)
      toast.success('Телефон привязан')
    } catch (e) {
      setError(profileErrorText(e))
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className="card profile-card" aria-labelledby="phone-title">
      <h2 id="phone-title">Телефон</h2>
      {me.phone ? (
        <p className="profile-readonly" data-field="phone">
          {formatRussianPhoneDigits(me.phone)}
        </p>
      ) : sentTo ? (
        <>
          <p className="field__hint">
            {AUTH_TEXTS.smsHint} <b>{formatRussianPhoneDigits(sentTo)}</b>
          </p>
          <CodeInput value={code} state={error ? 'error' : 'default'} disabled={busy} onChange={(v) => (setCode(v), setError(null))} onComplete={(v) => void attach(v)} />
          {error && <p className="field__error">{error}</p>}
          <button type="button" className="btn btn--ghost btn--sm" onClick={() => (setSentTo(null), setCode(''))}>
            {AUTH_TEXTS.changePhone}
          </button>
        </>
      ) : (
        <div className="field">
          <label className="field__label" htmlFor="profile-phone">
            Привяжи номер, чтобы входить по нему
          </label>
          <div className="profile-inline">
            <input id="profile-phone" className="input" type="tel" inputMode="tel" placeholder={AUTH_TEXTS.phonePlaceholder} value={maskPhone(national)} onChange={(e) => (setNational(nationalDigits(e.target.value)), setError(null))} />
            <button type="button" className="btn" disabled={!national || busy} onClick={() => void send()}>
              {AUTH_TEXTS.getCode}
            </button>
          </div>
          {error && <p className="field__error">{error}</p>}
        </div>
      )}
    </section>
  )
}
