import { describe, expect, it } from 'vitest'
import { readSettings } from '../settings'
import { siteFacts } from './site-facts'
import { fillPlaceholders } from '../../domain/legal/site-facts'

describe('site facts', () => {
  it('come from the settings, with a tel: link and the Telegram bot when one is named', () => {
    const facts = siteFacts(
      readSettings({ SUPPORT_PHONE: '+7 (495) 123-45-67', SUPPORT_EMAIL: 'help@kampus.ru', LEGAL_ENTITY_NAME: 'ООО «Кампус»', LEGAL_INN: '7701234567', TELEGRAM_BOT_USERNAME: 'kampus_help_bot', APP_URL: 'https://kampus.ru/' }),
    )
    expect(facts).toMatchObject({
      supportPhone: '+7 (495) 123-45-67',
      supportPhoneHref: 'tel:+74951234567',
      supportEmail: 'help@kampus.ru',
      telegramUrl: 'https://t.me/kampus_help_bot',
      telegramName: '@kampus_help_bot',
      legalName: 'ООО «Кампус»',
      legalInn: '7701234567',
      siteUrl: 'https://kampus.ru',
    })
    expect(facts.hours.support).toContain('с 10:00 до 19:00')
    expect(facts.hours.library).toContain('с 8:00 до 20:00')
  })

  it('outside production, unset ones are obvious placeholders and there is no Telegram link', () => {
    const facts = siteFacts(readSettings({}))
    expect(facts.supportPhone).toBe('+7 (000) 000-00-00')
    expect(facts.supportEmail).toMatch(/\.example$/)
    expect(facts.legalName).toContain('не заданы')
    expect(facts.legalInn).toBe('0000000000')
    expect(facts.telegramUrl).toBeNull()
  })

  it('fill the spec placeholders {phone} and {email} and the company details; unknown names stay visible', () => {
    const facts = siteFacts(readSettings({ SUPPORT_PHONE: '+7 495 1234567', SUPPORT_EMAIL: 'a@b.ru', LEGAL_ADDRESS: 'Москва, ул. Примерная, 1' }))
    expect(fillPlaceholders('Звони {phone}, пиши {email}; {legalName}, {address}. {nope}', facts)).toBe(
      `Звони +7 495 1234567, пиши a@b.ru; ${facts.legalName}, Москва, ул. Примерная, 1. {nope}`,
    )
  })
})
