// The support contacts and company details the e2e server is started with (global-setup.ts), as the specs expect them.
export const E2E_SITE_FACTS = {
  SUPPORT_PHONE: '+7 (495) 765-43-21',
  SUPPORT_EMAIL: 'help@kampus.test',
  LEGAL_ENTITY_NAME: 'ООО «Кампус Тест»',
  LEGAL_INN: '7701234567',
  LEGAL_OGRN: '1027701234567',
  LEGAL_ADDRESS: '101000, г. Москва, ул. Тестовая, д. 1',
} as const
