// Sign-in links (platform spec §2 Auth callback parameters): what the address of /ecosystem/auth asks the auth
// screens to do. Read on the server when the page renders; the secrets (initialCode, auth_token) are only noticed
// here, their values are read by the browser and taken off the address (islands/auth/auth-link-run.ts).
import { isFullCode, maskPhone, nationalDigits, safeRedirect } from './screens'
import { checkRussianPhone } from './phone'
import { EMAIL_MAX_LENGTH, EMAIL_MESSAGES, isEmail } from './email'

/** `a`: the sign-in way a link opens straight away. */
const METHODS = { phone: 'phone', email: 'email', telegram: 'telegram', yandex: 'yandex', vk: 'vkontakte' } as const

type TAuthLinkStep = 'providers' | 'phone' | 'email' | 'code' | 'telegram' | 'yandex' | 'vkontakte'

/** The code step of the link's contact, in the shape the auth screens keep their steps in (islands/auth/auth-flow). */
export type TLinkCodeStep = {
  name: 'code'
  contact: { phone: string } | { email: string }
  target: { kind: 'phone' | 'email'; display: string; channel: string }
  resendAt: number
  /** The code in the address (read by the browser), sent at once only when this browser asked for it by hand. */
  initialCode?: string | null
  autoVerify?: boolean
  /** No code was asked for from this browser: «Запросить повторно» goes back to the contact step and its agreement. */
  fromLink?: boolean
}

type TLinkStep = { name: 'providers' } | { name: 'phone' } | { name: 'email' } | { name: 'telegram' } | { name: 'oauth'; provider: 'yandex' | 'vkontakte' } | TLinkCodeStep

export type TAuthLink = {
  /** redirect, else its short alias r: a path on this site, anything else dropped. */
  redirect: string | null
  /** The step the screens open on. `code` only with a valid contact and a 4-digit initialCode. */
  open: TAuthLinkStep
  /** phoneNumber as the phone step shows it (national digits); `digits` only when it is a valid Russian number. */
  phone: { national: string; digits: string | null; error: string | null } | null
  /** email, trimmed; `error` when it is not an address (shown, never sent). */
  email: { value: string; error: string | null } | null
  /** The step to render first (the server's render and the browser's first one agree). */
  first: TLinkStep
  /** The code step of a valid contact (what a code is asked for and checked with), else null. */
  code: TLinkCodeStep | null
  /** sendCodeOnce with a valid contact: the code goes out once, as soon as the agreement is ticked. */
  sendCodeOnce: boolean
  /** An auth_token is in the address: the browser checks it with the server before anything else. */
  authToken: boolean
  /** isTgAuthAvailable=false|0: the Telegram way is not offered. */
  hideTelegram: boolean
  /** Any link parameter at all: a signed-in visitor goes straight on to `redirect`. */
  any: boolean
}

/** The parameters this file reads; a signed-in visitor with any of them in the address is sent on. */
const LINK_PARAMS = ['phoneNumber', 'email', 'initialCode', 'sendCodeOnce', 'auth_token', 'a', 'r', 'redirect', 'isTgAuthAvailable', 'cid'] as const

const on = (v: string | null | undefined) => v != null && v !== 'false' && v !== '0'

type TSearch = Record<string, string | undefined>

/** What the sign-in link in `search` (the page's query, one value per name) asks for. Never throws. */
export function readAuthLink(search: TSearch, opts: { hidePhone?: boolean } = {}): TAuthLink {
  const get = (name: string) => (Object.hasOwn(search, name) ? (search[name] ?? null) : null)
  const redirect = safeRedirect(get('redirect')) ?? safeRedirect(get('r'))
  const method = get('a')?.toLowerCase() ?? ''
  const chosen = Object.hasOwn(METHODS, method) ? METHODS[method as keyof typeof METHODS] : null

  const rawPhone = get('phoneNumber')?.slice(0, 40).trim() || null
  const national = rawPhone ? nationalDigits(rawPhone) : ''
  // Checked as typed input is: no digits at all is «неверный», not «введи».
  const checked = checkRussianPhone(national ? `+7${national}` : 'x')
  const phone = rawPhone ? { national, digits: checked.ok ? checked.digits : null, error: checked.ok ? null : checked.message } : null

  const rawEmail = get('email')?.trim().slice(0, EMAIL_MAX_LENGTH + 1) || null
  const email = rawEmail ? { value: rawEmail, error: isEmail(rawEmail) ? null : EMAIL_MESSAGES.invalid } : null

  // Both contacts: `a` picks, the phone otherwise.
  const contact: 'phone' | 'email' | null = email && (chosen === 'email' || !phone) ? 'email' : phone ? 'phone' : null
  const valid = contact === 'phone' ? Boolean(phone?.digits) : contact === 'email' ? !email?.error : false
  const hideTelegram = get('isTgAuthAvailable') !== null && !on(get('isTgAuthAvailable'))

  const code: TLinkCodeStep | null = !valid
    ? null
    : contact === 'phone'
      ? { name: 'code', contact: { phone: phone!.digits! }, target: { kind: 'phone', display: maskPhone(phone!.national), channel: 'sms' }, resendAt: 0 }
      : { name: 'code', contact: { email: email!.value.toLowerCase() }, target: { kind: 'email', display: email!.value, channel: 'email' }, resendAt: 0 }

  let open: TAuthLinkStep = 'providers'
  if (contact && valid && isFullCode(get('initialCode') ?? '')) open = 'code'
  else if (contact) open = contact
  else if (chosen && !(chosen === 'phone' && opts.hidePhone) && !(chosen === 'telegram' && hideTelegram)) open = chosen

  return {
    redirect,
    open,
    phone: contact === 'phone' ? phone : null,
    email: contact === 'email' ? email : null,
    first: open === 'code' ? { ...code!, fromLink: true } : open === 'yandex' || open === 'vkontakte' ? { name: 'oauth', provider: open } : ({ name: open } as TLinkStep),
    code,
    sendCodeOnce: valid && open !== 'code' && get('sendCodeOnce') !== null && on(get('sendCodeOnce')),
    authToken: Boolean(get('auth_token')),
    hideTelegram,
    any: LINK_PARAMS.some((p) => get(p) !== null),
  }
}
