// Banners of platform.md §2 and orders.md §2: which show where, their copy, and where a closed one is remembered.
import type { LayoutName } from './routes'

export const PROMO_BANNERS = ['influencer', 'exam-ticket', 'new-camp', 'telegram-gift', 'mobile-app'] as const
export type PromoBannerName = (typeof PROMO_BANNERS)[number]
export type BannerName = PromoBannerName | 'mass-alert'

/** The exam-ticket feature banner stays closed for good (localStorage); the rest for the session. */
export const bannerStorage = (name: BannerName): 'local' | 'session' => (name === 'exam-ticket' ? 'local' : 'session')

/** Storage key of a closed banner; the mass alert's key names the alert, so a new alert shows again. */
export function bannerStorageKey(name: BannerName, alertKey?: string): string {
  if (name === 'exam-ticket') return 'featureBannerClosed'
  return name === 'mass-alert' ? `hiddenBanner.mass-alert.${alertKey ?? ''}` : `hiddenBanner.${name}`
}

export type BannerCopy = { title: string; text: string; cta: { label: string; href: string } }

export const BANNER_COPY: Record<Exclude<PromoBannerName, 'influencer'>, BannerCopy> = {
  'exam-ticket': {
    title: 'Новое: ответы на экзаменационные билеты',
    text: 'Загрузи список вопросов — Кампус подготовит ответ на каждый билет.',
    cta: { label: 'Попробовать', href: '/exam' },
  },
  'new-camp': {
    title: 'Кампус обновился',
    text: 'Все сервисы теперь в одном кабинете, а ответы приходят быстрее.',
    cta: { label: 'Что нового', href: '/ecosystem/faq' },
  },
  'telegram-gift': {
    title: 'Подарок за Телеграм',
    text: 'Подключи нашего бота: пришлём бонусные токены и скажем, когда работа будет готова.',
    cta: { label: 'Забрать подарок', href: '/ecosystem/profile' },
  },
  'mobile-app': {
    title: 'Кампус в телефоне',
    text: 'Задания и ответы всегда под рукой — открой мобильную версию кабинета.',
    cta: { label: 'Открыть', href: '/webapp' },
  },
}

/** The session cookie the guard writes with the visitor's entry source, so pages can render that entry's influencer. */
export const ENTRY_COOKIE = 'entry'

/** The entry source of a request: the address's `entry` on the first page, then the guard's cookie. */
export function entryOfRequest(query: URLSearchParams, cookieHeader: string | null | undefined): string | null {
  const fromQuery = query.get('entry')?.trim()
  if (fromQuery) return fromQuery.slice(0, 100)
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=')
    if (name === ENTRY_COOKIE) {
      try {
        return unescape(rest.join('=')).trim().slice(0, 100) || null
      } catch {
        return null
      }
    }
  }
  return null
}

export const INFLUENCER_CTA = { label: 'Оформить подписку', href: '/ecosystem/subscription' }
export const BANNER_CLOSE_LABEL = 'Скрыть'

/** Platform spec §3 Influencer: the banner's own title and subtitle, and the promo code it carries. */
export type TInfluencerBanner = { bannerTitle: string; bannerSubtitle: string; promoCodeUrlKey?: string | null }

export function influencerHref(influencer: TInfluencerBanner): string {
  const key = influencer.promoCodeUrlKey
  return key ? `${INFLUENCER_CTA.href}?offer=${encodeURIComponent(key)}` : INFLUENCER_CTA.href
}

/**
 * Promo banners a page may show, most important first; the browser then shows only the first one
 * the visitor has not closed, so a page never opens with a wall of banners. The influencer offer
 * is for visitors without a subscription; the mobile-app banner not inside the web-app itself.
 */
export function promoBannersFor({
  layout,
  routeName,
  hasSubscription,
  influencer,
}: {
  layout: LayoutName
  routeName?: string | null
  hasSubscription?: boolean | null
  influencer?: TInfluencerBanner | null
}): PromoBannerName[] {
  const list: PromoBannerName[] = []
  const offer = Boolean(influencer) && hasSubscription !== true
  if (layout === 'ecosystem') {
    if (offer) list.push('influencer')
    // The exam pages are what the exam-ticket banner advertises: no point showing it there.
    if (!routeName?.startsWith('exam')) list.push('exam-ticket')
    list.push('new-camp', 'telegram-gift')
    if (!routeName?.startsWith('webapp-')) list.push('mobile-app')
  } else if (layout === 'landing') {
    if (offer) list.push('influencer')
    list.push('mobile-app')
  }
  return list
}

// ---------------------------------------------------------------------------------------------
// Mass alert (platform.md §3, §4)
// ---------------------------------------------------------------------------------------------

export type TMassAlert = { isActive: boolean; text: string }

/** The payload of `mass-alert-changed`; anything without text means there is no alert now. */
export function massAlertFromEvent(data: unknown): TMassAlert | null {
  if (!data || typeof data !== 'object') return null
  const { isActive, text } = data as { isActive?: unknown; text?: unknown }
  if (typeof text !== 'string' || text.trim() === '') return null
  return { isActive: isActive !== false, text }
}

/** A short stable name for an alert's text (djb2, base 36): hiding one alert must not hide the next. */
export function massAlertKey(text: string): string {
  let h = 5381
  for (let i = 0; i < text.length; i++) h = ((h << 5) + h + text.charCodeAt(i)) | 0
  return (h >>> 0).toString(36)
}

/** Shown only if active and not hidden by a click. */
export const isMassAlertShown = (alert: TMassAlert | null, hidden: boolean): alert is TMassAlert =>
  Boolean(alert?.isActive && alert.text) && !hidden
