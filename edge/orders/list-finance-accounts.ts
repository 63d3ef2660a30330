// financeAccounts (platform.md §7): the client's ledger accounts, each with its Russian title and balance, read
// under row-level security from the same balances row as me.balance.
import { LEDGER_ACCOUNTS, type TLedgerAccount } from '../../domain/money/ledger-accounts'
import { kopecksToRubles } from '../../domain/money/format'
import { asCaller, type Caller, type Db } from '../db/port'
import { AppError } from '../http/errors'

export type TFinanceAccount = { account: TLedgerAccount; title: string; balance: number }

const FINANCE_ACCOUNT_TITLES: Record<TLedgerAccount, string> = {
  coins: 'Рубли',
  bonuses: 'Бонусы',
  subscription_tokens: 'Токены по подписке',
  permanent_tokens: 'Токены',
  temporary_tokens: 'Временные токены',
  trials: 'Пробные попытки',
}

type TRow = Record<TLedgerAccount, string>

/** Every account, zero where money never moved (the balances row appears with the first ledger entry); coins in rubles. */
export async function listFinanceAccounts(o: { db: Db; caller: Caller }): Promise<TFinanceAccount[]> {
  if (o.caller.role !== 'authenticated') throw new AppError('UNAUTHENTICATED')
  const [row] = await asCaller(o.db, o.caller, (tx) =>
    tx.query<TRow>(`select ${LEDGER_ACCOUNTS.map((a) => `${a}::text as ${a}`).join(', ')} from public.balances where user_id = auth.uid()`),
  )
  return LEDGER_ACCOUNTS.map((account) => {
    const amount = Number(row?.[account] ?? 0)
    return { account, title: FINANCE_ACCOUNT_TITLES[account], balance: account === 'coins' ? kopecksToRubles(amount) : amount }
  })
}
