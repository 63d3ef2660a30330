// What the help and legal pages say about who runs the service and how to reach it (platform.md §1, §9).

/** Platform spec §9: support works 10 to 19, the library 8 to 20; §1: weekdays, Moscow time. */
export const SUPPORT_HOURS = { support: 'по будням с 10:00 до 19:00 по московскому времени', library: 'с 8:00 до 20:00 по московскому времени' } as const

export type TSiteFacts = {
  supportPhone: string
  /** `tel:+70000000000` */
  supportPhoneHref: string
  supportEmail: string
  /** The Telegram bot's t.me link, when the settings name a bot. */
  telegramUrl: string | null
  telegramName: string | null
  hours: typeof SUPPORT_HOURS
  legalName: string
  legalInn: string
  legalOgrn: string
  legalAddress: string
  /** The site's public address, as the documents name it. */
  siteUrl: string
}

/**
 * Fills the spec's documentation placeholders ({phone}, {email}) and the operator's details ({legalName}, {inn}, {ogrn},
 * {address}, {site}, {supportHours}) in a text. Unknown names stay as they are, so a typo shows instead of vanishing.
 */
export function fillPlaceholders(text: string, facts: TSiteFacts): string {
  const values: Record<string, string> = {
    phone: facts.supportPhone,
    email: facts.supportEmail,
    legalName: facts.legalName,
    inn: facts.legalInn,
    ogrn: facts.legalOgrn,
    address: facts.legalAddress,
    site: facts.siteUrl,
    supportHours: facts.hours.support,
  }
  return text.replace(/\{([a-zA-Z]+)\}/g, (whole, name: string) => values[name] ?? whole)
}
