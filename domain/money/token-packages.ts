// Token packages a client can buy to refill the balance (platform spec §3 Payment, §9): token count → price in rubles.
// The packages on sale live in public.token_packages (edited in the back-office, edge/money/list-token-packages.ts).

/** The packages the migration seeds (supabase/migrations/20261128000400_admin_money.sql): the tests' known prices. */
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
