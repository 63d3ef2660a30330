// Telegram deep links https://t.me/<bot>?start=<payload>: sign-in links for guests, attach links for clients.
import type { Queryable } from '../db/port'
import type { TSettings } from '../settings'
import { TELEGRAM_LINK_TTL_SECONDS } from '../../domain/auth/limits'
import { authFailure } from './auth-errors'
import { randomToken } from './secrets'

export const SIGN_IN_PAYLOAD = 'requestAuthCode_'
export const ATTACH_PAYLOAD = 'attach_'
/** An attach link ties a Telegram account to whoever made it, so it lives briefly and works once. */
const ATTACH_LINK_TTL_SECONDS = 10 * 60

export type TTelegramLink =
  | { purpose: 'sign-in'; fingerprint: string; params: Record<string, unknown> }
  | { purpose: 'attach'; userId: string; params: Record<string, unknown> }

/** Outside production a bot-less setup still makes links, and /dev/telegram/start plays the person pressing Start. */
const DEV_BOT_USERNAME = 'kampus_dev_bot'

/** The bot's username (without @), or null when production has no bot configured. */
export function telegramBotUsername(settings: TSettings): string | null {
  if (settings.TELEGRAM_BOT_USERNAME) return settings.TELEGRAM_BOT_USERNAME
  return settings.APP_ENV !== 'production' ? DEV_BOT_USERNAME : null
}

function botUsername(settings: TSettings): string {
  const bot = telegramBotUsername(settings)
  if (bot) return bot
  throw authFailure('Вход через Телеграм сейчас недоступен, выбери другой способ', 'INTERNAL')
}

/** Stores the link and returns the t.me address; `q` runs as the service role. */
export async function createTelegramLink(q: Queryable, settings: TSettings, link: TTelegramLink): Promise<string> {
  const bot = botUsername(settings)
  // 16 bytes keep the start payload within Telegram's 64 characters: [A-Za-z0-9_-].
  const id = randomToken(16)
  await q.query(
    `insert into private.telegram_links (id, purpose, fingerprint, user_id, params, expires_at)
     values ($1, $2, $3, $4::uuid, $5::text::jsonb, now() + make_interval(secs => $6))`,
    [
      id,
      link.purpose,
      link.purpose === 'sign-in' ? link.fingerprint : null,
      link.purpose === 'attach' ? link.userId : null,
      JSON.stringify(link.params),
      link.purpose === 'attach' ? ATTACH_LINK_TTL_SECONDS : TELEGRAM_LINK_TTL_SECONDS,
    ],
  )
  const payload = (link.purpose === 'sign-in' ? SIGN_IN_PAYLOAD : ATTACH_PAYLOAD) + id
  return `https://t.me/${bot}?start=${payload}`
}
