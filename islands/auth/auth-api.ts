// The sign-in calls of the auth screens (platform spec §7 Sign-in): each answers its data or throws the spec's AuthError.
import { authErrorFromGraphql, DefaultAuthError, type AuthError } from '../../domain/auth/errors'
import { STORAGE_KEYS } from '../../domain/query-params'
import { SOURCE_KEY_MAX } from '../../domain/auth/limits'
import type { TSignInConfirmation, TSignInConfirmReason } from '../../domain/auth/sign-in-state'
import { ApiError } from '../graphql/api-error'
import { gql } from '../graphql/client'
import { GetAuthTokenByIdDocument, RequestApiTokenDocument, RequestAuthCodeDocument, RequestClientBotLinkDocument, RequestTelegramApiTokenDocument, type RequestAuthCodeMutation } from '../graphql/generated/auth/graphql'
import { getFingerprint } from '../graphql/credentials'
import { apiJson } from '../graphql/rest'
import { clearSignInState, startSignInState, storedSignInState } from './sign-in-state'
import { signUpGetParams } from './sign-up-get-params'

export type TCodeSent = RequestAuthCodeMutation['requestAuthCode']
export type TContact = { phone: string } | { email: string }

// One variables shape for both contacts: the generated types spell phone and email as optional.
const contactVars = (c: TContact): { phone: string | null; email: string | null } => ('phone' in c ? { phone: c.phone, email: null } : { phone: null, email: c.email })
export type TConsent = { subscribeToAdvertising: boolean }

const SOURCE_APP_TYPE = 'web'

/** The spec's class for a failed call, read from the server's code and markers; no answer at all is a Default error. */
export function authErrorOf(e: unknown): AuthError {
  if (!(e instanceof ApiError) || e.code === 'NETWORK') return new DefaultAuthError()
  return authErrorFromGraphql(e.errors[0] ?? { message: e.message, extensions: { ...e.data, code: e.code } })
}

async function unwrap<T>(call: Promise<T>): Promise<T> {
  try {
    return await call
  } catch (e) {
    throw authErrorOf(e)
  }
}

const stored = (key: string, storage: 'local' | 'session' = 'local') => {
  try {
    return (storage === 'local' ? localStorage : sessionStorage).getItem(key)
  } catch {
    return null
  }
}

/** The page's query parameters and the landing's placement, kept with a first sign-up (spec §3 getParamsWhenRegister). */
const currentGetParams = () => signUpGetParams(location.search, stored(STORAGE_KEYS.pendingPlacement, 'session'))

const signUpParams = ({ subscribeToAdvertising }: TConsent) => ({
  // The entry source the guard recorded for this session (spec §3: session storage holds the entry parameter), cut to
  // what the server keeps so a long one never refuses the sign-in.
  sourceKey: stored(STORAGE_KEYS.entry, 'session')?.slice(0, SOURCE_KEY_MAX) || null,
  fingerprint: getFingerprint(),
  getParams: currentGetParams(),
  sourceAppType: SOURCE_APP_TYPE,
  subscribeToAdvertising,
  // The screens only send once the required agreement is ticked.
  consentToTheProcessingOfPersonalData: true,
})

export async function requestAuthCode(contact: TContact, consent: TConsent, channel: 'sms' | 'call' = 'sms'): Promise<TCodeSent> {
  const vars = { ...contactVars(contact), ...signUpParams(consent), referrerId: stored(STORAGE_KEYS.referralId), channel: 'phone' in contact ? channel : null }
  return (await unwrap(gql(RequestAuthCodeDocument, vars))).requestAuthCode
}

export async function requestApiToken(contact: TContact, code: string): Promise<string> {
  return (await unwrap(gql(RequestApiTokenDocument, { ...contactVars(contact), code }))).requestApiToken.token
}

export async function requestTelegramApiToken(code: string): Promise<string> {
  return (await unwrap(gql(RequestTelegramApiTokenDocument, { code, fingerprint: getFingerprint() }))).requestTelegramApiToken.token
}

export type TExchange = { token: string } | { confirmation: TSignInConfirmation }

const REASONS: readonly TSignInConfirmReason[] = ['NOT_STARTED_HERE', 'OTHER_ACCOUNT']

function confirmationOf(data: Record<string, unknown>): TSignInConfirmation {
  const reasons = Array.isArray(data.reasons) ? data.reasons.filter((r): r is TSignInConfirmReason => REASONS.includes(r)) : []
  return {
    reasons: reasons.length ? reasons : ['NOT_STARTED_HERE'],
    accountName: typeof data.accountName === 'string' ? data.accountName : '',
    currentName: typeof data.currentName === 'string' ? data.currentName : null,
  }
}

/**
 * The auth_token_id with this browser's sign-in state. The server answers CONFIRMATION_REQUIRED when another browser
 * started the flow or this one is in another account: that comes back as `confirmation`, and only `confirmed` goes on.
 */
export async function getAuthTokenById(authTokenId: string, confirmed = false): Promise<TExchange> {
  try {
    const data = await gql(GetAuthTokenByIdDocument, { authTokenId, signInState: storedSignInState(), confirmed })
    clearSignInState()
    return { token: data.getAuthTokenById.token }
  } catch (e) {
    if (e instanceof ApiError && e.code === 'CONFIRMATION_REQUIRED') return { confirmation: confirmationOf(e.data) }
    throw authErrorOf(e)
  }
}

/**
 * The address's auth_token (handed over by the bot or the app), once the person has confirmed «Войти по ссылке?»:
 * traded at the server for this browser's own token, which never binds this browser's guest rows to that account.
 */
export async function exchangeHandedOverToken(token: string): Promise<string> {
  return (await unwrap(apiJson<{ token: string }>('/api/auth/handed-over-token', { json: { token } }))).token
}

export async function requestBotLink(consent: TConsent): Promise<string> {
  const vars = { ...signUpParams(consent), source: 'auth' }
  return (await unwrap(gql(RequestClientBotLinkDocument, vars))).requestClientBotLink.bot_link
}

/** REST POST /api/oauth/save-params, then the browser leaves for the provider. */
export async function startOAuth(provider: 'yandex' | 'vkontakte', consent: TConsent, redirect: string | null) {
  const { fingerprint, getParams, sourceKey, sourceAppType, subscribeToAdvertising, consentToTheProcessingOfPersonalData } = signUpParams(consent)
  const json = {
    getParams: Object.fromEntries(getParams.map((p) => [p.name, p.value])),
    sourceKey,
    fingerprint,
    sourceAppType,
    subscribeToAdvertising,
    consentToTheProcessingOfPersonalData,
    referrerId: stored(STORAGE_KEYS.referralId),
    isWebApp: location.pathname.startsWith('/webapp'),
    redirect,
    // Proves at the exchange that the auth_token_id came back to the browser that left for the provider.
    signInState: startSignInState(),
  }
  // Spec §8: a failed save is only ever «Что-то пошло не так».
  const body = await apiJson<{ params?: string }>('/api/oauth/save-params', { json }).catch(() => null)
  if (!body?.params) throw new DefaultAuthError()
  location.assign(`/api/oauth/${provider}/redirect?params=${encodeURIComponent(body.params)}`)
}
