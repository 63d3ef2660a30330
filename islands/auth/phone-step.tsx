// Phone sign-in, step 1 (platform spec §2, §5 Phone): masked +7 input, agreements, «Получить код».
import { useEffect, useState } from 'react'
import type { AuthError } from '../../domain/auth/errors'
import { AUTH_TEXTS, maskPhone, nationalDigits } from '../../domain/auth/screens'
import { Agreements, type TAgreements } from './agreements'

type Checker = typeof import('../../domain/auth/phone').checkRussianPhone

// libphonenumber and zod stay out of the first bundle: the checker loads when this step mounts.
const loadChecker = () => import('../../domain/auth/phone').then((m) => m.checkRussianPhone)

type Props = {
  initialNational: string
  agreements: TAgreements
  onAgreements: (next: TAgreements) => void
  onSubmit: (digits: string, national: string) => Promise<void>
  onBack: () => void
  headingLevel: 'h1' | 'h2'
}

export function PhoneStep({ initialNational, agreements, onAgreements, onSubmit, onBack, headingLevel: H }: Props) {
  const [national, setNational] = useState(initialNational)
  const [error, setError] = useState<string | null>(null)
  const [typed, setTyped] = useState(initialNational !== '')
  const [loading, setLoading] = useState(false)
  const [check, setCheck] = useState<Checker | null>(null)

  useEffect(() => {
    let alive = true
    void loadChecker().then((fn) => alive && setCheck(() => fn))
    return () => {
      alive = false
    }
  }, [])

  const validate = (fn: Checker) => {
    const result = fn(national ? `+7${national}` : '')
    return result.ok ? { digits: result.digits, error: null } : { digits: null, error: result.message }
  }

  async function submit() {
    if (loading || !national || !agreements.agreement) return
    const result = validate(check ?? (await loadChecker()))
    if (!result.digits) return setError(result.error)
    setLoading(true)
    try {
      await onSubmit(result.digits, national)
    } catch (e) {
      setError((e as AuthError).message)
      setLoading(false)
    }
  }

  return (
    <form
      className="auth-step"
      data-step="phone"
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        void submit()
      }}
    >
      <H className="auth-title">{AUTH_TEXTS.phoneTitle}</H>
      <div className="field">
        <label className="visually-hidden" htmlFor="auth-phone">
          {AUTH_TEXTS.phoneTitle}
        </label>
        <input
          id="auth-phone"
          className="input auth-input"
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder={AUTH_TEXTS.phonePlaceholder}
          value={maskPhone(national)}
          aria-invalid={Boolean(error) || undefined}
          aria-describedby={error ? 'auth-phone-error' : undefined}
          autoFocus
          onChange={(e) => {
            // Deleting the ")" or a space would leave the digits as they were: treat it as deleting a digit.
            const raw = e.target.value
            let next = nationalDigits(raw)
            if (raw.length < maskPhone(national).length && next === national) next = national.slice(0, -1)
            setNational(next)
            setTyped(true)
            setError(null)
          }}
          onBlur={() => {
            if (check && (typed || national)) setError(validate(check).error)
          }}
        />
        {error && (
          <p className="field__error" id="auth-phone-error" role="alert">
            {error}
          </p>
        )}
      </div>
      <Agreements value={agreements} onChange={onAgreements} disabled={loading} />
      <button type="submit" className="btn btn--block btn--lg" disabled={!national || !agreements.agreement || loading} aria-busy={loading || undefined}>
        {AUTH_TEXTS.getCode}
      </button>
      <button type="button" className="btn btn--ghost btn--block" onClick={onBack}>
        {AUTH_TEXTS.back}
      </button>
    </form>
  )
}
