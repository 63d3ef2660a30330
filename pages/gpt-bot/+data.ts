// Server data of /gpt-bot/{id} (route gpt-bot): the bot's deep link with the id as its start parameter. The bot's
// username is a setting (TELEGRAM_BOT_USERNAME); a production without a bot shows the page without the button.
import type { PageContextServer } from 'vike/types'
import { telegramBotUsername } from '../../edge/auth/telegram-link'
import { gptBotStartParameter, telegramDeepLink } from '../../domain/landings/gpt-bot'
import { honoOf } from '../components/hono.server'

export type TGptBotData = { botUsername: string | null; deepLink: string | null }

export default function data(pageContext: PageContextServer): TGptBotData {
  const settings = honoOf(pageContext)?.get('deps')?.settings
  const start = gptBotStartParameter(pageContext.routeParams.id)
  const bot = settings ? telegramBotUsername(settings) : null
  return { botUsername: bot, deepLink: bot && start ? telegramDeepLink(bot, start) : null }
}
