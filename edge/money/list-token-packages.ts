// getAvailableTokensPackages: the token packages on sale (public.token_packages, edited in the back-office), dearest
// first (spec §9), and the price of one package for purchaseEcosystem, read in the purchase's own transaction.
import { sortTokenPackages, type TTokenPackage } from '../../domain/money/token-packages'
import { asCaller, type Caller, type Db, type Queryable } from '../db/port'

export async function listTokenPackages({ db, caller }: { db: Db; caller: Caller }): Promise<TTokenPackage[]> {
  const rows = await asCaller(db, caller, (tx) => tx.query<{ tokens: number; price: number }>('select tokens, price from public.token_packages where is_available'))
  return sortTokenPackages(Object.fromEntries(rows.map((r) => [Number(r.tokens), Number(r.price)])))
}

/** The price in rubles of an available package of exactly `tokens`, or null. */
export async function tokenPackagePrice(q: Queryable, tokens: number): Promise<number | null> {
  if (!Number.isSafeInteger(tokens)) return null
  const [row] = await q.query<{ price: number }>('select price from public.token_packages where tokens = $1 and is_available', [tokens])
  return row ? Number(row.price) : null
}
