// The Telegram bot landing /gpt-bot/{id} (platform.md §2): the id travels to the bot as its /start parameter.
// Telegram takes 1–64 characters of [A-Za-z0-9_-] there; the sign-in and attach prefixes are the bot's own.

const START_PARAMETER = /^[A-Za-z0-9_-]{1,64}$/
const RESERVED_PREFIXES = ['requestAuthCode_', 'attach_']

/** The id as a start parameter, or null when Telegram would refuse it or it would look like a sign-in link. */
export function gptBotStartParameter(id: string | undefined): string | null {
  if (!id || !START_PARAMETER.test(id)) return null
  if (RESERVED_PREFIXES.some((p) => id.startsWith(p))) return null
  return id
}

export const telegramDeepLink = (botUsername: string, start: string) => `https://t.me/${botUsername}?start=${encodeURIComponent(start)}`
