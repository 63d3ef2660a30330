// The auth screens (platform spec §2 Auth screens, §4 Auth): one island for the /ecosystem/auth page and the auth popup.
import { useEffect, useState } from 'react'
import { AUTH_MESSAGES, DefaultAuthError, oauthErrorText, type AuthError } from '../../domain/auth/errors'
import { AUTH_TEXTS, maskPhone } from '../../domain/auth/screens'
import { STORAGE_KEYS } from '../../domain/query-params'
import { toast } from '../toasts/toast-store'
import type { TSignInConfirmation } from '../../domain/auth/sign-in-state'
import type { TAuthLink } from '../../domain/auth/auth-link'
import { exchangeHandedOverToken, getAuthTokenById, requestApiToken, requestAuthCode, requestTelegramApiToken, startOAuth, type TContact, type TExchange } from './auth-api'
import { afterSignInPath, startSession } from './session'
import type { TAgreements } from './agreements'
import { ProviderStep, type TProvider } from './provider-step'
import { PhoneStep } from './phone-step'
import { EmailStep } from './email-step'
import type { TCodeTarget } from './code-step'
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
  /** A sign-in link's parameters (domain/auth/auth-link.ts), read on the server; the page only. */
  link?: TAuthLink | null
}

type Step =
  | { name: 'providers' }
  | { name: 'phone' }
  | { name: 'email' }
  | { name: 'telegram' }
  | { name: 'oauth'; provider: 'yandex' | 'vkontakte' }
  | { name: 'code'; contact: TContact; target: TCodeTarget; resendAt: number; initialCode?: string | null; autoVerify?: boolean; fromLink?: boolean }
  | { name: 'exchanging' }
  | { name: 'confirm'; confirmation: TSignInConfirmation; token?: string }

const phoneHidden = () => {
  try {
    return localStorage.getItem(STORAGE_KEYS.hidePhoneAuth) === 'true'
  } catch {
    return false
  }
}

// Steps that come later or to few visitors load when they open: the code step (after a code request anyway), the
// hand-off confirmation, Telegram's step, the OAuth agreement. The first bundle stays within its budget.
const LATER = {
  code: () => import('./code-step').then((m) => m.CodeStep),
  confirm: () => import('./confirm-step').then((m) => m.ConfirmStep),
  telegram: () => import('./telegram-step').then((m) => m.TelegramStep),
  oauth: () => import('./oauth-step').then((m) => m.OAuthStep),
}
const loaded: { [K in keyof typeof LATER]?: Awaited<ReturnType<(typeof LATER)[K]>> } = {}

/** Shows a step once its component is here. */
async function show(step: Step, set: (s: Step) => void) {
  const name = step.name
  if (name === 'code' || name === 'confirm' || name === 'telegram' || name === 'oauth') (loaded as Record<string, unknown>)[name] ??= await LATER[name]()
  // A copy: the first step, rendered empty while its component loaded, renders again.
  set({ ...step })
}

const addressOf = (c: TContact) => ('phone' in c ? c.phone : c.email)

export default function AuthFlow({ redirect, authTokenId = null, error = null, hidePhone = false, inPopup = false, link = null }: AuthFlowProps) {
  const [step, setStep] = useState<Step>(authTokenId || link?.authToken ? { name: 'exchanging' } : (link?.first ?? { name: 'providers' }))
  const [agreements, setAgreements] = useState<TAgreements>({ agreement: false, advertising: false })
  const [national, setNational] = useState(link?.phone?.national ?? '')
  const [email, setEmail] = useState(link?.email?.value ?? '')
  // sendCodeOnce: armed once the link's run has found no signed-in session and no code inside its resend pause.
  const [armed, setArmed] = useState(false)
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
    if ('token' in result) return finish(result.token)
    await show({ name: 'confirm', confirmation: result.confirmation }, setStep)
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
    // A link that opens one of the later steps: the server rendered it empty, it shows once loaded.
    // (Unless the link's run has moved on meanwhile.)
    if (step.name in LATER) void show(step, () => setStep((now) => (now === step ? { ...step } : now)))
    // A link that cannot be read (its chunk did not load) leaves the screens as they are; a token's wait ends in an error.
    if (link?.any && !authTokenId) runLink(link).catch(() => link.authToken && exchangeFailed(new DefaultAuthError()))
    if (!authTokenId) return
    getAuthTokenById(authTokenId).then(afterExchange).catch(exchangeFailed)
    // Runs once: the address's parameters do not change while the page lives.
  }, [])

  async function runLink(l: TAuthLink) {
    const next = await (await import('./auth-link-run')).runAuthLink(l)
    if (!next) return
    if ('in' in next) location.assign(afterSignInPath(redirect))
    else if ('arm' in next) setArmed(true)
    else if ('error' in next) exchangeFailed(new DefaultAuthError(next.error))
    else await show(next.step, setStep)
  }

  /** Sends a code; `byHand` false for a link's sendCodeOnce (its initialCode then never signs in by itself). */
  async function sendCode(contact: TContact, display: string, byHand = true) {
    const sent = await requestAuthCode(contact, { subscribeToAdvertising: agreements.advertising })
    const resendAt = Date.now() + sent.resendAfterSeconds * 1000
    const note = { resendAt, expiresAt: Date.now() + sent.expiresInSeconds * 1000, channel: sent.channel, byHand }
    // Kept for sign-in links (codes-sent.ts), off the first bundle.
    void import('./codes-sent').then((m) => m.noteCodeSent(addressOf(contact), note))
    await show({ name: 'code', contact, target: { kind: 'phone' in contact ? 'phone' : 'email', display, channel: sent.channel }, resendAt }, setStep)
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
        loaded.confirm && (
        <loaded.confirm
          confirmation={step.confirmation}
          headingLevel={H}
          onDecline={() => decline(step.confirmation)}
          onConfirm={() =>
            (step.token ? exchangeHandedOverToken(step.token).then(finish) : getAuthTokenById(authTokenId ?? '', true).then(afterExchange)).catch(exchangeFailed)
          }
        />
        )
      )
    case 'phone':
      return (
        <PhoneStep
          {...common}
          initialNational={national}
          initialError={national === link?.phone?.national ? link.phone.error : null}
          sendOnAgreement={armed}
          onSubmit={async (digits, nat, auto) => {
            setNational(nat)
            await sendCode({ phone: digits }, maskPhone(nat), !auto)
          }}
        />
      )
    case 'email':
      return (
        <EmailStep
          {...common}
          initialEmail={email}
          initialError={email === link?.email?.value ? link.email.error : null}
          sendOnAgreement={armed}
          onSubmit={async (value, auto) => {
            setEmail(value)
            await sendCode({ email: value }, value, !auto)
          }}
        />
      )
    case 'code':
      return (
        loaded.code && (
        <loaded.code
          key={`${step.resendAt}-${step.initialCode ?? ''}`}
          target={step.target}
          resendAt={step.resendAt}
          initialCode={step.initialCode ?? null}
          autoVerify={step.autoVerify ?? false}
          headingLevel={H}
          // A link's code step has no agreement yet: a new code is asked for from the contact step, where it is ticked.
          onResend={async () => (step.fromLink ? setStep({ name: 'phone' in step.contact ? 'phone' : 'email' } as Step) : sendCode(step.contact, step.target.display))}
          onChangeContact={() => setStep('phone' in step.contact ? { name: 'phone' } : { name: 'email' })}
          onVerify={async (code) => finish(await requestApiToken(step.contact, code))}
        />
        )
      )
    case 'telegram':
      return loaded.telegram && <loaded.telegram {...common} onVerify={async (code) => finish(await requestTelegramApiToken(code))} />
    case 'oauth':
      return (
        loaded.oauth && (
        <loaded.oauth
          {...common}
          onDone={() =>
            startOAuth(step.provider, { subscribeToAdvertising: agreements.advertising }, redirect).catch((e: AuthError) => {
              toast.error(AUTH_MESSAGES.default)
              throw e
            })
          }
        />
        )
      )
    default:
      return (
        <ProviderStep
          hidePhone={noPhone}
          hideTelegram={link?.hideTelegram ?? false}
          showTitle={!inPopup}
          headingLevel={H}
          onProvider={(p: TProvider) => void show(p === 'telegram' ? { name: 'telegram' } : { name: 'oauth', provider: p }, setStep)}
          onEmail={() => setStep({ name: 'email' })}
          onPhone={() => setStep({ name: 'phone' })}
        />
      )
  }
}
