// The summer-freeze rule (platform.md §4 Subscription actions): renewable, June to August (zero-based months 5–7,
// Moscow time), not frozen yet. The server refuses with the reason; the subscription page shows the button only when
// the rule allows.

const MOSCOW_OFFSET_MS = 3 * 60 * 60 * 1000

export const isSummerMonth = (now: Date) => {
  const month = new Date(now.getTime() + MOSCOW_OFFSET_MS).getUTCMonth()
  return month >= 5 && month <= 7
}

export function summerFreezeRefusal(s: { isRenewable: boolean; isFrozen: boolean }, now: Date): string | null {
  if (!s.isRenewable) return 'Заморозить можно только подписку с автопродлением'
  if (!isSummerMonth(now)) return 'Заморозить подписку можно только летом, с июня по август'
  if (s.isFrozen) return 'Подписка уже заморожена'
  return null
}

export const canFreezeForSummer = (s: { isRenewable: boolean; isFrozen: boolean }, now: Date) => summerFreezeRefusal(s, now) === null
