// Phone sign-in, step 1 (platform spec §2, §5 Phone): masked +7 input, agreements, «Получить код».
import { useEffect, useState } from 'react'
import type { AuthError } from '../../domain/auth/errors'
import { AUTH_TEXTS, maskPhone, nationalDigits } from '../../domain/auth/screens'
import type { TAgreements } from './agreements'
import { ContactStepShell } from './contact-step-shell'

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

export function PhoneStep({ initialNational, agreements, onAgreements, onSubmit, onBack, headingLevel }: Props) {
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
    <ContactStepShell
      step="phone"
      title={AUTH_TEXTS.phoneTitle}
      headingLevel={headingLevel}
      inputId="auth-phone"
      error={error}
      loading={loading}
      ready={Boolean(national)}
      agreements={agreements}
      onAgreements={onAgreements}
      onSubmit={() => void submit()}
      onBack={onBack}
    >
      {(aria) => (
        <input
          {...aria}
          className="input auth-input"
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder={AUTH_TEXTS.phonePlaceholder}
          value={maskPhone(national)}
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
            if (!typed && !national) return
            // A blur before the checker's chunk has arrived still shows the error: it waits for the chunk.
            if (check) setError(validate(check).error)
            else void loadChecker().then((fn) => setError(validate(fn).error))
          }}
        />
      )}
    </ContactStepShell>
  )
}
