// Token packages a client can buy to refill the balance (platform spec §3 Payment, §9): token count → price in rubles.

/** The packages on sale; the payment flow prices a refill from this table, never from the client. */
export const TOKEN_PACKAGES: Readonly<Record<number, number>> = {
  50: 190,
  150: 490,
  500: 1490,
  1500: 3990,
}

export type TTokenPackage = { tokens: number; price: number }

/** The packages as a list, dearest first (spec §9: sorted by price, highest first). */
export function sortTokenPackages(packages: Readonly<Record<number, number>>): TTokenPackage[] {
  return Object.entries(packages)
    .map(([tokens, price]) => ({ tokens: Number(tokens), price }))
    .sort((a, b) => b.price - a.price || b.tokens - a.tokens)
}

/** The price of a package, or null when no package has that many tokens. */
export const tokenPackagePrice = (tokens: number): number | null => TOKEN_PACKAGES[tokens] ?? null
