// The stand-in bot's person (/dev/telegram/start, outside production with no bot token) for one account: each account
// its own Telegram id, so a second local account attaching is not refused as «уже привязан к другому аккаунту» because
// the first one took the route's default id (the bot binds one Telegram account to one Campus account).
export function devTelegramId(userId: string): number {
  return 100_000_000 + (Number.parseInt(userId.replace(/-/g, '').slice(0, 7), 16) || 0)
}
