// Bot traffic (platform.md §6): robots and automated browsers never receive tracking scripts.

const BOT_USER_AGENT = /bot|crawl|spider|slurp/i

export type BotSignals = {
  /** navigator.webdriver: true in automated browsers. */
  webdriver?: boolean | null
  /** navigator.languages; real browsers always name at least one. */
  languages?: readonly string[] | null
  userAgent?: string | null
}

export function isBotTraffic({ webdriver, languages, userAgent }: BotSignals): boolean {
  if (webdriver === true) return true
  if (!languages || languages.length === 0) return true
  return BOT_USER_AGENT.test(userAgent ?? '')
}

/** The same rule for a request the server renders: browsers always send Accept-Language, robots often do not. */
export function isBotRequest(headers: { get(name: string): string | null }): boolean {
  const languages = (headers.get('accept-language') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
  return isBotTraffic({ languages, userAgent: headers.get('user-agent') })
}

export type TrackingConsent = { analytics: boolean; marketing: boolean }

/**
 * Whether analytics, the metrics counter and the retargeting pixel may load. The analytics loader
 * must call this before injecting any of them: never for bots, and only once the visitor switched
 * the category on in the cookie notice (opt-in: `consent` null means nothing was chosen yet, so no).
 */
export function shouldLoadTracking({
  navigator,
  consent,
  kind = 'analytics',
}: {
  navigator: { webdriver?: boolean; languages?: readonly string[]; userAgent?: string }
  consent: TrackingConsent | null
  kind?: keyof TrackingConsent
}): boolean {
  if (isBotTraffic({ webdriver: navigator.webdriver, languages: navigator.languages, userAgent: navigator.userAgent })) return false
  return consent?.[kind] === true
}

/**
 * The bot rule as a JavaScript expression for inline scripts on zero-JS pages, e.g.
 * `if (!(${BOT_CHECK_INLINE})) { …inject the counter… }`. Kept equal to isBotTraffic by a test.
 */
export const BOT_CHECK_INLINE =
  '(function(n){return!!(n.webdriver||!n.languages||!n.languages.length||/bot|crawl|spider|slurp/i.test(n.userAgent))})(navigator)'
