// Helpers for the sign-in HTTP tests: GraphQL calls, codes from the dev outbox, fresh phones and addresses.
import type { Hono } from 'hono'
import type { Db } from '../../edge/db/port'
import { giveCredits, type TCredits } from '../helpers/credits'

type App = Pick<Hono, 'request'>

type TGqlError = { message: string; extensions?: Record<string, unknown> }
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type TGql = { status: number; data?: any; errors?: TGqlError[] }

export async function gql(app: App, query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}): Promise<TGql> {
  const res = await app.request('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  })
  return { status: res.status, ...((await res.json()) as object) }
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

let seq = 0
/** A valid Moscow mobile number (digits), different on every call within a run. */
export const freshPhone = () => `7916${String((Date.now() % 1e5) * 100 + (seq++ % 100)).padStart(7, '0').slice(-7)}`
export const freshEmail = () => `student${Date.now().toString(36)}${seq++}@example.test`
export const freshFingerprint = () => `fp_${crypto.randomUUID().replace(/-/g, '')}`
export const fromIp = (ip: string) => ({ 'x-forwarded-for': ip })

/** The 4-digit code in the newest outbox message to `recipient`. */
export async function outboxCode(db: Db, recipient: string): Promise<string> {
  // Read directly: listOutbox orders by its text-cast id, so message 10 sorts before 9.
  const [entry] = await db.query<{ body: string }>('select body from private.dev_outbox where recipient = $1 order by id desc limit 1', [recipient])
  const code = entry?.body.match(/(\d{4})(?!.*\d{4})/s)?.[1]
  if (!code) throw new Error(`no code in the outbox for ${recipient}`)
  return code
}

export const REQUEST_CODE = `mutation RequestCode($phone: String, $email: String, $channel: AuthCodeChannel, $roleId: Int, $fingerprint: String,
  $getParams: [GetParamInput!], $referrerId: String, $subscribeToAdvertising: Boolean, $consentToTheProcessingOfPersonalData: Boolean,
  $sourceKey: String, $telegramId: String) {
  requestAuthCode(phone: $phone, email: $email, channel: $channel, roleId: $roleId, fingerprint: $fingerprint, getParams: $getParams,
    referrerId: $referrerId, subscribeToAdvertising: $subscribeToAdvertising, sourceKey: $sourceKey, telegramId: $telegramId,
    consentToTheProcessingOfPersonalData: $consentToTheProcessingOfPersonalData) {
    isSent code channel resendAfterSeconds expiresInSeconds
  }
}`

export const REQUEST_TOKEN = `mutation RequestToken($phone: String, $email: String, $code: String!) {
  requestApiToken(phone: $phone, email: $email, code: $code) { token }
}`

export const ME = `{ me { id name email phone emailVerifiedAt avatar isMemoryEnabled referralId telegramIsAttached telegramBotIsBlocked
  role { id title } notificationChannel { id title } getParamsWhenRegister { name value } receiptEmail receiptPhone
  properties { passed_survey_about_notifications consent_to_the_processing_of_personal_data }
  restriction { description removeAt canLogin canCreateOrders canCreatePayIns reason { title description is_auto_ban_reason } } } }`

/** Signs in by phone through the dev outbox and returns the token. */
export async function signInByPhone(app: App, db: Db, phone: string, headers: Record<string, string> = {}, extra: Record<string, unknown> = {}) {
  const sent = await gql(app, REQUEST_CODE, { phone, ...extra }, headers)
  if (!sent.data?.requestAuthCode?.isSent) throw new Error(`code not sent: ${JSON.stringify(sent.errors)}`)
  const res = await gql(app, REQUEST_TOKEN, { phone, code: await outboxCode(db, phone) }, headers)
  const token = res.data?.requestApiToken?.token as string | undefined
  if (!token) throw new Error(`no token: ${JSON.stringify(res.errors)}`)
  return token
}

/**
 * Makes fresh clients signed in by phone, each from its own address in `subnet` (e.g. '10.96.0'), so per-address
 * limits never join two of them: `const client = phoneClients('10.96.0', () => ({ app, db: t.db }))`. `client(credits)`
 * also credits the new account (a number is permanent tokens); `signUp` adds variables to the code request (e.g.
 * `referrerId`).
 */
export function phoneClients(subnet: string, env: () => { app: App; db: Db }) {
  let n = 0
  return async (credits: number | TCredits = 0, signUp: Record<string, unknown> = {}): Promise<{ headers: Record<string, string>; id: string; referralId: string }> => {
    const { app, db } = env()
    const headers = bearer(await signInByPhone(app, db, freshPhone(), fromIp(`${subnet}.${++n}`), signUp))
    const { id, referralId } = (await gql(app, '{ me { id referralId } }', {}, headers)).data.me as { id: string; referralId: string }
    if (credits) await giveCredits(db, id, credits)
    return { headers, id, referralId }
  }
}

/**
 * One browser's whole OAuth sign-in against a provider fake that consents at once (tests/fakes/yandex-id.ts,
 * vk-id.ts): POST /api/oauth/save-params with `params` (from `ip`), our redirect, the provider, our callback with the
 * state cookie and `callbackHeaders` (the browser's User-Agent, say). Answers the callback's location: the auth screen
 * with auth_token_id, or with error.
 */
export async function oauthRoundTrip(
  app: App,
  opts: { provider?: 'yandex' | 'vkontakte'; params: object; ip: string; callbackHeaders?: Record<string, string> },
): Promise<URL> {
  const saved = await app.request('/api/oauth/save-params', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...fromIp(opts.ip) },
    body: JSON.stringify(opts.params),
  })
  if (saved.status !== 200) throw new Error(`save-params answered ${saved.status}: ${await saved.text()}`)
  const { params } = (await saved.json()) as { params: string }
  const start = await app.request(`/api/oauth/${opts.provider ?? 'yandex'}/redirect?params=${params}`)
  const cookie = start.headers.get('set-cookie')!.split(';')[0]!
  const consent = await fetch(start.headers.get('location')!, { redirect: 'manual' })
  const back = new URL(consent.headers.get('location')!)
  const done = await app.request(back.pathname + back.search, { headers: { cookie, ...opts.callbackHeaders } })
  return new URL(done.headers.get('location')!, 'http://kampus.test')
}
