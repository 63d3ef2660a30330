// The caller's balance (spec §3 Balance), read under row-level security so a token reveals only its own.
import type { TBalance } from '../../domain/money/ledger-accounts'
import { kopecksToRubles } from '../../domain/money/format'
import { asCaller, type Caller, type Db } from '../db/port'

export const BALANCE_COLUMNS = 'coins::text, bonuses::text, subscription_tokens::text, permanent_tokens::text, temporary_tokens::text, trials::text'

export type TBalanceRow = { coins: string; bonuses: string; subscription_tokens: string; permanent_tokens: string; temporary_tokens: string; trials: string }

const EMPTY: TBalanceRow = { coins: '0', bonuses: '0', subscription_tokens: '0', permanent_tokens: '0', temporary_tokens: '0', trials: '0' }

/** The spec's Balance of one balances row (zeros when the user has none yet). */
export const toBalance = (row: TBalanceRow = EMPTY): TBalance => {
  const detailed = {
    subscription_tokens: Number(row.subscription_tokens),
    permanent_tokens: Number(row.permanent_tokens),
    temporary_tokens: Number(row.temporary_tokens),
  }
  return {
    balanceCoins: kopecksToRubles(Number(row.coins)),
    balanceBonuses: Number(row.bonuses),
    balanceTokens: detailed.subscription_tokens + detailed.permanent_tokens + detailed.temporary_tokens,
    balanceTrials: Number(row.trials),
    detailedBalance: detailed,
  }
}

/** Null for a guest; zeros for a client whose money never moved (the balance row appears with the first entry). */
export async function getBalance({ db, caller }: { db: Db; caller: Caller }): Promise<TBalance | null> {
  if (caller.role !== 'authenticated') return null
  const rows = await asCaller(db, caller, (tx) => tx.query<TBalanceRow>(`select ${BALANCE_COLUMNS} from public.balances where user_id = auth.uid()`))
  return toBalance(rows[0])
}
