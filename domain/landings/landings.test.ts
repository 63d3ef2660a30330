// The landings' pure parts: every marketing type has its page and CTA, notices only for message_id 2–5, the spec's
// countries, the bot's start parameter rules, and a thanks page (with ready links) for each thank-you route.
import { describe, expect, it } from 'vitest'
import { MARKETING_CONTEXT_TYPES, ROUTES, THANKS_PAGES } from '../routes'
import { matchRoute } from '../route-match'
import { MARKETING_COUNTRIES, landingNotice, marketingCtaHref, marketingLanding } from './marketing'
import { gptBotStartParameter, telegramDeepLink } from './gpt-bot'
import { thanksPage } from './thanks'

describe('marketing landings', () => {
  it('has a landing for each of the eight types, with the work type’s own button label and a CTA carrying workTypeId', () => {
    const ids = new Set<number>()
    for (const type of MARKETING_CONTEXT_TYPES) {
      const landing = marketingLanding(type)!
      expect(landing.workType.slug).toBe(type)
      expect(landing.heading.length).toBeGreaterThan(10)
      expect(marketingCtaHref(landing.workType)).toBe(`/ecosystem/text-copilot?workTypeId=${landing.workType.id}`)
      expect(matchRoute('/ecosystem/text-copilot')?.route.build).toBe('ready')
      ids.add(landing.workType.id)
    }
    expect(ids.size).toBe(8)
    expect(marketingLanding('referat')!.workType.buttonLabel).toBe('Написать реферат')
    expect(marketingLanding('diplom')).toBeNull()
    expect(marketingLanding(undefined)).toBeNull()
  })

  it('shows a notice only for message_id 2 to 5, each saying the service does not write works and offers tutoring', () => {
    for (const id of ['2', '3', '4', '5']) {
      const text = landingNotice(id)!
      expect(text).toMatch(/не (пишем|делаем|выполняет)/)
      expect(text).toMatch(/репетитор/)
    }
    for (const id of [undefined, '', '1', '6', '02', 'abc']) expect(landingNotice(id)).toBeNull()
  })

  it('lists the spec’s eleven countries in order', () => {
    expect(MARKETING_COUNTRIES).toEqual(['Россия', 'Украина', 'Беларусь', 'Казахстан', 'Монголия', 'Кыргызстан', 'Таджикистан', 'Узбекистан', 'Туркменистан', 'Турция', 'Болгария'])
  })
})

describe('gpt-bot start parameter', () => {
  it('takes what Telegram accepts as a start parameter', () => {
    expect(gptBotStartParameter('42')).toBe('42')
    expect(gptBotStartParameter('promo_Spring-2026')).toBe('promo_Spring-2026')
    expect(gptBotStartParameter('a'.repeat(64))).toBe('a'.repeat(64))
    expect(telegramDeepLink('kampus_bot', '42')).toBe('https://t.me/kampus_bot?start=42')
  })

  it('refuses too long, empty, foreign characters and the bot’s sign-in prefixes', () => {
    for (const id of [undefined, '', 'a'.repeat(65), 'a b', 'привет', 'x.y', '<script>', 'requestAuthCode_abc', 'attach_abc']) {
      expect(gptBotStartParameter(id)).toBeNull()
    }
  })
})

describe('thanks pages', () => {
  it('has a page for /thanks and each of the five subpages, whose links all lead to ready pages', () => {
    const names = ['thanks', ...THANKS_PAGES.map((p) => `thanks__${p}`)]
    expect(names).toHaveLength(6)
    const headings = new Set<string>()
    for (const name of names) {
      const page = thanksPage(name)!
      expect(page.routeName).toBe(name)
      headings.add(page.heading)
      for (const link of page.links) expect(matchRoute(link.href)?.route.build, link.href).toBe('ready')
    }
    expect(headings.size).toBe(6)
    expect(thanksPage('faq')).toBeNull()
    expect(thanksPage('thanks__personal-6')).toBeNull()
    expect(ROUTES.filter((r) => r.name.startsWith('thanks')).every((r) => r.build === 'ready')).toBe(true)
  })
})
