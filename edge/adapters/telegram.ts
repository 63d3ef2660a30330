// Telegram Bot API adapter: sendMessage (https://core.telegram.org/bots/api#sendmessage).
import { fetchJson, joinUrl, ProviderError } from './http'
import type { TDelivery } from './delivery'

type Config = { baseUrl: string; token: string }

const PROVIDER = 'Telegram'

type BotAnswer = { ok?: boolean; error_code?: number; description?: string }

export const telegramBotSend =
  (config: Config): TDelivery['telegram'] =>
  async ({ chatId, text }) => {
    const { status, body } = await fetchJson(PROVIDER, joinUrl(config.baseUrl, `/bot${config.token}/sendMessage`), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ chat_id: chatId, text, link_preview_options: { is_disabled: true } }),
    })
    const answer = body as BotAnswer | null
    if (answer?.ok === true) return { blocked: false }
    // 403 "Forbidden: bot was blocked by the user" (or the user is deactivated): nothing to retry.
    if (answer?.error_code === 403) return { blocked: true }
    throw new ProviderError(PROVIDER, `${answer?.error_code ?? `HTTP ${status}`} ${answer?.description ?? 'без описания'}`, status)
  }
