// The auth screens (platform spec §2 Auth screens, §4 Auth): one island for the /ecosystem/auth page and the auth popup.
import { useEffect, useState } from 'react'
import { AUTH_MESSAGES, oauthErrorText, type AuthError } from '../../domain/auth/errors'
import { AUTH_TEXTS, maskPhone } from '../../domain/auth/screens'
import { STORAGE_KEYS } from '../../domain/query-params'
import { toast } from '../toasts/toast-store'
import type { TSignInConfirmation } from '../../domain/auth/sign-in-state'
import { getAuthTokenById, requestApiToken, requestAuthCode, requestTelegramApiToken, startOAuth, type TContact, type TExchange } from './auth-api'
import { afterSignInPath, startSession } from './session'
import type { TAgreements } from './agreements'
import { ProviderStep, type TProvider } from './provider-step'
import { PhoneStep } from './phone-step'
import { EmailStep } from './email-step'
import { CodeStep, type TCodeTarget } from './code-step'
import { OAuthStep } from './oauth-step'
import { TelegramStep } from './telegram-step'
import { ConfirmStep } from './confirm-step'
import './auth.css'

export type AuthFlowProps = {
  /** Where to go after sign-in (same-origin path); without it the page goes to the client main page, the popup reloads. */
  redirect: string | null
  /** From an OAuth return: exchanged at once (spec §4 Auth), or after a confirmation when this browser did not start it. */
  authTokenId?: string | null
  /** From an OAuth return that failed: shown as «Что-то пошло не так». */
  error?: string | null
  /** geo=CIS in the address (the stored flag is read in the browser). */
  hidePhone?: boolean
  inPopup?: boolean
}

type Step =
  | { name: 'providers' }
  | { name: 'phone' }
  | { name: 'email' }
  | { name: 'telegram' }
  | { name: 'oauth'; provider: 'yandex' | 'vkontakte' }
  | { name: 'code'; contact: TContact; target: TCodeTarget; resendAt: number }
  | { name: 'exchanging' }
  | { name: 'confirm'; confirmation: TSignInConfirmation }

const phoneHidden = () => {
  try {
    return localStorage.getItem(STORAGE_KEYS.hidePhoneAuth) === 'true'
  } catch {
    return false
  }
}

export default function AuthFlow({ redirect, authTokenId = null, error = null, hidePhone = false, inPopup = false }: AuthFlowProps) {
  const [step, setStep] = useState<Step>(authTokenId ? { name: 'exchanging' } : { name: 'providers' })
  const [agreements, setAgreements] = useState<TAgreements>({ agreement: false, advertising: false })
  const [national, setNational] = useState('')
  const [email, setEmail] = useState('')
  // Server and first browser render agree on the address's flag; the stored one is applied after hydration.
  const [noPhone, setNoPhone] = useState(hidePhone)
  const H = inPopup ? 'h2' : 'h1'

  useEffect(() => {
    if (phoneHidden()) setNoPhone(true)
  }, [])

  async function finish(token: string) {
    await startSession(token)
    if (inPopup && !redirect) location.reload()
    else location.assign(afterSignInPath(redirect))
  }

  /** A token signs in; a question from the server becomes the confirmation step. */
  async function afterExchange(result: TExchange) {
    if ('token' in result) await finish(result.token)
    else setStep({ name: 'confirm', confirmation: result.confirmation })
  }

  function exchangeFailed(e: AuthError) {
    toast.error(e.message)
    setStep({ name: 'providers' })
  }

  /** «Не входить»: the link is dropped from the address; a signed-in person goes on in their own account. */
  function decline(confirmation: TSignInConfirmation) {
    if (confirmation.reasons.includes('OTHER_ACCOUNT')) return location.assign(afterSignInPath(redirect))
    const url = new URL(location.href)
    url.searchParams.delete('auth_token_id')
    history.replaceState(history.state, '', url)
    setStep({ name: 'providers' })
  }

  useEffect(() => {
    if (error) toast.error(oauthErrorText(error))
    if (!authTokenId) return
    getAuthTokenById(authTokenId).then(afterExchange).catch(exchangeFailed)
    // Runs once: the address's parameters do not change while the page lives.
  }, [])

  async function sendCode(contact: TContact) {
    const sent = await requestAuthCode(contact, { subscribeToAdvertising: agreements.advertising })
    const target: TCodeTarget =
      'phone' in contact ? { kind: 'phone', display: maskPhone(national), channel: sent.channel } : { kind: 'email', display: contact.email, channel: sent.channel }
    setStep({ name: 'code', contact, target, resendAt: Date.now() + sent.resendAfterSeconds * 1000 })
  }

  const common = { agreements, onAgreements: setAgreements, onBack: () => setStep({ name: 'providers' }), headingLevel: H } as const

  switch (step.name) {
    case 'exchanging':
      return (
        <div className="auth-step" data-step="exchanging" aria-busy="true">
          <H className="auth-title">{AUTH_TEXTS.signingIn}</H>
        </div>
      )
    case 'confirm':
      return (
        <ConfirmStep
          confirmation={step.confirmation}
          headingLevel={H}
          onDecline={() => decline(step.confirmation)}
          onConfirm={() =>
            getAuthTokenById(authTokenId ?? '', true)
              .then(afterExchange)
              .catch(exchangeFailed)
          }
        />
      )
    case 'phone':
      return (
        <PhoneStep
          {...common}
          initialNational={national}
          onSubmit={async (digits, nat) => {
            setNational(nat)
            const sent = await requestAuthCode({ phone: digits }, { subscribeToAdvertising: agreements.advertising })
            setStep({ name: 'code', contact: { phone: digits }, target: { kind: 'phone', display: maskPhone(nat), channel: sent.channel }, resendAt: Date.now() + sent.resendAfterSeconds * 1000 })
          }}
        />
      )
    case 'email':
      return (
        <EmailStep
          {...common}
          initialEmail={email}
          onSubmit={async (value) => {
            setEmail(value)
            await sendCode({ email: value })
          }}
        />
      )
    case 'code':
      return (
        <CodeStep
          key={step.resendAt}
          target={step.target}
          resendAt={step.resendAt}
          headingLevel={H}
          onResend={() => sendCode(step.contact)}
          onChangeContact={() => setStep('phone' in step.contact ? { name: 'phone' } : { name: 'email' })}
          onVerify={async (code) => finish(await requestApiToken(step.contact, code))}
        />
      )
    case 'telegram':
      return <TelegramStep {...common} onVerify={async (code) => finish(await requestTelegramApiToken(code))} />
    case 'oauth':
      return (
        <OAuthStep
          {...common}
          onDone={() =>
            startOAuth(step.provider, { subscribeToAdvertising: agreements.advertising }, redirect).catch((e: AuthError) => {
              toast.error(AUTH_MESSAGES.default)
              throw e
            })
          }
        />
      )
    default:
      return (
        <ProviderStep
          hidePhone={noPhone}
          showTitle={!inPopup}
          headingLevel={H}
          onProvider={(p: TProvider) => setStep(p === 'telegram' ? { name: 'telegram' } : { name: 'oauth', provider: p })}
          onEmail={() => setStep({ name: 'email' })}
          onPhone={() => setStep({ name: 'phone' })}
        />
      )
  }
}
