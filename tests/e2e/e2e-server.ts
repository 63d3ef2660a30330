// The built server as the e2e run starts it: global-setup.ts starts one per worker; a file that needs other settings
// (a connected AI: purchase-journey.e2e.ts) starts one of its own with the same base and its extra settings.
import { freePort, startServer } from '../../scripts/start-test-server.mjs'
import { CLIENT_IP_HEADER } from './client-ip'
import { E2E_YANDEX } from './yandex'
import { E2E_SITE_FACTS } from './site-facts'
import { E2E_HELP_DESK_URL } from './help-desk'

export type TE2eServer = Awaited<ReturnType<typeof startServer>>

type TE2eServerOptions = { yandexUrl?: string; env?: Record<string, string> }

/** `yandexUrl`: the Yandex ID fake's address (sign-in through a provider), when the file signs in that way. */
export async function startE2eServer({ yandexUrl, env = {} }: TE2eServerOptions = {}): Promise<TE2eServer> {
  const port = await freePort()
  return startServer({ port, env: e2eServerEnv({ port, yandexUrl, env }) })
}

/** The e2e settings of a server on `port`, the Node one here or the Worker in workerd (worker-server.ts). */
export function e2eServerEnv({ port, yandexUrl, env = {} }: TE2eServerOptions & { port: number }): Record<string, string> {
  return {
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    // The first start fills the empty library from these few works (edge/library/load-library-content.server.ts).
    LIBRARY_CONTENT_DIR: 'tests/fixtures/library',
    CLIENT_IP_HEADER,
    TRUSTED_PROXIES: '127.0.0.1/32,::1/128',
    APP_URL: `http://127.0.0.1:${port}`,
    ...(yandexUrl
      ? {
          YANDEX_CLIENT_ID: E2E_YANDEX.clientId,
          YANDEX_CLIENT_SECRET: E2E_YANDEX.clientSecret,
          YANDEX_OAUTH_BASE_URL: yandexUrl,
          YANDEX_LOGIN_BASE_URL: yandexUrl,
        }
      : {}),
    // A help-desk widget, so the support popup offers the chat in working hours; the browser is answered by a fake
    // (help-desk.ts), and the CSP names this origin as it would the real one.
    USEDESK_WIDGET_URL: E2E_HELP_DESK_URL,
    // The help and legal pages publish these (tests/e2e/help-legal.e2e.ts checks they replace every placeholder).
    ...E2E_SITE_FACTS,
    ...env,
  }
}
