// What a presentation costs a client (orders.md §5): the first one is free — until a presentation order of the client
// is paid (free or by tokens; a demo deck does not count), so the free attempt stays while the first order is in
// progress — then PRESENTATION_PRICE_TOKENS from the token balance.
import { asCaller, type Caller, type Db, type Queryable } from '../../db/port'
import { PRESENTATION_PRICE_TOKENS } from '../../../domain/presentation/statuses'
import type { TPresentationOrder } from './presentation-order-row'

/** In the caller's transaction (the server's, or the client's own under RLS). */
export async function hasPresentationFreeAttempt(q: Queryable, userId: string): Promise<boolean> {
  const [row] = await q.query<{ free: boolean }>(`select not exists (select 1 from public.ai_presentation_orders where user_id = $1 and is_paid and paid_with is distinct from 'demo') as free`, [userId])
  return Boolean(row?.free)
}

/**
 * The price the page shows: what was paid, 0 while the free attempt covers it, else the tokens (a guest: the tokens).
 * A demo deck shows the tokens, the list price the page crosses out (it is paid with 0, the free attempt kept).
 */
export async function presentationOrderPrice(o: { db: Db; caller: Caller; order: TPresentationOrder; demo?: boolean }): Promise<number> {
  if (o.order.isPaid) return o.order.paidWith === 'demo' ? PRESENTATION_PRICE_TOKENS : (o.order.priceTokens ?? PRESENTATION_PRICE_TOKENS)
  if (o.demo) return PRESENTATION_PRICE_TOKENS
  const caller = o.caller
  if (caller.role !== 'authenticated' || o.order.userId !== caller.userId) return PRESENTATION_PRICE_TOKENS
  const free = await asCaller(o.db, caller, (tx) => hasPresentationFreeAttempt(tx, caller.userId))
  return free ? 0 : PRESENTATION_PRICE_TOKENS
}
