// Cookie notice rules (platform.md §2 Banners, §3 local storage, §9): where it shows and what consent stores.
import type { TrackingConsent } from './bot'

/** localStorage: accepted cookies, value `true` (platform.md §3). */
export const COOKIES_ACCEPTED_KEY = 'cookiesAccepted'
/** localStorage: the optional categories chosen, as JSON `{"analytics":true,"marketing":false}`. */
export const COOKIE_CONSENT_KEY = 'cookieConsent'
/** The same choice as a cookie, so the server side of analytics can honour it too. */
export const COOKIE_CONSENT_COOKIE = 'cookie_consent'
/** Platform spec §9: cookie default expiry 1 day. */
export const COOKIE_DEFAULT_MAX_AGE_SEC = 24 * 60 * 60

const COOKIE_NOTICE_NEVER_ROUTES: readonly string[] = ['ecosystem-library__order', 'library-external__category-work-detail']
/** Routes a partner (Edugram) embeds: its visitors accepted cookies there, so the notice would be noise. */
const COOKIE_NOTICE_EDUGRAM_ROUTES: readonly string[] = ['ecosystem-text-copilot__start', 'ecosystem-text-copilot__order']
const EDUGRAM_QUERY_PARAM = 'edugram_id'

export const COOKIE_NOTICE_TEXT = {
  text: 'Мы используем необходимые cookie, чтобы сайт работал. Аналитику и маркетинг включаем, только если ты разрешишь.',
  settings: 'Настроить',
  // The accept-all button. Issue 33 suggested «Принять все»; platform.md §2 says "The accept button is 'Окей'" and the spec wins.
  accept: 'Окей',
  necessary: 'Только необходимые',
  save: 'Сохранить выбор',
  label: 'Уведомление о cookie',
}

/** The notice's three answers: everything («Окей»), nothing optional («Только необходимые»), the ticked boxes («Сохранить выбор»). */
export type CookieChoice = 'all' | 'necessary' | 'chosen'

/** What an answer stores. Opt-in: an optional category is on only when the answer is «Окей» or its box was ticked. */
export function consentFor(choice: CookieChoice, ticked: Partial<TrackingConsent> = {}): TrackingConsent {
  const on = (kind: keyof TrackingConsent) => choice === 'all' || (choice === 'chosen' && ticked[kind] === true)
  return { analytics: on('analytics'), marketing: on('marketing') }
}

/**
 * Whether an optional category may be used. Opt-in (issue 33): nothing chosen yet (null), a broken value or a
 * category left off all mean no.
 */
export function consentAllows(consent: TrackingConsent | null | undefined, kind: keyof TrackingConsent): boolean {
  return consent?.[kind] === true
}

export type CookieCategory = { id: 'necessary' | keyof TrackingConsent; title: string; text: string; required: boolean }

export const COOKIE_CATEGORIES: readonly CookieCategory[] = [
  { id: 'necessary', title: 'Необходимые', text: 'Вход, безопасность и сохранение настроек. Всегда включены.', required: true },
  { id: 'analytics', title: 'Аналитика', text: 'Помогают понять, что в Кампусе улучшить.', required: false },
  { id: 'marketing', title: 'Маркетинг', text: 'Показывают наши предложения на других сайтах.', required: false },
]

type Query = URLSearchParams | Record<string, string | readonly string[] | null | undefined>

function queryHas(query: Query, name: string): boolean {
  const value = query instanceof URLSearchParams ? query.get(name) : query[name]
  return Array.isArray(value) ? value.some((v) => v !== '') : typeof value === 'string' && value !== ''
}

/**
 * Whether the cookie notice shows: not once accepted (the stored value `true`); never on a library
 * order or a library work page; on the text-copilot start and order pages only without `edugram_id`.
 */
export function shouldShowCookieNotice({
  routeName,
  query,
  accepted,
}: {
  routeName: string | null | undefined
  query: Query
  accepted: boolean | string | null | undefined
}): boolean {
  if (accepted === true || accepted === 'true') return false
  if (routeName && COOKIE_NOTICE_NEVER_ROUTES.includes(routeName)) return false
  if (routeName && COOKIE_NOTICE_EDUGRAM_ROUTES.includes(routeName) && queryHas(query, EDUGRAM_QUERY_PARAM)) return false
  return true
}

/** The stored choice, or null when nothing valid was stored; unknown keys and junk are ignored. */
export function parseCookieConsent(raw: string | null | undefined): TrackingConsent | null {
  if (!raw) return null
  try {
    const v = JSON.parse(raw) as Partial<Record<keyof TrackingConsent, unknown>> | null
    if (!v || typeof v !== 'object') return null
    return { analytics: v.analytics === true, marketing: v.marketing === true }
  } catch {
    return null
  }
}

/** Reads the consent cookie from a Cookie header (server side). */
export function consentFromCookieHeader(header: string | null | undefined): TrackingConsent | null {
  for (const part of (header ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=')
    if (name === COOKIE_CONSENT_COOKIE) {
      try {
        return parseCookieConsent(decodeURIComponent(rest.join('=')))
      } catch {
        return null
      }
    }
  }
  return null
}
