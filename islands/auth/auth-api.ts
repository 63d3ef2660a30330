// The sign-in calls of the auth screens (platform spec §7 Sign-in): each answers its data or throws the spec's AuthError.
import { authErrorFromGraphql, DefaultAuthError, type AuthError } from '../../domain/auth/errors'
import { STORAGE_KEYS } from '../../domain/query-params'
import { ApiError } from '../graphql/api-error'
import { gql } from '../graphql/client'
import { GetAuthTokenByIdDocument, RequestApiTokenDocument, RequestAuthCodeDocument, RequestClientBotLinkDocument, RequestTelegramApiTokenDocument, type RequestAuthCodeMutation } from '../graphql/generated/auth/graphql'
import { getFingerprint } from '../graphql/credentials'
import { apiJson } from '../graphql/rest'

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

/** The page's query parameters, kept with a first sign-up (spec §3 getParamsWhenRegister). */
function currentGetParams() {
  return [...new URLSearchParams(location.search)].slice(0, 50).map(([name, value]) => ({ name, value: value.slice(0, 2000) }))
}

const stored = (key: string) => {
  try {
    return localStorage.getItem(key)
  } catch {
    return null
  }
}

const signUpParams = ({ subscribeToAdvertising }: TConsent) => ({
  sourceKey: stored(STORAGE_KEYS.entry) ?? null,
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

export async function getAuthTokenById(authTokenId: string): Promise<string> {
  return (await unwrap(gql(GetAuthTokenByIdDocument, { authTokenId }))).getAuthTokenById.token
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
  }
  // Spec §8: a failed save is only ever «Что-то пошло не так».
  const body = await apiJson<{ params?: string }>('/api/oauth/save-params', { json }).catch(() => null)
  if (!body?.params) throw new DefaultAuthError()
  location.assign(`/api/oauth/${provider}/redirect?params=${encodeURIComponent(body.params)}`)
}
