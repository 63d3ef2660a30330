import { describe, expect, it } from 'vitest'
import {
  bannerStorage,
  entryOfRequest,
  bannerStorageKey,
  influencerHref,
  isMassAlertShown,
  massAlertFromEvent,
  massAlertKey,
  PROMO_BANNERS,
  promoBannersFor,
} from './banners'

const influencer = { bannerTitle: 'Скидка от Маши', bannerSubtitle: '−25 % на первый месяц', promoCodeUrlKey: 'masha 25' }

describe('banner storage', () => {
  it('keeps the exam-ticket banner in localStorage and every other closed flag in sessionStorage', () => {
    expect(bannerStorage('exam-ticket')).toBe('local')
    for (const name of PROMO_BANNERS.filter((n) => n !== 'exam-ticket')) expect(bannerStorage(name)).toBe('session')
    expect(bannerStorage('mass-alert')).toBe('session')
  })

  it('gives each mass alert its own key', () => {
    expect(bannerStorageKey('mass-alert', 'abc')).not.toBe(bannerStorageKey('mass-alert', 'abd'))
    expect(bannerStorageKey('telegram-gift')).toBe('hiddenBanner.telegram-gift')
  })
})

describe('promoBannersFor', () => {
  it('offers the influencer banner only to visitors without a subscription', () => {
    expect(promoBannersFor({ layout: 'ecosystem', influencer, hasSubscription: false })[0]).toBe('influencer')
    expect(promoBannersFor({ layout: 'ecosystem', influencer, hasSubscription: true })).not.toContain('influencer')
    expect(promoBannersFor({ layout: 'ecosystem', influencer: null, hasSubscription: false })).not.toContain('influencer')
  })

  it('lists the product banners in the cabinet, but not the mobile-app one inside the web-app', () => {
    expect(promoBannersFor({ layout: 'ecosystem', routeName: 'ecosystem-common__dashboard' })).toEqual([
      'exam-ticket',
      'new-camp',
      'telegram-gift',
      'mobile-app',
    ])
    expect(promoBannersFor({ layout: 'ecosystem', routeName: 'webapp-main' })).not.toContain('mobile-app')
  })

  it('leaves the exam-ticket banner off the exam pages it advertises', () => {
    expect(promoBannersFor({ layout: 'ecosystem', routeName: 'exam__order' })).not.toContain('exam-ticket')
  })

  it('keeps landing pages light and shows nothing in the empty and base layouts', () => {
    expect(promoBannersFor({ layout: 'landing' })).toEqual(['mobile-app'])
    expect(promoBannersFor({ layout: 'base', influencer })).toEqual([])
    expect(promoBannersFor({ layout: 'empty' })).toEqual([])
  })

  it('links the influencer offer with its promo code', () => {
    expect(influencerHref(influencer)).toBe('/ecosystem/subscription?offer=masha%2025')
    expect(influencerHref({ ...influencer, promoCodeUrlKey: null })).toBe('/ecosystem/subscription')
  })
})

describe('mass alert', () => {
  it('reads the realtime payload; no text means no alert', () => {
    expect(massAlertFromEvent({ isActive: true, text: 'Техработы в 23:00' })).toEqual({ isActive: true, text: 'Техработы в 23:00' })
    expect(massAlertFromEvent({ text: 'Без флага' })).toEqual({ isActive: true, text: 'Без флага' })
    expect(massAlertFromEvent({ isActive: false, text: 'Снято' })).toEqual({ isActive: false, text: 'Снято' })
    expect(massAlertFromEvent({ isActive: true, text: '  ' })).toBeNull()
    expect(massAlertFromEvent(null)).toBeNull()
    expect(massAlertFromEvent('text')).toBeNull()
  })

  it('is shown only when active and not hidden by a click', () => {
    const alert = { isActive: true, text: 'Техработы' }
    expect(isMassAlertShown(alert, false)).toBe(true)
    expect(isMassAlertShown(alert, true)).toBe(false)
    expect(isMassAlertShown({ ...alert, isActive: false }, false)).toBe(false)
    expect(isMassAlertShown(null, false)).toBe(false)
  })

  it('keys alerts by text, stably and differently for different texts', () => {
    expect(massAlertKey('Техработы в 23:00')).toBe(massAlertKey('Техработы в 23:00'))
    expect(massAlertKey('Техработы в 23:00')).not.toBe(massAlertKey('Техработы в 23:30'))
    expect(massAlertKey('Техработы')).toMatch(/^[0-9a-z]+$/)
  })
})

describe('entryOfRequest', () => {
  it('takes the address first, then the session cookie the guard writes', () => {
    expect(entryOfRequest(new URLSearchParams('entry=campus-demo-blogger'), 'entry=other')).toBe('campus-demo-blogger')
    expect(entryOfRequest(new URLSearchParams(''), 'a=1; entry=campus-demo-blogger; b=2')).toBe('campus-demo-blogger')
    expect(entryOfRequest(new URLSearchParams(''), `entry=${escape('блогер')}`)).toBe('блогер')
    expect(entryOfRequest(new URLSearchParams(''), 'a=1')).toBeNull()
    expect(entryOfRequest(new URLSearchParams(''), null)).toBeNull()
  })
})
