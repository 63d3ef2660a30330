// Token packages a client can buy to refill the balance (platform spec §3 Payment, §9): token count → price in rubles.
// The packages on sale live in public.token_packages (edited in the back-office, edge/money/list-token-packages.ts; the
// migration's seed is in tests/helpers/seeds.ts).

export type TTokenPackage = { tokens: number; price: number }

/** The packages as a list, dearest first (spec §9: sorted by price, highest first). */
export function sortTokenPackages(packages: Readonly<Record<number, number>>): TTokenPackage[] {
  return Object.entries(packages)
    .map(([tokens, price]) => ({ tokens: Number(tokens), price }))
    .sort((a, b) => b.price - a.price || b.tokens - a.tokens)
}
