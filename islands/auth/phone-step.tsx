// Phone sign-in, step 1 (platform spec §2, §5 Phone): masked +7 input, agreements, «Получить код».
import { useState } from 'react'
import { AUTH_TEXTS, maskPhone, nationalDigits } from '../../domain/auth/screens'
import { ContactStepShell, useChunk, useContactSend, useSendOnAgreement, type TContactStepFrame } from './contact-step-shell'

type Checker = typeof import('../../domain/auth/phone').checkRussianPhone

// libphonenumber and zod stay out of the first bundle: the checker loads when this step mounts.
const loadChecker = () => import('../../domain/auth/phone').then((m) => m.checkRussianPhone)

type Props = TContactStepFrame & {
  initialNational: string
  /** A link's number that is not valid: shown under it from the start (the number is never sent). */
  initialError?: string | null
  sendOnAgreement?: boolean
  onSubmit: (digits: string, national: string, auto: boolean) => Promise<void>
}

export function PhoneStep({ initialNational, initialError = null, sendOnAgreement = false, onSubmit, ...frame }: Props) {
  const [national, setNational] = useState(initialNational)
  const { error, setError, loading, send } = useContactSend(initialError)
  const [typed, setTyped] = useState(initialNational !== '')
  const check = useChunk(loadChecker)

  const validate = (fn: Checker) => {
    const result = fn(national ? `+7${national}` : '')
    return result.ok ? { digits: result.digits, error: null } : { digits: null, error: result.message }
  }

  async function submit(auto = false) {
    if (loading || !national || !frame.agreements.agreement) return
    const result = validate(check ?? (await loadChecker()))
    if (!result.digits) return setError(result.error)
    const digits = result.digits
    await send(() => onSubmit(digits, national, auto))
  }
  useSendOnAgreement(sendOnAgreement, frame.agreements.agreement, submit)

  return (
    <ContactStepShell
      {...frame}
      step="phone"
      title={AUTH_TEXTS.phoneTitle}
      inputId="auth-phone"
      error={error}
      loading={loading}
      ready={Boolean(national)}
      onSubmit={() => void submit()}
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
