// Server data of the profile: whether the Telegram attach link points at a real bot (edge/auth/telegram-link.ts makes
// links to a stand-in bot outside production when no bot token is set; /dev/telegram/start then plays «Start»).
import type { PageContextServer } from 'vike/types'
import { pageDeps } from '../../referat/page-deps.server'

export type Data = { devTelegram: boolean }

export default function data(pageContext: PageContextServer): Data {
  const { settings } = pageDeps(pageContext).deps
  return { devTelegram: settings.APP_ENV !== 'production' && !settings.TELEGRAM_BOT_TOKEN }
}
