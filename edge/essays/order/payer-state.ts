// Whether the order's client can pay for a work now: a running subscription, or enough tokens (orders.md §4 flow 3–4).
import type { Queryable } from '../../db/port'
import { ESSAY_PRICE_TOKENS } from '../../../domain/essay/pricing'
import { canSearchReferencesAfterOutline } from '../../../domain/essay/payment-step'

export type TPayerState = { hasActiveSubscription: boolean; balanceTokens: number; canPay: boolean }

/** Read inside the service transaction that decides the next step; a guest (no user) can never pay. */
export async function payerState(q: Queryable, userId: string | null): Promise<TPayerState> {
  if (!userId) return { hasActiveSubscription: false, balanceTokens: 0, canPay: false }
  const [row] = await q.query<{ active: boolean; tokens: string | null }>(
    `select exists (select 1 from public.subscriptions s where s.user_id = $1 and s.ends_at > now()) as active,
            (select subscription_tokens + temporary_tokens + permanent_tokens from private.balances b where b.user_id = $1)::text as tokens`,
    [userId],
  )
  const balanceTokens = Number(row?.tokens ?? 0)
  const hasActiveSubscription = Boolean(row?.active)
  return { hasActiveSubscription, balanceTokens, canPay: canSearchReferencesAfterOutline({ hasActiveSubscription, balanceTokens, paymentThreshold: ESSAY_PRICE_TOKENS }) }
}
