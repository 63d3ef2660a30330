// The balance's accounts as the ledger names them; coins are kopecks, the rest whole units.
export const LEDGER_ACCOUNTS = ['coins', 'bonuses', 'subscription_tokens', 'permanent_tokens', 'temporary_tokens', 'trials'] as const
export type TLedgerAccount = (typeof LEDGER_ACCOUNTS)[number]

/** Spec §3 Balance, as `me { balance }` answers it. */
export type TBalance = {
  /** Rubles (the ledger keeps kopecks). */
  balanceCoins: number
  balanceBonuses: number
  /** Subscription, permanent and temporary tokens together. */
  balanceTokens: number
  balanceTrials: number
  detailedBalance: { subscription_tokens: number; permanent_tokens: number; temporary_tokens: number }
}
