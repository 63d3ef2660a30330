// What migrations seed, for the tests that check the tables equal it or price against it. The app reads these tables,
// never these copies: the back-office and the team tune the rows without a release.

/** public.token_packages as supabase/migrations/20261128000400_admin_money.sql seeds it: token count → price in rubles. */
export const TOKEN_PACKAGES: Readonly<Record<number, number>> = {
  50: 190,
  150: 490,
  500: 1490,
  1500: 3990,
}

/**
 * public.wheel_prizes.weight as supabase/migrations/20261125002700_wheel.sql seeds it, by prize id (domain/wheel/prizes.ts WHEEL_PRIZES):
 * relative, a draw picks prize i with weight_i / Σ weights over the prizes it can give.
 */
export const DEFAULT_WEIGHTS: Readonly<Record<number, number>> = { 1: 8, 2: 5, 3: 1, 4: 14, 5: 6, 6: 2, 7: 12, 8: 5, 9: 2, 10: 15, 11: 30 }
