// What purchaseEcosystemOneTime buys: its amountTokens package, or the package that covers its amountOpenings at the
// library's price (domain/money/openings.ts). Prices come from the settings and the package table, never the client.
import { oneTimeTokens } from '../../domain/money/openings'
import type { AppDeps } from '../context'
import { asService } from '../db/port'
import { AppError } from '../http/errors'

export async function resolveOneTimeTokens({ deps, amountTokens, amountOpenings }: { deps: AppDeps; amountTokens?: number | null; amountOpenings?: number | null }): Promise<number> {
  const packages =
    amountOpenings == null
      ? []
      : (await asService(deps.db, (tx) => tx.query<{ tokens: number }>('select tokens from public.token_packages where is_available'))).map((r) => Number(r.tokens))
  const r = oneTimeTokens({ amountTokens, amountOpenings, libraryPriceTokens: deps.settings.LIBRARY_WORK_PRICE_TOKENS, packages })
  if (!r.ok) throw new AppError('BAD_REQUEST', r.message)
  return r.tokens
}
