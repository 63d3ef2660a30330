// amountOpenings of purchaseEcosystemOneTime (platform.md §7 Money): an «opening» is one unlock of a ready solution in
// the library (its price list row «Готовое решение из библиотеки», LIBRARY_WORK_PRICE_TOKENS tokens). Buying N openings
// buys the cheapest token package on sale that covers N × that price; the tokens land on the balance as with any
// package, so the library work is then paid from it. The price is the package table's, never the client's.

export const MAX_OPENINGS = 20

export const OPENINGS_MESSAGES = {
  missing: 'Укажи пакет токенов или число открытий',
  both: 'Укажи что-то одно: пакет токенов или число открытий',
  invalid: `Число открытий — целое число от 1 до ${MAX_OPENINGS}`,
  free: 'Открытия в библиотеке сейчас бесплатны: покупать их не нужно',
  noPackage: 'Нет пакета токенов на столько открытий: выбери меньше',
} as const

export type TOneTimeAmount = { ok: true; tokens: number } | { ok: false; message: string }

/**
 * The tokens one purchaseEcosystemOneTime asks for: the package given as amountTokens, or, for amountOpenings, the
 * smallest available package (`packages`: tokens on sale) with at least openings × libraryPriceTokens tokens.
 */
export function oneTimeTokens({
  amountTokens,
  amountOpenings,
  libraryPriceTokens,
  packages,
}: {
  amountTokens: number | null | undefined
  amountOpenings: number | null | undefined
  libraryPriceTokens: number
  packages: readonly number[]
}): TOneTimeAmount {
  if (amountTokens != null && amountOpenings != null) return { ok: false, message: OPENINGS_MESSAGES.both }
  if (amountTokens != null) return { ok: true, tokens: amountTokens }
  if (amountOpenings == null) return { ok: false, message: OPENINGS_MESSAGES.missing }
  if (!Number.isInteger(amountOpenings) || amountOpenings < 1 || amountOpenings > MAX_OPENINGS) return { ok: false, message: OPENINGS_MESSAGES.invalid }
  if (libraryPriceTokens <= 0) return { ok: false, message: OPENINGS_MESSAGES.free }
  const needed = amountOpenings * libraryPriceTokens
  const tokens = [...packages].sort((a, b) => a - b).find((p) => p >= needed)
  return tokens == null ? { ok: false, message: OPENINGS_MESSAGES.noPackage } : { ok: true, tokens }
}
