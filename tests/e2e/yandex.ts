// The e2e server's Yandex ID (a local fake, global-setup.ts): every consent there signs in to this one Yandex account.
export const E2E_YANDEX = {
  clientId: 'e2e-ya-client',
  clientSecret: 'e2e-ya-secret',
  user: { id: '1130000077770001', login: 'yana.e2e', first_name: 'Яна', last_name: 'Яндексова' },
} as const

/** The name the account gets from the fake's profile (the adapter takes the first name). */
export const E2E_YANDEX_NAME = E2E_YANDEX.user.first_name
