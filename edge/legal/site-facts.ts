// The support contacts and the operator's details the help and legal pages publish, from the settings; outside
// production an unset one becomes an obvious placeholder (production refuses to start without them: edge/settings.ts).
import type { TSettings } from '../settings'
import { publicUrl } from '../oauth/provider'
import { SUPPORT_HOURS, type TSiteFacts } from '../../domain/legal/site-facts'

const PLACEHOLDERS = {
  SUPPORT_PHONE: '+7 (000) 000-00-00',
  SUPPORT_EMAIL: 'support@kampus.example',
  LEGAL_ENTITY_NAME: 'ООО «Пример» (реквизиты не заданы)',
  LEGAL_INN: '0000000000',
  LEGAL_OGRN: '0000000000000',
  LEGAL_ADDRESS: 'адрес не задан (настройка LEGAL_ADDRESS)',
} as const

export function siteFacts(settings: TSettings): TSiteFacts {
  const pick = (key: keyof typeof PLACEHOLDERS) => settings[key] ?? PLACEHOLDERS[key]
  const phone = pick('SUPPORT_PHONE')
  return {
    supportPhone: phone,
    supportPhoneHref: `tel:${phone.replace(/[^\d+]/g, '')}`,
    supportEmail: pick('SUPPORT_EMAIL'),
    telegramUrl: settings.TELEGRAM_BOT_USERNAME ? `https://t.me/${settings.TELEGRAM_BOT_USERNAME}` : null,
    telegramName: settings.TELEGRAM_BOT_USERNAME ? `@${settings.TELEGRAM_BOT_USERNAME}` : null,
    hours: SUPPORT_HOURS,
    legalName: pick('LEGAL_ENTITY_NAME'),
    legalInn: pick('LEGAL_INN'),
    legalOgrn: pick('LEGAL_OGRN'),
    legalAddress: pick('LEGAL_ADDRESS'),
    siteUrl: publicUrl(settings),
  }
}
