// The summer-freeze rule as the subscription page applies it (platform.md §4 Subscription actions): the button shows only
// for a renewable subscription, in June–August (zero-based months 5–7, Moscow time), not frozen yet. The same rule as
// edge/subscriptions/summer-freeze.ts (islands may not import edge/; summer-freeze.test.ts keeps the two equal).

const MOSCOW_OFFSET_MS = 3 * 60 * 60 * 1000

export const isSummerMonth = (now: Date) => {
  const month = new Date(now.getTime() + MOSCOW_OFFSET_MS).getUTCMonth()
  return month >= 5 && month <= 7
}

export const canFreezeForSummer = (s: { isRenewable: boolean; isFrozen: boolean }, now: Date) => s.isRenewable && isSummerMonth(now) && !s.isFrozen
