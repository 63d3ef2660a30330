// The 4-digit code field (platform spec §5 Code): digits only, and complete means submit.
import { useEffect, useRef } from 'react'
import { AUTH_CODE_LENGTH } from '../../domain/auth/limits'
import { AUTH_TEXTS, isFullCode, onlyCodeDigits } from '../../domain/auth/screens'

type Props = {
  value: string
  onChange: (value: string) => void
  onComplete: (code: string) => void
  state: 'default' | 'success' | 'error'
  disabled?: boolean
  describedBy?: string
}

export function CodeInput({ value, onChange, onComplete, state, disabled, describedBy }: Props) {
  const ref = useRef<HTMLInputElement>(null)
  useEffect(() => ref.current?.focus(), [])
  // After a wrong code the field is selected, so typing the next try replaces it.
  useEffect(() => {
    if (state === 'error') ref.current?.select()
  }, [state])
  return (
    <div className="code-input" data-state={state}>
      <input
        ref={ref}
        className="input code-input__field"
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={AUTH_CODE_LENGTH}
        aria-label={AUTH_TEXTS.codeLabel}
        aria-invalid={state === 'error' || undefined}
        aria-describedby={describedBy}
        disabled={disabled}
        value={value}
        placeholder={'•'.repeat(AUTH_CODE_LENGTH)}
        onChange={(e) => {
          const next = onlyCodeDigits(e.target.value)
          onChange(next)
          if (isFullCode(next) && next !== value) onComplete(next)
        }}
      />
    </div>
  )
}
