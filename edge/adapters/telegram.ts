// Telegram Bot API adapter: sendMessage (https://core.telegram.org/bots/api#sendmessage) and sendDocument
// (https://core.telegram.org/bots/api#senddocument, multipart/form-data upload, files up to 50 MB).
import { requestJson, joinUrl, ProviderError } from './http'
import type { TDelivery } from './delivery'

type Config = { baseUrl: string; token: string }

const PROVIDER = 'Telegram'

type BotAnswer = { ok?: boolean; error_code?: number; description?: string }

export const telegramBotSend =
  (config: Config): TDelivery['telegram'] =>
  async ({ chatId, text }) => {
    const { status, body } = await requestJson(PROVIDER, joinUrl(config.baseUrl, `/bot${config.token}/sendMessage`), {
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

export const telegramBotSendDocument =
  (config: Config): TDelivery['telegramDocument'] =>
  async ({ chatId, fileName, bytes, caption, contentType }) => {
    const body = new FormData()
    body.append('chat_id', chatId)
    if (caption) body.append('caption', caption.slice(0, 1024))
    body.append('document', new File([bytes as Uint8Array<ArrayBuffer>], fileName, { type: contentType }))
    const { status, body: answer } = await requestJson(PROVIDER, joinUrl(config.baseUrl, `/bot${config.token}/sendDocument`), { method: 'POST', body })
    const a = answer as BotAnswer | null
    if (a?.ok === true) return { blocked: false }
    if (a?.error_code === 403) return { blocked: true }
    throw new ProviderError(PROVIDER, `${a?.error_code ?? `HTTP ${status}`} ${a?.description ?? 'без описания'}`, status)
  }
